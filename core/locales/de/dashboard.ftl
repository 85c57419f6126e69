field-image-url = Bild-URL
field-source-url = Quell-URL
field-phone = Telefon
field-price = Preis
field-recurring-schedule = Regelmäßige Zeiten
field-venue-type = Art des Ortes
field-location = Lage
field-cuisine = Küche
field-cuisine-detail = Küche im Detail
field-open-hours = Öffnungszeiten
field-area = Gegend
field-reservation-url = Reservierungs-URL
field-schedule = Zeiten
field-status = Status
field-status-hint = Eine abgesagte oder verschobene Veranstaltung bleibt gekennzeichnet in der Liste.
field-every-date = Diese Änderungen auf alle kommenden Termine dieser Reihe anwenden ({ $count } Termine)
field-every-date-hint = Jeder Termin behält seinen Tag, seinen Status und eigene Werte (eine andere Uhrzeit, einen anderen Preis).
field-activity-type = Art der Aktivität
field-price-example = z. B. Kostenlos, 25 $
field-recurring-schedule-example = z. B. Daily 10 AM - 5 PM; closed Thanksgiving
field-capacity = Kapazität
field-visit-minutes = Besuchsdauer (Minuten)
field-visit-minutes-hint = Wie lange ein Besuch meist dauert, z. B. 90
visit-minutes-range = Ein Besuch dauert 1 Minute bis einen ganzen Tag (1440 Minuten).
field-rating = Bewertung
field-rating-hint = 1 bis 10, in Schritten von 0,1
field-price-range = Preisklasse
field-cuisine-choose = Küche auswählen
field-cuisine-detail-hint = Die eigenen Worte des Restaurants, neben der Küche angezeigt
field-cuisine-detail-example = z. B. peruanisch, spanisch/kubanisch
field-area-choose = Gegend auswählen
field-open-hours-example = z. B. Tue-Sun 11 AM - 10 PM; closed Mon
field-latitude = Breitengrad
field-longitude = Längengrad

event-date-invalid = Das Datum muss ein Datum sein (JJJJ-MM-TT)
event-end-date-invalid = Das Enddatum muss ein Datum sein (JJJJ-MM-TT)
event-end-before-start = Das Enddatum liegt vor dem Anfangsdatum
restaurant-name-required = Der Name des Restaurants ist erforderlich.
restaurant-description-required = Die Beschreibung des Restaurants ist erforderlich.
restaurant-rating-invalid = Die Bewertung muss eine Zahl von 1 bis 10 in Schritten von 0,1 sein.
latitude-invalid = Der Breitengrad muss eine Zahl von -90 bis 90 sein.
longitude-invalid = Der Längengrad muss eine Zahl von -180 bis 180 sein.
coordinates-both = Geben Sie Breiten- und Längengrad an, oder keinen von beiden.
position-unreadable = Fügen Sie die Position so ein, wie eine Karte sie angibt: Breitengrad, Längengrad (27.3306, -82.5418).

## Die Sprachen des Reiseführers, im Satz und allein (Menüeintrag).
language-name = { $lang ->
   *[en] Englisch
    [es] Spanisch
    [fr] Französisch
    [de] Deutsch
}
language-label = { $lang ->
   *[en] Englisch
    [es] Spanisch
    [fr] Französisch
    [de] Deutsch
}

translation-field = { $field } ({ $language })
translation-field-fixed = „{ $field }“ kann nicht übersetzt werden
translation-same-language = Es ist bereits { $lang ->
    [es] auf Spanisch
    [fr] auf Französisch
    [de] auf Deutsch
   *[en] auf Englisch
} geschrieben

admin-title = Verwaltung
admin-signed-in-as = Angemeldet als { $name }
admin-sign-out = Abmelden
admin-sections = Bereiche der Verwaltung
admin-tab-today = Heute
admin-tab-discovery = Veranstaltungen der Orte finden
admin-tab-activities = Aktivitäten hinzufügen
admin-tab-restaurants = Restaurants hinzufügen
admin-tab-images = Bilder verwalten
admin-tab-inbox = Prüfeingang
admin-tab-suggestions = Vorschläge
admin-tab-manage = Inhalte verwalten
admin-tab-weekly = Wöchentliche E-Mail
admin-tab-embed = Einbetten
admin-tab-waiting = { $tab } ({ $count })
today-title = Was Aufmerksamkeit braucht
today-loading = Wird geladen…
today-inbox = { $count ->
    [0] Im Prüfeingang wartet nichts.
    [one] 1 Veranstaltung wartet im Prüfeingang.
   *[other] { $count } Veranstaltungen warten im Prüfeingang.
}
today-open-inbox = Prüfeingang öffnen
today-sources-heading = Verfolgte Quellen
today-sources = { $count ->
    [0] Alle verfolgten Quellen lassen sich gut lesen.
    [one] 1 verfolgte Quelle schlägt fehl oder ist verdächtig:
   *[other] { $count } verfolgte Quellen schlagen fehl oder sind verdächtig:
}
today-open-sources = Verfolgte Quellen öffnen
today-suggestions = { $count ->
    [0] Keine neuen Vorschläge.
    [one] 1 neuer Vorschlag eines Besuchers.
   *[other] { $count } neue Vorschläge von Besuchern.
}
today-open-suggestions = Vorschläge öffnen
today-pictures-heading = Bilder
today-pictures = { $count ->
    [0] Jede kommende Veranstaltung hat ein Bild.
    [one] 1 kommende Veranstaltung hat kein funktionierendes Bild.
   *[other] { $count } kommende Veranstaltungen haben kein funktionierendes Bild.
}
today-open-images = Bildverwaltung öffnen
today-weekly = Die nächste geht { $when } an { $count ->
    [one] 1 Abonnenten
   *[other] { $count } Abonnenten
}.
today-open-weekly = Wöchentliche E-Mail öffnen
today-changes = Letzte Änderungen anderer
today-changes-none = Noch niemand sonst hat etwas geändert.
today-change = { $who } · { $when }: { $item }
today-open-history = Verlauf öffnen
admin-checking-sign-in = Anmeldung wird geprüft…
admin-going-to-sign-in = Weiter zur Anmeldeseite…

## Die Anmeldeseite (/api/login).
login-page-title = Anmelden · { $guide }
login-title = Anmeldung für das Team
login-email = E-Mail
login-password = Passwort
login-submit = Anmelden
login-back = ← Zurück zum Reiseführer
login-missing = Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.
login-other-site = Bitte melden Sie sich über die Anmeldeseite dieser Website an.
login-invalid = E-Mail-Adresse oder Passwort ist falsch.
login-throttled = Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in { $minutes ->
        [one] einer Minute
       *[other] { $minutes } Minuten
    } erneut.
admin-cancel = Abbrechen

