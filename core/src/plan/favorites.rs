//! The 'My Favorites' plan (spec sections 3, 4 and 9), kept in the browser.
//!
//! The persisted form is exactly what the browser stores under
//! [`STORAGE_KEY`]: `{"state": {"items": [...]}, "version": 0}`. Loading
//! tolerates a missing, corrupt or older value and keeps what it can read.

use crate::content::translations::Translatable;
use serde::{Deserialize, Serialize};

use crate::content::model::{Activity, Event, Restaurant, VenueRef};
use crate::content::paths::ItemKind;
use crate::text::format::format_long_date;
use crate::text::lang::Lang;
use crate::text::words::Localizer;

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

pub const STORAGE_KEY: &str = "visit-plan-storage-v4";
pub const STORAGE_VERSION: u32 = 0;
/// How long the Add button pulses, in milliseconds.
pub const ADD_PULSE_MS: u32 = 300;
/// The cookie that tells the server a device has a saved plan, and nothing
/// more of it: My Favorites' page is then sent as a frame the app renders the
/// plan into, and otherwise painted with the empty plan. The plan itself
/// never leaves the device.
pub const PLAN_COOKIE: &str = "guide-plan";
/// A year: the cookie is written again with every change of the plan.
const PLAN_COOKIE_MAX_AGE: u32 = 365 * 24 * 60 * 60;

/// Who the empty plan's text says receives a plan sent to the curator:
/// the curator by name, or 'our host' in `words`' language when the site
/// names none.
pub fn plan_recipient(curator: &str, words: &dyn Localizer) -> String {
    match curator.trim() {
        "" => words.text("plan-our-host"),
        _ => curator.to_string(),
    }
}

/// A link card of the empty plan: where it leads, and the catalog's
/// messages for its title and its line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct PlanLink {
    pub to: &'static str,
    pub title: &'static str,
    pub text: &'static str,
}

/// The empty plan's three link cards (spec section 2): where a visitor
/// finds something to save. The server paints them and the app renders them.
pub const EMPTY_PLAN_LINKS: [PlanLink; 3] = [
    PlanLink {
        to: "/events",
        title: "plan-link-events",
        text: "plan-link-events-text",
    },
    PlanLink {
        to: "/venues",
        title: "plan-link-activities",
        text: "plan-link-activities-text",
    },
    PlanLink {
        to: "/restaurants",
        title: "plan-link-dining",
        text: "plan-link-dining-text",
    },
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum ItemType {
    Event,
    Restaurant,
    Activity,
}

impl ItemType {
    /// The JSON value: 'event', 'restaurant' or 'activity'.
    pub fn parse(value: &str) -> Option<ItemType> {
        match value {
            "event" => Some(ItemType::Event),
            "restaurant" => Some(ItemType::Restaurant),
            "activity" => Some(ItemType::Activity),
            _ => None,
        }
    }

    /// Its name in the server's messages ('event', lower-cased).
    pub fn label(self) -> &'static str {
        match self {
            ItemType::Event => "Event",
            ItemType::Restaurant => "Restaurant",
            ItemType::Activity => "Activity",
        }
    }

    /// The catalog's message for the badge on a saved item ('Event').
    pub fn message(self) -> &'static str {
        match self {
            ItemType::Event => "item-type-event",
            ItemType::Restaurant => "item-type-restaurant",
            ItemType::Activity => "item-type-activity",
        }
    }
}

/// The page a saved item's type has.
impl From<ItemType> for ItemKind {
    fn from(kind: ItemType) -> ItemKind {
        match kind {
            ItemType::Event => ItemKind::Event,
            ItemType::Activity => ItemKind::Activity,
            ItemType::Restaurant => ItemKind::Restaurant,
        }
    }
}

/// A saved favorite: the common fields, plus those of its type (absent for
/// the other types).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SavedItem {
    pub id: i64,
    pub name: String,
    #[serde(rename = "type")]
    pub kind: ItemType,
    #[serde(default)]
    pub details: Option<String>,
    #[serde(default)]
    pub address: Option<String>,
    #[serde(default)]
    pub phone: Option<String>,
    #[serde(default)]
    pub website: Option<String>,
    // Events
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub venue: Option<String>,
    /// Long format, e.g. 'Saturday, December 5, 2026'.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<String>,
    #[serde(
        rename = "ticket_url",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub ticket_url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ticket_price: Option<String>,
    // Restaurants
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub price_range: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cuisine: Option<String>,
    // Activities
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capacity: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub venue_type: Option<String>,
}

