fact-date = Datum
fact-dates = Termine
fact-time = Uhrzeit
fact-venue = Ort
fact-phone = Telefon
fact-price = Preis
fact-where = Wo
fact-address = Adresse
fact-hours = Öffnungszeiten
fact-capacity = Kapazität
fact-rating = Bewertung
fact-cuisine = Küche
fact-price-range = Preisklasse
fact-area = Gegend
fact-visit = Besuchsdauer
all-activities = Alle Aktivitäten
all-dining = Alle Restaurants
tickets = Tickets
add-to-calendar = Zum Kalender hinzufügen
series-coming-dates = Nächste Termine
series-date-moved = um { $time }
more-at-venue = Mehr an diesem Ort
nearby = In der Nähe
# The coming events at an activity or a restaurant, on its page.
on-here = Was hier los ist
open-in-maps = In Karten öffnen
open-in-maps-of = ({ $name }, öffnet in einem neuen Tab)
reserve = Tisch reservieren
reserve-at = bei { $name } (öffnet in einem neuen Tab)
directions = Route
photo-credit = Foto:

## „Erinnern" bei einer gespeicherten Veranstaltung (#37).
remind-me = Erinnern
remind-title = An { $name } erinnern
remind-intro = Wir schreiben Ihnen um 8 Uhr morgens am gewählten Tag. Beim ersten Mal schicken wir zuerst einen Link, um Ihre Adresse zu bestätigen.
remind-when = Wann
remind-morning-of = Am Tag selbst
remind-day-before = Am Tag davor
remind-email = Ihre E-Mail-Adresse
remind-sending = Wird gespeichert…
remind-kept = Gespeichert werden nur Ihre Adresse, die Veranstaltung und die Uhrzeit, und sie werden nach der Erinnerung gelöscht.
remind-failed = Die Erinnerung konnte nicht gespeichert werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.
remind-cancel = Abbrechen

## Öffnungszeiten, wie core sie liest (#69). $time ist eine Uhrzeit ('10:00'), $day ein Wochentag.
hours-closes-at = Schließt um { $time }
hours-closes-tomorrow = Schließt morgen um { $time }
hours-opens-at = Öffnet um { $time }
hours-opens-tomorrow = Öffnet morgen um { $time }
hours-opens-on = Öffnet { $day } um { $time }
hours-today = Heute
hours-tomorrow = Morgen
hours-every-day = Täglich
hours-closed = Geschlossen
hours-this-week = Öffnungszeiten dieser Woche
holiday-new-years-day = Neujahr
holiday-mlk-day = Martin-Luther-King-Tag
holiday-presidents-day = Presidents’ Day
holiday-easter = Ostern
holiday-memorial-day = Memorial Day
holiday-independence-day = Unabhängigkeitstag
holiday-labor-day = Tag der Arbeit
holiday-thanksgiving = Thanksgiving
holiday-christmas-eve = Heiligabend
holiday-christmas-day = Erster Weihnachtstag
holiday-new-years-eve = Silvester

## Anfahrt, auf der Seite eines Ortes (#69). $name ist der des Ortes.
getting-there = Anfahrt
walking-directions = Zu Fuß dorthin
driving-directions = Mit dem Auto dorthin
directions-to = zu { $name } (öffnet Ihre Karten-App)
show-map = Auf einer Karte zeigen
place-map-of = Karte von { $name }
place-map-bare = Die Hintergrundkarte ist nicht verfügbar: die Markierung zeigt, wo es ist.
## How far a place is, and how long it takes to get there (core's near::Travel):
## a card under Near me, and the places near an item's page.
near-walk = { $miles } mi · { $minutes } Min. zu Fuß
near-drive = { $miles } mi · { $minutes } Min. mit dem Auto
