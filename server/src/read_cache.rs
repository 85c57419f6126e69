//! Public reads are built once per content version: the JSON bytes, their
//! ETag and a brotli and a gzip copy (each made when first asked for) are
//! kept until the content changes, and a client that already has them gets a 304. Compressing
//! once per version rather than per request keeps a long event list cheap
//! to serve: a cached read costs a lookup.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex};

use axum::body::Bytes;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use guide_core::content::event_index::EventIndex;
use guide_core::content::search::SearchIndex;
use tokio::sync::OnceCell;

use crate::metrics::CacheCounts;
use crate::negotiation::{Coding, not_modified};
use crate::store::{EventFilter, Store};

#[derive(Clone)]
struct Cached {
    version: i64,
    copy: Arc<Compressed>,
}

/// Set on a response that any request the response cache would answer the
/// same way (same address, host, scheme and device) may get while the
/// content version and the city day are those it was made in. `copy` is
/// what it was made from: the cache answers the next request in the coding
/// that one takes.
#[derive(Clone)]
pub struct Reusable {
    pub copy: Arc<Compressed>,
}

/// A response body kept with its ETag and its compressed copies, made once
/// and sent many times (a read, a page rendered by the server). A copy is
/// made the first time a request takes its coding: a browser's page needs
/// brotli only, and a client that takes neither coding waits for no
/// compression.
pub struct Compressed {
    etag: HeaderValue,
    body: Bytes,
    gzipped: OnceCell<Bytes>,
    brotli: OnceCell<Bytes>,
    content_type: &'static str,
}

impl Compressed {
    /// `body`, tagged off the async threads: a long list takes a while.
    pub async fn new(body: Vec<u8>, content_type: &'static str) -> anyhow::Result<Compressed> {
        tokio::task::spawn_blocking(move || Compressed::of(body, content_type)).await?
    }

    /// The bytes of its copies made so far, in every coding.
    pub fn size(&self) -> usize {
        let made = |copy: &OnceCell<Bytes>| copy.get().map_or(0, Bytes::len);
        self.body.len() + made(&self.gzipped) + made(&self.brotli)
    }

    /// `body`, tagged on this thread.
    pub fn of(body: Vec<u8>, content_type: &'static str) -> anyhow::Result<Compressed> {
        let body = Bytes::from(body);
        Ok(Compressed {
            etag: HeaderValue::from_str(&etag_of(&body))?,
            gzipped: OnceCell::new(),
            brotli: OnceCell::new(),
            body,
            content_type,
        })
    }

    /// The answer to a request: 304 when it has this copy already (its
    /// `If-None-Match`), else the copy in the best coding it takes, made
    /// now (off the async threads) if it is the first to take it.
    /// A 200 is marked [`Reusable`]: the caller removes the mark when the
    /// response depends on more than the request's address, host,
    /// scheme and device, the content version and the city day.
    pub async fn respond(self: &Arc<Self>, request_headers: &HeaderMap) -> Response {
        if let Some(response) = self.respond_now(request_headers) {
            return response;
        }
        let coding = Coding::accepted(request_headers);
        let made = self
            .copy(coding)
            .get_or_try_init(|| {
                let copy = self.clone();
                async move {
                    let made = tokio::task::spawn_blocking(move || match coding {
                        Coding::Brotli => brotli(&copy.body),
                        _ => gzip(&copy.body),
                    });
                    anyhow::Ok(made.await??)
                }
            })
            .await;
        match made {
            Ok(copy) => self.answer(Some((copy, coding))),
            Err(error) => {
                tracing::warn!(?error, "compressing a response");
                self.answer(None)
            }
        }
    }

    /// [`Compressed::respond`] when the answer needs no compression now
    /// (a 304, no coding taken, or the copy made already); None otherwise.
    pub fn respond_now(self: &Arc<Self>, request_headers: &HeaderMap) -> Option<Response> {
        if not_modified(request_headers, &self.etag) {
            return Some(self.with_tags(StatusCode::NOT_MODIFIED.into_response()));
        }
        match Coding::accepted(request_headers) {
            Coding::Identity => Some(self.answer(None)),
            coding => {
                let copy = self.copy(coding).get()?;
                Some(self.answer(Some((copy, coding))))
            }
        }
    }

    fn copy(&self, coding: Coding) -> &OnceCell<Bytes> {
        match coding {
            Coding::Brotli => &self.brotli,
            _ => &self.gzipped,
        }
    }

