# Suggest an Addition (/suggest). $city is the site's city.

suggest-title = What Should We Add?
suggest-intro = Know a performance, attraction, restaurant or venue in { $city } that belongs in the guide? Tell us about it and we will take a look.
suggest-intro-no-city = Know a performance, attraction, restaurant or venue that belongs in the guide? Tell us about it and we will take a look.
suggest-name = Name
suggest-name-placeholder = Name of the place, event or restaurant
suggest-type = Type
suggest-type-choose = Select a type
suggest-website = Website
suggest-website-placeholder = www.example.com
suggest-description = Description
suggest-description-placeholder = Why should visitors know about it?
suggest-your-name = Your Name
suggest-your-email = Your Email
suggest-submit = Submit Suggestion
suggest-submitting = Submitting...
suggest-failed = Error submitting suggestion