# A dialog's form with changes not saved, asked before it closes.
unsaved-title = Änderungen verwerfen?
unsaved-text = Was Sie hier geändert haben, ist nicht gespeichert. Verwerfen lässt sich nicht rückgängig machen.
unsaved-discard = Änderungen verwerfen
unsaved-keep = Weiter bearbeiten
admin-try-again = Bitte versuchen Sie es erneut.
admin-saving = Wird gespeichert...
scrape-placeholder = https://
scrape = Auslesen
scraping = Wird ausgelesen...
delete-title = { $kind ->
    [events] Diese Veranstaltung löschen?
    [activities] Diese Aktivität löschen?
   *[restaurants] Dieses Restaurant löschen?
}
delete-confirm = { $kind ->
    [events] Veranstaltung löschen
    [activities] Aktivität löschen
   *[restaurants] Restaurant löschen
}
delete-busy = Wird gelöscht...
delete-text = wird aus dem Reiseführer und den Listen der Besucher entfernt. Das lässt sich nicht rückgängig machen.
delete-done = { $kind ->
    [events] Veranstaltung gelöscht
    [activities] Aktivität gelöscht
   *[restaurants] Restaurant gelöscht
}
delete-done-text = { $name } ist nicht mehr im Reiseführer.
delete-failed = { $kind ->
    [events] Veranstaltung konnte nicht gelöscht werden
    [activities] Aktivität konnte nicht gelöscht werden
   *[restaurants] Restaurant konnte nicht gelöscht werden
}
edit-title = { $kind ->
    [events] Veranstaltung bearbeiten
    [activities] Aktivität bearbeiten
   *[restaurants] Restaurant bearbeiten
}
edit-saved = { $kind ->
    [events] Veranstaltung aktualisiert
    [activities] Aktivität aktualisiert
   *[restaurants] Restaurant aktualisiert
}
edit-saved-text = { $name } ist gespeichert; Besucher sehen die Änderung jetzt.
updated-successfully = { $kind ->
    [events] Veranstaltung aktualisiert!
    [activities] Aktivität aktualisiert!
   *[restaurants] Restaurant aktualisiert!
}
restaurant-similar-found = { $count ->
        [one] 1 ähnliches Restaurant ist bereits im Reiseführer
       *[other] { $count } ähnliche Restaurants sind bereits im Reiseführer
    }
edit-failed = { $kind ->
    [events] Veranstaltung konnte nicht aktualisiert werden
    [activities] Aktivität konnte nicht aktualisiert werden
   *[restaurants] Restaurant konnte nicht aktualisiert werden
}
edit-save = Änderungen speichern
edit-conflict = { $who } hat { $kind ->
    [events] diese Veranstaltung
    [activities] diese Aktivität
   *[restaurants] dieses Restaurant
} geändert, nachdem Sie es geöffnet haben: { $fields }. Nichts wurde gespeichert.
edit-conflict-someone = Jemand
edit-opening = { $kind ->
    [events] Die Veranstaltung wird geöffnet…
    [activities] Die Aktivität wird geöffnet…
   *[restaurants] Das Restaurant wird geöffnet…
}
edit-gone = { $kind ->
    [events] Diese Veranstaltung ist nicht mehr im Reiseführer.
    [activities] Diese Aktivität ist nicht mehr im Reiseführer.
   *[restaurants] Dieses Restaurant ist nicht mehr im Reiseführer.
}
edit-open-failed = Es konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.
edit-not-saved = Nicht gespeichert: inzwischen geändert
edit-meanwhile-title = Geändert, während Sie bearbeitet haben
edit-meanwhile-change = { $who } · { $when }: { $fields }
edit-meanwhile-taken = Die anderen Änderungen stehen jetzt im Formular, Ihre bleiben erhalten. Prüfen Sie es und speichern Sie dann.
edit-meanwhile-both = { $count ->
    [one] Sie haben beide ein Feld geändert: Ihres bleibt, das andere steht darunter.
   *[other] Sie haben beide { $count } Felder geändert: Ihre bleiben, die anderen stehen darunter.
}
edit-meanwhile-field = Inzwischen geändert in „{ $value }“. Ihres wird gespeichert.
edit-meanwhile-field-cleared = Inzwischen geleert. Ihres wird gespeichert.
edit-meanwhile-theirs = Die andere Fassung verwenden

translations-title = Übersetzungen von { $name }
translations-written-in = Geschrieben auf
translations-into = Zielsprache
translations-missing = { $count ->
    [0] (vollständig)
   *[other] ({ $count } fehlen)
}
translations-field-in = { $field } auf { $language }
translations-save = Übersetzungen speichern
translations-saved = Übersetzungen gespeichert
translations-saved-text = { $name } liest sich jetzt in jeder angegebenen Sprache.
translations-failed = Übersetzungen konnten nicht gespeichert werden

activity-scraped = Aktivität ausgelesen!
activity-scraped-text = Prüfen Sie die Angaben zu { $name } unten und legen Sie sie dann an.
activity-unnamed = der Aktivität
activity-scrape-failed = Aktivität konnte nicht ausgelesen werden
scrape-try-again = Bitte prüfen Sie die URL und versuchen Sie es erneut.
activity-created = Aktivität angelegt!
activity-created-text = { $name } steht jetzt auf der Seite Aktivitäten.
activity-create-failed = Aktivität konnte nicht angelegt werden
activity-scrape-heading = Eine Aktivität auslesen
activity-scrape-url = URL der Seite der Aktivität
activity-scrape-hint = Die Adresse der Webseite der Aktivität; was dort steht, füllt das Formular unten aus.
activity-details = Angaben zur Aktivität
admin-creating = Wird angelegt...
activity-create = Aktivität anlegen
admin-clear-form = Formular leeren
restaurant-listed-text = { $name } steht auf der Seite Restaurants.
restaurant-scraped = Restaurant ausgelesen!
restaurant-scraped-text = Erkannte Gegend: { $area }. Prüfen Sie die Angaben unten und legen Sie es dann an.
restaurant-scrape-failed = Restaurant konnte nicht ausgelesen werden
restaurant-created = Restaurant angelegt!
restaurant-replaced = Restaurant ersetzt!
restaurant-create-failed = Restaurant konnte nicht angelegt werden
restaurant-replace-failed = Restaurant konnte nicht ersetzt werden
restaurant-scrape-heading = Ein Restaurant auslesen
restaurant-scrape-url = URL der Seite des Restaurants
restaurant-scrape-hint = Die Adresse der Webseite des Restaurants; was dort steht, füllt das Formular unten aus, und seine Gegend wird erkannt.
restaurant-details = Angaben zum Restaurant
restaurant-detected-area = Erkannte Gegend:
restaurant-create = Restaurant anlegen
duplicate-title = Mögliches doppeltes Restaurant
duplicate-new = Neues Restaurant
duplicate-existing = Schon im Reiseführer
duplicate-id = (ID { $id })
duplicate-replace = { $id } ersetzen
duplicate-create-anyway = Trotzdem anlegen
duplicate-replace-existing = Vorhandenes ersetzen ({ $id })
manage-title = Inhalte verwalten
manage-kind = Art des Inhalts
manage-kind-name = { $kind ->
    [events] Veranstaltungen
    [activities] Aktivitäten
   *[restaurants] Restaurants
}
manage-search = { $kind ->
    [events] Veranstaltungen nach Titel suchen
    [activities] Aktivitäten nach Namen suchen
   *[restaurants] Restaurants nach Namen suchen
}
manage-translations = Übersetzungen
manage-translations-all = Alle, übersetzt oder nicht
manage-untranslated-into = Übersetzung fehlt: { $language }
manage-loading = { $kind ->
    [events] Veranstaltungen werden geladen…
    [activities] Aktivitäten werden geladen…
   *[restaurants] Restaurants werden geladen…
}
manage-failed = Diese Liste konnte nicht geladen werden.
manage-count = { $kind ->
    [events] { $count ->
        [one] { $count } Veranstaltung
       *[other] { $count } Veranstaltungen
    }
    [activities] { $count ->
        [one] { $count } Aktivität
       *[other] { $count } Aktivitäten
    }
   *[restaurants] { $count ->
        [one] { $count } Restaurant
       *[other] { $count } Restaurants
    }
}
manage-count-of = { $kind ->
    [events] { $count } von { $total } Veranstaltungen
    [activities] { $count } von { $total } Aktivitäten
   *[restaurants] { $count } von { $total } Restaurants
}
manage-none = Nichts passt zu Ihrer Suche.
manage-edit = Bearbeiten
manage-delete = Löschen
manage-item-of = von { $name }

