field-title = Titel
field-venue-name = Name des Veranstaltungsorts
field-time = Uhrzeit
field-ticket-price = Ticketpreis
field-category = Kategorie
field-image-url = Bild-URL
field-ticket-url = Ticket-URL
field-source-url = Quell-URL
field-address = Adresse
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
field-venue = Veranstaltungsort
field-venue-other = Anderer Ort (Namen eingeben)
field-date = Datum
field-end-date = Enddatum
field-time-example = z. B. 19:30
field-ticket-price-example = z. B. 25–85 $
field-status = Status
field-status-hint = Eine abgesagte oder verschobene Veranstaltung bleibt gekennzeichnet in der Liste.
field-activity-type = Art der Aktivität
field-price-example = z. B. Kostenlos, 25 $
field-recurring-schedule-example = z. B. Täglich 10–17 Uhr
field-capacity = Kapazität
field-rating = Bewertung
field-rating-hint = 1 bis 10, in Schritten von 0,1
field-price-range = Preisklasse
field-cuisine-choose = Küche auswählen
field-cuisine-detail-hint = Die eigenen Worte des Restaurants, neben der Küche angezeigt
field-cuisine-detail-example = z. B. peruanisch, spanisch/kubanisch
field-area-choose = Gegend auswählen
field-open-hours-example = z. B. Täglich 11–22 Uhr
field-latitude = Breitengrad
field-longitude = Längengrad

event-date-invalid = Das Datum muss ein Datum sein (JJJJ-MM-TT)
event-end-date-invalid = Das Enddatum muss ein Datum sein (JJJJ-MM-TT)
event-end-before-start = Das Enddatum liegt vor dem Anfangsdatum
restaurant-name-required = Der Name des Restaurants ist erforderlich.
restaurant-description-required = Die Beschreibung des Restaurants ist erforderlich.
restaurant-rating-invalid = Die Bewertung muss eine Zahl von 1 bis 10 in Schritten von 0,1 sein.
latitude-invalid = Der Breitengrad muss eine Zahl sein.
longitude-invalid = Der Längengrad muss eine Zahl sein.
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
admin-tab-discovery = Veranstaltungen der Orte finden
admin-tab-activities = Aktivitäten hinzufügen
admin-tab-restaurants = Restaurants hinzufügen
admin-tab-images = Bilder verwalten
admin-tab-inbox = Prüfeingang
admin-tab-suggestions = Vorschläge
admin-tab-manage = Inhalte verwalten
admin-tab-waiting = { $tab } ({ $count })
admin-checking-sign-in = Anmeldung wird geprüft…
admin-going-to-sign-in = Weiter zur Anmeldeseite…
admin-cancel = Abbrechen
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
edit-failed = { $kind ->
    [events] Veranstaltung konnte nicht aktualisiert werden
    [activities] Aktivität konnte nicht aktualisiert werden
   *[restaurants] Restaurant konnte nicht aktualisiert werden
}
edit-save = Änderungen speichern

translations-title = Übersetzungen von { $name }
translations-written-in = Geschrieben auf
translations-into = Übersetzen ins
translations-missing = { $count ->
    [0] (vollständig)
   *[other] ({ $count } fehlen)
}
translations-field-in = { $field } auf { $language }
translations-save = Übersetzungen speichern
translations-saved = Übersetzungen gespeichert
translations-saved-text = { $name } liest sich jetzt in jeder angegebenen Sprache.
translations-failed = Übersetzungen konnten nicht gespeichert werden
