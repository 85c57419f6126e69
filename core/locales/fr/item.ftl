fact-date = Date
fact-dates = Dates
fact-time = Heure
fact-venue = Lieu
fact-phone = Téléphone
fact-price = Prix
fact-where = Où
fact-address = Adresse
fact-hours = Horaires
fact-capacity = Capacité
fact-rating = Note
fact-cuisine = Cuisine
fact-price-range = Gamme de prix
fact-area = Quartier
fact-visit = Durée de la visite
all-activities = Toutes les activités
all-dining = Tous les restaurants
tickets = Billets
add-to-calendar = Ajouter au calendrier
series-coming-dates = Prochaines dates
series-date-moved = à { $time }
more-at-venue = Aussi dans ce lieu
nearby = À proximité
# The coming events at an activity or a restaurant, on its page.
on-here = À l’affiche ici
open-in-maps = Ouvrir dans Plans
open-in-maps-of = ({ $name }, s’ouvre dans un nouvel onglet)
reserve = Réserver une table
reserve-at = chez { $name } (s’ouvre dans un nouvel onglet)
directions = Itinéraire
photo-credit = Photo :

## « Me le rappeler » sur un événement enregistré (#37).
remind-me = Me le rappeler
remind-title = Me rappeler { $name }
remind-intro = Nous vous écrirons à 8 h du matin le jour choisi. La première fois, nous envoyons d’abord un lien pour confirmer votre adresse.
remind-when = Quand
remind-morning-of = Le jour même
remind-day-before = La veille
remind-email = Votre adresse e-mail
remind-sending = Enregistrement…
remind-kept = Seuls votre adresse, l’événement et l’heure sont gardés, et ils sont supprimés après le rappel.
remind-failed = Le rappel n’a pas pu être enregistré. Vérifiez votre connexion et réessayez.
remind-cancel = Annuler

## Horaires lus par core (#69). $time est une heure ('10:00'), $day un jour de la semaine.
hours-closes-at = Ferme à { $time }
hours-closes-tomorrow = Ferme demain à { $time }
hours-opens-at = Ouvre à { $time }
hours-opens-tomorrow = Ouvre demain à { $time }
hours-opens-on = Ouvre { $day } à { $time }
hours-today = Aujourd’hui
hours-tomorrow = Demain
hours-every-day = Tous les jours
hours-closed = Fermé
hours-this-week = Horaires de la semaine
holiday-new-years-day = Jour de l’An
holiday-mlk-day = Journée Martin Luther King
holiday-presidents-day = Presidents’ Day
holiday-easter = Pâques
holiday-memorial-day = Memorial Day
holiday-independence-day = Fête de l’Indépendance
holiday-labor-day = Fête du Travail
holiday-thanksgiving = Thanksgiving
holiday-christmas-eve = Veille de Noël
holiday-christmas-day = Noël
holiday-new-years-eve = Saint-Sylvestre

## Comment y aller, sur la page d’un lieu (#69). $name est celui du lieu.
getting-there = Comment y aller
walking-directions = Itinéraire à pied
driving-directions = Itinéraire en voiture
directions-to = vers { $name } (ouvre votre app de cartes)
show-map = Voir sur une carte
place-map-of = Carte de { $name }
place-map-bare = Le fond de carte est indisponible : l’épingle montre où c’est.
## How far a place is, and how long it takes to get there (core's near::Travel):
## a card under Near me, and the places near an item's page.
near-walk = { $miles } mi · { $minutes } min à pied
near-drive = { $miles } mi · { $minutes } min en voiture
