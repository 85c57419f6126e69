//! Reminders of saved events (issue #37, docs/decisions/0010): the
//! addresses that asked, their links' hashed tokens and their reminders.
//! Every e-mail is written to the outbox in the transaction that changes
//! the reminder it is about, and only when that change applies to the row
//! as it was read: of two instances running the same pass, one writes it.

use guide_core::content::model::EventStatus;
use guide_core::plan::reminders::{EventTimes, RemindWhen};
use guide_core::text::lang::Lang;
use guide_core::time::date::Date;
use sqlx::Row;

use super::outbox::write_message;
use super::{Backend, OutgoingMessage, Store, StoreResult};

/// The most reminders one address may hold: a visitor's season of shows,
/// and a bound on what a stranger can make the guide keep.
pub const MAX_REMINDERS_PER_ADDRESS: i64 = 100;

/// One confirmation e-mail per address per this long: asking again meanwhile
/// adds to what the link already sent confirms.
pub const CONFIRM_EVERY_MS: i64 = 10 * 60 * 1000;

/// Unconfirmed reminders are forgotten after a week.
pub const UNCONFIRMED_KEPT_MS: i64 = 7 * 24 * 3_600_000;

/// A 'Remind me' as the store keeps it.
pub struct NewReminder<'a> {
    pub email: &'a str,
    pub lang: Lang,
    pub event_id: i64,
    pub when: RemindWhen,
    pub send_at: i64,
    pub times: &'a EventTimes,
    /// Random, for its e-mails' Message-IDs (kept when it replaces one).
    pub key: &'a str,
    /// The hash of the link token the device sent, if any.
    pub token_hash: Option<&'a str>,
}

/// The confirmation e-mail to send if one is due, with its link's hash.
pub struct Confirmation<'a> {
    pub token_hash: &'a str,
    pub message: &'a OutgoingMessage,
}

/// What became of a 'Remind me'.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asked {
    /// The device's link proved the address: it is set.
    Set,
    /// A confirmation link was sent.
    ConfirmSent,
    /// A link sent a moment ago confirms this one too.
    ConfirmPending,
    /// The address holds [`MAX_REMINDERS_PER_ADDRESS`] already.
    TooMany,
}

/// An address as its link finds it.
pub struct LinkedAddress {
    pub id: i64,
    pub email: String,
    pub lang: Lang,
}

/// A reminder as the address's page shows it.
pub struct HeldReminder {
    pub event_id: i64,
    pub title: String,
    pub when: RemindWhen,
    pub send_at: i64,
    pub confirmed: bool,
    pub times: EventTimes,
}

/// A confirmed reminder as the sending pass reads it: what its people were
/// told, and its event now.
pub struct DueCheck {
    pub id: i64,
    pub key: String,
    pub address_id: i64,
    pub email: String,
    pub lang: Lang,
    pub when: RemindWhen,
    pub send_at: i64,
    pub told: EventTimes,
    pub event_id: i64,
    pub now_on: EventTimes,
}

/// What the pass does to a reminder, with the e-mail that says so.
pub enum ReminderWrite<'a> {
    /// Sent, or its event is over: the reminder goes.
    Delete,
    /// Its event changed: its people were told, it is due at `send_at`.
    Update { times: &'a EventTimes, send_at: i64 },
}

fn when_word(when: RemindWhen) -> &'static str {
    match when {
        RemindWhen::MorningOf => "morningOf",
        RemindWhen::DayBefore => "dayBefore",
    }
}

fn when_of(word: &str) -> RemindWhen {
    if word == "dayBefore" {
        RemindWhen::DayBefore
    } else {
        RemindWhen::MorningOf
    }
}

fn times_of(
    row: &sqlx::any::AnyRow,
    date: &str,
    end: &str,
    time: &str,
    status: &str,
) -> StoreResult<EventTimes> {
    Ok(EventTimes {
        date: Date::parse(&row.try_get::<String, _>(date)?)?,
        end_date: row
            .try_get::<Option<String>, _>(end)?
            .as_deref()
            .map(Date::parse)
            .transpose()?,
        time: row.try_get(time)?,
        // A word a newer release wrote reads as scheduled.
        status: EventStatus::parse(&row.try_get::<String, _>(status)?).unwrap_or_default(),
    })
}

