//! Staff accounts: what an account must have, whichever way it is made
//! (the `guide admin create` command, the configured first admin, an
//! accepted invitation), the two roles and what each may do, the rule
//! that keeps one admin, and when an e-mailed link still opens.

use serde::{Deserialize, Serialize};

use crate::text::validation::{ValidationErrors, is_blank, is_valid_email};
use crate::text::words::{Arg, Localizer};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// Shortest password accepted for a staff account, in characters.
pub const MIN_PASSWORD_CHARS: usize = 10;

/// How long an invitation's link opens: three days, so a weekend passes.
pub const INVITATION_VALID_MS: i64 = 72 * 3_600_000;

/// How long a password reset's link opens: an hour, as it signs in.
pub const RESET_VALID_MS: i64 = 3_600_000;

/// What a staff account may do. An editor keeps the guide's content (the
/// forms, the review inbox, suggestions, images); an admin also runs the
/// site (accounts, followed sources, the weekly e-mail, the embed
/// settings). Ordered: an admin may do all an editor may.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Editor,
    Admin,
}

impl Role {
    pub const ALL: [Role; 2] = [Role::Admin, Role::Editor];

    /// As stored and sent: `admin`, `editor`.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Editor => "editor",
            Role::Admin => "admin",
        }
    }

    pub fn parse(value: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|role| role.as_str() == value)
    }

    /// Whether this role may use what `needed` may.
    pub fn may(self, needed: Role) -> bool {
        self >= needed
    }

    /// The role's name in `words`' language ('Editor').
    pub fn name(self, words: &dyn Localizer) -> String {
        words.text(&format!("account-role-{}", self.as_str()))
    }
}

/// The dashboard's tabs, in the order shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum DashboardTab {
    /// What needs attention, each one click from its place: the first
    /// screen.
    Today,
    Discovery,
    Activities,
    Restaurants,
    Images,
    Inbox,
    Suggestions,
    Manage,
    Weekly,
    Embed,
    History,
    Accounts,
}

impl DashboardTab {
    pub const ALL: [DashboardTab; 12] = [
        DashboardTab::Today,
        DashboardTab::Discovery,
        DashboardTab::Activities,
        DashboardTab::Restaurants,
        DashboardTab::Images,
        DashboardTab::Inbox,
        DashboardTab::Suggestions,
        DashboardTab::Manage,
        DashboardTab::Weekly,
        DashboardTab::Embed,
        DashboardTab::History,
        DashboardTab::Accounts,
    ];

    /// The role a tab is shown to: the weekly e-mail and the embed
    /// settings run the site; every other tab is the content's (an
    /// editor's Accounts tab holds only their own password).
    pub fn needs(self) -> Role {
        match self {
            DashboardTab::Weekly | DashboardTab::Embed => Role::Admin,
            _ => Role::Editor,
        }
    }
}

/// What the dashboard shows an account of a role; the server's route
/// table refuses the rest the same (a test holds the two together).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Abilities {
    /// The tabs, in order.
    pub tabs: Vec<DashboardTab>,
    /// The review inbox's Followed sources panel: following a page,
    /// its settings, its reads.
    pub follow_sources: bool,
    /// The Accounts tab's staff accounts and invitations (otherwise only
    /// one's own password, under 'Your account').
    pub manage_accounts: bool,
}

impl Role {
    /// What an account of this role is shown.
    pub fn abilities(self) -> Abilities {
        Abilities {
            tabs: DashboardTab::ALL
                .into_iter()
                .filter(|tab| self.may(tab.needs()))
                .collect(),
            follow_sources: self.may(Role::Admin),
            manage_accounts: self.may(Role::Admin),
        }
    }
}

/// An account as the dashboard's Accounts tab lists it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct StaffAccount {
    pub id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: Role,
    /// A disabled account cannot sign in; an admin may enable it again.
    pub disabled: bool,
    /// The account of the admin who asks.
    pub is_you: bool,
}

/// An invitation not yet accepted.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct StaffInvitation {
    pub id: i64,
    pub email: String,
    pub role: Role,
    /// Unix ms; a link past it no longer opens.
    pub expires_at: i64,
    /// 'Expires in 3 days', in the dashboard's language.
    pub expires: String,
}

/// When an invitation's link stops opening, as staff read it: the time
/// left rounded up to the hour, so a link sent a moment ago reads '3 days'.
pub fn expiry_words(expires_at: i64, now: i64, words: &dyn Localizer) -> String {
    const HOUR_MS: i64 = 3_600_000;
    let left = (expires_at - now).max(0);
    let hours = (left + HOUR_MS - 1) / HOUR_MS;
    let span = crate::text::format::span_words(hours * HOUR_MS, words);
    words.message("account-expires-in", &[("span", Arg::Text(&span))])
}

