# The visitor's screens, in English: the spec's words. Every other
# language's guide.ftl has the same messages with the same variables
# (core/tests/catalogs.rs checks it).

## The site's chrome: navigation and footer.

nav-main = Main
nav-home = Home
nav-events = Events
nav-activities = Activities
nav-dining = Dining
nav-favorites = My Favorites
nav-weather = Best Time to Visit
nav-suggest = Suggest Addition
nav-add-event = Add Your Event
menu-open = Open menu
menu-close = Close menu
# $brand is the site's brand (by default its city).
site-name = { $brand } Guide
site-name-unbranded = Visitor Guide

footer-explore = Explore
footer-plan = Plan Your Visit
footer-help = Help Us Improve
footer-follow = Follow Along
# After '© 2026 '.
footer-rights = { $brand } Visitor Guide. All rights reserved.
footer-rights-unbranded = Visitor Guide. All rights reserved.
# Read after a link's name by screen readers.
opens-new-tab = (opens in a new tab)

## Pages, the search box and updates.

skip-to-content = Skip to content
# The 404 page's heading is page-not-found-title; this leads back.
back-home = Back to Home
# A screen whose code could not be downloaded.
page-not-loaded = This page could not be loaded
page-not-loaded-hint = Check your connection, then try again.
try-again = Try again
# A new build was deployed while the page was open.
update-available = A new version is available
update-reload = Reload
# The phone's button that opens the search row.
search-open = Search
search-label = Search the guide
search-placeholder = Search events, places, food…

## The choice of language.

language-menu = Language
# Offered once, in its own language, to a browser that prefers it.
language-offer = This guide is also in English.
language-offer-switch = Read it in English
language-offer-dismiss = No, thanks
# Beside an item's text shown in the language it was written in, when
# that is not the visitor's; $lang is its code.
written-in = { $lang ->
    [es] in Spanish
    [fr] in French
    [de] in German
   *[en] in English
}

## Each page's title, as the page's head and the tab say it (the
## descriptions are the server's: pages.ftl). $brand is the site's brand.
## A title other than home's is followed by ' · ' and site-name.

page-home-title = { $brand } Visitor Guide
page-events-title = All Events
page-activities-title = Activities
page-dining-title = Dining
page-search-title = Search
page-weather-title = Best Time to Visit
page-favorites-title = My Favorites
page-trip-title = Plan by Day
page-shared-plan-title = Shared Plan
page-reminders-title = My Reminders
page-suggest-title = Suggest an Addition
page-add-event-title = Add Your Event
page-my-submission-title = Your Event
page-admin-title = Admin Dashboard
page-collections-title = Ideas for your day
page-right-now-title = Right now
page-collection-rainy-day-title = Rainy day
page-collection-with-kids-title = With kids
page-collection-free-this-week-title = Free this week
page-collection-open-late-tonight-title = Open late tonight
page-collection-step-free-title = Step-free
page-collection-dog-friendly-title = Dog-friendly
page-not-found-title = 404 Page Not Found
page-not-found-description = The page you are looking for does not exist or has moved.

## What an item is, in its page's title.

activity-type-museum = Museum
activity-type-gardens = Gardens
activity-type-beach = Beach
activity-type-wildlife = Wildlife
activity-type-tours = Tours
activity-type-recreation = Recreation
activity-type-attraction = Attraction
restaurant = Restaurant

## Home, and the cards and buttons of every list. $name is an item's
## name or title.

home-title = Discover the Magic!
# $city is the site's city.
home-welcome = Welcome to { $city }! Beaches, performances, gardens and great food — everything worth doing while you are here, picked by a local.
# $curator is the curator's name.
home-host = — { $curator }, your host
home-events = Upcoming Events
home-all-events = View All Events
home-all-activities = View All Activities
home-all-dining = View All Dining
# Home's lead: what is on tonight and this weekend. $shown is a count as the language writes it.
whats-on-tonight = Tonight
whats-on-weekend = This weekend
whats-on-all-tonight = All tonight’s events ({ $shown })
whats-on-all-weekend = All events this weekend ({ $shown })
weekly-by-email = This weekend by e-mail, every Thursday
whats-on-none-tonight = Nothing more on tonight.
whats-on-none-weekend = Nothing listed for this weekend yet.
# Home's link to the Right now page.
right-now-link = Right now: what’s on and open near you
# Right now among the ideas for the day (Home, the collections).
right-now-line = What is on and open now, nearest first.
# A repeating event's card: 'Every Saturday · 7 AM-1 PM · next: Sat Dec 5'.
series-every = Every { $weekday }
series-dates = { $count ->
    [one] 1 date
   *[other] { $shown } dates
}
series-next = next: { $date }
no-picture = No Picture Available
no-image = No image available
details = Details
# After Details, for screen readers.
details-for = for { $name } (opens in a new tab)
# A card’s Details, which leaves the guide (#69).
details-site-for = for { $name } (opens the venue’s site in a new tab)
details-tickets-for = for { $name } (opens the ticket seller’s site in a new tab)
website = Website
website-of = of { $name } (opens in a new tab)
more-info = More info
more-info-about = about { $name }
add-to-calendar-named = Add { $name } to calendar
call = Call { $number }
call-named = Call { $name } at { $number }
opens-map = (opens a map in a new tab)
close = Close
favorite-add = Add to My Favorites
favorite-added = Added
favorite-added-title = Added to plan!
favorite-added-text = { $name } has been added to your plan.
favorite-see = See My Favorites
favorite-see-alt = My Favorites is in the navigation
favorite-removed-title = Removed from plan
favorite-removed-text = { $name } has been removed from your plan.
# After the count of saved items, for screen readers.
favorites-saved = saved

