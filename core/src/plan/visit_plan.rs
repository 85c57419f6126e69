//! Sending the plan by e-mail (spec sections 3, 5 and 8): to the curator, or
//! to oneself at one or several addresses.

use serde::{Deserialize, Serialize};

use crate::content::model::{Activity, Event, EventStatus, Restaurant};
use crate::content::paths::{ItemKind, item_path};
use crate::plan::favorites::{ItemType, SavedItem, SendItem};
use crate::plan::itinerary::itinerary_of;
use crate::plan::trip::placed::Trip;
use crate::plan::trip::planner::{Guide, plan_trip};
use crate::text::format::format_count;
use crate::text::lang::Lang;
use crate::text::validation::{Checks, MAX_LINE, MAX_TEXT, ValidationErrors, is_valid_email};
use crate::text::words::{Arg, Localizer};
use crate::time::date::Date;

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// Whether a plan form was refused only for having no items: the spec's
/// 'No Items Selected' toast rather than a form's field messages.
pub fn only_no_items(items: &[SendItem], errors: &ValidationErrors) -> bool {
    items.is_empty() && errors.errors.len() == 1
}

/// `POST /api/send-visit-plan`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct PlanToCurator {
    pub name: String,
    pub email: String,
    pub visit_dates: String,
    pub message: String,
    pub selected_items: Vec<SendItem>,
    /// ISO 8601, set by the browser when sending.
    pub timestamp: String,
    /// The language the visitor used (their page's), which the curator's
    /// copy names; English when not given.
    #[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), tsify(optional))]
    pub lang: Lang,
    /// The trip's days and where its places are (Plan by Day), when the
    /// visitor planned any: the e-mail then lists the plan by those days,
    /// each stop at its time with the way from the one before.
    #[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), tsify(optional))]
    pub trip: Option<Trip>,
}

/// `POST /api/send-visit-plan-self`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct PlanToSelf {
    /// One address, or several separated by commas.
    pub email: String,
    pub notes: String,
    pub selected_items: Vec<SendItem>,
    pub timestamp: String,
    /// The language the e-mail is written in (the visitor's page's);
    /// English when not given.
    #[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), tsify(optional))]
    pub lang: Lang,
    /// The trip's days and where its places are (Plan by Day), when the
    /// visitor planned any: the e-mail then lists the plan by those days,
    /// each stop at its time with the way from the one before.
    #[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), tsify(optional))]
    pub trip: Option<Trip>,
}

/// The empty-plan toast, in `words`' language ('No Items Selected').
pub fn no_items_notice(words: &dyn Localizer) -> crate::dashboard::admin::Notice {
    crate::dashboard::admin::Notice {
        title: words.text("no-items-title"),
        description: words.text("no-items-text"),
    }
}

/// Most items one plan may carry.
pub const MAX_ITEMS: usize = 200;
/// Most addresses one plan to self may go to.
pub const MAX_SELF_RECIPIENTS: usize = 5;
/// How many plans to self one address may receive in an hour, whoever
/// sends them (the curator's own address is the site's inbox and is not
/// limited so).
pub const SELF_PLANS_PER_ADDRESS_PER_HOUR: i64 = 3;
/// The catalog's message for what the e-mail says of an item removed from
/// the guide since it was saved ('no longer in the guide').
pub const REMOVED_NOTE: &str = "plan-removed-note";

fn require_items(items: &[SendItem], checks: &mut Checks) {
    if items.is_empty() {
        checks.add("selectedItems", "no-items-text", &[]);
    } else if items.len() > MAX_ITEMS {
        let max = format_count(MAX_ITEMS as u64, checks.words().lang());
        checks.add(
            "selectedItems",
            "plan-too-many",
            &[("max", Arg::Text(&max))],
        );
    }
}

/// The addresses of a comma-separated list, trimmed, blanks dropped.
pub fn split_emails(list: &str) -> Vec<String> {
    list.split(',')
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .map(str::to_string)
        .collect()
}

