# The calendar files (.ics) a visitor downloads. $brand is the site's
# brand, $value what follows the label.

calendar-plan-name = My { $brand } plan
calendar-also-in-plan = Also in the plan:
calendar-time = Time: { $value }
calendar-tickets = Tickets: { $value }
calendar-buy-tickets = Buy tickets: { $value }
calendar-in-guide = In the guide: { $value }

## Choosing the day of a run. $name is the event's title, $dates its
## days, $time its time.

run-title = Add { $name } to your calendar
run-text = It runs { $dates }. Pick the day you will go, or add them all.
run-text-timed = It runs { $dates }, { $time }. Pick the day you will go, or add them all.
run-day = Day
run-add-day = Add this day
run-add-every-day = Add all { $count } days
run-add-whole = Add the whole run as one entry
run-cancel = Cancel
