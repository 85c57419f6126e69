//! `GET /api/admin/embed`: what the dashboard's Embed page writes a
//! partner's snippet from (#38): the guide's address, the widget's element
//! and the sites that may frame the iframe.

use axum::Extension;
use axum::extract::State;
use axum::http::HeaderMap;
use guide_core::content::embed::EmbedSettings;

use crate::error::{ApiError, Json};
use crate::requester::{Requester, site_origin};
use crate::state::AppState;

pub(super) async fn settings(
    State(state): State<AppState>,
    headers: HeaderMap,
    client: Option<Extension<Requester>>,
) -> Result<Json<EmbedSettings>, ApiError> {
    let site = &state.config.site;
    let origin = site_origin(site.public_url.as_deref(), &headers, client.as_deref());
    Ok(Json(EmbedSettings::new(
        &origin,
        &site.city,
        // (Checked when the configuration loaded.)
        site.embed_origins().unwrap_or_default(),
    )))
}
