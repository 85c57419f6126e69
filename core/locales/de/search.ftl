search-events = Veranstaltungen
search-activities = Aktivitäten
search-restaurants = Restaurants
search-venues = Orte
search-venue = Ort

search-hint = Tippen Sie oben ins Suchfeld (oder drücken Sie / ), um Veranstaltungen, Aktivitäten, Restaurants und Orte zu suchen.
search-unavailable = Die Suche ist gerade nicht verfügbar. Versuchen Sie es gleich noch einmal.
search-not-on-device = Offline braucht die Suche den Guide auf diesem Gerät, und er ist hier noch nicht gespeichert: Gehen Sie online, um zu suchen.
searching = Suche läuft…
search-none = Keine Ergebnisse für „{ $query }“.
search-count = { $count ->
    [one] { $shown } Ergebnis für „{ $query }“
   *[other] { $shown } Ergebnisse für „{ $query }“
}
search-did-you-mean = Meinten Sie
search-or = oder
search-did-you-mean-end = ?
search-browse = Stattdessen im Guide stöbern
search-suggestions = Vorschläge
search-for = Nach „{ $query }“ suchen
search-see-all = Alle Ergebnisse für „{ $query }“
search-suggestion-count = { $count ->
    [one] { $shown } Vorschlag
   *[other] { $shown } Vorschläge
}