/// Name and e-mail are required, the e-mail well formed; visit dates and
/// message are optional; an empty plan is refused. The messages are in
/// `words`' language (the visitor's).
pub fn validate_plan_to_curator(
    plan: &PlanToCurator,
    words: &dyn Localizer,
) -> Result<PlanToCurator, ValidationErrors> {
    let mut checks = Checks::new(words);
    checks.required("name", "field-name", &plan.name);
    checks.email("email", "field-email", &plan.email);
    checks.visitor_text("name", "field-name", &plan.name, MAX_LINE, false);
    checks.visitor_text(
        "visitDates",
        "field-visit-dates",
        &plan.visit_dates,
        MAX_LINE,
        false,
    );
    checks.visitor_text("message", "field-message", &plan.message, MAX_TEXT, true);
    require_items(&plan.selected_items, &mut checks);
    checks.into_result(PlanToCurator {
        name: plan.name.trim().to_string(),
        email: plan.email.trim().to_string(),
        visit_dates: plan.visit_dates.trim().to_string(),
        message: plan.message.trim().to_string(),
        selected_items: plan.selected_items.clone(),
        timestamp: plan.timestamp.clone(),
        lang: plan.lang,
        trip: plan.trip.clone(),
    })
}

/// The e-mail field is required and may hold several comma-separated
/// addresses, each well formed; notes are optional; an empty plan is
/// refused. The addresses come back normalised: `a@x.org, b@y.org`.
pub fn validate_plan_to_self(
    plan: &PlanToSelf,
    words: &dyn Localizer,
) -> Result<PlanToSelf, ValidationErrors> {
    let mut checks = Checks::new(words);
    let addresses = split_emails(&plan.email);
    if addresses.is_empty() {
        checks.required("email", "field-email", "");
    } else if let Some(bad) = addresses.iter().find(|a| !is_valid_email(a)) {
        checks.add(
            "email",
            "email-address-invalid",
            &[("address", Arg::Text(bad))],
        );
    } else if addresses.len() > MAX_SELF_RECIPIENTS {
        let max = format_count(MAX_SELF_RECIPIENTS as u64, words.lang());
        checks.add("email", "email-too-many", &[("max", Arg::Text(&max))]);
    }
    checks.visitor_text("notes", "field-notes", &plan.notes, MAX_TEXT, true);
    require_items(&plan.selected_items, &mut checks);
    checks.into_result(PlanToSelf {
        email: addresses.join(", "),
        notes: plan.notes.trim().to_string(),
        selected_items: plan.selected_items.clone(),
        timestamp: plan.timestamp.clone(),
        lang: plan.lang,
        trip: plan.trip.clone(),
    })
}

/// An item of a plan as the e-mail shows it: from the guide's own records,
/// or, when it was removed since the visitor saved it, only its last name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlanItem {
    #[serde(flatten)]
    pub item: SendItem,
    /// Removed from the guide since it was saved: shown without a link.
    #[serde(default)]
    pub removed: bool,
    /// Its page in the guide (`/events/12-swan-lake`); none once removed.
    #[serde(default)]
    pub path: Option<String>,
    /// An event cancelled or postponed since it was saved.
    #[serde(default, skip_serializing_if = "EventStatus::is_scheduled")]
    pub status: EventStatus,
    /// A small JPEG of its picture, when the guide serves one
    /// (`pictures::email_picture`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub picture: Option<String>,
    /// Where the trip puts it on its day, when the plan has days.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub planned: Option<Planned>,
}

/// An item on its day of the trip, as the e-mail says it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Planned {
    /// '10 AM–11:30 AM'.
    pub times: String,
    pub address: Option<String>,
    /// The way from the stop before: '0.4 mi · 10 min walk (estimate)'.
    pub travel: Option<String>,
    /// What goes wrong there ('Closed on Mondays').
    pub conflicts: Vec<String>,
}

impl PlanItem {
    /// What the e-mail says beside its name: that it was removed from the
    /// guide, or that the event is cancelled or postponed; nothing else.
    pub fn note(&self, words: &dyn Localizer) -> Option<String> {
        match self.removed {
            true => Some(words.text(REMOVED_NOTE)),
            false => self.status.badge(words),
        }
    }
}

