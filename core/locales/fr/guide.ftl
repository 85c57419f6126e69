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
page-home-description = Événements, activités et restaurants à { $city }, en Floride : ce qui se passe, où aller et où manger, avec une liste de favoris à emporter.
page-events-title = Tous les événements
page-events-description = Tous les événements à venir à { $city } : concerts, théâtre, festivals, art et sorties en famille, par date, catégorie et lieu.
page-activities-title = Activités
page-activities-description = Que faire à { $city } : musées, jardins, plages, nature, visites guidées et loisirs.
page-dining-title = Restaurants
page-dining-description = Où manger à { $city } : restaurants par quartier, cuisine, prix et note, avec leurs horaires.
page-search-title = Recherche
page-search-description = Cherchez parmi les événements, activités, restaurants et lieux de { $city }.
page-weather-title = Quand venir
page-weather-description = La meilleure période pour visiter { $city } : la météo, l’affluence et les temps forts de chaque saison.
page-favorites-title = Mes favoris
page-favorites-description = Vos événements, activités et restaurants enregistrés à { $city }, à envoyer par e-mail.
page-shared-plan-title = Programme partagé
page-shared-plan-description = Un programme d’événements, d’activités et de restaurants à { $city }, partagé depuis le guide.
page-suggest-title = Proposer un ajout
page-suggest-description = Proposez un événement, une activité ou un restaurant pour le guide de { $city }.
page-admin-title = Tableau de bord
page-admin-description = Le tableau de bord de l’équipe du Guide de { $brand }.
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
activity-lead = { $kind } à { $place }
restaurant = Restaurant
restaurant-lead = Restaurant ({ $cuisine }) à { $place }
restaurant-lead-plain = Restaurant à { $place }
restaurant-rated = noté { $rating }
