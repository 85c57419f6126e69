date-choice-all = Toutes les dates
date-choice-tonight = Ce soir
date-choice-this-weekend = Ce week-end
date-choice-this-month = Ce mois-ci
date-choice-next-month = Le mois prochain
date-choice-this-season = Cette saison
date-choice-custom = Choisir les dates

filters = Filtres
filters-on = actifs
apply-filters = Appliquer les filtres
clear-filters = Effacer les filtres
showing-of = { $showing } sur { $total }
loading = Chargement…
check-back-later = Revenez un peu plus tard.
remove-a-filter = Essayez d’enlever un filtre.

events-count = { $count ->
    [one] { $shown } événement
   *[other] { $shown } événements
}
events-more = Plus d’événements
events-none = Aucun événement trouvé
events-none-hint = Essayez de modifier votre recherche ou vos filtres.
events-keyword = Mot-clé
events-keyword-placeholder = Titre, lieu, description…
events-category = Catégorie
events-all-categories = Toutes les catégories
events-venue = Lieu
events-all-venues = Tous les lieux
events-date = Date
events-custom-range = Choisir une période
events-start-date = Date de début
events-end-date = Date de fin (facultative)
apply = Appliquer
cancel = Annuler

feed-title = S’abonner dans votre calendrier
feed-what-all = Tous les événements à venir du guide
feed-what-category = Les événements à venir : { $category }
feed-what-venue = Les événements à venir à { $venue }
feed-what-category-venue = Les événements à venir : { $category }, à { $venue }
# $collection is a collection's title.
feed-what-collection = Les événements à venir de « { $collection } »
feed-text = { $what }, dans votre calendrier et toujours à jour. Les filtres de date et de mot-clé ne s’appliquent pas.
feed-subscribe = S’abonner
feed-address = Adresse du calendrier
feed-copy = Copier l’adresse
feed-copied = Adresse copiée
feed-copied-text = Collez-la dans votre application de calendrier pour vous abonner.
feed-not-copied = Impossible de copier l’adresse
feed-not-copied-text = Sélectionnez-la et copiez-la vous-même.

activities-count = { $count ->
    [one] { $shown } activité
   *[other] { $shown } activités
}
activities-more = Plus d’activités
activities-none = Aucune activité trouvée
activities-none-match = Aucune activité ne correspond à ces filtres
activities-type = Type
activities-all-types = Tous les types
cost-any = Gratuit ou payant
activities-features = Caractéristiques
activities-features-any = Toutes caractéristiques
cost-free = Gratuit
cost-paid = Payant

restaurants-count = { $count ->
    [one] { $shown } restaurant
   *[other] { $shown } restaurants
}
dining-list = Restaurants
dining-more = Plus de restaurants
dining-none = Aucun restaurant trouvé
dining-none-match = Aucun restaurant ne correspond à ces filtres
all-cuisines = Toutes les cuisines
all-areas = Tous les quartiers
any-price = Tous les prix
any-rating = Toutes les notes
rating-at-least = { $rating } ou plus
sort-by = Trier par
sort-guide = Ordre du guide
sort-rating = Les mieux notés
sort-name = Nom (A–Z)
view-legend = Affichage des restaurants
view-grid = Grille
view-area = Par quartier
areas-title = Les quartiers gourmands de { $city }
areas-located = { $count ->
    [one] { $shown } restaurant situé sur la carte
   *[other] { $shown } restaurants situés sur la carte
}
area-maps-search = (recherche sur une carte, s’ouvre dans un nouvel onglet)
area-more = et { $count } de plus
area-more-hint = { $count ->
    [one] restaurant à { $area } : faites défiler la liste
   *[other] restaurants à { $area } : faites défiler la liste
}
map = Carte
map-of = de { $name } (s’ouvre dans un nouvel onglet)
map-here = Vous êtes ici
map-label = Carte des restaurants de la liste ({ $city })
map-cluster = { $count ->
    [one] { $shown } restaurant ici : zoomez
   *[other] { $shown } restaurants ici : zoomez
}
map-bare = Le fond de carte est indisponible. Les repères et les quartiers restent affichés.
map-not-loaded = La carte n’a pas pu être chargée. Tous les restaurants sont listés par quartier.

## Near me: a list by distance from the visitor's position, which stays on
## the device.
near-me = Près de moi
near-me-stop = Ne plus trier par distance
near-me-why = Trie la liste par distance depuis l’endroit où vous êtes. Votre position reste sur cet appareil : elle n’est jamais envoyée.
near-me-asking = Recherche de votre position… Elle reste sur cet appareil.
near-me-on = Les plus proches d’abord, depuis l’endroit où vous êtes.
near-me-denied = La localisation est bloquée pour ce site, la liste reste donc telle quelle. Pour trier par distance, autorisez la localisation pour ce site dans les réglages du navigateur.
near-me-unavailable = Votre position n’a pas pu être trouvée, la liste reste donc telle quelle. Réessayez dans un instant.
near-radius = Distance
near-radius-any = Toute distance
near-within = À moins de { $miles } mi

## Near a place: the same order from a place of the guide the visitor
## chooses (there is no geocoder: its areas, venues and places).
near-place = Ou près d’un lieu
near-place-hint = Un quartier, une salle ou une adresse
near-place-on = Le plus proche d’abord, depuis { $place }.
near-place-none = Rien dans le guide ne s’appelle « { $typed } ». Essayez un quartier, une salle ou une adresse.
near-place-unreadable = Les lieux du guide n’ont pas pu être lus. Vérifiez votre connexion et réessayez.
near-place-gone = Ce lieu n’est plus dans le guide, la liste reste donc telle quelle.
landmark-area = Quartier
landmark-venue = Salle
landmark-activity = Activité
landmark-restaurant = Restaurant

## 'Right now': what is on now or later today and what is open now
## (core's content::right_now). $count is a number.

right-now-intro = Les événements en cours ou plus tard aujourd’hui, et les lieux ouverts maintenant. Près de moi met les plus proches d’abord, avec le trajet à pied ou en voiture.
right-now-events = En cours et plus tard aujourd’hui
right-now-places = Ouvert maintenant
right-now-walk = À pied
right-now-drive = En voiture
right-now-unplaced = Sans position sur la carte
right-now-more-events = { $count ->
    [one] Un événement aujourd’hui en tout : les plus proches dans le temps sont affichés.
   *[other] { $shown } événements aujourd’hui en tout : les plus proches dans le temps sont affichés.
}
right-now-none = Rien du guide n’est en cours ni ouvert en ce moment.
right-now-none-near = Rien du guide n’est en cours ni ouvert à cette distance en ce moment. Choisissez-en une plus grande.
right-now-tomorrow = Voir ce qui se passe ce week-end

# Under the events list: organizers send their own (/add-event).
events-organizer = Vous organisez un événement ? Envoyez-le au guide.
