//! Staff accounts and their roles, sessions and failed sign-in counters.

use guide_core::dashboard::accounts::{self, AccountChange, AccountNow, Role, StaffAccount};
use guide_core::text::words::Localizer;
use sqlx::{AssertSqlSafe, Row};

use super::reminders::Tx;
use super::{Actor, Backend, Store, StoreResult};

/// A staff account that may sign in (a disabled one is never handed out).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Admin {
    pub id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: Role,
}

/// Why an account was not changed.
#[derive(Debug, PartialEq, Eq)]
pub enum AccountRefused {
    NotFound,
    /// The last-admin rule, in the dashboard's words.
    LastAdmin(String),
}

/// An account with its password hash, for checking a sign-in.
pub struct AdminCredentials {
    pub admin: Admin,
    pub password_hash: String,
}

/// The columns [`admin_from`] reads.
pub(super) const ADMIN_COLUMNS: &str = "id, email, first_name, last_name, role";

pub(super) fn admin_from(row: &sqlx::any::AnyRow) -> StoreResult<Admin> {
    Ok(Admin {
        id: row.try_get("id")?,
        email: row.try_get("email")?,
        first_name: row.try_get("first_name")?,
        last_name: row.try_get("last_name")?,
        role: role_from(&row.try_get::<String, _>("role")?)?,
    })
}

pub(super) fn role_from(stored: &str) -> StoreResult<Role> {
    Role::parse(stored)
        .ok_or_else(|| anyhow::anyhow!("an unknown staff role {stored:?} is stored").into())
}

impl Store {
    pub async fn count_admins(&self) -> StoreResult<i64> {
        Ok(sqlx::query_scalar("SELECT COUNT(*) FROM admins")
            .fetch_one(&self.pool)
            .await?)
    }

