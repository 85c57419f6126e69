item-type-event = Veranstaltung
item-type-activity = Aktivität
item-type-restaurant = Restaurant
plan-any-day = An jedem Tag
no-items-title = Nichts ausgewählt
no-items-text = Bitte wählen Sie etwas aus, bevor Sie Ihren Besuchsplan senden.
view-details = Details ansehen
remove = Entfernen
undo = Rückgängig
undo-alt = Fügen Sie { $name } auf der Seite des Eintrags wieder zu Meinen Favoriten hinzu

plan-our-host = unsere Gastgeberin
plan-link-events = Veranstaltungen
plan-link-events-text = Aufführungen, Festivals und Shows der nächsten Zeit.
plan-link-activities = Aktivitäten
plan-link-activities-text = Strände, Gärten, Museen und Touren.
plan-link-dining = Essen & Trinken
plan-link-dining-text = Wo man isst, nach Gegend und Bewertung.
plan-empty-title = Planen Sie Ihren Besuch
plan-empty-text = Speichern Sie Veranstaltungen, Aktivitäten und Restaurants, die Ihnen gefallen, mit „Zu Meinen Favoriten“ – sie erscheinen dann hier. Schicken Sie die Liste anschließend an sich selbst oder an { $recipient }, um persönliche Empfehlungen zu erhalten.
plan-message-curator = Nachricht an { $curator } senden
plan-title = Meine { $brand }-Favoriten
plan-email = Meine Favoriten mailen
plan-send-curator = An { $curator } senden
plan-more = Mehr
plan-select-more = + Mehr auswählen
plan-share-title = Mein { $brand }-Plan
plan-share-title-unbranded = Mein Plan
plan-add-calendar = Plan zum Kalender hinzufügen
plan-selected = Ausgewählte Einträge ({ $count })
share-plan = Plan teilen
share-copied = Link kopiert
share-copied-text = Schicken Sie ihn allen, die mit Ihnen reisen.
share-copy-link = Kopieren Sie diesen Link, um Ihren Plan zu teilen

form-emails = E-Mail-Adresse(n)
form-emails-hint = Mehrere Adressen durch Kommas trennen.
form-notes = Notizen
form-notes-placeholder = Eine Erinnerung für Sie selbst (optional)
form-send-self = An meine E-Mail senden
form-failed-self = Ihr Besuchsplan konnte nicht gesendet werden. Bitte versuchen Sie es erneut.
form-curator-title = Ihren Plan an { $curator } senden
form-curator-text = { $curator } sieht sich Ihre Favoriten an und antwortet mit persönlichen Empfehlungen.
form-name = Ihr Name
form-email = Ihre E-Mail-Adresse
form-visit-dates = Reisedaten
form-visit-dates-placeholder = z. B. 3.–10. März
form-message = Nachricht
form-message-placeholder = Gibt es etwas, das wir wissen sollten?
form-send-curator = Besuchsplan senden
form-failed-curator = Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.
form-sending = Wird gesendet...
form-cancel = Abbrechen

shared-loading = Plan wird geladen…
shared-go = Zu Meinen Favoriten
shared-text = { $count ->
    [one] Jemand hat { $shown } Eintrag aus dem Guide mit Ihnen geteilt.
   *[other] Jemand hat { $shown } Einträge aus dem Guide mit Ihnen geteilt.
}
shared-missing = { $count ->
    [one] { $shown } weiterer ist nicht mehr im Guide.
   *[other] { $shown } weitere sind nicht mehr im Guide.
}
shared-add-all = Alle zu Meinen Favoriten hinzufügen
shared-in-plan = In diesem Plan ({ $count })
shared-added = { $count ->
    [one] { $shown } Eintrag wurde Ihrem Plan hinzugefügt.
   *[other] { $shown } Einträge wurden Ihrem Plan hinzugefügt.
}
shared-already = Schon in Ihrem Plan
shared-already-text = Alle Einträge dieses Plans sind in Meinen Favoriten.
share-no-plan = Dieser Link enthält keinen Plan.
share-not-a-plan = Dieser Link ist kein Plan aus dem Guide.
share-too-many = Dieser Link enthält mehr als { $max } Einträge.

