//! `guide_core::plan`: the favorites kept on the device (a handle to
//! Rust-owned state), the itinerary, a shared plan and the plan's sends.

use crate::prelude::binding;

#[binding]
pub(crate) mod exports {
    use crate::prelude::*;
    use crate::words::{Catalog, JsLocalizer};
    use crate::{field_errors, from_js, parse_date, to_js};
    use guide_core::api::{self, SendKind};
    use guide_core::plan::favorites::{self, Favorites, ItemType, SavedItem};
    use guide_core::plan::trip::placed::{self, Trip};
    use guide_core::plan::visit_plan;
    use guide_core::text::words::Localizer;

    /// `itinerary::itinerary`: My Favorites by day (`items` as saved, `events`
    /// the guide's list, `today` the city's date), in `words`' language.
    #[wasm_bindgen(unchecked_return_type = "Itinerary")]
    pub fn itinerary(
        #[wasm_bindgen(unchecked_param_type = "SavedItem[]")] items: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Event[]")] events: JsValue,
        today: &str,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        to_js(&guide_core::plan::itinerary::itinerary(
            &from_js::<Vec<_>>(items)?,
            &from_js::<Vec<_>>(events)?,
            parse_date(today)?,
            &Catalog::of(words)?,
        ))
    }

    /// `share::share_token`: the plan as a link's fragment ('e12.a3.r9'),
    /// with the trip's days when given.
    #[wasm_bindgen(js_name = shareToken)]
    pub fn share_token(
        #[wasm_bindgen(unchecked_param_type = "SavedItem[]")] items: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Trip | null")] trip: JsValue,
    ) -> Result<String, JsError> {
        let trip: Option<Trip> = from_js(trip)?;
        Ok(guide_core::plan::share::share_token(
            &from_js::<Vec<_>>(items)?,
            trip.as_ref(),
        ))
    }

    /// `share::parse_share_token`, `parse_shared_trip`, then
    /// `share::shared_plan`: the items a link's fragment names, from the
    /// guide's lists, on its trip's days. A fragment the guide did not
    /// write throws the sentence to show, in `words`' language.
    #[wasm_bindgen(js_name = sharedPlan, unchecked_return_type = "SharedPlan")]
    pub fn shared_plan(
        token: &str,
        #[wasm_bindgen(unchecked_param_type = "Event[]")] events: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Activity[]")] activities: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Restaurant[]")] restaurants: JsValue,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        let words = Catalog::of(words)?;
        let wanted = guide_core::plan::share::parse_share_token(token, &words)
            .map_err(|e| JsError::new(&e))?;
        let trip = guide_core::plan::share::parse_shared_trip(token, &words)
            .map_err(|e| JsError::new(&e))?;
        to_js(&guide_core::plan::share::shared_plan(
            &wanted,
            trip,
            &from_js::<Vec<_>>(events)?,
            &from_js::<Vec<_>>(activities)?,
            &from_js::<Vec<_>>(restaurants)?,
            words.lang(),
        ))
    }

    /// `favorites::Favorites`, as stored in the browser.
    #[wasm_bindgen]
    pub struct FavoritesState {
        inner: Favorites,
    }

    #[wasm_bindgen]
    impl FavoritesState {
        /// Reads the stored value (missing or corrupt: an empty plan).
        #[wasm_bindgen(js_name = fromStorage)]
        pub fn from_storage(stored: Option<String>) -> FavoritesState {
            // The browser's own JSON parser; core decides what is kept.
            #[cfg(target_arch = "wasm32")]
            let inner = Favorites::from_stored(
                stored
                    .and_then(|text| js_sys::JSON::parse(&text).ok())
                    .map(Stored),
            );
            #[cfg(not(target_arch = "wasm32"))]
            let inner = Favorites::from_stored(
                stored
                    .and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok())
                    .as_ref(),
            );
            FavoritesState { inner }
        }

        /// `Favorites::plan_cookie`: what `document.cookie` is set to after a change.
        #[wasm_bindgen(js_name = planCookie)]
        pub fn plan_cookie(&self) -> String {
            self.inner.plan_cookie()
        }

        #[wasm_bindgen(js_name = toStorage)]
        pub fn to_storage(&self) -> Result<String, JsError> {
            // The browser's own JSON writer: no JSON code in the module.
            let value = to_js(&self.inner.persisted())?;
            #[cfg(target_arch = "wasm32")]
            let text = js_sys::JSON::stringify(&value).map(String::from).ok();
            #[cfg(not(target_arch = "wasm32"))]
            let text = value.0;
            text.ok_or_else(|| JsError::new("the plan could not be stored"))
        }

        #[wasm_bindgen(getter)]
        pub fn count(&self) -> usize {
            self.inner.count()
        }

