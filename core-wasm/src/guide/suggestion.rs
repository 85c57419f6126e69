//! The visitors' side of `guide_core::dashboard::suggestion`: the
//! "Suggest an addition" form's rules.

use crate::prelude::binding;

#[binding]
pub(crate) mod exports {
    use crate::prelude::*;
    use crate::words::{Catalog, JsLocalizer};
    use crate::{field_errors, from_js, to_js};
    use guide_core::dashboard::suggestion::{self, SuggestionType};

    /// `suggestion::validate_suggestion`, its messages in `words`' language.
    #[wasm_bindgen(js_name = validateSuggestion, unchecked_return_type = "FieldError[]")]
    pub fn validate_suggestion(
        #[wasm_bindgen(unchecked_param_type = "SuggestionForm")] form: JsValue,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        field_errors(suggestion::validate_suggestion(
            &from_js(form)?,
            &Catalog::of(words)?,
        ))
    }

    /// `suggestion::SUGGESTION_LIMITS`: each free field's longest text, as
    /// `[field, characters]`.
    #[wasm_bindgen(js_name = suggestionLimits, unchecked_return_type = "[string, number][]")]
    pub fn suggestion_limits() -> Result<JsValue, JsError> {
        let limits: Vec<(&str, usize)> = suggestion::SUGGESTION_LIMITS
            .iter()
            .map(|(field, _, max)| (*field, *max))
            .collect();
        to_js(&limits)
    }

    /// `SuggestionType::ALL` with `message()`: the type dropdown, as
    /// `[value, message id]`.
    #[wasm_bindgen(js_name = suggestionTypes, unchecked_return_type = "[SuggestionType, string][]")]
    pub fn suggestion_types() -> Result<JsValue, JsError> {
        let choices: Vec<(&str, &str)> = SuggestionType::ALL
            .iter()
            .map(|t| (t.as_str(), t.message()))
            .collect();
        to_js(&choices)
    }
}