    /// A 200 with `copy` in its coding, or the body as it is.
    fn answer(self: &Arc<Self>, copy: Option<(&Bytes, Coding)>) -> Response {
        let (body, encoding) = match copy {
            Some((copy, Coding::Brotli)) => (copy, Some("br")),
            Some((copy, _)) => (copy, Some("gzip")),
            None => (&self.body, None),
        };
        let mut response = (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static(self.content_type),
            )],
            body.clone(),
        )
            .into_response();
        response
            .extensions_mut()
            .insert(Reusable { copy: self.clone() });
        if let Some(encoding) = encoding {
            // The compression layer leaves an encoded response alone.
            response
                .headers_mut()
                .insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
        }
        self.with_tags(response)
    }

    fn with_tags(&self, mut response: Response) -> Response {
        let headers = response.headers_mut();
        headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        headers.insert(header::ETAG, self.etag.clone());
        response
    }
}

/// The ETag of a body: derived from its bytes, so every instance gives the
/// same tag (the change feed names a device's copy by it).
pub fn etag_of(body: &[u8]) -> String {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    body.hash(&mut hasher);
    format!("\"{:016x}\"", hasher.finish())
}

/// gzip at its best level: compressed once per content version, sent many
/// times (as `gzip -9` files served by nginx's `gzip_static`).
fn gzip(body: &[u8]) -> std::io::Result<Bytes> {
    use std::io::Write;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(body)?;
    Ok(Bytes::from(encoder.finish()?))
}

/// Brotli quality 6 with a 1 MB window: smaller than gzip's best on the
/// guide's JSON, fast enough to compress 10,000 events when the content
/// changes, and a few MB of encoder memory (quality 11 takes seconds and
/// far more memory there).
fn brotli(body: &[u8]) -> std::io::Result<Bytes> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams {
        quality: 6,
        lgwin: 20,
        ..Default::default()
    };
    brotli::BrotliCompress(&mut &body[..], &mut out, &params)?;
    Ok(Bytes::from(out))
}

/// Distinct reads kept at most (the event filters make keys open-ended).
const MAX_ENTRIES: usize = 256;

#[derive(Default)]
pub struct ReadCache {
    entries: Mutex<HashMap<String, Cached>>,
    counts: CacheCounts,
}

/// How browsers may keep a read: `no-cache` (revalidate every time) for
/// events and activities, as the spec asks.
#[derive(Clone, Copy)]
pub enum Freshness {
    Revalidate,
    Default,
}

impl ReadCache {
    /// An empty cache whose lookups are counted in `counts` (`/metrics`).
    pub fn counted(counts: CacheCounts) -> ReadCache {
        ReadCache {
            entries: Mutex::default(),
            counts,
        }
    }

    /// Answers `key` (path and query) from the cache when it was built for
    /// `version`, else builds it with `build` (JSON) and keeps it.
    pub async fn respond<F, Fut, T>(
        &self,
        key: &str,
        version: i64,
        request_headers: &HeaderMap,
        freshness: Freshness,
        build: F,
    ) -> anyhow::Result<Response>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = anyhow::Result<T>>,
        T: serde::Serialize,
    {
        let json = || async { Ok(serde_json::to_vec(&build().await?)?) };
        self.respond_as(
            key,
            version,
            request_headers,
            freshness,
            "application/json",
            json,
        )
        .await
    }

    /// [`ReadCache::respond`] for a body already written, of `content_type`.
    pub async fn respond_as<F, Fut>(
        &self,
        key: &str,
        version: i64,
        request_headers: &HeaderMap,
        freshness: Freshness,
        content_type: &'static str,
        build: F,
    ) -> anyhow::Result<Response>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = anyhow::Result<Vec<u8>>>,
    {
        let hit = self
            .entries
            .lock()
            .expect("read cache lock")
            .get(key)
            .filter(|c| c.version == version)
            .cloned();
        let cached = match hit {
            Some(cached) => {
                self.counts.hit();
                cached
            }
            None => {
                self.counts.miss();
                let cached = Cached {
                    version,
                    copy: Arc::new(Compressed::new(build().await?, content_type).await?),
                };
                let mut entries = self.entries.lock().expect("read cache lock");
                if entries.len() >= MAX_ENTRIES && !entries.contains_key(key) {
                    entries.clear();
                }
                entries.insert(key.to_string(), cached.clone());
                cached
            }
        };
        let mut response = cached.copy.respond(request_headers).await;
        let headers = response.headers_mut();
        if let Freshness::Revalidate = freshness {
            headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        }
        Ok(response)
    }
}

/// An index of the guide built by core (every event's, or the search's),
/// kept for one content version: a read filters it rather than reading
/// the guide from the database again.
pub struct IndexCache<T> {
    current: Mutex<Option<(i64, Arc<T>)>>,
}