        pub fn contains(
            &self,
            #[wasm_bindgen(unchecked_param_type = "ItemType")] kind: JsValue,
            id: f64,
        ) -> Result<bool, JsError> {
            Ok(self.inner.contains(from_js(kind)?, id as i64))
        }

        /// Returns whether the item was added (false when already saved).
        pub fn add(
            &mut self,
            #[wasm_bindgen(unchecked_param_type = "SavedItem")] item: JsValue,
        ) -> Result<bool, JsError> {
            Ok(self.inner.add(from_js(item)?))
        }

        /// `Favorites::add_all`: saves those not saved yet; returns how many.
        #[wasm_bindgen(js_name = addAll)]
        pub fn add_all(
            &mut self,
            #[wasm_bindgen(unchecked_param_type = "SavedItem[]")] items: JsValue,
        ) -> Result<u32, JsError> {
            Ok(self.inner.add_all(from_js(items)?) as u32)
        }

        pub fn remove(
            &mut self,
            #[wasm_bindgen(unchecked_param_type = "ItemType")] kind: JsValue,
            id: f64,
        ) -> Result<bool, JsError> {
            Ok(self.inner.remove(from_js(kind)?, id as i64))
        }

        /// `Favorites::position`: where the item stands, if saved.
        pub fn position(
            &self,
            #[wasm_bindgen(unchecked_param_type = "ItemType")] kind: JsValue,
            id: f64,
        ) -> Result<Option<u32>, JsError> {
            Ok(self
                .inner
                .position(from_js(kind)?, id as i64)
                .map(|p| p as u32))
        }

        /// `Favorites::restore`: Undo after a Remove.
        pub fn restore(
            &mut self,
            #[wasm_bindgen(unchecked_param_type = "SavedItem")] item: JsValue,
            position: u32,
        ) -> Result<bool, JsError> {
            Ok(self.inner.restore(from_js(item)?, position as usize))
        }

        /// Returns whether the item is saved afterwards.
        pub fn toggle(
            &mut self,
            #[wasm_bindgen(unchecked_param_type = "SavedItem")] item: JsValue,
        ) -> Result<bool, JsError> {
            Ok(self.inner.toggle(from_js(item)?))
        }

        pub fn clear(&mut self) {
            self.inner.clear();
        }

        #[wasm_bindgen(unchecked_return_type = "SavedItem[]")]
        pub fn items(&self) -> Result<JsValue, JsError> {
            to_js(self.inner.items())
        }

        #[wasm_bindgen(js_name = byType, unchecked_return_type = "SavedItem[]")]
        pub fn by_type(
            &self,
            #[wasm_bindgen(unchecked_param_type = "ItemType")] kind: JsValue,
        ) -> Result<JsValue, JsError> {
            to_js(&self.inner.by_type(from_js(kind)?))
        }

