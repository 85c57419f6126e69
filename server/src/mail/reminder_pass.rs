//! The reminders' pass (issue #37): every minute, each confirmed reminder
//! is compared with its event now (core's `next_step`), and its e-mail, a
//! reminder on its morning or a notice of a change, is written to the
//! outbox in the transaction that deletes or moves it. Any instance may
//! run it at any moment: a step applies only to the row as it was read,
//! and the Message-ID is fixed by what the e-mail is, so two instances
//! write each e-mail once, and one killed midway leaves nothing half done.

use std::sync::Arc;
use std::time::Duration;

use guide_core::CityZone;
use guide_core::plan::reminders::{ReminderStep, next_step, reminded_day};
use guide_core::time::date::CityClock;
use tokio::sync::{Notify, watch};

use super::compose::Letterhead;
use super::reminders::{ReminderLetter, ReminderMail, compose};
use crate::clock::now_ms;
use crate::config::Config;
use crate::store::{DueCheck, ReminderWrite, Store};

/// What one pass did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PassReport {
    pub reminded: usize,
    pub told: usize,
    /// Dropped without an e-mail: their event began first.
    pub forgotten: usize,
}

pub struct ReminderPass {
    store: Store,
    config: Arc<Config>,
    wake: Arc<Notify>,
    outbox_wake: Arc<Notify>,
}

impl ReminderPass {
    pub fn new(
        config: Arc<Config>,
        store: Store,
        wake: Arc<Notify>,
        outbox_wake: Arc<Notify>,
    ) -> ReminderPass {
        ReminderPass {
            store,
            config,
            wake,
            outbox_wake,
        }
    }

    /// Runs a pass every `[outbox] reminders_interval_ms`, and when a
    /// reminder is set for now, until `shutdown`.
    pub async fn run(self, mut shutdown: watch::Receiver<bool>) {
        let every = Duration::from_millis(self.config.outbox.reminders_interval_ms.max(100));
        loop {
            if *shutdown.borrow() {
                break;
            }
            if let Err(error) = self.pass(now_ms()).await {
                tracing::error!(error = format!("{error:#}"), "reminders pass failed");
            }
            tokio::select! {
                _ = self.wake.notified() => {}
                _ = tokio::time::sleep(every) => {}
                _ = shutdown.changed() => {}
            }
        }
    }

    /// One pass at the instant `now` (tests give theirs: the fake clock).
    pub async fn pass(&self, now: i64) -> anyhow::Result<PassReport> {
        let zone = self.config.site.time_zone;
        let mut report = PassReport::default();
        self.store.forget_unconfirmed_reminders(now).await?;
        for reminder in self.store.confirmed_reminders().await? {
            let step = next_step(
                &reminder.told,
                &reminder.now_on,
                reminder.when,
                reminder.send_at,
                zone,
                now,
            );
            let written = match step {
                ReminderStep::Wait => false,
                ReminderStep::Forget => {
                    let done = self
                        .store
                        .apply_reminder_step(&reminder, ReminderWrite::Delete, None, now)
                        .await?;
                    report.forgotten += usize::from(done);
                    false
                }
                ReminderStep::Remind => {
                    let Some(clock) = CityClock::at(zone, now) else {
                        continue;
                    };
                    let Some(day) = reminded_day(&reminder.now_on.hours(), clock) else {
                        continue;
                    };
                    let mail = ReminderMail::Remind {
                        day,
                        today: clock.today,
                    };
                    let key = format!("reminder.{}.{}", reminder.key, reminder.send_at);
                    let done = self
                        .write(&reminder, ReminderWrite::Delete, mail, key, zone, now)
                        .await?;
                    report.reminded += usize::from(done);
                    done
                }
                ReminderStep::Tell { change, send_at } => {
                    let times = &reminder.now_on;
                    let key = format!("notice.{}.{}", reminder.key, told_key(&reminder));
                    let write = ReminderWrite::Update { times, send_at };
                    let done = self
                        .write(&reminder, write, ReminderMail::Tell(change), key, zone, now)
                        .await?;
                    report.told += usize::from(done);
                    done
                }
                ReminderStep::TellAndForget(change) => {
                    let key = format!("notice.{}.{}", reminder.key, told_key(&reminder));
                    let mail = ReminderMail::Tell(change);
                    let done = self
                        .write(&reminder, ReminderWrite::Delete, mail, key, zone, now)
                        .await?;
                    report.told += usize::from(done);
                    done
                }
            };
            if written {
                self.outbox_wake.notify_one();
            }
        }
        Ok(report)
    }

    /// Composes the reminder's e-mail and applies its step with it.
    async fn write(
        &self,
        reminder: &DueCheck,
        write: ReminderWrite<'_>,
        mail: ReminderMail,
        key: String,
        zone: CityZone,
        now: i64,
    ) -> anyhow::Result<bool> {
        let Some(event) = self.store.event(reminder.event_id).await? else {
            // Deleted meanwhile: its reminders went with it.
            return Ok(false);
        };
        let origin = self.config.mail_origin();
        let letterhead = Letterhead {
            site: &self.config.site.info(),
            curator_email: &self.config.site.curator_email,
            from: &self.config.smtp.from,
            origin: &origin,
        };
        let token = crate::auth::new_session_token()?;
        let letter = ReminderLetter {
            to: &reminder.email,
            lang: reminder.lang,
            origin: &origin,
            token: &token,
            message_key: Some(key),
            today: zone.today(now),
        };
        let message = compose(&letterhead, &letter, &event, mail)?;
        let hash = crate::auth::token_hash(&token);
        Ok(self
            .store
            .apply_reminder_step(reminder, write, Some((&hash, &message)), now)
            .await?)
    }
}

/// The event's times as they are now, in a Message-ID: one notice per
/// change, however many passes see it.
fn told_key(reminder: &DueCheck) -> String {
    let now_on = &reminder.now_on;
    let time: String = now_on
        .time
        .as_deref()
        .unwrap_or("")
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect();
    // Never an empty part: a Message-ID has no '..'.
    let or_none = |part: String| if part.is_empty() { "none".into() } else { part };
    format!(
        "{}.{}.{}.{}",
        now_on.date,
        or_none(now_on.end_date.map(|d| d.to_string()).unwrap_or_default()),
        or_none(time),
        now_on.status.as_str()
    )
}
