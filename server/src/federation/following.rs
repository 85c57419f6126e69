//! The guide following other instances (issue 73): staff follow an
//! account (another guide, a Gancio or a Mobilizon instance, any actor
//! that publishes `Event`s) as a source. The guide sends it a `Follow`;
//! what it pushes, and what its outbox lists at each of the source's
//! reads, is kept (`federation_remote_events`); and each read reviews the
//! kept events as a page's, so they wait in the review inbox, never
//! published without staff (unless staff trust the source).

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use guide_core::dashboard::sources::FollowState;
use guide_core::extract::{EventExtraction, EventStatus, ExtractOptions, read_event_object};
use guide_core::federation::activities::RemoteActor;
use guide_core::federation::activities::{follow, unfollow};
use guide_core::federation::following::{
    Handle, RemoteChange, actor_of_webfinger, is_older, read_outbox, remote_change,
};
use serde_json::Value;

use super::Identity;
use super::remote::{self, Unread};
use crate::clock::now_ms;
use crate::fetch::{GuardedClient, Limits, Outbound};
use crate::http_signatures::actor_key::{ActorKeys, SigningKey};
use crate::scrape::ScrapeError;
use crate::state::AppState;
use crate::store::{FollowedActor, Outgoing, RemoteWrite, Store};

/// An outbox page: a few hundred activities at most.
const OUTBOX_LIMITS: Limits = Limits {
    max_bytes: 2 * 1024 * 1024,
    timeout: Duration::from_secs(15),
};

/// Pages of an outbox read at each read of the source: newest first, so
/// what was published lately, which pushes normally bring anyway.
const OUTBOX_PAGES: usize = 5;

/// Why an account could not be followed.
#[derive(Debug, thiserror::Error)]
pub enum Unfollowable {
    #[error("{0}")]
    Unread(#[from] Unread),
    #[error("{0} names no ActivityPub actor")]
    NoActor(String),
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}

/// The guide as a follower: what the Sources tab, the source runner and
/// the federation worker share.
#[derive(Clone)]
pub struct Following {
    store: Store,
    fetcher: GuardedClient,
    identity: Identity,
    keys: ActorKeys,
    /// Wakes the source runner when a followed actor's event changed.
    sources_wake: Arc<tokio::sync::Notify>,
}

impl Following {
    /// None when federation is off.
    pub fn of(state: &AppState) -> Option<Following> {
        state.config.federation.enabled.then(|| Following {
            store: state.store.clone(),
            fetcher: state.fetcher.clone(),
            identity: Identity::new(&state.config, &state.site),
            keys: state.actor_keys.clone(),
            sources_wake: state.sources_wake.clone(),
        })
    }

    async fn key(&self) -> anyhow::Result<Arc<SigningKey>> {
        self.keys
            .get(&self.store, self.identity.site().key_id())
            .await
    }

    /// The actor a source's address names: an account's handle, read by
    /// WebFinger; or an address that answers as an actor when asked in
    /// ActivityPub's media type. None for any other address (a page).
    pub async fn actor_at(&self, address: &str) -> Result<Option<RemoteActor>, Unfollowable> {
        let key = self.key().await?;
        if let Some(handle) = Handle::parse(address) {
            let url = handle.webfinger_url();
            let answer = self
                .fetcher
                .send(
                    Outbound {
                        method: reqwest::Method::GET,
                        url: &url,
                        headers: vec![("accept", "application/jrd+json".into())],
                        body: None,
                    },
                    OUTBOX_LIMITS,
                )
                .await
                .map_err(|error| Unread::Fetch(handle.to_string(), error))?;
            let actor = serde_json::from_slice::<Value>(&answer.body)
                .ok()
                .as_ref()
                .and_then(actor_of_webfinger)
                .ok_or_else(|| Unfollowable::NoActor(handle.to_string()))?;
            return Ok(Some(
                remote::read(&self.fetcher, &key.signer, &actor).await?,
            ));
        }
        // A page answers with its HTML, or not at all: it is followed as a
        // page is.
        let Ok(Some(document)) =
            remote::read_document(&self.fetcher, &key.signer, address, OUTBOX_LIMITS).await
        else {
            return Ok(None);
        };
        let Ok(actor) = guide_core::federation::activities::read_actor(&document) else {
            return Ok(None);
        };
        // Its canonical document, at its own id (a profile's address may
        // differ from it).
        if actor.id == address {
            return Ok(Some(actor));
        }
        Ok(Some(
            remote::read(&self.fetcher, &key.signer, &actor.id).await?,
        ))
    }

    /// Follows `actor` as the source at `address`; the worker delivers the
    /// `Follow`.
    pub async fn follow(&self, address: &str, actor: &RemoteActor) -> anyhow::Result<()> {
        let token = &crate::auth::new_session_token()?[..16];
        let activity = follow(&actor.id, token, self.identity.site());
        let body = serde_json::to_string(&activity)?;
        let followed = FollowedActor {
            address: address.into(),
            actor: actor.id.clone(),
            inbox: actor.inbox.clone(),
            outbox: actor.outbox.clone(),
            follow_id: activity.id.clone(),
            state: FollowState::Pending,
        };
        self.store
            .follow_actor(
                &followed,
                Outgoing {
                    id: &activity.id,
                    body: &body,
                },
                now_ms(),
            )
            .await?;
        Ok(())
    }

