//! The API's description (OpenAPI 3.1), served at `/api/openapi.json` and
//! read by the reference page `/api/docs` (#38, part 2). Its paths are the
//! route table's ([`super::routes`]): each route is described here, by the
//! core types its handler reads and answers (their JSON Schemas derived by
//! schemars), and a route without a description is a failed test.
//! Schemas of what the guide answers are written as it serializes them,
//! those of what it is sent as it reads them (`…Input` where the two
//! differ: a field with a default may be left out).

use std::collections::BTreeMap;

use axum::http::Method;
use schemars::JsonSchema;
use schemars::generate::{SchemaGenerator, SchemaSettings};
use serde_json::{Map, Value, json};

use super::routes::{Access, Route};

use guide_core::api::{
    BulkCreated, BulkEvents, DiscoverRequest, DiscoveryLine, DiscoveryReport, ErrorBody, EventAdd,
    EventEdit, EventsPageChange, EventsPageSaved, HeldForAddress, ImageUploaded, MissingImage,
    PictureDetails, ReminderAnswer, Saved, ScrapeRequest, Sent, SimilarEventsFound, SmallImage,
    SuggestionLink, SuggestionStatusSaved, WeeklyIntroChange, WeeklyTestSent,
};
use guide_core::content::areas::AreaTable;
use guide_core::content::changes::ListChanges;
use guide_core::content::collections::{Collection, CollectionPage};
use guide_core::content::embed::EmbedSettings;
use guide_core::content::forecast::Forecast;
use guide_core::content::landmarks::Landmark;
use guide_core::content::lists::{EventsSlice, WhatsOn};
use guide_core::content::model::{Activity, Event, Restaurant};
use guide_core::content::paging::{self, Page};
use guide_core::content::related::{ActivityPage, EventPage, RestaurantPage};
use guide_core::content::right_now::RightNow;
use guide_core::content::search::SearchAnswer;
use guide_core::content::site::SiteInfo;
use guide_core::content::translations::ItemTranslations;
use guide_core::dashboard::accounts::{
    AccountUpdate, InvitationRequest, PasswordChange, StaffAccounts, StaffInvitation,
};
use guide_core::dashboard::admin::{
    AdminStatus, AdminVenue, DuplicateRestaurantResponse, ScrapedRestaurant, VenuePosition,
    WeeklyOverview,
};
use guide_core::dashboard::editing::{Editable, OutdatedItem};
use guide_core::dashboard::federation_blocks::{BlockForm, Blocked, FederationBlocks};
use guide_core::dashboard::sources::{InboxDecision, InboxDone, InboxItem, SourceForm, SourceView};
use guide_core::dashboard::submissions::{
    OpenedSubmissionForm, OrganizerSubmission, ReviewedSubmission, SubmissionAnswer,
    SubmissionDecline, SubmissionForm, SubmissionPicture, SubmissionVenue, SubmissionsDecided,
};
use guide_core::dashboard::suggestion::{StoredSuggestion, SuggestionDraft, SuggestionForm};
use guide_core::plan::reminders::ReminderRequest;
use guide_core::plan::trip::travel::TravelTimes;
use guide_core::plan::visit_plan::{PlanToCurator, PlanToSelf};
use guide_core::plan::weekly::WeeklyRequest;

/// The description's sections, in the reference page's order.
const TAGS: [(&str, &str); 13] = [
    (
        "Events",
        "The events, a page of them, one event's page, and what changed since a copy",
    ),
    ("Activities", "Things to do"),
    ("Restaurants", "Places to eat"),
    ("Search", "Everything at once"),
    (
        "Collections",
        "The guide's items for the day a visitor has: a rainy day, with kids, free this week…",
    ),
    (
        "Feeds",
        "The events as a calendar to subscribe to, and as news feeds",
    ),
    (
        "Site",
        "The guide's own settings, areas and landmarks, and this description",
    ),
    (
        "Partners",
        "The guide's events on other sites: the widget and its iframe",
    ),
    (
        "Visitors",
        "Suggestions and My Favorites sent by e-mail (limited per client)",
    ),
    (
        "Reminders",
        "Reminders of events and the weekly e-mail, by a device's or an e-mail's token",
    ),
    (
        "Organizers",
        "Events sent in by their organizers for review, and each one's private link",
    ),
    ("Staff", "Signing in and out of the dashboard"),
    (
        "Dashboard",
        "The staff's dashboard: a signed-in staff session whose role may (editor or admin), from the guide's own pages",
    ),
];

/// Where schemas are kept in the description.
const SCHEMAS: &str = "/components/schemas";

/// What an operation answers or is sent: its media type and schema.
enum Content {
    Json(Value),
    Other(&'static str, Value),
    None,
}

/// One operation, as the table below writes it.
struct Operation {
    summary: &'static str,
    tag: &'static str,
    parameters: Vec<Value>,
    body: Option<Content>,
    answers: Vec<(u16, &'static str, Vec<Content>)>,
}

/// The two generators: what the guide answers and what it reads.
struct Schemas {
    answers: SchemaGenerator,
    reads: SchemaGenerator,
}

impl Schemas {
    fn new() -> Schemas {
        let settings = SchemaSettings::draft2020_12().with(|s| {
            s.definitions_path = SCHEMAS.into();
            s.meta_schema = None;
        });
        Schemas {
            answers: settings.clone().for_serialize().into_generator(),
            reads: settings.for_deserialize().into_generator(),
        }
    }

    fn answer<T: JsonSchema>(&mut self) -> Content {
        Content::Json(self.answers.subschema_for::<T>().to_value())
    }

    fn read<T: JsonSchema>(&mut self) -> Content {
        Content::Json(self.reads.subschema_for::<T>().to_value())
    }