    /// Creates the account, or resets its names and password when the
    /// e-mail exists (and makes it an enabled admin again: the command is
    /// the operator's way back in). Returns the id and whether it was
    /// created. The unique e-mail decides, not an earlier look, so two at
    /// once cannot both create it.
    pub async fn upsert_admin(
        &self,
        email: &str,
        first_name: &str,
        last_name: &str,
        password_hash: &str,
        now_ms: i64,
    ) -> StoreResult<(i64, bool)> {
        let email = email.trim().to_lowercase();
        let mut tx = self.pool.begin().await?;
        let created: Option<i64> = sqlx::query_scalar(
            "INSERT INTO admins (email, first_name, last_name, password_hash, created_at) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (email) DO NOTHING RETURNING id",
        )
        .bind(&email)
        .bind(first_name.trim())
        .bind(last_name.trim())
        .bind(password_hash)
        .bind(now_ms)
        .fetch_optional(&mut *tx)
        .await?;
        if let Some(id) = created {
            tx.commit().await?;
            return Ok((id, true));
        }
        let id: i64 = sqlx::query_scalar(
            "UPDATE admins SET first_name = $1, last_name = $2, password_hash = $3, \
             role = 'admin', disabled_at = NULL WHERE email = $4 RETURNING id",
        )
        .bind(first_name.trim())
        .bind(last_name.trim())
        .bind(password_hash)
        .bind(&email)
        .fetch_one(&mut *tx)
        .await?;
        // A reset password ends the sessions opened with the old one, and
        // the links sent before it.
        void_links_of(&mut tx, id, true, now_ms).await?;
        sqlx::query("DELETE FROM admin_sessions WHERE admin_id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok((id, false))
    }

    /// Creates the account only when there is no admin at all and the
    /// e-mail is free (the configured first admin; several instances may
    /// start at once). True when it was created.
    pub async fn create_first_admin(
        &self,
        email: &str,
        first_name: &str,
        last_name: &str,
        password_hash: &str,
        now_ms: i64,
    ) -> StoreResult<bool> {
        let created: Option<i64> = sqlx::query_scalar(
            "INSERT INTO admins (email, first_name, last_name, password_hash, created_at) \
             SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM admins) \
             ON CONFLICT (email) DO NOTHING RETURNING id",
        )
        .bind(email.trim().to_lowercase())
        .bind(first_name.trim())
        .bind(last_name.trim())
        .bind(password_hash)
        .bind(now_ms)
        .fetch_optional(&self.pool)
        .await?;
        Ok(created.is_some())
    }

    /// The credentials of the account of `email`, unless it is disabled.
    pub async fn admin_credentials(&self, email: &str) -> StoreResult<Option<AdminCredentials>> {
        let row = sqlx::query(AssertSqlSafe(format!(
            "SELECT {ADMIN_COLUMNS}, password_hash FROM admins \
             WHERE email = $1 AND disabled_at IS NULL"
        )))
        .bind(email.trim().to_lowercase())
        .fetch_optional(&self.pool)
        .await?;
        row.map(|row| {
            Ok(AdminCredentials {
                admin: admin_from(&row)?,
                password_hash: row.try_get("password_hash")?,
            })
        })
        .transpose()
    }

    pub async fn create_session(
        &self,
        token_hash: &str,
        admin_id: i64,
        now_ms: i64,
        expires_at_ms: i64,
    ) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO admin_sessions (token_hash, admin_id, created_at, last_seen_at, expires_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(token_hash)
        .bind(admin_id)
        .bind(now_ms)
        .bind(now_ms)
        .bind(expires_at_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The session's admin when it is neither expired nor idle for longer
    /// than `idle_ms`; touches it. Expired sessions are deleted on sight.
    pub async fn session_admin(
        &self,
        token_hash: &str,
        now_ms: i64,
        idle_ms: i64,
    ) -> StoreResult<Option<Admin>> {
        let row = sqlx::query(
            "UPDATE admin_sessions SET last_seen_at = $1 \
             WHERE token_hash = $2 AND expires_at > $3 AND last_seen_at > $4 \
             RETURNING admin_id",
        )
        .bind(now_ms)
        .bind(token_hash)
        .bind(now_ms)
        .bind(now_ms - idle_ms)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else {
            sqlx::query("DELETE FROM admin_sessions WHERE token_hash = $1")
                .bind(token_hash)
                .execute(&self.pool)
                .await?;
            return Ok(None);
        };
        let admin_id: i64 = row.try_get("admin_id")?;
        self.active_admin(admin_id).await
    }

    /// The account `id` unless it is disabled or gone.
    pub async fn active_admin(&self, id: i64) -> StoreResult<Option<Admin>> {
        let admin = sqlx::query(AssertSqlSafe(format!(
            "SELECT {ADMIN_COLUMNS} FROM admins WHERE id = $1 AND disabled_at IS NULL"
        )))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        admin.as_ref().map(admin_from).transpose()
    }

    /// Every account, admins first, then by name; `you` marks the asker's.
    pub async fn staff_accounts(&self, you: i64) -> StoreResult<Vec<StaffAccount>> {
        let rows = sqlx::query(AssertSqlSafe(format!(
            "SELECT {ADMIN_COLUMNS}, disabled_at FROM admins \
             ORDER BY role, lower(first_name), lower(last_name), id"
        )))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let admin = admin_from(row)?;
                Ok(StaffAccount {
                    is_you: admin.id == you,
                    id: admin.id,
                    email: admin.email,
                    first_name: admin.first_name,
                    last_name: admin.last_name,
                    role: admin.role,
                    disabled: row.try_get::<Option<i64>, _>("disabled_at")?.is_some(),
                })
            })
            .collect()
    }

    /// Changes an account's role, disables, enables or removes it, unless
    /// core's last-admin rule refuses. Its sessions end in the same
    /// transaction (a role change too: the next request signs in anew).
    /// Accounts are changed one at a time across instances, so two admins
    /// demoting each other cannot both succeed.
    pub async fn change_account(
        &self,
        id: i64,
        change: AccountChange,
        now_ms: i64,
        words: &(dyn Localizer + Sync),
        actor: &Actor,
    ) -> StoreResult<Result<(), AccountRefused>> {
        let mut tx = self.begin_for_accounts(actor).await?;
        let row = sqlx::query("SELECT role, disabled_at FROM admins WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(row) = row else {
            return Ok(Err(AccountRefused::NotFound));
        };
        let now = AccountNow {
            role: role_from(&row.try_get::<String, _>("role")?)?,
            disabled: row.try_get::<Option<i64>, _>("disabled_at")?.is_some(),
        };
        let active_admins: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM admins WHERE role = 'admin' AND disabled_at IS NULL",
        )
        .fetch_one(&mut *tx)
        .await?;
        if let Err(message) = accounts::check_account_change(now, change, active_admins, words) {
            return Ok(Err(AccountRefused::LastAdmin(message)));
        }
        // Before a removal forgets who sent what.
        let keeps_power = matches!(
            change,
            AccountChange::Enable | AccountChange::Role(Role::Admin)
        );
        void_links_of(&mut tx, id, keeps_power, now_ms).await?;
        let statement = match change {
            AccountChange::Role(_) => "UPDATE admins SET role = $1 WHERE id = $2",
            AccountChange::Disable => {
                "UPDATE admins SET disabled_at = COALESCE(disabled_at, $1) WHERE id = $2"
            }
            AccountChange::Enable => "UPDATE admins SET disabled_at = NULL WHERE id = $1",
            AccountChange::Remove => "DELETE FROM admins WHERE id = $1",
        };
        let query = sqlx::query(statement);
        let query = match change {
            AccountChange::Role(role) => query.bind(role.as_str()).bind(id),
            AccountChange::Disable => query.bind(now_ms).bind(id),
            AccountChange::Enable | AccountChange::Remove => query.bind(id),
        };
        query.execute(&mut *tx).await?;
        sqlx::query("DELETE FROM admin_sessions WHERE admin_id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        self.commit_attributed(tx).await?;
        Ok(Ok(()))
    }

    /// The owner's new password: every other session of the account ends,
    /// the one it was changed from (`kept_session`) stays, and no reset
    /// link sent before opens any more.
    pub async fn change_password(
        &self,
        id: i64,
        password_hash: &str,
        kept_session: &str,
        now_ms: i64,
    ) -> StoreResult<()> {
        let mut tx = self.pool.begin().await?;
        void_links_of(&mut tx, id, true, now_ms).await?;
        sqlx::query("UPDATE admins SET password_hash = $1 WHERE id = $2")
            .bind(password_hash)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM admin_sessions WHERE admin_id = $1 AND token_hash <> $2")
            .bind(id)
            .bind(kept_session)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// The password hash of the account `id`, to check its owner's
    /// current password.
    pub async fn password_hash(&self, id: i64) -> StoreResult<Option<String>> {
        Ok(
            sqlx::query_scalar("SELECT password_hash FROM admins WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    /// A transaction that changes accounts one at a time (SQLite's write
    /// lock from its start, a PostgreSQL advisory lock), its writes
    /// recorded as `actor`'s. Commit it with `commit_attributed`.
    pub(super) async fn begin_for_accounts(&self, actor: &Actor) -> StoreResult<Tx<'static>> {
        let mut tx = self.begin_attributed(actor).await?;
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT pg_advisory_xact_lock(hashtext('staff_accounts'))")
                .execute(&mut *tx)
                .await?;
        }
        Ok(tx)
    }

    pub async fn delete_session(&self, token_hash: &str) -> StoreResult<()> {
        sqlx::query("DELETE FROM admin_sessions WHERE token_hash = $1")
            .bind(token_hash)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Failures counted for `key` in the window that started within
    /// `window_ms` of now (0 when the window has passed).
    pub async fn login_failures(
        &self,
        key: &str,
        now_ms: i64,
        window_ms: i64,
    ) -> StoreResult<(i64, i64)> {
        let row = sqlx::query("SELECT failures, window_start FROM login_failures WHERE key = $1")
            .bind(key)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(row) => {
                let start: i64 = row.try_get("window_start")?;
                if now_ms - start < window_ms {
                    (row.try_get("failures")?, start)
                } else {
                    (0, now_ms)
                }
            }
            None => (0, now_ms),
        })
    }

    /// Counts one failure for `key`, starting a new window when the last one
    /// has passed.
    pub async fn record_login_failure(
        &self,
        key: &str,
        now_ms: i64,
        window_ms: i64,
    ) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO login_failures (key, failures, window_start) VALUES ($1, 1, $2) \
             ON CONFLICT (key) DO UPDATE SET \
               failures = CASE WHEN $3 - login_failures.window_start < $4 \
                 THEN login_failures.failures + 1 ELSE 1 END, \
               window_start = CASE WHEN $5 - login_failures.window_start < $6 \
                 THEN login_failures.window_start ELSE $7 END",
        )
        .bind(key)
        .bind(now_ms)
        .bind(now_ms)
        .bind(window_ms)
        .bind(now_ms)
        .bind(window_ms)
        .bind(now_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn clear_login_failures(&self, key: &str) -> StoreResult<()> {
        sqlx::query("DELETE FROM login_failures WHERE key = $1")
            .bind(key)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

/// Every open link that could act for the account `id` stops opening: the
/// reset links sent to its address and, unless `keeps_power`, the
/// invitations it sent. Called in the transaction that changes the
/// account's password, role or standing, before a removal (which would
/// forget who sent what): a link leaked before the owner "fixed" the
/// account must not undo the fix.
async fn void_links_of(
    tx: &mut Tx<'_>,
    id: i64,
    keeps_power: bool,
    now_ms: i64,
) -> StoreResult<()> {
    sqlx::query(
        "UPDATE staff_links SET used_at = $1 WHERE used_at IS NULL AND kind = 'reset' \
         AND email = (SELECT email FROM admins WHERE id = $2)",
    )
    .bind(now_ms)
    .bind(id)
    .execute(&mut **tx)
    .await?;
    if !keeps_power {
        sqlx::query(
            "UPDATE staff_links SET used_at = $1 \
             WHERE used_at IS NULL AND kind = 'invitation' AND created_by = $2",
        )
        .bind(now_ms)
        .bind(id)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}
