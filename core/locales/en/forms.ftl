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

## Add your event: an organizer's submission (issue 73). $max is a number.
submission-venue-missing = Choose the venue, or give a new venue's name and address
submission-image-not-uploaded = Upload the picture with this form
submission-too-many-links = The description may hold at most { $max } web addresses
submission-too-fast = Please take a moment to check your event, then send it again.
submission-picture-form-old = This form has been open too long to take a picture. Reload the page, then add the picture again.
submission-too-many-today = You have sent as many events as we take in a day. Please send this one tomorrow.
submission-status-unconfirmed = Waiting for you to confirm your email address
submission-status-pending = Waiting for review
submission-status-approved = Published in the guide
submission-sent = Thank you! We sent a link to { $email }. Open it to confirm your address, and your event goes to our staff for review.
submission-confirmed = Thank you: your event is with our staff for review. We will write to you when it is published.
submission-saved = Your changes are saved.
submission-decided = Our staff have reviewed this event, so it can no longer be changed.
submission-link-unknown = This link does not open an event sent to the guide. Check that it was copied whole.
submission-status-declined = Declined
