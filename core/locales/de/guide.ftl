# Die Seiten für Besucher, auf Deutsch.

## Der Rahmen der Website: Navigation und Fußzeile.

nav-main = Hauptnavigation
nav-home = Start
nav-events = Veranstaltungen
nav-activities = Aktivitäten
nav-dining = Essen & Trinken
nav-favorites = Meine Favoriten
nav-weather = Beste Reisezeit
nav-suggest = Etwas vorschlagen
nav-add-event = Veranstaltung eintragen
menu-open = Menü öffnen
menu-close = Menü schließen
site-name = Reiseführer { $brand }
site-name-unbranded = Reiseführer

footer-explore = Entdecken
footer-plan = Ihren Besuch planen
footer-help = Helfen Sie uns
footer-follow = Folgen Sie uns
footer-rights = Reiseführer { $brand }. Alle Rechte vorbehalten.
footer-rights-unbranded = Reiseführer. Alle Rechte vorbehalten.
opens-new-tab = (öffnet in einem neuen Tab)

## Seiten, die Suche und Aktualisierungen.

skip-to-content = Zum Inhalt springen
back-home = Zur Startseite
page-not-loaded = Diese Seite konnte nicht geladen werden
page-not-loaded-hint = Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.
try-again = Erneut versuchen
update-available = Eine neue Version ist verfügbar
update-reload = Neu laden
search-open = Suchen
search-label = Im Reiseführer suchen
search-placeholder = Veranstaltungen, Orte, Essen suchen…

## Die Wahl der Sprache.

language-menu = Sprache
language-offer = Diesen Reiseführer gibt es auch auf Deutsch.
language-offer-switch = Auf Deutsch lesen
language-offer-dismiss = Nein, danke
written-in = { $lang ->
    [es] auf Spanisch
    [fr] auf Französisch
    [de] auf Deutsch
   *[en] auf Englisch
}

## Titel und Beschreibung jeder Seite.

page-home-title = Reiseführer { $brand }
page-events-title = Alle Veranstaltungen
page-activities-title = Aktivitäten
page-dining-title = Essen & Trinken
page-search-title = Suche
page-weather-title = Beste Reisezeit
page-favorites-title = Meine Favoriten
page-trip-title = Plan nach Tagen
page-shared-plan-title = Geteilter Plan
page-reminders-title = Meine Erinnerungen
page-suggest-title = Eintrag vorschlagen
page-add-event-title = Veranstaltung eintragen
page-my-submission-title = Ihre Veranstaltung
page-admin-title = Verwaltung
page-collections-title = Ideen für Ihren Tag
page-right-now-title = Gerade jetzt
page-collection-rainy-day-title = Regentag
page-collection-with-kids-title = Mit Kindern
page-collection-free-this-week-title = Kostenlos diese Woche
page-collection-open-late-tonight-title = Heute lange geöffnet
page-collection-step-free-title = Stufenlos
page-collection-dog-friendly-title = Hunde willkommen
page-not-found-title = 404 Seite nicht gefunden
page-not-found-description = Die gesuchte Seite gibt es nicht oder sie ist umgezogen.

## Was ein Eintrag ist, in Titel und Beschreibung seiner Seite.

activity-type-museum = Museum
activity-type-gardens = Gärten
activity-type-beach = Strand
activity-type-wildlife = Natur & Tiere
activity-type-tours = Touren
activity-type-recreation = Freizeit
activity-type-attraction = Sehenswürdigkeit
restaurant = Restaurant

## Startseite sowie Karten und Schaltflächen jeder Liste.

home-title = Entdecken Sie den Zauber!
home-welcome = Willkommen in { $city }! Strände, Vorstellungen, Gärten und gutes Essen – alles, was sich während Ihres Aufenthalts lohnt, ausgewählt von jemandem von hier.
home-host = — { $curator }, Ihr Gastgeber
home-events = Kommende Veranstaltungen
home-all-events = Alle Veranstaltungen
home-all-activities = Alle Aktivitäten
home-all-dining = Alle Restaurants
whats-on-tonight = Heute Abend
whats-on-weekend = Dieses Wochenende
whats-on-all-tonight = Alle Veranstaltungen heute Abend ({ $shown })
whats-on-all-weekend = Alle Veranstaltungen am Wochenende ({ $shown })
weekly-by-email = Dieses Wochenende per E-Mail, jeden Donnerstag
whats-on-none-tonight = Heute Abend ist nichts mehr los.
whats-on-none-weekend = Für dieses Wochenende ist noch nichts eingetragen.
# Home's link to the Right now page.
right-now-link = Gerade jetzt: was läuft und was geöffnet hat, in Ihrer Nähe
# Right now among the ideas for the day (Home, the collections).
right-now-line = Was jetzt läuft und geöffnet hat, das Nächste zuerst.
series-every = Jeden { $weekday }
series-dates = { $count ->
    [one] 1 Termin
   *[other] { $shown } Termine
}
series-next = nächster Termin: { $date }
no-picture = Kein Foto vorhanden
no-image = Kein Bild vorhanden
details = Details
details-for = zu { $name } (öffnet in einem neuen Tab)
# A card’s Details, which leaves the guide (#69).
details-site-for = zu { $name } (öffnet die Website des Ortes in einem neuen Tab)
details-tickets-for = zu { $name } (öffnet die Website des Ticketverkäufers in einem neuen Tab)
website = Website
website-of = von { $name } (öffnet in einem neuen Tab)
more-info = Mehr erfahren
more-info-about = über { $name }
add-to-calendar-named = { $name } zum Kalender hinzufügen
call = { $number } anrufen
call-named = { $name } unter { $number } anrufen
opens-map = (öffnet eine Karte in einem neuen Tab)
close = Schließen
favorite-add = Zu Meinen Favoriten
favorite-added = Hinzugefügt
favorite-added-title = Zum Plan hinzugefügt!
favorite-added-text = { $name } wurde Ihrem Plan hinzugefügt.
favorite-see = Meine Favoriten ansehen
favorite-see-alt = Meine Favoriten finden Sie in der Navigation
favorite-removed-title = Aus dem Plan entfernt
favorite-removed-text = { $name } wurde aus Ihrem Plan entfernt.
favorites-saved = gespeichert

