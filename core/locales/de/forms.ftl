field-name = Name
field-email = E-Mail
field-visit-dates = Reisedaten
field-message = Nachricht
field-notes = Notizen
field-type = Art
field-website = Website
field-description = Beschreibung
field-your-name = Ihr Name
field-your-email = Ihre E-Mail

field-required = { $field }: Pflichtfeld
field-too-long = { $field }: höchstens { $max } Zeichen
field-bad-characters = { $field }: enthält nicht erlaubte Zeichen
field-has-link = { $field }: darf keine Webadressen enthalten
field-not-web-address = { $field }: muss eine Webadresse sein, die mit http:// oder https:// beginnt
email-invalid = Bitte geben Sie eine gültige E-Mail-Adresse ein
email-address-invalid = „{ $address }“ ist keine gültige E-Mail-Adresse
email-too-many = Bitte an höchstens { $max } Adressen auf einmal senden
website-invalid = Bitte geben Sie eine Webadresse ein, zum Beispiel beispiel.de
type-unlisted = Bitte wählen Sie eine der aufgeführten Arten

plan-too-many = Ein Plan kann höchstens { $max } Einträge enthalten
plan-unknown-item = „{ $name }“ ({ $type } { $id })
plan-unknown-one = { $item } ist nicht mehr im Reiseführer; entfernen Sie es aus Meinen Favoriten und senden Sie erneut
plan-unknown-many = { $items } sind nicht mehr im Reiseführer; entfernen Sie sie aus Meinen Favoriten und senden Sie erneut
plan-address-limited = An { $address } { $count ->
        [one] wurde in der letzten Stunde bereits ein Besuchsplan
       *[other] wurden in der letzten Stunde bereits { $shown } Besuchspläne
    } gesendet. Bitte versuchen Sie es später noch einmal.

suggestion-type-event = Aufführung/Veranstaltung
suggestion-type-activity = Aktivität/Attraktion
suggestion-type-restaurant = Restaurant
suggestion-type-venue = Veranstaltungsort

too-many-requests = Zu viele Anfragen; bitte versuchen Sie es in einer Minute erneut.

## Ihre Veranstaltung eintragen: die Einsendung eines Veranstalters (Issue 73). $max ist eine Zahl.
submission-venue-missing = Wählen Sie den Veranstaltungsort oder geben Sie Namen und Adresse eines neuen an
submission-image-not-uploaded = Laden Sie das Bild mit diesem Formular hoch
submission-too-many-links = Die Beschreibung darf höchstens { $max } Webadressen enthalten
submission-too-fast = Bitte prüfen Sie Ihre Veranstaltung in Ruhe und senden Sie sie dann erneut.
submission-picture-form-old = Dieses Formular ist zu lange geöffnet, um ein Bild anzunehmen. Laden Sie die Seite neu und fügen Sie das Bild erneut hinzu.
submission-too-many-today = Sie haben so viele Veranstaltungen gesendet, wie wir an einem Tag annehmen. Bitte senden Sie diese morgen.
submission-status-unconfirmed = Wartet auf die Bestätigung Ihrer E-Mail-Adresse
submission-status-pending = Wartet auf Prüfung
submission-status-approved = Im Guide veröffentlicht
submission-sent = Vielen Dank! Wir haben einen Link an { $email } gesendet. Öffnen Sie ihn, um Ihre Adresse zu bestätigen; dann prüft unser Team Ihre Veranstaltung.
submission-confirmed = Vielen Dank: Unser Team prüft Ihre Veranstaltung. Wir schreiben Ihnen, sobald sie veröffentlicht ist.
submission-saved = Ihre Änderungen sind gespeichert.
submission-decided = Unser Team hat diese Veranstaltung geprüft; sie kann nicht mehr geändert werden.
submission-link-unknown = Dieser Link öffnet keine an den Guide gesendete Veranstaltung. Prüfen Sie, ob er vollständig kopiert wurde.
submission-status-declined = Abgelehnt