/// One item as the send calls carry it (spec section 3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct SendItem {
    #[serde(rename = "type")]
    pub kind: ItemType,
    pub id: i64,
    pub name: String,
    #[serde(default)]
    pub venue: Option<String>,
    #[serde(default)]
    pub date: Option<String>,
    #[serde(default)]
    pub time: Option<String>,
    #[serde(default)]
    pub cuisine: Option<String>,
    #[serde(default)]
    pub rating: Option<f64>,
    #[serde(default)]
    pub details: Option<String>,
    #[serde(default)]
    pub ticket_url: Option<String>,
    #[serde(default)]
    pub website: Option<String>,
}

impl SendItem {
    /// An item known only by its kind, id and name (nothing else to show).
    pub fn named(kind: ItemType, id: i64, name: &str) -> SendItem {
        SendItem {
            kind,
            id,
            name: name.to_string(),
            venue: None,
            date: None,
            time: None,
            cuisine: None,
            rating: None,
            details: None,
            ticket_url: None,
            website: None,
        }
    }
}

fn non_blank(value: &Option<String>) -> Option<String> {
    value
        .as_deref()
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(str::to_string)
}

fn base(kind: ItemType, id: i64, name: &str, details: &str) -> SavedItem {
    SavedItem {
        id,
        name: name.to_string(),
        kind,
        details: non_blank(&Some(details.to_string())),
        address: None,
        phone: None,
        website: None,
        venue: None,
        date: None,
        time: None,
        ticket_url: None,
        category: None,
        ticket_price: None,
        rating: None,
        price_range: None,
        cuisine: None,
        capacity: None,
        venue_type: None,
    }
}

impl SavedItem {
    /// An event as saved, its day written in `lang` (the visitor's).
    pub fn from_event(event: &Event, lang: Lang) -> SavedItem {
        let event = &*event.in_language(lang);
        let (address, phone, website) = match &event.venue {
            VenueRef::Details(v) => (v.address.clone(), v.phone.clone(), v.website.clone()),
            VenueRef::Name(_) => (None, None, None),
        };
        SavedItem {
            address,
            phone,
            website,
            venue: Some(event.venue.name().to_string()),
            date: Some(format_long_date(event.date, lang)),
            time: non_blank(&event.time),
            ticket_url: non_blank(&event.ticket_url),
            category: Some(event.category.clone()),
            ticket_price: non_blank(&event.ticket_price),
            ..base(ItemType::Event, event.id, &event.title, &event.description)
        }
    }

    pub fn from_restaurant(r: &Restaurant, lang: Lang) -> SavedItem {
        let r = &*r.in_language(lang);
        SavedItem {
            address: non_blank(&r.address),
            phone: non_blank(&r.phone),
            website: non_blank(&r.website),
            rating: r.rating.filter(|v| v.is_finite()),
            price_range: Some(r.price_range.as_str().to_string()),
            cuisine: non_blank(&r.cuisine),
            ..base(ItemType::Restaurant, r.id, &r.name, &r.description)
        }
    }

    pub fn from_activity(a: &Activity, lang: Lang) -> SavedItem {
        let a = &*a.in_language(lang);
        SavedItem {
            address: non_blank(&a.address),
            phone: non_blank(&a.phone),
            website: non_blank(&a.website),
            capacity: a.capacity,
            venue_type: non_blank(&a.venue_type),
            ..base(ItemType::Activity, a.id, &a.name, &a.description)
        }
    }

    /// The 'View Details' link: the ticket page, else the website.
    pub fn details_url(&self) -> Option<&str> {
        self.ticket_url.as_deref().or(self.website.as_deref())
    }

    /// An item as a send call names it (its kind, id and name; its other
    /// facts are read from the guide's lists where they are needed).
    pub fn from_send_item(item: &SendItem) -> SavedItem {
        base(
            item.kind,
            item.id,
            &item.name,
            item.details.as_deref().unwrap_or_default(),
        )
    }

    pub fn to_send_item(&self) -> SendItem {
        SendItem {
            kind: self.kind,
            id: self.id,
            name: self.name.clone(),
            venue: self.venue.clone(),
            date: self.date.clone(),
            time: self.time.clone(),
            cuisine: self.cuisine.clone(),
            rating: self.rating,
            details: self.details.clone(),
            ticket_url: self.ticket_url.clone(),
            website: self.website.clone(),
        }
    }
}