        /// The items as the send calls carry them.
        #[wasm_bindgen(js_name = sendItems, unchecked_return_type = "SendItem[]")]
        pub fn send_items(&self) -> Result<JsValue, JsError> {
            to_js(&self.inner.send_items())
        }
    }

    /// A value from the browser's `JSON.parse`, as core's storage rules read it.
    #[cfg(target_arch = "wasm32")]
    struct Stored(JsValue);

    #[cfg(target_arch = "wasm32")]
    impl favorites::StoredNode for Stored {
        fn field(&self, key: &str) -> Option<Stored> {
            self.0
                .is_object()
                .then(|| js_sys::Reflect::get(&self.0, &JsValue::from_str(key)).ok())
                .flatten()
                .map(Stored)
        }

        fn elements(&self) -> Option<Vec<Stored>> {
            js_sys::Array::is_array(&self.0)
                .then(|| js_sys::Array::from(&self.0).iter().map(Stored).collect())
        }

        fn saved_item(&self) -> Option<SavedItem> {
            from_js(self.0.clone()).ok()
        }
    }

    /// `SavedItem::from_event`, its day written in `lang`.
    #[wasm_bindgen(js_name = savedFromEvent, unchecked_return_type = "SavedItem")]
    pub fn saved_from_event(
        #[wasm_bindgen(unchecked_param_type = "Event")] event: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Lang")] lang: JsValue,
    ) -> Result<JsValue, JsError> {
        to_js(&SavedItem::from_event(&from_js(event)?, from_js(lang)?))
    }

    /// `SavedItem::from_activity`, in `lang`.
    #[wasm_bindgen(js_name = savedFromActivity, unchecked_return_type = "SavedItem")]
    pub fn saved_from_activity(
        #[wasm_bindgen(unchecked_param_type = "Activity")] activity: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Lang")] lang: JsValue,
    ) -> Result<JsValue, JsError> {
        to_js(&SavedItem::from_activity(
            &from_js(activity)?,
            from_js(lang)?,
        ))
    }

    /// `SavedItem::from_restaurant`, in `lang`.
    #[wasm_bindgen(js_name = savedFromRestaurant, unchecked_return_type = "SavedItem")]
    pub fn saved_from_restaurant(
        #[wasm_bindgen(unchecked_param_type = "Restaurant")] restaurant: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Lang")] lang: JsValue,
    ) -> Result<JsValue, JsError> {
        to_js(&SavedItem::from_restaurant(
            &from_js(restaurant)?,
            from_js(lang)?,
        ))
    }

    /// `visit_plan::validate_plan_to_curator`.
    #[wasm_bindgen(js_name = validatePlanToCurator, unchecked_return_type = "FieldError[]")]
    pub fn validate_plan_to_curator(
        #[wasm_bindgen(unchecked_param_type = "PlanToCurator")] plan: JsValue,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        field_errors(visit_plan::validate_plan_to_curator(
            &from_js(plan)?,
            &Catalog::of(words)?,
        ))
    }

    /// `visit_plan::validate_plan_to_self`.
    #[wasm_bindgen(js_name = validatePlanToSelf, unchecked_return_type = "FieldError[]")]
    pub fn validate_plan_to_self(
        #[wasm_bindgen(unchecked_param_type = "PlanToSelf")] plan: JsValue,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        field_errors(visit_plan::validate_plan_to_self(
            &from_js(plan)?,
            &Catalog::of(words)?,
        ))
    }

    /// `Trip::with_days`: throws the sentence to show when the days are wrong.
    #[wasm_bindgen(js_name = tripWithDays, unchecked_return_type = "Trip")]
    pub fn trip_with_days(
        #[wasm_bindgen(unchecked_param_type = "Trip")] trip: JsValue,
        first: &str,
        last: &str,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        let trip = from_js::<Trip>(trip)?
            .with_days(first, last, &Catalog::of(words)?)
            .map_err(|e| JsError::new(&e))?;
        to_js(&trip)
    }

    /// `Trip::place`: `key` on `date`, booked `at` minutes past midnight or whenever.
    #[wasm_bindgen(js_name = tripPlace, unchecked_return_type = "Trip")]
    pub fn trip_place(
        #[wasm_bindgen(unchecked_param_type = "Trip")] trip: JsValue,
        #[wasm_bindgen(unchecked_param_type = "StopKey")] key: JsValue,
        date: &str,
        #[wasm_bindgen(unchecked_param_type = "number | null")] at: JsValue,
    ) -> Result<JsValue, JsError> {
        to_js(&from_js::<Trip>(trip)?.place(from_js(key)?, date, from_js(at)?))
    }

    /// `Trip::unplace`.
    #[wasm_bindgen(js_name = tripUnplace, unchecked_return_type = "Trip")]
    pub fn trip_unplace(
        #[wasm_bindgen(unchecked_param_type = "Trip")] trip: JsValue,
        #[wasm_bindgen(unchecked_param_type = "StopKey")] key: JsValue,
    ) -> Result<JsValue, JsError> {
        to_js(&from_js::<Trip>(trip)?.unplace(from_js(key)?))
    }

    /// `Trip::adopt`: a shared trip taken in.
    #[wasm_bindgen(js_name = tripAdopt, unchecked_return_type = "Trip")]
    pub fn trip_adopt(
        #[wasm_bindgen(unchecked_param_type = "Trip")] trip: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Trip")] shared: JsValue,
    ) -> Result<JsValue, JsError> {
        to_js(&from_js::<Trip>(trip)?.adopt(&from_js(shared)?))
    }

    /// `Trip::keep_order`: the day in the visitor's own order.
    #[wasm_bindgen(js_name = tripKeepOrder, unchecked_return_type = "Trip")]
    pub fn trip_keep_order(
        #[wasm_bindgen(unchecked_param_type = "Trip")] trip: JsValue,
        date: &str,
        #[wasm_bindgen(unchecked_param_type = "StopKey[]")] stops: JsValue,
    ) -> Result<JsValue, JsError> {
        to_js(&from_js::<Trip>(trip)?.keep_order(date, from_js(stops)?))
    }

    /// `Trip::suggested_order`: the day ordered by the planner again.
    #[wasm_bindgen(js_name = tripSuggestedOrder, unchecked_return_type = "Trip")]
    pub fn trip_suggested_order(
        #[wasm_bindgen(unchecked_param_type = "Trip")] trip: JsValue,
        date: &str,
    ) -> Result<JsValue, JsError> {
        to_js(&from_js::<Trip>(trip)?.suggested_order(date))
    }

    /// `Trip::places_anything`: whether sends go by the trip's days.
    #[wasm_bindgen(js_name = tripPlacesAnything)]
    pub fn trip_places_anything(
        #[wasm_bindgen(unchecked_param_type = "Trip")] trip: JsValue,
    ) -> Result<bool, JsError> {
        Ok(from_js::<Trip>(trip)?.places_anything())
    }

    /// `Trip::is_blank`: whether a shared plan carries no trip.
    #[wasm_bindgen(js_name = tripIsBlank)]
    pub fn trip_is_blank(
        #[wasm_bindgen(unchecked_param_type = "Trip")] trip: JsValue,
    ) -> Result<bool, JsError> {
        Ok(from_js::<Trip>(trip)?.is_blank())
    }

    /// The trip as stored (missing, corrupt, or of a shape core cannot
    /// read: no trip yet, `Trip::default`).
    #[wasm_bindgen(js_name = tripFromStorage, unchecked_return_type = "Trip")]
    pub fn trip_from_storage(stored: Option<String>) -> Result<JsValue, JsError> {
        // The browser's own JSON parser, as for the favorites.
        #[cfg(target_arch = "wasm32")]
        let trip = stored
            .and_then(|text| js_sys::JSON::parse(&text).ok())
            .and_then(|value| from_js::<Trip>(value).ok());
        #[cfg(not(target_arch = "wasm32"))]
        let trip = stored.and_then(|text| serde_json::from_str::<Trip>(&text).ok());
        to_js(&trip.unwrap_or_default())
    }

    /// `placed::TRIP_STORAGE_KEY`: where the browser keeps the trip.
    #[wasm_bindgen(js_name = tripStorageKey)]
    pub fn trip_storage_key() -> String {
        placed::TRIP_STORAGE_KEY.to_string()
    }

    /// `favorites::STORAGE_KEY`: where the browser keeps the plan.
    #[wasm_bindgen(js_name = favoritesStorageKey)]
    pub fn favorites_storage_key() -> String {
        favorites::STORAGE_KEY.to_string()
    }

    /// `favorites::ADD_PULSE_MS`.
    #[wasm_bindgen(js_name = addPulseMs)]
    pub fn add_pulse_ms() -> u32 {
        favorites::ADD_PULSE_MS
    }

    /// `favorites::plan_recipient`: the curator, or 'our host'.
    #[wasm_bindgen(js_name = planRecipient)]
    pub fn plan_recipient(curator: &str, words: &JsLocalizer) -> Result<String, JsError> {
        Ok(favorites::plan_recipient(curator, &Catalog::of(words)?))
    }

    /// `favorites::EMPTY_PLAN_LINKS`: the empty plan's link cards (their
    /// words as the catalog's message ids).
    #[wasm_bindgen(js_name = emptyPlanLinks, unchecked_return_type = "PlanLink[]")]
    pub fn empty_plan_links() -> Result<JsValue, JsError> {
        to_js(&favorites::EMPTY_PLAN_LINKS)
    }

    /// `ItemType::message`: the badge of a saved item.
    #[wasm_bindgen(js_name = itemTypeLabel)]
    pub fn item_type_label(
        #[wasm_bindgen(unchecked_param_type = "ItemType")] kind: JsValue,
        words: &JsLocalizer,
    ) -> Result<String, JsError> {
        Ok(Catalog::of(words)?.text(from_js::<ItemType>(kind)?.message()))
    }

    /// `SavedItem::details_url`: the 'View Details' link.
    #[wasm_bindgen(js_name = savedItemDetailsUrl)]
    pub fn saved_item_details_url(
        #[wasm_bindgen(unchecked_param_type = "SavedItem")] item: JsValue,
    ) -> Result<Option<String>, JsError> {
        Ok(from_js::<SavedItem>(item)?
            .details_url()
            .map(str::to_string))
    }

    /// `visit_plan::no_items_notice`: the empty-plan toast.
    #[wasm_bindgen(js_name = noItemsNotice, unchecked_return_type = "Notice")]
    pub fn no_items_notice(words: &JsLocalizer) -> Result<JsValue, JsError> {
        to_js(&visit_plan::no_items_notice(&Catalog::of(words)?))
    }

    /// `api::queued_notice`: said when a send waits on the device for the network.
    #[wasm_bindgen(js_name = queuedNotice, unchecked_return_type = "Notice")]
    pub fn queued_notice(words: &JsLocalizer) -> Result<JsValue, JsError> {
        to_js(&api::queued_notice(&Catalog::of(words)?))
    }

    /// `SendKind::refused`: a waiting send the server refused when it went out.
    #[wasm_bindgen(js_name = refusedNotice, unchecked_return_type = "Notice")]
    pub fn refused_notice(
        #[wasm_bindgen(unchecked_param_type = "SendKind")] kind: JsValue,
        server_message: &str,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        to_js(&from_js::<SendKind>(kind)?.refused(server_message, &Catalog::of(words)?))
    }
}