## Meine Erinnerungen (#37).
reminders-for = Erinnerungen für { $email }
reminders-loading = Ihre Erinnerungen werden geladen…
reminders-confirmed = Ihre Adresse ist bestätigt: Ihre Erinnerungen sind gespeichert.
reminders-none = Für diese Adresse sind keine Erinnerungen gespeichert.
reminders-no-link = Öffnen Sie diese Seite über den Link in einer E-Mail des Führers, um Ihre Erinnerungen zu sehen.
reminders-sends = Versand am { $day }
reminders-waiting = Wartet auf Ihre Bestätigung
reminders-delete = Löschen
reminders-deleted = Erinnerung gelöscht
reminders-delete-all = Alles löschen
reminders-deleted-all = Alles, was für { $email } gespeichert war, ist gelöscht.
reminders-failed = Ihre Erinnerungen konnten nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.
weekly-form-title = „Dieses Wochenende in { $city }“ per E-Mail
weekly-form-intro = Jeden Donnerstag um 9 Uhr morgens: die Veranstaltungen des Wochenendes Tag für Tag, mit einer Kalenderdatei. Beim ersten Mal senden wir zuerst einen Link, um Ihre Adresse zu bestätigen.
weekly-form-categories = Kategorien
weekly-form-categories-hint = Wählen Sie keine, um alle zu erhalten.
weekly-form-email = Ihre E-Mail-Adresse
weekly-form-submit = Abonnieren
weekly-form-sending = Wird abonniert…
weekly-form-kept = Nur Ihre Adresse und Ihre Kategorien werden gespeichert, bis Sie abbestellen.
weekly-form-failed = Das Abonnement konnte nicht abgeschlossen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.
weekly-form-cancel = Abbrechen
reminders-weekly-title = „Dieses Wochenende in { $city }“
reminders-weekly-all = Alle Kategorien, jeden Donnerstag.
reminders-weekly-categories = { $categories }, jeden Donnerstag.
reminders-weekly-next = Nächste am { $day }
reminders-weekly-stop = Abbestellen
reminders-weekly-stopped = Wöchentliche E-Mail abbestellt

## The trip planner's conflicts (core's plan::trip::day). Times and days
## come written out: $close, $arrive, $end, $start '17:00'; $date 'Do.
## 26. Nov.'; $day a weekday ('Dienstag') or a date; $minutes a number as
## text.

trip-closed-weekday = { $weekday ->
    [mon] Montags geschlossen
    [tue] Dienstags geschlossen
    [wed] Mittwochs geschlossen
    [thu] Donnerstags geschlossen
    [fri] Freitags geschlossen
    [sat] Samstags geschlossen
   *[sun] Sonntags geschlossen
}
trip-closed-date = Am { $date } geschlossen
trip-not-that-day = Findet am { $date } nicht statt
trip-closes-arrive = Schließt um { $close }, Sie kommen um { $arrive } an
trip-closes-visit = Schließt um { $close }, vor dem Ende Ihres Besuchs um { $end }
trip-overlaps = Überschneidet sich mit { $name } ({ $times })
trip-starts-before = Beginnt um { $start }, Sie kommen um { $arrive } an
trip-long-drive = { $minutes } Min. Fahrt zwischen diesen Stationen
trip-move-to = Auf { $day } verschieben
trip-opens-after = Öffnet um { $open }, Ihr Besuch ist um { $start }
trip-booked-late = Gebucht für { $start }, Sie kommen um { $arrive } an

## Die Tage des Reiseplaners (plan::trip::placed und planner in core).
## $count ist eine Zahl für die Wahl des Plurals, $shown dieselbe geschrieben.

trip-days-missing = Geben Sie den ersten und den letzten Tag an
trip-days-backwards = Der letzte Tag liegt vor dem ersten
trip-days-too-many = Eine Reise hier wird für höchstens { $days } Tage geplant
trip-unlisted = Nicht mehr im Reiseführer
trip-plays-before = War am { $date }, vor Ihrer Reise
trip-plays-after = Ist am { $date }, nach Ihrer Reise
trip-estimate = { $travel } (geschätzt)
trip-day-summary = { $count ->
    [one] Ein Halt · { $minutes } Min. unterwegs
   *[other] { $shown } Halte · { $minutes } Min. unterwegs
}
trip-better-problems = { $count ->
    [one] Die vorgeschlagene Reihenfolge vermeidet ein Problem
   *[other] Die vorgeschlagene Reihenfolge vermeidet { $shown } Probleme
}
trip-better-travel = Die vorgeschlagene Reihenfolge spart { $minutes } Min. Wegzeit

