//! The outbox worker: delivers stored messages over SMTP (or, with no SMTP
//! host configured, writes them as `.eml` files), retrying with exponential
//! backoff. A message is marked sent only after the server accepted it, so
//! an outage or a restart delays mail but never loses it; a retry after an
//! unconfirmed delivery carries the same Message-ID.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use lettre::address::Envelope;
use lettre::transport::smtp::authentication::Credentials;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use tokio::sync::{Notify, watch};

use crate::clock::now_ms;
use crate::config::{Config, OutboxConfig};
use crate::store::{ClaimedMessage, Store};

enum Delivery {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    /// No SMTP host: each message becomes a file in this folder.
    Files(PathBuf),
}

/// How one attempt ended.
enum Outcome {
    Delivered(String),
    /// Worth another try later (connection refused, timeout, 4xx).
    Retry(String),
    /// The server refused the message for good (5xx).
    Refused(String),
}

/// How long a stopping server lets a delivery in hand finish (an SMTP
/// exchange takes well under a second) before it leaves the message to
/// another instance: a stop never waits for a hung server's timeout.
pub const STOP_GRACE: Duration = Duration::from_secs(1);

pub struct OutboxWorker {
    store: Store,
    delivery: Delivery,
    settings: OutboxConfig,
    wake: Arc<Notify>,
    /// Names this worker's leases, so only it renews them.
    id: String,
}

impl OutboxWorker {
    pub fn new(config: &Config, store: Store, wake: Arc<Notify>) -> anyhow::Result<OutboxWorker> {
        let smtp = &config.smtp;
        let delivery = match smtp.host.as_deref().filter(|h| !h.trim().is_empty()) {
            None => Delivery::Files(config.data_dir.join("outbox")),
            Some(host) => {
                let builder = match smtp.security.as_str() {
                    "none" => AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(host),
                    "starttls" => AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(host)
                        .context("SMTP STARTTLS setup")?,
                    "tls" => AsyncSmtpTransport::<Tokio1Executor>::relay(host)
                        .context("SMTP TLS setup")?,
                    other => anyhow::bail!(
                        "smtp.security must be 'none', 'starttls' or 'tls', not '{other}'"
                    ),
                };
                let mut builder = builder
                    .port(smtp.port)
                    .timeout(Some(Duration::from_secs(30)));
                if let Some(username) = &smtp.username {
                    let password = smtp
                        .password
                        .as_ref()
                        .map(|p| p.expose().to_string())
                        .unwrap_or_default();
                    builder = builder.credentials(Credentials::new(username.clone(), password));
                }
                Delivery::Smtp(builder.build())
            }
        };
        Ok(OutboxWorker {
            store,
            delivery,
            settings: config.outbox.clone(),
            wake,
            id: crate::auth::new_session_token()?[..16].to_string(),
        })
    }

    /// Delivers until `shutdown` turns true, woken by new messages and by a
    /// periodic look for retries that have come due.
    pub async fn run(self, mut shutdown: watch::Receiver<bool>) {
        if let Delivery::Files(dir) = &self.delivery {
            tracing::info!(
                "no SMTP host configured: e-mails are written to {}",
                dir.display()
            );
        }
        match self.store.release_stale_outbox_leases().await {
            Ok(0) => {}
            Ok(released) => tracing::info!(
                released,
                "messages left claimed by a previous run are due again"
            ),
            Err(error) => tracing::error!(
                error = format!("{error:#}"),
                "could not release stale outbox leases"
            ),
        }
        let poll = Duration::from_millis(self.settings.poll_interval_ms.max(50));
        loop {
            if *shutdown.borrow() {
                break;
            }
            if let Err(error) = self.deliver_due_until(&mut shutdown).await {
                tracing::error!(error = format!("{error:#}"), "outbox delivery pass failed");
            }
            tokio::select! {
                _ = self.wake.notified() => {}
                _ = tokio::time::sleep(poll) => {}
                _ = shutdown.changed() => {}
            }
        }
        self.release_leases().await;
    }

    /// Gives back what this worker holds, so that another instance sends it
    /// at once (a stopping server; see [`STOP_GRACE`]).
    async fn release_leases(&self) {
        match self.store.release_outbox_leases(&self.id).await {
            Ok(0) => {}
            Ok(released) => tracing::info!(
                released,
                "stopping: messages in delivery released to other instances"
            ),
            Err(error) => tracing::error!(
                error = format!("{error:#}"),
                "stopping: could not release this worker's outbox leases"
            ),
        }
    }

    /// Delivers every message that is due now; returns how many were sent.
    pub async fn deliver_due(&self) -> anyhow::Result<usize> {
        let (_running, mut never) = watch::channel(false);
        self.deliver_due_until(&mut never).await
    }

