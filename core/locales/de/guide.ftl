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
page-home-description = Veranstaltungen, Aktivitäten und Restaurants in { $city }, Florida: was los ist, wohin es geht und wo man isst – mit einer Favoritenliste zum Mitnehmen.
page-events-title = Alle Veranstaltungen
page-events-description = Alle kommenden Veranstaltungen in { $city }: Konzerte, Theater, Festivals, Kunst und Ausflüge mit der Familie, nach Datum, Kategorie und Ort.
page-activities-title = Aktivitäten
page-activities-description = Unternehmungen in { $city }: Museen, Gärten, Strände, Natur, Touren und Freizeit.
page-dining-title = Essen & Trinken
page-dining-description = Essen gehen in { $city }: Restaurants nach Gegend, Küche, Preis und Bewertung, mit Öffnungszeiten.
page-search-title = Suche
page-search-description = Durchsuchen Sie die Veranstaltungen, Aktivitäten, Restaurants und Orte in { $city }.
page-weather-title = Beste Reisezeit
page-weather-description = Die beste Reisezeit für { $city }: Wetter, Andrang und Höhepunkte jeder Saison.
page-favorites-title = Meine Favoriten
page-favorites-description = Ihre gespeicherten Veranstaltungen, Aktivitäten und Restaurants in { $city }, zum Versenden per E-Mail.
page-shared-plan-title = Geteilter Plan
page-shared-plan-description = Ein Plan mit Veranstaltungen, Aktivitäten und Restaurants in { $city }, aus dem Reiseführer geteilt.
page-suggest-title = Eintrag vorschlagen
page-suggest-description = Schlagen Sie eine Veranstaltung, eine Aktivität oder ein Restaurant für den Reiseführer { $city } vor.
page-admin-title = Verwaltung
page-admin-description = Die Verwaltung des Reiseführers { $brand }.
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
activity-lead = { $kind } in { $place }
restaurant = Restaurant
restaurant-lead = Restaurant ({ $cuisine }) in { $place }
restaurant-lead-plain = Restaurant in { $place }
restaurant-rated = Bewertung { $rating }
