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
