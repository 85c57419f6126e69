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
page-events-title = Alle Veranstaltungen
page-activities-title = Aktivitäten
page-dining-title = Essen & Trinken
page-search-title = Suche
page-weather-title = Beste Reisezeit
page-favorites-title = Meine Favoriten
page-shared-plan-title = Geteilter Plan
page-suggest-title = Eintrag vorschlagen
page-admin-title = Verwaltung
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