impl Store {
    /// Stores a 'Remind me' (replacing the address's earlier one for the
    /// same event) and, when the device did not prove the address, sends
    /// a confirmation link unless one was sent a moment ago. One
    /// transaction, under the address's lock, so requests on several
    /// instances count and send as one.
    pub async fn ask_reminder(
        &self,
        asked: &NewReminder<'_>,
        confirmation: Confirmation<'_>,
        now_ms: i64,
    ) -> StoreResult<Asked> {
        let mut tx = self.begin_for_address(asked.email).await?;
        let claimed =
            claim_address(&mut tx, asked.email, asked.lang, asked.token_hash, now_ms).await?;
        let (address_id, proved) = (claimed.id, claimed.proved);
        let held: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM reminders WHERE address_id = $1 AND event_id <> $2",
        )
        .bind(address_id)
        .bind(asked.event_id)
        .fetch_one(&mut *tx)
        .await?;
        if held >= MAX_REMINDERS_PER_ADDRESS {
            tx.commit().await?;
            return Ok(Asked::TooMany);
        }
        let times = asked.times;
        sqlx::query(
            "INSERT INTO reminders (key, address_id, event_id, remind_when, send_at, confirmed_at, \
             event_date, event_end_date, event_time, event_status, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) \
             ON CONFLICT (address_id, event_id) DO UPDATE SET remind_when = excluded.remind_when, \
             send_at = excluded.send_at, event_date = excluded.event_date, \
             event_end_date = excluded.event_end_date, event_time = excluded.event_time, \
             event_status = excluded.event_status, \
             confirmed_at = COALESCE(reminders.confirmed_at, excluded.confirmed_at)",
        )
        .bind(asked.key)
        .bind(address_id)
        .bind(asked.event_id)
        .bind(when_word(asked.when))
        .bind(asked.send_at)
        .bind(proved.then_some(now_ms))
        .bind(times.date.to_string())
        .bind(times.end_date.map(|d| d.to_string()))
        .bind(times.time.as_deref())
        .bind(times.status.as_str())
        .bind(now_ms)
        .execute(&mut *tx)
        .await?;
        let answer = confirm_unless_proved(&mut tx, &claimed, &confirmation, now_ms).await?;
        tx.commit().await?;
        Ok(answer)
    }

    /// The address a link names, if the guide still holds it.
    pub async fn linked_address(&self, token_hash: &str) -> StoreResult<Option<LinkedAddress>> {
        let row = sqlx::query(
            "SELECT a.id, a.email, a.lang FROM reminder_links l \
             JOIN reminder_addresses a ON a.id = l.address_id WHERE l.token_hash = $1",
        )
        .bind(token_hash)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|row| {
            Ok(LinkedAddress {
                id: row.try_get("id")?,
                email: row.try_get("email")?,
                lang: Lang::from_tag(&row.try_get::<String, _>("lang")?).unwrap_or_default(),
            })
        })
        .transpose()
    }

    /// Confirms what the address asked for and waits for it (reminders
    /// asked while a link was on its way, its weekly subscription).
    /// Returns the address, or none when the link names nothing held.
    pub async fn confirm_reminders(
        &self,
        token_hash: &str,
        now_ms: i64,
    ) -> StoreResult<Option<LinkedAddress>> {
        let Some(address) = self.linked_address(token_hash).await? else {
            return Ok(None);
        };
        let mut tx = self.pool.begin().await?;
        for sql in [
            "UPDATE reminders SET confirmed_at = $1 WHERE address_id = $2 AND confirmed_at IS NULL",
            "UPDATE weekly_subscriptions SET confirmed_at = $1 \
             WHERE address_id = $2 AND confirmed_at IS NULL",
        ] {
            sqlx::query(sql)
                .bind(now_ms)
                .bind(address.id)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(Some(address))
    }

    /// Everything held for an address: its reminders and their events.
    pub async fn reminders_of(&self, address_id: i64) -> StoreResult<Vec<HeldReminder>> {
        let rows = sqlx::query(
            "SELECT r.event_id, e.title, r.remind_when, r.send_at, r.confirmed_at, \
             e.date, e.end_date, e.time, e.status FROM reminders r \
             JOIN events e ON e.id = r.event_id WHERE r.address_id = $1 ORDER BY r.send_at, r.id",
        )
        .bind(address_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(HeldReminder {
                    event_id: row.try_get("event_id")?,
                    title: row.try_get("title")?,
                    when: when_of(&row.try_get::<String, _>("remind_when")?),
                    send_at: row.try_get("send_at")?,
                    confirmed: row.try_get::<Option<i64>, _>("confirmed_at")?.is_some(),
                    times: times_of(row, "date", "end_date", "time", "status")?,
                })
            })
            .collect()
    }

    /// Deletes one reminder of an address, and the address when nothing is
    /// left. True when there was one.
    pub async fn forget_reminder(&self, address_id: i64, event_id: i64) -> StoreResult<bool> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query("DELETE FROM reminders WHERE address_id = $1 AND event_id = $2")
            .bind(address_id)
            .bind(event_id)
            .execute(&mut *tx)
            .await?;
        forget_if_empty(&mut tx, address_id).await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }

    /// Deletes an address and everything held for it.
    pub async fn forget_address(&self, address_id: i64) -> StoreResult<()> {
        sqlx::query("DELETE FROM reminder_addresses WHERE id = $1")
            .bind(address_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Forgets reminders and subscriptions never confirmed within a week,
    /// addresses left with nothing, and the links of issues past their
    /// time. Returns how many reminders went.
    pub async fn forget_unconfirmed_reminders(&self, now_ms: i64) -> StoreResult<u64> {
        let before = now_ms - UNCONFIRMED_KEPT_MS;
        let done =
            sqlx::query("DELETE FROM reminders WHERE confirmed_at IS NULL AND created_at < $1")
                .bind(before)
                .execute(&self.pool)
                .await?;
        sqlx::query(
            "DELETE FROM weekly_subscriptions WHERE confirmed_at IS NULL AND created_at < $1",
        )
        .bind(before)
        .execute(&self.pool)
        .await?;
        sqlx::query(
            "DELETE FROM reminder_addresses WHERE created_at < $1 \
             AND NOT EXISTS (SELECT 1 FROM reminders r WHERE r.address_id = reminder_addresses.id) \
             AND NOT EXISTS (SELECT 1 FROM weekly_subscriptions w \
                             WHERE w.address_id = reminder_addresses.id)",
        )
        .bind(before)
        .execute(&self.pool)
        .await?;
        sqlx::query("DELETE FROM reminder_links WHERE expires_at IS NOT NULL AND expires_at < $1")
            .bind(now_ms)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected())
    }

    /// Every confirmed reminder, with its event now: the pass compares
    /// each with what its people were told.
    pub async fn confirmed_reminders(&self) -> StoreResult<Vec<DueCheck>> {
        let rows = sqlx::query(
            "SELECT r.id, r.key, r.address_id, a.email, a.lang, r.remind_when, r.send_at, \
             r.event_date, r.event_end_date, r.event_time, r.event_status, r.event_id, \
             e.date, e.end_date, e.time, e.status FROM reminders r \
             JOIN reminder_addresses a ON a.id = r.address_id JOIN events e ON e.id = r.event_id \
             WHERE r.confirmed_at IS NOT NULL ORDER BY r.send_at, r.id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(DueCheck {
                    id: row.try_get("id")?,
                    key: row.try_get("key")?,
                    address_id: row.try_get("address_id")?,
                    email: row.try_get("email")?,
                    lang: Lang::from_tag(&row.try_get::<String, _>("lang")?).unwrap_or_default(),
                    when: when_of(&row.try_get::<String, _>("remind_when")?),
                    send_at: row.try_get("send_at")?,
                    told: times_of(
                        row,
                        "event_date",
                        "event_end_date",
                        "event_time",
                        "event_status",
                    )?,
                    event_id: row.try_get("event_id")?,
                    now_on: times_of(row, "date", "end_date", "time", "status")?,
                })
            })
            .collect()
    }

    /// Applies the pass's step to a reminder as it was read, writing its
    /// e-mail (if any) and its link in the same transaction. Nothing is
    /// written when the row has changed since (another instance did it):
    /// false then.
    pub async fn apply_reminder_step(
        &self,
        read: &DueCheck,
        write: ReminderWrite<'_>,
        mail: Option<(&str, &OutgoingMessage)>,
        now_ms: i64,
    ) -> StoreResult<bool> {
        let mut tx = self.pool.begin().await?;
        // The row as read: its morning and what its people were told.
        macro_rules! as_read {
            () => {
                "id = $1 AND send_at = $2 AND event_date = $3 AND event_status = $4 \
                 AND COALESCE(event_end_date, '') = $5 AND COALESCE(event_time, '') = $6"
            };
        }
        let sql = match write {
            ReminderWrite::Delete => concat!("DELETE FROM reminders WHERE ", as_read!()),
            ReminderWrite::Update { .. } => concat!(
                "UPDATE reminders SET send_at = $7, event_date = $8, event_end_date = $9, \
                 event_time = $10, event_status = $11 WHERE ",
                as_read!()
            ),
        };
        let told = &read.told;
        let mut query = sqlx::query(sql)
            .bind(read.id)
            .bind(read.send_at)
            .bind(told.date.to_string())
            .bind(told.status.as_str())
            .bind(told.end_date.map(|d| d.to_string()).unwrap_or_default())
            .bind(told.time.clone().unwrap_or_default());
        if let ReminderWrite::Update { times, send_at } = write {
            query = query
                .bind(send_at)
                .bind(times.date.to_string())
                .bind(times.end_date.map(|d| d.to_string()))
                .bind(times.time.clone())
                .bind(times.status.as_str());
        }
        if query.execute(&mut *tx).await?.rows_affected() != 1 {
            return Ok(false);
        }
        if let Some((token_hash, message)) = mail {
            add_link(&mut tx, read.address_id, token_hash, None, now_ms).await?;
            // Due at once by the delivery's clock (the pass's instant is a
            // test's fake one there).
            write_message(&mut tx, None, message, crate::clock::now_ms()).await?;
        }
        forget_if_empty(&mut tx, read.address_id).await?;
        tx.commit().await?;
        Ok(true)
    }
}

