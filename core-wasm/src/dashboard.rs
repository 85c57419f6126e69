//! The dashboard's own bindings (package pkg-admin, feature `admin`): the
//! staff's forms and choices, followed sources and suggestions' review.
//! Visitors never load them.

use crate::prelude::binding;

#[binding]
pub(crate) mod exports {
    use crate::prelude::*;
    use crate::words::{Catalog, JsLocalizer};
    use crate::{city_zone, field_errors, from_js, to_js};
    use guide_core::content::areas::{self};
    use guide_core::content::embed::EmbedSnippets;
    use guide_core::content::model::{
        Activity, ActivityType, Event, EventStatus, PriceRange, Restaurant,
    };
    use guide_core::content::series::Repeat;
    use guide_core::content::translations::{
        ACTIVITY_FIELDS, EVENT_FIELDS, Missing, RESTAURANT_FIELDS, TextField, Translatable,
    };
    use guide_core::dashboard::admin;
    use guide_core::dashboard::federation_blocks;
    use guide_core::dashboard::merging;
    use guide_core::dashboard::sources;
    use guide_core::dashboard::suggestion::{self};
    use guide_core::pages::opening_hours;

    /// `opening_hours::hours_hint`: how core reads the hours staff type
    /// ('Read as: Every day 10 AM – 5 PM'), in `words`' language.
    #[wasm_bindgen(js_name = hoursHint)]
    pub fn hours_hint(text: &str, words: &JsLocalizer) -> Result<Option<String>, JsError> {
        Ok(opening_hours::hours_hint(text, &Catalog::of(words)?))
    }

    /// `facts::fact_choices`: every fact staff can set on a place, under
    /// its heading, in `words`' language.
    #[wasm_bindgen(js_name = factChoices, unchecked_return_type = "FactGroupShown[]")]
    pub fn fact_choices(words: &JsLocalizer) -> Result<JsValue, JsError> {
        to_js(&guide_core::content::facts::fact_choices(&Catalog::of(
            words,
        )?))
    }