    /// Both generators' definitions in one map: a shape read differently
    /// from how it is written gets its reading as `<name>Input`, and the
    /// read side's references follow it.
    fn components(mut self, operations: &mut [(&Route, Operation)]) -> Map<String, Value> {
        let mut all = self.answers.take_definitions(true);
        let reads = self.reads.take_definitions(true);
        let renamed: BTreeMap<String, String> = reads
            .iter()
            .filter(|(name, schema)| all.get(*name).is_some_and(|answer| answer != *schema))
            .map(|(name, _)| (name.clone(), format!("{name}Input")))
            .collect();
        let rename = |value: &mut Value| rename_refs(value, &renamed);
        for (name, mut schema) in reads {
            rename(&mut schema);
            let name = renamed.get(&name).cloned().unwrap_or(name);
            all.insert(name, schema);
        }
        for (_, operation) in operations.iter_mut() {
            if let Some(Content::Json(schema) | Content::Other(_, schema)) = &mut operation.body {
                rename(schema);
            }
        }
        all
    }
}

/// Rewrites `$ref`s to renamed schemas.
fn rename_refs(value: &mut Value, renamed: &BTreeMap<String, String>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(target)) = map.get_mut("$ref")
                && let Some(name) = target.strip_prefix(&format!("#{SCHEMAS}/"))
                && let Some(new) = renamed.get(name)
            {
                *target = format!("#{SCHEMAS}/{new}");
            }
            map.values_mut().for_each(|v| rename_refs(v, renamed));
        }
        Value::Array(items) => items.iter_mut().for_each(|v| rename_refs(v, renamed)),
        _ => {}
    }
}

fn query(name: &str, schema: Value, description: &str) -> Value {
    json!({ "name": name, "in": "query", "required": false, "schema": schema, "description": description })
}

fn text() -> Value {
    json!({ "type": "string" })
}

/// The events page's filters, as its address and the feeds take them.
fn event_filters() -> Vec<Value> {
    vec![
        query("category", text(), "Only this category ('Opera')"),
        query("venue", text(), "Only at this venue, by name"),
        query(
            "dates",
            json!({ "type": "string", "enum": ["all", "tonight", "thisWeekend", "thisMonth", "nextMonth", "thisSeason", "custom"] }),
            "A date choice; 'custom' reads start and end",
        ),
        query(
            "start",
            json!({ "type": "string", "format": "date" }),
            "The first day of a custom range",
        ),
        query(
            "end",
            json!({ "type": "string", "format": "date" }),
            "The last day of a custom range (open without it)",
        ),
    ]
}

/// An item's page in a language (`PageParams` of content.rs).
fn page_lang() -> Value {
    query(
        "lang",
        json!({ "type": "string", "examples": ["es", "fr", "de"] }),
        "The page in this language: each item's text in it where given, else as written and named in `untranslated`, without the other languages' translations; without it, each item as stored",
    )
}

fn lang() -> Value {
    query(
        "lang",
        json!({ "type": "string", "examples": ["es", "fr", "de"] }),
        "The language of its words and links (a tag's first part counts); English without it",
    )
}

/// The widget's own attributes (core's `EmbedRequest`).
fn embed_params() -> Vec<Value> {
    use guide_core::content::embed::{EmbedLayout, EmbedTheme, MAX_LIMIT};
    vec![
        query(
            "limit",
            json!({ "type": "integer", "minimum": 1, "maximum": MAX_LIMIT }),
            "How many events (5 without it)",
        ),
        query(
            "layout",
            json!({ "type": "string", "enum": EmbedLayout::ALL.map(EmbedLayout::as_str) }),
            "A list, or cards with pictures",
        ),
        query(
            "theme",
            json!({ "type": "string", "enum": EmbedTheme::ALL.map(EmbedTheme::as_str) }),
            "Light, dark, or as the reader's device",
        ),
        lang(),
    ]
}

/// The guide's collections, by their ids.
fn collection() -> Value {
    json!({ "type": "string", "enum": Collection::ALL.map(Collection::id) })
}

/// A save's `If-Match`: the version its form opened the item at.
fn if_match() -> Value {
    json!({ "name": "If-Match", "in": "header", "required": false, "schema": { "type": "string", "examples": ["\"42\""] }, "description": "The version the edit form opened the item at (the ETag of GET); when the item has changed since, the save is refused with 409 naming who changed which fields" })
}

/// An edit form's read of one item.
fn editable(op: Operation) -> Operation {
    op.params([query(
        "since",
        json!({ "type": "integer" }),
        "A version the form opened at: the changes after it are listed, newest first",
    )])
}

fn path_param(name: &str, description: &str) -> Value {
    json!({ "name": name, "in": "path", "required": true, "schema": { "type": "string" }, "description": description })
}

fn op(summary: &'static str, tag: &'static str) -> Operation {
    Operation {
        summary,
        tag,
        parameters: Vec::new(),
        body: None,
        answers: Vec::new(),
    }
}

impl Operation {
    fn params(mut self, parameters: impl IntoIterator<Item = Value>) -> Operation {
        self.parameters.extend(parameters);
        self
    }

    fn id(self, description: &str) -> Operation {
        self.params([path_param("id", description)])
    }

    fn body(mut self, body: Content) -> Operation {
        self.body = Some(body);
        self
    }

    fn answers(mut self, status: u16, description: &'static str, content: Content) -> Operation {
        self.answers.push((status, description, vec![content]));
        self
    }

    /// An answer in several media types, as the request's `Accept` asks.
    fn answers_in(
        mut self,
        status: u16,
        description: &'static str,
        contents: Vec<Content>,
    ) -> Operation {
        self.answers.push((status, description, contents));
        self
    }
}

