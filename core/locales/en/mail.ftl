# What the server alone writes to a visitor: the e-mailed plan, and the
# answer to a send. $brand is the site's brand,
# $city its city, $name the visitor's name, $count a number.

mail-guide = { $brand } Visitor Guide
mail-footer = { $brand } Visitor Guide · { $city }
mail-self-subject = Your { $brand } visit plan
mail-self-heading = Your { $brand } visit plan
mail-self-intro = Here are the favorites you saved for your visit to { $city }. Have a wonderful time!
mail-curator-subject = { $brand } visit plan from { $name }
mail-curator-heading = A visit plan from { $name }
mail-curator-intro = { $name } would like your personalized recommendations for their visit to { $city }.
mail-from = From
mail-visit-dates = Visit dates
# Followed by the language the visitor used the guide in.
mail-language = Language
mail-message = Message
mail-notes = Notes
mail-selected = Selected items ({ $count })
mail-venue = Venue
mail-date = Date
mail-time = Time
mail-address = Address
mail-travel = Getting there
mail-cuisine = Cuisine
mail-rating = Rating
mail-in-guide = In the guide
mail-details = Details
mail-see-in-guide = See it in the guide
mail-view-details = View details

## The answer to a send that arrived (the spec's success toasts).
## $curator is the curator's name.

sent-title = Success!
sent-to-curator = Your visit plan has been sent to { $curator }! She'll be in touch soon with personalized recommendations.
sent-to-self = Your beautifully formatted visit plan has been sent to your email!
sent-suggestion-title = Suggestion submitted!
sent-suggestion = Thank you for helping us improve. We'll review your suggestion soon.

## Reminders of saved events (#37). $title is the event's, $brand the
## site's, $email the visitor's address, $day when the reminder is sent
## ('Saturday, December 5 at 8:00 AM'), $max a number.

reminder-confirm-subject = Confirm your { $brand } reminders
reminder-confirm-intro = Someone, we hope you, asked the { $brand } Visitor Guide to e-mail this address a reminder of this event. Nothing is sent until you confirm.
reminder-confirm-button = Yes, remind me
reminder-confirm-ignore = Not you? Ignore this e-mail: nothing more is sent, and the address is forgotten within a week.
reminder-today-subject = Today: { $title }
reminder-tomorrow-subject = Tomorrow: { $title }
reminder-soon-subject = Coming up: { $title }
reminder-intro = You asked to be reminded of this event. Enjoy it!
reminder-cancelled-subject = Cancelled: { $title }
reminder-cancelled-intro = An event you asked to be reminded of has been cancelled. Its reminder is deleted.
reminder-postponed-subject = Postponed: { $title }
reminder-postponed-intro = An event you asked to be reminded of has been postponed. You will be told when it has a new date.
reminder-moved-subject = New date or time: { $title }
reminder-moved-intro = An event you asked to be reminded of has moved. Your reminder moves with it.
reminder-why = You receive this because this address asked the { $brand } Visitor Guide for reminders.
reminder-your-data = See or delete what the guide keeps for this address
reminder-stop = Stop all reminders
reminder-set-title = Reminder set
reminder-set = We will e-mail { $email } on { $day }.
reminder-check-title = Check your inbox
reminder-confirm-sent = We sent a link to { $email }. Open it to confirm your reminder.
reminder-confirm-pending = The link we just sent to { $email } confirms this reminder too.
reminder-begun = This event has already begun.
reminder-cancelled = This event is cancelled.
reminder-too-many = This address holds { $max } reminders, the most the guide keeps. Delete some first.
reminder-link-gone = This link is no longer valid: the guide keeps nothing for it.
reminder-unsubscribed = Done: the guide has forgotten this address and will send it nothing more.
reminder-event-gone = This event is no longer in the guide.
weekly-unknown-category = Choose categories from the list.
weekly-subject = This weekend in { $city }
weekly-confirm-subject = Confirm “This weekend in { $city }”
weekly-confirm-intro = Someone, we hope you, asked the { $brand } Visitor Guide to e-mail this address “This weekend in { $city }” every Thursday morning. Nothing is sent until you confirm.
weekly-confirm-button = Yes, send it to me
weekly-intro = What's on from Friday evening to Sunday, day by day.
weekly-in-categories = In your categories: { $categories }.
weekly-calendar = The calendar file attached puts them all in your calendar.
weekly-why = You receive this because this address subscribed to “This weekend in { $city }” from the { $brand } Visitor Guide.
weekly-stop = Unsubscribe
weekly-set-title = Subscribed
weekly-set = { $email } will get “This weekend in { $city }” every Thursday at 9 in the morning.
weekly-confirm-sent = We sent a link to { $email }. Open it to confirm your subscription.
weekly-confirm-pending = The link we just sent to { $email } confirms this subscription too.
weekly-unsubscribed = Done: this address will get no more weekly e-mails.

## A staff account's e-mailed link (#39). $guide is mail-guide, $name a
## person's name, $role a role's name.
staff-invite-subject = Join the { $guide } dashboard
staff-invite-intro = { $name } invites you to the { $guide } dashboard as { $role }. Choose your name and a password to accept.
staff-invite-button = Accept the invitation
staff-invite-note = The link works once, for 72 hours. If you did not expect this invitation, ignore this e-mail.
staff-reset-subject = Choose a new password for the { $guide } dashboard
staff-reset-intro = Hello { $name }, someone asked to reset the password of your dashboard account. Choose a new one with the link below.
staff-reset-button = Choose a new password
staff-reset-note = The link works once, for an hour. If you did not ask for it, ignore this e-mail: your password stays as it is.

## A visitor told that their suggestion is in the guide (#71).
suggestion-published-subject = { $name } is now in { $guide }
suggestion-published-intro = Hello { $visitor }, thank you for suggesting { $name }. It is in the guide now, for everyone who visits { $city }.
suggestion-published-note = You get this e-mail because you left your address with your suggestion. It is the only one we send about it.

## A weekly issue staff send themselves to try it (#71).
weekly-test-subject = Test: { $subject }

## Add your event: the organizer confirms their address (issue 73).
## $title is the event's; $brand the site's.
submission-confirm-subject = Confirm your event for { $brand }
submission-confirm-intro = Someone, we hope you, sent “{ $title }” to the { $brand } Visitor Guide. Confirm your address and it goes to our staff for review.
submission-confirm-button = Confirm my event
submission-confirm-note = The same link shows where your event stands, and lets you change it until it is reviewed. Not you? Ignore this e-mail: nothing is published.

## An organizer's submission decided by staff (issue 73). $reason is staff's.
submission-published-subject = “{ $title }” is in the { $brand } Visitor Guide
submission-published-intro = Thank you for sending “{ $title }”: our staff have published it.
submission-published-note = Thank you for helping visitors find what is on.
submission-declined-subject = About “{ $title }”
submission-declined-intro = Thank you for sending “{ $title }”. Our staff could not publish it: { $reason }
submission-declined-button = Send another event
submission-declined-note = You are welcome to send other events: they are reviewed the same way.
