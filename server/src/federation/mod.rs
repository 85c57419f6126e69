//! Federation over ActivityPub (issue 73), the server's side: the
//! documents core writes (`guide_core::federation`), served where peers
//! look for them, when `[federation] enabled`:
//!
//! - `GET /.well-known/webfinger?resource=acct:events@<host>`: the actor;
//! - `GET /.well-known/nodeinfo` and `/nodeinfo/2.1`: the software;
//! - `GET /federation/actor`: the instance actor with its public key;
//! - `GET /federation/outbox`: a `Create` of each coming event;
//! - `GET /federation/events/{id}`: an event as an `Event`;
//! - `GET /federation/followers`: how many follow it;
//! - `POST /federation/inbox`: what peers send it (`inbox.rs`).
//!
//! Their ids are absolute on the site's public address
//! (`[site] public_url`), as peers keep them. What is received is
//! processed, and what is sent delivered, by the worker (`worker.rs`).

pub mod following;
pub mod inbox;
pub mod publication;
pub mod remote;
pub mod worker;

use axum::Router;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use guide_core::content::site::SiteInfo;
use guide_core::federation::activities::followers;
use guide_core::federation::{
    ACTIVITY_JSON, FederationSite, actor, event_object, nodeinfo, nodeinfo_links, outbox, webfinger,
};
use guide_core::text::catalogs::catalog;
use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};
use guide_core::time::date::CityZone;
use serde::{Deserialize, Serialize};

use crate::clock::today;
use crate::config::Config;
use crate::error::ApiError;
use crate::state::AppState;
use crate::store::EventFilter;

pub fn router() -> Router<AppState> {
    let reads = Router::new()
        .route("/.well-known/webfinger", get(finger))
        .route("/.well-known/nodeinfo", get(nodeinfo_index))
        .route("/nodeinfo/2.1", get(node))
        .route("/federation/actor", get(instance_actor))
        .route("/federation/outbox", get(actor_outbox))
        .route("/federation/followers", get(follower_count))
        .route("/federation/events/{id}", get(event))
        // Read by peers' servers and by their users' browsers alike.
        .layer(crate::embed::public_reads());
    reads.route("/federation/inbox", post(inbox::receive))
}

/// The site as federation names it: owned, for the worker to keep.
#[derive(Debug, Clone)]
pub struct Identity {
    origin: String,
    name: String,
    city: String,
    zone: CityZone,
}

impl Identity {
    pub fn new(config: &Config, site: &SiteInfo) -> Identity {
        Identity {
            origin: config.mail_origin(),
            name: catalog(Lang::En).message("site-name", &[("brand", Arg::Text(&site.brand))]),
            city: site.city.clone(),
            zone: site.time_zone,
        }
    }

    pub fn site(&self) -> FederationSite<'_> {
        FederationSite {
            origin: &self.origin,
            name: &self.name,
            city: &self.city,
            zone: self.zone,
        }
    }
}

/// A document in its media type.
fn answer(media_type: &'static str, document: &impl Serialize) -> Result<Response, ApiError> {
    let body = serde_json::to_vec(document).map_err(anyhow::Error::from)?;
    Ok((
        [(header::CONTENT_TYPE, HeaderValue::from_static(media_type))],
        body,
    )
        .into_response())
}

/// The site as its documents name it, at its public address.
fn with_site<T>(state: &AppState, write: impl FnOnce(FederationSite) -> T) -> T {
    write(Identity::new(&state.config, &state.site).site())
}

#[derive(Deserialize)]
struct Finger {
    resource: Option<String>,
}

async fn finger(
    State(state): State<AppState>,
    Query(asked): Query<Finger>,
) -> Result<Response, ApiError> {
    let resource = asked
        .resource
        .filter(|r| !r.trim().is_empty())
        .ok_or_else(|| ApiError::BadRequest("Name the account: ?resource=acct:…".into()))?;
    let found = with_site(&state, |site| webfinger(&resource, site)).ok_or(ApiError::NotFound)?;
    answer("application/jrd+json", &found)
}

async fn nodeinfo_index(State(state): State<AppState>) -> Result<Response, ApiError> {
    answer("application/json", &with_site(&state, nodeinfo_links))
}

/// The most events the outbox gives: the next hundred, as the news feeds.
const OUTBOX_EVENTS: usize = 100;

/// The coming events, in date order, as many as the outbox gives.
async fn coming_events(
    state: &AppState,
) -> Result<Vec<guide_core::content::model::Event>, ApiError> {
    let today = today(state.site.time_zone);
    let mut events = state.store.list_events(&EventFilter::default()).await?;
    events.retain(|event| event.end_date.unwrap_or(event.date) >= today);
    events.truncate(OUTBOX_EVENTS);
    Ok(events)
}

async fn node(State(state): State<AppState>) -> Result<Response, ApiError> {
    let count = coming_events(&state).await?.len() as u64;
    let info = with_site(&state, |site| {
        nodeinfo(site, env!("CARGO_PKG_VERSION"), count)
    });
    answer(
        "application/json; profile=\"http://nodeinfo.diaspora.software/ns/schema/2.1#\"",
        &info,
    )
}

async fn instance_actor(State(state): State<AppState>) -> Result<Response, ApiError> {
    let key = signing_key(&state).await?;
    let document = with_site(&state, |site| {
        let summary = catalog(Lang::En).message(
            "federation-actor-summary",
            &[
                ("city", Arg::Text(site.city)),
                ("name", Arg::Text(site.name)),
            ],
        );
        actor(site, &summary, &key.key.public_pem)
    });
    answer(ACTIVITY_JSON, &document)
}

/// The actor's key, read once per process.
pub(crate) async fn signing_key(
    state: &AppState,
) -> anyhow::Result<std::sync::Arc<crate::http_signatures::actor_key::SigningKey>> {
    let key_id = with_site(state, |site| site.key_id());
    state.actor_keys.get(&state.store, key_id).await
}

async fn follower_count(State(state): State<AppState>) -> Result<Response, ApiError> {
    let count = state.store.follower_count().await?;
    answer(
        ACTIVITY_JSON,
        &with_site(&state, |site| followers(count as u64, site)),
    )
}

async fn actor_outbox(State(state): State<AppState>) -> Result<Response, ApiError> {
    let events = coming_events(&state).await?;
    answer(
        ACTIVITY_JSON,
        &with_site(&state, |site| outbox(&events, site)),
    )
}

async fn event(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    let event = state.store.event(id).await?.ok_or(ApiError::NotFound)?;
    let mut object = serde_json::to_value(with_site(&state, |site| event_object(&event, site)))
        .map_err(anyhow::Error::from)?;
    // Fetched alone, an object names its vocabulary.
    object["@context"] = "https://www.w3.org/ns/activitystreams".into();
    answer(ACTIVITY_JSON, &object)
}