/// The description of `route`, or `None` for a route this table lacks.
fn describe(route: &Route, s: &mut Schemas) -> Option<Operation> {
    use Content::{None as Empty, Other};
    let html = || Other("text/html", text());
    let id_of = "The item's id (`12`, or its address's `12-swan-lake`)";
    let operation = match (route.method.as_str(), route.path.as_str()) {
        // The guide's content.
        ("GET", "/events") => paged::<Event>(
            op("Every event, or a category's or venue's", "Events")
                .params([query("category", text(), "Only this category"), query("venue", text(), "Only at this venue")]),
            "The events, by date",
            s,
        ),
        ("GET", "/events/page") => op("The events page's list, a slice at a time", "Events")
            .params(event_filters())
            .params([
                query("q", text(), "Localizer the events must match, as the search does"),
                query("offset", json!({ "type": "integer", "minimum": 0 }), "The first event's place in the list"),
                query("limit", json!({ "type": "integer", "minimum": 1, "maximum": 960 }), "How many (24 without it)"),
            ])
            .answers(200, "The slice, how many match and the venue choices", s.answer::<EventsSlice>()),
        ("GET", "/events/home") => op("Home's events", "Events").answers(200, "Home's selection", s.answer::<Vec<Event>>()),
        ("GET", "/events/whats-on") => op("Tonight and this weekend", "Events").answers(200, "What is on now and this weekend", s.answer::<WhatsOn>()),
        ("GET", "/events/{id}") => op("An event's page", "Events")
            .id(id_of)
            .params([page_lang()])
            .answers(200, "The event and what is next at its venue", s.answer::<EventPage>()),
        ("GET", "/events.ics") => op("The events as a calendar feed (RFC 5545)", "Feeds")
            .params([
                query("category", text(), "Only this category"),
                query("venue", text(), "Only at this venue"),
                query("collection", collection(), "Only this collection's events"),
                lang(),
            ])
            .answers(200, "An iCalendar file", Other("text/calendar", text())),
        ("GET", "/search") => op("Search events, activities and restaurants", "Search")
            .params([query("q", text(), "What the visitor typed"), lang()])
            .answers(200, "The results, or what to try instead", s.answer::<SearchAnswer>()),
        ("GET", "/events/changes") => changes(op("What changed in the events since a copy", "Events"), s.answer::<ListChanges<Event>>()),
        ("GET", "/activities") => paged::<Activity>(op("Every activity", "Activities"), "The activities", s),
        ("GET", "/activities/{id}") => op("An activity's page", "Activities")
            .id("The activity's id")
            .params([page_lang()])
            .answers(200, "The activity and the places near it", s.answer::<ActivityPage>()),
        ("GET", "/collections/{id}") => op("A collection's page: its events and places today", "Collections")
            .params([json!({ "name": "id", "in": "path", "required": true, "description": "The collection", "schema": collection() })])
            .params([page_lang()])
            .answers(200, "The collection's soonest events, how many in all, and its places", s.answer::<CollectionPage>()),
        ("GET", "/right-now") => op("Right now: the events on now or later today and the places open now", "Collections")
            .params([page_lang()])
            .answers(200, "Today's events still to go to (the soonest, and how many in all) and the places open now", s.answer::<RightNow>()),
        ("GET", "/restaurants/{id}") => op("A restaurant's page", "Restaurants")
            .id("The restaurant's id")
            .params([page_lang()])
            .answers(200, "The restaurant and the places near it", s.answer::<RestaurantPage>()),
        ("GET", "/activities/changes") => changes(op("What changed in the activities since a copy", "Activities"), s.answer::<ListChanges<Activity>>()),
        ("GET", "/restaurants") => paged::<Restaurant>(op("Every restaurant", "Restaurants"), "The restaurants", s),
        ("GET", "/restaurants/changes") => changes(op("What changed in the restaurants since a copy", "Restaurants"), s.answer::<ListChanges<Restaurant>>()),
        ("GET", "/site") => op("The site's name, city, links and map", "Site").answers(200, "The site", s.answer::<SiteInfo>()),
        ("GET", "/areas") => op("The restaurant areas", "Site").answers(200, "The areas and their boxes", s.answer::<AreaTable>()),
        ("GET", "/forecast") => op("The weather forecast at the city for the coming week", "Site")
            .answers(200, "The National Weather Service's forecast by day, as last read (its time with it)", s.answer::<Forecast>())
            .answers(404, "The guide has no forecast configured", s.answer::<ErrorBody>())
            .answers(502, "The weather service failed and no forecast is kept", s.answer::<ErrorBody>())
            .answers(504, "The weather service did not answer in time and no forecast is kept", s.answer::<ErrorBody>()),
        ("GET", "/travel-times") => op("Driving times between a day's stops, from the guide's routing engine", "Site")
            .params([query("points", text(), "The stops, 'lat,lon' separated by ';' (2 to 25)")])
            .answers(200, "Seconds by car from each stop to each other, null where no route was found", s.answer::<TravelTimes>())
            .answers(404, "The guide has no routing engine: every leg is estimated", s.answer::<ErrorBody>())
            .answers(502, "The routing engine failed", s.answer::<ErrorBody>())
            .answers(504, "The routing engine did not answer in time", s.answer::<ErrorBody>()),
        ("GET", "/landmarks") => op("The places a list can be ordered from", "Site").answers(200, "Areas, venues, activities and restaurants with a position", s.answer::<Vec<Landmark>>()),
        // Outside /api: the news feeds and the partners' widget (#38).
        ("GET", "/feeds/events.rss") => op("The events as an RSS 2.0 feed", "Feeds")
            .params(event_filters())
            .params([query("q", text(), "Localizer the events must match"), lang()])
            .answers(200, "The next 100 events under the filters", Other("application/rss+xml", text())),
        ("GET", "/feeds/events.atom") => op("The events as an Atom feed", "Feeds")
            .params(event_filters())
            .params([query("q", text(), "Localizer the events must match"), lang()])
            .answers(200, "The next 100 events under the filters", Other("application/atom+xml", text())),
        ("GET", "/embed.js") => op("The partners' widget: a module defining the guide's element", "Partners")
            .answers(200, "The module", Other("text/javascript", text())),
        ("GET", "/embed/events/fragment") => op("What the widget shows, its styles first", "Partners")
            .params(event_filters())
            .params(embed_params())
            .answers(200, "Markup for a shadow root", html()),
        ("GET", "/embed/events") => op("The widget's list as a page, for an iframe", "Partners")
            .params(event_filters())
            .params(embed_params())
            .answers(200, "A page without scripts, framed only by the allowed sites", html()),
        ("GET", "/openapi.json") => op("This description (OpenAPI 3.1)", "Site")
            .answers(200, "The description", Content::Json(json!({ "type": "object" }))),
        ("GET", "/docs") => op("The API's reference page", "Site").answers(200, "The page", html()),
        // Visitors' sends.
        ("POST", "/suggestions") => op("Suggest an event, activity or restaurant", "Visitors")
            .body(s.read::<SuggestionForm>())
            .answers(201, "Sent to the curator", s.answer::<Sent>()),
        ("POST", "/send-visit-plan") => op("Send My Favorites to the curator", "Visitors")
            .body(s.read::<PlanToCurator>())
            .answers(202, "Queued for sending", s.answer::<Sent>()),
        ("POST", "/send-visit-plan-self") => op("E-mail My Favorites to oneself", "Visitors")
            .body(s.read::<PlanToSelf>())
            .answers(202, "Queued for sending", s.answer::<Sent>()),
        ("POST", "/reminders") => op("Ask for a reminder of an event", "Reminders")
            .body(s.read::<ReminderRequest>())
            .answers(202, "Set, or a confirmation e-mail sent", s.answer::<ReminderAnswer>()),
        ("GET", "/reminders") => op("What is held for the bearer's address", "Reminders")
            .params([lang()])
            .answers(200, "Its reminders and weekly e-mail", s.answer::<HeldForAddress>()),
        ("DELETE", "/reminders") => op("Forget the address: every reminder and the weekly e-mail", "Reminders").answers(204, "Forgotten", Empty),
        ("POST", "/reminders/confirm") => op("Confirm the address (the e-mailed link's token)", "Reminders")
            .params([lang()])
            .answers(200, "What it now holds", s.answer::<HeldForAddress>()),
        ("DELETE", "/reminders/{event_id}") => op("End one reminder", "Reminders")
            .params([path_param("event_id", "The event's id"), lang()])
            .answers(200, "What the address still holds", s.answer::<HeldForAddress>()),
        ("POST", "/reminders/unsubscribe") => op("One-click unsubscribe (RFC 8058): everything", "Reminders")
            .params([query("token", text(), "The e-mail's token")])
            .answers(200, "Ended", s.answer::<ReminderAnswer>()),
        ("GET", "/reminders/unsubscribe") => op("An e-mail's unsubscribe link: the address's page", "Reminders")
            .params([query("token", text(), "The e-mail's token")])
            .answers(303, "To the address's page", Empty),
        // Organizers' submissions (issue 73).
        ("GET", "/submissions/form") => op("A token for the event form, saying when it was shown", "Organizers")
            .answers(200, "The form's token and its choices", s.answer::<OpenedSubmissionForm>()),
        ("GET", "/submissions/venues") => op("The guide's venues, for the event form", "Organizers")
            .answers(200, "Each venue's id, name and address, by name", s.answer::<Vec<SubmissionVenue>>()),
        ("POST", "/submissions/pictures") => op("Upload the event form's picture, with the form's token", "Organizers")
            .body(Other(
                "multipart/form-data",
                json!({ "type": "object", "properties": { "formToken": { "type": "string" }, "image": { "type": "string", "contentMediaType": "application/octet-stream" } }, "required": ["formToken", "image"] }),
            ))
            .answers(201, "Stored and processed: the form sends its address as `image`", s.answer::<SubmissionPicture>()),
        ("POST", "/submissions") => op("Send an event for review; its organizer confirms their address by e-mail", "Organizers")
            .body(s.read::<SubmissionForm>())
            .answers(202, "Taken in: a confirmation e-mail sent", s.answer::<SubmissionAnswer>()),
        ("GET", "/submissions/mine") => op("The submission the bearer's private link opens", "Organizers")
            .params([lang()])
            .answers(200, "Its state and form", s.answer::<OrganizerSubmission>()),
        ("PUT", "/submissions/mine") => op("Change the bearer's submission while staff have not decided it", "Organizers")
            .body(s.read::<SubmissionForm>())
            .answers(200, "Saved", s.answer::<SubmissionAnswer>()),
        ("POST", "/submissions/mine/confirm") => op("Confirm the organizer's address: the submission goes to staff", "Organizers")
            .params([lang()])
            .answers(200, "Confirmed", s.answer::<SubmissionAnswer>()),
        ("POST", "/weekly") => op("Subscribe to the weekly e-mail", "Reminders")
            .body(s.read::<WeeklyRequest>())
            .answers(202, "Subscribed, or a confirmation e-mail sent", s.answer::<ReminderAnswer>()),
        ("DELETE", "/weekly") => op("End the bearer's weekly e-mail", "Reminders")
            .params([lang()])
            .answers(200, "What the address still holds", s.answer::<HeldForAddress>())
            .answers(204, "Nothing is held any more: the address is forgotten", Empty),
        ("POST", "/weekly/unsubscribe") => op("One-click unsubscribe (RFC 8058): the weekly e-mail", "Reminders")
            .params([query("token", text(), "The issue's token")])
            .answers(200, "Ended", s.answer::<ReminderAnswer>()),
        ("GET", "/weekly/unsubscribe") => op("An issue's unsubscribe link: the address's page", "Reminders")
            .params([query("token", text(), "The issue's token")])
            .answers(303, "To the address's page", Empty),
        // Staff.
        ("GET", "/login") => op("The sign-in page", "Staff")
            .params([query("next", text(), "Where to go once signed in")])
            .answers(200, "The page", html()),
        ("POST", "/login") => op("Sign in", "Staff")
            .body(Other(
                "application/x-www-form-urlencoded",
                json!({ "type": "object", "properties": { "email": text(), "password": text(), "next": text() }, "required": ["email", "password"] }),
            ))
            .answers(303, "Signed in (a session cookie), or back to the page with why not", Empty),
        ("POST", "/logout") => op("Sign out", "Staff")
            .params([lang()])
            .answers(303, "Signed out, to the guide's home", Empty),
        ("GET", "/invitation") => op("An invitation's page: choose a name and a password", "Staff")
            .params([query("token", text(), "The e-mailed link's token")])
            .answers(200, "The page", html())
            .answers(410, "The link was used, replaced or has expired", html()),
        ("POST", "/invitation") => op("Accept an invitation", "Staff")
            .body(Other(
                "application/x-www-form-urlencoded",
                json!({ "type": "object", "properties": { "token": text(), "first_name": text(), "last_name": text(), "password": text() }, "required": ["token", "first_name", "last_name", "password"] }),
            ))
            .answers(303, "The account made and signed in, to the dashboard", Empty)
            .answers(400, "The page again, with what to fix", html())
            .answers(410, "The link was used, replaced or has expired", html()),
        ("GET", "/password-reset") => op("The forgotten password's page", "Staff")
            .params([query("next", text(), "The dashboard's address, in its language")])
            .answers(200, "The page", html()),
        ("POST", "/password-reset") => op("E-mail a link to choose a new password", "Staff")
            .body(Other(
                "application/x-www-form-urlencoded",
                json!({ "type": "object", "properties": { "email": text(), "next": text() }, "required": ["email"] }),
            ))
            .answers(200, "The same answer whether or not an account uses the address", html()),
        ("GET", "/password-reset/new") => op("A reset link's page: choose the new password", "Staff")
            .params([query("token", text(), "The e-mailed link's token")])
            .answers(200, "The page", html())
            .answers(410, "The link was used, replaced or has expired", html()),
        ("POST", "/password-reset/new") => op("Set the new password", "Staff")
            .body(Other(
                "application/x-www-form-urlencoded",
                json!({ "type": "object", "properties": { "token": text(), "password": text() }, "required": ["token", "password"] }),
            ))
            .answers(303, "Saved, every other session ended, signed in, to the dashboard", Empty)
            .answers(400, "The page again, with what to fix", html())
            .answers(410, "The link was used, replaced or has expired", html()),
        ("GET", "/admin/history") => op("The history of changes, newest first", "Dashboard")
            .params([
                query("staff", json!({ "type": "integer" }), "Made by this staff account"),
                query("kind", json!({ "type": "string", "enum": guide_core::dashboard::history::ChangeKind::ALL.map(|k| k.as_str()) }), "Of this kind of item (an editor sees no account's or source's)"),
                query("item", json!({ "type": "integer" }), "Of the item with this id"),
                query("others", json!({ "type": "boolean" }), "Only other staff's changes than the signed-in account's"),
                query("since", json!({ "type": "string", "format": "date" }), "From this day (the city's), included"),
                query("until", json!({ "type": "string", "format": "date" }), "To this day, included"),
                query("before", json!({ "type": "integer" }), "Older than this change (the page before's nextBefore)"),
            ])
            .answers(200, "A page of changes and the people in the history", s.answer::<guide_core::dashboard::history::History>()),
        ("POST", "/admin/history/{id}/undo") => op("Undo a change", "Dashboard")
            .id("The change's id")
            .answers(200, "Undone, recorded as a change of its own", s.answer::<guide_core::dashboard::history::Undone>()),
        ("POST", "/admin/history/batch/{batch}/undo") => op("Undo every change of a step (a bulk action)", "Dashboard")
            .params([path_param("batch", "The step's batch, as the history lists it")])
            .answers(200, "Undone as one, recorded as changes of their own", s.answer::<guide_core::dashboard::history::Undone>()),
        ("PUT", "/admin/password") => op("Change one's own password", "Dashboard")
            .body(s.read::<PasswordChange>())
            .answers(204, "Changed; the account's other sessions ended", Empty),
        ("GET", "/admin/accounts") => op("The staff accounts and open invitations", "Dashboard")
            .answers(200, "Every account, and the invitations that still open", s.answer::<StaffAccounts>()),
        ("POST", "/admin/accounts/invitations") => op("Invite someone by e-mail", "Dashboard")
            .body(s.read::<InvitationRequest>())
            .answers(201, "The invitation, its e-mail in the outbox", s.answer::<StaffInvitation>()),
        ("DELETE", "/admin/accounts/invitations/{id}") => op("Withdraw an invitation", "Dashboard")
            .id("The invitation's id")
            .answers(204, "Its link no longer opens", Empty),
        ("PUT", "/admin/accounts/{id}") => op("Change an account's role, or disable or enable it", "Dashboard")
            .id("The account's id")
            .body(s.read::<AccountUpdate>())
            .answers(200, "The accounts now; the account's sessions ended", s.answer::<StaffAccounts>()),
        ("DELETE", "/admin/accounts/{id}") => op("Remove an account", "Dashboard")
            .id("The account's id")
            .answers(204, "Removed, its sessions ended", Empty),
        ("GET", "/admin/status") => op("Who is signed in", "Dashboard").answers(200, "The admin", s.answer::<AdminStatus>()),
        ("GET", "/admin/weekly") => op("The weekly e-mail's subscribers and next issue", "Dashboard").answers(200, "The overview and a preview", s.answer::<WeeklyOverview>()),
        ("PUT", "/admin/weekly/intro") => op("Write the next issue's introduction", "Dashboard")
            .body(s.read::<WeeklyIntroChange>())
            .answers(200, "Saved: the overview with it", s.answer::<WeeklyOverview>()),
        ("POST", "/admin/weekly/test") => op("Send the next issue to oneself", "Dashboard")
            .answers(202, "Queued to the admin's address; 422 when the weekend has nothing to send", s.answer::<WeeklyTestSent>()),
        ("GET", "/admin/embed") => op("What the Embed page writes snippets from", "Dashboard").answers(200, "The guide's address, the element, the framing sites", s.answer::<EmbedSettings>()),
        ("GET", "/admin/venues") => op("The venues", "Dashboard").answers(200, "Every venue with its events page", s.answer::<Vec<AdminVenue>>()),
        ("PUT", "/admin/venues/{id}/events-url") => op("Set a venue's events page", "Dashboard")
            .id("The venue's id")
            .body(s.read::<EventsPageChange>())
            .answers(200, "Saved", s.answer::<EventsPageSaved>()),
        ("PUT", "/admin/venues/{id}/position") => op("Set a venue's position", "Dashboard")
            .id("The venue's id")
            .body(s.read::<VenuePosition>())
            .answers(200, "Saved", s.answer::<VenuePosition>()),
        ("POST", "/admin/venues/discover") => {
            let line = s.answers.subschema_for::<DiscoveryLine>().to_value();
            op("Discover events on venues' pages", "Dashboard")
                .body(s.read::<DiscoverRequest>())
                .answers_in(
                    200,
                    "The report; with `Accept: application/x-ndjson`, a line per step as it happens (each line one JSON value)",
                    vec![s.answer::<DiscoveryReport>(), Other("application/x-ndjson", line)],
                )
        }
        ("POST", "/admin/events/bulk-create") => op("Publish discovered events", "Dashboard")
            .body(s.read::<BulkEvents>())
            .answers(201, "Created, with the ones skipped", s.answer::<BulkCreated>()),
        ("POST", "/admin/activities/scrape-url") => op("Read an activity from its page", "Dashboard")
            .body(s.read::<ScrapeRequest>())
            .answers(200, "The activity as read", s.answer::<Activity>()),
        ("POST", "/admin/activities/create") => op("Add an activity", "Dashboard")
            .body(s.read::<Activity>())
            .answers(201, "Created", s.answer::<Saved>()),
        ("POST", "/admin/restaurants/scrape-url") => op("Read a restaurant from its page", "Dashboard")
            .body(s.read::<ScrapeRequest>())
            .answers(200, "The restaurant as read, with its detected area", s.answer::<ScrapedRestaurant>()),
        ("POST", "/admin/restaurants/create") => op("Add a restaurant, unless it looks like one the guide has", "Dashboard")
            .body(s.read::<Restaurant>())
            .answers(201, "Created", s.answer::<Saved>())
            .answers(200, "Not created: similar restaurants, to replace one or create anyway", s.answer::<DuplicateRestaurantResponse>()),
        ("POST", "/admin/restaurants/create-anyway") => op("Add a restaurant despite similar ones", "Dashboard")
            .body(s.read::<Restaurant>())
            .answers(201, "Created", s.answer::<Saved>()),
        ("GET", "/admin/events-missing-images") => missing(op("Events without a working picture", "Dashboard"), s),
        ("GET", "/admin/activities-missing-images") => missing(op("Activities without a working picture", "Dashboard"), s),
        ("GET", "/admin/restaurants-missing-images") => missing(op("Restaurants without a working picture", "Dashboard"), s),
        ("GET", "/admin/events-small-images") => small(op("Events whose picture is small", "Dashboard"), s),
        ("GET", "/admin/activities-small-images") => small(op("Activities whose picture is small", "Dashboard"), s),
        ("GET", "/admin/restaurants-small-images") => small(op("Restaurants whose picture is small", "Dashboard"), s),
        ("GET", "/admin/picture") => op("A picture's size, widths and bytes", "Dashboard")
            .params([query("image", text(), "The picture's address as an item holds it")])
            .answers(200, "Its details", s.answer::<PictureDetails>()),
        ("GET", "/admin/events/{id}") => editable(op("An event as its edit form opens it", "Dashboard").id("The event's id"))
            .answers(200, "The event, its version (also its ETag) and the changes since `since`", s.answer::<Editable<Event>>()),
        ("GET", "/admin/activities/{id}") => editable(op("An activity as its edit form opens it", "Dashboard").id("The activity's id"))
            .answers(200, "The activity, its version (also its ETag) and the changes since `since`", s.answer::<Editable<Activity>>()),
        ("GET", "/admin/restaurants/{id}") => editable(op("A restaurant as its edit form opens it", "Dashboard").id("The restaurant's id"))
            .answers(200, "The restaurant, its version (also its ETag) and the changes since `since`", s.answer::<Editable<Restaurant>>()),
        ("POST", "/admin/events") => op("Add an event, one date or a series, unless it looks like one the guide has", "Dashboard")
            .body(s.read::<EventAdd>())
            .answers(201, "Added: one event a date", s.answer::<BulkCreated>())
            .answers(200, "Not added: the guide's similar events, to compare; `addAnyway` adds it", s.answer::<SimilarEventsFound>()),
        ("PUT", "/admin/events/{id}") => op("Change an event", "Dashboard")
            .id("The event's id")
            .params([if_match()])
            .body(s.read::<EventEdit>())
            .answers(200, "Saved", s.answer::<Saved>()),
        ("DELETE", "/admin/events/{id}") => op("Remove an event", "Dashboard").id("The event's id").answers(204, "Removed", Empty),
        ("PUT", "/admin/activities/{id}") => op("Change an activity", "Dashboard")
            .id("The activity's id")
            .params([if_match()])
            .body(s.read::<Activity>())
            .answers(200, "Saved", s.answer::<Saved>()),
        ("DELETE", "/admin/activities/{id}") => op("Remove an activity", "Dashboard").id("The activity's id").answers(204, "Removed", Empty),
        ("PUT", "/admin/restaurants/{id}") => op("Change a restaurant", "Dashboard")
            .id("The restaurant's id")
            .params([if_match()])
            .body(s.read::<Restaurant>())
            .answers(200, "Saved", s.answer::<Saved>()),
        ("DELETE", "/admin/restaurants/{id}") => op("Remove a restaurant", "Dashboard").id("The restaurant's id").answers(204, "Removed", Empty),
        ("PUT", "/admin/restaurants/replace/{id}") => op("Replace a similar restaurant with a new one", "Dashboard")
            .id("The restaurant replaced")
            .body(s.read::<Restaurant>())
            .answers(200, "Saved", s.answer::<Saved>()),
        ("PUT", "/admin/events/{id}/translations")
        | ("PUT", "/admin/activities/{id}/translations")
        | ("PUT", "/admin/restaurants/{id}/translations") => op("Set an item's text in other languages", "Dashboard")
            .id("The item's id")
            .params([if_match()])
            .body(s.read::<ItemTranslations>())
            .answers(200, "Saved", s.answer::<Saved>()),
        ("GET", "/admin/sources") => op("The followed sources and their health", "Dashboard").answers(200, "Every source", s.answer::<Vec<SourceView>>()),
        ("POST", "/admin/sources") => op("Follow a page or feed", "Dashboard")
            .body(s.read::<SourceForm>())
            .answers(201, "Followed", s.answer::<SourceView>()),
        ("PUT", "/admin/sources/{id}") => op("Change a followed source", "Dashboard")
            .id("The source's id")
            .body(s.read::<SourceForm>())
            .answers(200, "Saved", s.answer::<SourceView>()),
        ("DELETE", "/admin/sources/{id}") => op("Stop following a source", "Dashboard").id("The source's id").answers(204, "Stopped", Empty),
        ("POST", "/admin/sources/{id}/run") => op("Read a source now", "Dashboard")
            .id("The source's id")
            .answers(202, "Queued", s.answer::<SourceView>()),
        ("POST", "/admin/sources/{id}/confirm") => op("Confirm a suspicious source's page is right", "Dashboard")
            .id("The source's id")
            .answers(200, "Confirmed: what vanished from it can be decided", s.answer::<SourceView>()),
        ("GET", "/admin/federation/blocks") => op("Blocked accounts and instances", "Dashboard")
            .answers(200, "The blocks, and whether the guide federates", s.answer::<FederationBlocks>()),
        ("POST", "/admin/federation/blocks") => op("Block an account or an instance", "Dashboard")
            .body(s.read::<BlockForm>())
            .answers(201, "Blocked, with the followers and sources it stopped", s.answer::<Blocked>()),
        ("DELETE", "/admin/federation/blocks") => op("Lift a block", "Dashboard")
            .params([
                query("kind", text(), "actor or instance"),
                query("value", text(), "The actor's address, or the instance's host"),
            ])
            .answers(204, "Lifted", Empty),
        ("GET", "/admin/inbox") => op("The review inbox", "Dashboard").answers(200, "What the sources found, to review", s.answer::<Vec<InboxItem>>()),
        ("POST", "/admin/inbox") => op("Decide on inbox items", "Dashboard")
            .body(s.read::<InboxDecision>())
            .answers(200, "Done", s.answer::<InboxDone>()),
        ("GET", "/admin/translations/outdated") => op("Translations whose original changed since", "Dashboard")
            .answers(200, "The items, with each translation that needs an update", s.answer::<Vec<OutdatedItem>>()),
        ("GET", "/admin/suggestions") => op("Visitors' suggestions", "Dashboard").answers(200, "Every suggestion", s.answer::<Vec<StoredSuggestion>>()),
        ("GET", "/admin/submissions") => op("Organizers' submissions: the pending ones, or those of ?status=, each with the guide's events like it", "Dashboard")
            .params([query("status", text(), "unconfirmed, pending (the default), approved or declined")])
            .answers(200, "Oldest first", s.answer::<Vec<ReviewedSubmission>>()),
        ("POST", "/admin/submissions/{id}/approve") => op("Publish a pending submission, as sent or as staff edited it; its organizer is e-mailed", "Dashboard")
            .params([path_param("id", "The submission's id")])
            .body(s.read::<SubmissionForm>())
            .answers(200, "Its events made", s.answer::<SubmissionsDecided>()),
        ("POST", "/admin/submissions/decline") => op("Decline pending submissions with a reason e-mailed to each organizer, blocking their senders when asked", "Dashboard")
            .body(s.read::<SubmissionDecline>())
            .answers(200, "Those declined", s.answer::<SubmissionsDecided>()),
        ("PUT", "/admin/suggestions/{id}/status") => op("Set a suggestion's status, with a note when dismissed", "Dashboard")
            .id("The suggestion's id")
            .body(Content::Json(json!({ "type": "object", "properties": {
                "status": { "type": "string", "enum": guide_core::dashboard::suggestion::SuggestionStatus::ALL.map(|s| s.as_str()) },
                "note": { "type": ["string", "null"] } }, "required": ["status"] })))
            .answers(200, "Saved", s.answer::<SuggestionStatusSaved>()),
        ("POST", "/admin/suggestions/{id}/draft") => op("Read a suggested page into the form that adds it", "Dashboard")
            .id("The suggestion's id")
            .answers(200, "The form, filled from the page or from what the visitor wrote", s.answer::<SuggestionDraft>()),
        ("PUT", "/admin/suggestions/{id}/added") => op("Mark a suggestion added as the guide's item; the visitor is e-mailed once", "Dashboard")
            .id("The suggestion's id")
            .body(s.read::<SuggestionLink>())
            .answers(200, "Linked", s.answer::<StoredSuggestion>()),
        ("POST", "/admin/{kind}/{id}/upload-image") => op("Upload an item's picture", "Dashboard")
            .params([
                json!({ "name": "kind", "in": "path", "required": true, "schema": { "type": "string", "enum": ["events", "activities", "restaurants"] } }),
                path_param("id", "The item's id"),
            ])
            .body(Other(
                "multipart/form-data",
                json!({ "type": "object", "properties": { "image": { "type": "string", "contentMediaType": "application/octet-stream" } }, "required": ["image"] }),
            ))
            .answers(200, "Stored and processed", s.answer::<ImageUploaded>()),
        ("POST", "/admin/pictures") => op("Upload a picture for a form, which the item takes when saved", "Dashboard")
            .body(Other(
                "multipart/form-data",
                json!({ "type": "object", "properties": { "image": { "type": "string", "contentMediaType": "application/octet-stream" } }, "required": ["image"] }),
            ))
            .answers(201, "Stored and processed", s.answer::<PictureDetails>()),
        _ => return None,
    };
    Some(operation)
}

