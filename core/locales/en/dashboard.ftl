# The dashboard's words (/admin): staff's forms, checked by core
# (dashboard/admin.rs, content/translations.rs) in the browser and again
# by the server. Its field names beside forms.ftl's.

## The fields' names, as the forms and their messages name them; an
## -example is a field's placeholder, a -hint its note.
field-image-url = Image URL
field-source-url = Source URL
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
field-status = Status
field-status-hint = A cancelled or postponed event stays listed, marked.
field-every-date = Make these changes to every coming date of this series ({ $count } dates)
field-every-date-hint = Each date keeps its day, its status and any value of its own (a later start, another price).
field-activity-type = Activity type
field-price-example = e.g. Free, $25
field-recurring-schedule-example = e.g. Daily 10 AM - 5 PM; closed Thanksgiving
field-capacity = Capacity
field-visit-minutes = Visit length (minutes)
field-visit-minutes-hint = How long a visit usually takes, e.g. 90
visit-minutes-range = A visit takes from 1 minute to a whole day (1440 minutes).
field-rating = Rating
field-rating-hint = 1 to 10, in steps of 0.1
field-price-range = Price range
field-cuisine-choose = Select a cuisine
field-cuisine-detail-hint = The restaurant's own words, shown beside the cuisine
field-cuisine-detail-example = e.g. Peruvian, Spanish/Cuban
field-area-choose = Select an area
field-open-hours-example = e.g. Tue-Sun 11 AM - 10 PM; closed Mon
field-latitude = Latitude
field-longitude = Longitude

## What is wrong.
event-date-invalid = The date must be a date (YYYY-MM-DD)
event-end-date-invalid = The end date must be a date (YYYY-MM-DD)
event-end-before-start = The end date is before the start date
restaurant-name-required = Restaurant name is required.
restaurant-description-required = Restaurant description is required.
restaurant-rating-invalid = Rating must be a number from 1 to 10 in steps of 0.1.
latitude-invalid = The latitude must be a number from -90 to 90.
longitude-invalid = The longitude must be a number from -180 to 180.
coordinates-both = Give both the latitude and the longitude, or neither.
position-unreadable = Paste the position as a map gives it: latitude, longitude (27.3306, -82.5418).

## The guide's languages, named in the dashboard's: in a sentence
## ('Untranslated into French') and on their own (a menu's option).
language-name = { $lang ->
   *[en] English
    [es] Spanish
    [fr] French
    [de] German
}
language-label = { $lang ->
   *[en] English
    [es] Spanish
    [fr] French
    [de] German
}

# A translation's field, named with its language: 'Title (French)'.
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
admin-tab-today = Today
admin-tab-discovery = Venue Events Discovery
admin-tab-activities = Add Activities
admin-tab-restaurants = Add Restaurants
admin-tab-images = Image Management
admin-tab-inbox = Review Inbox
admin-tab-suggestions = Suggestions
admin-tab-manage = Manage Content
admin-tab-weekly = Weekly E-mail
admin-tab-embed = Embed
admin-tab-waiting = { $tab } ({ $count })
## Today: what needs attention, each one click from its place.
today-title = What needs attention
today-loading = Loading…
today-inbox = { $count ->
    [0] Nothing waits in the review inbox.
    [one] 1 event waits in the review inbox.
   *[other] { $count } events wait in the review inbox.
}
today-open-inbox = Open the review inbox
today-sources-heading = Followed sources
today-sources = { $count ->
    [0] Every followed source reads well.
    [one] 1 followed source is failing or suspicious:
   *[other] { $count } followed sources are failing or suspicious:
}
today-open-sources = Open the followed sources
today-suggestions = { $count ->
    [0] No new suggestions.
    [one] 1 new suggestion from a visitor.
   *[other] { $count } new suggestions from visitors.
}
today-open-suggestions = Open the suggestions
today-pictures-heading = Pictures
today-pictures = { $count ->
    [0] Every coming event has a picture.
    [one] 1 coming event has no working picture.
   *[other] { $count } coming events have no working picture.
}
today-open-images = Open Image Management
today-weekly = The next one goes { $when }, to { $count ->
    [one] 1 subscriber
   *[other] { $count } subscribers
}.
today-open-weekly = Open the weekly e-mail
today-changes = Last changes by others
today-changes-none = Nobody else has changed anything yet.
today-change = { $who } · { $when }: { $item }
today-open-history = Open the history
admin-checking-sign-in = Checking your sign-in…
admin-going-to-sign-in = Going to the sign-in page…

## The sign-in page (/api/login), drawn by the server in the language of
## the dashboard page it returns to. $guide is page-home-title.
login-page-title = Sign in · { $guide }
login-title = Admin sign in
login-email = Email
login-password = Password
login-submit = Sign in
login-back = ← Back to the guide
login-missing = Please enter your email and password.
login-other-site = Please sign in from this site's own sign-in page.
login-invalid = Invalid email or password.
login-throttled = Too many failed sign-in attempts. Please try again in { $minutes ->
        [one] { $minutes } minute.
       *[other] { $minutes } minutes.
    }
