# The dashboard's words (/admin): staff's forms, checked by core
# (dashboard/admin.rs, content/translations.rs) in the browser and again
# by the server. Its field names beside forms.ftl's.

## The fields' names, as the forms and their messages name them; an
## -example is a field's placeholder, a -hint its note.
field-title = Title
field-venue-name = Venue name
field-time = Time
field-ticket-price = Ticket price
field-category = Category
field-image-url = Image URL
field-ticket-url = Ticket URL
field-source-url = Source URL
field-address = Address
field-phone = Phone
field-price = Price
field-recurring-schedule = Recurring schedule
field-venue-type = Venue type
field-location = Location
field-cuisine = Cuisine
field-cuisine-detail = Cuisine detail
field-open-hours = Open hours
field-area = Area
field-reservation-url = Reservation URL
field-schedule = Schedule
field-venue = Venue
field-venue-other = Another venue (type its name)
field-date = Date
field-end-date = End date
field-time-example = e.g. 7:30 PM
field-ticket-price-example = e.g. $25 - $85
field-status = Status
field-status-hint = A cancelled or postponed event stays listed, marked.
field-activity-type = Activity type
field-price-example = e.g. Free, $25
field-recurring-schedule-example = e.g. Daily 10 AM - 5 PM
field-capacity = Capacity
field-rating = Rating
field-rating-hint = 1 to 10, in steps of 0.1
field-price-range = Price range
field-cuisine-choose = Select a cuisine
field-cuisine-detail-hint = The restaurant's own words, shown beside the cuisine
field-cuisine-detail-example = e.g. Peruvian, Spanish/Cuban
field-area-choose = Select an area
field-open-hours-example = e.g. Daily 11 AM - 10 PM
field-latitude = Latitude
field-longitude = Longitude

## What is wrong.
event-date-invalid = The date must be a date (YYYY-MM-DD)
event-end-date-invalid = The end date must be a date (YYYY-MM-DD)
event-end-before-start = The end date is before the start date
restaurant-name-required = Restaurant name is required.
restaurant-description-required = Restaurant description is required.
restaurant-rating-invalid = Rating must be a number from 1 to 10 in steps of 0.1.
latitude-invalid = The latitude must be a number.
longitude-invalid = The longitude must be a number.
# A translation's field, named with its language: 'Title (Français)'.
translation-field = { $field } ({ $language })
# $field is a field's name in the API ('category').
translation-field-fixed = '{ $field }' cannot be translated
# $lang is the code of the language the item is written in.
translation-same-language = It is written { $lang ->
    [es] in Spanish
    [fr] in French
    [de] in German
   *[en] in English
} already

## The dashboard's frame and dialogs. $kind is the kind of item
## (events, activities, restaurants); $name an item's or a person's name.
admin-title = Admin Dashboard
admin-signed-in-as = Logged in as { $name }
admin-sign-out = Sign out
admin-sections = Dashboard sections
admin-tab-discovery = Venue Events Discovery
admin-tab-activities = Add Activities
admin-tab-restaurants = Add Restaurants
admin-tab-images = Image Management
admin-tab-inbox = Review Inbox
admin-tab-suggestions = Suggestions
admin-tab-manage = Manage Content
admin-tab-waiting = { $tab } ({ $count })
admin-checking-sign-in = Checking your sign-in…
admin-going-to-sign-in = Going to the sign-in page…
admin-cancel = Cancel
admin-try-again = Please try again.
admin-saving = Saving...
scrape-placeholder = https://
scrape = Scrape
scraping = Scraping...
delete-title = { $kind ->
    [events] Delete this event?
    [activities] Delete this activity?
   *[restaurants] Delete this restaurant?
}
delete-confirm = { $kind ->
    [events] Delete event
    [activities] Delete activity
   *[restaurants] Delete restaurant
}
delete-busy = Deleting...
delete-text = will be removed from the guide, and from visitors' lists. This cannot be undone.
delete-done = { $kind ->
    [events] Event deleted
    [activities] Activity deleted
   *[restaurants] Restaurant deleted
}
delete-done-text = { $name } is no longer in the guide.
delete-failed = { $kind ->
    [events] Failed to delete event
    [activities] Failed to delete activity
   *[restaurants] Failed to delete restaurant
}
edit-title = { $kind ->
    [events] Edit event
    [activities] Edit activity
   *[restaurants] Edit restaurant
}
edit-saved = { $kind ->
    [events] Event updated
    [activities] Activity updated
   *[restaurants] Restaurant updated
}
edit-saved-text = { $name } is saved; visitors see the change now.
edit-failed = { $kind ->
    [events] Failed to update event
    [activities] Failed to update activity
   *[restaurants] Failed to update restaurant
}
edit-save = Save Changes

## The Translations view. $language is a language named in itself.
translations-title = Translations of { $name }
translations-written-in = Written in
translations-into = Translate into
translations-missing = { $count ->
    [0] (complete)
   *[other] ({ $count } missing)
}
translations-field-in = { $field } in { $language }
translations-save = Save Translations
translations-saved = Translations saved
translations-saved-text = { $name } now reads in every language given.
translations-failed = Failed to save translations