## Forms. $shown is the count as the language writes it, $count the number.

characters-left = { $count ->
    [one] { $shown } character left
   *[other] { $shown } characters left
}
characters-over = { $count ->
    [one] { $shown } character over the limit
   *[other] { $shown } characters over the limit
}
please-try-later = Please try again later.

## What core writes on cards and pages: event categories (as the
## filters name them), statuses, cuisines, prices and ratings.

category-broadway = Broadway
category-opera = Opera
category-ballet = Ballet
category-theater = Theater
category-comedy = Comedy
category-speaker-series = Speaker Series
category-live-music = Live Music
category-circus = Circus
category-festival = Festivals
category-museum = Museum
category-outdoor = Outdoor
category-other = Other
status-cancelled = Cancelled
status-postponed = Postponed
cuisine-american = American
cuisine-italian = Italian
cuisine-mexican = Mexican
cuisine-asian = Asian
cuisine-seafood = Seafood
cuisine-steakhouse = Steakhouse
cuisine-french = French
cuisine-indian = Indian
cuisine-thai-vietnamese = Thai/Vietnamese
cuisine-mediterranean = Mediterranean
cuisine-other = Other
contact-for-pricing = Contact for pricing
no-rating = No rating

## What a send kept on the device, or refused, tells the visitor.

error = Error
suggestion-error = Error submitting suggestion
queued-title = Saved — it will be sent when you are back online
queued-text = It stays on this device until then, even if you close the page.

## Said offline of a list or page the device has no copy of.

not-on-device = Not on this device yet
not-on-device-text = This isn’t saved on this device yet — connect to see it.

## Said by any page: a calendar file that failed, the hours of a place,
## the offline status.

calendar-failed = Could not make the calendar file
calendar-failed-text = Please try again.
open-now = Open now
closed-now = Closed now
offline = Offline
offline-no-connection = No connection to the guide
# $time is when the guide was last read, in the device's clock.
offline-as-of = — showing the guide as of { $time }
offline-saved = — showing what this device has saved

## Prices as core reads them (#69): '$30 adults, $5 children 6–17'.
## $who is one of the price-… words below; $from and $to are ages.
price-free = Free
price-free-for = Free for { $who }
price-adults = adults
price-children = children
price-seniors = seniors
price-students = students
price-members = members
price-ages = { $who } { $from }–{ $to }
price-per-person = per person
price-per-vehicle = per vehicle

## A place's facts (core's content::facts): set by staff, never guessed.
place-facts-good-to-know = Good to know
place-facts-access = Accessibility
place-facts-parking = Parking
place-fact-indoor = Indoors
place-fact-outdoor = Outdoors
place-fact-kids = Good for kids
place-fact-dogs = Dogs welcome
place-fact-free = Free entry
place-fact-step-free = Step-free entrance
place-fact-accessible-restroom = Accessible restroom
place-fact-accessible-parking = Accessible parking
place-fact-wheelchair-loan = Wheelchairs to borrow
place-fact-quiet-hours = Quiet hours
place-fact-sign-language = Sign-language interpretation
place-fact-audio-description = Audio description
place-fact-free-parking = Free parking
place-fact-paid-parking = Paid parking
place-fact-street-parking = Street parking
visit-minutes = About { $minutes } minutes
visit-hours = About { $hours ->
    [one] { $shown } hour
   *[other] { $shown } hours
}
visit-hours-half = About { $hours }½ hours

## Collections: the guide's items for the day a visitor has (core's
## content::collections), on Home and their own pages. $count is a number.

collection-rainy-day-intro = Indoor places open today, and today’s shows in a hall.
collection-with-kids-intro = Places good for children, and this week’s events with a children’s price.
collection-free-this-week-intro = Free events in the next seven days, and places free to visit.
collection-open-late-tonight-intro = Places still open at 10 PM tonight, and shows that start at 9 PM or later.
collection-step-free-intro = Places with a step-free entrance.
collection-dog-friendly-intro = Places that welcome dogs.
collections-heading = Ideas for your day
collections-all = All ideas
collection-events = Events
collection-activities = Activities
collection-restaurants = Restaurants
collection-more-events = { $count ->
    [one] One event in all: the soonest are shown.
   *[other] { $shown } events in all: the soonest are shown.
}
collection-empty = Nothing in this collection today. Try another idea:
collection-others = More ideas
collection-subscribe = Add its events to your calendar
