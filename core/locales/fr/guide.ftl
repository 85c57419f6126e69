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
page-shared-plan-title = Programme partagé
page-suggest-title = Proposer un ajout
page-admin-title = Tableau de bord
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
