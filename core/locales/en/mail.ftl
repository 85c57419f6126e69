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
