mail-guide = { $brand } Besucherguide
mail-footer = { $brand } Besucherguide · { $city }
mail-self-subject = Ihr Besuchsplan für { $brand }
mail-self-heading = Ihr Besuchsplan für { $brand }
mail-self-intro = Hier sind die Favoriten, die Sie für Ihren Besuch in { $city } gespeichert haben. Eine schöne Zeit!
mail-curator-subject = { $brand }-Besuchsplan von { $name }
mail-curator-heading = Ein Besuchsplan von { $name }
mail-curator-intro = { $name } wünscht sich Ihre persönlichen Empfehlungen für den Besuch in { $city }.
mail-from = Von
mail-visit-dates = Reisedaten
mail-language = Sprache
mail-message = Nachricht
mail-notes = Notizen
mail-selected = Ausgewählte Einträge ({ $count })
mail-venue = Ort
mail-date = Datum
mail-time = Uhrzeit
mail-address = Adresse
mail-travel = Weg dorthin
mail-cuisine = Küche
mail-rating = Bewertung
mail-in-guide = Im Guide
mail-details = Details
mail-see-in-guide = Im Guide ansehen
mail-view-details = Details ansehen

sent-title = Geschafft!
sent-to-curator = Ihr Besuchsplan wurde an { $curator } gesendet! Sie meldet sich bald mit persönlichen Empfehlungen.
sent-to-self = Ihr schön gestalteter Besuchsplan wurde an Ihre E-Mail-Adresse gesendet!
sent-suggestion-title = Vorschlag gesendet!
sent-suggestion = Danke, dass Sie uns helfen, besser zu werden. Wir sehen uns Ihren Vorschlag bald an.

## Erinnerungen an gespeicherte Veranstaltungen (#37).

reminder-confirm-subject = Bestätigen Sie Ihre Erinnerungen von { $brand }
reminder-confirm-intro = Jemand, hoffentlich Sie, hat den { $brand } Besucherführer gebeten, dieser Adresse eine Erinnerung an diese Veranstaltung zu schicken. Nichts wird gesendet, bevor Sie bestätigen.
reminder-confirm-button = Ja, erinnern Sie mich
reminder-confirm-ignore = Das waren nicht Sie? Ignorieren Sie diese E-Mail: Es wird nichts mehr gesendet, und die Adresse wird innerhalb einer Woche vergessen.
reminder-today-subject = Heute: { $title }
reminder-tomorrow-subject = Morgen: { $title }
reminder-soon-subject = Demnächst: { $title }
reminder-intro = Sie wollten an diese Veranstaltung erinnert werden. Viel Vergnügen!
reminder-cancelled-subject = Abgesagt: { $title }
reminder-cancelled-intro = Eine Veranstaltung, an die Sie erinnert werden wollten, wurde abgesagt. Ihre Erinnerung ist gelöscht.
reminder-postponed-subject = Verschoben: { $title }
reminder-postponed-intro = Eine Veranstaltung, an die Sie erinnert werden wollten, wurde verschoben. Sie erfahren es, sobald sie einen neuen Termin hat.
reminder-moved-subject = Neuer Tag oder neue Uhrzeit: { $title }
reminder-moved-intro = Eine Veranstaltung, an die Sie erinnert werden wollten, hat einen neuen Termin. Ihre Erinnerung zieht mit.
reminder-why = Sie erhalten diese E-Mail, weil diese Adresse beim { $brand } Besucherführer Erinnerungen bestellt hat.
reminder-your-data = Ansehen oder löschen, was der Führer zu dieser Adresse speichert
reminder-stop = Keine Erinnerungen mehr
reminder-set-title = Erinnerung gespeichert
reminder-set = Wir schreiben { $email } am { $day }.
reminder-check-title = Sehen Sie in Ihr Postfach
reminder-confirm-sent = Wir haben einen Link an { $email } geschickt. Öffnen Sie ihn, um Ihre Erinnerung zu bestätigen.
reminder-confirm-pending = Der Link, den wir gerade an { $email } geschickt haben, bestätigt auch diese Erinnerung.
reminder-begun = Diese Veranstaltung hat schon begonnen.
reminder-cancelled = Diese Veranstaltung ist abgesagt.
reminder-too-many = Diese Adresse hat { $max } Erinnerungen, mehr speichert der Führer nicht. Löschen Sie zuerst welche.
reminder-link-gone = Dieser Link ist nicht mehr gültig: Der Führer speichert nichts dazu.
reminder-unsubscribed = Erledigt: Der Führer hat diese Adresse vergessen und schickt ihr nichts mehr.
reminder-event-gone = Diese Veranstaltung ist nicht mehr im Führer.
weekly-unknown-category = Wählen Sie die Kategorien aus der Liste.
weekly-subject = Dieses Wochenende in { $city }
weekly-confirm-subject = Bestätigen Sie „Dieses Wochenende in { $city }“
weekly-confirm-intro = Jemand, hoffentlich Sie, hat den { $brand } Besucherführer gebeten, dieser Adresse jeden Donnerstagmorgen „Dieses Wochenende in { $city }“ zu senden. Vor Ihrer Bestätigung wird nichts gesendet.
weekly-confirm-button = Ja, bitte senden
weekly-intro = Was von Freitagabend bis Sonntag los ist, Tag für Tag.
weekly-in-categories = In Ihren Kategorien: { $categories }.
weekly-calendar = Die angehängte Kalenderdatei trägt alle in Ihren Kalender ein.
weekly-why = Sie erhalten dies, weil diese Adresse „Dieses Wochenende in { $city }“ beim { $brand } Besucherführer abonniert hat.
weekly-stop = Abbestellen
weekly-set-title = Abonniert
weekly-set = { $email } erhält „Dieses Wochenende in { $city }“ jeden Donnerstag um 9 Uhr morgens.
weekly-confirm-sent = Wir haben einen Link an { $email } gesendet. Öffnen Sie ihn, um Ihr Abonnement zu bestätigen.
weekly-confirm-pending = Der Link, den wir gerade an { $email } gesendet haben, bestätigt auch dieses Abonnement.
weekly-unsubscribed = Erledigt: Diese Adresse erhält keine wöchentlichen E-Mails mehr.

