# My Favorites, the plan by day and a shared plan.

# The badge on a saved item.
item-type-event = Event
item-type-activity = Activity
item-type-restaurant = Restaurant
# The day heading of the places, which have no date.
plan-any-day = Any day
no-items-title = No Items Selected
no-items-text = Please select some items before sending your visit plan.
view-details = View Details
remove = Remove
undo = Undo
undo-alt = Add { $name } to My Favorites again from its page

## My Favorites. $curator is the curator's name, $brand the site's brand,
## $count a number.

plan-our-host = our host
plan-link-events = Events
plan-link-events-text = Performances, festivals and shows coming up.
plan-link-activities = Activities
plan-link-activities-text = Beaches, gardens, museums and tours.
plan-link-dining = Dining
plan-link-dining-text = Where to eat, by area and rating.
plan-empty-title = Plan Your Visit
# $recipient is the curator's name, or plan-our-host.
plan-empty-text = Save the events, activities and restaurants you like with 'Add to My Favorites' and they will be listed here. Then e-mail the list to yourself, or send it to { $recipient } for personalized recommendations.
plan-message-curator = Send Message to { $curator }
plan-title = My { $brand } Favorites
plan-email = Email My Favorites
plan-send-curator = Send to { $curator }
plan-more = More
plan-select-more = + Select More
plan-share-title = My { $brand } plan
plan-share-title-unbranded = My plan
plan-add-calendar = Add plan to calendar
plan-selected = Selected Items ({ $count })
share-plan = Share plan
share-copied = Link copied
share-copied-text = Send it to whoever travels with you.
share-copy-link = Copy this link to share your plan

## The send forms.

form-emails = Email Address(es)
form-emails-hint = Separate several addresses with commas.
form-notes = Notes
form-notes-placeholder = A reminder for yourself (optional)
form-send-self = Send to My Email
form-failed-self = Failed to send your visit plan. Please try again.
form-curator-title = Send Your Plan to { $curator }
form-curator-text = { $curator } will look at your favorites and reply with personalized recommendations.
form-name = Your Name
form-email = Your Email
form-visit-dates = Visit Dates
form-visit-dates-placeholder = e.g. March 3-10
form-message = Message
form-message-placeholder = Anything we should know?
form-send-curator = Send Visit Plan
form-failed-curator = Failed to send your request. Please try again.
form-sending = Sending...
form-cancel = Cancel

## A shared plan.

shared-loading = Loading the plan…
shared-go = Go to My Favorites
shared-text = { $count ->
    [one] Someone shared { $shown } item from the guide with you.
   *[other] Someone shared { $shown } items from the guide with you.
}
shared-missing = { $count ->
    [one] { $shown } more is no longer in the guide.
   *[other] { $shown } more are no longer in the guide.
}
shared-add-all = Add all to My Favorites
shared-in-plan = In this plan ({ $count })
shared-added = { $count ->
    [one] { $shown } item has been added to your plan.
   *[other] { $shown } items have been added to your plan.
}
shared-already = Already in your plan
shared-already-text = Every item of this plan is in My Favorites.
share-no-plan = This link carries no plan.
share-not-a-plan = This link is not a plan from the guide.
# $max is a number.
share-too-many = This link carries more than { $max } items.

## My Reminders (#37): what is kept for an address, opened from its
## e-mail's link. $email is the address, $day when the e-mail goes.
reminders-for = Reminders for { $email }
reminders-loading = Loading your reminders…
reminders-confirmed = Your address is confirmed: your reminders are set.
reminders-none = No reminders are kept for this address.
reminders-no-link = Open this page from the link in one of the guide's e-mails to see your reminders.
reminders-sends = E-mailed { $day }
reminders-waiting = Waiting for your confirmation
reminders-delete = Delete
reminders-deleted = Reminder deleted
reminders-delete-all = Delete everything
reminders-deleted-all = Everything kept for { $email } is deleted.
reminders-failed = Your reminders could not be loaded. Check your connection and try again.
weekly-form-title = “This weekend in { $city }” by e-mail
weekly-form-intro = Every Thursday at 9 in the morning: the weekend's events day by day, with a calendar file. The first time, we first send a link to confirm your address.
weekly-form-categories = Categories
weekly-form-categories-hint = Choose none to get every category.
weekly-form-email = Your e-mail address
weekly-form-submit = Subscribe
weekly-form-sending = Subscribing…
weekly-form-kept = Only your address and your categories are kept, until you unsubscribe.
weekly-form-failed = The subscription could not be made. Check your connection and try again.
weekly-form-cancel = Cancel
reminders-weekly-title = “This weekend in { $city }”
reminders-weekly-all = Every category, every Thursday.
reminders-weekly-categories = { $categories }, every Thursday.
reminders-weekly-next = Next on { $day }
reminders-weekly-stop = Unsubscribe
reminders-weekly-stopped = Unsubscribed from the weekly e-mail

