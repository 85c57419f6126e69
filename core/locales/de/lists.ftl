date-choice-all = Alle Termine
date-choice-tonight = Heute Abend
date-choice-this-weekend = Dieses Wochenende
date-choice-this-month = Diesen Monat
date-choice-next-month = Nächsten Monat
date-choice-this-season = Diese Saison
date-choice-custom = Zeitraum wählen

filters = Filter
filters-on = aktiv
apply-filters = Filter anwenden
clear-filters = Filter zurücksetzen
showing-of = { $showing } von { $total }
loading = Wird geladen…
check-back-later = Schauen Sie bitte später noch einmal vorbei.
remove-a-filter = Entfernen Sie einen Filter.

events-count = { $count ->
    [one] { $shown } Veranstaltung
   *[other] { $shown } Veranstaltungen
}
events-more = Weitere Veranstaltungen
events-none = Keine Veranstaltungen gefunden
events-none-hint = Ändern Sie Ihre Suche oder die Filter.
events-keyword = Suchbegriff
events-keyword-placeholder = Titel, Ort, Beschreibung…
events-category = Kategorie
events-all-categories = Alle Kategorien
events-venue = Ort
events-all-venues = Alle Orte
events-date = Datum
events-custom-range = Zeitraum wählen
events-start-date = Von
events-end-date = Bis (optional)
apply = Anwenden
cancel = Abbrechen

feed-title = Im Kalender abonnieren
feed-what-all = Alle kommenden Veranstaltungen im Guide
feed-what-category = Kommende Veranstaltungen: { $category }
feed-what-venue = Kommende Veranstaltungen in { $venue }
feed-what-category-venue = Kommende Veranstaltungen: { $category } in { $venue }
# $collection is a collection's title.
feed-what-collection = Kommende Veranstaltungen aus „{ $collection }“
feed-text = { $what }, in Ihrem Kalender und immer aktuell. Datums- und Suchfilter gelten dafür nicht.
feed-subscribe = Abonnieren
feed-address = Kalenderadresse
feed-copy = Adresse kopieren
feed-copied = Adresse kopiert
feed-copied-text = Fügen Sie sie in Ihrer Kalender-App ein, um zu abonnieren.
feed-not-copied = Die Adresse konnte nicht kopiert werden
feed-not-copied-text = Markieren und kopieren Sie sie selbst.

activities-count = { $count ->
    [one] { $shown } Aktivität
   *[other] { $shown } Aktivitäten
}
activities-more = Weitere Aktivitäten
activities-none = Keine Aktivitäten gefunden
activities-none-match = Keine Aktivität passt zu diesen Filtern
activities-type = Art
activities-all-types = Alle Arten
cost-any = Kostenlos oder kostenpflichtig
activities-features = Merkmale
activities-features-any = Alle Merkmale
cost-free = Kostenlos
cost-paid = Kostenpflichtig

restaurants-count = { $count ->
    [one] { $shown } Restaurant
   *[other] { $shown } Restaurants
}
dining-list = Restaurants
dining-more = Weitere Restaurants
dining-none = Keine Restaurants gefunden
dining-none-match = Kein Restaurant passt zu diesen Filtern
all-cuisines = Alle Küchen
all-areas = Alle Gegenden
any-price = Jeder Preis
any-rating = Jede Bewertung
rating-at-least = ab { $rating }
sort-by = Sortieren nach
sort-guide = Reihenfolge des Guides
sort-rating = Beste Bewertung
sort-name = Name (A–Z)
view-legend = Restaurantansicht
view-grid = Raster
view-area = Nach Gegend
areas-title = Restaurantgegenden in { $city }
areas-located = { $count ->
    [one] { $shown } Restaurant mit Kartenposition
   *[other] { $shown } Restaurants mit Kartenposition
}
area-maps-search = (Kartensuche, öffnet in einem neuen Tab)
area-more = und { $count } weitere
area-more-hint = { $count ->
    [one] Restaurant in { $area }: Liste weiterscrollen
   *[other] Restaurants in { $area }: Liste weiterscrollen
}
map = Karte
map-of = von { $name } (öffnet in einem neuen Tab)
map-here = Sie sind hier
map-label = Karte der aufgeführten Restaurants ({ $city })
map-cluster = { $count ->
    [one] { $shown } Restaurant hier: hineinzoomen
   *[other] { $shown } Restaurants hier: hineinzoomen
}
map-bare = Die Hintergrundkarte ist nicht verfügbar. Markierungen und Gegenden werden weiterhin angezeigt.
map-not-loaded = Die Karte konnte nicht geladen werden. Alle Restaurants sind nach Gegend aufgeführt.

## Near me: a list by distance from the visitor's position, which stays on
## the device.
near-me = In meiner Nähe
near-me-stop = Nicht mehr nach Entfernung sortieren
near-me-why = Sortiert die Liste nach der Entfernung von Ihrem Standort. Ihr Standort bleibt auf diesem Gerät: Er wird nie gesendet.
near-me-asking = Ihr Standort wird gesucht… Er bleibt auf diesem Gerät.
near-me-on = Das Nächste zuerst, von Ihrem Standort aus.
near-me-denied = Der Standort ist für diese Website blockiert, daher bleibt die Liste, wie sie war. Um nach Entfernung zu sortieren, erlauben Sie den Standort für diese Website in den Einstellungen Ihres Browsers.
near-me-unavailable = Ihr Standort konnte nicht ermittelt werden, daher bleibt die Liste, wie sie war. Versuchen Sie es gleich noch einmal.
near-radius = Entfernung
near-radius-any = Beliebige Entfernung
near-within = Im Umkreis von { $miles } mi

## Near a place: the same order from a place of the guide the visitor
## chooses (there is no geocoder: its areas, venues and places).
near-place = Oder in der Nähe eines Ortes
near-place-hint = Ein Gebiet, ein Veranstaltungsort oder eine Adresse
near-place-on = Das Nächste zuerst, von { $place } aus.
near-place-none = Nichts im Guide heißt „{ $typed }“. Versuchen Sie ein Gebiet, einen Veranstaltungsort oder eine Adresse.
near-place-unreadable = Die Orte des Führers konnten nicht gelesen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.
near-place-gone = Dieser Ort ist nicht mehr im Guide, daher bleibt die Liste, wie sie war.
landmark-area = Gebiet
landmark-venue = Veranstaltungsort
landmark-activity = Aktivität
landmark-restaurant = Restaurant

## 'Right now': what is on now or later today and what is open now
## (core's content::right_now). $count is a number.

right-now-intro = Veranstaltungen, die gerade laufen oder heute noch beginnen, und die Orte, die jetzt geöffnet haben. „In meiner Nähe“ zeigt das Nächste zuerst, mit dem Weg zu Fuß oder mit dem Auto.
right-now-events = Jetzt und heute noch
right-now-places = Jetzt geöffnet
right-now-walk = Zu Fuß erreichbar
right-now-drive = Mit dem Auto
right-now-unplaced = Ohne Position auf der Karte
right-now-more-events = { $count ->
    [one] Heute eine Veranstaltung insgesamt: die nächsten werden gezeigt.
   *[other] Heute { $shown } Veranstaltungen insgesamt: die nächsten werden gezeigt.
}
right-now-none = Gerade läuft nichts aus dem Führer und nichts hat geöffnet.
right-now-none-near = In dieser Entfernung läuft gerade nichts aus dem Führer und nichts hat geöffnet. Wählen Sie eine größere.
right-now-tomorrow = Was dieses Wochenende läuft

# Under the events list: organizers send their own (/add-event).
events-organizer = Sie veranstalten etwas? Senden Sie es an den Führer.