pub(super) type Tx<'c> = sqlx::Transaction<'c, sqlx::Any>;

impl Store {
    /// A transaction holding the address's lock: requests for one address
    /// on several instances count and send as one.
    pub(super) async fn begin_for_address(&self, email: &str) -> StoreResult<Tx<'static>> {
        let mut tx = match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        };
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT pg_advisory_xact_lock(hashtext('reminder_address:' || $1))")
                .bind(email.to_lowercase())
                .execute(&mut *tx)
                .await?;
        }
        Ok(tx)
    }
}

/// An address as a request finds it, created if new.
pub(super) struct ClaimedAddress {
    pub id: i64,
    confirm_sent_at: Option<i64>,
    /// The device sent a link token of this address.
    pub proved: bool,
}

/// Finds or adds the address (lower-cased; its language becomes the
/// request's), and whether the device's token proves it.
pub(super) async fn claim_address(
    tx: &mut Tx<'_>,
    email: &str,
    lang: Lang,
    token_hash: Option<&str>,
    now_ms: i64,
) -> StoreResult<ClaimedAddress> {
    let row = sqlx::query(
        "INSERT INTO reminder_addresses (email, lang, created_at) VALUES ($1, $2, $3) \
         ON CONFLICT (email) DO UPDATE SET lang = excluded.lang \
         RETURNING id, confirm_sent_at",
    )
    .bind(email.to_lowercase())
    .bind(lang.code())
    .bind(now_ms)
    .fetch_one(&mut **tx)
    .await?;
    let id: i64 = row.try_get("id")?;
    let proved = match token_hash {
        None => false,
        Some(hash) => sqlx::query_scalar::<_, i64>(
            "SELECT COUNT(*) FROM reminder_links WHERE token_hash = $1 AND address_id = $2",
        )
        .bind(hash)
        .bind(id)
        .fetch_one(&mut **tx)
        .await?
        .eq(&1),
    };
    Ok(ClaimedAddress {
        id,
        confirm_sent_at: row.try_get("confirm_sent_at")?,
        proved,
    })
}

