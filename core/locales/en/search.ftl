# The Search screen, and the search's results.

## The results' groups.

search-events = Events
search-activities = Activities
search-restaurants = Restaurants
search-venues = Venues
# What a venue's result says under its name.
search-venue = Venue

## The Search screen and the header's suggestions. $query is what the
## visitor typed.

search-hint = Type in the search box above (or press / ) to search events, activities, restaurants and venues.
search-unavailable = Search is not available right now. Please try again in a moment.
search-not-on-device = Search needs the guide on this device, and it isn’t saved here yet — connect to search.
searching = Searching…
search-none = No results for “{ $query }”.
search-count = { $count ->
    [one] { $shown } result for “{ $query }”
   *[other] { $shown } results for “{ $query }”
}
search-did-you-mean = Did you mean
search-or = or
search-did-you-mean-end = ?
search-browse = Browse the guide instead
search-suggestions = Suggestions
search-for = Search for “{ $query }”
search-see-all = See all results for “{ $query }”
search-suggestion-count = { $count ->
    [one] { $shown } suggestion
   *[other] { $shown } suggestions
}
