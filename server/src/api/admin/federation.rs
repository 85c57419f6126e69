//! Blocks of other instances' accounts and of whole instances (issue 73),
//! an admin's: a new block removes the followers it stops and stops the
//! sources that follow an account it stops.

use axum::Extension;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use guide_core::dashboard::federation_blocks::{
    BlockForm, BlockKind, Blocked, FederationBlock, FederationBlocks,
};
use guide_core::dashboard::history::ChangeAction;
use guide_core::text::words::{Arg, Localizer};
use serde::Deserialize;

use crate::clock::now_ms;
use crate::error::{ApiError, Json};
use crate::federation::following::Following;
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::{Actor, Admin};

/// `GET /api/admin/federation/blocks`.
pub async fn blocks(State(state): State<AppState>) -> Result<Json<FederationBlocks>, ApiError> {
    Ok(Json(FederationBlocks {
        enabled: state.config.federation.enabled,
        blocks: state.store.federation_blocks().await?,
    }))
}

/// `POST /api/admin/federation/blocks`: blocked from now on (201), with
/// what it stopped; 409 when it was blocked already.
pub async fn block(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
    Json(form): Json<BlockForm>,
) -> Result<(StatusCode, Json<Blocked>), ApiError> {
    let block = form.validate(reply.words())?;
    if !state
        .store
        .add_federation_block(&block, admin.id, now_ms())
        .await?
    {
        return Err(ApiError::Conflict(reply.words().text("block-exists")));
    }
    // Its followers of the guide follow it no more.
    let stopped: Vec<String> = state
        .store
        .followers()
        .await?
        .into_iter()
        .map(|(actor, _)| actor)
        .filter(|actor| block.blocks(actor))
        .collect();
    state.store.remove_followers(&stopped).await?;
    // The guide follows it no more: the sources of its accounts stop.
    let mut sources_stopped = 0u32;
    if let Some(following) = Following::of(&state) {
        let sources = state.store.list_sources().await?;
        for followed in state.store.followed_actors().await? {
            if !block.blocks(&followed.actor) {
                continue;
            }
            following.unfollow(&followed.address).await?;
            if let Some(source) = sources.iter().find(|s| s.url == followed.address) {
                let by = Actor::staff(admin.id, ChangeAction::Delete);
                if state.store.delete_source(source.id, &by).await? {
                    sources_stopped += 1;
                }
            }
        }
        state.federation_wake.notify_one();
    }
    let followers_removed = u32::try_from(stopped.len()).unwrap_or(u32::MAX);
    let message = reply.words().message(
        "block-done",
        &[
            ("value", Arg::Text(&block.value)),
            ("followers", Arg::Number(f64::from(followers_removed))),
            ("sources", Arg::Number(f64::from(sources_stopped))),
        ],
    );
    Ok((
        StatusCode::CREATED,
        Json(Blocked {
            block,
            followers_removed,
            sources_stopped,
            message,
        }),
    ))
}

/// `?kind=actor|instance&value=…`: the block to lift.
#[derive(Debug, Deserialize)]
pub struct Unblock {
    kind: String,
    value: String,
}

/// `DELETE /api/admin/federation/blocks?kind=…&value=…`: 204, or 404 when
/// it was not blocked.
pub async fn unblock(
    State(state): State<AppState>,
    Query(asked): Query<Unblock>,
) -> Result<StatusCode, ApiError> {
    let kind = BlockKind::parse(&asked.kind)
        .ok_or_else(|| ApiError::BadRequest("The kind must be 'actor' or 'instance'".into()))?;
    let block = FederationBlock {
        kind,
        value: asked.value,
    };
    match state.store.remove_federation_block(&block).await? {
        true => Ok(StatusCode::NO_CONTENT),
        false => Err(ApiError::NotFound),
    }
}
