# An event's form: staff's Add Event and Edit (the dashboard) and the
# organizers' 'Add your event' (/add-event) share these fields.

field-title = Titre
field-venue-name = Nom du lieu
field-time = Heure
field-ticket-price = Prix des billets
field-category = Catégorie
field-ticket-url = URL de la billetterie
field-address = Adresse
field-venue = Lieu
field-venue-other = Autre lieu (saisissez son nom)
field-date = Date
field-end-date = Date de fin
field-time-example = p. ex. 19 h 30
field-ticket-price-example = p. ex. 25 $ à 85 $
field-repeat = Répétition
field-until = Dernière date
repeat-never = Ne se répète pas
repeat-daily = Chaque jour
repeat-weekly = Chaque semaine
repeat-every-two-weeks = Toutes les deux semaines
repeat-monthly = Chaque mois à cette date
repeat-until-missing = Indiquez la dernière date de la série
repeat-until-before-start = La dernière date précède la première
repeat-until-invalid = Indiquez la dernière date sous forme de date
repeat-too-many = Une série compte au plus { $max } dates
picture-upload = Téléverser une image
picture-uploading = Téléversement…
picture-uploaded = Image téléversée : le formulaire l’utilise maintenant.

# 'Add your event' (/add-event) and the organizer's page (/add-event/mine).
# $city is the site's city.

add-event-intro = Vous organisez un spectacle, un festival, un cours ou un marché à { $city } ? Parlez-nous-en. Notre équipe vérifie chaque événement avant qu’il paraisse dans le guide.
add-event-step-form = Remplissez le formulaire ci-dessous.
add-event-step-confirm = Ouvrez le lien que nous vous envoyons par e-mail, pour confirmer votre adresse.
add-event-step-review = Notre équipe vérifie votre événement, et nous vous écrivons quand il est publié.
add-event-part-event = L’événement
add-event-part-when = Quand
add-event-part-where = Où
add-event-part-picture = Image
add-event-part-you = Vous
add-event-description-hint = Ce que les visiteurs doivent savoir. Au plus { $max } adresses web.
add-event-category-choose = Choisissez une catégorie
add-event-end-date-hint = Pour un événement sur plusieurs jours.
add-event-venue-choose = Choisissez le lieu
add-event-venue-new = Un autre lieu, absent de la liste
add-event-address-example = p. ex. 1 N Tamiami Trail, Sarasota, FL
add-event-picture-hint = Une photo ou une affiche JPEG ou PNG de 5 Mo au plus ; une image large (1600 pixels) rend le mieux.
add-event-picture-choose = Choisir une image
add-event-picture-replace = Choisir une autre image
add-event-picture-remove = Retirer l’image
add-event-picture-uploading = Envoi…
add-event-picture-added = Image ajoutée.
add-event-picture-failed = L’image n’a pas été ajoutée. Veuillez réessayer.
add-event-picture-chosen = L’image choisie
add-event-you-hint = Seule notre équipe voit votre nom et votre adresse e-mail. Nous vous écrivons uniquement au sujet de cet événement.
add-event-email-fixed = L’adresse à laquelle nous avons envoyé votre lien.
add-event-homepage = Laissez ce champ vide
add-event-offline = Vous êtes hors ligne. Vous pourrez envoyer votre événement une fois la connexion revenue.
add-event-form-unavailable = Le formulaire ne peut pas être envoyé pour le moment. Veuillez recharger la page.
add-event-send = Envoyer pour vérification
add-event-sending = Envoi…
add-event-failed = Votre événement n’a pas été envoyé
add-event-sent-heading = Consultez vos e-mails
add-event-another = Ajouter un autre événement

my-submission-no-link = Ouvrez cette page depuis le lien de l’e-mail que nous vous avons envoyé.
my-submission-loading = Ouverture de votre événement…
my-submission-failed-open = Votre événement n’a pas pu être ouvert. Veuillez réessayer plus tard.
my-submission-status = État :
my-submission-reason = La raison de notre équipe : { $reason }
my-submission-published = Il est dans le guide : nous vous avons envoyé sa page par e-mail.
my-submission-edit-intro = Vous pouvez modifier votre événement tant que notre équipe ne l’a pas vérifié.
my-submission-save = Enregistrer les modifications
my-submission-saving = Enregistrement…
my-submission-failed = Vos modifications n’ont pas été enregistrées
my-submission-another = Envoyer un autre événement
