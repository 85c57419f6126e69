//! `guide_core::pages`: titles, category colours and map links.

use crate::prelude::binding;

#[binding]
pub(crate) mod exports {
    use crate::from_js;
    use crate::prelude::*;
    use crate::words::{Catalog, JsLocalizer};
    use guide_core::content::paths::ItemKind;
    use guide_core::pages::{self, display};

    /// `display::category_color`.
    #[wasm_bindgen(js_name = categoryColor)]
    pub fn category_color(category: &str) -> String {
        display::category_color(category).to_string()
    }

    /// `display::home_category_color`.
    #[wasm_bindgen(js_name = homeCategoryColor)]
    pub fn home_category_color(category: &str) -> String {
        display::home_category_color(category).to_string()
    }

    /// `display::area_maps_url`.
    #[wasm_bindgen(js_name = areaMapsUrl)]
    pub fn area_maps_url(area: &str, city: &str) -> String {
        display::area_maps_url(area, city)
    }

    /// `display::place_maps_url`.
    #[wasm_bindgen(js_name = placeMapsUrl)]
    pub fn place_maps_url(name: &str, address: Option<String>) -> String {
        display::place_maps_url(name, address.as_deref())
    }

    /// `display::directions_url`.
    #[wasm_bindgen(js_name = directionsUrl)]
    pub fn directions_url(name: &str, address: Option<String>) -> String {
        display::directions_url(name, address.as_deref())
    }

    /// `display::travel_url`: walking or driving directions.
    #[wasm_bindgen(js_name = travelUrl)]
    pub fn travel_url(
        name: &str,
        address: Option<String>,
        #[wasm_bindgen(unchecked_param_type = "TravelMode")] mode: JsValue,
    ) -> Result<String, JsError> {
        Ok(display::travel_url(
            name,
            address.as_deref(),
            from_js(mode)?,
        ))
    }

    /// `pages::route_title`: a screen's title, by its spec path.
    #[wasm_bindgen(js_name = routeTitle)]
    pub fn route_title(
        path: &str,
        brand: &str,
        words: &JsLocalizer,
    ) -> Result<Option<String>, JsError> {
        Ok(pages::route_title(path, brand, &Catalog::of(words)?))
    }

    /// `pages::not_found_title`: the 404 page's title.
    #[wasm_bindgen(js_name = notFoundTitle)]
    pub fn not_found_title(brand: &str, words: &JsLocalizer) -> Result<String, JsError> {
        Ok(pages::not_found_title(brand, &Catalog::of(words)?))
    }

    /// `pages::event_title`, `activity_title` or `restaurant_title`.
    #[wasm_bindgen(js_name = itemTitle)]
    pub fn item_title(
        #[wasm_bindgen(unchecked_param_type = "ItemKind")] kind: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Event | Activity | Restaurant")] item: JsValue,
        brand: &str,
        words: &JsLocalizer,
    ) -> Result<String, JsError> {
        let words = Catalog::of(words)?;
        Ok(match from_js(kind)? {
            ItemKind::Event => pages::event_title(&from_js(item)?, brand, &words),
            ItemKind::Activity => pages::activity_title(&from_js(item)?, brand, &words),
            ItemKind::Restaurant => pages::restaurant_title(&from_js(item)?, brand, &words),
        })
    }

    /// `display::EAGER_IMAGES`: the cards whose images load first.
    #[wasm_bindgen(js_name = eagerImages)]
    pub fn eager_images() -> usize {
        display::EAGER_IMAGES
    }
}
