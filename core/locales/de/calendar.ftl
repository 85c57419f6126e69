calendar-plan-name = Mein { $brand }-Plan
calendar-also-in-plan = Außerdem im Plan:
calendar-time = Uhrzeit: { $value }
calendar-tickets = Tickets: { $value }
calendar-buy-tickets = Tickets kaufen: { $value }
calendar-in-guide = Im Guide: { $value }

run-title = { $name } zum Kalender hinzufügen
run-text = Termine: { $dates }. Wählen Sie den Tag, an dem Sie hingehen, oder fügen Sie alle hinzu.
run-text-timed = Termine: { $dates }, { $time }. Wählen Sie den Tag, an dem Sie hingehen, oder fügen Sie alle hinzu.
run-day = Tag
run-add-day = Diesen Tag hinzufügen
run-add-every-day = Alle { $count } Tage hinzufügen
run-add-whole = Den ganzen Zeitraum als einen Eintrag hinzufügen
run-cancel = Abbrechen