suggestion-status-new = Neu
suggestion-status-added = Aufgenommen
suggestion-status-dismissed = Verworfen
suggestion-updated = Vorschlag aktualisiert
suggestion-updated-text = { $name } ist als { $status ->
    [new] neu
    [added] aufgenommen
   *[dismissed] verworfen
} markiert.
suggestion-update-failed = Vorschlag konnte nicht aktualisiert werden
suggestion-by = Vorgeschlagen von { $name }
suggestion-on = am { $date }
suggestion-status = Status
suggestions-title = Vorschläge von Besuchern
suggestions-show = Anzeigen
suggestions-all = Alle Vorschläge
suggestions-loading = Vorschläge werden geladen…
suggestions-failed = Die Vorschläge konnten nicht geladen werden.
suggestions-none = Noch keine Vorschläge.
suggestions-none-of = { $status ->
    [new] Keine neuen Vorschläge.
    [added] Keine aufgenommenen Vorschläge.
   *[dismissed] Keine verworfenen Vorschläge.
}
images-intro = Einträge, deren Bild fehlt oder nicht lädt. Laden Sie für jeden eines von Ihrem Computer hoch.
images-list-count = { $title } ({ $count })
images-all-working = { $kind ->
    [events] Alle Veranstaltungen haben funktionierende Bilder!
    [activities] Alle Aktivitäten haben funktionierende Bilder!
   *[restaurants] Alle Restaurants haben funktionierende Bilder!
}
images-checking = { $kind ->
    [events] Bilder der Veranstaltungen werden geprüft…
    [activities] Bilder der Aktivitäten werden geprüft…
   *[restaurants] Bilder der Restaurants werden geprüft…
}
images-uploaded = Bild hochgeladen!
images-uploaded-text = { $name } hat jetzt sein Bild: { $summary }.
images-upload-failed = Hochladen fehlgeschlagen
images-upload-failed-text = Das Bild konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.
images-upload-failed-because = { images-upload-failed-text } { $reason }
images-file-for = Bilddatei für { $name }
images-uploading = Wird hochgeladen...
images-upload = Bild hochladen
images-upload-for = für { $name }
images-broken = Defektes Bild: { $image }
images-none = Kein Bild
images-small-title = Bilder zu klein für ein scharfes Bild ({ $count })
images-small-text = Sie werden angezeigt, aber auf dem Handy unscharf. Laden Sie für jedes ein größeres hoch.

list-loading = { $what ->
    [inbox] Eingang wird geladen…
    [submissions] Veranstaltungen von Veranstaltern werden geladen…
   *[sources] Quellen werden geladen…
}
list-failed = { $what ->
    [inbox] Der Eingang konnte nicht geladen werden: { $reason }
    [submissions] Die Veranstaltungen von Veranstaltern konnten nicht geladen werden: { $reason }
   *[sources] Die Quellen konnten nicht geladen werden: { $reason }
}
list-reload = bitte laden Sie die Seite neu.

discovery-events-page = Veranstaltungsseite
discovery-for = von { $name }
discovery-position = Kartenposition
discovery-created = Veranstaltungen angelegt
discovery-created-heading = { $count ->
    [one] 1 Veranstaltung angelegt
   *[other] { $count } Veranstaltungen angelegt
}
discovery-left = { $count ->
    [one] 1 weitere Veranstaltung wurde gefunden und nicht angelegt.
   *[other] { $count } weitere Veranstaltungen wurden gefunden und nicht angelegt.
}
discovery-show-left = Wieder anzeigen
discovery-venues = Veranstaltungsorte
discovery-selected = { $count } ausgewählt
discovery-venues-text = Wählen Sie die Orte aus, die durchsucht werden sollen. Die Veranstaltungsseite jedes Ortes wird gelesen; eine geänderte Adresse wird gespeichert, sobald Sie das Feld verlassen.
discovery-venues-loading = Orte werden geladen…
discovery-venues-failed = Die Orte konnten nicht geladen werden.
discovery-custom-urls = Eigene URLs
discovery-custom-urls-hint = Eine Adresse pro Zeile, für Seiten von Orten, die nicht in der Liste stehen.
discovery-custom-urls-example = https://example.org/events
discovery-running = Veranstaltungen werden gesucht...
discovery-run = Veranstaltungen suchen
discovery-pages = Gelesene Seiten
discovery-read = { $done } von { $total } Seiten gelesen.
discovery-reading = { $name } wird gelesen ({ $n } von { $total })…
discovery-comparing = Gefundene Veranstaltungen werden mit dem Reiseführer verglichen…
discovery-starting = Wird gestartet…
discovery-done = { $done } von { $total } erledigt
discovery-page-failed = konnte nicht gelesen werden ({ $error })
discovery-page-events = { $count ->
    [one] { $count } Veranstaltung
   *[other] { $count } Veranstaltungen
}
discovery-new-events = Neue Veranstaltungen ({ $count })
discovery-select-all = Alle auswählen
discovery-none-new = Auf diesen Seiten wurden keine neuen Veranstaltungen gefunden.
discovery-check = Vor dem Anlegen prüfen:
discovery-source-page = Quellseite
discovery-creating = Veranstaltungen werden angelegt...
discovery-create = Ausgewählte Veranstaltungen anlegen ({ $count })
discovery-duplicates = Doppelte Veranstaltungen ({ $count })
discovery-duplicates-text = Sie scheinen schon im Reiseführer zu sein und werden deshalb nicht zum Anlegen angeboten.
discovery-similar-label = Ähnlich wie:

