mail-guide = Guide des visiteurs { $brand }
mail-footer = Guide des visiteurs { $brand } · { $city }
mail-self-subject = Votre plan de visite { $brand }
mail-self-heading = Votre plan de visite { $brand }
mail-self-intro = Voici les favoris que vous avez enregistrés pour votre visite à { $city }. Excellent séjour !
mail-curator-subject = Plan de visite { $brand } de { $name }
mail-curator-heading = Un plan de visite de { $name }
mail-curator-intro = { $name } aimerait vos recommandations personnalisées pour sa visite à { $city }.
mail-from = De
mail-visit-dates = Dates de la visite
mail-language = Langue
mail-message = Message
mail-notes = Notes
mail-selected = Éléments choisis ({ $count })
mail-venue = Lieu
mail-date = Date
mail-time = Heure
mail-address = Adresse
mail-travel = Pour y aller
mail-cuisine = Cuisine
mail-rating = Note
mail-in-guide = Dans le guide
mail-details = Détails
mail-see-in-guide = Voir dans le guide
mail-view-details = Voir les détails

sent-title = C’est fait !
sent-to-curator = Votre plan de visite a été envoyé à { $curator } ! Elle vous écrira bientôt avec des recommandations personnalisées.
sent-to-self = Votre plan de visite, joliment mis en page, a été envoyé à votre adresse !
sent-suggestion-title = Suggestion envoyée !
sent-suggestion = Merci de nous aider à nous améliorer. Nous examinerons votre suggestion bientôt.

## Rappels des événements enregistrés (#37).

reminder-confirm-subject = Confirmez vos rappels { $brand }
reminder-confirm-intro = Quelqu’un, vous nous l’espérons, a demandé au Guide du visiteur { $brand } d’envoyer à cette adresse un rappel de cet événement. Rien n’est envoyé tant que vous n’avez pas confirmé.
reminder-confirm-button = Oui, me le rappeler
reminder-confirm-ignore = Ce n’était pas vous ? Ignorez ce courriel : rien d’autre ne sera envoyé, et l’adresse sera oubliée d’ici une semaine.
reminder-today-subject = Aujourd’hui : { $title }
reminder-tomorrow-subject = Demain : { $title }
reminder-soon-subject = Bientôt : { $title }
reminder-intro = Vous avez demandé un rappel de cet événement. Profitez-en bien !
reminder-cancelled-subject = Annulé : { $title }
reminder-cancelled-intro = Un événement dont vous aviez demandé un rappel est annulé. Son rappel est supprimé.
reminder-postponed-subject = Reporté : { $title }
reminder-postponed-intro = Un événement dont vous aviez demandé un rappel est reporté. Nous vous dirons quand il aura une nouvelle date.
reminder-moved-subject = Nouvelle date ou heure : { $title }
reminder-moved-intro = Un événement dont vous aviez demandé un rappel a changé de date ou d’heure. Votre rappel suit.
reminder-why = Vous recevez ceci parce que cette adresse a demandé des rappels au Guide du visiteur { $brand }.
reminder-your-data = Voir ou supprimer ce que le guide garde pour cette adresse
reminder-stop = Arrêter tous les rappels
reminder-set-title = Rappel enregistré
reminder-set = Nous écrirons à { $email } le { $day }.
reminder-check-title = Consultez votre boîte de réception
reminder-confirm-sent = Nous avons envoyé un lien à { $email }. Ouvrez-le pour confirmer votre rappel.
reminder-confirm-pending = Le lien que nous venons d’envoyer à { $email } confirme aussi ce rappel.
reminder-begun = Cet événement a déjà commencé.
reminder-cancelled = Cet événement est annulé.
reminder-too-many = Cette adresse a { $max } rappels, le maximum que garde le guide. Supprimez-en d’abord.
reminder-link-gone = Ce lien n’est plus valide : le guide ne garde rien pour lui.
reminder-unsubscribed = C’est fait : le guide a oublié cette adresse et ne lui enverra plus rien.
reminder-event-gone = Cet événement n’est plus dans le guide.
weekly-unknown-category = Choisissez les catégories dans la liste.
weekly-subject = Ce week-end à { $city }
weekly-confirm-subject = Confirmez « Ce week-end à { $city } »
weekly-confirm-intro = Quelqu’un, nous espérons que c’est vous, a demandé au Guide du visiteur { $brand } d’envoyer « Ce week-end à { $city } » à cette adresse chaque jeudi matin. Rien n’est envoyé avant votre confirmation.
weekly-confirm-button = Oui, envoyez-le-moi
weekly-intro = Ce qui se passe du vendredi soir au dimanche, jour par jour.
weekly-in-categories = Dans vos catégories : { $categories }.
weekly-calendar = Le fichier de calendrier joint les ajoute tous à votre agenda.
weekly-why = Vous recevez ceci parce que cette adresse s’est abonnée à « Ce week-end à { $city } » du Guide du visiteur { $brand }.
weekly-stop = Se désabonner
weekly-set-title = Abonnement fait
weekly-set = { $email } recevra « Ce week-end à { $city } » chaque jeudi à 9 heures.
weekly-confirm-sent = Nous avons envoyé un lien à { $email }. Ouvrez-le pour confirmer votre abonnement.
weekly-confirm-pending = Le lien que nous venons d’envoyer à { $email } confirme aussi cet abonnement.
weekly-unsubscribed = C’est fait : cette adresse ne recevra plus d’e-mails hebdomadaires.

