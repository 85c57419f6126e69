field-title = Titre
field-venue-name = Nom du lieu
field-time = Heure
field-ticket-price = Prix des billets
field-category = Catégorie
field-image-url = URL de l’image
field-ticket-url = URL de la billetterie
field-source-url = URL de la source
field-address = Adresse
field-phone = Téléphone
field-price = Prix
field-recurring-schedule = Horaires habituels
field-venue-type = Type de lieu
field-location = Emplacement
field-cuisine = Cuisine
field-cuisine-detail = Précision sur la cuisine
field-open-hours = Heures d’ouverture
field-area = Quartier
field-reservation-url = URL de réservation
field-schedule = Horaires
field-venue = Lieu
field-venue-other = Autre lieu (saisissez son nom)
field-date = Date
field-end-date = Date de fin
field-time-example = p. ex. 19 h 30
field-ticket-price-example = p. ex. 25 $ à 85 $
field-status = Statut
field-status-hint = Un événement annulé ou reporté reste dans la liste, signalé.
field-activity-type = Type d’activité
field-price-example = p. ex. Gratuit, 25 $
field-recurring-schedule-example = p. ex. Tous les jours de 10 h à 17 h
field-capacity = Capacité
field-rating = Note
field-rating-hint = De 1 à 10, par pas de 0,1
field-price-range = Gamme de prix
field-cuisine-choose = Choisissez une cuisine
field-cuisine-detail-hint = Les mots du restaurant lui-même, affichés à côté de la cuisine
field-cuisine-detail-example = p. ex. péruvienne, espagnole/cubaine
field-area-choose = Choisissez un quartier
field-open-hours-example = p. ex. Tous les jours de 11 h à 22 h
field-latitude = Latitude
field-longitude = Longitude

event-date-invalid = La date doit être une date (AAAA-MM-JJ)
event-end-date-invalid = La date de fin doit être une date (AAAA-MM-JJ)
event-end-before-start = La date de fin précède la date de début
restaurant-name-required = Le nom du restaurant est obligatoire.
restaurant-description-required = La description du restaurant est obligatoire.
restaurant-rating-invalid = La note doit être un nombre de 1 à 10 par pas de 0,1.
latitude-invalid = La latitude doit être un nombre.
longitude-invalid = La longitude doit être un nombre.
translation-field = { $field } ({ $language })
translation-field-fixed = « { $field } » ne peut pas être traduit
translation-same-language = Il est déjà écrit { $lang ->
    [es] en espagnol
    [fr] en français
    [de] en allemand
   *[en] en anglais
}

admin-title = Tableau de bord
admin-signed-in-as = Connecté en tant que { $name }
admin-sign-out = Se déconnecter
admin-sections = Sections du tableau de bord
admin-tab-discovery = Découverte d’événements des lieux
admin-tab-activities = Ajouter des activités
admin-tab-restaurants = Ajouter des restaurants
admin-tab-images = Gestion des images
admin-tab-inbox = Boîte de relecture
admin-tab-suggestions = Suggestions
admin-tab-manage = Gérer le contenu
admin-tab-waiting = { $tab } ({ $count })
admin-checking-sign-in = Vérification de votre connexion…
admin-going-to-sign-in = Redirection vers la page de connexion…
admin-cancel = Annuler
admin-try-again = Veuillez réessayer.
admin-saving = Enregistrement...
scrape-placeholder = https://
scrape = Extraire
scraping = Extraction...
delete-title = { $kind ->
    [events] Supprimer cet événement ?
    [activities] Supprimer cette activité ?
   *[restaurants] Supprimer ce restaurant ?
}
delete-confirm = { $kind ->
    [events] Supprimer l’événement
    [activities] Supprimer l’activité
   *[restaurants] Supprimer le restaurant
}
delete-busy = Suppression...
delete-text = disparaîtra du guide et des listes des visiteurs. Cette action est irréversible.
delete-done = { $kind ->
    [events] Événement supprimé
    [activities] Activité supprimée
   *[restaurants] Restaurant supprimé
}
delete-done-text = { $name } n’est plus dans le guide.
delete-failed = { $kind ->
    [events] Impossible de supprimer l’événement
    [activities] Impossible de supprimer l’activité
   *[restaurants] Impossible de supprimer le restaurant
}
edit-title = { $kind ->
    [events] Modifier l’événement
    [activities] Modifier l’activité
   *[restaurants] Modifier le restaurant
}
edit-saved = { $kind ->
    [events] Événement mis à jour
    [activities] Activité mise à jour
   *[restaurants] Restaurant mis à jour
}
edit-saved-text = { $name } est enregistré ; les visiteurs voient déjà la modification.
edit-failed = { $kind ->
    [events] Impossible de mettre à jour l’événement
    [activities] Impossible de mettre à jour l’activité
   *[restaurants] Impossible de mettre à jour le restaurant
}
edit-save = Enregistrer les modifications

translations-title = Traductions de { $name }
translations-written-in = Écrit en
translations-into = Traduire en
translations-missing = { $count ->
    [0] (complet)
    [one] ({ $count } manquant)
   *[other] ({ $count } manquants)
}
translations-field-in = { $field } en { $language }
translations-save = Enregistrer les traductions
translations-saved = Traductions enregistrées
translations-saved-text = { $name } se lit désormais dans chaque langue donnée.
translations-failed = Impossible d’enregistrer les traductions