admin-cancel = Cancel

# A dialog's form with changes not saved, asked before it closes.
unsaved-title = Discard your changes?
unsaved-text = What you changed here is not saved. Discarding it cannot be undone.
unsaved-discard = Discard changes
unsaved-keep = Keep editing
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
# The server's answer to an edit (its toast's title).
updated-successfully = { $kind ->
    [events] Event updated successfully!
    [activities] Activity updated successfully!
   *[restaurants] Restaurant updated successfully!
}
restaurant-similar-found = Found { $count ->
        [one] 1 similar restaurant
       *[other] { $count } similar restaurants
    } already in the guide
edit-failed = { $kind ->
    [events] Failed to update event
    [activities] Failed to update activity
   *[restaurants] Failed to update restaurant
}
edit-save = Save Changes
# A save refused: someone changed the item after the form opened.
edit-conflict = { $who } changed this { $kind ->
    [events] event
    [activities] activity
   *[restaurants] restaurant
} after you opened it: { $fields }. Nothing was saved.
edit-conflict-someone = Someone
## An edit made while someone else changed the item.
edit-opening = { $kind ->
    [events] Opening the event…
    [activities] Opening the activity…
   *[restaurants] Opening the restaurant…
}
edit-gone = { $kind ->
    [events] This event is no longer in the guide.
    [activities] This activity is no longer in the guide.
   *[restaurants] This restaurant is no longer in the guide.
}
edit-open-failed = It could not be opened. Please try again.
edit-not-saved = Not saved: changed meanwhile
edit-meanwhile-title = Changed while you were editing
edit-meanwhile-change = { $who } · { $when }: { $fields }
edit-meanwhile-taken = Their changes are now in the form, and yours are kept. Check it, then save.
edit-meanwhile-both = { $count ->
    [one] You both changed one field: yours is kept, and theirs is shown under it.
   *[other] You both changed { $count } fields: yours are kept, and theirs are shown under them.
}
edit-meanwhile-field = Changed meanwhile to “{ $value }”. Yours is kept when you save.
edit-meanwhile-field-cleared = Cleared meanwhile. Yours is kept when you save.
edit-meanwhile-theirs = Use their version

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

## Add Activities, Add Restaurants and its duplicate dialog, Manage Content.
activity-scraped = Activity scraped successfully!
activity-scraped-text = Check the details of { $name } below, then create it.
activity-unnamed = the activity
activity-scrape-failed = Failed to scrape activity
scrape-try-again = Please check the URL and try again.
activity-created = Activity created successfully!
activity-created-text = { $name } is now listed on the Activities page.
activity-create-failed = Failed to create activity
activity-scrape-heading = Scrape an activity
activity-scrape-url = Activity page URL
activity-scrape-hint = The address of the activity's web page; what it says fills in the form below.
activity-details = Activity details
admin-creating = Creating...
activity-create = Create Activity
admin-clear-form = Clear Form
restaurant-listed-text = { $name } is listed on the Dining page.
restaurant-scraped = Restaurant scraped successfully!
restaurant-scraped-text = Detected area: { $area }. Check the details below, then create it.
restaurant-scrape-failed = Failed to scrape restaurant
restaurant-created = Restaurant created successfully!
restaurant-replaced = Restaurant replaced successfully!
restaurant-create-failed = Failed to create restaurant
restaurant-replace-failed = Failed to replace restaurant
restaurant-scrape-heading = Scrape a restaurant
restaurant-scrape-url = Restaurant page URL
restaurant-scrape-hint = The address of the restaurant's web page; what it says fills in the form below and its area is detected.
restaurant-details = Restaurant details
restaurant-detected-area = Detected area:
restaurant-create = Create Restaurant
duplicate-title = Duplicate Restaurant Detected
duplicate-new = New restaurant
duplicate-existing = Already in the guide
duplicate-id = (ID { $id })
duplicate-replace = Replace { $id }
duplicate-create-anyway = Create Anyway
duplicate-replace-existing = Replace Existing ({ $id })
manage-title = Manage content
manage-kind = Content type
manage-kind-name = { $kind ->
    [events] Events
    [activities] Activities
   *[restaurants] Restaurants
}
manage-search = { $kind ->
    [events] Search events by title
    [activities] Search activities by name
   *[restaurants] Search restaurants by name
}
manage-translations = Translations
manage-translations-all = All, translated or not
manage-untranslated-into = Untranslated into { $language }
manage-loading = { $kind ->
    [events] Loading the events…
    [activities] Loading the activities…
   *[restaurants] Loading the restaurants…
}
manage-failed = This list could not be loaded.
manage-count = { $kind ->
    [events] { $count ->
        [one] { $count } event
       *[other] { $count } events
    }
    [activities] { $count ->
        [one] { $count } activity
       *[other] { $count } activities
    }
   *[restaurants] { $count ->
        [one] { $count } restaurant
       *[other] { $count } restaurants
    }
}
manage-count-of = { $kind ->
    [events] { $count } of { $total } events
    [activities] { $count } of { $total } activities
   *[restaurants] { $count } of { $total } restaurants
}
manage-none = Nothing matches your search.
manage-edit = Edit
manage-delete = Delete
manage-item-of = of { $name }

