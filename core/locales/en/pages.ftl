# What the server alone writes, in English: each page's description in
# its head, and the lead of an item's. Browsers never download it.
# $brand is the site's brand, $city its city.

page-home-description = Events, activities and restaurants in { $city }, Florida: what is on, where to go and where to eat, with a favorites plan to take along.
page-events-description = Every upcoming event in { $city }: concerts, theater, festivals, art and family outings, by date, category and venue.
page-activities-description = Things to do in { $city }: museums, gardens, beaches, wildlife, tours and recreation.
page-dining-description = Where to eat in { $city }: restaurants by area, cuisine, price and rating, with opening hours.
page-search-description = Search the events, activities, restaurants and venues of { $city }.
page-weather-description = The best time to visit { $city }: the weather, crowds and highlights of each season.
page-favorites-description = Your saved events, activities and restaurants in { $city }, to send by e-mail.
page-trip-description = Your saved events, activities and restaurants in { $city } on the days of your trip, in order, with travel times.
page-shared-plan-description = A plan of events, activities and restaurants in { $city }, shared from the guide.
page-reminders-description = The event reminders the { $brand } Guide keeps for your e-mail address: see, confirm or delete them.
page-suggest-description = Suggest an event, activity or restaurant for the { $city } guide.
page-add-event-description = Organizing an event in { $city }? Send it to the guide: our staff review it and publish it.
page-my-submission-description = The event you sent to the { $brand } Guide: its review, and changes while it waits.
page-collections-description = Ideas for the day you have in { $city }: a rainy day, with kids, free this week, open late tonight, step-free and dog-friendly.
page-right-now-description = What is on and open right now in { $city }: today’s events still to come, and the restaurants and places open now, nearest first.
page-collection-rainy-day-description = What to do in { $city } on a rainy day: indoor places open today and today’s shows.
page-collection-with-kids-description = { $city } with kids: places good for children and this week’s family events.
page-collection-free-this-week-description = Free things to do in { $city } this week: free events and places free to visit.
page-collection-open-late-tonight-description = Open late tonight in { $city }: restaurants and places open at 10 PM, and late shows.
page-collection-step-free-description = Step-free places in { $city }: museums, gardens and restaurants with a step-free entrance.
page-collection-dog-friendly-description = Dog-friendly places in { $city }: parks, beaches and restaurants that welcome dogs.
page-admin-description = The { $brand } Guide staff dashboard.

# $kind is an activity-type message, $place a town or area.
activity-lead = { $kind } in { $place }
# $cuisine is as staff wrote it ('Seafood').
restaurant-lead = { $cuisine } restaurant in { $place }
restaurant-lead-plain = Restaurant in { $place }
# $rating is '8.6/10'.
restaurant-rated = rated { $rating }

# A calendar feed's name: $brand, then $category (a category message) and
# $venue as the feed is filtered; $name is the name so far.
feed-name = { $brand } events
feed-description = Upcoming events in the { $brand } Visitor Guide, each with its page.
feed-of-category = { $name }: { $category }
# $collection is a collection's title ('Rainy day').
feed-of-collection = { $name }: { $collection }
feed-at-venue = { $name } at { $venue }
# An e-mailed plan's note on an item removed from the guide.
plan-removed-note = no longer in the guide

## The guide's events on partners' pages (the widget and its iframe)
embed-heading = What’s on in { $city }
embed-empty = No events are listed here yet.
embed-more = More events in the { $brand } Visitor Guide

# The guide's ActivityPub actor (issue 73): its profile's text.
federation-actor-summary = The events of { $city }, from the { $name }: concerts, theater, festivals, art and family outings. Follow to see each new event with its page.
