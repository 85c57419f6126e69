//! Values coming in from JavaScript, read field by field.
//!
//! Why not serde here: a serde `Deserialize` pulls its whole error machinery
//! (and with it the float formatter) plus a parser into the module, which
//! more than doubled the browser's download. Reading the fields of an object
//! the browser already parsed costs a few bytes per field. The names below
//! are the JSON names of `guide-core`'s entities (its serde attributes); the
//! binding's vitest suite round-trips every type to keep them in step.

use guide_core::Date;
#[cfg(feature = "admin")]
use guide_core::admin::AdminVenue;
use guide_core::areas::{AreaDef, AreaTable, GeoBox};
use guide_core::date_filter::DateFilter;
use guide_core::events::EventQuery;
use guide_core::favorites::{ItemType, SavedItem, SendItem, StoredNode};
use guide_core::model::{Activity, ActivityType, Event, PriceRange, Restaurant, Venue, VenueRef};
use guide_core::suggestion::SuggestionForm;
use guide_core::visit_plan::{PlanToCurator, PlanToSelf};
use js_sys::{Array, Reflect};
use wasm_bindgen::{JsError, JsValue};

/// A JavaScript object whose fields are read by name.
pub struct Obj(JsValue);

fn invalid(what: &str) -> JsError {
    JsError::new(&format!("invalid {what}"))
}

impl Obj {
    pub fn new(value: JsValue, what: &str) -> Result<Obj, JsError> {
        if value.is_object() {
            Ok(Obj(value))
        } else {
            Err(invalid(what))
        }
    }

    fn get(&self, key: &str) -> JsValue {
        Reflect::get(&self.0, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
    }

    /// A string member; absent, null or not a string: `None`.
    pub fn opt_str(&self, key: &str) -> Option<String> {
        self.get(key).as_string()
    }

    /// A string member that defaults to empty.
    pub fn str(&self, key: &str) -> String {
        self.opt_str(key).unwrap_or_default()
    }

    pub fn opt_f64(&self, key: &str) -> Option<f64> {
        self.get(key).as_f64()
    }

    pub fn opt_i64(&self, key: &str) -> Option<i64> {
        self.opt_f64(key)
            .filter(|v| v.fract() == 0.0 && v.abs() < 9.0e15)
            .map(|v| v as i64)
    }

    pub fn i64(&self, key: &str, what: &str) -> Result<i64, JsError> {
        self.opt_i64(key).ok_or_else(|| invalid(what))
    }

    pub fn opt_u32(&self, key: &str) -> Option<u32> {
        self.opt_i64(key).and_then(|v| u32::try_from(v).ok())
    }

    pub fn obj(&self, key: &str) -> Option<Obj> {
        Obj::new(self.get(key), key).ok()
    }

    /// The elements of an array member (empty when it is not an array).
    pub fn list(&self, key: &str) -> Vec<JsValue> {
        elements(&self.get(key)).unwrap_or_default()
    }

    pub fn strings(&self, key: &str) -> Vec<String> {
        self.list(key)
            .iter()
            .filter_map(JsValue::as_string)
            .collect()
    }
}

pub fn elements(value: &JsValue) -> Option<Vec<JsValue>> {
    Array::is_array(value).then(|| Array::from(value).iter().collect())
}

fn date(text: Option<String>, what: &str) -> Result<Date, JsError> {
    text.as_deref()
        .and_then(|t| Date::parse(t).ok())
        .ok_or_else(|| invalid(what))
}

fn opt_date(text: Option<String>, what: &str) -> Result<Option<Date>, JsError> {
    match text.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(t) => Date::parse(t).map(Some).map_err(|_| invalid(what)),
    }
}

pub fn item_type(value: &JsValue) -> Result<ItemType, JsError> {
    value
        .as_string()
        .and_then(|v| ItemType::parse(&v))
        .ok_or_else(|| invalid("item type"))
}

pub fn venue_ref(value: JsValue) -> Result<VenueRef, JsError> {
    if let Some(name) = value.as_string() {
        return Ok(VenueRef::Name(name));
    }
    let v = Obj::new(value, "venue")?;
    Ok(VenueRef::Details(Venue {
        id: v.i64("id", "venue id")?,
        name: v.str("name"),
        website: v.opt_str("website"),
        address: v.opt_str("address"),
        phone: v.opt_str("phone"),
        description: v.opt_str("description"),
        capacity: v.opt_u32("capacity"),
        venue_type: v.opt_str("venueType"),
    }))
}