inbox-scheduled = Geplant
inbox-compare-caption = { $title }: wie veröffentlicht und wie seine Quelle es jetzt angibt
inbox-field = Feld
inbox-published = Veröffentlicht
inbox-now = Jetzt
inbox-on-source = Auf seiner Quelle
inbox-changed-mark = (geändert)
inbox-select = { $title } auswählen
inbox-looks-like = Sieht aus wie
# A source's series as one row of the inbox: $count dates, from $first to $last (dates as the guide writes them).
inbox-series-dates = { $count } Termine, { $first } bis { $last }
inbox-series-show = Die { $count } Termine zeigen
inbox-looks-like-text = am { $date }, schon im Reiseführer. Verknüpfen Sie es, um diese Veranstaltung über diese Quelle zu verfolgen, oder veröffentlichen Sie es als eine andere.
inbox-not-updated = Der Eingang wurde nicht aktualisiert
inbox-title = Prüfeingang
inbox-empty = Nichts wartet auf Prüfung. Was verfolgte Quellen neu, geändert, verschwunden oder abgesagt finden, erscheint hier.
inbox-selected-events = Ausgewählte Veranstaltungen
inbox-select-all = Alle { $count } auswählen
inbox-nothing-in-common = Diese Veranstaltungen haben keine gemeinsame Aktion.
inbox-select-all-from = Alle von { $name } auswählen
inbox-review-new = Neu
inbox-review-changed = Geändert
inbox-review-vanished = Nicht mehr auf seiner Quelle
inbox-review-postponed = Von seiner Quelle verschoben
inbox-review-cancelled = Von seiner Quelle abgesagt
inbox-action-publish = Veröffentlichen
inbox-action-link = Mit dem im Reiseführer verknüpfen
inbox-action-update = Aktualisieren
inbox-action-postpone = Als verschoben markieren
inbox-action-cancel = Als abgesagt markieren
inbox-action-keep-published = Wie veröffentlicht lassen
inbox-action-keep-listed = In der Liste lassen
inbox-action-reject = Ablehnen
inbox-action-remove = Entfernen

field-url = URL
source-url-invalid = Geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt, oder ein Konto wie @events@example.org
source-url-private = Diese Adresse liegt in einem privaten Netz oder auf diesem Rechner: Der Guide kann sie nicht lesen.
source-url-port = Nur Adressen auf den Standard-Webports (80 und 443) können verfolgt werden.
source-account-unread = Das Konto { $address } konnte nicht gelesen werden: { $why }
source-account-off = Einem Konto zu folgen braucht Föderation: Setzen Sie [federation] enabled in der Konfiguration.
source-schedule-invalid = Lesen Sie sie alle 1 bis { $max } Stunden oder nur, wenn Sie sie starten
schedule-when-run = Nur wenn gestartet
schedule-week = Jede Woche
schedule-days = { $count ->
    [one] Jeden Tag
   *[other] Alle { $shown } Tage
}
schedule-hours = { $count ->
    [one] Jede Stunde
   *[other] Alle { $shown } Stunden
}

sources-title = Verfolgte Quellen
sources-empty = Noch wird keine Quelle verfolgt. Verfolgen Sie einen Ort aus der Suche oder eine beliebige Seite unten.
sources-waiting = { $count } warten im Eingang
sources-trust-publish = Änderungen gehen von selbst online
sources-trust-inbox = Änderungen warten im Eingang
sources-account-pending = wartet darauf, dass das Konto das Folgen annimmt
sources-account-accepted = über ActivityPub gefolgt
sources-account-refused = das Konto hat das Folgen abgelehnt
sources-last-read = zuletzt gelesen { $ago }
sources-next-read = nächstes Lesen { $when }
sources-failing-for = Fehlerhaft seit { $time }: { $error }
sources-failing = Fehlerhaft: { $error }
sources-reading = Wird gelesen…
sources-waiting-reader = Wartet auf einen Leser…
sources-run = Jetzt starten
sources-settings = Einstellungen
sources-stop = Nicht mehr verfolgen
sources-stopped = { $name } wird nicht mehr verfolgt
sources-stopped-text = Die von ihr veröffentlichten Veranstaltungen bleiben im Reiseführer.
sources-stop-failed = { $name } konnte nicht entfolgt werden
sources-stop-title = Diese Quelle nicht mehr verfolgen?
sources-stopping = Wird beendet…
sources-stop-text = wird nicht mehr gelesen{ $count ->
    [0] {""}
    [one] , und ihre wartende Veranstaltung verlässt den Eingang
   *[other] , und ihre { $count } wartenden Veranstaltungen verlassen den Eingang
}. Die von ihr veröffentlichten Veranstaltungen bleiben im Reiseführer.
sources-venues-title = Noch nicht verfolgte Orte aus der Suche
sources-follow-all = Alle { $count } verfolgen
sources-venues-text = Jeder wird alle paar Stunden auf seiner Veranstaltungsseite gelesen, und was sich ändert, wartet im Eingang.
sources-follow = Verfolgen
sources-read-failed = Lesen von { $name } fehlgeschlagen
sources-read = { $name } gelesen
sources-not-read = { $name } ist noch nicht gelesen
sources-not-read-text = Das Lesen hat noch nicht begonnen; der Reiseführer liest sie, sobald er kann.
sources-watch-failed = Das Lesen von { $name } konnte nicht verfolgt werden
sources-reload = Bitte laden Sie die Seite neu.
sources-run-failed = { $name } konnte nicht gestartet werden
sources-follow-failed = { $name } konnte nicht verfolgt werden
sources-following = { $name } wird verfolgt
sources-following-venues = { $count } Orte werden verfolgt
sources-first-reads = Ihr erstes Lesen beginnt jetzt.
sources-read-when-run = Sie wird gelesen, wenn Sie sie starten.
sources-first-read = { $schedule }; das erste Lesen beginnt jetzt.
sources-schedule = { $schedule }.
sources-already-followed = Diese Adresse wird bereits verfolgt
sources-save-failed = { $name } konnte nicht gespeichert werden
sources-follow-source-failed = Die Quelle konnte nicht verfolgt werden
sources-saved = { $name } gespeichert
sources-settings-of = Einstellungen von { $name }
sources-follow-page = Eine Seite oder einen Feed verfolgen
sources-follow-page-text = Die Veranstaltungsseite eines Ortes, ein iCal-Feed oder jede Seite, die Veranstaltungen auflistet. Der Reiseführer liest sie von selbst erneut. Oder das Konto eines anderen Reiseführers, einer Gancio- oder Mobilizon-Instanz (@events@example.org): Der Reiseführer folgt ihm, und seine Veranstaltungen kommen herein, sobald sie sich ändern.
sources-url-example = https://… oder @events@…
sources-venue-hint = Veranstaltungen, die keinen eigenen Ort nennen, kommen hierher.
sources-no-venue = Kein Ort
sources-read-it = Lesen
sources-trust = Was ihre Änderungen tun
sources-trust-wait = Im Prüfeingang warten
sources-trust-live = Von selbst online gehen
sources-saving = Wird gespeichert…
sources-save = Speichern
sources-following-busy = Wird verfolgt…

