//! Remote actors: read through the guarded client (so an actor whose
//! address is private or loopback is never read), and kept once a
//! request of theirs was believed: the key their posts are checked with
//! and the inbox the guide delivers to.

use std::time::{Duration, SystemTime};

use guide_core::federation::ACTIVITY_JSON;
use guide_core::federation::activities::{RemoteActor, read_actor};
use serde_json::Value;

use crate::fetch::{FetchError, GuardedClient, Limits, Outbound};
use crate::http_signatures::{Signer, Style};
use crate::store::{Store, StoreError};

/// An actor's document is small; anything larger is not one.
const ACTOR_LIMITS: Limits = Limits {
    max_bytes: 256 * 1024,
    timeout: Duration::from_secs(10),
};

/// A kept actor is read again after a day: keys rotate, servers move.
const KEPT_FOR_MS: i64 = 24 * 3_600_000;

/// Why an actor could not be had.
#[derive(Debug, thiserror::Error)]
pub enum Unread {
    #[error("the actor {0} could not be read: {1}")]
    Fetch(String, FetchError),
    #[error("the actor {0} is not usable: {1}")]
    Document(String, &'static str),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Signing(#[from] anyhow::Error),
}

/// Reads an ActivityPub document: `url` asked for in ActivityPub's media
/// type, signed, as servers in Mastodon's secure mode ask of every read.
/// `None` when what came back is not JSON.
pub async fn read_document(
    client: &GuardedClient,
    signer: &Signer,
    url: &str,
    limits: Limits,
) -> Result<Option<Value>, Unread> {
    let parsed = url::Url::parse(url)
        .map_err(|error| Unread::Fetch(url.into(), FetchError::InvalidUrl(error.to_string())))?;
    let get = |style: Style| {
        let parsed = parsed.clone();
        async move {
            let mut headers = signer.sign_in(style, "GET", &parsed, None, SystemTime::now())?;
            headers.push((
                "accept",
                format!("{ACTIVITY_JSON}, application/ld+json; profile=\"https://www.w3.org/ns/activitystreams\""),
            ));
            let outbound = Outbound {
                method: reqwest::Method::GET,
                url,
                headers,
                body: None,
            };
            Ok::<_, Unread>(
                client
                    .send(outbound, limits)
                    .await
                    .map_err(|error| Unread::Fetch(url.into(), error)),
            )
        }
    };
    // A server that refuses the draft signature is asked again with RFC
    // 9421's (and the other way round), as deliveries do.
    let style = Style::for_server(&parsed);
    let fetched = match get(style).await? {
        Err(Unread::Fetch(_, FetchError::Status(401))) => {
            let again = get(style.other()).await?;
            if again.is_ok() {
                style.other().remember(&parsed);
            }
            again
        }
        fetched => fetched,
    }?;
    Ok(serde_json::from_slice(&fetched.body).ok())
}

/// Reads the actor `id`'s document now.
pub async fn read(
    client: &GuardedClient,
    signer: &Signer,
    id: &str,
) -> Result<RemoteActor, Unread> {
    let document = read_document(client, signer, id, ACTOR_LIMITS)
        .await?
        .ok_or_else(|| Unread::Document(id.into(), "its document is not JSON"))?;
    let actor = read_actor(&document).map_err(|why| Unread::Document(id.into(), why))?;
    if actor.id != id {
        return Err(Unread::Document(
            id.into(),
            "its document names another actor",
        ));
    }
    Ok(actor)
}

/// An actor as the guide knows it.
pub struct Found {
    pub actor: RemoteActor,
    /// Read just now, not kept yet: kept once its request is believed.
    pub fresh: bool,
}

/// The actor `id`: as kept, when it was read in the last day, else read
/// now.
pub async fn find(
    store: &Store,
    client: &GuardedClient,
    signer: &Signer,
    id: &str,
    now_ms: i64,
) -> Result<Found, Unread> {
    if let Some(known) = store.known_actor(id).await?
        && now_ms - known.fetched_at < KEPT_FOR_MS
    {
        return Ok(Found {
            actor: known.actor,
            fresh: false,
        });
    }
    Ok(Found {
        actor: read(client, signer, id).await?,
        fresh: true,
    })
}