/// `GET /api/admin/accounts`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct StaffAccounts {
    pub accounts: Vec<StaffAccount>,
    pub invitations: Vec<StaffInvitation>,
}

/// `POST /api/admin/accounts/invitations`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct InvitationRequest {
    pub email: String,
    pub role: Role,
}

/// `PUT /api/admin/accounts/{id}`: what changes (what is left out stays).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct AccountUpdate {
    #[serde(default)]
    pub role: Option<Role>,
    #[serde(default)]
    pub disabled: Option<bool>,
}

/// `PUT /api/admin/password`: the owner's own change.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct PasswordChange {
    pub current_password: String,
    pub new_password: String,
}

/// A change to an account, as the last-admin rule weighs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccountChange {
    Role(Role),
    Disable,
    Enable,
    Remove,
}

/// The account as it is before the change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AccountNow {
    pub role: Role,
    pub disabled: bool,
}

/// Refuses a change that would leave the guide with no admin who can sign
/// in: nobody could then invite, enable or promote anyone again.
/// `active_admins` counts the enabled admin accounts, this one included.
pub fn check_account_change(
    account: AccountNow,
    change: AccountChange,
    active_admins: i64,
    words: &dyn Localizer,
) -> Result<(), String> {
    let active_admin = account.role == Role::Admin && !account.disabled;
    let leaves_admin = match change {
        AccountChange::Role(role) => role == Role::Admin,
        AccountChange::Enable => true,
        AccountChange::Disable | AccountChange::Remove => false,
    };
    if active_admin && !leaves_admin && active_admins <= 1 {
        return Err(words.text("account-last-admin"));
    }
    Ok(())
}

/// Whether an e-mailed link (an invitation, a password reset) still opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkState {
    Open,
    Used,
    Expired,
}

pub fn link_state(expires_at: i64, used_at: Option<i64>, now: i64) -> LinkState {
    if used_at.is_some() {
        LinkState::Used
    } else if now >= expires_at {
        LinkState::Expired
    } else {
        LinkState::Open
    }
}

impl LinkState {
    /// Why a link does not open, in `words`' language (`None` when open).
    /// An unknown token reads as a used one: a guess learns nothing.
    pub fn refusal(self, words: &dyn Localizer) -> Option<String> {
        match self {
            LinkState::Open => None,
            LinkState::Used => Some(words.text("account-link-used")),
            LinkState::Expired => Some(words.text("account-link-expired")),
        }
    }
}

/// A staff account's address (an invitation's, a reset's): a valid e-mail
/// address, its refusal under the field `email`.
pub fn check_staff_email(email: &str, words: &dyn Localizer) -> Result<(), ValidationErrors> {
    let mut errors = ValidationErrors::default();
    if !is_valid_email(email) {
        errors.add(
            "email",
            words.message(
                "account-email-invalid",
                &[("email", Arg::Text(email.trim()))],
            ),
        );
    }
    errors.into_result(())
}

/// Who the account is: a valid e-mail address and both names.
pub fn check_admin_identity(
    email: &str,
    first_name: &str,
    last_name: &str,
    words: &dyn Localizer,
) -> Result<(), ValidationErrors> {
    let mut errors = check_staff_email(email, words).err().unwrap_or_default();
    if is_blank(first_name) {
        errors.add("firstName", words.text("account-first-name-required"));
    }
    if is_blank(last_name) {
        errors.add("lastName", words.text("account-last-name-required"));
    }
    errors.into_result(())
}

