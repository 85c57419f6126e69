search-events = Événements
search-activities = Activités
search-restaurants = Restaurants
search-venues = Lieux
search-venue = Lieu

search-hint = Tapez dans le champ de recherche ci-dessus (ou appuyez sur / ) pour chercher des événements, activités, restaurants et lieux.
search-unavailable = La recherche n’est pas disponible pour le moment. Réessayez dans un instant.
search-not-on-device = La recherche hors ligne a besoin du guide sur cet appareil, où il n’est pas encore enregistré : connectez-vous pour chercher.
searching = Recherche…
search-none = Aucun résultat pour « { $query } ».
search-count = { $count ->
    [one] { $shown } résultat pour « { $query } »
   *[other] { $shown } résultats pour « { $query } »
}
search-did-you-mean = Vouliez-vous dire
search-or = ou
search-did-you-mean-end = { " " }?
search-browse = Parcourir le guide
search-suggestions = Suggestions
search-for = Chercher « { $query } »
search-see-all = Voir tous les résultats pour « { $query } »
search-suggestion-count = { $count ->
    [one] { $shown } suggestion
   *[other] { $shown } suggestions
}