impl<T> Default for IndexCache<T> {
    fn default() -> Self {
        IndexCache {
            current: Mutex::default(),
        }
    }
}

impl<T: Send + Sync + 'static> IndexCache<T> {
    /// The index of `version`, built by `build` when it changed.
    pub async fn get<F, Fut>(&self, version: i64, build: F) -> anyhow::Result<Arc<T>>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = anyhow::Result<T>>,
    {
        let kept = self.current.lock().expect("index lock").clone();
        if let Some((kept_version, index)) = kept
            && kept_version == version
        {
            return Ok(index);
        }
        let index = Arc::new(build().await?);
        *self.current.lock().expect("index lock") = Some((version, index.clone()));
        Ok(index)
    }
}

/// Every event of the guide in core's index.
pub type EventIndexCache = IndexCache<EventIndex>;

impl EventIndexCache {
    /// The index of `version`'s events, read from `store` when it changed.
    pub async fn events(&self, store: &Store, version: i64) -> anyhow::Result<Arc<EventIndex>> {
        self.get(version, || async {
            let events = store.list_events(&EventFilter::default()).await?;
            Ok(tokio::task::spawn_blocking(move || EventIndex::new(events)).await?)
        })
        .await
    }
}

/// The search over every event, activity and restaurant (core's).
pub type SearchIndexCache = IndexCache<SearchIndex>;

impl SearchIndexCache {
    /// The search of `version`'s guide, read from `store` when it changed:
    /// the same lists the device's copy of the search is built from.
    pub async fn search(&self, store: &Store, version: i64) -> anyhow::Result<Arc<SearchIndex>> {
        self.get(version, || async {
            let events = store.list_events(&EventFilter::default()).await?;
            let activities = store.list_activities().await?;
            let restaurants = store.list_restaurants().await?;
            Ok(tokio::task::spawn_blocking(move || {
                SearchIndex::new(&events, &activities, &restaurants)
            })
            .await?)
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn taking(codings: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_str(codings).unwrap(),
        );
        headers
    }

    async fn bytes_of(response: Response) -> Vec<u8> {
        axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap()
            .to_vec()
    }

    #[tokio::test]
    async fn a_copy_is_made_when_a_request_first_takes_its_coding() {
        use std::io::Read;
        let body = br#"[{"title":"Swan Lake"}]"#.repeat(500);
        let copy = Arc::new(Compressed::of(body.clone(), "application/json").unwrap());
        // Nothing is compressed for a client that takes no coding.
        let plain = copy.respond(&HeaderMap::new()).await;
        assert!(plain.headers().get(header::CONTENT_ENCODING).is_none());
        assert_eq!(bytes_of(plain).await, body);
        assert_eq!(copy.size(), body.len());
        // A browser's request makes the brotli copy only.
        let headers = taking("gzip, deflate, br, zstd");
        assert!(copy.respond_now(&headers).is_none());
        let br = copy.respond(&headers).await;
        assert_eq!(br.headers()[header::CONTENT_ENCODING], "br");
        let compressed = bytes_of(br).await;
        assert_eq!(copy.size(), body.len() + compressed.len());
        assert!(copy.respond_now(&headers).is_some());
        assert!(copy.respond_now(&taking("gzip")).is_none());
        // gzip's copy, once asked for, is kept too and decodes to the body.
        let gzipped = bytes_of(copy.respond(&taking("gzip")).await).await;
        let mut out = Vec::new();
        flate2::read::GzDecoder::new(&gzipped[..])
            .read_to_end(&mut out)
            .unwrap();
        assert_eq!(out, body);
        assert_eq!(copy.size(), body.len() + compressed.len() + gzipped.len());
        // A client with the copy gets a 304, whatever is made.
        let mut again = taking("gzip");
        again.insert(header::IF_NONE_MATCH, copy.etag.clone());
        let not_modified = copy.respond_now(&again).unwrap();
        assert_eq!(not_modified.status(), StatusCode::NOT_MODIFIED);
    }

    #[test]
    fn both_copies_decode_to_the_body() {
        use std::io::Read;
        let body = br#"[{"title":"Swan Lake"}]"#.repeat(500);
        let mut out = Vec::new();
        flate2::read::GzDecoder::new(&gzip(&body).unwrap()[..])
            .read_to_end(&mut out)
            .unwrap();
        assert_eq!(out, body);
        let compressed = brotli(&body).unwrap();
        assert!(compressed.len() < body.len() / 10);
        let mut out = Vec::new();
        brotli::BrotliDecompress(&mut &compressed[..], &mut out).unwrap();
        assert_eq!(out, body);
    }
}
