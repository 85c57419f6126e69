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

## Each page's title and description, as the page's head and the tab say
## them. $brand is the site's brand, $city its city. A title other than
## home's is followed by ' · ' and site-name.

page-home-title = { $brand } Visitor Guide
page-home-description = Events, activities and restaurants in { $city }, Florida: what is on, where to go and where to eat, with a favorites plan to take along.
page-events-title = All Events
page-events-description = Every upcoming event in { $city }: concerts, theater, festivals, art and family outings, by date, category and venue.
page-activities-title = Activities
page-activities-description = Things to do in { $city }: museums, gardens, beaches, wildlife, tours and recreation.
page-dining-title = Dining
page-dining-description = Where to eat in { $city }: restaurants by area, cuisine, price and rating, with opening hours.
page-search-title = Search
page-search-description = Search the events, activities, restaurants and venues of { $city }.
page-weather-title = Best Time to Visit
page-weather-description = The best time to visit { $city }: the weather, crowds and highlights of each season.
page-favorites-title = My Favorites
page-favorites-description = Your saved events, activities and restaurants in { $city }, to send by e-mail.
page-shared-plan-title = Shared Plan
page-shared-plan-description = A plan of events, activities and restaurants in { $city }, shared from the guide.
page-suggest-title = Suggest an Addition
page-suggest-description = Suggest an event, activity or restaurant for the { $city } guide.
page-admin-title = Admin Dashboard
page-admin-description = The { $brand } Guide staff dashboard.
page-not-found-title = 404 Page Not Found
page-not-found-description = The page you are looking for does not exist or has moved.

## What an item is, in its page's title and description.

activity-type-museum = Museum
activity-type-gardens = Gardens
activity-type-beach = Beach
activity-type-wildlife = Wildlife
activity-type-tours = Tours
activity-type-recreation = Recreation
activity-type-attraction = Attraction
# $kind is an activity-type message, $place a town or area.
activity-lead = { $kind } in { $place }
restaurant = Restaurant
# $cuisine is as staff wrote it ('Seafood').
restaurant-lead = { $cuisine } restaurant in { $place }
restaurant-lead-plain = Restaurant in { $place }
# $rating is '8.6/10'.
restaurant-rated = rated { $rating }
