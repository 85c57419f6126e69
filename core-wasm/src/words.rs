//! The page's catalog as core's `Localizer`: an object of the app's
//! (`web/src/lib/localization.ts`) that formats a message with
//! `@fluent/bundle`. Every package takes it: the visitors' and the
//! dashboard's, the calendar files' and the device copy's search.

#[cfg(not(target_arch = "wasm32"))]
pub use crate::native::{Catalog, JsLocalizer};
#[cfg(target_arch = "wasm32")]
pub use browser::{Catalog, JsLocalizer};

#[cfg(target_arch = "wasm32")]
mod browser {
    use guide_core::text::lang::Lang;
    use guide_core::text::words::{Arg, Localizer};
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen(typescript_custom_section)]
    const LOCALIZER: &'static str = r#"
/** The page's catalog, as core asks for its words: the language, and a
 * message by id with its values. */
export interface Localizer {
  lang: Lang;
  message(id: string, args: Record<string, string | number>): string;
}"#;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(typescript_type = "Localizer")]
        pub type JsLocalizer;

        #[wasm_bindgen(method, getter)]
        fn lang(this: &JsLocalizer) -> JsValue;

        #[wasm_bindgen(method, catch)]
        fn message(this: &JsLocalizer, id: &str, args: &js_sys::Object) -> Result<String, JsValue>;
    }

    /// `JsLocalizer` read once: its language, then its messages as core asks.
    pub struct Catalog<'a> {
        lang: Lang,
        js: &'a JsLocalizer,
    }

    impl<'a> Catalog<'a> {
        pub fn of(js: &'a JsLocalizer) -> Result<Catalog<'a>, JsError> {
            Ok(Catalog {
                lang: crate::from_js(js.lang())?,
                js,
            })
        }
    }

    impl Localizer for Catalog<'_> {
        fn lang(&self) -> Lang {
            self.lang
        }

        fn message(&self, id: &str, args: &[(&str, Arg)]) -> String {
            let values = js_sys::Object::new();
            for (name, arg) in args {
                let value = match arg {
                    Arg::Text(text) => JsValue::from_str(text),
                    Arg::Number(n) => JsValue::from_f64(*n),
                };
                let _ = js_sys::Reflect::set(&values, &JsValue::from_str(name), &value);
            }
            // (A message that fails reads as its id, as core's own catalogs do.)
            self.js
                .message(id, &values)
                .unwrap_or_else(|_| id.to_string())
        }
    }
}