/// One day of an e-mailed plan ('Any day' for the places), as /plan-visit
/// shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct PlanDayItems {
    pub heading: String,
    pub items: Vec<PlanItem>,
}

/// The heading of the places and other items without a day.
pub const ANY_DAY: &str = "plan-any-day";

/// An item the guide had and removed: its kind, id and last name.
#[derive(Debug, Clone, PartialEq)]
pub struct RemovedItem {
    pub kind: ItemType,
    pub id: i64,
    pub name: String,
}

/// The guide's records of the items a plan names (the server reads them).
#[derive(Debug, Clone, Default)]
pub struct PlanCatalog {
    pub events: Vec<Event>,
    pub activities: Vec<Activity>,
    pub restaurants: Vec<Restaurant>,
    pub removed: Vec<RemovedItem>,
}

impl PlanCatalog {
    fn find(&self, kind: ItemType, id: i64, lang: Lang) -> Option<PlanItem> {
        let listed = match kind {
            ItemType::Event => self
                .events
                .iter()
                .find(|e| e.id == id)
                .map(|e| (SavedItem::from_event(e, lang), e.status, e.image.as_deref())),
            ItemType::Activity => self.activities.iter().find(|a| a.id == id).map(|a| {
                let saved = SavedItem::from_activity(a, lang);
                (saved, EventStatus::Scheduled, a.image.as_deref())
            }),
            ItemType::Restaurant => self.restaurants.iter().find(|r| r.id == id).map(|r| {
                let saved = SavedItem::from_restaurant(r, lang);
                (saved, EventStatus::Scheduled, r.image.as_deref())
            }),
        };
        if let Some((saved, status, image)) = listed {
            let page = ItemKind::from(kind);
            return Some(PlanItem {
                path: Some(item_path(page, id, &saved.name)),
                item: saved.to_send_item(),
                removed: false,
                status,
                picture: crate::content::pictures::email_picture(image),
                planned: None,
            });
        }
        self.removed
            .iter()
            .find(|r| r.kind == kind && r.id == id)
            .map(|r| PlanItem {
                item: SendItem::named(kind, id, &r.name),
                removed: true,
                path: None,
                status: EventStatus::Scheduled,
                picture: None,
                planned: None,
            })
    }
}

/// The `(type, id)` pairs a plan names, each once, in the plan's order.
pub fn requested_items(items: &[SendItem]) -> Vec<(ItemType, i64)> {
    let mut seen = Vec::with_capacity(items.len());
    for item in items {
        if !seen.contains(&(item.kind, item.id)) {
            seen.push((item.kind, item.id));
        }
    }
    seen
}

/// The plan's items as the guide itself describes them. The request only
/// identifies items by type and id: every name, date, detail and link
/// comes from the catalog, so a request cannot make the guide mail words
/// or links of its own. An item removed since it was saved is listed by
/// its last name, without a link; an item the guide never had is refused,
/// named as the request names it, in `words`' language (the visitor's).
/// Dates are written in `lang`.
pub fn resolve_items(
    items: &[SendItem],
    catalog: &PlanCatalog,
    lang: Lang,
    words: &dyn Localizer,
) -> Result<Vec<PlanItem>, ValidationErrors> {
    let mut resolved = Vec::new();
    let mut unknown = Vec::new();
    for (kind, id) in requested_items(items) {
        match catalog.find(kind, id, lang) {
            Some(item) => resolved.push(item),
            None => {
                let named = items
                    .iter()
                    .find(|i| i.kind == kind && i.id == id)
                    .map(|i| i.name.as_str())
                    .unwrap_or_default();
                let name: String = named.chars().filter(|c| !c.is_control()).take(80).collect();
                let (kind, id) = (words.text(kind.message()), id.to_string());
                unknown.push(words.message(
                    "plan-unknown-item",
                    &[
                        ("name", Arg::Text(name.trim())),
                        ("type", Arg::Text(&kind)),
                        ("id", Arg::Text(&id)),
                    ],
                ));
            }
        }
    }
    let mut checks = Checks::new(words);
    match unknown.as_slice() {
        [] => {}
        [one] => checks.add(
            "selectedItems",
            "plan-unknown-one",
            &[("item", Arg::Text(one))],
        ),
        many => checks.add(
            "selectedItems",
            "plan-unknown-many",
            &[("items", Arg::Text(&many.join(", ")))],
        ),
    }
    checks.into_result(resolved)
}