## Suggestions and Image Management. $status is a suggestion's state.
suggestion-status-new = New
suggestion-status-added = Added
suggestion-status-dismissed = Dismissed
suggestion-updated = Suggestion updated
suggestion-updated-text = { $name } is marked { $status ->
    [new] new
    [added] added
   *[dismissed] dismissed
}.
suggestion-update-failed = Failed to update suggestion
suggestion-by = Suggested by { $name }
suggestion-on = on { $date }
suggestion-status = Status
suggestions-title = Visitor suggestions
suggestions-show = Show
suggestions-all = All suggestions
suggestions-loading = Loading the suggestions…
suggestions-failed = The suggestions could not be loaded.
suggestions-none = No suggestions yet.
suggestions-none-of = { $status ->
    [new] No new suggestions.
    [added] No added suggestions.
   *[dismissed] No dismissed suggestions.
}
images-intro = Items whose picture is missing or does not load. Upload one for each from your computer.
images-list-count = { $title } ({ $count })
images-all-working = { $kind ->
    [events] All events have working images!
    [activities] All activities have working images!
   *[restaurants] All restaurants have working images!
}
images-checking = { $kind ->
    [events] Checking the events' images…
    [activities] Checking the activities' images…
   *[restaurants] Checking the restaurants' images…
}
images-uploaded = Image uploaded successfully!
images-uploaded-text = { $name } has its picture now: { $summary }.
images-upload-failed = Upload failed
images-upload-failed-text = Failed to upload image. Please try again.
images-upload-failed-because = { images-upload-failed-text } { $reason }
images-file-for = Image file for { $name }
images-uploading = Uploading...
images-upload = Upload Image
images-upload-for = for { $name }
images-broken = Broken image: { $image }
images-none = No image
images-small-title = Pictures too small to be sharp ({ $count })
images-small-text = They show, but blurred on a phone. Upload a larger one for each.

## A list of the Review Inbox tab; $what says which, $reason why it failed.
list-loading = { $what ->
    [inbox] Loading the inbox…
    [submissions] Loading organizers' events…
   *[sources] Loading sources…
}
list-failed = { $what ->
    [inbox] The inbox could not be loaded: { $reason }
    [submissions] Organizers' events could not be loaded: { $reason }
   *[sources] Sources could not be loaded: { $reason }
}
list-reload = please reload the page.

## Venue Events Discovery.
discovery-events-page = Events page
discovery-for = for { $name }
discovery-position = Map position
discovery-created = Events created
discovery-created-heading = { $count ->
    [one] 1 event created
   *[other] { $count } events created
}
discovery-left = { $count ->
    [one] 1 more event was found and not created.
   *[other] { $count } more events were found and not created.
}
discovery-show-left = Show them again
discovery-venues = Venues
discovery-selected = { $count } selected
discovery-venues-text = Tick the venues to scan. Each venue's events page is read; change an address and it is saved when you leave the field.
discovery-venues-loading = Loading venues…
discovery-venues-failed = The venues could not be loaded.
discovery-custom-urls = Custom URLs
discovery-custom-urls-hint = One address per line, for pages of places that are not in the venue list.
discovery-custom-urls-example = https://example.org/events
discovery-running = Discovering Events...
discovery-run = Discover Events
discovery-pages = Pages read
discovery-read = Read { $done } of { $total } pages.
discovery-reading = Reading { $name } ({ $n } of { $total })…
discovery-comparing = Comparing the events found with the guide…
discovery-starting = Starting…
discovery-done = { $done } of { $total } done
discovery-page-failed = could not be read ({ $error })
discovery-page-events = { $count ->
    [one] { $count } event
   *[other] { $count } events
}
discovery-new-events = New Events ({ $count })
discovery-select-all = Select all
discovery-none-new = No new events were found on these pages.
discovery-check = Check before creating:
discovery-source-page = Source page
discovery-creating = Creating Events...
discovery-create = Create Selected Events ({ $count })
discovery-duplicates = Duplicate Events ({ $count })
discovery-duplicates-text = These look like events already in the guide, so they are not offered for creation.
discovery-similar-label = Similar to:

## The Review Inbox.
inbox-scheduled = Scheduled
inbox-compare-caption = { $title }: as published and as its source says now
inbox-field = Field
inbox-published = Published
inbox-now = Now
inbox-on-source = On its source
inbox-changed-mark = (changed)
inbox-select = Select { $title }
inbox-looks-like = Looks like
# A source's series as one row of the inbox: $count dates, from $first to $last (dates as the guide writes them).
inbox-series-dates = { $count } dates, { $first } to { $last }
inbox-series-show = Show the { $count } dates
inbox-looks-like-text = on { $date }, already in the guide. Link it to follow that event from this source, or publish it as another.
inbox-not-updated = The inbox was not updated
inbox-title = Review inbox
inbox-empty = Nothing waits for review. What followed sources find new, changed, gone or cancelled appears here.
inbox-selected-events = Selected events
inbox-select-all = Select all { $count }
inbox-nothing-in-common = These events have no action in common.
inbox-select-all-from = Select all from { $name }
inbox-review-new = New
inbox-review-changed = Changed
inbox-review-vanished = No longer on its source
inbox-review-postponed = Postponed by its source
inbox-review-cancelled = Cancelled by its source
inbox-action-publish = Publish
inbox-action-link = Link to the guide's
inbox-action-update = Update
inbox-action-postpone = Mark postponed
inbox-action-cancel = Mark cancelled
inbox-action-keep-published = Keep as published
inbox-action-keep-listed = Keep listed
inbox-action-reject = Reject
inbox-action-remove = Remove

