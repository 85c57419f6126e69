calendar-plan-name = Mon plan { $brand }
calendar-also-in-plan = Aussi dans le plan :
calendar-time = Heure : { $value }
calendar-tickets = Billets : { $value }
calendar-buy-tickets = Acheter des billets : { $value }
calendar-in-guide = Dans le guide : { $value }

run-title = Ajouter { $name } à votre calendrier
run-text = Cela se déroule { $dates }. Choisissez le jour où vous irez, ou ajoutez-les tous.
run-text-timed = Cela se déroule { $dates }, à { $time }. Choisissez le jour où vous irez, ou ajoutez-les tous.
run-day = Jour
run-add-day = Ajouter ce jour
run-add-every-day = Ajouter les { $count } jours
run-add-whole = Ajouter toute la période en une seule entrée
run-cancel = Annuler