/// The resolved items by day, in /plan-visit's order (core's itinerary,
/// dated from the guide's `events`): an event of several days carries its
/// whole run as its date.
pub fn plan_by_day(
    items: Vec<PlanItem>,
    events: &[Event],
    today: Date,
    words: &dyn Localizer,
) -> Vec<PlanDayItems> {
    let keys: Vec<(ItemType, i64)> = items.iter().map(|i| (i.item.kind, i.item.id)).collect();
    let plan = itinerary_of(&keys, events, today, words);
    let mut days: Vec<PlanDayItems> = plan
        .days
        .into_iter()
        .map(|day| PlanDayItems {
            heading: day.heading,
            items: day
                .items
                .into_iter()
                .map(|entry| {
                    let mut item = items[entry.position as usize].clone();
                    if let Some(dates) = entry.dates {
                        item.item.date = Some(dates);
                    }
                    item
                })
                .collect(),
        })
        .collect();
    if !plan.undated.is_empty() {
        days.push(PlanDayItems {
            heading: words.text(ANY_DAY),
            items: plan
                .undated
                .iter()
                .map(|&p| items[p as usize].clone())
                .collect(),
        });
    }
    days
}

/// The resolved items on the trip's days, as Plan by Day plans them
/// (core's planner, over the guide's records of them): each day's stops
/// in order at their times, with their addresses and the way between
/// them, then what is not placed yet. None when the trip places nothing:
/// the plan goes by its events' days ([`plan_by_day`]).
pub fn plan_by_trip(
    items: &[PlanItem],
    trip: &Trip,
    catalog: &PlanCatalog,
    today: Date,
    words: &dyn Localizer,
) -> Option<Vec<PlanDayItems>> {
    if !trip.places_anything() {
        return None;
    }
    let saved: Vec<SavedItem> = items
        .iter()
        .map(|i| SavedItem::from_send_item(&i.item))
        .collect();
    let guide = Guide {
        events: catalog.events.clone(),
        activities: catalog.activities.clone(),
        restaurants: catalog.restaurants.clone(),
        forecast: None,
        travel_times: Vec::new(),
    };
    let view = plan_trip(&saved, trip, &guide, today, words);
    let mut days: Vec<PlanDayItems> = view
        .days
        .iter()
        .filter(|day| !day.visits.is_empty())
        .map(|day| PlanDayItems {
            heading: day.heading.clone(),
            items: day
                .visits
                .iter()
                .map(|visit| PlanItem {
                    planned: Some(Planned {
                        times: visit.times.clone(),
                        address: visit.address.clone(),
                        travel: visit.leg.clone(),
                        conflicts: visit.conflicts.iter().map(|c| c.text.clone()).collect(),
                    }),
                    ..items[visit.position as usize].clone()
                })
                .collect(),
        })
        .collect();
    if !view.not_placed.is_empty() {
        days.push(PlanDayItems {
            heading: words.text("trip-not-placed"),
            items: view
                .not_placed
                .iter()
                .map(|n| items[n.position as usize].clone())
                .collect(),
        });
    }
    Some(days)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::favorites::ItemType;
    use crate::text::catalogs::catalog as catalog_of;

    fn en() -> &'static dyn Localizer {
        catalog_of(Lang::En)
    }

    fn item() -> SendItem {
        SendItem::named(ItemType::Activity, 1, "Siesta Beach")
    }

    fn to_curator() -> PlanToCurator {
        PlanToCurator {
            name: " Ana ".into(),
            email: "ana@example.com".into(),
            visit_dates: "".into(),
            message: "".into(),
            selected_items: vec![item()],
            timestamp: "2026-11-22T10:00:00.000Z".into(),
            lang: Lang::En,
            trip: None,
        }
    }

    #[test]
    fn curator_plan_needs_name_valid_email_and_items() {
        assert_eq!(
            validate_plan_to_curator(&to_curator(), en()).unwrap().name,
            "Ana"
        );
        let errors = validate_plan_to_curator(&PlanToCurator::default(), en()).unwrap_err();
        assert_eq!(errors.message("name"), Some("Name is required"));
        assert_eq!(errors.message("email"), Some("Email is required"));
        assert_eq!(
            errors.message("selectedItems"),
            Some("Please select some items before sending your visit plan.")
        );
        let mut plan = to_curator();
        plan.email = "ana@example".into();
        assert_eq!(
            validate_plan_to_curator(&plan, en())
                .unwrap_err()
                .message("email"),
            Some("Please enter a valid email address")
        );
    }

    #[test]
    fn self_plan_accepts_several_addresses() {
        let plan = PlanToSelf {
            email: " ana@example.com,bo@example.org , ".into(),
            notes: "".into(),
            selected_items: vec![item()],
            timestamp: String::new(),
            lang: Lang::En,
            trip: None,
        };
        assert_eq!(
            validate_plan_to_self(&plan, en()).unwrap().email,
            "ana@example.com, bo@example.org"
        );
        let bad = PlanToSelf {
            email: "ana@example.com, bo@".into(),
            ..plan.clone()
        };
        assert_eq!(
            validate_plan_to_self(&bad, en())
                .unwrap_err()
                .message("email"),
            Some("'bo@' is not a valid email address")
        );
        let blank = PlanToSelf {
            email: " , ".into(),
            selected_items: vec![],
            ..plan
        };
        let errors = validate_plan_to_self(&blank, en()).unwrap_err();
        assert!(!only_no_items(&blank.selected_items, &errors));
        assert_eq!(errors.message("email"), Some("Email is required"));
        assert_eq!(
            errors.message("selectedItems"),
            Some("Please select some items before sending your visit plan.")
        );
    }

    #[test]
    fn plans_limit_text_items_and_recipients() {
        let mut plan = to_curator();
        plan.message = "m".repeat(MAX_TEXT + 1);
        plan.visit_dates = "June\u{1b}[31m".into();
        plan.selected_items = vec![item(); MAX_ITEMS + 1];
        let errors = validate_plan_to_curator(&plan, en()).unwrap_err();
        assert_eq!(
            errors.message("message"),
            Some("Message must be at most 5,000 characters")
        );
        assert_eq!(
            errors.message("visitDates"),
            Some("Visit dates contains characters that are not allowed")
        );
        assert_eq!(
            errors.message("selectedItems"),
            Some("A plan can hold at most 200 items")
        );
        let many: Vec<String> = (0..6).map(|i| format!("p{i}@example.com")).collect();
        let to_self = PlanToSelf {
            email: many.join(","),
            notes: String::new(),
            selected_items: vec![item()],
            timestamp: String::new(),
            lang: Lang::En,
            trip: None,
        };
        assert_eq!(
            validate_plan_to_self(&to_self, en())
                .unwrap_err()
                .message("email"),
            Some("Send to at most 5 addresses at once")
        );
    }

    #[test]
    fn a_visitor_reads_why_in_their_language() {
        let mut plan = PlanToSelf {
            email: "ana@example.com, bo@".into(),
            notes: "x".repeat(MAX_TEXT + 1),
            selected_items: vec![],
            timestamp: String::new(),
            lang: Lang::Es,
            trip: None,
        };
        let errors = validate_plan_to_self(&plan, catalog_of(Lang::Es)).unwrap_err();
        assert_eq!(
            errors.message("email"),
            Some("«bo@» no es un correo electrónico válido")
        );
        assert_eq!(
            errors.message("notes"),
            Some("Notas: como máximo 5000 caracteres")
        );
        assert_eq!(
            errors.message("selectedItems"),
            Some("Selecciona algo antes de enviar tu plan de visita.")
        );
        assert!(!only_no_items(&plan.selected_items, &errors));
        plan.email = String::new();
        let errors = validate_plan_to_self(&plan, catalog_of(Lang::Fr)).unwrap_err();
        assert_eq!(errors.message("email"), Some("E-mail : champ obligatoire"));
        let invented = SendItem::named(ItemType::Event, 7, "Swan Lake");
        let errors =
            resolve_items(&[invented], &catalog(), Lang::En, catalog_of(Lang::De)).unwrap_err();
        assert_eq!(
            errors.message("selectedItems"),
            Some(
                "„Swan Lake“ (Veranstaltung 7) ist nicht mehr im Reiseführer; entfernen Sie es aus Meinen Favoriten und senden Sie erneut"
            )
        );
    }

    #[test]
    fn payloads_use_the_spec_field_names() {
        let json = serde_json::to_value(to_curator()).unwrap();
        for key in [
            "name",
            "email",
            "visitDates",
            "message",
            "selectedItems",
            "timestamp",
        ] {
            assert!(json.get(key).is_some(), "{key}");
        }
        let parsed: PlanToSelf =
            serde_json::from_str(r#"{"email": "a@b.co", "selectedItems": []}"#).unwrap();
        assert_eq!(parsed.notes, "");
    }

    #[test]
    fn visitor_text_in_a_plan_carries_no_links() {
        let mut plan = to_curator();
        plan.message = "Please verify at https://phish.example/login".into();
        plan.visit_dates = "www.phish.example".into();
        let errors = validate_plan_to_curator(&plan, en()).unwrap_err();
        assert_eq!(
            errors.message("message"),
            Some("Message cannot contain web addresses")
        );
        assert!(errors.message("visitDates").is_some());
        let to_self = PlanToSelf {
            email: "a@example.com".into(),
            notes: "URGENT: phish.example/pay".into(),
            selected_items: vec![item()],
            timestamp: String::new(),
            lang: Lang::En,
            trip: None,
        };
        assert_eq!(
            validate_plan_to_self(&to_self, en())
                .unwrap_err()
                .message("notes"),
            Some("Notes cannot contain web addresses")
        );
    }

    fn catalog() -> PlanCatalog {
        let activity: Activity = serde_json::from_value(serde_json::json!({
            "id": 1, "name": "Siesta Beach", "description": "White sand",
            "website": "https://siestakeybeach.example"
        }))
        .unwrap();
        PlanCatalog {
            activities: vec![activity],
            removed: vec![RemovedItem {
                kind: ItemType::Event,
                id: 9,
                name: "Swan Lake".into(),
            }],
            ..PlanCatalog::default()
        }
    }

    #[test]
    fn plan_items_come_from_the_guides_records() {
        let forged = SendItem {
            name: "URGENT: verify your payment details".into(),
            website: Some("https://phish.example/login".into()),
            details: Some("Click now".into()),
            ..item()
        };
        let removed = SendItem {
            kind: ItemType::Event,
            id: 9,
            name: "Renamed by the request".into(),
            ticket_url: Some("https://phish.example".into()),
            ..item()
        };
        let resolved = resolve_items(
            &[forged.clone(), removed, forged],
            &catalog(),
            Lang::En,
            en(),
        )
        .unwrap();
        assert_eq!(resolved.len(), 2, "each item once");
        assert_eq!(resolved[0].item.name, "Siesta Beach");
        assert_eq!(
            resolved[0].item.website.as_deref(),
            Some("https://siestakeybeach.example")
        );
        assert_eq!(resolved[0].item.details.as_deref(), Some("White sand"));
        assert!(!resolved[0].removed);
        assert_eq!(resolved[1].item.name, "Swan Lake");
        assert!(resolved[1].removed);
        assert_eq!(resolved[1].item.ticket_url, None);
    }

    #[test]
    fn a_cancelled_or_postponed_event_is_noted_as_such() {
        let event = |id: i64, status: &str| -> Event {
            serde_json::from_value(serde_json::json!({
                "id": id, "title": format!("Gala {id}"), "venue": "Van Wezel",
                "date": "2026-12-05", "category": "Music", "status": status
            }))
            .unwrap()
        };
        let catalog = PlanCatalog {
            events: vec![
                event(1, "cancelled"),
                event(2, "postponed"),
                event(3, "scheduled"),
            ],
            ..catalog()
        };
        let asked = |id: i64| SendItem {
            kind: ItemType::Event,
            id,
            ..item()
        };
        let resolved = resolve_items(
            &[asked(1), asked(2), asked(3), asked(9)],
            &catalog,
            Lang::En,
            en(),
        )
        .unwrap();
        let notes: Vec<_> = resolved
            .iter()
            .map(|item| item.note(catalog_of(Lang::En)))
            .collect();
        let notes: Vec<Option<&str>> = notes.iter().map(Option::as_deref).collect();
        assert_eq!(
            notes,
            [
                Some("Cancelled"),
                Some("Postponed"),
                None,
                Some("no longer in the guide")
            ]
        );
        assert_eq!(
            resolved[3].note(catalog_of(Lang::De)).as_deref(),
            Some("nicht mehr im Guide")
        );
    }

    #[test]
    fn items_the_guide_never_had_are_refused_by_name() {
        let invented = SendItem {
            kind: ItemType::Event,
            id: 987654321,
            name: "URGENT\u{7}: verify".into(),
            ..item()
        };
        let errors =
            resolve_items(&[item(), invented.clone()], &catalog(), Lang::En, en()).unwrap_err();
        assert_eq!(
            errors.message("selectedItems"),
            Some(
                "'URGENT: verify' (Event 987654321) is not in the guide; remove it from My Favorites and send again"
            )
        );
        let other = SendItem {
            id: 5,
            name: "Nope".into(),
            ..item()
        };
        let errors = resolve_items(&[invented, other], &catalog(), Lang::En, en()).unwrap_err();
        assert!(
            errors
                .message("selectedItems")
                .unwrap()
                .contains("(Activity 5) are not in the guide"),
            "{errors:?}"
        );
    }

    #[test]
    fn an_emailed_plan_goes_by_day_with_whole_runs_and_page_paths() {
        use crate::content::events::tests::event;
        use crate::content::model::Restaurant;
        let today = Date::parse("2026-11-23").unwrap();
        let mut festival = event(1, "Festival", "2026-11-20", Some("2026-12-30"));
        festival.title = "Holiday Lights".into();
        let mut opera = event(2, "Opera", "2026-12-05", None);
        opera.title = "La Traviata".into();
        let catalog = PlanCatalog {
            events: vec![festival, opera],
            restaurants: vec![Restaurant::named(3, "Owen's Fish Camp")],
            ..PlanCatalog::default()
        };
        let asked = [
            SendItem::named(ItemType::Restaurant, 3, "Owen's"),
            SendItem::named(ItemType::Event, 2, "Traviata"),
            SendItem::named(ItemType::Event, 1, "Lights"),
        ];
        let items = resolve_items(&asked, &catalog, Lang::En, en()).unwrap();
        assert_eq!(
            items[0].path.as_deref(),
            Some("/restaurants/3-owens-fish-camp")
        );
        let days = plan_by_day(items, &catalog.events, today, catalog_of(Lang::En));
        let outline: Vec<(&str, Vec<&str>)> = days
            .iter()
            .map(|d| {
                (
                    d.heading.as_str(),
                    d.items.iter().map(|i| i.item.name.as_str()).collect(),
                )
            })
            .collect();
        assert_eq!(
            outline,
            [
                ("Monday, November 23", vec!["Holiday Lights"]),
                ("Saturday, December 5", vec!["La Traviata"]),
                ("Any day", vec!["Owen's Fish Camp"]),
            ]
        );
        assert_eq!(
            days[0].items[0].item.date.as_deref(),
            Some("Friday, November 20 – Wednesday, December 30")
        );
        assert_eq!(
            days[1].items[0].item.date.as_deref(),
            Some("Saturday, December 5, 2026")
        );
    }
}
