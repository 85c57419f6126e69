item-type-event = Événement
item-type-activity = Activité
item-type-restaurant = Restaurant
plan-any-day = N’importe quel jour
no-items-title = Aucun élément sélectionné
no-items-text = Sélectionnez quelques éléments avant d’envoyer votre plan de visite.
view-details = Voir les détails
remove = Retirer
undo = Annuler
undo-alt = Ajoutez à nouveau { $name } à Mes favoris depuis sa page

plan-our-host = notre hôte
plan-link-events = Événements
plan-link-events-text = Spectacles, festivals et représentations à venir.
plan-link-activities = Activités
plan-link-activities-text = Plages, jardins, musées et visites.
plan-link-dining = Restaurants
plan-link-dining-text = Où manger, par quartier et par note.
plan-empty-title = Préparez votre visite
plan-empty-text = Enregistrez les événements, activités et restaurants qui vous plaisent avec « Ajouter à Mes favoris » : ils s’afficheront ici. Envoyez-vous ensuite la liste par e-mail, ou envoyez-la à { $recipient } pour recevoir des recommandations personnalisées.
plan-message-curator = Envoyer un message à { $curator }
plan-title = Mes favoris { $brand }
plan-email = M’envoyer mes favoris
plan-send-curator = Envoyer à { $curator }
plan-more = Plus
plan-select-more = + En choisir d’autres
plan-share-title = Mon plan { $brand }
plan-share-title-unbranded = Mon plan
plan-add-calendar = Ajouter le plan au calendrier
plan-selected = Éléments choisis ({ $count })
share-plan = Partager le plan
share-copied = Lien copié
share-copied-text = Envoyez-le à ceux qui voyagent avec vous.
share-copy-link = Copiez ce lien pour partager votre plan

form-emails = Adresse(s) e-mail
form-emails-hint = Séparez plusieurs adresses par des virgules.
form-notes = Notes
form-notes-placeholder = Un pense-bête pour vous (facultatif)
form-send-self = Envoyer à mon adresse
form-failed-self = Votre plan de visite n’a pas pu être envoyé. Veuillez réessayer.
form-curator-title = Envoyer votre plan à { $curator }
form-curator-text = { $curator } regardera vos favoris et vous répondra avec des recommandations personnalisées.
form-name = Votre nom
form-email = Votre e-mail
form-visit-dates = Dates de la visite
form-visit-dates-placeholder = p. ex. du 3 au 10 mars
form-message = Message
form-message-placeholder = Quelque chose à nous dire ?
form-send-curator = Envoyer le plan de visite
form-failed-curator = Votre demande n’a pas pu être envoyée. Veuillez réessayer.
form-sending = Envoi...
form-cancel = Annuler

shared-loading = Chargement du plan…
shared-go = Aller à Mes favoris
shared-text = { $count ->
    [one] Quelqu’un a partagé avec vous { $shown } élément du guide.
   *[other] Quelqu’un a partagé avec vous { $shown } éléments du guide.
}
shared-missing = { $count ->
    [one] { $shown } autre n’est plus dans le guide.
   *[other] { $shown } autres ne sont plus dans le guide.
}
shared-add-all = Tout ajouter à Mes favoris
shared-in-plan = Dans ce plan ({ $count })
shared-added = { $count ->
    [one] { $shown } élément a été ajouté à votre plan.
   *[other] { $shown } éléments ont été ajoutés à votre plan.
}
shared-already = Déjà dans votre plan
shared-already-text = Tous les éléments de ce plan sont dans Mes favoris.
share-no-plan = Ce lien ne contient aucun plan.
share-not-a-plan = Ce lien n’est pas un plan du guide.
share-too-many = Ce lien contient plus de { $max } éléments.

## Mes rappels (#37).
reminders-for = Rappels pour { $email }
reminders-loading = Chargement de vos rappels…
reminders-confirmed = Votre adresse est confirmée : vos rappels sont enregistrés.
reminders-none = Aucun rappel n’est gardé pour cette adresse.
reminders-no-link = Ouvrez cette page depuis le lien d’un des courriels du guide pour voir vos rappels.
reminders-sends = Envoyé le { $day }
reminders-waiting = En attente de votre confirmation
reminders-delete = Supprimer
reminders-deleted = Rappel supprimé
reminders-delete-all = Tout supprimer
reminders-deleted-all = Tout ce qui était gardé pour { $email } est supprimé.
reminders-failed = Vos rappels n’ont pas pu être chargés. Vérifiez votre connexion et réessayez.
weekly-form-title = « Ce week-end à { $city } » par e-mail
weekly-form-intro = Chaque jeudi à 9 heures : les événements du week-end jour par jour, avec un fichier de calendrier. La première fois, nous envoyons d’abord un lien pour confirmer votre adresse.
weekly-form-categories = Catégories
weekly-form-categories-hint = N’en choisissez aucune pour les recevoir toutes.
weekly-form-email = Votre adresse e-mail
weekly-form-submit = S’abonner
weekly-form-sending = Abonnement…
weekly-form-kept = Seules votre adresse et vos catégories sont conservées, jusqu’à votre désabonnement.
weekly-form-failed = L’abonnement n’a pas pu être fait. Vérifiez votre connexion et réessayez.
weekly-form-cancel = Annuler
reminders-weekly-title = « Ce week-end à { $city } »
reminders-weekly-all = Toutes les catégories, chaque jeudi.
reminders-weekly-categories = { $categories }, chaque jeudi.
reminders-weekly-next = Prochain envoi : { $day }
reminders-weekly-stop = Se désabonner
reminders-weekly-stopped = Désabonné de l’e-mail hebdomadaire