pub fn event(value: JsValue) -> Result<Event, JsError> {
    let e = Obj::new(value, "event")?;
    Ok(Event {
        id: e.i64("id", "event id")?,
        title: e.str("title"),
        description: e.str("description"),
        venue_id: e.opt_i64("venueId"),
        venue: venue_ref(e.get("venue"))?,
        date: date(e.opt_str("date"), "event date")?,
        end_date: opt_date(e.opt_str("endDate"), "event end date")?,
        time: e.opt_str("time"),
        category: e.str("category"),
        image: e.opt_str("image"),
        ticket_price: e.opt_str("ticketPrice"),
        ticket_url: e.opt_str("ticketUrl"),
    })
}

pub fn activity(value: JsValue) -> Result<Activity, JsError> {
    let a = Obj::new(value, "activity")?;
    Ok(Activity {
        id: a.opt_i64("id").unwrap_or_default(),
        name: a.str("name"),
        description: a.str("description"),
        address: a.opt_str("address"),
        phone: a.opt_str("phone"),
        website: a.opt_str("website"),
        image: a.opt_str("image"),
        activity_type: a
            .opt_str("activityType")
            .and_then(|t| ActivityType::parse(&t))
            .unwrap_or_default(),
        recurring_schedule: a.opt_str("recurringSchedule"),
        capacity: a.opt_u32("capacity"),
        venue_type: a.opt_str("venueType"),
        location: a.opt_str("location"),
        price: a.opt_str("price"),
    })
}

pub fn restaurant(value: JsValue) -> Result<Restaurant, JsError> {
    let r = Obj::new(value, "restaurant")?;
    Ok(Restaurant {
        id: r.opt_i64("id").unwrap_or_default(),
        name: r.str("name"),
        description: r.str("description"),
        address: r.opt_str("address"),
        phone: r.opt_str("phone"),
        website: r.opt_str("website"),
        image: r.opt_str("image"),
        rating: r.opt_f64("rating"),
        price_range: r
            .opt_str("priceRange")
            .and_then(|p| PriceRange::parse(&p))
            .unwrap_or_default(),
        cuisine: r.opt_str("cuisine"),
        open_hours: r.opt_str("openHours"),
        reservation_url: r.opt_str("reservationUrl"),
        latitude: r.opt_f64("latitude"),
        longitude: r.opt_f64("longitude"),
        area: r.opt_str("area"),
    })
}

pub fn list<T>(value: JsValue, one: fn(JsValue) -> Result<T, JsError>) -> Result<Vec<T>, JsError> {
    elements(&value)
        .ok_or_else(|| invalid("list"))?
        .into_iter()
        .map(one)
        .collect()
}

pub fn saved_item(value: JsValue) -> Result<SavedItem, JsError> {
    let s = Obj::new(value, "saved item")?;
    Ok(SavedItem {
        id: s.i64("id", "saved item id")?,
        name: s
            .opt_str("name")
            .ok_or_else(|| invalid("saved item name"))?,
        kind: item_type(&s.get("type"))?,
        details: s.opt_str("details"),
        address: s.opt_str("address"),
        phone: s.opt_str("phone"),
        website: s.opt_str("website"),
        venue: s.opt_str("venue"),
        date: s.opt_str("date"),
        time: s.opt_str("time"),
        ticket_url: s.opt_str("ticket_url"),
        category: s.opt_str("category"),
        ticket_price: s.opt_str("ticketPrice"),
        rating: s.opt_f64("rating"),
        price_range: s.opt_str("priceRange"),
        cuisine: s.opt_str("cuisine"),
        capacity: s.opt_u32("capacity"),
        venue_type: s.opt_str("venueType"),
    })
}

fn send_item(value: JsValue) -> Result<SendItem, JsError> {
    let s = Obj::new(value, "selected item")?;
    Ok(SendItem {
        kind: item_type(&s.get("type"))?,
        id: s.i64("id", "selected item id")?,
        name: s.str("name"),
        venue: s.opt_str("venue"),
        date: s.opt_str("date"),
        time: s.opt_str("time"),
        cuisine: s.opt_str("cuisine"),
        rating: s.opt_f64("rating"),
        details: s.opt_str("details"),
        ticket_url: s.opt_str("ticket_url"),
        website: s.opt_str("website"),
    })
}