/// The saved items, in the order they were added; at most one per type and id.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Favorites {
    items: Vec<SavedItem>,
}

/// The stored shape: `{"state": {"items": [...]}, "version": 0}`.
#[derive(Serialize)]
pub struct Persisted<'a> {
    state: PersistedState<'a>,
    version: u32,
}

#[derive(Serialize)]
struct PersistedState<'a> {
    items: &'a [SavedItem],
}

impl Favorites {
    pub fn items(&self) -> &[SavedItem] {
        &self.items
    }

    pub fn count(&self) -> usize {
        self.items.len()
    }

    /// The [`PLAN_COOKIE`] for this plan, as `document.cookie` takes it:
    /// set while it has items, removed when it has none.
    pub fn plan_cookie(&self) -> String {
        match self.items.is_empty() {
            true => format!("{PLAN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax"),
            false => {
                format!("{PLAN_COOKIE}=saved; Path=/; Max-Age={PLAN_COOKIE_MAX_AGE}; SameSite=Lax")
            }
        }
    }

    pub fn contains(&self, kind: ItemType, id: i64) -> bool {
        self.items.iter().any(|i| i.kind == kind && i.id == id)
    }

    /// Saves `item`; one already saved (same type and id) changes nothing.
    /// Returns whether it was added.
    pub fn add(&mut self, item: SavedItem) -> bool {
        if self.contains(item.kind, item.id) {
            return false;
        }
        self.items.push(item);
        true
    }

    /// Saves each of `items` not saved yet (a shared plan's 'Add all'), in
    /// their order. Returns how many were added.
    pub fn add_all(&mut self, items: Vec<SavedItem>) -> usize {
        let mut added = 0;
        for item in items {
            added += usize::from(self.add(item));
        }
        added
    }

    /// Returns whether something was removed.
    pub fn remove(&mut self, kind: ItemType, id: i64) -> bool {
        let before = self.items.len();
        self.items.retain(|i| !(i.kind == kind && i.id == id));
        self.items.len() != before
    }

    /// Where the item stands among the saved ones, if saved.
    pub fn position(&self, kind: ItemType, id: i64) -> Option<usize> {
        self.items.iter().position(|i| i.kind == kind && i.id == id)
    }

    /// Saves `item` again where it stood (`position`, or last when the
    /// plan is shorter now): Undo after a Remove. One already saved changes
    /// nothing. Returns whether it was added.
    pub fn restore(&mut self, item: SavedItem, position: usize) -> bool {
        if self.contains(item.kind, item.id) {
            return false;
        }
        self.items.insert(position.min(self.items.len()), item);
        true
    }

    /// Adds the item if absent, removes it if saved. Returns whether it is
    /// saved afterwards.
    pub fn toggle(&mut self, item: SavedItem) -> bool {
        if self.remove(item.kind, item.id) {
            false
        } else {
            self.add(item)
        }
    }

    pub fn clear(&mut self) {
        self.items.clear();
    }

    pub fn by_type(&self, kind: ItemType) -> Vec<&SavedItem> {
        self.items.iter().filter(|i| i.kind == kind).collect()
    }

    pub fn send_items(&self) -> Vec<SendItem> {
        self.items.iter().map(SavedItem::to_send_item).collect()
    }

    /// The value stored under [`STORAGE_KEY`], before it becomes JSON
    /// text (the browser's `JSON.stringify` writes it there).
    pub fn persisted(&self) -> Persisted<'_> {
        Persisted {
            state: PersistedState { items: &self.items },
            version: STORAGE_VERSION,
        }
    }

    /// Reads a stored value. Missing or unreadable storage gives an empty
    /// plan; items that cannot be read are skipped, the others kept; an
    /// older value without the `state` wrapper, or a bare array, is accepted.
    pub fn from_storage(stored: Option<&str>) -> Favorites {
        let root = stored.and_then(|text| serde_json::from_str::<serde_json::Value>(text).ok());
        Favorites::from_stored(root.as_ref())
    }

    /// [`Favorites::from_storage`] on a value some JSON parser already read
    /// (the browser's own `JSON.parse` in the WASM binding): the rules of
    /// what is accepted live here once, whatever parsed the text.
    pub fn from_stored<N: StoredNode>(root: Option<N>) -> Favorites {
        let items = root.and_then(|root| {
            root.elements().or_else(|| {
                root.field("state")
                    .and_then(|state| state.field("items"))
                    .or_else(|| root.field("items"))
                    .and_then(|items| items.elements())
            })
        });
        let mut favorites = Favorites::default();
        for item in items.unwrap_or_default() {
            if let Some(item) = item.saved_item() {
                favorites.add(item);
            }
        }
        favorites
    }
}

