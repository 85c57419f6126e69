field-name = Nom
field-email = E-mail
field-visit-dates = Dates de visite
field-message = Message
field-notes = Notes
field-type = Type
field-website = Site web
field-description = Description
field-your-name = Votre nom
field-your-email = Votre e-mail

field-required = { $field } : champ obligatoire
field-too-long = { $field } : { $max } caractères au maximum
field-bad-characters = { $field } : contient des caractères non autorisés
field-has-link = { $field } : ne peut pas contenir d’adresse web
field-not-web-address = { $field } : doit être une adresse web commençant par http:// ou https://
email-invalid = Veuillez saisir une adresse e-mail valide
email-address-invalid = « { $address } » n’est pas une adresse e-mail valide
email-too-many = Envoyez-le à { $max } adresses au maximum à la fois
website-invalid = Veuillez saisir l’adresse d’un site web, par exemple exemple.fr
type-unlisted = Choisissez l’un des types proposés

plan-too-many = Un plan peut contenir { $max } éléments au maximum
plan-unknown-item = « { $name } » ({ $type } { $id })
plan-unknown-one = { $item } n’est plus dans le guide ; retirez-le de Mes favoris et renvoyez le plan
plan-unknown-many = { $items } ne sont plus dans le guide ; retirez-les de Mes favoris et renvoyez le plan
plan-address-limited = { $address } a déjà reçu { $count ->
        [one] un plan de visite
       *[other] { $shown } plans de visite
    } au cours de la dernière heure. Veuillez réessayer plus tard.

suggestion-type-event = Spectacle/Événement
suggestion-type-activity = Activité/Attraction
suggestion-type-restaurant = Restaurant
suggestion-type-venue = Lieu

too-many-requests = Trop de demandes ; veuillez réessayer dans une minute.
