# What a form says of a field that breaks a rule, under the field and in
# the API's answer to the same payload (core's text/validation.rs). The
# visitor's forms: Plan Your Visit's two and Suggest an Addition.
# $field is the field's name, one of the field-… messages; $max a number
# already written in the language's form ('5,000').

## The fields' names, as the messages name them.
field-name = Name
field-email = Email
field-visit-dates = Visit dates
field-message = Message
field-notes = Notes
field-type = Type
field-website = Website
field-description = Description
field-your-name = Your name
field-your-email = Your email

## What is wrong.
field-required = { $field } is required
field-too-long = { $field } must be at most { $max } characters
field-bad-characters = { $field } contains characters that are not allowed
field-has-link = { $field } cannot contain web addresses
field-not-web-address = { $field } must be a web address starting with http:// or https://
email-invalid = Please enter a valid email address
# $address is what the visitor typed.
email-address-invalid = '{ $address }' is not a valid email address
email-too-many = Send to at most { $max } addresses at once
website-invalid = Please enter a website address, such as example.com
type-unlisted = Choose one of the listed types

## A plan that cannot be sent as it is.
plan-too-many = A plan can hold at most { $max } items
# $item is an item the guide no longer has: its name, type and number
# ('Swan Lake' (Event 12)); $items several, joined by commas.
plan-unknown-item = '{ $name }' ({ $type } { $id })
plan-unknown-one = { $item } is not in the guide; remove it from My Favorites and send again
plan-unknown-many = { $items } are not in the guide; remove them from My Favorites and send again
# An address that had plans sent to it $count times within the hour.
plan-address-limited = { $address } has already been sent { $count ->
        [one] one visit plan
       *[other] { $shown } visit plans
    } in the last hour. Please try again later.

## The kinds of suggestion, in Suggest an Addition and the dashboard.
suggestion-type-event = Performance/Event
suggestion-type-activity = Activity/Attraction
suggestion-type-restaurant = Restaurant
suggestion-type-venue = Venue

## The server's answer to a client that sends too much at once.
too-many-requests = Too many requests; please try again in a minute.
