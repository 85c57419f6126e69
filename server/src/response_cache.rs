//! Whole responses to public reads and pages, kept in front of the app:
//! a request the guide answered before, for the same content version and
//! city day, is answered from here without routing or the middleware
//! behind it (the HTTP cache in front of an application, as a reverse
//! proxy's would be, in-process).
//!
//! What may be kept is decided inside, by whoever made the response: the
//! read cache and the rendered pages mark theirs [`Reusable`]. A response is
//! kept for exactly what it can depend on: its address, the host and
//! scheme its links are written for, and the device (a page rendered for a
//! saved plan). It is kept with its copies (each coding's made when a
//! request first takes it), and each request gets the one it takes: a page
//! is rendered once, whatever its visitors' browsers accept. One that sets a cookie or is not a 200 is never kept.
//! This is the one place a rendered page is kept.

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::{Ready, ready};
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, RwLock};
use std::task::{Context, Poll};

use axum::extract::{ConnectInfo, MatchedPath, Request};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::Response;
use futures_util::future::Either;
use guide_core::{CityZone, Date};
use tower::{Layer, Service};

use crate::clock::today;
use crate::metrics::CacheCounts;

use crate::read_cache::{Compressed, Reusable};
use crate::requester::{Requester, TrustedProxies};
use crate::store::Store;
use crate::web::Device;

/// Responses kept at most, and their bytes (every copy made); past
/// either, a new one is answered and not kept. (Any query makes a new
/// address: without a ceiling on bytes, a thousand of a large guide's
/// rendered pages would hold over 100 MB.)
const KEPT: usize = 1024;
const KEPT_BYTES: usize = 32 * 1024 * 1024;

/// What a kept response may depend on.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Key {
    path_and_query: String,
    host: Option<HeaderValue>,
    https: bool,
    device: Device,
}

struct Kept {
    /// Its headers but those of its copy's coding (type, coding, length,
    /// ETag), which the copy writes for each answer.
    headers: HeaderMap,
    copy: Arc<Compressed>,
    /// The route that made it, told again with each answer (`/metrics`).
    route: Option<MatchedPath>,
}

/// The headers a copy writes for the coding it answers in.
const CODING_HEADERS: [header::HeaderName; 4] = [
    header::CONTENT_TYPE,
    header::CONTENT_ENCODING,
    header::CONTENT_LENGTH,
    header::ETAG,
];

impl Kept {
    /// `response`, its copy's answer to a request, with the headers kept.
    fn completed(&self, mut response: Response) -> Response {
        // (Its Vary is the kept one, which the layers added to.)
        let headers = response.headers_mut();
        headers.remove(header::VARY);
        headers.extend(self.headers.iter().map(|(k, v)| (k.clone(), v.clone())));
        if let Some(route) = &self.route {
            response.extensions_mut().insert(route.clone());
        }
        response
    }

    /// Its answer to a request whose coding's copy is still to be made.
    async fn answer(&self, request_headers: &HeaderMap) -> Response {
        self.completed(self.copy.respond(request_headers).await)
    }
}

/// A kept response found for a request.
enum Found {
    Answered(Response),
    /// Its copy in the request's coding is made first.
    ToCompress(Arc<Kept>),
}

#[derive(Default)]
struct Entries {
    /// The content version and city day every entry was made in.
    made_in: Option<(i64, Date)>,
    by_key: HashMap<Key, Arc<Kept>>,
}

impl Entries {
    /// The bytes of the kept copies, counted when one more is to be kept:
    /// a copy in another coding is made after its response was kept.
    fn bytes(&self) -> usize {
        self.by_key.values().map(|kept| kept.copy.size()).sum()
    }
}

/// The kept responses, shared by every connection. One `Arc`: the layer's
/// service is cloned for every request.
#[derive(Clone)]
pub struct ResponseCache(Arc<Shared>);

/// What every clone of [`ResponseCache`] shares.
pub struct Shared {
    entries: RwLock<Entries>,
    store: Store,
    zone: CityZone,
    proxies: Arc<TrustedProxies>,
    counts: CacheCounts,
}

impl std::ops::Deref for ResponseCache {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

impl ResponseCache {
    pub fn new(
        store: Store,
        zone: CityZone,
        proxies: Arc<TrustedProxies>,
        counts: CacheCounts,
    ) -> ResponseCache {
        ResponseCache(Arc::new(Shared {
            entries: RwLock::default(),
            store,
            zone,
            proxies,
            counts,
        }))
    }

