//! What the visitor decided of their trip, kept on the device beside My
//! Favorites (whose stored form the spec fixes): the days they are in
//! town, the day (and hour) each place is placed on, the night chosen of
//! an event that plays several, and the days kept in their own order.
//!
//! Items are known by kind and id, as My Favorites knows them; what no
//! longer names a saved item is left alone and simply not shown, so a
//! place removed and saved again comes back to its day.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::plan::favorites::ItemType;
use crate::plan::trip::order::Minute;
use crate::text::words::{Arg, Localizer};
use crate::time::date::Date;

/// Where the device keeps the trip.
pub const TRIP_STORAGE_KEY: &str = "visit-trip-v1";

/// A trip is at most this many days: two weeks.
pub const MAX_TRIP_DAYS: i64 = 14;

/// A saved item, by kind and id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct StopKey {
    #[serde(rename = "type")]
    pub kind: ItemType,
    pub id: i64,
}

/// An item placed on a day: a place, or the night chosen of an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Placement {
    #[serde(rename = "type")]
    pub kind: ItemType,
    pub id: i64,
    /// `YYYY-MM-DD`.
    pub date: String,
    /// The hour a place is booked for (a table at 7 PM), in minutes since
    /// midnight; none: whenever the day's order puts it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<Minute>,
}

impl Placement {
    pub fn key(&self) -> StopKey {
        StopKey {
            kind: self.kind,
            id: self.id,
        }
    }
}

/// A day the visitor put in their own order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct OwnOrder {
    pub date: String,
    pub stops: Vec<StopKey>,
}

/// The trip as the device keeps it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Trip {
    /// The first and last days in town, as the visitor said them; none:
    /// the days of the plan's events.
    #[serde(default)]
    pub first: Option<String>,
    #[serde(default)]
    pub last: Option<String>,
    #[serde(default)]
    pub placed: Vec<Placement>,
    #[serde(default)]
    pub orders: Vec<OwnOrder>,
}

impl Trip {
    /// The days the visitor said, when they said valid ones.
    pub fn said_days(&self) -> Option<(Date, Date)> {
        let first = Date::parse(self.first.as_deref()?).ok()?;
        let last = Date::parse(self.last.as_deref()?).ok()?;
        (first <= last && last.to_days() - first.to_days() < MAX_TRIP_DAYS).then_some((first, last))
    }

    /// The trip from `first` to `last` (`YYYY-MM-DD`); both empty: the
    /// days of the plan's events again. What was placed is kept, shown
    /// again if the days come back.
    pub fn with_days(
        mut self,
        first: &str,
        last: &str,
        words: &dyn Localizer,
    ) -> Result<Trip, String> {
        let (first, last) = (first.trim(), last.trim());
        if first.is_empty() && last.is_empty() {
            self.first = None;
            self.last = None;
            return Ok(self);
        }
        let parse = |text: &str| Date::parse(text).map_err(|_| words.text("trip-days-missing"));
        let (from, to) = (parse(first)?, parse(last)?);
        if to < from {
            return Err(words.text("trip-days-backwards"));
        }
        if to.to_days() - from.to_days() >= MAX_TRIP_DAYS {
            let most = MAX_TRIP_DAYS.to_string();
            return Err(words.message("trip-days-too-many", &[("days", Arg::Text(&most))]));
        }
        self.first = Some(from.to_string());
        self.last = Some(to.to_string());
        Ok(self)
    }

    /// Whether anything is on a day: only then do the calendar file and the
    /// e-mailed plan go by the trip's days.
    pub fn places_anything(&self) -> bool {
        !self.placed.is_empty()
    }

    /// Whether the trip says nothing (no days, nothing placed, no own
    /// order): a shared plan without one opens as a plain list.
    pub fn is_blank(&self) -> bool {
        *self == Trip::default()
    }

    /// Where `key` is placed, if it is.
    pub fn placement(&self, key: StopKey) -> Option<&Placement> {
        self.placed.iter().find(|placement| placement.key() == key)
    }

    /// The day's own order, if the visitor keeps one.
    pub fn own_order(&self, date: &str) -> Option<&[StopKey]> {
        self.orders
            .iter()
            .find(|order| order.date == date)
            .map(|order| order.stops.as_slice())
    }

    /// Places `key` on `date` (at the hour `at`, or whenever). A day kept
    /// in the visitor's own order gets it last; it leaves any other.
    pub fn place(mut self, key: StopKey, date: &str, at: Option<Minute>) -> Trip {
        self.leave_orders(key);
        self.placed.retain(|placement| placement.key() != key);
        self.placed.push(Placement {
            kind: key.kind,
            id: key.id,
            date: date.to_string(),
            at: at.filter(|minute| *minute < 24 * 60),
        });
        if let Some(order) = self.orders.iter_mut().find(|order| order.date == date) {
            order.stops.push(key);
        }
        self.orders.retain(|order| !order.stops.is_empty());
        self
    }

    /// Takes `key` off its day: it is 'Not placed yet' again.
    pub fn unplace(mut self, key: StopKey) -> Trip {
        self.leave_orders(key);
        self.orders.retain(|order| !order.stops.is_empty());
        self.placed.retain(|placement| placement.key() != key);
        self
    }

    /// Keeps `date` in the visitor's own order.
    pub fn keep_order(mut self, date: &str, stops: Vec<StopKey>) -> Trip {
        self.orders.retain(|order| order.date != date);
        self.orders.push(OwnOrder {
            date: date.to_string(),
            stops,
        });
        self
    }

    /// Lets the planner order `date` again.
    pub fn suggested_order(mut self, date: &str) -> Trip {
        self.orders.retain(|order| order.date != date);
        self
    }

