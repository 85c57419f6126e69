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
use axum::handler::Handler;
use axum::http::{Method, StatusCode};
use axum::routing::{MethodFilter, on};
use axum::{Router, middleware};
use guide_core::dashboard::admin::{AdminStatus, AdminUser};
use guide_core::text::words::{Arg, Words};

use crate::auth;
use crate::error::{ApiError, Json};
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::{Admin, ContentTable, ImageOwner};

/// The admin router under construction, and the routes it has.
struct AdminRoutes {
    router: Router<AppState>,
    list: Vec<(Method, &'static str)>,
}

impl AdminRoutes {
    fn new() -> AdminRoutes {
        AdminRoutes {
            router: Router::new(),
            list: Vec::new(),
        }
    }

    fn add<H, T>(mut self, method: Method, path: &'static str, handler: H) -> AdminRoutes
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        let filter = MethodFilter::try_from(method.clone()).expect("a standard method");
        self.router = self.router.route(path, on(filter, handler));
        self.list.push((method, path));
        self
    }

    /// Adds a route whose body limit differs from the API's default.
    fn add_with_body_limit<H, T>(
        mut self,
        method: Method,
        path: &'static str,
        handler: H,
        limit: usize,
    ) -> AdminRoutes
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        let filter = MethodFilter::try_from(method.clone()).expect("a standard method");
        self.router = self.router.route(
            path,
            on(filter, handler).layer(axum::extract::DefaultBodyLimit::max(limit)),
        );
        self.list.push((method, path));
        self
    }
}

fn routes() -> AdminRoutes {
    AdminRoutes::new()
        .add(Method::GET, "/status", status)
        .add(Method::GET, "/weekly", weekly::overview)
        .add(Method::GET, "/embed", embed::settings)
        .add(Method::GET, "/venues", venues::list)
        .add(
            Method::PUT,
            "/venues/{id}/events-url",
            venues::set_events_url,
        )
        .add(Method::PUT, "/venues/{id}/position", venues::set_position)
        .add(Method::POST, "/venues/discover", venues::discover)
        .add(
            Method::POST,
            "/events/bulk-create",
            events::bulk_create_events,
        )
        .add(
            Method::POST,
            "/activities/scrape-url",
            activities::scrape_activity,
        )
        .add(
            Method::POST,
            "/activities/create",
            activities::create_activity,
        )
        .add(
            Method::POST,
            "/restaurants/scrape-url",
            restaurants::scrape_restaurant,
        )
        .add(
            Method::POST,
            "/restaurants/create",
            restaurants::create_restaurant,
        )
        .add(
            Method::GET,
            "/events-missing-images",
            images::events_missing,
        )
        .add(
            Method::GET,
            "/activities-missing-images",
            images::activities_missing,
        )
        .add(
            Method::GET,
            "/restaurants-missing-images",
            images::restaurants_missing,
        )
        .add(Method::GET, "/picture", images::picture)
        .add(Method::GET, "/events-small-images", |state, reply| {
            images::small(state, ImageOwner::Event, reply)
        })
        .add(Method::GET, "/activities-small-images", |state, reply| {
            images::small(state, ImageOwner::Activity, reply)
        })
        .add(Method::GET, "/restaurants-small-images", |state, reply| {
            images::small(state, ImageOwner::Restaurant, reply)
        })
        .add(Method::PUT, "/events/{id}", events::update_event)
        .add(Method::DELETE, "/events/{id}", events::delete_event)
        .add(Method::PUT, "/activities/{id}", activities::update_activity)
        .add(
            Method::DELETE,
            "/activities/{id}",
            activities::delete_activity,
        )
        .add(
            Method::PUT,
            "/restaurants/{id}",
            restaurants::update_restaurant,
        )
        .add(
            Method::DELETE,
            "/restaurants/{id}",
            restaurants::delete_restaurant,
        )
        .add(
            Method::PUT,
            "/restaurants/replace/{id}",
            restaurants::replace_restaurant,
        )
        .add(
            Method::POST,
            "/restaurants/create-anyway",
            restaurants::create_restaurant_anyway,
        )
        .add(
            Method::PUT,
            "/events/{id}/translations",
            translations::save_event,
        )
        .add(
            Method::PUT,
            "/activities/{id}/translations",
            translations::save_activity,
        )
        .add(
            Method::PUT,
            "/restaurants/{id}/translations",
            translations::save_restaurant,
        )
        .add(Method::GET, "/sources", sources::list)
        .add(Method::POST, "/sources", sources::create)
        .add(Method::PUT, "/sources/{id}", sources::update)
        .add(Method::DELETE, "/sources/{id}", sources::delete)
        .add(Method::POST, "/sources/{id}/run", sources::run_now)
        .add(Method::GET, "/inbox", sources::inbox)
        .add(Method::POST, "/inbox", sources::decide)
        .add(Method::GET, "/suggestions", suggestions::list)
        .add(
            Method::PUT,
            "/suggestions/{id}/status",
            suggestions::set_status,
        )
        .add_with_body_limit(
            Method::POST,
            "/{kind}/{id}/upload-image",
            images::upload,
            images::UPLOAD_BODY_LIMIT,
        )
}

/// Every admin route as `(method, path under /api/admin)`.
pub fn route_list() -> Vec<(Method, &'static str)> {
    routes().list
}

pub fn router(state: AppState) -> Router<AppState> {
    routes()
        .router
        .route_layer(middleware::from_fn_with_state(state, auth::require_admin))
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