## Followed sources. A schedule's $count is its number, $shown the same as written.
field-url = URL
source-url-invalid = Enter a web address that starts with http:// or https://, or an account such as @events@example.org
source-url-private = This address is on a private network or on this machine: the guide cannot read it.
source-url-port = Only addresses on the standard web ports (80 and 443) can be followed.
source-account-unread = The account { $address } could not be read: { $why }
source-account-off = Following an account needs federation: set [federation] enabled in the configuration.
source-schedule-invalid = Read it every 1 to { $max } hours, or only when you run it
schedule-when-run = Only when run
schedule-week = Every week
schedule-days = { $count ->
    [one] Every day
   *[other] Every { $shown } days
}
schedule-hours = { $count ->
    [one] Every hour
   *[other] Every { $shown } hours
}

## Followed sources' panel and form. $schedule is a schedule-… message.
sources-title = Followed sources
sources-empty = No source is followed yet. Follow a discovery venue or any page below.
sources-waiting = { $count } waiting in the inbox
sources-trust-publish = changes go live by themselves
sources-trust-inbox = changes wait in the inbox
sources-account-pending = waiting for the account to accept the follow
sources-account-accepted = followed over ActivityPub
sources-account-refused = the account refused the follow
sources-last-read = last read { $ago }
sources-next-read = next read { $when }
sources-failing-for = Failing for { $time }: { $error }
sources-failing = Failing: { $error }
sources-reading = Reading…
sources-waiting-reader = Waiting for a reader…
sources-run = Run now
sources-settings = Settings
sources-stop = Stop following
sources-stopped = Stopped following { $name }
sources-stopped-text = The events it published stay in the guide.
sources-stop-failed = Failed to stop following { $name }
sources-stop-title = Stop following this source?
sources-stopping = Stopping…
sources-stop-text = will no longer be read{ $count ->
    [0] {""}
    [one] , and its { $count } waiting event leaves the inbox
   *[other] , and its { $count } waiting events leave the inbox
}. The events it published stay in the guide.
sources-venues-title = Discovery venues not followed yet
sources-follow-all = Follow all { $count }
sources-venues-text = Each is read at its events page every few hours, and what changes waits in the inbox.
sources-follow = Follow
sources-read-failed = Reading { $name } failed
sources-read = Read { $name }
sources-not-read = { $name } is not read yet
sources-not-read-text = Its read has not started; the guide will read it as soon as it can.
sources-watch-failed = Could not follow the read of { $name }
sources-reload = Please reload the page.
sources-run-failed = Could not run { $name }
sources-follow-failed = Failed to follow { $name }
sources-following = Following { $name }
sources-following-venues = Following { $count } venues
sources-first-reads = Their first reads start now.
sources-read-when-run = It is read when you run it.
sources-first-read = { $schedule }; its first read starts now.
sources-schedule = { $schedule }.
sources-already-followed = This address is already followed
sources-save-failed = Failed to save { $name }
sources-follow-source-failed = Failed to follow the source
sources-saved = Saved { $name }
sources-settings-of = Settings of { $name }
sources-follow-page = Follow a page or feed
sources-follow-page-text = A venue's events page, an iCal feed or any page that lists events. The guide reads it again by itself. Or the account of another guide, a Gancio or a Mobilizon instance (@events@example.org): the guide follows it, and its events come in as they change.
sources-url-example = https://… or @events@…
sources-venue-hint = Events that name no venue of their own are put here.
sources-no-venue = No venue
sources-read-it = Read it
sources-trust = What its changes do
sources-trust-wait = Wait in the review inbox
sources-trust-live = Go live by themselves
sources-saving = Saving…
sources-save = Save
sources-following-busy = Following…

## Core's words to staff (dashboard/admin.rs, content/areas): a form's
## toast, an upload's refusal, a detected area, a stored picture.
status-scheduled = Scheduled
scrape-url-missing = Please enter a URL
scrape-url-missing-text = Enter the URL of the activity webpage to scrape.
activity-required = Please fill required fields
activity-required-text = Activity name and description are required.
image-not-jpeg-or-png = Please select a valid image file (JPEG or PNG)
image-too-large = Image file must be smaller than 5MB
image-field-missing = Attach the image in the field 'image'
image-damaged = The image is damaged or its dimensions are not supported
image-unreadable = The image is damaged or its format is not supported
# $side and $megapixels are written in the language's form.
image-too-many-pixels = The image is too large to be processed: at most { $side } pixels a side and { $megapixels } megapixels
# $reason is the server's own, in English.
image-upload-unreadable = The upload could not be read: { $reason }
# $percent is a whole number; $method how the area was found.
area-detected = { $area } ({ $percent }% confidence, by { $method ->
        [coordinates] map coordinates
        [addressLocality] the town in the address
        [zipCode] ZIP code
        [restaurantName] a place name in the restaurant name
       *[none] no evidence found
    })
