//! `/api/admin/*` (spec sections 6 and 7). Every route is added to the
//! one route table with the role it needs, which puts it behind the
//! authorization layer and records it, so the tests that walk the table
//! cover a route added later without anyone remembering to.

mod accounts;
mod activities;
mod editing;
mod embed;
mod events;
mod federation;
mod history;
pub mod images;
mod restaurants;
mod scrape_page;
mod sources;
mod submissions;
mod suggestions;
mod translations;
mod venues;
mod weekly;

use axum::extract::Extension;
use axum::http::StatusCode;
use guide_core::dashboard::admin::{AdminStatus, AdminUser};
use guide_core::text::words::{Arg, Localizer};

use super::routes::{ADMINS, DELETE, EDITORS, GET, POST, PUT, Routes};
use crate::error::{ApiError, Json};
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::{Actor, Admin, ContentTable, ImageOwner, new_batch};
use guide_core::dashboard::history::ChangeAction;

/// Every dashboard route and the role it needs. Editors keep the content
/// (the forms, discovery, the review inbox, suggestions, images); admins
/// also run the site (accounts, followed sources, the weekly e-mail, the
/// embed settings).
pub fn routes() -> Routes {
    Routes::new()
        .add(EDITORS, GET, "/status", status)
        .add(EDITORS, PUT, "/password", accounts::change_password)
        .add(EDITORS, GET, "/history", history::list)
        .add(EDITORS, POST, "/history/{id}/undo", history::undo_change)
        .add(
            EDITORS,
            POST,
            "/history/batch/{batch}/undo",
            history::undo_batch,
        )
        .add(ADMINS, GET, "/accounts", accounts::list)
        .add(ADMINS, POST, "/accounts/invitations", accounts::invite)
        .add(
            ADMINS,
            DELETE,
            "/accounts/invitations/{id}",
            accounts::cancel_invitation,
        )
        .add(ADMINS, PUT, "/accounts/{id}", accounts::update)
        .add(ADMINS, DELETE, "/accounts/{id}", accounts::remove)
        .add(ADMINS, GET, "/weekly", weekly::overview)
        .add(ADMINS, PUT, "/weekly/intro", weekly::set_intro)
        .add(ADMINS, POST, "/weekly/test", weekly::send_test)
        .add(ADMINS, GET, "/embed", embed::settings)
        .add(EDITORS, GET, "/venues", venues::list)
        .add(
            EDITORS,
            PUT,
            "/venues/{id}/events-url",
            venues::set_events_url,
        )
        .add(EDITORS, PUT, "/venues/{id}/position", venues::set_position)
        .add(EDITORS, POST, "/venues/discover", venues::discover)
        .add(
            EDITORS,
            POST,
            "/events/bulk-create",
            events::bulk_create_events,
        )
        .add(
            EDITORS,
            POST,
            "/activities/scrape-url",
            activities::scrape_activity,
        )
        .add(
            EDITORS,
            POST,
            "/activities/create",
            activities::create_activity,
        )
        .add(
            EDITORS,
            POST,
            "/restaurants/scrape-url",
            restaurants::scrape_restaurant,
        )
        .add(
            EDITORS,
            POST,
            "/restaurants/create",
            restaurants::create_restaurant,
        )
        .add(
            EDITORS,
            GET,
            "/events-missing-images",
            images::events_missing,
        )
        .add(
            EDITORS,
            GET,
            "/activities-missing-images",
            images::activities_missing,
        )
        .add(
            EDITORS,
            GET,
            "/restaurants-missing-images",
            images::restaurants_missing,
        )
        .add(EDITORS, GET, "/picture", images::picture)
        .add(EDITORS, GET, "/events-small-images", |state, reply| {
            images::small(state, ImageOwner::Event, reply)
        })
        .add(EDITORS, GET, "/activities-small-images", |state, reply| {
            images::small(state, ImageOwner::Activity, reply)
        })
        .add(EDITORS, GET, "/restaurants-small-images", |state, reply| {
            images::small(state, ImageOwner::Restaurant, reply)
        })
        .add(EDITORS, GET, "/events/{id}", editing::event)
        .add(EDITORS, GET, "/activities/{id}", editing::activity)
        .add(EDITORS, GET, "/restaurants/{id}", editing::restaurant)
        .add(EDITORS, POST, "/events", events::add_event)
        .add(EDITORS, PUT, "/events/{id}", events::update_event)
        .add(EDITORS, DELETE, "/events/{id}", events::delete_event)
        .add(
            EDITORS,
            PUT,
            "/activities/{id}",
            activities::update_activity,
        )
        .add(
            EDITORS,
            DELETE,
            "/activities/{id}",
            activities::delete_activity,
        )
        .add(
            EDITORS,
            PUT,
            "/restaurants/{id}",
            restaurants::update_restaurant,
        )
        .add(
            EDITORS,
            DELETE,
            "/restaurants/{id}",
            restaurants::delete_restaurant,
        )
        .add(
            EDITORS,
            PUT,
            "/restaurants/replace/{id}",
            restaurants::replace_restaurant,
        )
        .add(
            EDITORS,
            POST,
            "/restaurants/create-anyway",
            restaurants::create_restaurant_anyway,
        )
        .add(
            EDITORS,
            PUT,
            "/events/{id}/translations",
            translations::save_event,
        )
        .add(
            EDITORS,
            PUT,
            "/activities/{id}/translations",
            translations::save_activity,
        )
        .add(
            EDITORS,
            PUT,
            "/restaurants/{id}/translations",
            translations::save_restaurant,
        )
        .add(ADMINS, GET, "/sources", sources::list)
        .add(ADMINS, POST, "/sources", sources::create)
        .add(ADMINS, PUT, "/sources/{id}", sources::update)
        .add(ADMINS, DELETE, "/sources/{id}", sources::delete)
        .add(ADMINS, POST, "/sources/{id}/run", sources::run_now)
        .add(ADMINS, POST, "/sources/{id}/confirm", sources::confirm)
        .add(ADMINS, GET, "/federation/blocks", federation::blocks)
        .add(ADMINS, POST, "/federation/blocks", federation::block)
        .add(ADMINS, DELETE, "/federation/blocks", federation::unblock)
        .add(EDITORS, GET, "/inbox", sources::inbox)
        .add(EDITORS, POST, "/inbox", sources::decide)
        .add(EDITORS, GET, "/suggestions", suggestions::list)
        .add(EDITORS, GET, "/submissions", submissions::list)
        .add(
            EDITORS,
            POST,
            "/submissions/{id}/approve",
            submissions::approve,
        )
        .add(EDITORS, POST, "/submissions/decline", submissions::decline)
        .add(
            EDITORS,
            GET,
            "/translations/outdated",
            translations::outdated,
        )
        .add(
            EDITORS,
            PUT,
            "/suggestions/{id}/status",
            suggestions::set_status,
        )
        .add(EDITORS, POST, "/suggestions/{id}/draft", suggestions::draft)
        .add(EDITORS, PUT, "/suggestions/{id}/added", suggestions::added)
        .add_with_body_limit(
            EDITORS,
            POST,
            "/pictures",
            images::upload_for_form,
            images::UPLOAD_BODY_LIMIT,
        )
        .add_with_body_limit(
            EDITORS,
            POST,
            "/{kind}/{id}/upload-image",
            images::upload,
            images::UPLOAD_BODY_LIMIT,
        )
}