## Wörter des Kerns für das Team.
status-scheduled = Geplant
scrape-url-missing = Bitte geben Sie eine URL ein
scrape-url-missing-text = Geben Sie die URL der Webseite der Aktivität ein, die gelesen werden soll.
activity-required = Bitte füllen Sie die Pflichtfelder aus
activity-required-text = Name und Beschreibung der Aktivität sind erforderlich.
image-not-jpeg-or-png = Bitte wählen Sie eine gültige Bilddatei (JPEG oder PNG)
image-too-large = Die Bilddatei muss kleiner als 5 MB sein
image-field-missing = Hängen Sie das Bild im Feld „image“ an
image-damaged = Das Bild ist beschädigt oder seine Abmessungen werden nicht unterstützt
image-unreadable = Das Bild ist beschädigt oder sein Format wird nicht unterstützt
image-too-many-pixels = Das Bild ist zu groß für die Verarbeitung: höchstens { $side } Pixel pro Seite und { $megapixels } Megapixel
image-upload-unreadable = Der Upload konnte nicht gelesen werden: { $reason }
area-detected = { $area } ({ $percent } % Sicherheit, { $method ->
        [coordinates] aus den Kartenkoordinaten
        [addressLocality] aus dem Ort in der Adresse
        [zipCode] aus der Postleitzahl
        [restaurantName] aus einem Ortsnamen im Restaurantnamen
       *[none] ohne Hinweis
    })
picture-summary = { $width } × { $height } px, { $widths ->
        [one] 1 Breite
       *[other] { $widths } Breiten
    } in WebP und JPEG, insgesamt { $size } KB
picture-too-small = Nur { $width } px breit: Laden Sie eines mit mindestens { $min } px Breite hoch

## Der Zustand einer verfolgten Quelle. Zeitspannen im Dativ
## ('vor 2 Tagen', 'seit 3 Stunden', 'in 5 Stunden').
source-state = { $state ->
    [waiting] Noch nicht gelesen
    [reading] Wird gelesen
    [ok] OK
    [suspicious] Verdächtig
   *[failing] Fehlerhaft
}
source-found = { $count ->
    [one] 1 Veranstaltung gefunden
   *[other] { $count } Veranstaltungen gefunden
}
time-span = { $unit ->
    [minute] { $count ->
        [one] 1 Minute
       *[other] { $count } Minuten
    }
    [hour] { $count ->
        [one] 1 Stunde
       *[other] { $count } Stunden
    }
   *[day] { $count ->
        [one] 1 Tag
       *[other] { $count } Tagen
    }
}
time-ago = vor { $span }
time-just-now = gerade eben
time-in = in { $span }
time-due-now = jetzt fällig
time-under-a-minute = weniger als einer Minute

## Was eine Entscheidung im Prüfeingang getan hat.
inbox-done = { $action ->
    [publish] Veröffentlicht
    [link] Verknüpft
    [update] Aktualisiert
    [reject] Abgelehnt
    [remove] Entfernt
   *[keep] Behalten
}: { $count ->
    [one] 1 Veranstaltung
   *[other] { $count } Veranstaltungen
}
inbox-marked = { $how ->
    [cancelled] Als abgesagt markiert
    [postponed] Als verschoben markiert
   *[both] Als abgesagt oder verschoben markiert
}: { $count ->
    [one] 1 Veranstaltung
   *[other] { $count } Veranstaltungen
}
inbox-select-one = Wählen Sie mindestens eine Veranstaltung aus
inbox-too-many = Entscheiden Sie über höchstens { $max } Veranstaltungen auf einmal
inbox-not-waiting = Veranstaltung { $n } wartet nicht mehr: Laden Sie den Eingang neu
inbox-unfit = Veranstaltung { $n } { $review ->
        [new] ist neu
        [changed] hat sich geändert
        [vanished] ist verschwunden
       *[withdrawn] wurde zurückgezogen
    }: Sie kann nicht { $action ->
        [publish] veröffentlicht
        [link] verknüpft
        [update] aktualisiert
        [reject] abgelehnt
        [remove] entfernt
        [cancel] als abgesagt markiert
       *[keep] behalten
    } werden
inbox-nothing-read = Veranstaltung { $n } hat nichts Gelesenes zum Veröffentlichen: Lesen Sie ihre Quelle erneut
inbox-nothing-similar = Veranstaltung { $n } gleicht keiner Veranstaltung des Reiseführers: Veröffentlichen oder lehnen Sie sie ab
event-n-problem = Veranstaltung { $n }: { $problem }
venue-missing = Ort { $id } existiert nicht
web-address-needed = Geben Sie eine vollständige Webadresse ein, die mit http:// oder https:// beginnt
web-address-too-long = Die Adresse ist zu lang
discovery-nothing-selected = Wählen Sie einen Ort aus oder geben Sie eine eigene URL ein
discovery-too-many = Durchsuchen Sie höchstens { $max } Seiten auf einmal
weekly-admin-heading = „Dieses Wochenende in { $city }“
weekly-admin-subscribers = { $count ->
    [one] Ein Abonnent
   *[other] { $count } Abonnenten
}
weekly-admin-waiting = { $count ->
    [one] und einer mehr, der noch bestätigen muss
   *[other] und { $count } mehr, die noch bestätigen müssen
}
weekly-admin-next = Nächste Ausgabe: { $day }
weekly-admin-sending = Die Ausgabe dieser Woche wird gerade gesendet (seit { $day }).
weekly-admin-events = { $count ->
    [one] Sie enthält eine Veranstaltung aller Kategorien, so wie der Guide jetzt ist.
   *[other] Sie enthält { $count } Veranstaltungen aller Kategorien, so wie der Guide jetzt ist.
}
weekly-admin-preview = Vorschau der nächsten Ausgabe
weekly-admin-empty = An diesem Wochenende ist noch nichts los: Niemand würde eine E-Mail erhalten.
weekly-admin-loading = Die wöchentliche E-Mail wird geladen…
weekly-admin-failed = Die wöchentliche E-Mail konnte nicht geladen werden.

