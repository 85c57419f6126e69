//! `/api/admin/*` (spec sections 6 and 7). Every route is added through
//! [`AdminRoutes`], which puts it behind the one authorization layer and
//! records it, so the test that walks [`route_list`] covers a route added
//! later without anyone remembering to.

mod edit;
pub mod images;
mod items;
mod scraping;
mod venues;

use axum::extract::Extension;
use axum::handler::Handler;
use axum::http::Method;
use axum::routing::{MethodFilter, on};
use axum::{Router, middleware};
use guide_core::admin::{AdminStatus, AdminUser};

use crate::auth;
use crate::error::Json;
use crate::state::AppState;
use crate::store::Admin;

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
        .add(Method::GET, "/venues", venues::list)
        .add(
            Method::PUT,
            "/venues/{id}/events-url",
            venues::set_events_url,
        )
        .add(Method::POST, "/venues/discover", scraping::discover)
        .add(
            Method::POST,
            "/events/bulk-create",
            items::bulk_create_events,
        )
        .add(
            Method::POST,
            "/activities/scrape-url",
            scraping::scrape_activity,
        )
        .add(Method::POST, "/activities/create", items::create_activity)
        .add(
            Method::POST,
            "/restaurants/scrape-url",
            scraping::scrape_restaurant,
        )
        .add(
            Method::POST,
            "/restaurants/create",
            scraping::create_restaurant,
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
        .add(Method::PUT, "/events/{id}", edit::update_event)
        .add(Method::DELETE, "/events/{id}", edit::delete_event)
        .add(Method::PUT, "/activities/{id}", edit::update_activity)
        .add(Method::DELETE, "/activities/{id}", edit::delete_activity)
        .add(Method::PUT, "/restaurants/{id}", edit::update_restaurant)
        .add(Method::DELETE, "/restaurants/{id}", edit::delete_restaurant)
        .add(
            Method::PUT,
            "/restaurants/replace/{id}",
            edit::replace_restaurant,
        )
        .add(
            Method::POST,
            "/restaurants/create-anyway",
            edit::create_restaurant_anyway,
        )
        .add(Method::GET, "/suggestions", edit::list_suggestions)
        .add(
            Method::PUT,
            "/suggestions/{id}/status",
            edit::set_suggestion_status,
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
