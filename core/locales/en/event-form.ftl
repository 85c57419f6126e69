# An event's form: staff's Add Event and Edit (the dashboard) and the
# organizers' 'Add your event' (/add-event) share these fields.

field-title = Title
field-venue-name = Venue name
field-time = Time
field-ticket-price = Ticket price
field-category = Category
field-ticket-url = Ticket URL
field-address = Address
field-venue = Venue
field-venue-other = Another venue (type its name)
field-date = Date
field-end-date = End date
field-time-example = e.g. 7:30 PM
field-ticket-price-example = e.g. $25 - $85
field-repeat = Repeats
field-until = Last date
repeat-never = Does not repeat
repeat-daily = Every day
repeat-weekly = Every week
repeat-every-two-weeks = Every two weeks
repeat-monthly = Every month on this date
repeat-until-missing = Say the last date of the series
repeat-until-before-start = The last date is before the first
repeat-until-invalid = Give the last date as a date
repeat-too-many = A series can have at most { $max } dates
picture-upload = Upload a picture
picture-uploading = Uploading…
picture-uploaded = Picture uploaded: the form uses it now.

# 'Add your event' (/add-event) and the organizer's page (/add-event/mine).
# $city is the site's city.

add-event-intro = Organizing a performance, a festival, a class or a market in { $city }? Tell us about it. Our staff review every event before it appears in the guide.
add-event-step-form = Fill in the form below.
add-event-step-confirm = Open the link we email you, to confirm your address.
add-event-step-review = Our staff review your event, and we write to you when it is published.
add-event-part-event = The event
add-event-part-when = When
add-event-part-where = Where
add-event-part-picture = Picture
add-event-part-you = About you
add-event-description-hint = What visitors should know. At most { $max } web addresses.
add-event-category-choose = Select a category
add-event-end-date-hint = For an event that runs over several days.
add-event-venue-choose = Select the venue
add-event-venue-new = Another venue, not in this list
add-event-address-example = e.g. 1 N Tamiami Trail, Sarasota, FL
add-event-picture-hint = A JPEG or PNG photo or poster, at most 5 MB; a wide one (1600 pixels) looks best.
add-event-picture-choose = Choose a picture
add-event-picture-replace = Choose another picture
add-event-picture-remove = Remove the picture
add-event-picture-uploading = Uploading…
add-event-picture-added = Picture added.
add-event-picture-failed = The picture was not added. Please try again.
add-event-picture-chosen = The picture you chose
add-event-you-hint = Only our staff see your name and email address. We write to you about this event only.
add-event-email-fixed = The address we sent your link to.
add-event-homepage = Leave this field empty
add-event-offline = You are offline. You can send your event once you are back online.
add-event-form-unavailable = The form cannot be sent right now. Please reload the page.
add-event-send = Send for review
add-event-sending = Sending…
add-event-failed = Your event was not sent
add-event-sent-heading = Check your email
add-event-another = Add another event

my-submission-no-link = Open this page from the link in the email we sent you.
my-submission-loading = Opening your event…
my-submission-failed-open = Your event could not be opened. Please try again later.
my-submission-status = Status:
my-submission-reason = Our staff’s reason: { $reason }
my-submission-published = It is in the guide now: we emailed you its page.
my-submission-edit-intro = You can change your event until our staff have reviewed it.
my-submission-save = Save changes
my-submission-saving = Saving…
my-submission-failed = Your changes were not saved
my-submission-another = Send another event
