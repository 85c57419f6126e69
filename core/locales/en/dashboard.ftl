# The dashboard's words (/admin): staff's forms, checked by core
# (dashboard/admin.rs, content/translations.rs) in the browser and again
# by the server. Its field names beside forms.ftl's.

## The fields' names, as the messages name them.
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
field-open-hours = Opening hours
field-area = Area
field-reservation-url = Reservation URL
field-schedule = Schedule

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