fn send_items(o: &Obj) -> Result<Vec<SendItem>, JsError> {
    o.list("selectedItems").into_iter().map(send_item).collect()
}

pub fn suggestion_form(value: JsValue) -> Result<SuggestionForm, JsError> {
    let f = Obj::new(value, "suggestion")?;
    Ok(SuggestionForm {
        name: f.str("name"),
        kind: f.str("type"),
        website: f.str("website"),
        description: f.str("description"),
        submitter_name: f.str("submitterName"),
        submitter_email: f.str("submitterEmail"),
    })
}

pub fn plan_to_curator(value: JsValue) -> Result<PlanToCurator, JsError> {
    let p = Obj::new(value, "plan")?;
    Ok(PlanToCurator {
        name: p.str("name"),
        email: p.str("email"),
        visit_dates: p.str("visitDates"),
        message: p.str("message"),
        selected_items: send_items(&p)?,
        timestamp: p.str("timestamp"),
    })
}

pub fn plan_to_self(value: JsValue) -> Result<PlanToSelf, JsError> {
    let p = Obj::new(value, "plan")?;
    Ok(PlanToSelf {
        email: p.str("email"),
        notes: p.str("notes"),
        selected_items: send_items(&p)?,
        timestamp: p.str("timestamp"),
    })
}

pub fn area_table(value: JsValue) -> Result<AreaTable, JsError> {
    let table = Obj::new(value, "area table")?;
    let areas = table
        .list("areas")
        .into_iter()
        .map(|area| {
            let a = Obj::new(area, "area")?;
            let boxes = a
                .list("boxes")
                .into_iter()
                .map(|b| {
                    let b = Obj::new(b, "area box")?;
                    let edge = |key: &str| b.opt_f64(key).ok_or_else(|| invalid("area box"));
                    Ok(GeoBox {
                        min_lat: edge("minLat")?,
                        max_lat: edge("maxLat")?,
                        min_lon: edge("minLon")?,
                        max_lon: edge("maxLon")?,
                    })
                })
                .collect::<Result<Vec<_>, JsError>>()?;
            Ok(AreaDef {
                group: a.opt_str("group"),
                option: a.str("option"),
                keywords: a.strings("keywords"),
                zip_codes: a.strings("zipCodes"),
                boxes,
            })
        })
        .collect::<Result<Vec<_>, JsError>>()?;
    Ok(AreaTable { areas })
}

pub fn event_query(value: JsValue) -> Result<EventQuery, JsError> {
    let q = Obj::new(value, "event query")?;
    let dates = match q.obj("dates") {
        None => DateFilter::All,
        Some(d) => match d.str("kind").as_str() {
            "all" => DateFilter::All,
            "thisMonth" => DateFilter::ThisMonth,
            "nextMonth" => DateFilter::NextMonth,
            "thisSeason" => DateFilter::ThisSeason,
            "custom" => DateFilter::Custom {
                start: date(d.opt_str("start"), "start date")?,
                end: opt_date(d.opt_str("end"), "end date")?,
            },
            _ => return Err(invalid("date filter")),
        },
    };
    Ok(EventQuery {
        category: q.opt_str("category"),
        venue: q.opt_str("venue"),
        dates,
    })
}

#[cfg(feature = "admin")]
pub fn admin_venue(value: JsValue) -> Result<AdminVenue, JsError> {
    let v = Obj::new(value, "venue")?;
    Ok(AdminVenue {
        id: v.i64("id", "venue id")?,
        name: v.str("name"),
        website: v.opt_str("website"),
        events_page_url: v.opt_str("eventsPageUrl"),
        selected: v.get("selected").as_bool().unwrap_or(false),
    })
}

/// A value from the browser's `JSON.parse`, as core's storage rules read it.
pub struct Stored(pub JsValue);

impl StoredNode for Stored {
    fn field(&self, key: &str) -> Option<Stored> {
        Obj::new(self.0.clone(), "stored value")
            .ok()
            .map(|o| Stored(o.get(key)))
    }

    fn elements(&self) -> Option<Vec<Stored>> {
        elements(&self.0).map(|list| list.into_iter().map(Stored).collect())
    }

    fn saved_item(&self) -> Option<SavedItem> {
        saved_item(self.0.clone()).ok()
    }
}
