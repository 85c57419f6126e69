//! The guide's indexes, which hold a list in WASM memory behind a handle:
//! the events and the search, for the device-copy worker, which loads a
//! package of its own (pkg-device), so that neither is part of every
//! first visit (Home picks its events with `homeSelection`); and the
//! search for a place to be near, beside the search.

use crate::prelude::binding;

#[binding]
pub(crate) mod exports {
    use crate::prelude::*;
    use crate::words::{Catalog, JsLocalizer};
    use crate::{city_clock, from_js, to_js};
    use guide_core::content::event_index::{self, EventQuery};
    use guide_core::content::landmarks;
    use guide_core::content::related;
    use guide_core::content::right_now::RightNow;
    use guide_core::content::search;

    /// `event_index::EventIndex`: the event list, loaded once into WASM memory.
    #[wasm_bindgen]
    pub struct EventIndex {
        inner: event_index::EventIndex,
    }

    #[wasm_bindgen]
    impl EventIndex {
        #[wasm_bindgen(constructor)]
        pub fn new(
            #[wasm_bindgen(unchecked_param_type = "Event[]")] events: JsValue,
        ) -> Result<EventIndex, JsError> {
            Ok(EventIndex {
                inner: event_index::EventIndex::new(from_js(events)?),
            })
        }

        #[wasm_bindgen(getter)]
        pub fn length(&self) -> usize {
            self.inner.len()
        }

        /// Positions of the matching events at `unix_ms` (`Date.now()`) in
        /// the city's zone, by date ascending.
        pub fn filter(
            &self,
            #[wasm_bindgen(unchecked_param_type = "EventQuery")] query: JsValue,
            unix_ms: f64,
            time_zone: &str,
        ) -> Result<Vec<u32>, JsError> {
            let query: EventQuery = from_js(query)?;
            let (_, clock) = city_clock(unix_ms, time_zone)?;
            Ok(self.inner.filter(&query, clock))
        }

        /// `EventIndex::slice`: the events page's `limit` events from
        /// `offset` at `unix_ms` in the city, each series once with its
        /// dates, as the server sends them.
        #[wasm_bindgen(unchecked_return_type = "EventsSlice")]
        pub fn slice(
            &self,
            #[wasm_bindgen(unchecked_param_type = "EventQuery")] query: JsValue,
            unix_ms: f64,
            time_zone: &str,
            offset: usize,
            limit: usize,
        ) -> Result<JsValue, JsError> {
            let query: EventQuery = from_js(query)?;
            let (_, clock) = city_clock(unix_ms, time_zone)?;
            to_js(&self.inner.slice(&query, clock, offset, limit))
        }

        /// `related::EventPage::of`: event `id`'s page from the device's
        /// copy (offline) on the city's day at `unix_ms`, its series' dates
        /// with it; null when the copy has no such event.
        #[wasm_bindgen(js_name = eventPage, unchecked_return_type = "EventPage | null")]
        pub fn event_page(
            &self,
            id: f64,
            unix_ms: f64,
            time_zone: &str,
        ) -> Result<JsValue, JsError> {
            let (_, clock) = city_clock(unix_ms, time_zone)?;
            let events = self.inner.events();
            to_js(&related::EventPage::of(
                events,
                self.inner.series(),
                id as i64,
                clock.today,
            ))
        }

        /// `EventIndex::whats_on`: Home's 'Tonight' and 'This weekend' at
        /// `unix_ms` (`Date.now()`) in the city, offline.
        #[wasm_bindgen(js_name = whatsOn, unchecked_return_type = "WhatsOn")]
        pub fn whats_on(&self, unix_ms: f64, time_zone: &str) -> Result<JsValue, JsError> {
            let (zone, clock) = city_clock(unix_ms, time_zone)?;
            to_js(&self.inner.whats_on(zone, clock))
        }

        /// Venue names for the dropdown (unique, sorted, without 'Venue TBA').
        #[wasm_bindgen(js_name = venueChoices)]
        pub fn venue_choices(&self) -> Vec<String> {
            self.inner.venue_choices()
        }
    }

    /// `search::SearchIndex`: the guide's events, activities, restaurants and
    /// their venues, indexed once; each keystroke is one `search` call.
    #[wasm_bindgen]
    pub struct SearchIndex {
        inner: search::SearchIndex,
    }

    #[wasm_bindgen]
    impl SearchIndex {
        #[wasm_bindgen(constructor)]
        pub fn new(
            #[wasm_bindgen(unchecked_param_type = "Event[]")] events: JsValue,
            #[wasm_bindgen(unchecked_param_type = "Activity[]")] activities: JsValue,
            #[wasm_bindgen(unchecked_param_type = "Restaurant[]")] restaurants: JsValue,
        ) -> Result<SearchIndex, JsError> {
            let events: Vec<guide_core::content::model::Event> = from_js(events)?;
            let activities: Vec<guide_core::content::model::Activity> = from_js(activities)?;
            let restaurants: Vec<guide_core::content::model::Restaurant> = from_js(restaurants)?;
            Ok(SearchIndex {
                inner: search::SearchIndex::new(&events, &activities, &restaurants),
            })
        }

        /// How many items (venues included) are indexed.
        #[wasm_bindgen(getter)]
        pub fn length(&self) -> usize {
            self.inner.len()
        }

        /// `SearchIndex::answer` at the city's clock: the best `limit`
        /// results for `query` (`search::RESULTS_SHOWN` at most), or what to
        /// try when there are none; in `words`' language.
        #[wasm_bindgen(unchecked_return_type = "SearchAnswer")]
        pub fn answer(
            &self,
            query: &str,
            limit: usize,
            unix_ms: f64,
            time_zone: &str,
            words: &JsLocalizer,
        ) -> Result<JsValue, JsError> {
            let (_, clock) = city_clock(unix_ms, time_zone)?;
            to_js(&self.inner.answer(
                query,
                clock,
                limit.min(search::RESULTS_SHOWN),
                &Catalog::of(words)?,
            ))
        }
    }

    /// `RightNow::entries`: the entries of the 'Right now' page still on or
    /// open at `unix_ms` (`Date.now()`) in the city, nearest first from
    /// `near` (null: in the page's order), each with how far it is.
    #[wasm_bindgen(js_name = rightNowEntries, unchecked_return_type = "NowEntry[]")]
    pub fn right_now_entries(
        #[wasm_bindgen(unchecked_param_type = "RightNow")] page: JsValue,
        unix_ms: f64,
        time_zone: &str,
        #[wasm_bindgen(unchecked_param_type = "Near | null")] near: JsValue,
    ) -> Result<JsValue, JsError> {
        let page: RightNow = from_js(page)?;
        let (_, clock) = city_clock(unix_ms, time_zone)?;
        to_js(&page.entries(clock, from_js(near)?))
    }

    /// `landmarks::find_landmark`: the position in `landmarks` of the place
    /// that best answers what the visitor typed; none when nothing does.
    #[wasm_bindgen(js_name = findLandmark)]
    pub fn find_landmark(
        #[wasm_bindgen(unchecked_param_type = "Landmark[]")] landmarks: JsValue,
        typed: &str,
    ) -> Result<Option<u32>, JsError> {
        Ok(landmarks::find_landmark(
            &from_js::<Vec<_>>(landmarks)?,
            typed,
        ))
    }
}
