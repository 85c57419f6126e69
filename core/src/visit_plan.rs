//! Sending the plan by e-mail (spec sections 3, 5 and 8): to the curator, or
//! to oneself at one or several addresses.

use serde::{Deserialize, Serialize};

use crate::favorites::SendItem;
use crate::validation::{
    EMAIL_FORMAT_MESSAGE, MAX_LINE, MAX_TEXT, ValidationErrors, check_text, is_blank,
    is_valid_email,
};

#[cfg(feature = "wasm")]
use tsify::Tsify;

pub const NO_ITEMS_TITLE: &str = "No Items Selected";
pub const NO_ITEMS_MESSAGE: &str = "Please select some items before sending your visit plan.";

/// `POST /api/send-visit-plan`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase", default)]
pub struct PlanToCurator {
    pub name: String,
    pub email: String,
    pub visit_dates: String,
    pub message: String,
    pub selected_items: Vec<SendItem>,
    /// ISO 8601, set by the browser when sending.
    pub timestamp: String,
}

/// `POST /api/send-visit-plan-self`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase", default)]
pub struct PlanToSelf {
    /// One address, or several separated by commas.
    pub email: String,
    pub notes: String,
    pub selected_items: Vec<SendItem>,
    pub timestamp: String,
}

/// Most items one plan may carry.
pub const MAX_ITEMS: usize = 200;

fn require_items(items: &[SendItem], errors: &mut ValidationErrors) {
    if items.is_empty() {
        errors.add("selectedItems", NO_ITEMS_MESSAGE);
    } else if items.len() > MAX_ITEMS {
        errors.add(
            "selectedItems",
            format!("A plan can hold at most {MAX_ITEMS} items"),
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
/// message are optional; an empty plan is refused.
pub fn validate_plan_to_curator(plan: &PlanToCurator) -> Result<PlanToCurator, ValidationErrors> {
    let mut errors = ValidationErrors::default();
    if is_blank(&plan.name) {
        errors.add("name", "Name is required");
    }
    if is_blank(&plan.email) {
        errors.add("email", "Email is required");
    } else if !is_valid_email(&plan.email) {
        errors.add("email", EMAIL_FORMAT_MESSAGE);
    }
    if errors.message("name").is_none() {
        check_text(&mut errors, "name", "Name", &plan.name, MAX_LINE, false);
    }
    check_text(
        &mut errors,
        "visitDates",
        "Visit dates",
        &plan.visit_dates,
        MAX_LINE,
        false,
    );
    check_text(
        &mut errors,
        "message",
        "Message",
        &plan.message,
        MAX_TEXT,
        true,
    );
    require_items(&plan.selected_items, &mut errors);
    let clean = PlanToCurator {
        name: plan.name.trim().to_string(),
        email: plan.email.trim().to_string(),
        visit_dates: plan.visit_dates.trim().to_string(),
        message: plan.message.trim().to_string(),
        selected_items: plan.selected_items.clone(),
        timestamp: plan.timestamp.clone(),
    };
    errors.into_result(clean)
}

/// The e-mail field is required and may hold several comma-separated
/// addresses, each well formed; notes are optional; an empty plan is
/// refused. The addresses come back normalised: `a@x.org, b@y.org`.
pub fn validate_plan_to_self(plan: &PlanToSelf) -> Result<PlanToSelf, ValidationErrors> {
    let mut errors = ValidationErrors::default();
    let addresses = split_emails(&plan.email);
    if addresses.is_empty() {
        errors.add("email", "Email is required");
    } else if let Some(bad) = addresses.iter().find(|a| !is_valid_email(a)) {
        errors.add("email", format!("'{bad}' is not a valid email address"));
    } else if addresses.len() > 20 {
        errors.add("email", "Send to at most 20 addresses at once");
    }
    check_text(&mut errors, "notes", "Notes", &plan.notes, MAX_TEXT, true);
    require_items(&plan.selected_items, &mut errors);
    let clean = PlanToSelf {
        email: addresses.join(", "),
        notes: plan.notes.trim().to_string(),
        selected_items: plan.selected_items.clone(),
        timestamp: plan.timestamp.clone(),
    };
    errors.into_result(clean)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::favorites::ItemType;

    fn item() -> SendItem {
        SendItem {
            kind: ItemType::Activity,
            id: 1,
            name: "Siesta Beach".into(),
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

    fn to_curator() -> PlanToCurator {
        PlanToCurator {
            name: " Ana ".into(),
            email: "ana@example.com".into(),
            visit_dates: "".into(),
            message: "".into(),
            selected_items: vec![item()],
            timestamp: "2026-11-22T10:00:00.000Z".into(),
        }
    }

    #[test]
    fn curator_plan_needs_name_valid_email_and_items() {
        assert_eq!(validate_plan_to_curator(&to_curator()).unwrap().name, "Ana");
        let errors = validate_plan_to_curator(&PlanToCurator::default()).unwrap_err();
        assert_eq!(errors.message("name"), Some("Name is required"));
        assert_eq!(errors.message("email"), Some("Email is required"));
        assert_eq!(errors.message("selectedItems"), Some(NO_ITEMS_MESSAGE));
        let mut plan = to_curator();
        plan.email = "ana@example".into();
        assert_eq!(
            validate_plan_to_curator(&plan)
                .unwrap_err()
                .message("email"),
            Some(EMAIL_FORMAT_MESSAGE)
        );
    }

    #[test]
    fn self_plan_accepts_several_addresses() {
        let plan = PlanToSelf {
            email: " ana@example.com,bo@example.org , ".into(),
            notes: "".into(),
            selected_items: vec![item()],
            timestamp: String::new(),
        };
        assert_eq!(
            validate_plan_to_self(&plan).unwrap().email,
            "ana@example.com, bo@example.org"
        );
        let bad = PlanToSelf {
            email: "ana@example.com, bo@".into(),
            ..plan.clone()
        };
        assert_eq!(
            validate_plan_to_self(&bad).unwrap_err().message("email"),
            Some("'bo@' is not a valid email address")
        );
        let blank = PlanToSelf {
            email: " , ".into(),
            selected_items: vec![],
            ..plan
        };
        let errors = validate_plan_to_self(&blank).unwrap_err();
        assert_eq!(errors.message("email"), Some("Email is required"));
        assert_eq!(errors.message("selectedItems"), Some(NO_ITEMS_MESSAGE));
    }

    #[test]
    fn plans_limit_text_items_and_recipients() {
        let mut plan = to_curator();
        plan.message = "m".repeat(MAX_TEXT + 1);
        plan.visit_dates = "June\u{1b}[31m".into();
        plan.selected_items = vec![item(); MAX_ITEMS + 1];
        let errors = validate_plan_to_curator(&plan).unwrap_err();
        assert_eq!(
            errors.message("message"),
            Some("Message must be at most 5000 characters")
        );
        assert_eq!(
            errors.message("visitDates"),
            Some("Visit dates contains characters that are not allowed")
        );
        assert_eq!(
            errors.message("selectedItems"),
            Some("A plan can hold at most 200 items")
        );
        let many: Vec<String> = (0..21).map(|i| format!("p{i}@example.com")).collect();
        let to_self = PlanToSelf {
            email: many.join(","),
            notes: String::new(),
            selected_items: vec![item()],
            timestamp: String::new(),
        };
        assert_eq!(
            validate_plan_to_self(&to_self)
                .unwrap_err()
                .message("email"),
            Some("Send to at most 20 addresses at once")
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
}
