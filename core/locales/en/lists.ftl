# The list screens (Events, Activities, Dining): their filters, counts and empty states.

## The date menu's options.

date-choice-all = All Dates
date-choice-tonight = Tonight
date-choice-this-weekend = This Weekend
date-choice-this-month = This Month
date-choice-next-month = Next Month
date-choice-this-season = This Season
date-choice-custom = Custom Dates

## Every list's filters, count and "Show more". $count is a number,
## $shown the same count as the language writes it.

filters = Filters
# After the number of filters that are on, for screen readers.
filters-on = on
apply-filters = Apply filters
clear-filters = Clear filters
# $showing is how many are shown, $total a count message ('2,000 events').
showing-of = { $showing } of { $total }
loading = Loading…
check-back-later = Please check back later.
remove-a-filter = Try removing a filter.

## Events.

events-count = { $count ->
    [one] { $shown } event
   *[other] { $shown } events
}
events-more = Show more events
events-none = No events found
events-none-hint = Try adjusting your search criteria or filters.
events-keyword = Keyword
events-keyword-placeholder = Title, venue, description…
events-category = Category
events-all-categories = All Categories
events-venue = Venue
events-all-venues = All Venues
events-date = Date
events-custom-range = Select Custom Date Range
events-start-date = Start Date
events-end-date = End Date (Optional)
apply = Apply
cancel = Cancel

## The calendar subscription under Events. $category is a category's
## name, $venue a venue's; $what is one of the feed-what messages.

feed-title = Subscribe in your calendar
feed-what-all = Every future event in the guide
feed-what-category = Future events in { $category }
feed-what-venue = Future events at { $venue }
feed-what-category-venue = Future events in { $category } at { $venue }
# $collection is a collection's title.
feed-what-collection = Future events of ‘{ $collection }’
feed-text = { $what }, in your calendar and kept up to date by itself. Date and keyword filters do not apply.
feed-subscribe = Subscribe
feed-address = Calendar address
feed-copy = Copy address
feed-copied = Address copied
feed-copied-text = Paste it into your calendar app to subscribe.
feed-not-copied = Could not copy the address
feed-not-copied-text = Select it and copy it yourself.

## Activities.

activities-count = { $count ->
    [one] { $shown } activity
   *[other] { $shown } activities
}
activities-more = Show more activities
activities-none = No activities found
activities-none-match = No activities match these filters
activities-type = Type
activities-all-types = All Types
cost-any = Free or paid
activities-features = Features
activities-features-any = Any features
cost-free = Free
cost-paid = Paid

## Dining, its Area View and map. $city is the site's city, $area an
## area's name, $rating a rating as core writes it ('8.5/10').

restaurants-count = { $count ->
    [one] { $shown } restaurant
   *[other] { $shown } restaurants
}
dining-list = Restaurants
dining-more = Show more restaurants
dining-none = No restaurants found
dining-none-match = No restaurants match these filters
all-cuisines = All Cuisines
all-areas = All Areas
any-price = Any Price
any-rating = Any Rating
rating-at-least = { $rating } or higher
sort-by = Sort by
sort-guide = Guide order
sort-rating = Highest rated
sort-name = Name (A–Z)
view-legend = Restaurant view
view-grid = Grid View
view-area = Area View
areas-title = { $city } Restaurant Areas
areas-located = { $count ->
    [one] { $shown } restaurant with map coordinates
   *[other] { $shown } restaurants with map coordinates
}
area-maps-search = (maps search, opens in a new tab)
area-more = and { $count } more
area-more-hint = { $count ->
    [one] restaurant in { $area }: scroll the list
   *[other] restaurants in { $area }: scroll the list
}
map = Map
map-of = of { $name } (opens in a new tab)
map-here = You are here
map-label = Map of the restaurants listed ({ $city })
map-cluster = { $count ->
    [one] { $shown } restaurant here: zoom in
   *[other] { $shown } restaurants here: zoom in
}
map-bare = The background map is unavailable. The pins and the areas are still shown.
map-not-loaded = The map could not be loaded. Every restaurant is listed by area.

## Near me: a list by distance from the visitor's position, which stays on
## the device.
near-me = Near me
near-me-stop = Stop sorting by distance
near-me-why = Sorts the list by distance from where you are. Your position stays on this device: it is never sent.
near-me-asking = Finding where you are… Your position stays on this device.
near-me-on = Nearest first, from where you are.
near-me-denied = Location is blocked for this site, so the list stays as it was. To sort by distance, allow location for this site in your browser’s settings.
near-me-unavailable = Your position could not be found, so the list stays as it was. Try again in a moment.
near-radius = Distance
near-radius-any = Any distance
near-within = Within { $miles } mi

## Near a place: the same order from a place of the guide the visitor
## chooses (there is no geocoder: its areas, venues and places).
near-place = Or near a place
near-place-hint = An area, a venue or an address
near-place-on = Nearest first, from { $place }.
near-place-none = Nothing in the guide is called “{ $typed }”. Try an area, a venue or a street address.
near-place-unreadable = The guide's places could not be read. Check your connection and try again.
near-place-gone = That place is no longer in the guide, so the list stays as it was.
landmark-area = Area
landmark-venue = Venue
landmark-activity = Activity
landmark-restaurant = Restaurant

## 'Right now': what is on now or later today and what is open now
## (core's content::right_now). $count is a number.

right-now-intro = Events on now or later today, and the places open now. Near me puts the closest first, with the walk or the drive to each.
right-now-events = On now and later today
right-now-places = Open now
right-now-walk = Within a walk
right-now-drive = A drive away
right-now-unplaced = Where we have no map position
right-now-more-events = { $count ->
    [one] One event today in all: the soonest are shown.
   *[other] { $shown } events today in all: the soonest are shown.
}
right-now-none = Nothing listed is on or open right now.
right-now-none-near = Nothing listed is on or open within this distance right now. Choose a wider one.
right-now-tomorrow = See what’s on this weekend

# Under the events list: organizers send their own (/add-event).
events-organizer = Organizing an event? Send it to the guide.
