//! Staff accounts (#39): an admin lists them, invites by e-mail, changes a
//! role, disables, enables or removes an account; every account changes
//! its own password.

use axum::Extension;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use guide_core::dashboard::accounts::{
    self, AccountChange, AccountUpdate, INVITATION_VALID_MS, InvitationRequest, PasswordChange,
    StaffAccounts, StaffInvitation,
};
use guide_core::text::validation::ValidationErrors;
use guide_core::text::words::{Arg, Localizer};

use crate::api::{composed, letterhead};
use crate::auth;
use crate::clock::now_ms;
use crate::error::{ApiError, Json};
use crate::mail::staff::{self, StaffMail};
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::{AccountRefused, Actor, Admin, InviteRefused, NewLink};
use guide_core::dashboard::history::ChangeAction;

/// `GET /api/admin/accounts`: every account, and the open invitations.
pub(super) async fn list(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
) -> Result<Json<StaffAccounts>, ApiError> {
    Ok(Json(StaffAccounts {
        accounts: state.store.staff_accounts(admin.id).await?,
        invitations: state
            .store
            .open_invitations(now_ms(), reply.words())
            .await?,
    }))
}

/// `POST /api/admin/accounts/invitations`: e-mails a single-use link, in
/// the dashboard's language, through the outbox. 201 with the invitation.
pub(super) async fn invite(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
    Json(request): Json<InvitationRequest>,
) -> Result<(StatusCode, Json<StaffInvitation>), ApiError> {
    let words = reply.words();
    let email = request.email.trim().to_lowercase();
    accounts::check_staff_email(&email, words)?;
    let origin = state.config.mail_origin();
    let token = auth::new_session_token()?;
    let by = format!("{} {}", admin.first_name, admin.last_name);
    let message = composed(staff::compose(
        &letterhead(&state, &origin),
        &email,
        reply.0,
        StaffMail::Invitation {
            by: &by,
            role: request.role,
        },
        &token,
    ))?;
    let now = now_ms();
    let expires_at = now + INVITATION_VALID_MS;
    let link = NewLink {
        email: &email,
        token_hash: &auth::token_hash(&token),
        lang: reply.0,
        message: &message,
        expires_at,
    };
    match state
        .store
        .invite(&link, request.role, admin.id, now)
        .await?
    {
        Ok(id) => {
            state.outbox_wake.notify_one();
            tracing::info!(
                by = admin.email,
                role = request.role.as_str(),
                "staff invited"
            );
            Ok((
                StatusCode::CREATED,
                Json(StaffInvitation {
                    id,
                    email,
                    role: request.role,
                    expires_at,
                    expires: accounts::expiry_words(expires_at, now, words),
                }),
            ))
        }
        Err(InviteRefused::HasAccount) => Err(ApiError::Taken {
            message: words.message("account-exists", &[("email", Arg::Text(&email))]),
            field: "email".into(),
        }),
    }
}

/// `DELETE /api/admin/accounts/invitations/{id}`: the link stops opening.
pub(super) async fn cancel_invitation(
    State(state): State<AppState>,
    Path(id): Path<i64>,
) -> Result<StatusCode, ApiError> {
    super::found(state.store.cancel_invitation(id, now_ms()).await?)?;
    Ok(StatusCode::NO_CONTENT)
}

/// `PUT /api/admin/accounts/{id}`: a new role, disabled or enabled again;
/// the account's sessions end at once. The accounts as they are now.
pub(super) async fn update(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    Json(update): Json<AccountUpdate>,
) -> Result<Json<StaffAccounts>, ApiError> {
    let changes: Vec<AccountChange> = [
        update.role.map(AccountChange::Role),
        update.disabled.map(|disabled| {
            if disabled {
                AccountChange::Disable
            } else {
                AccountChange::Enable
            }
        }),
    ]
    .into_iter()
    .flatten()
    .collect();
    if changes.is_empty() {
        return Err(ApiError::BadRequest(
            "Send the account's new 'role' or 'disabled'".into(),
        ));
    }
    for change in changes {
        change_account(&state, &admin, id, change, reply).await?;
    }
    list(State(state), Extension(admin), reply).await
}

/// `DELETE /api/admin/accounts/{id}`: 204; its sessions end with it.
pub(super) async fn remove(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
) -> Result<StatusCode, ApiError> {
    change_account(&state, &admin, id, AccountChange::Remove, reply).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn change_account(
    state: &AppState,
    by: &Admin,
    id: i64,
    change: AccountChange,
    reply: ReplyLang,
) -> Result<(), ApiError> {
    let actor = Actor::staff(by.id, ChangeAction::Account);
    match state
        .store
        .change_account(id, change, now_ms(), reply.words(), &actor)
        .await?
    {
        Ok(()) => {
            tracing::info!(account = id, change = ?change, "staff account changed");
            Ok(())
        }
        Err(AccountRefused::NotFound) => Err(ApiError::NotFound),
        Err(AccountRefused::LastAdmin(message)) => Err(ApiError::Conflict(message)),
    }
}

/// `PUT /api/admin/password`: the owner's own change, with the current
/// password. Every other session of the account ends; this one stays.
pub(super) async fn change_password(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    headers: HeaderMap,
    reply: ReplyLang,
    Json(change): Json<PasswordChange>,
) -> Result<StatusCode, ApiError> {
    let words = reply.words();
    match auth::check_current_password(&state.store, &admin, &change.current_password).await? {
        Ok(()) => {}
        Err(auth::SignInRefusal::Invalid) => {
            let mut errors = ValidationErrors::default();
            errors.add(
                "currentPassword",
                words.text("account-current-password-wrong"),
            );
            return Err(errors.into());
        }
        Err(throttled @ auth::SignInRefusal::Throttled { minutes }) => {
            return Err(ApiError::TooManyRequests {
                message: throttled.message(words),
                retry_after_secs: (minutes * 60) as u64,
            });
        }
    }
    accounts::check_admin_password(&change.new_password, words).map_err(|errors| {
        // (The form's field is the new password's.)
        let mut renamed = ValidationErrors::default();
        for error in errors.errors {
            renamed.add("newPassword", error.message);
        }
        ApiError::from(renamed)
    })?;
    let session = auth::session_token(&headers)
        .map(|token| auth::token_hash(&token))
        .unwrap_or_default();
    let new_hash = auth::hash_password(&change.new_password)?;
    state
        .store
        .change_password(admin.id, &new_hash, &session, now_ms())
        .await?;
    tracing::info!(account = admin.id, "staff password changed");
    Ok(StatusCode::NO_CONTENT)
}