# $width, $height and $size (in KB) are written in the language's form;
# $widths is the number of widths written.
picture-summary = { $width } × { $height } px, { $widths ->
        [one] 1 width
       *[other] { $widths } widths
    } in WebP and JPEG, { $size } KB in all
picture-too-small = Only { $width } px wide: upload one at least { $min } px wide

## A followed source's health (dashboard/sources.rs): its state, what its
## last read found, and spans of time in their largest whole unit
## ($unit: minute, hour, day).
source-state = { $state ->
    [waiting] Not read yet
    [reading] Reading
    [ok] OK
    [suspicious] Suspicious
   *[failing] Failing
}
source-found = { $count ->
    [one] 1 event found
   *[other] { $count } events found
}
time-span = { $unit ->
    [minute] { $count ->
        [one] 1 minute
       *[other] { $count } minutes
    }
    [hour] { $count ->
        [one] 1 hour
       *[other] { $count } hours
    }
   *[day] { $count ->
        [one] 1 day
       *[other] { $count } days
    }
}
time-ago = { $span } ago
time-just-now = just now
time-in = in { $span }
time-due-now = due now
time-under-a-minute = less than a minute

## What a decision in the Review Inbox did, and why one was refused.
inbox-done = { $action ->
    [publish] Published
    [link] Linked
    [update] Updated
    [reject] Rejected
    [remove] Removed
   *[keep] Kept
} { $count ->
    [one] 1 event
   *[other] { $count } events
}
inbox-marked = Marked { $count ->
    [one] 1 event
   *[other] { $count } events
} { $how ->
    [cancelled] cancelled
    [postponed] postponed
   *[both] cancelled or postponed
}
inbox-select-one = Select at least one event
inbox-too-many = Decide on at most { $max } events at once
# $n is the event's place in the decision (1, 2…).
inbox-not-waiting = Event { $n } no longer waits: reload the inbox
inbox-unfit = Event { $n } is { $review ->
        [new] new
        [changed] changed
        [vanished] vanished
       *[withdrawn] withdrawn
    }: it cannot be { $action ->
        [publish] published
        [link] linked
        [update] updated
        [reject] rejected
        [remove] removed
        [cancel] marked cancelled
       *[keep] kept
    }
inbox-nothing-read = Event { $n } has nothing read to publish: read its source again
inbox-nothing-similar = Event { $n } is like none of the guide's events: publish or reject it
event-n-problem = Event { $n }: { $problem }
venue-missing = Venue { $id } does not exist
web-address-needed = Enter a full web address starting with http:// or https://
web-address-too-long = The address is too long
discovery-nothing-selected = Select a venue or enter a custom URL
discovery-too-many = Discover at most { $max } pages at once
weekly-admin-heading = “This weekend in { $city }”
weekly-admin-subscribers = { $count ->
    [one] One subscriber
   *[other] { $count } subscribers
}
weekly-admin-waiting = { $count ->
    [one] and one more waiting for their confirmation
   *[other] and { $count } more waiting for their confirmation
}
weekly-admin-next = Next issue: { $day }
weekly-admin-sending = This week's issue is being sent (from { $day }).
weekly-admin-events = { $count ->
    [one] It lists one event in every category, as the guide is now.
   *[other] It lists { $count } events in every category, as the guide is now.
}
weekly-admin-preview = Preview of the next issue
weekly-admin-empty = Nothing is on that weekend yet: no one would get an e-mail.
weekly-admin-loading = Loading the weekly e-mail…
weekly-admin-failed = The weekly e-mail could not be loaded.

## Embed: the guide's events on partners' sites (#38)
embed-admin-heading = The guide’s events on partners’ sites
embed-admin-intro = Choose what a hotel’s or a venue’s page should show, then send them one of the snippets below. The widget works on any site; the frame shows only on the sites listed for it.
embed-admin-category = Category
embed-admin-all-categories = All categories
embed-admin-venue = Venue
embed-admin-all-venues = All venues
embed-admin-dates = Dates
embed-admin-limit = Events shown
embed-admin-limit-hint = From 1 to { $max }.
embed-admin-layout = Layout
embed-admin-layout-list = List
embed-admin-layout-cards = Cards with pictures
embed-admin-theme = Theme
embed-admin-theme-hint = The widget also takes the page’s own colours: --guide-accent, --guide-text, --guide-background, --guide-muted, --guide-border, --guide-font.
embed-admin-theme-light = Light
embed-admin-theme-dark = Dark
embed-admin-theme-auto = As the reader’s device
embed-admin-lang = Language
embed-admin-lang-default = English
embed-admin-widget = Widget
embed-admin-widget-hint = Two lines for the partner’s page: the script once, the element where the events go.
embed-admin-iframe = Frame, for site builders that refuse scripts
embed-admin-frame-origins = The frame shows only on: { $origins }.
embed-admin-no-frame-origins = No partner’s site may show the frame yet: the server’s administrator lists them in the setting embed_origins.
embed-admin-frame-title = What’s on in { $city }
embed-admin-copy = Copy
embed-admin-copied = Snippet copied
embed-admin-not-copied = The snippet could not be copied: select it and copy it by hand.
embed-admin-preview = Preview
embed-admin-loading = Loading the embed settings…
embed-admin-failed = The embed settings could not be loaded.