## The weather forecast of a trip's day (core's content::forecast), after
## the National Weather Service's. $chance is a number as text.

forecast-sunny = Sonnig
forecast-partly-cloudy = Teilweise bewölkt
forecast-cloudy = Bewölkt
forecast-fog = Nebel
forecast-rain = Regen
forecast-thunderstorms = Gewitter
forecast-rain-chance = { $chance } % Regenwahrscheinlichkeit
forecast-read = Die Vorhersage des Wetterdienstes, abgerufen { $unit ->
    [now] gerade eben
    [minute] { $count ->
        [one] vor 1 Minute
       *[other] vor { $shown } Minuten
    }
    [hour] { $count ->
        [one] vor 1 Stunde
       *[other] vor { $shown } Stunden
    }
   *[day] { $count ->
        [one] vor 1 Tag
       *[other] vor { $shown } Tagen
    }
}.

## Der Bildschirm des Reiseplaners (/plan-visit/days). $city die Stadt der
## Seite; $name der Name eines Halts; $day ein Tag geschrieben ('Di 8. Dez.');
## $position eine Zahl als Text.

trip-open = Plan nach Tagen
trip-back = ← Meine Favoriten
trip-intro = Legen Sie Gespeichertes auf Ihre Tage in { $city }. Jeder Tag wird sinnvoll geordnet, mit Wegzeiten, auf Ihrem Gerät, auch offline.
trip-nothing = Noch nichts zu planen: Speichern Sie zuerst Veranstaltungen, Aktivitäten und Restaurants.
trip-days-title = Ihre Tage in { $city }
trip-days-from-events = Das sind die Tage Ihrer Veranstaltungen. Geben Sie Ihre eigenen an, um andere zu planen.
trip-days-span = { $first } bis { $last }
trip-days-change = Tage ändern
trip-first-day = Erster Tag
trip-last-day = Letzter Tag
trip-days-set = Tage festlegen
trip-days-events = Die Tage meiner Veranstaltungen nehmen
trip-no-days = Wann sind Sie in { $city }? Geben Sie Ihre Tage an, um Gespeichertes darauf zu legen.
trip-not-placed = Noch nicht eingeplant
trip-all-placed = Alles ist eingeplant.
trip-day-empty = An diesem Tag ist nichts eingeplant.
trip-move = Verschieben auf…
trip-move-label = { $name } verschieben auf
trip-at-label = Uhrzeit für { $name }
trip-any-time = Jederzeit
trip-earlier = Früher
trip-later = Später
trip-earlier-label = { $name } früher legen
trip-later-label = { $name } später legen
trip-change = Ändern
trip-change-label = { $name } ändern
trip-own-order = In Ihrer eigenen Reihenfolge.
trip-use-suggested = Vorgeschlagene Reihenfolge nehmen
trip-stop-number = Halt { $position }:
trip-moved = { $name } auf { $day } verschoben
trip-now-not-placed = { $name } ist nicht mehr eingeplant
trip-now-stop = { $name } ist jetzt Halt { $position }
trip-drag-label = { $name } ziehen
trip-drag-help = Um einen Halt mit der Tastatur zu ziehen, drücken Sie die Leertaste, bewegen ihn mit den Pfeiltasten und drücken erneut die Leertaste zum Ablegen oder Escape zum Abbrechen. Das Menü Verschieben auf… tut dasselbe.
trip-drag-picked = { $name } aufgenommen
trip-drag-cancelled = { $name } zurückgelegt
trip-forecast = Vorhersage:
trip-rainy-ideas = Ideen für einen Regentag
trip-usual-weather = Über die Wochenvorhersage hinaus ist das Wetter meist, { $months }:
trip-map-show = Karte des Tages zeigen
trip-map-hide = Karte ausblenden
trip-map-of = Karte für { $day }
trip-map-none = Keiner der Halte dieses Tages ist auf der Karte.
