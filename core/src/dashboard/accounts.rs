//! Staff accounts: what an admin account must have, whichever way it is
//! made (the `guide admin create` command, or the first admin of the
//! configuration).

use crate::text::validation::{ValidationErrors, is_blank, is_valid_email};

/// Shortest password accepted for an admin account, in characters.
pub const MIN_PASSWORD_CHARS: usize = 10;

/// Who the account is: a valid e-mail address and both names.
pub fn check_admin_identity(
    email: &str,
    first_name: &str,
    last_name: &str,
) -> Result<(), ValidationErrors> {
    let mut errors = ValidationErrors::default();
    if !is_valid_email(email) {
        errors.add(
            "email",
            format!("'{}' is not a valid email address.", email.trim()),
        );
    }
    if is_blank(first_name) {
        errors.add("firstName", "A first name is required.");
    }
    if is_blank(last_name) {
        errors.add("lastName", "A last name is required.");
    }
    errors.into_result(())
}

/// A password long enough to guard the dashboard.
pub fn check_admin_password(password: &str) -> Result<(), ValidationErrors> {
    let mut errors = ValidationErrors::default();
    if password.chars().count() < MIN_PASSWORD_CHARS {
        errors.add(
            "password",
            format!("The password must have at least {MIN_PASSWORD_CHARS} characters."),
        );
    }
    errors.into_result(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_account_needs_an_address_both_names_and_a_long_password() {
        assert!(check_admin_identity("ana@guide.test", "Ana", "Ruiz").is_ok());
        let errors = check_admin_identity("ana@", " ", "").unwrap_err();
        let fields: Vec<&str> = errors.errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["email", "firstName", "lastName"]);
        assert_eq!(
            errors.message("email"),
            Some("'ana@' is not a valid email address.")
        );

        assert!(check_admin_password("ten chars!").is_ok());
        // Characters, not bytes: nine accented letters are too few.
        assert_eq!(
            check_admin_password("ééééééééé").unwrap_err().to_string(),
            "The password must have at least 10 characters."
        );
        assert!(check_admin_password("").is_err());
    }
}