## Staff accounts (#39): the roles, the rules core checks, the pages of
## e-mailed links (drawn by the server) and the Accounts tab. $guide is
## page-home-title, $role a role's name, $span a time-span.
account-role-admin = Admin
account-role-editor = Editor
account-last-admin = The last admin account cannot be removed, disabled or made an editor.
account-link-used = This link has already been used or is not valid. Please ask for a new one.
account-link-expired = This link has expired. Please ask for a new one.
account-email-invalid = '{ $email }' is not a valid email address.
account-first-name-required = A first name is required.
account-last-name-required = A last name is required.
account-password-short = The password must have at least { $min } characters.
account-exists = { $email } already has an account.
account-current-password-wrong = The current password is not right.
account-expires-in = Expires in { $span }
account-password-hint = At least { $min } characters.
account-first-name = First name
account-last-name = Last name
account-invitation-title = Join the dashboard
account-invitation-intro = You are invited to the { $guide } dashboard as { $role } ({ $email }). Choose your name and a password to accept.
account-accept = Accept and sign in
account-back-to-sign-in = Go to the sign-in page
login-forgot = Forgot your password?
account-reset-title = Forgotten password
account-reset-intro = Enter your account's e-mail address: we will send it a link to choose a new password.
account-reset-send = Send the link
account-reset-sent = If an account uses { $email }, a link to choose a new password is on its way. It works for an hour.
account-new-password-title = Choose a new password
account-new-password-intro = For { $email }. Every session of the account ends and you are signed in with the new password.
account-new-password = New password
account-save-password = Save and sign in
account-ask-new-link = Ask for a new link
admin-tab-accounts = Accounts
admin-tab-account = Your account
accounts-heading = Staff accounts
accounts-intro = Admins run the site: accounts, followed sources, the weekly e-mail and the embed settings. Editors keep the content: the forms, the review inbox, suggestions and images.
accounts-name = Name
accounts-role = Role
accounts-status = Status
accounts-actions = Actions
accounts-you = { $name } (you)
accounts-active = Active
accounts-disabled = Disabled
accounts-disable = Disable
accounts-enable = Enable
accounts-remove = Remove
accounts-role-of = Role of { $name }
accounts-remove-title = Remove { $name }’s account?
accounts-remove-text = They are signed out at once and can no longer sign in. What they changed in the guide stays.
accounts-saved = Account saved
accounts-removed = Account removed
accounts-loading = Loading the accounts…
accounts-load-failed = The accounts could not be loaded.
accounts-invite-heading = Invite someone
accounts-invite-email = E-mail address
accounts-invite-send = Send the invitation
accounts-invite-sending = Sending…
accounts-invited = Invitation sent to { $email }
accounts-pending = Invitations waiting
accounts-withdraw = Withdraw
accounts-withdrawn = Invitation withdrawn
password-heading = Your password
password-intro = Changing it signs you out everywhere else.
password-current = Current password
password-new = New password
password-save = Change password
password-saved = Password changed. Your other sessions have ended.

