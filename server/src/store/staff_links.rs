//! The e-mailed single-use links of staff accounts: an admin's invitation
//! and a forgotten password's reset. Each is stored with its message in
//! one transaction, and used up in the transaction that makes or changes
//! the account, so a link opens once however many instances answer it.

use guide_core::dashboard::accounts::{LinkState, Role, StaffInvitation, expiry_words, link_state};
use guide_core::text::lang::Lang;
use guide_core::text::words::Localizer;
use sqlx::{AssertSqlSafe, Row};

use super::admins::{ADMIN_COLUMNS, admin_from, role_from};
use super::outbox::write_message;
use super::reminders::Tx;
use super::{Actor, Admin, OutgoingMessage, Store, StoreResult};
use guide_core::dashboard::history::ChangeAction;

/// Reset links an address is sent in an hour at most, whoever asks: a
/// stranger cannot fill a colleague's inbox.
pub const RESETS_PER_HOUR: i64 = 3;

const HOUR_MS: i64 = 3_600_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkKind {
    Invitation,
    Reset,
}

impl LinkKind {
    fn as_str(self) -> &'static str {
        match self {
            LinkKind::Invitation => "invitation",
            LinkKind::Reset => "reset",
        }
    }
}

/// A link as its token finds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaffLink {
    pub email: String,
    /// The invitation's role.
    pub role: Option<Role>,
    pub lang: Lang,
    pub state: LinkState,
}

/// A new link and the message that carries it.
pub struct NewLink<'a> {
    pub email: &'a str,
    pub token_hash: &'a str,
    pub lang: Lang,
    pub message: &'a OutgoingMessage,
    pub expires_at: i64,
}

/// Why an invitation was not sent.
#[derive(Debug, PartialEq, Eq)]
pub enum InviteRefused {
    /// The address already has an account.
    HasAccount,
}

impl Store {
    /// Stores the invitation and its e-mail, replacing an earlier one to
    /// the same address (its link no longer opens).
    pub async fn invite(
        &self,
        link: &NewLink<'_>,
        role: Role,
        by: i64,
        now_ms: i64,
    ) -> StoreResult<Result<i64, InviteRefused>> {
        let email = link.email.trim().to_lowercase();
        let mut tx = self
            .begin_for_accounts(&Actor::staff(by, ChangeAction::Account))
            .await?;
        let taken: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM admins WHERE email = $1")
            .bind(&email)
            .fetch_one(&mut *tx)
            .await?;
        if taken > 0 {
            return Ok(Err(InviteRefused::HasAccount));
        }
        replace_open(&mut tx, &email, LinkKind::Invitation, now_ms).await?;
        let id = insert_link(
            &mut tx,
            link,
            LinkKind::Invitation,
            Some(role),
            Some(by),
            now_ms,
        )
        .await?;
        write_message(&mut tx, None, link.message, now_ms).await?;
        self.commit_attributed(tx).await?;
        Ok(Ok(id))
    }