    /// Follows the source at `address` no more, if it was an actor:
    /// the `Undo` goes to it and its kept events are forgotten.
    pub async fn unfollow(&self, address: &str) -> anyhow::Result<bool> {
        let site = self.identity.site();
        Ok(self
            .store
            .unfollow_actor(
                address,
                |followed| {
                    let undo = unfollow(&followed.actor, &followed.follow_id, site);
                    Ok((undo.id.clone(), serde_json::to_string(&undo)?))
                },
                now_ms(),
            )
            .await?)
    }

    /// One read of a followed actor: its outbox's latest pages kept, then
    /// every kept event read as the source's events. An event over is
    /// forgotten.
    pub async fn read(
        &self,
        followed: &FollowedActor,
        options: ExtractOptions,
    ) -> Result<EventExtraction, ScrapeError> {
        let mut kept = self.kept(&followed.actor).await?;
        if let Some(outbox) = &followed.outbox {
            let activities = self.outbox(outbox).await?;
            // Oldest first, so that the latest word on an event stands; an
            // object older than one pushed since is left.
            let changes: Vec<RemoteChange> = activities
                .iter()
                .rev()
                .filter_map(|activity| remote_change(activity, &followed.actor))
                .filter(|change| match change {
                    RemoteChange::Publish { id, object } => {
                        !kept.get(id).is_some_and(|kept| is_older(object, kept))
                    }
                    RemoteChange::Retract { .. } => true,
                })
                .collect();
            if !changes.is_empty() {
                self.keep(&followed.actor, &changes)
                    .await
                    .map_err(|_| ScrapeError::Unreadable)?;
                kept = self.kept(&followed.actor).await?;
            }
        }
        let mut found = EventExtraction::default();
        let mut over = Vec::new();
        for object in kept.values() {
            match read_event_object(object, &options) {
                Ok(event) if event.end_date.unwrap_or(event.date) < options.today => {
                    over.extend(event.source_key);
                }
                Ok(event) if event.status == EventStatus::Scheduled => found.events.push(event),
                Ok(event) => found.withdrawn.push(event),
                Err(skipped) => found.skipped.push(skipped),
            }
        }
        if !over.is_empty() {
            let forget: Vec<RemoteWrite> =
                over.iter().map(|id| RemoteWrite::Forget { id }).collect();
            self.store
                .write_remote_events(&followed.actor, &forget, now_ms())
                .await
                .map_err(|_| ScrapeError::Unreadable)?;
        }
        Ok(found)
    }

    /// A followed actor's kept events, by id (in its order: a read lists
    /// them the same way each time).
    async fn kept(&self, actor: &str) -> Result<BTreeMap<String, Value>, ScrapeError> {
        let kept = self
            .store
            .remote_events(actor)
            .await
            .map_err(|_| ScrapeError::Unreadable)?;
        Ok(kept
            .iter()
            .filter_map(|object| serde_json::from_str::<Value>(object).ok())
            .filter_map(|object| Some((object.get("id")?.as_str()?.to_string(), object)))
            .collect())
    }

    /// The activities of an outbox's first pages.
    async fn outbox(&self, outbox: &str) -> Result<Vec<Value>, ScrapeError> {
        let key = self.key().await.map_err(|_| ScrapeError::Unreadable)?;
        let mut activities = Vec::new();
        let mut next = Some(outbox.to_string());
        let mut pages = 0;
        while let Some(url) = next.take() {
            if pages == OUTBOX_PAGES {
                break;
            }
            pages += 1;
            let document = remote::read_document(&self.fetcher, &key.signer, &url, OUTBOX_LIMITS)
                .await
                .map_err(|error| match error {
                    Unread::Fetch(_, error) => ScrapeError::Fetch(error),
                    _ => ScrapeError::Unreadable,
                })?
                .ok_or_else(|| ScrapeError::NotAPage("not an ActivityPub collection".into()))?;
            let page = read_outbox(&document);
            activities.extend(page.items);
            next = page.next;
        }
        Ok(activities)
    }

    /// Keeps what `changes` say of `actor`'s events.
    async fn keep(&self, actor: &str, changes: &[RemoteChange]) -> anyhow::Result<()> {
        let objects: Vec<(String, Option<String>)> = changes
            .iter()
            .map(|change| match change {
                RemoteChange::Publish { id, object } => {
                    Ok((id.clone(), Some(serde_json::to_string(object)?)))
                }
                RemoteChange::Retract { id } => Ok((id.clone(), None)),
            })
            .collect::<anyhow::Result<_>>()?;
        let writes: Vec<RemoteWrite> = objects
            .iter()
            .map(|(id, object)| match object {
                Some(object) => RemoteWrite::Keep { id, object },
                None => RemoteWrite::Forget { id },
            })
            .collect();
        let refused = self
            .store
            .write_remote_events(actor, &writes, now_ms())
            .await?;
        if refused > 0 {
            tracing::warn!(
                actor,
                refused,
                "a followed actor gave more events than are kept"
            );
        }
        Ok(())
    }

    /// A change `actor` pushed: kept, and its source read at once. Nothing
    /// when the guide does not follow the actor.
    pub async fn take(&self, actor: &str, change: RemoteChange) -> anyhow::Result<bool> {
        let Some((_, source)) = self.store.followed_actor(actor).await? else {
            return Ok(false);
        };
        self.keep(actor, &[change]).await?;
        self.store.run_source_soon(source, now_ms()).await?;
        self.sources_wake.notify_one();
        Ok(true)
    }
}
