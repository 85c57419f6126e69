//! `GET /api/site`: the brand, city, curator and links the web app renders.

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use guide_core::model::SiteInfo;

use crate::app::AppState;

pub fn router() -> Router<AppState> {
    Router::new().route("/site", get(site_info))
}

async fn site_info(State(state): State<AppState>) -> Json<SiteInfo> {
    Json(state.site.as_ref().clone())
}
