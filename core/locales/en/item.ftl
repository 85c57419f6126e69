# An item's page (event, activity, restaurant) and the facts a saved
# item or a restaurant's panel lists. $name is the item's name.

fact-date = Date
fact-dates = Dates
fact-time = Time
fact-venue = Venue
fact-phone = Phone
fact-price = Price
fact-where = Where
fact-address = Address
fact-hours = Hours
fact-capacity = Capacity
fact-rating = Rating
fact-cuisine = Cuisine
fact-price-range = Price range
fact-area = Area
fact-visit = Time to allow
all-activities = All Activities
all-dining = All Dining
tickets = Tickets
add-to-calendar = Add to calendar
# An event that repeats: its page lists its coming dates, each a link.
series-coming-dates = Coming dates
series-date-moved = at { $time }
more-at-venue = More at this venue
nearby = Nearby
# The coming events at an activity or a restaurant, on its page.
on-here = What’s on here
open-in-maps = Open in Maps
open-in-maps-of = ({ $name }, opens in a new tab)
reserve = Reserve a table
reserve-at = at { $name } (opens in a new tab)
directions = Get Directions
# Before the name of the site a picture came from.
photo-credit = Photo:

## 'Remind me' on a saved event (#37). $name is the event's.
remind-me = Remind me
remind-title = Remind me of { $name }
remind-intro = We will e-mail you at 8 in the morning on the day you choose. The first time, we first send a link to confirm your address.
remind-when = When
remind-morning-of = On the day
remind-day-before = The day before
remind-email = Your e-mail address
remind-sending = Setting…
remind-kept = Only your address, the event and the time are kept, and they are deleted after the reminder.
remind-failed = The reminder could not be set. Check your connection and try again.
remind-cancel = Cancel

## Opening hours as core reads them (#69): the state, what comes next,
## and the week. $time is a time of day ('10 AM'), $day a weekday.
hours-closes-at = Closes at { $time }
hours-closes-tomorrow = Closes at { $time } tomorrow
hours-opens-at = Opens at { $time }
hours-opens-tomorrow = Opens at { $time } tomorrow
hours-opens-on = Opens { $day } at { $time }
hours-today = Today
hours-tomorrow = Tomorrow
hours-every-day = Every day
hours-closed = Closed
hours-this-week = Opening hours this week
holiday-new-years-day = New Year’s Day
holiday-mlk-day = Martin Luther King Jr. Day
holiday-presidents-day = Presidents’ Day
holiday-easter = Easter
holiday-memorial-day = Memorial Day
holiday-independence-day = Independence Day
holiday-labor-day = Labor Day
holiday-thanksgiving = Thanksgiving
holiday-christmas-eve = Christmas Eve
holiday-christmas-day = Christmas Day
holiday-new-years-eve = New Year’s Eve

## Getting there, on an item's page (#69). $name is the place's.
getting-there = Getting there
walking-directions = Walking directions
driving-directions = Driving directions
directions-to = to { $name } (opens your maps app)
show-map = Show on a map
place-map-of = Map of { $name }
place-map-bare = The background map is unavailable: the pin shows where it is.
## How far a place is, and how long it takes to get there (core's near::Travel):
## a card under Near me, and the places near an item's page.
near-walk = { $miles } mi · { $minutes } min walk
near-drive = { $miles } mi · { $minutes } min drive