/// A password long enough to guard the dashboard.
pub fn check_admin_password(password: &str, words: &dyn Localizer) -> Result<(), ValidationErrors> {
    let mut errors = ValidationErrors::default();
    if password.chars().count() < MIN_PASSWORD_CHARS {
        errors.add(
            "password",
            words.message(
                "account-password-short",
                &[("min", Arg::Text(&MIN_PASSWORD_CHARS.to_string()))],
            ),
        );
    }
    errors.into_result(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;

    fn english() -> &'static dyn Localizer {
        catalog(Lang::En)
    }

    #[test]
    fn an_editor_is_shown_the_content_work_and_an_admin_everything() {
        let admin = Role::Admin.abilities();
        assert_eq!(admin.tabs, DashboardTab::ALL);
        assert!(admin.follow_sources && admin.manage_accounts);
        let editor = Role::Editor.abilities();
        assert!(!editor.tabs.contains(&DashboardTab::Weekly));
        assert!(!editor.tabs.contains(&DashboardTab::Embed));
        assert_eq!(editor.tabs.len(), DashboardTab::ALL.len() - 2);
        assert_eq!(editor.tabs.last(), Some(&DashboardTab::Accounts));
        // Both open on what needs attention.
        assert_eq!(admin.tabs.first(), Some(&DashboardTab::Today));
        assert_eq!(editor.tabs.first(), Some(&DashboardTab::Today));
        assert!(!editor.follow_sources && !editor.manage_accounts);
    }

    #[test]
    fn an_account_needs_an_address_both_names_and_a_long_password() {
        assert!(check_admin_identity("ana@guide.test", "Ana", "Ruiz", english()).is_ok());
        let errors = check_admin_identity("ana@", " ", "", english()).unwrap_err();
        let fields: Vec<&str> = errors.errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["email", "firstName", "lastName"]);
        assert_eq!(
            errors.message("email"),
            Some("'ana@' is not a valid email address.")
        );

        assert!(check_admin_password("ten chars!", english()).is_ok());
        // Characters, not bytes: nine accented letters are too few.
        assert_eq!(
            check_admin_password("ééééééééé", english())
                .unwrap_err()
                .to_string(),
            "The password must have at least 10 characters."
        );
        assert!(check_admin_password("", english()).is_err());
        assert_eq!(
            check_admin_password("corta", catalog(Lang::Es))
                .unwrap_err()
                .to_string(),
            "La contraseña debe tener al menos 10 caracteres."
        );
    }

    #[test]
    fn an_admin_may_do_what_an_editor_may_and_not_the_other_way() {
        assert!(Role::Admin.may(Role::Editor));
        assert!(Role::Admin.may(Role::Admin));
        assert!(Role::Editor.may(Role::Editor));
        assert!(!Role::Editor.may(Role::Admin));
        for role in Role::ALL {
            assert_eq!(Role::parse(role.as_str()), Some(role));
            assert_eq!(
                serde_json::to_value(role).unwrap(),
                serde_json::json!(role.as_str())
            );
        }
        assert_eq!(Role::parse("owner"), None);
        assert_eq!(Role::Editor.name(catalog(Lang::Fr)), "Rédacteur");
    }

    #[test]
    fn the_last_admin_who_can_sign_in_stays_one() {
        let admin = AccountNow {
            role: Role::Admin,
            disabled: false,
        };
        let words = english();
        for change in [
            AccountChange::Role(Role::Editor),
            AccountChange::Disable,
            AccountChange::Remove,
        ] {
            assert_eq!(
                check_account_change(admin, change, 1, words),
                Err("The last admin account cannot be removed, disabled or made an editor.".into())
            );
            assert_eq!(check_account_change(admin, change, 2, words), Ok(()));
        }
        assert_eq!(
            check_account_change(admin, AccountChange::Role(Role::Admin), 1, words),
            Ok(())
        );
        // A disabled admin or an editor is not the one that keeps the guide run.
        let disabled = AccountNow {
            disabled: true,
            ..admin
        };
        assert_eq!(
            check_account_change(disabled, AccountChange::Remove, 1, words),
            Ok(())
        );
        let editor = AccountNow {
            role: Role::Editor,
            disabled: false,
        };
        assert_eq!(
            check_account_change(editor, AccountChange::Remove, 1, words),
            Ok(())
        );
    }

    #[test]
    fn a_link_opens_once_and_until_it_expires() {
        let expires = 1_000 + INVITATION_VALID_MS;
        assert_eq!(link_state(expires, None, 1_000), LinkState::Open);
        assert_eq!(link_state(expires, None, expires - 1), LinkState::Open);
        assert_eq!(link_state(expires, None, expires), LinkState::Expired);
        assert_eq!(link_state(expires, Some(2_000), 2_001), LinkState::Used);
        assert_eq!(LinkState::Open.refusal(english()), None);
        assert_eq!(
            LinkState::Expired.refusal(english()).unwrap(),
            "This link has expired. Please ask for a new one."
        );
        assert_eq!(
            LinkState::Used.refusal(english()).unwrap(),
            "This link has already been used or is not valid. Please ask for a new one."
        );
        assert_eq!(INVITATION_VALID_MS, 259_200_000);
        assert_eq!(expiry_words(expires, 1_000, english()), "Expires in 3 days");
        assert_eq!(
            expiry_words(expires, 1_000 + 60_000, english()),
            "Expires in 3 days"
        );
        assert_eq!(
            expiry_words(expires, expires - 90 * 60_000, english()),
            "Expires in 2 hours"
        );
    }
}