## Der Link eines Teamkontos (#39).
staff-invite-subject = Treten Sie dem Dashboard von { $guide } bei
staff-invite-intro = { $name } lädt Sie als { $role } zum Dashboard von { $guide } ein. Wählen Sie Ihren Namen und ein Passwort, um anzunehmen.
staff-invite-button = Einladung annehmen
staff-invite-note = Der Link gilt einmal, 72 Stunden lang. Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.
staff-reset-subject = Wählen Sie ein neues Passwort für das Dashboard von { $guide }
staff-reset-intro = Hallo { $name }, jemand hat das Zurücksetzen des Passworts Ihres Dashboard-Kontos angefordert. Wählen Sie mit dem Link unten ein neues.
staff-reset-button = Neues Passwort wählen
staff-reset-note = Der Link gilt einmal, eine Stunde lang. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.

## A visitor told that their suggestion is in the guide (#71).
suggestion-published-subject = { $name } ist jetzt in { $guide }
suggestion-published-intro = Hallo { $visitor }, danke für Ihren Vorschlag { $name }. Er steht jetzt im Guide, für alle, die { $city } besuchen.
suggestion-published-note = Sie erhalten diese E-Mail, weil Sie Ihre Adresse mit Ihrem Vorschlag hinterlassen haben. Es ist die einzige, die wir dazu senden.

## A weekly issue staff send themselves to try it (#71).
weekly-test-subject = Test: { $subject }

## Ihre Veranstaltung eintragen: Der Veranstalter bestätigt seine Adresse (Issue 73).
submission-confirm-subject = Bestätigen Sie Ihre Veranstaltung für { $brand }
submission-confirm-intro = Jemand, hoffentlich Sie, hat „{ $title }“ an den { $brand } Besucherführer gesendet. Bestätigen Sie Ihre Adresse, dann prüft unser Team die Veranstaltung.
submission-confirm-button = Meine Veranstaltung bestätigen
submission-confirm-note = Derselbe Link zeigt, wo Ihre Veranstaltung steht, und erlaubt Änderungen bis zur Prüfung. Nicht Sie? Ignorieren Sie diese E-Mail: Es wird nichts veröffentlicht.

## Die vom Team entschiedene Einsendung eines Veranstalters (Issue 73).
submission-published-subject = „{ $title }“ steht im { $brand } Besucherführer
submission-published-intro = Danke, dass Sie „{ $title }“ gesendet haben: Unser Team hat die Veranstaltung veröffentlicht.
submission-published-note = Danke, dass Sie Besuchern helfen, das Richtige zu finden.
submission-declined-subject = Zu „{ $title }“
submission-declined-intro = Danke, dass Sie „{ $title }“ gesendet haben. Unser Team konnte die Veranstaltung nicht veröffentlichen: { $reason }
submission-declined-button = Eine weitere Veranstaltung senden
submission-declined-note = Sie können gern weitere Veranstaltungen senden: Sie werden ebenso geprüft.
