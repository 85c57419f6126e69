# Les écrans du visiteur, en français.

## La structure du site : navigation et pied de page.

nav-main = Principale
nav-home = Accueil
nav-events = Événements
nav-activities = Activités
nav-dining = Restaurants
nav-favorites = Mes favoris
nav-weather = Quand venir
nav-suggest = Suggérer un ajout
nav-add-event = Ajoutez votre événement
menu-open = Ouvrir le menu
menu-close = Fermer le menu
site-name = Guide de { $brand }
site-name-unbranded = Guide du visiteur

footer-explore = Découvrir
footer-plan = Préparez votre visite
footer-help = Aidez-nous à nous améliorer
footer-follow = Suivez-nous
footer-rights = Guide du visiteur de { $brand }. Tous droits réservés.
footer-rights-unbranded = Guide du visiteur. Tous droits réservés.
opens-new-tab = (s’ouvre dans un nouvel onglet)

## Les pages, la recherche et les mises à jour.

skip-to-content = Aller au contenu
back-home = Retour à l’accueil
page-not-loaded = Cette page n’a pas pu être chargée
page-not-loaded-hint = Vérifiez votre connexion, puis réessayez.
try-again = Réessayer
update-available = Une nouvelle version est disponible
update-reload = Recharger
search-open = Rechercher
search-label = Rechercher dans le guide
search-placeholder = Événements, lieux, restaurants…

## Le choix de la langue.

language-menu = Langue
language-offer = Ce guide existe aussi en français.
language-offer-switch = Le lire en français
language-offer-dismiss = Non merci
written-in = { $lang ->
    [es] en espagnol
    [fr] en français
    [de] en allemand
   *[en] en anglais
}

## Le titre et la description de chaque page.

page-home-title = Guide du visiteur de { $brand }
page-events-title = Tous les événements
page-activities-title = Activités
page-dining-title = Restaurants
page-search-title = Recherche
page-weather-title = Quand venir
page-favorites-title = Mes favoris
page-trip-title = Plan par jour
page-shared-plan-title = Programme partagé
page-reminders-title = Mes rappels
page-suggest-title = Proposer un ajout
page-add-event-title = Ajoutez votre événement
page-my-submission-title = Votre événement
page-admin-title = Tableau de bord
page-collections-title = Idées pour votre journée
page-right-now-title = En ce moment
page-collection-rainy-day-title = Jour de pluie
page-collection-with-kids-title = Avec des enfants
page-collection-free-this-week-title = Gratuit cette semaine
page-collection-open-late-tonight-title = Ouvert tard ce soir
page-collection-step-free-title = Sans marche
page-collection-dog-friendly-title = Chiens bienvenus
page-not-found-title = 404 Page introuvable
page-not-found-description = La page que vous cherchez n’existe pas ou a été déplacée.

## Ce qu’est un élément, dans le titre et la description de sa page.

activity-type-museum = Musée
activity-type-gardens = Jardins
activity-type-beach = Plage
activity-type-wildlife = Nature
activity-type-tours = Visites guidées
activity-type-recreation = Loisirs
activity-type-attraction = Attraction
restaurant = Restaurant

## L’accueil, et les cartes et boutons de chaque liste.

home-title = Découvrez la magie !
home-welcome = Bienvenue à { $city } ! Plages, spectacles, jardins et bonne cuisine : tout ce qui vaut le détour pendant votre séjour, choisi par quelqu’un d’ici.
home-host = — { $curator }, votre hôte
home-events = Prochains événements
home-all-events = Voir tous les événements
home-all-activities = Voir toutes les activités
home-all-dining = Voir tous les restaurants
whats-on-tonight = Ce soir
whats-on-weekend = Ce week-end
whats-on-all-tonight = Tous les événements de ce soir ({ $shown })
whats-on-all-weekend = Tous les événements du week-end ({ $shown })
weekly-by-email = Ce week-end par e-mail, chaque jeudi
whats-on-none-tonight = Plus rien ce soir.
whats-on-none-weekend = Rien de prévu ce week-end pour l’instant.
# Home's link to the Right now page.
right-now-link = En ce moment : ce qui se passe et ce qui est ouvert près de vous
# Right now among the ideas for the day (Home, the collections).
right-now-line = Ce qui se passe et ce qui est ouvert maintenant, le plus proche d’abord.
series-every = Chaque { $weekday }
series-dates = { $count ->
    [one] 1 date
   *[other] { $shown } dates
}
series-next = prochaine : { $date }
no-picture = Pas de photo
no-image = Pas d’image
details = Détails
details-for = de { $name } (s’ouvre dans un nouvel onglet)
# A card’s Details, which leaves the guide (#69).
details-site-for = de { $name } (ouvre le site du lieu dans un nouvel onglet)
details-tickets-for = de { $name } (ouvre le site de billetterie dans un nouvel onglet)
website = Site web
website-of = de { $name } (s’ouvre dans un nouvel onglet)
more-info = En savoir plus
more-info-about = sur { $name }
add-to-calendar-named = Ajouter { $name } à l’agenda
call = Appeler le { $number }
call-named = Appeler { $name } au { $number }
opens-map = (ouvre une carte dans un nouvel onglet)
close = Fermer
favorite-add = Ajouter à Mes favoris
favorite-added = Ajouté
favorite-added-title = Ajouté au programme !
favorite-added-text = { $name } a été ajouté à votre programme.
favorite-see = Voir Mes favoris
favorite-see-alt = Mes favoris est dans la navigation
favorite-removed-title = Retiré du programme
favorite-removed-text = { $name } a été retiré de votre programme.
favorites-saved = enregistrés

