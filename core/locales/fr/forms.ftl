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

## Ajoutez votre événement : l’envoi d’un organisateur (issue 73). $max est un nombre.
submission-venue-missing = Choisissez le lieu, ou donnez le nom et l’adresse d’un nouveau lieu
submission-image-not-uploaded = Téléversez l’image avec ce formulaire
submission-too-many-links = La description peut contenir au plus { $max } adresses web
submission-too-fast = Prenez un moment pour vérifier votre événement, puis envoyez-le de nouveau.
submission-picture-form-old = Ce formulaire est ouvert depuis trop longtemps pour accepter une image. Rechargez la page, puis ajoutez l’image de nouveau.
submission-too-many-today = Vous avez envoyé autant d’événements que nous en acceptons par jour. Envoyez celui-ci demain.
submission-status-unconfirmed = En attente de la confirmation de votre adresse e-mail
submission-status-pending = En attente de relecture
submission-status-approved = Publié dans le guide
submission-sent = Merci ! Nous avons envoyé un lien à { $email }. Ouvrez-le pour confirmer votre adresse, et votre événement sera relu par notre équipe.
submission-confirmed = Merci : notre équipe relit votre événement. Nous vous écrirons quand il sera publié.
submission-saved = Vos modifications sont enregistrées.
submission-decided = Notre équipe a relu cet événement : il ne peut plus être modifié.
submission-link-unknown = Ce lien n’ouvre aucun événement envoyé au guide. Vérifiez qu’il a été copié en entier.
submission-status-declined = Refusé
