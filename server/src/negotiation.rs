//! What a request asks of a response it may already have: the content
//! coding it takes (`Accept-Encoding`) and whether its copy is still
//! current (`If-None-Match`). Shared by the read cache and the response
//! cache in front of the app.

use axum::http::{HeaderMap, HeaderValue, header};

/// The request already has the copy tagged `etag` (its `If-None-Match`).
pub fn not_modified(request_headers: &HeaderMap, etag: &HeaderValue) -> bool {
    request_headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|tag| {
            tag.trim().trim_start_matches("W/") == etag.to_str().unwrap_or_default()
                || tag.trim() == "*"
        })
}

/// A coding the cache keeps a copy in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Coding {
    Brotli,
    Gzip,
    Identity,
}

impl Coding {
    /// The best the client takes (`Accept-Encoding`; `q=0` refuses one, `*`
    /// takes any): brotli, then gzip, then the bytes as they are.
    pub fn accepted(headers: &HeaderMap) -> Coding {
        let taken = |wanted: &str| {
            headers
                .get_all(header::ACCEPT_ENCODING)
                .iter()
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(','))
                .any(|coding| {
                    let mut parts = coding.split(';').map(str::trim);
                    let name = parts.next().unwrap_or_default();
                    let refused = parts.any(|p| {
                        p.replace(' ', "")
                            .strip_prefix("q=")
                            .and_then(|q| q.parse::<f32>().ok())
                            == Some(0.0)
                    });
                    (name.eq_ignore_ascii_case(wanted) || name == "*") && !refused
                })
        };
        if taken("br") {
            Coding::Brotli
        } else if taken("gzip") {
            Coding::Gzip
        } else {
            Coding::Identity
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accepting(value: &str) -> Coding {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_str(value).unwrap(),
        );
        Coding::accepted(&headers)
    }

    #[test]
    fn the_best_coding_the_client_takes_is_chosen() {
        assert_eq!(accepting("gzip, deflate, br, zstd"), Coding::Brotli);
        assert_eq!(accepting("gzip"), Coding::Gzip);
        assert_eq!(accepting("br;q=0, gzip"), Coding::Gzip);
        assert_eq!(accepting("br;q=0.0, GZIP;q=0.5"), Coding::Gzip);
        assert_eq!(accepting("*"), Coding::Brotli);
        assert_eq!(accepting("gzip;q=0"), Coding::Identity);
        assert_eq!(accepting("identity"), Coding::Identity);
        assert_eq!(Coding::accepted(&HeaderMap::new()), Coding::Identity);
    }
}