    /// [`OutboxWorker::deliver_due`], ending early when `stopping` turns
    /// true: a delivery in hand gets [`STOP_GRACE`] to finish, then is left
    /// (its lease released by `run`).
    async fn deliver_due_until(
        &self,
        stopping: &mut watch::Receiver<bool>,
    ) -> anyhow::Result<usize> {
        let mut delivered = 0;
        let lease = self.settings.lease_ms.max(300) as i64;
        while !*stopping.borrow() {
            let Some(claimed) = self.store.claim_outbox(&self.id, now_ms(), lease).await? else {
                break;
            };
            let attempt = self.attempt_keeping_lease(&claimed, lease);
            tokio::pin!(attempt);
            let outcome = tokio::select! {
                outcome = &mut attempt => outcome,
                () = stopped(stopping) => {
                    match tokio::time::timeout(STOP_GRACE, attempt).await {
                        Ok(outcome) => outcome,
                        Err(_) => {
                            tracing::warn!(
                                message_id = claimed.message.message_id,
                                "stopping: a delivery still under way was left to another instance"
                            );
                            break;
                        }
                    }
                }
            };
            match outcome {
                Outcome::Delivered(where_to) => {
                    self.store.outbox_delivered(claimed.id, now_ms()).await?;
                    tracing::info!(
                        message_id = claimed.message.message_id,
                        attempts = claimed.attempts,
                        "e-mail delivered {where_to}"
                    );
                    delivered += 1;
                }
                Outcome::Refused(error) => {
                    tracing::error!(
                        message_id = claimed.message.message_id,
                        error,
                        "e-mail refused by the SMTP server; not retrying"
                    );
                    self.store.outbox_failed(claimed.id, &error).await?;
                }
                Outcome::Retry(error)
                    if claimed.attempts >= i64::from(self.settings.max_attempts) =>
                {
                    tracing::error!(
                        message_id = claimed.message.message_id,
                        error,
                        "e-mail undeliverable after {} attempts",
                        claimed.attempts
                    );
                    self.store.outbox_failed(claimed.id, &error).await?;
                }
                Outcome::Retry(error) => {
                    let delay = self.backoff_ms(claimed.attempts);
                    tracing::warn!(
                        message_id = claimed.message.message_id,
                        error,
                        retry_in_ms = delay,
                        "e-mail delivery failed; will retry"
                    );
                    self.store
                        .outbox_retry_at(claimed.id, now_ms() + delay, &error)
                        .await?;
                    // Others may be deliverable; this one waits its turn.
                }
            }
        }
        Ok(delivered)
    }

    /// `initial × 2^(attempts−1)`, capped.
    fn backoff_ms(&self, attempts: i64) -> i64 {
        let exponent = attempts.clamp(1, 32) as u32 - 1;
        let delay = self
            .settings
            .retry_initial_ms
            .saturating_mul(1u64 << exponent.min(30));
        delay.min(self.settings.retry_max_ms) as i64
    }

    /// One attempt, renewing the lease every third of it while the SMTP
    /// exchange runs (the heartbeat): a slow server never lets the lease
    /// lapse under a live worker, and a dead worker's lease lapses soon.
    async fn attempt_keeping_lease(&self, claimed: &ClaimedMessage, lease: i64) -> Outcome {
        let attempt = self.attempt(claimed);
        tokio::pin!(attempt);
        let every = Duration::from_millis((lease / 3) as u64);
        loop {
            tokio::select! {
                outcome = &mut attempt => return outcome,
                _ = tokio::time::sleep(every) => {
                    match self.store.renew_outbox_lease(claimed.id, &self.id, now_ms() + lease).await {
                        Ok(true) => {}
                        Ok(false) => tracing::warn!(
                            message_id = claimed.message.message_id,
                            "the lease on this message was lost while sending it"
                        ),
                        Err(error) => tracing::warn!(
                            message_id = claimed.message.message_id,
                            error = format!("{error:#}"),
                            "could not renew the lease on this message"
                        ),
                    }
                }
            }
        }
    }

    async fn attempt(&self, claimed: &ClaimedMessage) -> Outcome {
        let message = &claimed.message;
        match &self.delivery {
            Delivery::Files(dir) => match write_eml(dir, &message.message_id, &message.raw).await {
                Ok(path) => Outcome::Delivered(format!("to {}", path.display())),
                Err(error) => Outcome::Retry(format!("{error:#}")),
            },
            Delivery::Smtp(transport) => {
                let envelope = match envelope(&message.sender, &message.recipients) {
                    Ok(envelope) => envelope,
                    Err(error) => return Outcome::Refused(format!("{error:#}")),
                };
                match transport.send_raw(&envelope, &message.raw).await {
                    Ok(_) => Outcome::Delivered("over SMTP".to_string()),
                    Err(error) if error.is_permanent() => Outcome::Refused(error.to_string()),
                    Err(error) => Outcome::Retry(error.to_string()),
                }
            }
        }
    }
}

/// Completes when `stopping` turns true (or its sender is gone).
async fn stopped(stopping: &mut watch::Receiver<bool>) {
    let _ = stopping.wait_for(|stop| *stop).await;
}

fn envelope(sender: &str, recipients: &[String]) -> anyhow::Result<Envelope> {
    let to = recipients
        .iter()
        .map(|r| r.parse().with_context(|| format!("recipient '{r}'")))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let from = sender
        .parse()
        .with_context(|| format!("sender '{sender}'"))?;
    Ok(Envelope::new(Some(from), to)?)
}

/// Writes `raw` to `<dir>/<message id>.eml` through a temporary file, so a
/// crash never leaves half a message; a retry overwrites the same file.
async fn write_eml(dir: &std::path::Path, message_id: &str, raw: &[u8]) -> anyhow::Result<PathBuf> {
    let name: String = message_id
        .trim_matches(|c| c == '<' || c == '>')
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    tokio::fs::create_dir_all(dir)
        .await
        .with_context(|| format!("creating {}", dir.display()))?;
    let path = dir.join(format!("{name}.eml"));
    let partial = dir.join(format!(".{name}.eml.partial"));
    tokio::fs::write(&partial, raw)
        .await
        .with_context(|| format!("writing {}", partial.display()))?;
    tokio::fs::rename(&partial, &path)
        .await
        .with_context(|| format!("moving {} into place", path.display()))?;
    Ok(path)
}