## Formulaires.

characters-left = { $count ->
    [one] { $shown } caractère restant
   *[other] { $shown } caractères restants
}
characters-over = { $count ->
    [one] { $shown } caractère de trop
   *[other] { $shown } caractères de trop
}
please-try-later = Veuillez réessayer plus tard.

## Ce que le cœur écrit sur les cartes et les pages.

category-broadway = Broadway
category-opera = Opéra
category-ballet = Ballet
category-theater = Théâtre
category-comedy = Humour
category-speaker-series = Conférences
category-live-music = Musique live
category-circus = Cirque
category-festival = Festivals
category-museum = Musées
category-outdoor = Plein air
category-other = Autres
status-cancelled = Annulé
status-postponed = Reporté
cuisine-american = Américaine
cuisine-italian = Italienne
cuisine-mexican = Mexicaine
cuisine-asian = Asiatique
cuisine-seafood = Poissons et fruits de mer
cuisine-steakhouse = Grill
cuisine-french = Française
cuisine-indian = Indienne
cuisine-thai-vietnamese = Thaïlandaise/vietnamienne
cuisine-mediterranean = Méditerranéenne
cuisine-other = Autre
contact-for-pricing = Prix sur demande
no-rating = Pas de note

error = Erreur
suggestion-error = La suggestion n’a pas pu être envoyée
queued-title = Enregistré : ce sera envoyé dès votre retour en ligne
queued-text = Cela reste sur cet appareil d’ici là, même si vous fermez la page.

not-on-device = Pas encore sur cet appareil
not-on-device-text = Ce contenu n’est pas encore enregistré sur cet appareil : connectez-vous pour le voir.

calendar-failed = Impossible de créer le fichier de calendrier
calendar-failed-text = Veuillez réessayer.
open-now = Ouvert maintenant
closed-now = Fermé maintenant
offline = Hors ligne
offline-no-connection = Pas de connexion au guide
offline-as-of = — le guide tel qu’il était à { $time }
offline-saved = — ce que cet appareil a enregistré

## Prix lus par core (#69). $who est l’un des mots price-… ; $from et $to sont des âges.
price-free = Gratuit
price-free-for = Gratuit pour les { $who }
price-adults = adultes
price-children = enfants
price-seniors = seniors
price-students = étudiants
price-members = membres
price-ages = { $who } de { $from } à { $to } ans
price-per-person = par personne
price-per-vehicle = par véhicule

## A place's facts (core's content::facts): set by staff, never guessed.
place-facts-good-to-know = Bon à savoir
place-facts-access = Accessibilité
place-facts-parking = Stationnement
place-fact-indoor = En intérieur
place-fact-outdoor = En plein air
place-fact-kids = Idéal avec des enfants
place-fact-dogs = Chiens acceptés
place-fact-free = Entrée gratuite
place-fact-step-free = Entrée de plain-pied
place-fact-accessible-restroom = Toilettes accessibles
place-fact-accessible-parking = Places de stationnement adaptées
place-fact-wheelchair-loan = Prêt de fauteuils roulants
place-fact-quiet-hours = Heures calmes
place-fact-sign-language = Interprétation en langue des signes
place-fact-audio-description = Audiodescription
place-fact-free-parking = Stationnement gratuit
place-fact-paid-parking = Stationnement payant
place-fact-street-parking = Stationnement dans la rue
visit-minutes = Environ { $minutes } minutes
visit-hours = Environ { $hours ->
    [one] { $shown } heure
   *[other] { $shown } heures
}
visit-hours-half = Environ { $hours } h 30

## Collections: the guide's items for the day a visitor has (core's
## content::collections), on Home and their own pages. $count is a number.

collection-rainy-day-intro = Des lieux couverts ouverts aujourd’hui, et les spectacles du jour en salle.
collection-with-kids-intro = Des lieux pour les enfants, et les événements de la semaine avec un tarif enfant.
collection-free-this-week-intro = Les événements gratuits des sept prochains jours, et les lieux en entrée libre.
collection-open-late-tonight-intro = Les lieux encore ouverts à 22 h ce soir, et les spectacles à partir de 21 h.
collection-step-free-intro = Des lieux avec une entrée de plain-pied.
collection-dog-friendly-intro = Des lieux où les chiens sont les bienvenus.
collections-heading = Idées pour votre journée
collections-all = Toutes les idées
collection-events = Événements
collection-activities = Activités
collection-restaurants = Restaurants
collection-more-events = { $count ->
    [one] Un événement en tout : les plus proches sont affichés.
   *[other] { $shown } événements en tout : les plus proches sont affichés.
}
collection-empty = Rien dans cette collection aujourd’hui. Essayez une autre idée :
collection-others = D’autres idées
collection-subscribe = Ajouter ses événements à votre agenda