## Einbetten: die Veranstaltungen auf Partnerseiten (#38)
embed-admin-heading = Die Veranstaltungen des Führers auf Seiten von Partnern
embed-admin-intro = Wählen Sie, was die Seite eines Hotels oder eines Veranstaltungsorts zeigen soll, und schicken Sie ihm einen der Codes unten. Das Widget funktioniert auf jeder Seite; der Rahmen erscheint nur auf den dafür eingetragenen Seiten.
embed-admin-category = Kategorie
embed-admin-all-categories = Alle Kategorien
embed-admin-venue = Ort
embed-admin-all-venues = Alle Orte
embed-admin-dates = Daten
embed-admin-limit = Angezeigte Veranstaltungen
embed-admin-limit-hint = Von 1 bis { $max }.
embed-admin-layout = Darstellung
embed-admin-layout-list = Liste
embed-admin-layout-cards = Karten mit Bildern
embed-admin-theme = Farbschema
embed-admin-theme-hint = Das Widget übernimmt auch die Farben der Seite: --guide-accent, --guide-text, --guide-background, --guide-muted, --guide-border, --guide-font.
embed-admin-theme-light = Hell
embed-admin-theme-dark = Dunkel
embed-admin-theme-auto = Wie das Gerät des Lesers
embed-admin-lang = Sprache
embed-admin-lang-default = English
embed-admin-widget = Widget
embed-admin-widget-hint = Zwei Zeilen für die Seite des Partners: das Skript einmal, das Element dort, wo die Veranstaltungen stehen sollen.
embed-admin-iframe = Rahmen, für Baukästen, die keine Skripte zulassen
embed-admin-frame-origins = Der Rahmen erscheint nur auf: { $origins }.
embed-admin-no-frame-origins = Noch darf keine Partnerseite den Rahmen zeigen: Die Serververwaltung trägt sie in der Einstellung embed_origins ein.
embed-admin-frame-title = Was ist los in { $city }
embed-admin-copy = Kopieren
embed-admin-copied = Code kopiert
embed-admin-not-copied = Der Code konnte nicht kopiert werden: Markieren und kopieren Sie ihn von Hand.
embed-admin-preview = Vorschau
embed-admin-loading = Die Einstellungen zum Einbetten werden geladen…
embed-admin-failed = Die Einstellungen zum Einbetten konnten nicht geladen werden.

## Konten des Teams (#39).
account-role-admin = Administrator
account-role-editor = Redakteur
account-last-admin = Das letzte Administratorkonto kann nicht entfernt, deaktiviert oder zum Redakteur gemacht werden.
account-link-used = Dieser Link wurde bereits verwendet oder ist ungültig. Bitte fordern Sie einen neuen an.
account-link-expired = Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.
account-email-invalid = „{ $email }“ ist keine gültige E-Mail-Adresse.
account-first-name-required = Ein Vorname ist erforderlich.
account-last-name-required = Ein Nachname ist erforderlich.
account-password-short = Das Passwort muss mindestens { $min } Zeichen haben.
account-exists = { $email } hat bereits ein Konto.
account-current-password-wrong = Das aktuelle Passwort ist nicht richtig.
account-expires-in = Läuft ab in { $span }
account-password-hint = Mindestens { $min } Zeichen.
account-first-name = Vorname
account-last-name = Nachname
account-invitation-title = Dem Dashboard beitreten
account-invitation-intro = Sie sind als { $role } zum Dashboard von { $guide } eingeladen ({ $email }). Wählen Sie Ihren Namen und ein Passwort, um anzunehmen.
account-accept = Annehmen und anmelden
account-back-to-sign-in = Zur Anmeldeseite
login-forgot = Passwort vergessen?
account-reset-title = Passwort vergessen
account-reset-intro = Geben Sie die E-Mail-Adresse Ihres Kontos ein: Wir senden ihr einen Link, um ein neues Passwort zu wählen.
account-reset-send = Link senden
account-reset-sent = Wenn ein Konto { $email } verwendet, ist ein Link zum Wählen eines neuen Passworts unterwegs. Er gilt eine Stunde.
account-new-password-title = Neues Passwort wählen
account-new-password-intro = Für { $email }. Alle Sitzungen des Kontos enden, und Sie werden mit dem neuen Passwort angemeldet.
account-new-password = Neues Passwort
account-save-password = Speichern und anmelden
account-ask-new-link = Neuen Link anfordern
admin-tab-accounts = Konten
admin-tab-account = Ihr Konto
accounts-heading = Konten des Teams
accounts-intro = Administratoren betreiben die Website: Konten, verfolgte Quellen, die wöchentliche E-Mail und die Einbettung. Redakteure pflegen die Inhalte: die Formulare, den Prüfeingang, Vorschläge und Bilder.
accounts-name = Name
accounts-role = Rolle
accounts-status = Status
accounts-actions = Aktionen
accounts-you = { $name } (Sie)
accounts-active = Aktiv
accounts-disabled = Deaktiviert
accounts-disable = Deaktivieren
accounts-enable = Aktivieren
accounts-remove = Entfernen
accounts-role-of = Rolle von { $name }
accounts-remove-title = Das Konto von { $name } entfernen?
accounts-remove-text = Die Person wird sofort abgemeldet und kann sich nicht mehr anmelden. Was sie im Reiseführer geändert hat, bleibt.
accounts-saved = Konto gespeichert
accounts-removed = Konto entfernt
accounts-loading = Die Konten werden geladen…
accounts-load-failed = Die Konten konnten nicht geladen werden.
accounts-invite-heading = Jemanden einladen
accounts-invite-email = E-Mail-Adresse
accounts-invite-send = Einladung senden
accounts-invite-sending = Wird gesendet…
accounts-invited = Einladung an { $email } gesendet
accounts-pending = Offene Einladungen
accounts-withdraw = Zurückziehen
accounts-withdrawn = Einladung zurückgezogen
password-heading = Ihr Passwort
password-intro = Wenn Sie es ändern, werden Sie überall sonst abgemeldet.
password-current = Aktuelles Passwort
password-new = Neues Passwort
password-save = Passwort ändern
password-saved = Passwort geändert. Ihre anderen Sitzungen wurden beendet.

## The History tab (#39).
history-unnamed = (ohne Namen)
admin-tab-history = Verlauf
history-heading = Verlauf der Änderungen
history-intro = Jede Änderung am Reiseführer: wer sie gemacht hat, wann, und wie es vorher und nachher war.
history-person = Person
history-everyone = Alle
history-kind = Art
history-all-kinds = Alles
history-since = Von
history-until = Bis
history-kind-event = Veranstaltung
history-kind-activity = Aktivität
history-kind-restaurant = Restaurant
history-kind-venue = Veranstaltungsort
history-kind-source = Verfolgte Quelle
history-kind-suggestion = Vorschlag
history-kind-account = Teamkonto
history-operation-create = Erstellt
history-operation-update = Geändert
history-operation-delete = Gelöscht
history-action-edit = eine Bearbeitung
history-action-create = ein Formular
history-action-delete = eine Löschung
history-action-bulk-create = eine Massenerstellung
history-action-inbox-publish = den Prüfeingang
history-action-replace = ein Ersetzen
history-action-upload = einen Bild-Upload
history-action-translate = eine Übersetzung
history-action-status = eine Prüfung
history-action-source-run = das Lesen einer Quelle
history-action-account = eine Kontoänderung
history-action-revert = ein Rückgängigmachen
history-action-seed = die Demo-Inhalte
history-action-visitor = den Vorschlag eines Besuchers
history-action-system = den Reiseführer
history-by = { $who }, durch { $action }
history-by-guide = Der Reiseführer
history-by-removed = Ein entferntes Konto
history-field = Feld
# History names a recorded field by its form label; these have no form.
history-field-created-at = Erstellt
history-field-disabled-at = Deaktiviert
history-field-events-page-url = URL der Veranstaltungsseite
history-field-every-hours = Lesen alle (Stunden)
history-field-facts = Angaben
history-field-image-source = Bildquelle
history-field-submitter-email = Vorgeschlagen von (E-Mail)
history-field-submitter-name = Vorgeschlagen von
history-field-trust = Vertrauen
history-field-type = Typ
history-before = Vorher
history-after = Nachher
history-empty-value = (leer)
history-more = Ältere Änderungen zeigen
history-none = Keine Änderung passt zu diesen Filtern.
history-loading = Der Verlauf wird geladen…
history-failed = Der Verlauf konnte nicht geladen werden.
history-fields = { $count ->
    [one] 1 Feld
   *[other] { $count } Felder
}
history-undo = Rückgängig
history-undo-batch = { $count ->
    [one] Diesen Schritt rückgängig machen
   *[other] Alle { $count } Änderungen dieses Schritts rückgängig machen
}
history-undone = { $count ->
    [one] Rückgängig gemacht: 1 Änderung
   *[other] Rückgängig gemacht: { $count } Änderungen
}
history-undo-not-here = Änderungen an Konten des Personals und an verfolgten Quellen werden hier nicht rückgängig gemacht: Ändern Sie sie erneut auf ihrem eigenen Tab.
history-undo-already = „{ $item }“ ist bereits wie vor dieser Änderung.
history-undo-changed-since = „{ $item }“ wurde seitdem erneut geändert ({ $fields }): Machen Sie zuerst die spätere Änderung rückgängig.
history-undo-deleted-since = „{ $item }“ wurde seitdem gelöscht: Stellen Sie es zuerst wieder her.
history-of-item = Verlauf dieses Eintrags
history-undo-batch-title = { $count ->
    [one] Diesen Schritt rückgängig machen?
   *[other] { $count } Änderungen auf einmal rückgängig machen?
}
history-undo-batch-text = Alles, was dieser Schritt geändert hat ({ $action }, { $when }), wird wie vorher. Auch das Rückgängigmachen wird aufgezeichnet und lässt sich selbst rückgängig machen.
history-undoing = Wird rückgängig gemacht…