    /// The invitations that still open, newest first.
    pub async fn open_invitations(
        &self,
        now_ms: i64,
        words: &(dyn Localizer + Sync),
    ) -> StoreResult<Vec<StaffInvitation>> {
        let rows = sqlx::query(
            "SELECT id, email, role, expires_at FROM staff_links \
             WHERE kind = 'invitation' AND used_at IS NULL AND expires_at > $1 \
             ORDER BY created_at DESC, id DESC",
        )
        .bind(now_ms)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let expires_at = row.try_get("expires_at")?;
                Ok(StaffInvitation {
                    id: row.try_get("id")?,
                    email: row.try_get("email")?,
                    role: role_from(&row.try_get::<String, _>("role")?)?,
                    expires_at,
                    expires: expiry_words(expires_at, now_ms, words),
                })
            })
            .collect()
    }

    /// Withdraws an invitation: its link no longer opens. False when no
    /// open invitation has that id.
    pub async fn cancel_invitation(&self, id: i64, now_ms: i64) -> StoreResult<bool> {
        let done = sqlx::query(
            "UPDATE staff_links SET used_at = $1 \
             WHERE id = $2 AND kind = 'invitation' AND used_at IS NULL",
        )
        .bind(now_ms)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// The link of a token, as it is now. `None` for a token the guide
    /// never sent.
    pub async fn staff_link(
        &self,
        kind: LinkKind,
        token_hash: &str,
        now_ms: i64,
    ) -> StoreResult<Option<StaffLink>> {
        let row = sqlx::query(LINK_BY_TOKEN)
            .bind(token_hash)
            .bind(kind.as_str())
            .fetch_optional(&self.pool)
            .await?;
        row.map(|row| link_from(&row, now_ms)).transpose()
    }

    /// Makes the invited account and uses the link up, in one
    /// transaction. The link's state when it does not open (an unknown
    /// token reads as used).
    pub async fn accept_invitation(
        &self,
        token_hash: &str,
        first_name: &str,
        last_name: &str,
        password_hash: &str,
        now_ms: i64,
    ) -> StoreResult<Result<Admin, LinkState>> {
        let mut tx = self
            .begin_for_accounts(&Actor::guide(ChangeAction::Account))
            .await?;
        let Some(link) = use_link(&mut tx, LinkKind::Invitation, token_hash, now_ms).await? else {
            return Ok(Err(LinkState::Used));
        };
        if link.state != LinkState::Open {
            return Ok(Err(link.state));
        }
        let role = link.role.unwrap_or(Role::Editor);
        let row = sqlx::query(AssertSqlSafe(format!(
            "INSERT INTO admins (email, first_name, last_name, password_hash, created_at, role) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (email) DO NOTHING \
             RETURNING {ADMIN_COLUMNS}"
        )))
        .bind(&link.email)
        .bind(first_name.trim())
        .bind(last_name.trim())
        .bind(password_hash)
        .bind(now_ms)
        .bind(role.as_str())
        .fetch_optional(&mut *tx)
        .await?;
        // (An account made for the address since: the invitation is spent.)
        let Some(row) = row else {
            self.commit_attributed(tx).await?;
            return Ok(Err(LinkState::Used));
        };
        let admin = admin_from(&row)?;
        self.commit_attributed(tx).await?;
        Ok(Ok(admin))
    }

    /// Stores a reset link and its e-mail for an enabled account, unless
    /// the address had its share this hour. False when nothing was sent.
    pub async fn add_reset(&self, link: &NewLink<'_>, now_ms: i64) -> StoreResult<bool> {
        let email = link.email.trim().to_lowercase();
        let mut tx = self
            .begin_for_accounts(&Actor::guide(ChangeAction::Account))
            .await?;
        let sent: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM staff_links \
             WHERE email = $1 AND kind = 'reset' AND created_at > $2",
        )
        .bind(&email)
        .bind(now_ms - HOUR_MS)
        .fetch_one(&mut *tx)
        .await?;
        if sent >= RESETS_PER_HOUR {
            return Ok(false);
        }
        replace_open(&mut tx, &email, LinkKind::Reset, now_ms).await?;
        insert_link(&mut tx, link, LinkKind::Reset, None, None, now_ms).await?;
        write_message(&mut tx, None, link.message, now_ms).await?;
        self.commit_attributed(tx).await?;
        Ok(true)
    }

    /// Sets the new password of the link's account, ends all its sessions
    /// and uses the link up, in one transaction.
    pub async fn reset_password(
        &self,
        token_hash: &str,
        password_hash: &str,
        now_ms: i64,
    ) -> StoreResult<Result<Admin, LinkState>> {
        let mut tx = self
            .begin_for_accounts(&Actor::guide(ChangeAction::Account))
            .await?;
        let Some(link) = use_link(&mut tx, LinkKind::Reset, token_hash, now_ms).await? else {
            return Ok(Err(LinkState::Used));
        };
        if link.state != LinkState::Open {
            return Ok(Err(link.state));
        }
        let row = sqlx::query(AssertSqlSafe(format!(
            "UPDATE admins SET password_hash = $1 WHERE email = $2 AND disabled_at IS NULL \
             RETURNING {ADMIN_COLUMNS}"
        )))
        .bind(password_hash)
        .bind(&link.email)
        .fetch_optional(&mut *tx)
        .await?;
        // (The account was disabled or removed since the link was sent.)
        let Some(row) = row else {
            self.commit_attributed(tx).await?;
            return Ok(Err(LinkState::Used));
        };
        let admin = admin_from(&row)?;
        sqlx::query("DELETE FROM admin_sessions WHERE admin_id = $1")
            .bind(admin.id)
            .execute(&mut *tx)
            .await?;
        self.commit_attributed(tx).await?;
        Ok(Ok(admin))
    }
}

const LINK_BY_TOKEN: &str = "SELECT id, email, role, lang, expires_at, used_at \
     FROM staff_links WHERE token_hash = $1 AND kind = $2";

fn link_from(row: &sqlx::any::AnyRow, now_ms: i64) -> StoreResult<StaffLink> {
    Ok(StaffLink {
        email: row.try_get("email")?,
        role: row
            .try_get::<Option<String>, _>("role")?
            .as_deref()
            .map(role_from)
            .transpose()?,
        lang: Lang::from_tag(&row.try_get::<String, _>("lang")?).unwrap_or_default(),
        state: link_state(row.try_get("expires_at")?, row.try_get("used_at")?, now_ms),
    })
}

/// Reads the link under the transaction's lock and, when it opens, marks it
/// used: whatever the caller does next, it does once.
async fn use_link(
    tx: &mut Tx<'_>,
    kind: LinkKind,
    token_hash: &str,
    now_ms: i64,
) -> StoreResult<Option<StaffLink>> {
    let row = sqlx::query(LINK_BY_TOKEN)
        .bind(token_hash)
        .bind(kind.as_str())
        .fetch_optional(&mut **tx)
        .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let link = link_from(&row, now_ms)?;
    if link.state == LinkState::Open {
        sqlx::query("UPDATE staff_links SET used_at = $1 WHERE id = $2")
            .bind(now_ms)
            .bind(row.try_get::<i64, _>("id")?)
            .execute(&mut **tx)
            .await?;
    }
    Ok(Some(link))
}

/// An earlier open link of the kind to the address stops opening.
async fn replace_open(
    tx: &mut Tx<'_>,
    email: &str,
    kind: LinkKind,
    now_ms: i64,
) -> StoreResult<()> {
    sqlx::query(
        "UPDATE staff_links SET used_at = $1 WHERE email = $2 AND kind = $3 AND used_at IS NULL",
    )
    .bind(now_ms)
    .bind(email)
    .bind(kind.as_str())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

async fn insert_link(
    tx: &mut Tx<'_>,
    link: &NewLink<'_>,
    kind: LinkKind,
    role: Option<Role>,
    by: Option<i64>,
    now_ms: i64,
) -> StoreResult<i64> {
    Ok(sqlx::query_scalar(
        "INSERT INTO staff_links \
         (token_hash, kind, email, role, lang, created_by, created_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(link.token_hash)
    .bind(kind.as_str())
    .bind(link.email.trim().to_lowercase())
    .bind(role.map(Role::as_str))
    .bind(link.lang.code())
    .bind(by)
    .bind(now_ms)
    .bind(link.expires_at)
    .fetch_one(&mut **tx)
    .await?)
}