    /// The key of a GET or HEAD, or None for a request no kept response
    /// answers (another method, or no peer address to tell its scheme).
    fn key_of(&self, request: &Request) -> Option<Key> {
        if request.method() != Method::GET && request.method() != Method::HEAD {
            return None;
        }
        let peer: IpAddr = request
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()?
            .0
            .ip();
        let headers = request.headers();
        Some(Key {
            path_and_query: request.uri().path_and_query()?.as_str().to_string(),
            host: headers.get(header::HOST).cloned(),
            https: Requester::identify(peer, headers, &self.proxies).https,
            device: Device::of(headers),
        })
    }

    /// Now's content version and city day, when the version was read
    /// recently enough to trust without asking the database.
    fn now(&self) -> Option<(i64, Date)> {
        let version = self.store.known_content_version()?;
        Some((version, today(self.zone)))
    }

    /// Now's content version (from the database when it is not known
    /// recently enough) and city day; None when it cannot be read.
    async fn now_read(&self) -> Option<(i64, Date)> {
        let version = self.store.recent_content_version().await.ok()?;
        Some((version, today(self.zone)))
    }

    /// The kept response to `key`, if it was made in `now`.
    fn find(&self, now: (i64, Date), key: &Key, request_headers: &HeaderMap) -> Option<Found> {
        let kept = {
            let entries = self.entries.read().expect("response cache lock");
            if entries.made_in != Some(now) {
                return None;
            }
            entries.by_key.get(key)?.clone()
        };
        Some(match kept.copy.respond_now(request_headers) {
            Some(response) => Found::Answered(kept.completed(response)),
            None => Found::ToCompress(kept),
        })
    }

    /// Keeps `response` for `key` when it says it may be, made in `now`
    /// (read before it was made: a change meanwhile makes `now` older than
    /// the content, and the entry is dropped with it).
    fn keep(&self, key: Key, now: Option<(i64, Date)>, response: &Response) {
        let Some(reusable) = response.extensions().get::<Reusable>() else {
            return;
        };
        let Some(now) = now else { return };
        if response.status() != StatusCode::OK
            || response.headers().contains_key(header::SET_COOKIE)
        {
            return;
        }
        let mut headers = response.headers().clone();
        for coded in &CODING_HEADERS {
            headers.remove(coded);
        }
        let kept = Arc::new(Kept {
            headers,
            copy: reusable.copy.clone(),
            route: response.extensions().get::<MatchedPath>().cloned(),
        });
        let mut entries = self.entries.write().expect("response cache lock");
        match entries.made_in {
            Some(made_in) if made_in > now => return,
            Some(made_in) if made_in == now => {}
            _ => {
                entries.by_key.clear();
                entries.made_in = Some(now);
            }
        }
        if entries.by_key.len() < KEPT
            && !entries.by_key.contains_key(&key)
            && entries.bytes() + kept.copy.size() <= KEPT_BYTES
        {
            entries.by_key.insert(key, kept);
        }
    }
}

impl<S> Layer<S> for ResponseCache {
    type Service = Keeping<S>;

    fn layer(&self, inner: S) -> Keeping<S> {
        Keeping {
            cache: self.clone(),
            inner,
        }
    }
}

/// The service of [`ResponseCache`]'s layer.
#[derive(Clone)]
pub struct Keeping<S> {
    cache: ResponseCache,
    inner: S,
}

type Passed = Pin<Box<dyn Future<Output = Result<Response, Infallible>> + Send>>;

impl<S> Service<Request> for Keeping<S>
where
    S: Service<Request, Response = Response, Error = Infallible> + Clone + Send + 'static,
    S::Future: Send + 'static,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Either<Ready<Result<Response, Infallible>>, Passed>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request) -> Self::Future {
        let key = self.cache.key_of(&request);
        let known = key.as_ref().and_then(|_| self.cache.now());
        if let (Some(key), Some(now)) = (&key, known) {
            match self.cache.find(now, key, request.headers()) {
                Some(Found::Answered(response)) => {
                    self.cache.counts.hit();
                    return Either::Left(ready(Ok(response)));
                }
                Some(Found::ToCompress(kept)) => {
                    self.cache.counts.hit();
                    let headers = request.headers().clone();
                    return Either::Right(Box::pin(async move { Ok(kept.answer(&headers).await) }));
                }
                None => self.cache.counts.miss(),
            }
        }
        // The version is not known recently enough: it is read before the
        // kept answers are looked at (the server was idle a while).
        let headers = (known.is_none() && key.is_some()).then(|| request.headers().clone());
        let is_get = request.method() == Method::GET;
        let cache = self.cache.clone();
        // The service that was made ready is the one called (tower's rule).
        let ready_inner = self.inner.clone();
        let mut inner = std::mem::replace(&mut self.inner, ready_inner);
        Either::Right(Box::pin(async move {
            // A GET that may be kept needs the version it is made in: read
            // now when it was not known (the server was idle, or its only
            // reads ask for none, as a page's may not).
            let now = match (known, &key, &headers) {
                (Some(now), _, _) => Some(now),
                (None, Some(key), Some(headers)) => {
                    let now = cache.now_read().await;
                    if let Some(found) = now.and_then(|now| cache.find(now, key, headers)) {
                        cache.counts.hit();
                        return Ok(match found {
                            Found::Answered(response) => response,
                            Found::ToCompress(kept) => kept.answer(headers).await,
                        });
                    }
                    cache.counts.miss();
                    now
                }
                _ => None,
            };
            let response = inner.call(request).await?;
            // A HEAD's answer is a GET's without its body: only GETs are kept.
            if let Some(key) = key.filter(|_| is_get) {
                cache.keep(key, now, &response);
            }
            Ok(response)
        }))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use axum::body::Body;