## Le lien d’un compte de l’équipe (#39).
staff-invite-subject = Rejoignez le tableau de bord du { $guide }
staff-invite-intro = { $name } vous invite au tableau de bord du { $guide } comme { $role }. Choisissez votre nom et un mot de passe pour accepter.
staff-invite-button = Accepter l’invitation
staff-invite-note = Le lien ne sert qu’une fois, pendant 72 heures. Si vous n’attendiez pas cette invitation, ignorez ce courriel.
staff-reset-subject = Choisissez un nouveau mot de passe pour le tableau de bord du { $guide }
staff-reset-intro = Bonjour { $name }, quelqu’un a demandé à réinitialiser le mot de passe de votre compte du tableau de bord. Choisissez-en un nouveau avec le lien ci-dessous.
staff-reset-button = Choisir un nouveau mot de passe
staff-reset-note = Le lien ne sert qu’une fois, pendant une heure. Si vous ne l’avez pas demandé, ignorez ce courriel : votre mot de passe reste le même.

## A visitor told that their suggestion is in the guide (#71).
suggestion-published-subject = { $name } est maintenant dans { $guide }
suggestion-published-intro = Bonjour { $visitor }, merci d’avoir proposé { $name }. C’est dans le guide désormais, pour tous ceux qui visitent { $city }.
suggestion-published-note = Vous recevez ce courriel parce que vous avez laissé votre adresse avec votre suggestion. C’est le seul que nous envoyons à son sujet.

## A weekly issue staff send themselves to try it (#71).
weekly-test-subject = Essai : { $subject }

## Ajoutez votre événement : l’organisateur confirme son adresse (issue 73).
submission-confirm-subject = Confirmez votre événement pour { $brand }
submission-confirm-intro = Quelqu’un, vous nous l’espérons, a envoyé « { $title } » au Guide du visiteur { $brand }. Confirmez votre adresse et il sera relu par notre équipe.
submission-confirm-button = Confirmer mon événement
submission-confirm-note = Le même lien montre où en est votre événement et permet de le modifier jusqu’à sa relecture. Ce n’était pas vous ? Ignorez cet e-mail : rien n’est publié.

## L’envoi d’un organisateur décidé par l’équipe (issue 73).
submission-published-subject = « { $title } » est dans le Guide du visiteur { $brand }
submission-published-intro = Merci d’avoir envoyé « { $title } » : notre équipe l’a publié.
submission-published-note = Merci d’aider les visiteurs à trouver ce qui se passe.
submission-declined-subject = À propos de « { $title } »
submission-declined-intro = Merci d’avoir envoyé « { $title } ». Notre équipe n’a pas pu le publier : { $reason }
submission-declined-button = Envoyer un autre événement
submission-declined-note = N’hésitez pas à envoyer d’autres événements : ils sont relus de la même façon.
