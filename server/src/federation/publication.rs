//! The guide's events as its followers should know them: each coming
//! event is announced once (`Create`), again when what peers read of it
//! changes (`Update`), and withdrawn when it leaves the guide (`Delete`).
//!
//! A pass compares each coming event's `Event` object with a digest of
//! what was last announced, so no write path of the guide needs to know
//! of federation, and a change made on any instance is announced once:
//! the store writes an announcement only if the digest it replaces is
//! still the one stored.

use std::collections::HashSet;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use guide_core::federation::activities::withdraw;
use guide_core::federation::{Announcement, announce, event_object};
use sha2::{Digest, Sha256};

use super::Identity;
use crate::clock::{now_ms, today};
use crate::store::{EventFilter, Outgoing, Store};

/// What one pass announced.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Announced {
    pub created: usize,
    pub updated: usize,
    pub deleted: usize,
}

/// A short digest of an object's JSON: twelve characters, also the
/// version in an Update's id.
fn digest(json: &str) -> String {
    URL_SAFE_NO_PAD.encode(&Sha256::digest(json.as_bytes())[..9])
}

/// Announces what changed in the guide's events since the last pass.
pub async fn announce_changes(store: &Store, identity: &Identity) -> anyhow::Result<Announced> {
    let site = identity.site();
    let today = today(site.zone);
    let events = store.list_events(&EventFilter::default()).await?;
    let published = store.published_digests().await?;
    let mut announced = Announced::default();
    let mut listed = HashSet::with_capacity(events.len());
    let mut over = Vec::new();
    for event in &events {
        listed.insert(event.id);
        if event.end_date.unwrap_or(event.date) < today {
            if published.contains_key(&event.id) {
                over.push(event.id);
            }
            continue;
        }
        let object = event_object(event, site);
        let version = digest(&serde_json::to_string(&object)?);
        let before = published.get(&event.id).map(String::as_str);
        let announcement = match before {
            Some(before) if before == version => continue,
            Some(_) => Announcement::Update { version: &version },
            None => Announcement::Create,
        };
        let activity = announce(announcement, object, site).delivered();
        let body = serde_json::to_string(&activity)?;
        let outgoing = Outgoing {
            id: &activity.id,
            body: &body,
        };
        if store
            .announce_event(event.id, before, &version, outgoing, now_ms())
            .await?
        {
            match announcement {
                Announcement::Create => announced.created += 1,
                Announcement::Update { .. } => announced.updated += 1,
            }
        }
    }
    for event_id in published.keys().filter(|id| !listed.contains(id)) {
        let activity = withdraw(*event_id, site).delivered();
        let body = serde_json::to_string(&activity)?;
        let outgoing = Outgoing {
            id: &activity.id,
            body: &body,
        };
        if store.withdraw_event(*event_id, outgoing, now_ms()).await? {
            announced.deleted += 1;
        }
    }
    store.forget_published(&over).await?;
    Ok(announced)
}