    /// Takes in a shared trip: its days when none are said here, and its
    /// placings of what is not placed here (the visitor's own stay).
    pub fn adopt(mut self, shared: &Trip) -> Trip {
        if self.said_days().is_none() && shared.said_days().is_some() {
            self.first.clone_from(&shared.first);
            self.last.clone_from(&shared.last);
        }
        for placement in &shared.placed {
            if self.placement(placement.key()).is_none() {
                self.placed.push(placement.clone());
            }
        }
        self
    }

    fn leave_orders(&mut self, key: StopKey) {
        for order in &mut self.orders {
            order.stops.retain(|stop| *stop != key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;

    const MUSEUM: StopKey = StopKey {
        kind: ItemType::Activity,
        id: 3,
    };
    const DINNER: StopKey = StopKey {
        kind: ItemType::Restaurant,
        id: 9,
    };

    #[test]
    fn a_trip_says_something_once_it_has_days_or_places_anything() {
        let en = catalog(Lang::En);
        assert!(Trip::default().is_blank());
        assert!(!Trip::default().places_anything());
        let days = Trip::default()
            .with_days("2026-12-10", "2026-12-14", en)
            .unwrap();
        assert!(!days.is_blank());
        assert!(!days.places_anything());
        let placed = Trip::default().place(MUSEUM, "2026-12-10", None);
        assert!(!placed.is_blank());
        assert!(placed.places_anything());
        assert!(placed.unplace(MUSEUM).is_blank());
    }

    #[test]
    fn the_days_said_are_checked_in_the_visitors_language() {
        let en = catalog(Lang::En);
        let trip = Trip::default()
            .with_days("2026-12-10", "2026-12-14", en)
            .unwrap();
        assert_eq!(
            trip.said_days(),
            Some((
                Date::parse("2026-12-10").unwrap(),
                Date::parse("2026-12-14").unwrap()
            ))
        );
        assert_eq!(
            trip.clone().with_days("2026-12-14", "2026-12-10", en),
            Err("The last day comes before the first".to_string())
        );
        assert_eq!(
            trip.clone().with_days("2026-12-01", "2026-12-20", en),
            Err("A trip here is planned for at most 14 days".to_string())
        );
        assert_eq!(
            trip.clone().with_days("2026-12-01", "", en),
            Err("Give the first and the last day".to_string())
        );
        assert_eq!(
            trip.clone().with_days("2026-12-01", "", catalog(Lang::Es)),
            Err("Indica el primer y el último día".to_string())
        );
        // Both left empty: the days of the plan's events again.
        assert_eq!(trip.with_days(" ", "", en).unwrap().said_days(), None);
    }

    #[test]
    fn placing_moves_an_item_and_keeps_own_orders_true() {
        let trip = Trip::default()
            .place(MUSEUM, "2026-12-10", None)
            .place(DINNER, "2026-12-10", Some(19 * 60))
            .keep_order("2026-12-10", vec![DINNER, MUSEUM]);
        assert_eq!(trip.own_order("2026-12-10"), Some(&[DINNER, MUSEUM][..]));
        // Moved to another day: it leaves the first day's order, and that
        // day's own order takes it last.
        let trip = trip
            .keep_order("2026-12-11", vec![])
            .place(MUSEUM, "2026-12-11", Some(25 * 60));
        assert_eq!(trip.placement(MUSEUM).unwrap().date, "2026-12-11");
        assert_eq!(trip.placement(MUSEUM).unwrap().at, None);
        assert_eq!(trip.own_order("2026-12-10"), Some(&[DINNER][..]));
        assert_eq!(trip.own_order("2026-12-11"), Some(&[MUSEUM][..]));
        assert_eq!(trip.placed.len(), 2);
        // Taken off: not placed, in no order (an order left empty goes).
        let trip = trip.unplace(MUSEUM).suggested_order("2026-12-10");
        assert_eq!(trip.placement(MUSEUM), None);
        assert_eq!(trip.orders, []);
    }

    #[test]
    fn a_shared_trip_fills_in_what_is_not_decided_here() {
        let en = catalog(Lang::En);
        let shared = Trip::default()
            .with_days("2026-12-14", "2026-12-16", en)
            .unwrap()
            .place(MUSEUM, "2026-12-15", None)
            .place(DINNER, "2026-12-15", Some(19 * 60));
        let mine = Trip::default()
            .place(MUSEUM, "2026-12-14", None)
            .adopt(&shared);
        assert_eq!(mine.said_days(), shared.said_days());
        assert_eq!(mine.placement(MUSEUM).unwrap().date, "2026-12-14");
        assert_eq!(mine.placement(DINNER).unwrap().at, Some(19 * 60));
        // Days already said stay.
        let said = Trip::default()
            .with_days("2026-12-20", "2026-12-21", en)
            .unwrap();
        assert_eq!(said.clone().adopt(&shared).said_days(), said.said_days());
    }

    #[test]
    fn the_stored_form_reads_back() {
        let trip = Trip::default()
            .with_days("2026-12-10", "2026-12-12", catalog(Lang::En))
            .unwrap()
            .place(DINNER, "2026-12-11", Some(19 * 60))
            .keep_order("2026-12-11", vec![DINNER]);
        let text = serde_json::to_string(&trip).unwrap();
        assert_eq!(
            text,
            r#"{"first":"2026-12-10","last":"2026-12-12","placed":[{"type":"restaurant","id":9,"date":"2026-12-11","at":1140}],"orders":[{"date":"2026-12-11","stops":[{"type":"restaurant","id":9}]}]}"#
        );
        assert_eq!(serde_json::from_str::<Trip>(&text).unwrap(), trip);
        assert_eq!(serde_json::from_str::<Trip>("{}").unwrap(), Trip::default());
    }
}
