//! The one outbound HTTP client (image proxy, scrapers). It cannot be turned
//! against the server's own network: every URL is checked before connecting
//! and on each redirect, every address a host name resolves to is checked by
//! the resolver the connection then uses (no second lookup to race), bodies
//! are capped while streaming, and every request has a deadline.

pub mod policy;

use std::net::SocketAddr;
use std::sync::{Arc, Once};
use std::time::Duration;

use bytes::{Bytes, BytesMut};
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use reqwest::{Url, redirect};

pub use policy::{AllowList, check_url, is_public};

/// Redirects followed before giving up; each one is re-checked.
pub const MAX_REDIRECTS: usize = 3;

#[derive(Debug, Clone, thiserror::Error)]
pub enum FetchError {
    #[error("Invalid address: {0}")]
    InvalidUrl(String),
    #[error("Only http and https addresses can be fetched")]
    Scheme,
    #[error("Only the standard web ports (80 and 443) can be fetched, not {0}")]
    Port(u16),
    #[error("The address {0} is not a public internet address")]
    Forbidden(String),
    #[error("More than {MAX_REDIRECTS} redirects")]
    TooManyRedirects,
    #[error("The response is larger than {0} bytes")]
    TooLarge(usize),
    #[error("The remote server did not answer in time")]
    Timeout,
    #[error("The remote server answered {0}")]
    Status(u16),
    #[error("The remote server could not be reached: {0}")]
    Network(String),
}

/// Limits of one request.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub max_bytes: usize,
    pub timeout: Duration,
}

/// A successful response, body read in full.
#[derive(Debug, Clone)]
pub struct Fetched {
    /// Where the body came from, after redirects.
    pub url: Url,
    pub content_type: Option<String>,
    pub body: Bytes,
}

/// Resolves host names with the system resolver and refuses the name when
/// any of its addresses is not public, so a name pointing at 127.0.0.1 (or
/// re-pointed there between two lookups) never gets a connection.
struct GuardedResolver;

impl Resolve for GuardedResolver {
    fn resolve(&self, name: Name) -> Resolving {
        Box::pin(async move {
            let host = name.as_str().to_string();
            let addrs: Vec<SocketAddr> =
                tokio::net::lookup_host((host.as_str(), 0)).await?.collect();
            if addrs.is_empty() {
                return Err(
                    Box::new(FetchError::Network(format!("{host} has no address")))
                        as Box<dyn std::error::Error + Send + Sync>,
                );
            }
            if let Some(bad) = addrs.iter().find(|a| !is_public(a.ip())) {
                return Err(
                    Box::new(FetchError::Forbidden(format!("{} ({host})", bad.ip())))
                        as Box<dyn std::error::Error + Send + Sync>,
                );
            }
            Ok(Box::new(addrs.into_iter()) as Addrs)
        })
    }
}

#[derive(Clone)]
pub struct GuardedClient {
    client: reqwest::Client,
    allow: Arc<AllowList>,
}

impl GuardedClient {
    pub fn new(allow: AllowList, user_agent: &str) -> anyhow::Result<GuardedClient> {
        static CRYPTO: Once = Once::new();
        CRYPTO.call_once(|| {
            // Another part of the process may have installed one already.
            let _ = rustls::crypto::ring::default_provider().install_default();
        });
        let allow = Arc::new(allow);
        let policy_allow = allow.clone();
        let redirects = redirect::Policy::custom(move |attempt| {
            if attempt.previous().len() > MAX_REDIRECTS {
                return attempt.error(FetchError::TooManyRedirects);
            }
            match check_url(attempt.url(), &policy_allow) {
                Ok(()) => attempt.follow(),
                Err(error) => attempt.error(error),
            }
        });
        let client = reqwest::Client::builder()
            .user_agent(user_agent)
            .dns_resolver(Arc::new(GuardedResolver))
            .redirect(redirects)
            .no_proxy()
            .connect_timeout(Duration::from_secs(5))
            .timeout(Duration::from_secs(30))
            .build()?;
        Ok(GuardedClient { client, allow })
    }