## Under the hours' field: how the guide reads them (#69). $hours is the guide's reading.
hours-read-as = Gelesen als: { $hours }
hours-not-read = Nicht als Öffnungszeiten gelesen: wird so angezeigt, wie es dasteht, und nie als geöffnet oder geschlossen. Schreiben Sie sie auf Englisch, etwa ‘Daily 10 AM - 5 PM; closed Thanksgiving’.

## Add Event (#71): an event added by hand, one date or a series.
event-add = Veranstaltung hinzufügen
event-add-title = Veranstaltung hinzufügen
event-add-save = Veranstaltung hinzufügen
event-add-adding = Wird hinzugefügt…
event-add-failed = Die Veranstaltung wurde nicht hinzugefügt
event-added = { $count ->
    [one] Veranstaltung hinzugefügt
   *[other] { $count } Termine der Veranstaltung hinzugefügt
}
event-added-text = „{ $name }“ steht im Guide.
event-added-translate = Übersetzen
event-similar-found = { $count ->
    [one] Der Guide führt bereits eine ähnliche Veranstaltung. Noch wurde nichts hinzugefügt.
   *[other] Der Guide führt bereits { $count } ähnliche Veranstaltungen. Noch wurde nichts hinzugefügt.
}
event-similar-heading = Ist es eine von diesen?
event-similar-field = Feld
event-similar-yours = Ihre Angaben
event-similar-guides = Im Guide
event-similar-edit = Die Veranstaltung des Guides bearbeiten
event-similar-add-anyway = Trotzdem hinzufügen
event-similar-back = Zurück zum Formular

## The merge view (#71): the guide's event beside a new read of it.
merge-title = In die Veranstaltung des Guides übernehmen
merge-intro = Wählen Sie Feld für Feld, was „{ $name }“ behält. Nur abweichende Felder werden gezeigt.
merge-guides = Im Guide
merge-found = Gefunden
merge-none = (nichts)
merge-nothing-differs = Alles Gelesene steht bereits in der Veranstaltung des Guides.
merge-same = Auf beiden Seiten gleich: { $fields }
merge-follow = Dieser Seite dafür folgen
merge-follow-hint = Spätere Änderungen kommen in den Prüfeingang: { $url }
merge-follow-failed = Übernommen, aber der Seite wird nicht gefolgt
merge-save = Übernahme speichern
merge-saved = In „{ $name }“ übernommen
discovery-merge = Vergleichen und übernehmen
discovery-merge-into = in { $name }
discovery-create-anyway = Trotzdem anlegen
discovery-added-anyway = Als eigene Veranstaltung hinzugefügt

## A suspicious source (#71): a read that found far fewer events.
source-suspicion = { $found } Veranstaltungen gefunden, wo bisher { $before } standen: Stimmt die Seite? Was von ihr verschwand, wartet, bis ein Admin die Seite bestätigt oder ein Lesen ihre Veranstaltungen wieder findet.
source-confirm = Die Seite stimmt
source-confirmed = Bestätigt: über Verschwundenes kann jetzt entschieden werden
inbox-held = Zurückgehalten: das letzte Lesen der Quelle fand weit weniger Veranstaltungen als die { $before } zuvor; ihre Seite ist vielleicht defekt. Ein Admin bestätigt die Seite zuerst.
inbox-held-refused = Veranstaltung { $n } ist zurückgehalten, bis die Seite ihrer Quelle bestätigt ist

## Why a page discovery read gave no event (#71).
discovery-page-past = { $count ->
    [one] die 1 Veranstaltung der Seite ist vorbei
   *[other] alle { $count } Veranstaltungen der Seite sind vorbei
}
discovery-page-no-events = die Seite nennt keine Veranstaltung, die der Guide lesen kann (keine schema.org-Veranstaltungen, kein Kalender-Feed, keine datierte Liste)

## A suggestion turned into the guide's item, or dismissed with a note (#71).
## $name is what the visitor suggested.
draft-unread = Die Seite konnte nicht gelesen werden ({ $reason }): Das Formular enthält, was der Besucher geschrieben hat.
draft-no-event = { $count ->
    [0] Die Seite enthält keine Veranstaltung, die der Guide lesen kann: Das Formular enthält, was der Besucher geschrieben hat.
    [one] Die einzige Veranstaltung der Seite heißt nicht „{ $name }“: Das Formular enthält, was der Besucher geschrieben hat.
   *[other] Keine der { $count } Veranstaltungen der Seite heißt „{ $name }“: Das Formular enthält, was der Besucher geschrieben hat.
}
suggestion-venue-no-form = Ein Veranstaltungsort wird nicht aus einem Vorschlag angelegt: Lesen Sie seine Veranstaltungsseite in der Suche.
suggestion-item-missing = Der Guide hat kein { $kind } { $id }.
suggestion-note = Notiz
suggestion-create-from = Daraus anlegen
suggestion-reading = { $name } wird gelesen…
suggestion-read-failed = Die vorgeschlagene Seite konnte nicht geöffnet werden
suggestion-added-as = Hinzugefügt: { $name }
suggestion-note-shown = Notiz: { $note }
suggestion-dismiss-title = „{ $name }“ verwerfen?
suggestion-dismiss-text = Er verlässt die neuen Vorschläge. Eine Notiz sagt dem Team, das ihn später liest, warum.
suggestion-dismiss = Verwerfen
suggestion-dismissing = Wird verworfen…
suggestion-from = Aus dem Vorschlag von { $visitor }: { $name }
suggestion-linked = Vorschlag als hinzugefügt markiert
suggestion-linked-text = { $visitor } erfährt per E-Mail, dass { $name } im Guide ist.
suggestion-link-failed = Der Vorschlag konnte nicht als hinzugefügt markiert werden
suggestion-listed-already = Der Guide hat es vielleicht schon:
suggestion-it-is-this = Es ist dieser Eintrag
history-field-added-id = Daraus angelegter Eintrag
history-field-added-kind = Angelegt als
history-field-note = Notiz