/// A parsed JSON value as [`Favorites::from_stored`] reads it.
pub trait StoredNode: Sized {
    /// The member `key` of an object.
    fn field(&self, key: &str) -> Option<Self>;
    /// The elements of an array.
    fn elements(&self) -> Option<Vec<Self>>;
    /// The value as a saved item, when it is one.
    fn saved_item(&self) -> Option<SavedItem>;
}

impl StoredNode for &serde_json::Value {
    fn field(&self, key: &str) -> Option<Self> {
        self.get(key)
    }

    fn elements(&self) -> Option<Vec<Self>> {
        self.as_array().map(|list| list.iter().collect())
    }

    fn saved_item(&self) -> Option<SavedItem> {
        SavedItem::deserialize(*self).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Date;
    use crate::content::model::{ActivityType, PriceRange, Venue};
    use serde_json::json;

    fn event() -> Event {
        Event {
            id: 7,
            title: "La Traviata".into(),
            description: "Verdi".into(),
            venue_id: Some(2),
            venue: VenueRef::Details(Venue {
                id: 2,
                name: "Sarasota Opera House".into(),
                website: Some("https://www.sarasotaopera.org".into()),
                address: Some("61 N Pineapple Ave".into()),
                phone: Some("9413280800".into()),
                description: None,
                capacity: None,
                venue_type: None,
                latitude: None,
                longitude: None,
            }),
            date: Date::parse("2026-12-05").unwrap(),
            end_date: None,
            time: Some("7:30 PM".into()),
            category: "Opera".into(),
            image: None,
            picture: None,
            ticket_price: None,
            ticket_url: Some("https://tickets.example/traviata".into()),
            status: Default::default(),
            lang: Default::default(),
            translations: Default::default(),
            untranslated: Vec::new(),
            series: None,
        }
    }

    fn restaurant() -> Restaurant {
        serde_json::from_value(json!({"id": 3, "name": "Owen's Fish Camp", "description": "Seafood",
            "rating": 8.8, "priceRange": "$$", "cuisine": "Seafood", "website": "https://owensfishcamp.com"}))
        .unwrap()
    }

    fn activity() -> Activity {
        Activity {
            id: 4,
            name: "Siesta Beach".into(),
            description: "Sand".into(),
            address: None,
            phone: None,
            website: None,
            image: None,
            picture: None,
            activity_type: ActivityType::Beach,
            recurring_schedule: None,
            capacity: Some(40),
            venue_type: Some("Public beach".into()),
            location: None,
            price: None,
            facts: Vec::new(),
            visit_minutes: None,
            latitude: None,
            longitude: None,
            lang: Default::default(),
            translations: Default::default(),
            untranslated: Vec::new(),
        }
    }

    #[test]
    fn an_item_is_saved_in_the_page_s_language_where_staff_gave_it() {
        let mut traviata = event();
        traviata.translations =
            serde_json::from_value(json!({"fr": {"title": "La Dévoyée"}})).unwrap();
        assert_eq!(
            SavedItem::from_event(&traviata, Lang::Fr).name,
            "La Dévoyée"
        );
        assert_eq!(
            SavedItem::from_event(&traviata, Lang::De).name,
            "La Traviata"
        );
        let mut beach = activity();
        beach.translations =
            serde_json::from_value(json!({"es": {"name": "Playa Siesta"}})).unwrap();
        assert_eq!(
            SavedItem::from_activity(&beach, Lang::Es).name,
            "Playa Siesta"
        );
        let mut owens = restaurant();
        owens.translations =
            serde_json::from_value(json!({"de": {"description": "Fisch"}})).unwrap();
        assert_eq!(
            SavedItem::from_restaurant(&owens, Lang::De)
                .details
                .as_deref(),
            Some("Fisch")
        );
    }

    #[test]
    fn saved_items_carry_exactly_the_spec_fields_of_their_type() {
        let saved = serde_json::to_value(SavedItem::from_event(&event(), Lang::En)).unwrap();
        assert_eq!(
            saved,
            json!({"id": 7, "name": "La Traviata", "type": "event", "details": "Verdi",
                "address": "61 N Pineapple Ave", "phone": "9413280800", "website": "https://www.sarasotaopera.org",
                "venue": "Sarasota Opera House", "date": "Saturday, December 5, 2026", "time": "7:30 PM",
                "ticket_url": "https://tickets.example/traviata", "category": "Opera"})
        );
        let saved =
            serde_json::to_value(SavedItem::from_restaurant(&restaurant(), Lang::En)).unwrap();
        let keys: Vec<&str> = saved
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            keys,
            [
                "address",
                "cuisine",
                "details",
                "id",
                "name",
                "phone",
                "priceRange",
                "rating",
                "type",
                "website"
            ]
        );
        let saved = serde_json::to_value(SavedItem::from_activity(&activity(), Lang::En)).unwrap();
        assert_eq!(saved["capacity"], 40);
        assert_eq!(saved["venueType"], "Public beach");
        assert!(saved.get("rating").is_none());
    }

