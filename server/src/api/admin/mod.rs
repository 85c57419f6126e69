//! `/api/admin/*` (spec sections 6 and 7). Every route is added through
//! [`AdminRoutes`], which puts it behind the one authorization layer and
//! records it, so the test that walks [`route_list`] covers a route added
//! later without anyone remembering to.

mod activities;
mod embed;
mod events;
pub mod images;
mod restaurants;
mod scrape_page;
mod sources;
mod suggestions;
mod translations;
mod venues;
mod weekly;

use axum::extract::Extension;
use axum::http::StatusCode;
use guide_core::dashboard::admin::{AdminStatus, AdminUser};
use guide_core::text::words::{Arg, Words};

use super::routes::{Access::Staff, DELETE, GET, POST, PUT, Routes};
use crate::error::{ApiError, Json};
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::{Admin, ContentTable, ImageOwner};

/// Every dashboard route: a signed-in admin from this site.
pub fn routes() -> Routes {
    Routes::new()
        .add(Staff, GET, "/status", status)
        .add(Staff, GET, "/weekly", weekly::overview)
        .add(Staff, GET, "/embed", embed::settings)
        .add(Staff, GET, "/venues", venues::list)
        .add(
            Staff,
            PUT,
            "/venues/{id}/events-url",
            venues::set_events_url,
        )
        .add(Staff, PUT, "/venues/{id}/position", venues::set_position)
        .add(Staff, POST, "/venues/discover", venues::discover)
        .add(
            Staff,
            POST,
            "/events/bulk-create",
            events::bulk_create_events,
        )
        .add(
            Staff,
            POST,
            "/activities/scrape-url",
            activities::scrape_activity,
        )
        .add(
            Staff,
            POST,
            "/activities/create",
            activities::create_activity,
        )
        .add(
            Staff,
            POST,
            "/restaurants/scrape-url",
            restaurants::scrape_restaurant,
        )
        .add(
            Staff,
            POST,
            "/restaurants/create",
            restaurants::create_restaurant,
        )
        .add(Staff, GET, "/events-missing-images", images::events_missing)
        .add(
            Staff,
            GET,
            "/activities-missing-images",
            images::activities_missing,
        )
        .add(
            Staff,
            GET,
            "/restaurants-missing-images",
            images::restaurants_missing,
        )
        .add(Staff, GET, "/picture", images::picture)
        .add(Staff, GET, "/events-small-images", |state, reply| {
            images::small(state, ImageOwner::Event, reply)
        })
        .add(Staff, GET, "/activities-small-images", |state, reply| {
            images::small(state, ImageOwner::Activity, reply)
        })
        .add(Staff, GET, "/restaurants-small-images", |state, reply| {
            images::small(state, ImageOwner::Restaurant, reply)
        })
        .add(Staff, PUT, "/events/{id}", events::update_event)
        .add(Staff, DELETE, "/events/{id}", events::delete_event)
        .add(Staff, PUT, "/activities/{id}", activities::update_activity)
        .add(
            Staff,
            DELETE,
            "/activities/{id}",
            activities::delete_activity,
        )
        .add(
            Staff,
            PUT,
            "/restaurants/{id}",
            restaurants::update_restaurant,
        )
        .add(
            Staff,
            DELETE,
            "/restaurants/{id}",
            restaurants::delete_restaurant,
        )
        .add(
            Staff,
            PUT,
            "/restaurants/replace/{id}",
            restaurants::replace_restaurant,
        )
        .add(
            Staff,
            POST,
            "/restaurants/create-anyway",
            restaurants::create_restaurant_anyway,
        )
        .add(
            Staff,
            PUT,
            "/events/{id}/translations",
            translations::save_event,
        )
        .add(
            Staff,
            PUT,
            "/activities/{id}/translations",
            translations::save_activity,
        )
        .add(
            Staff,
            PUT,
            "/restaurants/{id}/translations",
            translations::save_restaurant,
        )
        .add(Staff, GET, "/sources", sources::list)
        .add(Staff, POST, "/sources", sources::create)
        .add(Staff, PUT, "/sources/{id}", sources::update)
        .add(Staff, DELETE, "/sources/{id}", sources::delete)
        .add(Staff, POST, "/sources/{id}/run", sources::run_now)
        .add(Staff, GET, "/inbox", sources::inbox)
        .add(Staff, POST, "/inbox", sources::decide)
        .add(Staff, GET, "/suggestions", suggestions::list)
        .add(
            Staff,
            PUT,
            "/suggestions/{id}/status",
            suggestions::set_status,
        )
        .add_with_body_limit(
            Staff,
            POST,
            "/{kind}/{id}/upload-image",
            images::upload,
            images::UPLOAD_BODY_LIMIT,
        )
}

/// `GET /api/admin/status`: who is signed in (401 when nobody is).
async fn status(Extension(admin): Extension<Admin>) -> Json<AdminStatus> {
    Json(AdminStatus {
        is_admin: true,
        user: AdminUser {
            first_name: admin.first_name,
            last_name: admin.last_name,
        },
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
async fn delete(state: &AppState, table: ContentTable, id: i64) -> Result<StatusCode, ApiError> {
    found(state.store.delete_item(table, id).await?)?;
    Ok(StatusCode::NO_CONTENT)
}