/// `GET /api/admin/status`: who is signed in (401 when nobody is) and
/// their role, which decides the tabs shown.
async fn status(Extension(admin): Extension<Admin>) -> Json<AdminStatus> {
    Json(AdminStatus {
        is_admin: true,
        user: AdminUser {
            first_name: admin.first_name,
            last_name: admin.last_name,
        },
        role: admin.role,
        abilities: admin.role.abilities(),
    })
}

/// A write to one id: 404 when nothing has that id.
fn found(updated: bool) -> Result<(), ApiError> {
    if updated {
        Ok(())
    } else {
        Err(ApiError::NotFound)
    }
}

/// The answer to an edit of an item of `table`, in the dashboard's
/// language ('Event updated successfully!').
fn updated(table: ContentTable, reply: ReplyLang) -> String {
    let kind = match table {
        ContentTable::Events => "events",
        ContentTable::Activities => "activities",
        ContentTable::Restaurants => "restaurants",
    };
    reply
        .words()
        .message("updated-successfully", &[("kind", Arg::Text(kind))])
}

/// 'Venue 7 does not exist', in the dashboard's language.
fn venue_missing(id: i64, reply: ReplyLang) -> String {
    reply
        .words()
        .message("venue-missing", &[("id", Arg::Number(id as f64))])
}

/// A form's venue the guide does not have: the field's error.
fn unknown_venue(id: i64, reply: ReplyLang) -> ApiError {
    let message = venue_missing(id, reply);
    ApiError::Invalid {
        message: message.clone(),
        fields: [("venueId".to_string(), message)].into(),
    }
}

/// 'Event 2: …': what is wrong with one of a list of events.
fn numbered_event(n: usize, problem: &str, reply: ReplyLang) -> ApiError {
    ApiError::BadRequest(reply.words().message(
        "event-n-problem",
        &[
            ("n", Arg::Number(n as f64)),
            ("problem", Arg::Text(problem)),
        ],
    ))
}

/// `DELETE /api/admin/{events|activities|restaurants}/{id}`: 204.
async fn delete(
    state: &AppState,
    admin: &Admin,
    table: ContentTable,
    id: i64,
) -> Result<StatusCode, ApiError> {
    // One step with what goes with it (its translations' rows), so that
    // undoing the deletion brings them back too.
    let by = Actor::staff(admin.id, ChangeAction::Delete).in_batch(new_batch());
    found(state.store.delete_item(table, id, &by).await?)?;
    Ok(StatusCode::NO_CONTENT)
}