/// A full list: the spec's plain array, or a page of it in id order when
/// the address asks for one.
fn paged<T: JsonSchema>(operation: Operation, all: &'static str, s: &mut Schemas) -> Operation {
    let plain = s.answers.subschema_for::<Vec<T>>().to_value();
    let page = s.answers.subschema_for::<Page<T>>().to_value();
    operation
        .params([
            query(
                "limit",
                json!({ "type": "integer", "minimum": 1, "maximum": paging::MAX_LIMIT }),
                "Asks for a page, of this many (100 without it), in id order",
            ),
            query("cursor", text(), "The nextCursor of the page before"),
            query(
                "updatedSince",
                json!({ "type": "string", "format": "date-time" }),
                "Only what changed at or after this instant (RFC 3339)",
            ),
        ])
        .answers(
            200,
            all,
            Content::Json(json!({ "oneOf": [
                { "description": "Without limit, cursor or updatedSince: every item", "allOf": [plain] },
                { "description": "With any of them: a page, in id order", "allOf": [page] },
            ] })),
        )
}

fn changes(operation: Operation, list: Content) -> Operation {
    operation
        .params([query(
            "since",
            text(),
            "The ETag of the copy the device holds",
        )])
        .answers(200, "The changes", list)
        .answers(304, "The copy is current", Content::None)
        .answers(
            410,
            "This server does not know that copy: read the whole list",
            Content::None,
        )
}