    #[test]
    fn adding_twice_changes_nothing_and_toggle_flips() {
        let mut favorites = Favorites::default();
        assert!(favorites.add(SavedItem::from_event(&event(), Lang::En)));
        assert!(!favorites.add(SavedItem::from_event(&event(), Lang::En)));
        assert_eq!(favorites.count(), 1);
        // The same id of another type is another item.
        let mut other = SavedItem::from_restaurant(&restaurant(), Lang::En);
        other.id = 7;
        assert!(favorites.add(other));
        assert!(favorites.contains(ItemType::Restaurant, 7));
        assert!(!favorites.toggle(SavedItem::from_event(&event(), Lang::En)));
        assert!(!favorites.contains(ItemType::Event, 7));
        assert!(favorites.toggle(SavedItem::from_event(&event(), Lang::En)));
        assert_eq!(favorites.by_type(ItemType::Event).len(), 1);
        assert!(favorites.remove(ItemType::Event, 7));
        assert!(!favorites.remove(ItemType::Event, 7));
        favorites.clear();
        assert_eq!(favorites.count(), 0);
    }

    #[test]
    fn undo_puts_a_removed_item_back_where_it_stood() {
        let mut favorites = Favorites::default();
        let mut items = Vec::new();
        for id in 1..=3 {
            let mut item = SavedItem::from_event(&event(), Lang::En);
            item.id = id;
            items.push(item.clone());
            favorites.add(item);
        }
        let position = favorites.position(ItemType::Event, 2).unwrap();
        assert_eq!(position, 1);
        assert!(favorites.remove(ItemType::Event, 2));
        assert_eq!(favorites.position(ItemType::Event, 2), None);
        assert!(favorites.restore(items[1].clone(), position));
        let ids: Vec<i64> = favorites.items().iter().map(|i| i.id).collect();
        assert_eq!(ids, [1, 2, 3]);
        // Saved again meanwhile: nothing changes. A shorter plan: last.
        assert!(!favorites.restore(items[1].clone(), 0));
        favorites.clear();
        assert!(favorites.restore(items[2].clone(), 5));
        assert_eq!(favorites.count(), 1);
    }

    #[test]
    fn the_plan_cookie_says_only_whether_a_plan_is_saved() {
        let mut favorites = Favorites::default();
        assert_eq!(
            favorites.plan_cookie(),
            "guide-plan=; Path=/; Max-Age=0; SameSite=Lax"
        );
        favorites.add(SavedItem::from_event(&event(), Lang::En));
        let cookie = favorites.plan_cookie();
        assert_eq!(
            cookie,
            "guide-plan=saved; Path=/; Max-Age=31536000; SameSite=Lax"
        );
        assert!(!cookie.contains("Traviata"));
        favorites.clear();
        assert!(favorites.plan_cookie().contains("Max-Age=0"));
    }

    #[test]
    fn the_plan_goes_to_the_curator_or_our_host() {
        let en = crate::text::catalogs::catalog(Lang::En);
        assert_eq!(plan_recipient("Marisa", en), "Marisa");
        assert_eq!(plan_recipient("", en), "our host");
        assert_eq!(plan_recipient("  ", en), "our host");
        let es = crate::text::catalogs::catalog(Lang::Es);
        assert_eq!(plan_recipient("", es), "nuestra anfitriona");
    }