## The trip planner's conflicts (core's plan::trip::day). Times and days
## come written out: $close, $arrive, $end, $start '5 PM'; $date 'Thu Nov
## 26'; $day a weekday ('Tuesday') or a date; $minutes a number as text.

trip-closed-weekday = { $weekday ->
    [mon] Closed on Mondays
    [tue] Closed on Tuesdays
    [wed] Closed on Wednesdays
    [thu] Closed on Thursdays
    [fri] Closed on Fridays
    [sat] Closed on Saturdays
   *[sun] Closed on Sundays
}
trip-closed-date = Closed on { $date }
trip-not-that-day = Not on { $date }
trip-closes-arrive = Closes at { $close }, you arrive at { $arrive }
trip-closes-visit = Closes at { $close }, before your visit ends at { $end }
trip-overlaps = Overlaps { $name } ({ $times })
trip-starts-before = Starts at { $start }, you arrive at { $arrive }
trip-long-drive = A { $minutes } min drive between these stops
trip-move-to = Move to { $day }
trip-opens-after = Opens at { $open }, your visit is at { $start }
trip-booked-late = Booked for { $start }, you arrive at { $arrive }

## The trip planner's days (core's plan::trip::placed and planner). $count
## is a number for the plural's choice, $shown the same as written.

trip-days-missing = Give the first and the last day
trip-days-backwards = The last day comes before the first
trip-days-too-many = A trip here is planned for at most { $days } days
trip-unlisted = No longer in the guide
trip-plays-before = Played { $date }, before your trip
trip-plays-after = Plays { $date }, after your trip
trip-estimate = { $travel } (estimate)
trip-day-summary = { $count ->
    [one] One stop · { $minutes } min travel
   *[other] { $shown } stops · { $minutes } min travel
}
trip-better-problems = { $count ->
    [one] The suggested order avoids a problem
   *[other] The suggested order avoids { $shown } problems
}
trip-better-travel = The suggested order saves { $minutes } min of travel

## The weather forecast of a trip's day (core's content::forecast), after
## the National Weather Service's. $chance is a number as text.

forecast-sunny = Sunny
forecast-partly-cloudy = Partly cloudy
forecast-cloudy = Cloudy
forecast-fog = Fog
forecast-rain = Rain
forecast-thunderstorms = Thunderstorms
forecast-rain-chance = { $chance }% chance of rain
forecast-read = The Weather Service's forecast, read { $unit ->
    [now] just now
    [minute] { $count ->
        [one] 1 minute ago
       *[other] { $shown } minutes ago
    }
    [hour] { $count ->
        [one] 1 hour ago
       *[other] { $shown } hours ago
    }
   *[day] { $count ->
        [one] 1 day ago
       *[other] { $shown } days ago
    }
}.

## The trip planner's screen (/plan-visit/days). $city the site's city;
## $name a stop's name; $day a day as written ('Tue Dec 8'); $position a
## number as text.

trip-open = Plan by Day
trip-back = ← My Favorites
trip-intro = Place what you saved on your days in { $city }. Each day is put in a sensible order with travel times, on your device, offline too.
trip-nothing = Nothing to plan yet: save events, activities and restaurants first.
trip-days-title = Your days in { $city }
trip-days-from-events = These are your events' days. Set your own to plan others.
trip-days-span = { $first } to { $last }
trip-days-change = Change days
trip-first-day = First day
trip-last-day = Last day
trip-days-set = Set the days
trip-days-events = Use my events' days
trip-no-days = When are you in { $city }? Set your days to place what you saved on them.
trip-not-placed = Not placed yet
trip-all-placed = Everything is placed.
trip-day-empty = Nothing placed on this day.
trip-move = Move to…
trip-move-label = Move { $name } to
trip-at-label = Time for { $name }
trip-any-time = Any time
trip-earlier = Earlier
trip-later = Later
trip-earlier-label = Move { $name } earlier
trip-later-label = Move { $name } later
trip-change = Change
trip-change-label = Change { $name }
trip-own-order = In your own order.
trip-use-suggested = Use the suggested order
trip-stop-number = Stop { $position }:
trip-moved = { $name } moved to { $day }
trip-now-not-placed = { $name } is not placed yet
trip-now-stop = { $name } is now stop { $position }
trip-drag-label = Drag { $name }
trip-drag-help = To drag a stop with the keyboard, press Space, move it with the arrow keys, and press Space again to drop it or Escape to cancel. The Move to menu does the same.
trip-drag-picked = { $name } picked up
trip-drag-cancelled = { $name } put back
trip-forecast = Forecast:
trip-rainy-ideas = Rainy day ideas
trip-usual-weather = Beyond the week's forecast, the weather is usually, in { $months }:
trip-map-show = Show the day's map
trip-map-hide = Hide the map
trip-map-of = Map of { $day }
trip-map-none = None of this day's stops is on the map.
