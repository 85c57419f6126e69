# An event's form: staff's Add Event and Edit (the dashboard) and the
# organizers' 'Add your event' (/add-event) share these fields.

field-title = Titel
field-venue-name = Name des Veranstaltungsorts
field-time = Uhrzeit
field-ticket-price = Ticketpreis
field-category = Kategorie
field-ticket-url = Ticket-URL
field-address = Adresse
field-venue = Veranstaltungsort
field-venue-other = Anderer Ort (Namen eingeben)
field-date = Datum
field-end-date = Enddatum
field-time-example = z. B. 19:30
field-ticket-price-example = z. B. 25–85 $
field-repeat = Wiederholung
field-until = Letzter Termin
repeat-never = Keine Wiederholung
repeat-daily = Täglich
repeat-weekly = Wöchentlich
repeat-every-two-weeks = Alle zwei Wochen
repeat-monthly = Monatlich an diesem Tag
repeat-until-missing = Geben Sie den letzten Termin der Reihe an
repeat-until-before-start = Der letzte Termin liegt vor dem ersten
repeat-until-invalid = Geben Sie den letzten Termin als Datum an
repeat-too-many = Eine Reihe hat höchstens { $max } Termine
picture-upload = Bild hochladen
picture-uploading = Wird hochgeladen…
picture-uploaded = Bild hochgeladen: das Formular verwendet es jetzt.

# 'Add your event' (/add-event) and the organizer's page (/add-event/mine).
# $city is the site's city.

add-event-intro = Sie veranstalten eine Aufführung, ein Festival, einen Kurs oder einen Markt in { $city }? Erzählen Sie uns davon. Unser Team prüft jede Veranstaltung, bevor sie im Führer erscheint.
add-event-step-form = Füllen Sie das Formular aus.
add-event-step-confirm = Öffnen Sie den Link aus unserer E-Mail, um Ihre Adresse zu bestätigen.
add-event-step-review = Unser Team prüft Ihre Veranstaltung, und wir schreiben Ihnen, sobald sie veröffentlicht ist.
add-event-part-event = Die Veranstaltung
add-event-part-when = Wann
add-event-part-where = Wo
add-event-part-picture = Bild
add-event-part-you = Über Sie
add-event-description-hint = Was Besucher wissen sollten. Höchstens { $max } Webadressen.
add-event-category-choose = Kategorie wählen
add-event-end-date-hint = Für eine Veranstaltung über mehrere Tage.
add-event-venue-choose = Veranstaltungsort wählen
add-event-venue-new = Ein anderer Ort, nicht in der Liste
add-event-address-example = z. B. 1 N Tamiami Trail, Sarasota, FL
add-event-picture-hint = Ein Foto oder Plakat als JPEG oder PNG, höchstens 5 MB; ein breites (1600 Pixel) wirkt am besten.
add-event-picture-choose = Bild wählen
add-event-picture-replace = Anderes Bild wählen
add-event-picture-remove = Bild entfernen
add-event-picture-uploading = Wird hochgeladen…
add-event-picture-added = Bild hinzugefügt.
add-event-picture-failed = Das Bild wurde nicht hinzugefügt. Bitte versuchen Sie es erneut.
add-event-picture-chosen = Das gewählte Bild
add-event-you-hint = Nur unser Team sieht Ihren Namen und Ihre E-Mail-Adresse. Wir schreiben Ihnen nur zu dieser Veranstaltung.
add-event-email-fixed = Die Adresse, an die wir Ihren Link gesendet haben.
add-event-homepage = Dieses Feld leer lassen
add-event-offline = Sie sind offline. Sie können Ihre Veranstaltung senden, sobald Sie wieder online sind.
add-event-form-unavailable = Das Formular kann gerade nicht gesendet werden. Bitte laden Sie die Seite neu.
add-event-send = Zur Prüfung senden
add-event-sending = Wird gesendet…
add-event-failed = Ihre Veranstaltung wurde nicht gesendet
add-event-sent-heading = Sehen Sie in Ihre E-Mails
add-event-another = Weitere Veranstaltung eintragen

my-submission-no-link = Öffnen Sie diese Seite über den Link in der E-Mail, die wir Ihnen gesendet haben.
my-submission-loading = Ihre Veranstaltung wird geöffnet…
my-submission-failed-open = Ihre Veranstaltung konnte nicht geöffnet werden. Bitte versuchen Sie es später erneut.
my-submission-status = Status:
my-submission-reason = Die Begründung unseres Teams: { $reason }
my-submission-published = Sie steht jetzt im Führer: Wir haben Ihnen ihre Seite per E-Mail gesendet.
my-submission-edit-intro = Sie können Ihre Veranstaltung ändern, bis unser Team sie geprüft hat.
my-submission-save = Änderungen speichern
my-submission-saving = Wird gespeichert…
my-submission-failed = Ihre Änderungen wurden nicht gespeichert
my-submission-another = Weitere Veranstaltung senden