fn missing(operation: Operation, s: &mut Schemas) -> Operation {
    operation.answers(200, "The items", s.answer::<Vec<MissingImage>>())
}

fn small(operation: Operation, s: &mut Schemas) -> Operation {
    operation.answers(200, "The items", s.answer::<Vec<SmallImage>>())
}

/// The routes the table lacks: a test keeps it empty.
pub fn undescribed(routes: &[Route]) -> Vec<(Method, String)> {
    let mut s = Schemas::new();
    routes
        .iter()
        .chain(&site_routes())
        .filter(|route| describe(route, &mut s).is_none())
        .map(|route| (route.method.clone(), route.path.clone()))
        .collect()
}

/// The routes outside `/api` that programs read: the news feeds and the
/// partners' widget (`app.rs`, `embed`). Described with the API's.
pub fn site_routes() -> Vec<Route> {
    [
        "/feeds/events.rss",
        "/feeds/events.atom",
        "/embed.js",
        "/embed/events",
        "/embed/events/fragment",
    ]
    .map(|path| Route {
        method: Method::GET,
        path: path.to_string(),
        access: Access::Read,
    })
    .into()
}

/// The whole description of the API's `routes` (paths under `/api`) and
/// the [`site_routes`], for a guide named `brand`.
pub fn description(routes: &[Route], brand: &str) -> Value {
    let site = site_routes();
    let routes: Vec<&Route> = routes.iter().chain(&site).collect();
    let version = env!("CARGO_PKG_VERSION");
    let mut s = Schemas::new();
    let error = s.answer::<ErrorBody>();
    let mut operations: Vec<(&Route, Operation)> = routes
        .into_iter()
        .filter_map(|route| describe(route, &mut s).map(|op| (route, op)))
        .collect();
    let schemas = s.components(&mut operations);
    let Content::Json(error) = error else {
        unreachable!("an answer is JSON")
    };
    let mut paths: BTreeMap<String, Map<String, Value>> = BTreeMap::new();
    for (route, operation) in operations {
        let mut item = Map::new();
        item.insert("summary".into(), operation.summary.into());
        item.insert("tags".into(), json!([operation.tag]));
        item.insert("operationId".into(), operation_id(route).into());
        if !operation.parameters.is_empty() {
            item.insert("parameters".into(), operation.parameters.into());
        }
        if let Some(body) = operation.body {
            item.insert(
                "requestBody".into(),
                json!({ "required": true, "content": media(body) }),
            );
        }
        let mut answers = Map::new();
        for (status, description, contents) in operation.answers {
            let mut answer = json!({ "description": description });
            let content: Map<String, Value> = contents.into_iter().flat_map(media).collect();
            if !content.is_empty() {
                answer["content"] = Value::Object(content);
            }
            answers.insert(status.to_string(), answer);
        }
        answers.insert(
            "4XX".into(),
            json!({ "description": "Refused: what was wrong, in words and as a code", "content": { "application/json": { "schema": error } } }),
        );
        item.insert("responses".into(), answers.into());
        match route.access {
            // (OpenAPI 3.1: a scheme's list may name the roles it needs.)
            Access::Staff(role) => {
                item.insert("security".into(), json!([{ "session": [role.as_str()] }]));
            }
            // (The e-mails' unsubscribe links carry their token in the address.)
            Access::Link if !route.path.ends_with("/unsubscribe") => {
                item.insert("security".into(), json!([{ "token": [] }]));
            }
            _ => {}
        }
        paths
            .entry(if site.contains(route) {
                route.path.clone()
            } else {
                format!("/api{}", route.path)
            })
            .or_default()
            .insert(route.method.as_str().to_ascii_lowercase(), item.into());
    }
    json!({
        "openapi": "3.1.1",
        "info": {
            "title": format!("{brand} Visitor Guide API"),
            "version": version,
            "description": "The guide's events, activities and restaurants, visitors' sends and reminders, and the staff dashboard's calls. \
                Public reads answer any site (CORS, GET and HEAD, no credentials) with an ETag; visitors' writes are limited per client.",
        },
        "servers": [{ "url": "/" }],
        "tags": TAGS.map(|(name, description)| json!({ "name": name, "description": description })),
        "paths": paths,
        "components": {
            "schemas": schemas,
            "securitySchemes": {
                "session": { "type": "apiKey", "in": "cookie", "name": crate::auth::SESSION_COOKIE, "description": "A signed-in staff session (POST /api/login); an operation names the role it needs (an admin may all an editor may)" },
                "token": { "type": "http", "scheme": "bearer", "description": "The token of a device or an e-mailed link" },
            },
        },
    })
}