## Formulare.

characters-left = { $count ->
    [one] Noch { $shown } Zeichen
   *[other] Noch { $shown } Zeichen
}
characters-over = { $count ->
    [one] { $shown } Zeichen zu viel
   *[other] { $shown } Zeichen zu viel
}
please-try-later = Bitte versuchen Sie es später noch einmal.

## Was der Kern auf Karten und Seiten schreibt.

category-broadway = Broadway
category-opera = Oper
category-ballet = Ballett
category-theater = Theater
category-comedy = Comedy
category-speaker-series = Vorträge
category-live-music = Livemusik
category-circus = Zirkus
category-festival = Festivals
category-museum = Museen
category-outdoor = Draußen
category-other = Sonstiges
status-cancelled = Abgesagt
status-postponed = Verschoben
cuisine-american = Amerikanisch
cuisine-italian = Italienisch
cuisine-mexican = Mexikanisch
cuisine-asian = Asiatisch
cuisine-seafood = Fisch und Meeresfrüchte
cuisine-steakhouse = Steakhaus
cuisine-french = Französisch
cuisine-indian = Indisch
cuisine-thai-vietnamese = Thailändisch/Vietnamesisch
cuisine-mediterranean = Mediterran
cuisine-other = Sonstige
contact-for-pricing = Preis auf Anfrage
no-rating = Keine Bewertung

error = Fehler
suggestion-error = Der Vorschlag konnte nicht gesendet werden
queued-title = Gespeichert – wird gesendet, sobald Sie wieder online sind
queued-text = Bis dahin bleibt es auf diesem Gerät, auch wenn Sie die Seite schließen.

not-on-device = Noch nicht auf diesem Gerät
not-on-device-text = Das ist auf diesem Gerät noch nicht gespeichert: Gehen Sie online, um es zu sehen.

calendar-failed = Die Kalenderdatei konnte nicht erstellt werden
calendar-failed-text = Bitte versuchen Sie es erneut.
open-now = Jetzt geöffnet
closed-now = Jetzt geschlossen
offline = Offline
offline-no-connection = Keine Verbindung zum Guide
offline-as-of = — der Guide mit Stand { $time }
offline-saved = — was dieses Gerät gespeichert hat

## Preise, wie core sie liest (#69). $who ist eines der price-…-Wörter; $from und $to sind Alter.
price-free = Kostenlos
price-free-for = Kostenlos für { $who }
price-adults = Erwachsene
price-children = Kinder
price-seniors = Senioren
price-students = Studierende
price-members = Mitglieder
price-ages = { $who } von { $from } bis { $to } Jahren
price-per-person = pro Person
price-per-vehicle = pro Fahrzeug

## A place's facts (core's content::facts): set by staff, never guessed.
place-facts-good-to-know = Gut zu wissen
place-facts-access = Barrierefreiheit
place-facts-parking = Parken
place-fact-indoor = Drinnen
place-fact-outdoor = Im Freien
place-fact-kids = Gut mit Kindern
place-fact-dogs = Hunde willkommen
place-fact-free = Eintritt frei
place-fact-step-free = Stufenloser Eingang
place-fact-accessible-restroom = Barrierefreie Toilette
place-fact-accessible-parking = Behindertenparkplätze
place-fact-wheelchair-loan = Rollstuhlverleih
place-fact-quiet-hours = Ruhige Stunden
place-fact-sign-language = Gebärdensprachdolmetschen
place-fact-audio-description = Audiodeskription
place-fact-free-parking = Kostenloses Parken
place-fact-paid-parking = Kostenpflichtiges Parken
place-fact-street-parking = Parken an der Straße
visit-minutes = Etwa { $minutes } Minuten
visit-hours = Etwa { $hours ->
    [one] { $shown } Stunde
   *[other] { $shown } Stunden
}
visit-hours-half = Etwa { $hours }½ Stunden

## Collections: the guide's items for the day a visitor has (core's
## content::collections), on Home and their own pages. $count is a number.

collection-rainy-day-intro = Orte drinnen, die heute geöffnet haben, und die Aufführungen von heute im Saal.
collection-with-kids-intro = Orte für Kinder und die Veranstaltungen dieser Woche mit Kinderpreis.
collection-free-this-week-intro = Kostenlose Veranstaltungen der nächsten sieben Tage und Orte mit freiem Eintritt.
collection-open-late-tonight-intro = Orte, die heute um 22 Uhr noch geöffnet haben, und Vorstellungen ab 21 Uhr.
collection-step-free-intro = Orte mit stufenlosem Eingang.
collection-dog-friendly-intro = Orte, an denen Hunde willkommen sind.
collections-heading = Ideen für Ihren Tag
collections-all = Alle Ideen
collection-events = Veranstaltungen
collection-activities = Aktivitäten
collection-restaurants = Restaurants
collection-more-events = { $count ->
    [one] Eine Veranstaltung insgesamt: die nächsten werden gezeigt.
   *[other] { $shown } Veranstaltungen insgesamt: die nächsten werden gezeigt.
}
collection-empty = Heute ist nichts in dieser Sammlung. Probieren Sie eine andere Idee:
collection-others = Weitere Ideen
collection-subscribe = Ihre Veranstaltungen in Ihren Kalender