## The trip planner's conflicts (core's plan::trip::day). Times and days
## come written out: $close, $arrive, $end, $start '17:00'; $date 'jeu. 26
## nov.'; $day a weekday ('mardi') or a date; $minutes a number as text.

trip-closed-weekday = { $weekday ->
    [mon] Fermé le lundi
    [tue] Fermé le mardi
    [wed] Fermé le mercredi
    [thu] Fermé le jeudi
    [fri] Fermé le vendredi
    [sat] Fermé le samedi
   *[sun] Fermé le dimanche
}
trip-closed-date = Fermé le { $date }
trip-not-that-day = N’a pas lieu le { $date }
trip-closes-arrive = Ferme à { $close }, vous arrivez à { $arrive }
trip-closes-visit = Ferme à { $close }, avant la fin de votre visite à { $end }
trip-overlaps = Chevauche { $name } ({ $times })
trip-starts-before = Commence à { $start }, vous arrivez à { $arrive }
trip-long-drive = { $minutes } min de voiture entre ces étapes
trip-move-to = Déplacer au { $day }
trip-opens-after = Ouvre à { $open }, votre visite est à { $start }
trip-booked-late = Réservé pour { $start }, vous arrivez à { $arrive }

## Les jours du planificateur (plan::trip::placed et planner de core).
## $count est un nombre pour le choix du pluriel, $shown le même écrit.

trip-days-missing = Indiquez le premier et le dernier jour
trip-days-backwards = Le dernier jour vient avant le premier
trip-days-too-many = Un séjour ici se planifie sur { $days } jours au plus
trip-unlisted = N'est plus dans le guide
trip-plays-before = C'était le { $date }, avant votre séjour
trip-plays-after = C'est le { $date }, après votre séjour
trip-estimate = { $travel } (estimation)
trip-day-summary = { $count ->
    [one] Une étape · { $minutes } min de trajet
   *[other] { $shown } étapes · { $minutes } min de trajet
}
trip-better-problems = { $count ->
    [one] L'ordre suggéré évite un problème
   *[other] L'ordre suggéré évite { $shown } problèmes
}
trip-better-travel = L'ordre suggéré fait gagner { $minutes } min de trajet

## The weather forecast of a trip's day (core's content::forecast), after
## the National Weather Service's. $chance is a number as text.

forecast-sunny = Ensoleillé
forecast-partly-cloudy = Partiellement nuageux
forecast-cloudy = Nuageux
forecast-fog = Brouillard
forecast-rain = Pluie
forecast-thunderstorms = Orages
forecast-rain-chance = { $chance } % de risque de pluie
forecast-read = Les prévisions du service météo, lues { $unit ->
    [now] à l'instant
    [minute] { $count ->
        [one] il y a 1 minute
       *[other] il y a { $shown } minutes
    }
    [hour] { $count ->
        [one] il y a 1 heure
       *[other] il y a { $shown } heures
    }
   *[day] { $count ->
        [one] il y a 1 jour
       *[other] il y a { $shown } jours
    }
}.

## L'écran du planificateur (/plan-visit/days). $city la ville du site ;
## $name le nom d'une étape ; $day un jour écrit ('mar. 8 déc.') ;
## $position un nombre écrit.

trip-open = Plan par jour
trip-back = ← Mes favoris
trip-intro = Placez ce que vous avez enregistré sur vos jours à { $city }. Chaque jour est mis dans un ordre sensé, avec les trajets, sur votre appareil, hors ligne aussi.
trip-nothing = Rien à planifier pour l'instant : enregistrez d'abord des événements, des activités et des restaurants.
trip-days-title = Vos jours à { $city }
trip-days-from-events = Ce sont les jours de vos événements. Indiquez les vôtres pour en planifier d'autres.
trip-days-span = Du { $first } au { $last }
trip-days-change = Changer les jours
trip-first-day = Premier jour
trip-last-day = Dernier jour
trip-days-set = Fixer les jours
trip-days-events = Reprendre les jours de mes événements
trip-no-days = Quand êtes-vous à { $city } ? Indiquez vos jours pour y placer ce que vous avez enregistré.
trip-not-placed = Pas encore placé
trip-all-placed = Tout est placé.
trip-day-empty = Rien de placé ce jour-là.
trip-move = Déplacer au…
trip-move-label = Déplacer { $name } au
trip-at-label = Heure pour { $name }
trip-any-time = N'importe quand
trip-earlier = Plus tôt
trip-later = Plus tard
trip-earlier-label = Placer { $name } plus tôt
trip-later-label = Placer { $name } plus tard
trip-change = Modifier
trip-change-label = Modifier { $name }
trip-own-order = Dans votre ordre.
trip-use-suggested = Prendre l'ordre suggéré
trip-stop-number = Étape { $position } :
trip-moved = { $name } déplacé au { $day }
trip-now-not-placed = { $name } n'est plus placé
trip-now-stop = { $name } est maintenant l'étape { $position }
trip-drag-label = Faire glisser { $name }
trip-drag-help = Pour déplacer une étape au clavier, appuyez sur Espace, déplacez-la avec les flèches, puis Espace pour la déposer ou Échap pour annuler. Le menu Déplacer au… fait de même.
trip-drag-picked = { $name } saisi
trip-drag-cancelled = { $name } remis en place
trip-forecast = Prévisions :
trip-rainy-ideas = Idées pour un jour de pluie
trip-usual-weather = Au-delà des prévisions de la semaine, le temps est d'habitude, en { $months } :
trip-map-show = Voir la carte du jour
trip-map-hide = Masquer la carte
trip-map-of = Carte du { $day }
trip-map-none = Aucune étape de ce jour n'est sur la carte.
