//! The weekly e-mail's pass (issue #37, part 4): from Thursday 9:00 at the
//! city's clock (core's `issue_due`), every confirmed subscriber without
//! this week's issue gets it, a page of subscribers at a time. Each page's
//! issues are written to the outbox in the transaction that marks them
//! done, and only for subscriptions not marked yet, under a Message-ID
//! fixed by the subscription and the Thursday: several instances running
//! the pass at once write each issue once, and one killed midway leaves
//! the rest to the next pass.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use guide_core::content::model::Event;
use guide_core::content::site::SiteInfo;
use guide_core::plan::weekly::issue_due;
use guide_core::text::lang::Lang;
use guide_core::time::date::{CityClock, Date};
use tokio::sync::{Notify, watch};

use super::compose::{ComposeError, Letterhead};
use super::weekly::{IssueContent, WeeklyLetter, WeeklyMail, compose};
use crate::clock::now_ms;
use crate::config::Config;
use crate::store::{EventFilter, OutgoingMessage, Store, Subscriber, WeeklyIssue};

/// Subscribers read, composed and written at once: bounds the pass's
/// memory (each issue is some tens of kilobytes) and each transaction.
const PAGE: i64 = 200;

/// What one pass did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct WeeklyReport {
    /// Issues written to the outbox.
    pub sent: usize,
    /// Subscribers whose categories have nothing that weekend: marked
    /// done, sent nothing.
    pub empty: usize,
}

pub struct WeeklyPass {
    store: Store,
    config: Arc<Config>,
    site: SiteInfo,
    /// Where the issues' links point (`Config::mail_origin`).
    origin: String,
    outbox_wake: Arc<Notify>,
}

/// Subscribers who chose the same categories in the same language get the
/// same issue.
type IssueKey = (Lang, Vec<String>);

impl WeeklyPass {
    pub fn new(config: Arc<Config>, store: Store, outbox_wake: Arc<Notify>) -> WeeklyPass {
        WeeklyPass {
            store,
            site: config.site.info(),
            origin: config.mail_origin(),
            config,
            outbox_wake,
        }
    }

    /// Runs a pass every `[outbox] reminders_interval_ms` until `shutdown`.
    pub async fn run(self, mut shutdown: watch::Receiver<bool>) {
        let every = Duration::from_millis(self.config.outbox.reminders_interval_ms.max(100));
        loop {
            if *shutdown.borrow() {
                break;
            }
            if let Err(error) = self.pass(now_ms()).await {
                tracing::error!(error = format!("{error:#}"), "weekly e-mail pass failed");
            }
            tokio::select! {
                _ = tokio::time::sleep(every) => {}
                _ = shutdown.changed() => {}
            }
        }
    }

    /// One pass at the instant `now` (tests give theirs: the fake clock).
    pub async fn pass(&self, now: i64) -> anyhow::Result<WeeklyReport> {
        let zone = self.config.site.time_zone;
        let mut report = WeeklyReport::default();
        let Some(thursday) = CityClock::at(zone, now).and_then(issue_due) else {
            return Ok(report);
        };
        // Read once someone is due, then kept for the pass.
        let mut events: Option<Vec<Event>> = None;
        let intro = self.store.weekly_intro(thursday).await?;
        let mut contents: HashMap<IssueKey, Option<IssueContent>> = HashMap::new();
        let mut after = 0;
        loop {
            let page = self.store.weekly_due(thursday, after, PAGE).await?;
            let Some(last) = page.last() else {
                break;
            };
            after = last.address_id;
            let events = match &mut events {
                Some(events) => events,
                None => events.insert(self.store.list_events(&EventFilter::default()).await?),
            };
            let mut written: Vec<(i64, Option<(String, OutgoingMessage)>)> =
                Vec::with_capacity(page.len());
            for subscriber in &page {
                let key = (subscriber.lang, subscriber.categories.clone());
                let content = contents.entry(key).or_insert_with(|| {
                    IssueContent::of(
                        &self.letterhead(),
                        zone,
                        events,
                        &subscriber.categories,
                        thursday,
                        subscriber.lang,
                        intro.as_ref(),
                    )
                });
                let mail = match content {
                    Some(content) => self.issue(subscriber, content, thursday)?,
                    None => None,
                };
                written.push((subscriber.address_id, mail));
            }
            let issues: Vec<WeeklyIssue<'_>> = written
                .iter()
                .map(|(address_id, mail)| WeeklyIssue {
                    address_id: *address_id,
                    mail: mail
                        .as_ref()
                        .map(|(hash, message)| (hash.as_str(), message)),
                })
                .collect();
            let sent = self
                .store
                .write_weekly_issues(thursday, &issues, now)
                .await?;
            report.sent += sent;
            report.empty += written.iter().filter(|(_, mail)| mail.is_none()).count();
            if sent > 0 {
                self.outbox_wake.notify_one();
            }
        }
        Ok(report)
    }

    fn letterhead(&self) -> Letterhead<'_> {
        Letterhead {
            site: &self.site,
            curator_email: &self.config.site.curator_email,
            from: &self.config.smtp.from,
            origin: &self.origin,
        }
    }

    /// A subscriber's issue, with the hash of the link it carries; none
    /// for an address mail cannot use (it is marked done, not retried).
    fn issue(
        &self,
        subscriber: &Subscriber,
        content: &IssueContent,
        thursday: Date,
    ) -> anyhow::Result<Option<(String, OutgoingMessage)>> {
        let token = crate::auth::new_session_token()?;
        let letter = WeeklyLetter {
            to: &subscriber.email,
            lang: subscriber.lang,
            origin: &self.origin,
            token: &token,
            message_key: Some(format!("weekly.{}.{thursday}", subscriber.key)),
            test: false,
        };
        let message = match compose(&self.letterhead(), &letter, WeeklyMail::Issue(content)) {
            Ok(message) => message,
            Err(ComposeError::Address(address)) => {
                tracing::warn!(address, "weekly e-mail not sent: unusable address");
                return Ok(None);
            }
            Err(error) => return Err(error.into()),
        };
        Ok(Some((crate::auth::token_hash(&token), message)))
    }
}
