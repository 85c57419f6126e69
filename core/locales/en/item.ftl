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
all-activities = All Activities
all-dining = All Dining
tickets = Tickets
add-to-calendar = Add to calendar
more-at-venue = More at this venue
nearby = Nearby
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