    use super::*;

    /// How many of two GETs of one address the app behind the layer
    /// answered, when it answers each with `respond()`.
    async fn made_of_two(respond: fn() -> Response) -> usize {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("guide.db").display());
        let store = Store::open(&url).await.unwrap();
        let cache = ResponseCache::new(
            store.clone(),
            CityZone::default(),
            Arc::new(TrustedProxies::parse(&[]).unwrap()),
            CacheCounts::default(),
        );
        let made = Arc::new(AtomicUsize::new(0));
        let counted = made.clone();
        let app = tower::service_fn(move |_: Request| {
            counted.fetch_add(1, Ordering::SeqCst);
            ready(Ok::<_, Infallible>(respond()))
        });
        let mut service = cache.layer(app);
        for _ in 0..2 {
            // As the app's reads do: the version is then known to the layer.
            store.recent_content_version().await.unwrap();
            let peer = SocketAddr::from(([192, 0, 2, 1], 4000));
            let request = Request::get("/api/events?category=Opera")
                .extension(ConnectInfo(peer))
                .body(Body::empty())
                .unwrap();
            let response = service.call(request).await.unwrap();
            assert_eq!(response.status(), respond().status());
        }
        made.load(Ordering::SeqCst)
    }

    fn reusable(status: StatusCode, cookie: Option<&'static str>) -> Response {
        let copy = Arc::new(Compressed::of(b"[]".to_vec(), "application/json").unwrap());
        let mut response = copy.respond_now(&HeaderMap::new()).unwrap();
        *response.status_mut() = status;
        if let Some(cookie) = cookie {
            let value = HeaderValue::from_static(cookie);
            response.headers_mut().insert(header::SET_COOKIE, value);
        }
        response
    }

    #[tokio::test]
    async fn a_reusable_answer_is_made_once() {
        assert_eq!(made_of_two(|| reusable(StatusCode::OK, None)).await, 1);
    }

    #[tokio::test]
    async fn answers_past_the_ceiling_of_bytes_are_made_each_time() {
        fn large() -> Response {
            let body = vec![b'a'; KEPT_BYTES + 1];
            Arc::new(Compressed::of(body, "application/json").unwrap())
                .respond_now(&HeaderMap::new())
                .unwrap()
        }
        assert_eq!(made_of_two(large).await, 2);
    }

    #[tokio::test]
    async fn an_answer_not_marked_reusable_is_made_each_time() {
        assert_eq!(made_of_two(|| Response::new(Body::from("[]"))).await, 2);
    }

    #[tokio::test]
    async fn an_answer_that_sets_a_cookie_is_made_each_time() {
        let with_cookie = || reusable(StatusCode::OK, Some("guide-session=s; HttpOnly"));
        assert_eq!(made_of_two(with_cookie).await, 2);
    }

    #[tokio::test]
    async fn an_answer_that_is_not_a_200_is_made_each_time() {
        assert_eq!(
            made_of_two(|| reusable(StatusCode::NOT_FOUND, None)).await,
            2
        );
        assert_eq!(
            made_of_two(|| reusable(StatusCode::ACCEPTED, None)).await,
            2
        );
    }
}