## The History tab (#39).
history-unnamed = (no name)
admin-tab-history = History
history-heading = History of changes
history-intro = Every change to the guide: who made it, when, and what it was before and after.
history-person = Person
history-everyone = Everyone
history-kind = Kind
history-all-kinds = Everything
history-since = From
history-until = To
history-kind-event = Event
history-kind-activity = Activity
history-kind-restaurant = Restaurant
history-kind-venue = Venue
history-kind-source = Followed source
history-kind-suggestion = Suggestion
history-kind-account = Staff account
history-operation-create = Created
history-operation-update = Changed
history-operation-delete = Deleted
history-action-edit = an edit
history-action-create = a form
history-action-delete = a deletion
history-action-bulk-create = a bulk creation
history-action-inbox-publish = the review inbox
history-action-replace = a replace
history-action-upload = an image upload
history-action-translate = a translation
history-action-status = a review
history-action-source-run = a source's read
history-action-account = an account change
history-action-revert = an undo
history-action-seed = the demo content
history-action-visitor = a visitor's suggestion
history-action-system = the guide
# $who is a person's name or history-by-guide; $action a history-action-*.
history-by = { $who }, by { $action }
history-by-guide = The guide
history-by-removed = A removed account
history-field = Field
# History names a recorded field by its form label; these have no form.
history-field-created-at = Created
history-field-disabled-at = Disabled
history-field-events-page-url = Events page URL
history-field-every-hours = Read every (hours)
history-field-facts = Facts
history-field-image-source = Image source
history-field-submitter-email = Suggested by (e-mail)
history-field-submitter-name = Suggested by
history-field-trust = Trust
history-field-type = Type
history-before = Before
history-after = After
history-empty-value = (empty)
history-more = Show older changes
history-none = No changes match these filters.
history-loading = Loading the history…
history-failed = The history could not be loaded.
history-fields = { $count ->
    [one] 1 field
   *[other] { $count } fields
}
history-undo = Undo
history-undo-batch = { $count ->
    [one] Undo this step
   *[other] Undo all { $count } changes of this step
}
history-undone = { $count ->
    [one] Undone: 1 change
   *[other] Undone: { $count } changes
}
history-undo-not-here = Changes to staff accounts and followed sources are not undone here: change them again on their own tab.
history-undo-already = “{ $item }” is already as it was before this change.
history-undo-changed-since = “{ $item }” was changed again since ({ $fields }): undo the later change first.
history-undo-deleted-since = “{ $item }” was deleted since: restore it first.
history-of-item = History of this item
history-undo-batch-title = { $count ->
    [one] Undo this step?
   *[other] Undo { $count } changes at once?
}
history-undo-batch-text = Everything this step changed ({ $action }, { $when }) is put back as it was. The undo is recorded too, and can itself be undone.
history-undoing = Undoing…

## Under the hours' field: how the guide reads them (#69). $hours is the guide's reading.
hours-read-as = Read as: { $hours }
hours-not-read = Not read as opening hours: shown as written, and never as open or closed now. Write them as ‘Daily 10 AM - 5 PM; closed Thanksgiving’.

## Add Event (#71): an event added by hand, one date or a series.
event-add = Add Event
event-add-title = Add an event
event-add-save = Add Event
event-add-adding = Adding…
event-add-failed = The event was not added
event-added = { $count ->
    [one] Event added
   *[other] { $count } dates of the event added
}
event-added-text = “{ $name }” is in the guide.
event-added-translate = Translate it
event-similar-found = { $count ->
    [one] The guide already lists a similar event. Nothing was added yet.
   *[other] The guide already lists { $count } similar events. Nothing was added yet.
}
event-similar-heading = Is it one of these?
event-similar-field = Field
event-similar-yours = Yours
event-similar-guides = In the guide
event-similar-edit = Edit the guide’s event
event-similar-add-anyway = Add it anyway
event-similar-back = Back to the form

## The merge view (#71): the guide's event beside a new read of it.
merge-title = Merge into the guide’s event
merge-intro = Choose, field by field, what “{ $name }” keeps. Only the fields that differ are shown.
merge-guides = In the guide
merge-found = Found
merge-none = (none)
merge-nothing-differs = Everything read is already in the guide’s event.
merge-same = The same on both: { $fields }
merge-follow = Follow this page for it
merge-follow-hint = Its later changes come to the review inbox: { $url }
merge-follow-failed = Merged, but the page is not followed
merge-save = Save the merge
merge-saved = Merged into “{ $name }”
discovery-merge = Compare and merge
discovery-merge-into = into { $name }
discovery-create-anyway = Create anyway
discovery-added-anyway = Added as an event of its own

## A suspicious source (#71): a read that found far fewer events.
source-suspicion = Found { $found } events where its reads found { $before }: is the page right? What vanished from it waits until an admin confirms the page, or a read finds its events again.
source-confirm = The page is right
source-confirmed = Confirmed: what vanished from it can be decided now
inbox-held = Held: its source’s last read found far fewer events than the { $before } before, so its page may be broken. An admin confirms the page first.
inbox-held-refused = Event { $n } is held until its source’s page is confirmed

## Why a page discovery read gave no event (#71).
discovery-page-past = { $count ->
    [one] the 1 event on the page is past
   *[other] all { $count } events on the page are past
}
discovery-page-no-events = the page lists no event the guide can read (no schema.org events, calendar feed or dated listing)

## A suggestion turned into the guide's item, or dismissed with a note (#71).
## $name is what the visitor suggested.
draft-unread = The page could not be read ({ $reason }): the form holds what the visitor wrote.
draft-no-event = { $count ->
    [0] The page lists no event the guide can read: the form holds what the visitor wrote.
    [one] The page's one event is not called “{ $name }”: the form holds what the visitor wrote.
   *[other] None of the page's { $count } events is called “{ $name }”: the form holds what the visitor wrote.
}
suggestion-venue-no-form = A venue is not added from a suggestion: read its events page in Discovery.
suggestion-item-missing = The guide has no { $kind } { $id }.
suggestion-note = Note
suggestion-create-from = Create from this
suggestion-reading = Reading { $name }…
suggestion-read-failed = The suggested page could not be opened
suggestion-added-as = Added: { $name }
suggestion-note-shown = Note: { $note }
suggestion-dismiss-title = Dismiss “{ $name }”?
suggestion-dismiss-text = It leaves the new suggestions. A note says why, for the staff who read it later.
suggestion-dismiss = Dismiss
suggestion-dismissing = Dismissing…
suggestion-from = From { $visitor }'s suggestion: { $name }
suggestion-linked = Suggestion marked added
suggestion-linked-text = { $visitor } is told by e-mail that { $name } is in the guide.
suggestion-link-failed = The suggestion could not be marked added
suggestion-listed-already = The guide may list it already:
suggestion-it-is-this = It is this one
history-field-added-id = Item made from it
history-field-added-kind = Made into
history-field-note = Note

