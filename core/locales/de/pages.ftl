# Was nur der Server schreibt: die Beschreibung jeder Seite.

page-home-description = Veranstaltungen, Aktivitäten und Restaurants in { $city }, Florida: was los ist, wohin es geht und wo man isst – mit einer Favoritenliste zum Mitnehmen.
page-events-description = Alle kommenden Veranstaltungen in { $city }: Konzerte, Theater, Festivals, Kunst und Ausflüge mit der Familie, nach Datum, Kategorie und Ort.
page-activities-description = Unternehmungen in { $city }: Museen, Gärten, Strände, Natur, Touren und Freizeit.
page-dining-description = Essen gehen in { $city }: Restaurants nach Gegend, Küche, Preis und Bewertung, mit Öffnungszeiten.
page-search-description = Durchsuchen Sie die Veranstaltungen, Aktivitäten, Restaurants und Orte in { $city }.
page-weather-description = Die beste Reisezeit für { $city }: Wetter, Andrang und Höhepunkte jeder Saison.
page-favorites-description = Ihre gespeicherten Veranstaltungen, Aktivitäten und Restaurants in { $city }, zum Versenden per E-Mail.
page-trip-description = Ihre gespeicherten Veranstaltungen, Aktivitäten und Restaurants in { $city } an den Tagen Ihrer Reise, geordnet, mit Wegzeiten.
page-shared-plan-description = Ein Plan mit Veranstaltungen, Aktivitäten und Restaurants in { $city }, aus dem Reiseführer geteilt.
page-reminders-description = Die Erinnerungen, die der { $brand } Führer für Ihre E-Mail-Adresse speichert: ansehen, bestätigen oder löschen.
page-suggest-description = Schlagen Sie eine Veranstaltung, eine Aktivität oder ein Restaurant für den Reiseführer { $city } vor.
page-add-event-description = Sie veranstalten etwas in { $city }? Senden Sie es an den Führer: Unser Team prüft und veröffentlicht es.
page-my-submission-description = Die Veranstaltung, die Sie an den { $brand } Führer gesendet haben: ihre Prüfung und Änderungen, solange sie wartet.
page-collections-description = Ideen für Ihren Tag in { $city }: Regentag, mit Kindern, kostenlos diese Woche, lange geöffnet, stufenlos und Hunde willkommen.
page-right-now-description = Was gerade in { $city } läuft und geöffnet hat: die Veranstaltungen, die heute noch kommen, und die Restaurants und Orte, die jetzt geöffnet haben, die nächsten zuerst.
page-collection-rainy-day-description = Was tun in { $city } an einem Regentag: Orte drinnen, die heute geöffnet haben, und die Aufführungen von heute.
page-collection-with-kids-description = { $city } mit Kindern: Orte für Kinder und die Familienveranstaltungen dieser Woche.
page-collection-free-this-week-description = Kostenlos in { $city } diese Woche: kostenlose Veranstaltungen und Orte mit freiem Eintritt.
page-collection-open-late-tonight-description = Heute lange geöffnet in { $city }: Restaurants und Orte, die um 22 Uhr geöffnet haben, und späte Vorstellungen.
page-collection-step-free-description = Stufenlose Orte in { $city }: Museen, Gärten und Restaurants mit stufenlosem Eingang.
page-collection-dog-friendly-description = Orte in { $city }, an denen Hunde willkommen sind: Parks, Strände und Restaurants.
page-admin-description = Die Verwaltung des Reiseführers { $brand }.

activity-lead = { $kind } in { $place }
restaurant-lead = Restaurant ({ $cuisine }) in { $place }
restaurant-lead-plain = Restaurant in { $place }
restaurant-rated = Bewertung { $rating }

feed-name = Veranstaltungen: { $brand }
feed-description = Kommende Veranstaltungen im { $brand } Besucherführer, jede mit ihrer Seite.
feed-of-category = { $name } – { $category }
# $collection is a collection's title ('Rainy day').
feed-of-collection = { $name } – { $collection }
feed-at-venue = { $name } in { $venue }
plan-removed-note = nicht mehr im Guide

## Die Veranstaltungen des Führers auf Seiten von Partnern (Widget und iframe)
embed-heading = Was ist los in { $city }
embed-empty = Hier sind noch keine Veranstaltungen eingetragen.
embed-more = Mehr Veranstaltungen im { $brand } Besucherführer

# The guide's ActivityPub actor (issue 73): its profile's text.
federation-actor-summary = Die Veranstaltungen in { $city }, vom { $name }: Konzerte, Theater, Festivals, Kunst und Familienausflüge. Folgen Sie, um jede neue Veranstaltung mit ihrer Seite zu sehen.
