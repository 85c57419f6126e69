//! The language an answer's messages are written in: the request's
//! `Accept-Language`, which the app sets to its page's language on every
//! write (web/src/lib/api-client.ts). A visitor on `/es/suggest` reads
//! why a field was refused in Spanish; a request that names none of the
//! guide's languages reads English, the spec's.

use std::convert::Infallible;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, header};
use guide_core::text::catalogs::{Catalog, catalog};
use guide_core::text::lang::Lang;

/// The catalog of the language the request asks its answer in.
#[derive(Clone, Copy)]
pub struct ReplyLang(pub Lang);

impl ReplyLang {
    /// The language `headers` ask for.
    pub fn of(headers: &HeaderMap) -> ReplyLang {
        let asked = headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|value| value.to_str().ok())
            .and_then(Lang::preferred);
        ReplyLang(asked.unwrap_or(Lang::En))
    }

    pub fn words(self) -> &'static Catalog {
        catalog(self.0)
    }
}

impl<S: Send + Sync> FromRequestParts<S> for ReplyLang {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<ReplyLang, Infallible> {
        Ok(ReplyLang::of(&parts.headers))
    }
}