    #[test]
    fn the_empty_plan_links_to_events_activities_and_dining() {
        let en = crate::text::catalogs::catalog(Lang::En);
        let links: Vec<_> = EMPTY_PLAN_LINKS
            .iter()
            .map(|l| (en.text(l.title), l.to))
            .collect();
        assert_eq!(
            links,
            [
                ("Events".to_string(), "/events"),
                ("Activities".to_string(), "/venues"),
                ("Dining".to_string(), "/restaurants")
            ]
        );
        for lang in Lang::ALL {
            let words = crate::text::catalogs::catalog(lang);
            assert!(
                EMPTY_PLAN_LINKS
                    .iter()
                    .all(|l| words.text(l.text).ends_with('.'))
            );
        }
    }

    #[test]
    fn send_items_carry_the_payload_fields() {
        let mut favorites = Favorites::default();
        favorites.add(SavedItem::from_event(&event(), Lang::En));
        favorites.add(SavedItem::from_restaurant(&restaurant(), Lang::En));
        let payload = serde_json::to_value(favorites.send_items()).unwrap();
        assert_eq!(
            payload[0],
            json!({"type": "event", "id": 7, "name": "La Traviata", "venue": "Sarasota Opera House",
                "date": "Saturday, December 5, 2026", "time": "7:30 PM", "cuisine": null, "rating": null,
                "details": "Verdi", "ticket_url": "https://tickets.example/traviata",
                "website": "https://www.sarasotaopera.org"})
        );
        assert_eq!(payload[1]["rating"], 8.8);
        assert_eq!(
            SavedItem::from_restaurant(&restaurant(), Lang::En).details_url(),
            Some("https://owensfishcamp.com")
        );
        assert_eq!(
            SavedItem::from_event(&event(), Lang::En).details_url(),
            Some("https://tickets.example/traviata")
        );
    }

    #[test]
    fn storage_round_trips_in_the_persisted_shape() {
        let mut favorites = Favorites::default();
        favorites.add(SavedItem::from_event(&event(), Lang::En));
        favorites.add(SavedItem::from_activity(&activity(), Lang::En));
        let stored = serde_json::to_string(&favorites.persisted()).unwrap();
        let value: serde_json::Value = serde_json::from_str(&stored).unwrap();
        assert_eq!(value["version"], 0);
        assert_eq!(value["state"]["items"].as_array().unwrap().len(), 2);
        assert_eq!(Favorites::from_storage(Some(&stored)), favorites);
    }

    #[test]
    fn loading_tolerates_missing_corrupt_and_older_values() {
        assert_eq!(Favorites::from_storage(None).count(), 0);
        assert_eq!(Favorites::from_storage(Some("{not json")).count(), 0);
        assert_eq!(Favorites::from_storage(Some("42")).count(), 0);
        assert_eq!(Favorites::from_storage(Some(r#"{"state": {}}"#)).count(), 0);
        let mixed = r#"{"state": {"items": [
            {"id": 1, "name": "Ok", "type": "event"},
            {"id": "bad"},
            {"id": 2, "name": "Also ok", "type": "restaurant", "rating": 9, "extra": true},
            {"id": 1, "name": "Duplicate", "type": "event"}
        ]}, "version": 0}"#;
        let favorites = Favorites::from_storage(Some(mixed));
        let names: Vec<&str> = favorites.items().iter().map(|i| i.name.as_str()).collect();
        assert_eq!(names, ["Ok", "Also ok"]);
        let older = r#"{"items": [{"id": 3, "name": "Older", "type": "activity"}]}"#;
        assert_eq!(Favorites::from_storage(Some(older)).count(), 1);
        let bare = r#"[{"id": 4, "name": "Bare", "type": "activity"}]"#;
        assert_eq!(Favorites::from_storage(Some(bare)).count(), 1);
    }

    #[test]
    fn blank_optional_values_are_left_out() {
        let mut e = event();
        e.time = Some("  ".into());
        e.ticket_url = None;
        let saved = SavedItem::from_event(&e, Lang::En);
        assert_eq!(saved.time, None);
        assert_eq!(saved.details_url(), Some("https://www.sarasotaopera.org"));
        let mut r = restaurant();
        r.rating = Some(f64::NAN);
        r.price_range = PriceRange::Luxury;
        let saved = SavedItem::from_restaurant(&r, Lang::En);
        assert_eq!(
            (saved.rating, saved.price_range.as_deref()),
            (None, Some("$$$$"))
        );
    }
}