    /// Whether `url` is one this client may ever read, asked before it is
    /// kept (a followed source): http(s) on the standard ports, to public
    /// addresses only, its name resolved now; or an allowed `ip:port`. A
    /// name that does not resolve (yet) passes: its reads will say so.
    pub async fn check_address(&self, url: &str) -> Result<(), FetchError> {
        let url = Url::parse(url.trim()).map_err(|e| FetchError::InvalidUrl(e.to_string()))?;
        check_url(&url, &self.allow)?;
        let (Some(url::Host::Domain(host)), Some(port)) = (url.host(), url.port_or_known_default())
        else {
            return Ok(());
        };
        let lookup = tokio::net::lookup_host((host, port));
        let Ok(Ok(addrs)) = tokio::time::timeout(Duration::from_secs(3), lookup).await else {
            return Ok(());
        };
        for addr in addrs {
            if !is_public(addr.ip()) && !self.allow.contains(addr) {
                return Err(FetchError::Forbidden(format!("{} ({host})", addr.ip())));
            }
        }
        Ok(())
    }

    /// GETs `url` within `limits`; any non-2xx answer is an error.
    pub async fn get(&self, url: &str, limits: Limits) -> Result<Fetched, FetchError> {
        self.send(Outbound::get(url), limits).await
    }

    /// Sends `request` within `limits`; any non-2xx answer is an error.
    pub async fn send(&self, request: Outbound<'_>, limits: Limits) -> Result<Fetched, FetchError> {
        let url =
            Url::parse(request.url.trim()).map_err(|e| FetchError::InvalidUrl(e.to_string()))?;
        check_url(&url, &self.allow)?;
        let mut builder = self.client.request(request.method, url);
        for (name, value) in request.headers {
            builder = builder.header(name, value);
        }
        if let Some(body) = request.body {
            builder = builder.body(body);
        }
        let work = async {
            let mut response = builder.send().await.map_err(|e| classify(&e))?;
            let status = response.status();
            if !status.is_success() {
                return Err(FetchError::Status(status.as_u16()));
            }
            if response
                .content_length()
                .is_some_and(|n| n > limits.max_bytes as u64)
            {
                return Err(FetchError::TooLarge(limits.max_bytes));
            }
            let final_url = response.url().clone();
            let content_type = response
                .headers()
                .get(reqwest::header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string);
            let mut body = BytesMut::new();
            while let Some(chunk) = response.chunk().await.map_err(|e| classify(&e))? {
                if body.len() + chunk.len() > limits.max_bytes {
                    return Err(FetchError::TooLarge(limits.max_bytes));
                }
                body.extend_from_slice(&chunk);
            }
            Ok(Fetched {
                url: final_url,
                content_type,
                body: body.freeze(),
            })
        };
        tokio::time::timeout(limits.timeout, work)
            .await
            .map_err(|_| FetchError::Timeout)?
    }
}

/// A request to send: a GET, or a signed POST of federation.
pub struct Outbound<'a> {
    pub method: reqwest::Method,
    pub url: &'a str,
    pub headers: Vec<(&'static str, String)>,
    pub body: Option<Vec<u8>>,
}

impl Outbound<'_> {
    pub fn get(url: &str) -> Outbound<'_> {
        Outbound {
            method: reqwest::Method::GET,
            url,
            headers: Vec::new(),
            body: None,
        }
    }
}

/// Finds our own refusal (from the resolver or the redirect policy) inside
/// reqwest's error chain, else describes the network failure.
fn classify(error: &reqwest::Error) -> FetchError {
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(error);
    while let Some(current) = source {
        if let Some(ours) = current.downcast_ref::<FetchError>() {
            return ours.clone();
        }
        source = current.source();
    }
    if error.is_timeout() {
        FetchError::Timeout
    } else if error.is_redirect() {
        FetchError::TooManyRedirects
    } else {
        let mut text = error.to_string();
        if let Some(inner) = std::error::Error::source(error) {
            text = format!("{text}: {inner}");
        }
        FetchError::Network(text)
    }
}