## Translations whose original changed since (#71). $language is the original's.
translations-tab-outdated = · needs update
translations-field-outdated = The { $language } text changed since this was translated. It was: “{ $was }”
manage-translations-outdated = Translations that need an update
today-translations-heading = Translations
today-translations = { $count ->
    [0] Every translation is up to date.
    [one] 1 item has a translation that needs an update.
   *[other] { $count } items have translations that need an update.
}
today-translation = { $item } · { $languages }
today-open-manage = Open Manage Content

## The weekly e-mail's introduction and test send (#71).
weekly-intro-label = Introduction
weekly-test-empty = The next issue lists no events: there is nothing to send.
weekly-test-sent = The next issue is on its way to { $email }.
weekly-admin-intro-heading = Introduction
weekly-admin-intro-hint = Read before the events by every subscriber of the next issue, in the language you write it in. Leave it empty for none.
weekly-admin-intro-save = Save the introduction
weekly-admin-intro-saved = Introduction saved
weekly-admin-intro-failed = The introduction could not be saved
weekly-admin-test = Send me a test
weekly-admin-testing = Sending…
weekly-admin-test-failed = The test could not be sent

## An event its page places beyond the city's reach (#71).
discovery-far = { $km } km from { $city }: check it belongs in the guide.

## An organizer's submission declined, with its reason (issue 73).
field-decline-reason = Reason
submission-not-pending = This submission is not waiting for review: its organizer has not confirmed it, or staff decided it already.
# $count submissions decided at once.
submissions-approved = Published: { $count ->
        [one] the event is in the guide.
       *[other] { $shown } events are in the guide.
    }
submissions-declined = { $count ->
        [one] Declined; its organizer is told why.
       *[other] { $shown } declined; their organizers are told why.
    }

## Organizers' events in the review inbox (issue 73).
submissions-title = Sent by organizers
submissions-intro = Events organizers sent through 'Add your event', once they confirmed their address. Nothing is published without staff.
submissions-empty = No organizer's event waits for review.
submissions-selected = Selected events sent by organizers
submission-from = From { $name } ({ $email })
submission-new-venue = New venue: { $name }, { $address }
submission-repeats = { $repeat }, until { $until }
submission-show-description = Description and links
submission-ticket-link = Tickets: { $url }
submission-looks-like = The guide may list it already:
submission-publish = Publish
submission-publishing = Publishing…
submission-not-published = The event was not published
submission-edit = Edit, then publish
submission-edit-title = Edit “{ $title }”, then publish
submission-decline = Decline
submission-declining = Declining…
submission-not-declined = Nothing was declined
submission-decline-one = Decline “{ $title }”
submission-decline-many = { $count ->
        [one] Decline one event
       *[other] Decline { $shown } events
    }
submission-decline-reason-hint = E-mailed to the organizer as you write it.
submission-block = Block from sending again
submission-block-nobody = No one
submission-block-address = { $count ->
        [one] The sender's address
       *[other] The senders' addresses
    }
submission-block-domain = { $count ->
        [one] Every address of the sender's domain
       *[other] Every address of the senders' domains
    }
today-submissions = { $count ->
        [0] No organizer's event waits for review.
        [one] 1 organizer's event waits for review.
       *[other] { $shown } organizers' events wait for review.
    }
field-block-target = Account or instance
block-target-invalid = Enter an account's address (https://…/users/…) or an instance's name (example.org)
block-exists = This is blocked already
block-done = Blocked { $value }: { $followers ->
    [0] no follower
    [one] 1 follower
   *[other] { $followers } followers
} removed, { $sources ->
    [0] no source
    [one] 1 source
   *[other] { $sources } sources
} stopped.
source-account-blocked = This account or its instance is blocked: unblock it first.
blocks-title = Blocked accounts and instances
blocks-text = What a blocked account or instance sends the guide is refused: it follows the guide no more, and the guide follows it no more.
blocks-empty = Nothing is blocked.
blocks-example = spam.example or https://spam.example/users/name
blocks-add = Block
blocks-adding = Blocking…
blocks-kind-actor = account
blocks-kind-instance = instance
blocks-remove = Unblock
blocks-removed = Unblocked { $value }
blocks-failed = Could not block { $value }
blocks-unblock-failed = Could not unblock { $value }
blocks-confirm-title = Block { $value }?
blocks-confirm-text = What it sends the guide will be refused, its followers of the guide removed, and the sources that follow it stopped (their published events stay).