/// What a request for an address the device did not prove sends: a
/// confirmation link, unless one went a moment ago (it confirms this too).
pub(super) async fn confirm_unless_proved(
    tx: &mut Tx<'_>,
    address: &ClaimedAddress,
    confirmation: &Confirmation<'_>,
    now_ms: i64,
) -> StoreResult<Asked> {
    if address.proved {
        return Ok(Asked::Set);
    }
    if address
        .confirm_sent_at
        .is_some_and(|at| now_ms - at < CONFIRM_EVERY_MS)
    {
        return Ok(Asked::ConfirmPending);
    }
    add_link(tx, address.id, confirmation.token_hash, None, now_ms).await?;
    sqlx::query("UPDATE reminder_addresses SET confirm_sent_at = $1 WHERE id = $2")
        .bind(now_ms)
        .bind(address.id)
        .execute(&mut **tx)
        .await?;
    write_message(tx, None, confirmation.message, now_ms).await?;
    Ok(Asked::ConfirmSent)
}

/// A link for the address; one an issue carries expires (`expires_at`).
pub(super) async fn add_link(
    tx: &mut Tx<'_>,
    address_id: i64,
    token_hash: &str,
    expires_at: Option<i64>,
    now_ms: i64,
) -> StoreResult<()> {
    sqlx::query(
        "INSERT INTO reminder_links (token_hash, address_id, created_at, expires_at) \
         VALUES ($1, $2, $3, $4)",
    )
    .bind(token_hash)
    .bind(address_id)
    .bind(now_ms)
    .bind(expires_at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// An address with nothing left to send (no reminder, no subscription)
/// is not kept.
pub(super) async fn forget_if_empty(tx: &mut Tx<'_>, address_id: i64) -> StoreResult<()> {
    sqlx::query(
        "DELETE FROM reminder_addresses WHERE id = $1 \
         AND NOT EXISTS (SELECT 1 FROM reminders WHERE address_id = $1) \
         AND NOT EXISTS (SELECT 1 FROM weekly_subscriptions WHERE address_id = $1)",
    )
    .bind(address_id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