/// `get_events_page` for `GET /events/page`.
fn operation_id(route: &Route) -> String {
    let words: Vec<&str> = route
        .path
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    format!(
        "{}_{}",
        route.method.as_str().to_ascii_lowercase(),
        words.join("_")
    )
}

fn media(content: Content) -> Map<String, Value> {
    let (kind, schema) = match content {
        Content::Json(schema) => ("application/json", schema),
        Content::Other(kind, schema) => (kind, schema),
        Content::None => return Map::new(),
    };
    let mut map = Map::new();
    map.insert(kind.into(), json!({ "schema": schema }));
    map
}

/// `GET /api/openapi.json`: [`description`] of the API's route table,
/// made once, with its ETag.
pub(super) async fn openapi_json(
    axum::extract::State(state): axum::extract::State<crate::state::AppState>,
    headers: axum::http::HeaderMap,
) -> Result<axum::response::Response, crate::error::ApiError> {
    let brand = state.site.brand.clone();
    Ok(state
        .reads
        .respond(
            "openapi.json",
            0,
            &headers,
            crate::read_cache::Freshness::Default,
            || async move { Ok(description(super::routes().list(), &brand)) },
        )
        .await?)
}

/// `GET /api/docs`: the reference page, Swagger UI from the build
/// (`web/scripts/api-docs.mjs` copies it from npm into `/api-docs/`),
/// reading [`openapi_json`].
pub(super) async fn docs_page(
    axum::extract::State(state): axum::extract::State<crate::state::AppState>,
) -> axum::response::Html<String> {
    let title = html_escape(&format!("{} Visitor Guide API", state.site.brand));
    axum::response::Html(format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">\n\
         <link rel=\"stylesheet\" href=\"/api-docs/swagger-ui.css\">\n\
         </head>\n<body>\n<main id=\"reference\" data-description=\"/api/openapi.json\">\
         <h1>{title}</h1><p><a href=\"/api/openapi.json\">OpenAPI 3.1 description</a></p></main>\n\
         <script src=\"/api-docs/swagger-ui-bundle.js\"></script>\n\
         <script src=\"/api-docs/start.js\"></script>\n</body>\n</html>\n"
    ))
}

fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
