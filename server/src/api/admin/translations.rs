//! The Translations view's one write: an item's language and its text in
//! the others, checked by core, at the version the view opened the item
//! (`If-Match`, as an edit's: two people translating one item do not
//! overwrite each other). And the translations whose original changed
//! since, which need an update.

use axum::Extension;
use axum::extract::{Path, State};
use guide_core::api::Saved;
use guide_core::content::model::{Activity, Event, Restaurant};
use guide_core::content::translations::{ItemTranslations, Translatable};
use guide_core::dashboard::editing::OutdatedItem;

use super::editing::OpenedAt;
use super::found;
use crate::error::{ApiError, Json};
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::{Actor, Admin, ContentTable, new_batch};
use guide_core::dashboard::history::ChangeAction;

/// `PUT /api/admin/{events|activities|restaurants}/{id}/translations`.
async fn save<T: Translatable>(
    state: AppState,
    admin: Admin,
    table: ContentTable,
    id: i64,
    reply: ReplyLang,
    opened: OpenedAt,
    body: ItemTranslations,
) -> Result<Json<Saved>, ApiError> {
    let translations = body
        .translations
        .checked(body.lang, T::FIELDS, reply.words())?;
    let mut tx = state
        .store
        // One step: the History lists the save as one entry, undone whole.
        .begin(&Actor::staff(admin.id, ChangeAction::Translate).in_batch(new_batch()))
        .await?;
    opened.check(&mut tx, &state, table, id, reply).await?;
    found(
        tx.set_translations(table, id, body.lang, &translations)
            .await?,
    )?;
    tx.commit().await?;
    Ok(Json(Saved::new(id, "Translations saved")))
}

pub async fn save_event(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    opened: OpenedAt,
    Json(body): Json<ItemTranslations>,
) -> Result<Json<Saved>, ApiError> {
    save::<Event>(state, admin, ContentTable::Events, id, reply, opened, body).await
}

pub async fn save_activity(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    opened: OpenedAt,
    Json(body): Json<ItemTranslations>,
) -> Result<Json<Saved>, ApiError> {
    save::<Activity>(
        state,
        admin,
        ContentTable::Activities,
        id,
        reply,
        opened,
        body,
    )
    .await
}

pub async fn save_restaurant(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    opened: OpenedAt,
    Json(body): Json<ItemTranslations>,
) -> Result<Json<Saved>, ApiError> {
    save::<Restaurant>(
        state,
        admin,
        ContentTable::Restaurants,
        id,
        reply,
        opened,
        body,
    )
    .await
}

/// `GET /api/admin/translations/outdated`: every item with a translation
/// made from an original text it no longer has; events, then activities,
/// then restaurants, each by name.
pub async fn outdated(State(state): State<AppState>) -> Result<Json<Vec<OutdatedItem>>, ApiError> {
    let mut items = Vec::new();
    for table in [
        ContentTable::Events,
        ContentTable::Activities,
        ContentTable::Restaurants,
    ] {
        items.extend(state.store.outdated_translations(table, None).await?);
    }
    Ok(Json(items))
}