    /// `admin::validate_restaurant`, its messages in `words`' language.
    #[wasm_bindgen(js_name = validateRestaurant, unchecked_return_type = "FieldError[]")]
    pub fn validate_restaurant(
        #[wasm_bindgen(unchecked_param_type = "Restaurant")] restaurant: JsValue,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        field_errors(admin::validate_restaurant(
            &from_js(restaurant)?,
            &Catalog::of(words)?,
        ))
    }

    /// `editing::merge_edit`: an edit form's values (as opened, as the
    /// editor has them, as the item is now) merged field by field.
    #[wasm_bindgen(js_name = mergeEdit, unchecked_return_type = "MergedEdit")]
    pub fn merge_edit(base: JsValue, mine: JsValue, theirs: JsValue) -> Result<JsValue, JsError> {
        let (base, mine, theirs): (serde_json::Value, serde_json::Value, serde_json::Value) =
            (from_js(base)?, from_js(mine)?, from_js(theirs)?);
        to_js(&guide_core::dashboard::editing::merge_edit(
            &base, &mine, &theirs,
        ))
    }

    /// `admin::validate_event` on the event edit form's body.
    #[wasm_bindgen(js_name = validateEvent, unchecked_return_type = "FieldError[]")]
    pub fn validate_event(
        #[wasm_bindgen(unchecked_param_type = "EventEdit")] edit: JsValue,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        let edit: guide_core::api::EventEdit = from_js(edit)?;
        let words = Catalog::of(words)?;
        field_errors(
            admin::validate_event(&edit.event, edit.ticket_url.as_deref(), &words).map(|_| ()),
        )
    }

    /// `EventAdd::dates`' rules on the Add Event form's body: the event's
    /// fields and its repeat's last date.
    #[wasm_bindgen(js_name = validateEventAdd, unchecked_return_type = "FieldError[]")]
    pub fn validate_event_add(
        #[wasm_bindgen(unchecked_param_type = "EventAdd")] add: JsValue,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        let add: guide_core::api::EventAdd = from_js(add)?;
        field_errors(add.dates(&Catalog::of(words)?).map(|_| ()))
    }

    /// `Repeat::ALL`: the Add Event form's repeat menu, as `[value, message id]`.
    #[wasm_bindgen(js_name = repeatChoices, unchecked_return_type = "[Repeat, string][]")]
    pub fn repeat_choices() -> Result<JsValue, JsError> {
        to_js(&Repeat::ALL.to_vec())
    }

    /// `merging::merge_rows`: the merge view's lines, the guide's event
    /// (as stored) beside a read of it (as the event form holds it).
    #[wasm_bindgen(js_name = mergeRows, unchecked_return_type = "MergeRow[]")]
    pub fn merge_rows(
        #[wasm_bindgen(unchecked_param_type = "Event")] guide: JsValue,
        #[wasm_bindgen(unchecked_param_type = "EventEdit")] read: JsValue,
        #[wasm_bindgen(unchecked_param_type = "AdminVenue[]")] venues: JsValue,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        let guide: Event = from_js(guide)?;
        let venues: Vec<admin::AdminVenue> = from_js(venues)?;
        let names: Vec<(i64, String)> = venues.into_iter().map(|v| (v.id, v.name)).collect();
        to_js(&merging::merge_rows(
            &guide_core::api::EventEdit::of(&guide),
            &from_js(read)?,
            &names,
            &Catalog::of(words)?,
        ))
    }

    /// `merging::merge_taking`: the guide's event as an edit, the fields in
    /// `take` taken from the read.
    #[wasm_bindgen(js_name = mergeTaking, unchecked_return_type = "EventEdit")]
    pub fn merge_taking(
        #[wasm_bindgen(unchecked_param_type = "Event")] guide: JsValue,
        #[wasm_bindgen(unchecked_param_type = "EventEdit")] read: JsValue,
        #[wasm_bindgen(unchecked_param_type = "MergeField[]")] take: JsValue,
    ) -> Result<JsValue, JsError> {
        let guide: Event = from_js(guide)?;
        let take: Vec<merging::MergeField> = from_js(take)?;
        to_js(&merging::merge_taking(
            &guide_core::api::EventEdit::of(&guide),
            &from_js(read)?,
            &take,
        ))
    }

    /// `admin::validate_activity`: the toast to show, or undefined when valid.
    #[wasm_bindgen(js_name = validateActivity, unchecked_return_type = "Notice | undefined")]
    pub fn validate_activity(
        #[wasm_bindgen(unchecked_param_type = "Activity")] activity: JsValue,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        match admin::validate_activity(&from_js(activity)?, &Catalog::of(words)?) {
            Ok(()) => Ok(JsValue::UNDEFINED),
            Err(notice) => to_js(&notice),
        }
    }

    /// `admin::validate_scrape_url`: the toast to show, or undefined when valid.
    #[wasm_bindgen(js_name = validateScrapeUrl, unchecked_return_type = "Notice | undefined")]
    pub fn validate_scrape_url(url: &str, words: &JsLocalizer) -> Result<JsValue, JsError> {
        match admin::validate_scrape_url(url, &Catalog::of(words)?) {
            Ok(_) => Ok(JsValue::UNDEFINED),
            Err(notice) => to_js(&notice),
        }
    }

    /// `admin::validate_image_upload`: the alert to show, or undefined.
    #[wasm_bindgen(js_name = validateImageUpload)]
    pub fn validate_image_upload(
        content_type: &str,
        size: f64,
        words: &JsLocalizer,
    ) -> Result<Option<String>, JsError> {
        let words = Catalog::of(words)?;
        Ok(admin::validate_image_upload(content_type, size.max(0.0) as u64, &words).err())
    }

    /// `admin::read_position`: a venue's 'Map position' field read.
    #[wasm_bindgen(js_name = readPosition, unchecked_return_type = "PositionRead")]
    pub fn read_position(text: &str, words: &JsLocalizer) -> Result<JsValue, JsError> {
        to_js(&admin::read_position(text, &Catalog::of(words)?))
    }

    /// `admin::events_page_for`.
    #[wasm_bindgen(js_name = eventsPageFor)]
    pub fn events_page_for(
        #[wasm_bindgen(unchecked_param_type = "AdminVenue")] venue: JsValue,
    ) -> Result<String, JsError> {
        Ok(admin::events_page_for(&from_js(venue)?))
    }

    /// `admin::can_discover`.
    #[wasm_bindgen(js_name = canDiscover)]
    pub fn can_discover(
        #[wasm_bindgen(unchecked_param_type = "AdminVenue[]")] venues: JsValue,
        custom_urls: Vec<String>,
    ) -> Result<bool, JsError> {
        Ok(admin::can_discover(
            &from_js::<Vec<_>>(venues)?,
            &custom_urls,
        ))
    }

    /// `SourceForm::validate`: the broken rules of the source form, empty when valid.
    #[wasm_bindgen(js_name = validateSource, unchecked_return_type = "FieldError[]")]
    pub fn validate_source(
        #[wasm_bindgen(unchecked_param_type = "SourceForm")] form: JsValue,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        field_errors(from_js::<sources::SourceForm>(form)?.validate(&Catalog::of(words)?))
    }

    /// `BlockForm::validate`: the broken rules of the block form, empty when valid.
    #[wasm_bindgen(js_name = validateBlock, unchecked_return_type = "FieldError[]")]
    pub fn validate_block(
        #[wasm_bindgen(unchecked_param_type = "BlockForm")] form: JsValue,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        field_errors(from_js::<federation_blocks::BlockForm>(form)?.validate(&Catalog::of(words)?))
    }

    /// `sources::SCHEDULE_CHOICES` with `schedule_label`: the form's schedules
    /// (null: only when run), and the default.
    #[wasm_bindgen(js_name = scheduleChoices, unchecked_return_type = "[number | null, string][]")]
    pub fn schedule_choices(words: &JsLocalizer) -> Result<JsValue, JsError> {
        let words = Catalog::of(words)?;
        let choices: Vec<(Option<u32>, String)> = sources::SCHEDULE_CHOICES
            .into_iter()
            .map(|hours| (hours, sources::schedule_label(hours, &words)))
            .collect();
        to_js(&choices)
    }

    /// `sources::schedule_label`: 'Every 6 hours', 'Only when run'.
    #[wasm_bindgen(js_name = scheduleLabel)]
    pub fn schedule_label(
        every_hours: Option<u32>,
        words: &JsLocalizer,
    ) -> Result<String, JsError> {
        Ok(sources::schedule_label(every_hours, &Catalog::of(words)?))
    }

    /// `EmbedSnippets::of`: the widget's and the iframe's snippets for the
    /// Embed page's choices (`[name, value]` pairs).
    #[wasm_bindgen(js_name = embedSnippets, unchecked_return_type = "EmbedSnippets")]
    pub fn embed_snippets(
        #[wasm_bindgen(unchecked_param_type = "EmbedSettings")] settings: JsValue,
        #[wasm_bindgen(unchecked_param_type = "[string, string][]")] chosen: JsValue,
        title: &str,
    ) -> Result<JsValue, JsError> {
        to_js(&EmbedSnippets::of(
            &from_js(settings)?,
            &from_js::<Vec<(String, String)>>(chosen)?,
            title,
        ))
    }

    /// `sources::DEFAULT_EVERY_HOURS`.
    #[wasm_bindgen(js_name = defaultEveryHours)]
    pub fn default_every_hours() -> u32 {
        sources::DEFAULT_EVERY_HOURS
    }

    /// `sources::inbox_rows`: the inbox's rows, a source's series as one.
    #[wasm_bindgen(js_name = inboxRows, unchecked_return_type = "number[][]")]
    pub fn inbox_rows(
        #[wasm_bindgen(unchecked_param_type = "InboxItem[]")] items: JsValue,
    ) -> Result<JsValue, JsError> {
        to_js(&sources::inbox_rows(&from_js::<Vec<_>>(items)?))
    }

    /// `sources::inbox_choices`: the actions that fit every one of the items.
    #[wasm_bindgen(js_name = inboxChoices, unchecked_return_type = "InboxChoice[]")]
    pub fn inbox_choices(
        #[wasm_bindgen(unchecked_param_type = "InboxItem[]")] items: JsValue,
    ) -> Result<JsValue, JsError> {
        to_js(&sources::inbox_choices(&from_js::<Vec<_>>(items)?))
    }

    /// `InboxItem::message`: why it waits, as the catalog's message id.
    #[wasm_bindgen(js_name = inboxReview)]
    pub fn inbox_review(
        #[wasm_bindgen(unchecked_param_type = "InboxItem")] item: JsValue,
    ) -> Result<String, JsError> {
        Ok(from_js::<sources::InboxItem>(item)?.message().to_string())
    }

    /// `sources::venues_to_follow`: discovery's venues no source follows yet.
    #[wasm_bindgen(js_name = venuesToFollow, unchecked_return_type = "AdminVenue[]")]
    pub fn venues_to_follow(
        #[wasm_bindgen(unchecked_param_type = "AdminVenue[]")] venues: JsValue,
        #[wasm_bindgen(unchecked_param_type = "SourceView[]")] sources: JsValue,
    ) -> Result<JsValue, JsError> {
        to_js(&sources::venues_to_follow(
            &from_js::<Vec<_>>(venues)?,
            &from_js::<Vec<_>>(sources)?,
        ))
    }

    /// `SourceForm::for_venue`: a venue followed at its events page, or
    /// undefined while it has none.
    #[wasm_bindgen(js_name = sourceForVenue, unchecked_return_type = "SourceForm | undefined")]
    pub fn source_for_venue(
        #[wasm_bindgen(unchecked_param_type = "AdminVenue")] venue: JsValue,
    ) -> Result<JsValue, JsError> {
        match sources::SourceForm::for_venue(&from_js(venue)?) {
            Some(form) => to_js(&form),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// `admin::IMAGE_ACCEPT`: what the upload's file picker accepts.
    #[wasm_bindgen(js_name = imageAccept)]
    pub fn image_accept() -> String {
        admin::IMAGE_ACCEPT.to_string()
    }

    /// `EventStatus::ALL` with their names' message ids: the event form's
    /// status menu, as `[value, message id]`.
    #[wasm_bindgen(js_name = eventStatuses, unchecked_return_type = "[EventStatus, string][]")]
    pub fn event_statuses() -> Result<JsValue, JsError> {
        let choices: Vec<(&str, &str)> = EventStatus::ALL
            .iter()
            .map(|s| (s.as_str(), s.message()))
            .collect();
        to_js(&choices)
    }

    /// `ActivityType::ALL`: the activity form's type choices, in order.
    #[wasm_bindgen(js_name = activityTypes, unchecked_return_type = "ActivityType[]")]
    pub fn activity_types() -> Vec<String> {
        ActivityType::ALL
            .iter()
            .map(|t| t.as_str().to_string())
            .collect()
    }

    /// `ActivityType::default()`: 'attraction'.
    #[wasm_bindgen(js_name = defaultActivityType, unchecked_return_type = "ActivityType")]
    pub fn default_activity_type() -> String {
        ActivityType::default().as_str().to_string()
    }

    /// `PriceRange::ALL`: the restaurant form's price choices, in order.
    #[wasm_bindgen(js_name = priceRanges, unchecked_return_type = "PriceRange[]")]
    pub fn price_ranges() -> Vec<String> {
        PriceRange::ALL
            .iter()
            .map(|p| p.as_str().to_string())
            .collect()
    }

    /// `PriceRange::default()`: '$$'.
    #[wasm_bindgen(js_name = defaultPriceRange, unchecked_return_type = "PriceRange")]
    pub fn default_price_range() -> String {
        PriceRange::default().as_str().to_string()
    }

    /// `areas::AREA_OPTIONS`: the restaurant form's area choices, in order.
    #[wasm_bindgen(js_name = areaOptions)]
    pub fn area_options() -> Vec<String> {
        areas::AREA_OPTIONS.iter().map(|a| a.to_string()).collect()
    }

    /// `model::CUISINE_OPTIONS`: the restaurant form's cuisine choices, in order.
    #[wasm_bindgen(js_name = cuisineOptions)]
    pub fn cuisine_options() -> Vec<String> {
        guide_core::content::model::CUISINE_OPTIONS
            .iter()
            .map(|c| c.to_string())
            .collect()
    }

    /// `admin::RATING_MIN`, `RATING_MAX`, `RATING_STEP`: the rating input's bounds.
    #[wasm_bindgen(js_name = ratingInput)]
    pub fn rating_input() -> Vec<f64> {
        vec![admin::RATING_MIN, admin::RATING_MAX, admin::RATING_STEP]
    }

    /// `ActivityType::message`: `activity-type-museum` for 'museum'.
    #[wasm_bindgen(js_name = activityTypeMessage)]
    pub fn activity_type_message(activity_type: &str) -> Result<String, JsError> {
        ActivityType::parse(activity_type)
            .map(|t| t.message().to_string())
            .ok_or_else(|| JsError::new("unknown activity type"))
    }

    /// `AreaDetection::summary`: 'Siesta Key (90% confidence, by ZIP code)'.
    #[wasm_bindgen(js_name = areaDetectionSummary)]
    pub fn area_detection_summary(
        detected_area: String,
        area_confidence: f64,
        area_detection_method: &str,
        words: &JsLocalizer,
    ) -> Result<String, JsError> {
        let method = areas::DetectionMethod::parse(area_detection_method)
            .ok_or_else(|| JsError::new("unknown area detection method"))?;
        Ok(areas::AreaDetection {
            detected_area,
            area_confidence,
            area_detection_method: method,
        }
        .summary(&Catalog::of(words)?))
    }

    /// `SuggestionStatus::ALL` with `message()`: a stored suggestion's review
    /// states, in order, as `[value, message id]`.
    #[wasm_bindgen(js_name = suggestionStatuses, unchecked_return_type = "[SuggestionStatus, string][]")]
    pub fn suggestion_statuses() -> Result<JsValue, JsError> {
        let choices: Vec<(&str, &str)> = suggestion::SuggestionStatus::ALL
            .iter()
            .map(|s| (s.as_str(), s.message()))
            .collect();
        to_js(&choices)
    }

    /// `suggestion::submitted_on`: a stored suggestion's time as the date it
    /// came in on the city's calendar ('Nov 23, 2026', '23. Nov. 2026').
    #[wasm_bindgen(js_name = submittedOn)]
    pub fn submitted_on(
        created_at: &str,
        time_zone: &str,
        #[wasm_bindgen(unchecked_param_type = "Lang")] lang: JsValue,
    ) -> Result<String, JsError> {
        Ok(suggestion::submitted_on(
            created_at,
            city_zone(time_zone)?,
            from_js(lang)?,
        ))
    }

    /// `SuggestionStatus::default()`: the state a visitor's suggestion starts in.
    #[wasm_bindgen(js_name = defaultSuggestionStatus, unchecked_return_type = "SuggestionStatus")]
    pub fn default_suggestion_status() -> String {
        suggestion::SuggestionStatus::default().as_str().to_string()
    }

    /// The fields staff may translate in a kind of content
    /// (`events`, `activities`, `restaurants`), as `[name, label, max, multiline]`,
    /// the label being its name's message id in the catalog (`field-title`).
    #[wasm_bindgen(js_name = translatableFields, unchecked_return_type = "[string, string, number, boolean][]")]
    pub fn translatable_fields(kind: &str) -> Result<JsValue, JsError> {
        let fields: &[TextField] = match kind {
            "events" => &EVENT_FIELDS,
            "activities" => &ACTIVITY_FIELDS,
            "restaurants" => &RESTAURANT_FIELDS,
            _ => return Err(JsError::new(&format!("no such content: {kind}"))),
        };
        let rows: Vec<(&str, &str, usize, bool)> = fields
            .iter()
            .map(|f| (f.name, f.label, f.max, f.multiline))
            .collect();
        to_js(&rows)
    }

    fn missing_of<T: Translatable + serde::de::DeserializeOwned>(
        items: JsValue,
    ) -> Result<Vec<Vec<Missing>>, JsError> {
        let items: Vec<T> = from_js(items)?;
        Ok(items.iter().map(Translatable::missing).collect())
    }

    /// `Translatable::missing` of each item of a list of `kind`: per item,
    /// the languages lacking some of its written text, and how much.
    #[wasm_bindgen(js_name = missingTranslations, unchecked_return_type = "Missing[][]")]
    pub fn missing_translations(
        kind: &str,
        #[wasm_bindgen(unchecked_param_type = "Event[] | Activity[] | Restaurant[]")]
        items: JsValue,
    ) -> Result<JsValue, JsError> {
        let missing = match kind {
            "events" => missing_of::<Event>(items)?,
            "activities" => missing_of::<Activity>(items)?,
            "restaurants" => missing_of::<Restaurant>(items)?,
            _ => return Err(JsError::new(&format!("no such content: {kind}"))),
        };
        to_js(&missing)
    }
}