## Translations whose original changed since (#71). $language is the original's.
translations-tab-outdated = · veraltet
translations-field-outdated = Der Text auf { $language } hat sich seit dieser Übersetzung geändert. Er lautete: „{ $was }“
manage-translations-outdated = Übersetzungen, die veraltet sind
today-translations-heading = Übersetzungen
today-translations = { $count ->
    [0] Alle Übersetzungen sind aktuell.
    [one] 1 Eintrag hat eine veraltete Übersetzung.
   *[other] { $count } Einträge haben veraltete Übersetzungen.
}
today-translation = { $item } · { $languages }
today-open-manage = Inhalte verwalten öffnen

## The weekly e-mail's introduction and test send (#71).
weekly-intro-label = Einleitung
weekly-test-empty = Die nächste Ausgabe enthält keine Veranstaltungen: Es gibt nichts zu senden.
weekly-test-sent = Die nächste Ausgabe ist unterwegs an { $email }.
weekly-admin-intro-heading = Einleitung
weekly-admin-intro-hint = Alle Abonnenten lesen sie vor den Veranstaltungen der nächsten Ausgabe, in der Sprache, in der Sie sie schreiben. Leer lassen für keine.
weekly-admin-intro-save = Einleitung speichern
weekly-admin-intro-saved = Einleitung gespeichert
weekly-admin-intro-failed = Die Einleitung konnte nicht gespeichert werden
weekly-admin-test = Mir einen Test senden
weekly-admin-testing = Wird gesendet…
weekly-admin-test-failed = Der Test konnte nicht gesendet werden

## An event its page places beyond the city's reach (#71).
discovery-far = { $km } km von { $city } entfernt: Prüfen Sie, ob es in den Guide gehört.

## Die abgelehnte Einsendung eines Veranstalters, mit Begründung (Issue 73).
field-decline-reason = Begründung
submission-not-pending = Diese Einsendung wartet nicht auf Prüfung: Der Veranstalter hat sie nicht bestätigt, oder das Team hat bereits entschieden.
submissions-approved = Veröffentlicht: { $count ->
        [one] Die Veranstaltung steht im Guide.
       *[other] { $shown } Veranstaltungen stehen im Guide.
    }
submissions-declined = { $count ->
        [one] Abgelehnt; der Veranstalter erfährt den Grund.
       *[other] { $shown } abgelehnt; die Veranstalter erfahren den Grund.
    }

## Organizers' events in the review inbox (issue 73).
submissions-title = Von Veranstaltern gesendet
submissions-intro = Veranstaltungen, die Veranstalter über „Veranstaltung eintragen“ gesendet haben, sobald ihre Adresse bestätigt ist. Ohne das Team wird nichts veröffentlicht.
submissions-empty = Keine Veranstaltung eines Veranstalters wartet auf Prüfung.
submissions-selected = Ausgewählte Veranstaltungen von Veranstaltern
submission-from = Von { $name } ({ $email })
submission-new-venue = Neuer Ort: { $name }, { $address }
submission-repeats = { $repeat }, bis { $until }
submission-show-description = Beschreibung und Links
submission-ticket-link = Tickets: { $url }
submission-looks-like = Der Führer hat sie vielleicht schon:
submission-publish = Veröffentlichen
submission-publishing = Wird veröffentlicht…
submission-not-published = Die Veranstaltung wurde nicht veröffentlicht
submission-edit = Bearbeiten, dann veröffentlichen
submission-edit-title = „{ $title }“ bearbeiten, dann veröffentlichen
submission-decline = Ablehnen
submission-declining = Wird abgelehnt…
submission-not-declined = Nichts wurde abgelehnt
submission-decline-one = „{ $title }“ ablehnen
submission-decline-many = { $count ->
        [one] Eine Veranstaltung ablehnen
       *[other] { $shown } Veranstaltungen ablehnen
    }
submission-decline-reason-hint = Wird dem Veranstalter so per E-Mail gesendet, wie Sie ihn schreiben.
submission-block = Erneutes Senden sperren
submission-block-nobody = Niemanden
submission-block-address = { $count ->
        [one] Die Adresse des Absenders
       *[other] Die Adressen der Absender
    }
submission-block-domain = { $count ->
        [one] Jede Adresse der Domain des Absenders
       *[other] Jede Adresse der Domains der Absender
    }
today-submissions = { $count ->
        [0] Keine Veranstaltung eines Veranstalters wartet auf Prüfung.
        [one] 1 Veranstaltung eines Veranstalters wartet auf Prüfung.
       *[other] { $shown } Veranstaltungen von Veranstaltern warten auf Prüfung.
    }
field-block-target = Konto oder Instanz
block-target-invalid = Geben Sie die Adresse eines Kontos (https://…/users/…) oder den Namen einer Instanz (example.org) ein
block-exists = Das ist bereits blockiert
block-done = { $value } blockiert: { $followers ->
    [0] kein Follower
    [one] 1 Follower
   *[other] { $followers } Follower
} entfernt, { $sources ->
    [0] keine Quelle
    [one] 1 Quelle
   *[other] { $sources } Quellen
} gestoppt.
source-account-blocked = Dieses Konto oder seine Instanz ist blockiert: Heben Sie die Blockierung zuerst auf.
blocks-title = Blockierte Konten und Instanzen
blocks-text = Was ein blockiertes Konto oder eine blockierte Instanz dem Reiseführer sendet, wird abgewiesen: Es folgt dem Reiseführer nicht mehr, und der Reiseführer folgt ihm nicht mehr.
blocks-empty = Nichts ist blockiert.
blocks-example = spam.example oder https://spam.example/users/name
blocks-add = Blockieren
blocks-adding = Wird blockiert…
blocks-kind-actor = Konto
blocks-kind-instance = Instanz
blocks-remove = Blockierung aufheben
blocks-removed = Blockierung von { $value } aufgehoben
blocks-failed = { $value } konnte nicht blockiert werden
blocks-unblock-failed = Die Blockierung von { $value } konnte nicht aufgehoben werden
blocks-confirm-title = { $value } blockieren?
blocks-confirm-text = Was es dem Reiseführer sendet, wird abgewiesen, seine Follower des Reiseführers werden entfernt und die Quellen, die ihm folgen, gestoppt (ihre veröffentlichten Veranstaltungen bleiben).
