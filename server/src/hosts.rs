//! The names the site answers to (`allowed_hosts`, as Django's
//! `ALLOWED_HOSTS`). A page's canonical link, a feed's links and the
//! address bar's origin are taken from the request's `Host`: a request
//! naming a host the operator did not allow is refused with a 400 before
//! anything reads it, and before the response cache could keep its answer.
//! E-mailed links never take their origin from a request at all
//! (`Config::mail_origin`).

use std::net::SocketAddr;
use std::str::FromStr;
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::uri::Authority;
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::error::ApiError;

/// Routes any host may ask: a load balancer checks an instance by its own
/// address, and the answer names no site.
const ANY_HOST_PATHS: &[&str] = &["/healthz"];

#[derive(Debug, Clone, PartialEq, Eq)]
enum Pattern {
    /// Any host (`*`): the operator's proxy checks the name itself.
    Any,
    /// This name exactly (`guide.example.com`, `127.0.0.1`, `[::1]`).
    Name(String),
    /// This domain and its subdomains (`.example.com`).
    Domain(String),
}

/// The hosts a request may name.
#[derive(Debug, Clone)]
pub struct AllowedHosts(Vec<Pattern>);

impl AllowedHosts {
    /// `allowed_hosts` as configured, or, when it is empty, the local names
    /// (`localhost`, `127.0.0.1`, `[::1]`) and the address the server binds
    /// to (`bind`) when it is a particular one. The host of `public_url` is
    /// always allowed.
    pub fn new(
        allowed_hosts: &[String],
        bind: SocketAddr,
        public_url: Option<&str>,
    ) -> anyhow::Result<AllowedHosts> {
        let mut patterns = allowed_hosts
            .iter()
            .map(|entry| parse_pattern(entry))
            .collect::<anyhow::Result<Vec<_>>>()?;
        if patterns.is_empty() {
            patterns
                .extend(["localhost", "127.0.0.1", "[::1]"].map(|name| Pattern::Name(name.into())));
            let ip = bind.ip();
            if !ip.is_unspecified() && !ip.is_loopback() {
                patterns.push(Pattern::Name(host_of_ip(ip)));
            }
        }
        if let Some(public) = public_url {
            let url = url::Url::parse(public)?;
            if let Some(host) = url.host_str() {
                patterns.push(Pattern::Name(host.to_ascii_lowercase()));
            }
        }
        Ok(AllowedHosts(patterns))
    }

    /// Whether `host` (a `Host` header's value: a name or address, and a
    /// port) is one of the site's names.
    pub fn allows(&self, host: &str) -> bool {
        let Some(name) = name_of(host) else {
            return false;
        };
        self.0.iter().any(|pattern| match pattern {
            Pattern::Any => true,
            Pattern::Name(allowed) => *allowed == name,
            Pattern::Domain(domain) => {
                name == *domain
                    || name
                        .strip_suffix(domain.as_str())
                        .is_some_and(|sub| sub.ends_with('.'))
            }
        })
    }
}

/// `[::1]` for an IPv6 address, as a `Host` header writes it.
fn host_of_ip(ip: std::net::IpAddr) -> String {
    match ip {
        std::net::IpAddr::V4(v4) => v4.to_string(),
        std::net::IpAddr::V6(v6) => format!("[{v6}]"),
    }
}

/// A host's name, lower case, without its port or a final dot; `None`
/// for what is not a host.
fn name_of(host: &str) -> Option<String> {
    let authority = Authority::from_str(host.trim()).ok()?;
    // (No `user@`: a Host header has none.)
    if authority.as_str().contains('@') {
        return None;
    }
    let name = authority.host().trim_end_matches('.').to_ascii_lowercase();
    (!name.is_empty()).then_some(name)
}

fn parse_pattern(entry: &str) -> anyhow::Result<Pattern> {
    let entry = entry.trim();
    if entry == "*" {
        return Ok(Pattern::Any);
    }
    let invalid = || {
        anyhow::anyhow!(
            "invalid allowed_hosts entry {entry:?}: a host name (guide.example.com), \
             an address (203.0.113.7, [2001:db8::7]), a domain with its subdomains \
             (.example.com) or *"
        )
    };
    let (domain, name) = match entry.strip_prefix('.') {
        Some(rest) => (true, rest),
        None => (false, entry),
    };
    // A bare IPv6 address is written as a Host header writes it.
    let name = match name.parse::<std::net::Ipv6Addr>() {
        Ok(v6) => format!("[{v6}]"),
        Err(_) => name.to_string(),
    };
    let parsed = name_of(&name).ok_or_else(invalid)?;
    // A name, not a name and a port, nor a wildcard.
    let plain = parsed
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b"-.[]:".contains(&b));
    if !plain || parsed != name.trim_end_matches('.').to_ascii_lowercase() {
        return Err(invalid());
    }
    Ok(if domain {
        Pattern::Domain(parsed)
    } else {
        Pattern::Name(parsed)
    })
}

/// Refuses a request whose host is not allowed: 400, in words that say
/// what to set, never stored by any cache.
pub async fn refuse_other_hosts(
    State(hosts): State<Arc<AllowedHosts>>,
    request: Request,
    next: Next,
) -> Response {
    if ANY_HOST_PATHS.contains(&request.uri().path()) {
        return next.run(request).await;
    }
    // HTTP/2 names the host in the request's address, HTTP/1.1 in `Host`.
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|host| host.to_str().ok())
        .map(str::to_string)
        .or_else(|| request.uri().authority().map(|a| a.to_string()));
    match host {
        Some(host) if hosts.allows(&host) => next.run(request).await,
        host => {
            let shown: String = host
                .unwrap_or_default()
                .chars()
                .filter(|c| !c.is_control())
                .take(100)
                .collect();
            tracing::warn!(host = %shown, "request for a host not allowed");
            let mut refused = ApiError::BadRequest(format!(
                "This guide does not answer to the host '{shown}'. \
                 Its operator can add it to allowed_hosts (GUIDE_ALLOWED_HOSTS)."
            ))
            .into_response();
            refused
                .headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            refused
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hosts(allowed: &[&str], bind: &str, public_url: Option<&str>) -> AllowedHosts {
        let allowed: Vec<String> = allowed.iter().map(|s| s.to_string()).collect();
        AllowedHosts::new(&allowed, bind.parse().unwrap(), public_url).unwrap()
    }

    #[test]
    fn by_default_only_the_local_names_and_the_public_address_are_allowed() {
        let local = hosts(&[], "0.0.0.0:8080", None);
        for host in [
            "localhost:8080",
            "LOCALHOST",
            "127.0.0.1:8080",
            "[::1]:8080",
            "localhost.",
        ] {
            assert!(local.allows(host), "{host}");
        }
        for host in [
            "evil.example",
            "evil.example:8080",
            "localhost.evil.example",
            "",
            "a b",
            "x@localhost",
        ] {
            assert!(!local.allows(host), "{host}");
        }
        let bound = hosts(&[], "192.0.2.4:80", Some("https://guide.example.com/"));
        assert!(bound.allows("192.0.2.4"));
        assert!(bound.allows("guide.example.com"));
        assert!(bound.allows("Guide.Example.com:443"));
        assert!(!bound.allows("www.guide.example.com"));
    }

    #[test]
    fn the_configured_list_replaces_the_local_names() {
        let listed = hosts(
            &["guide.example.com", ".sarasota.example", "2001:db8::7"],
            "0.0.0.0:8080",
            None,
        );
        assert!(listed.allows("guide.example.com:8080"));
        assert!(listed.allows("sarasota.example"));
        assert!(listed.allows("events.sarasota.example"));
        assert!(listed.allows("[2001:db8::7]:8080"));
        assert!(!listed.allows("evilsarasota.example"));
        assert!(!listed.allows("localhost"));
        assert!(hosts(&["*"], "0.0.0.0:8080", None).allows("anything.example"));
        let bind = "0.0.0.0:8080".parse().unwrap();
        for wrong in [
            "guide.example.com:8080",
            "https://guide.example.com",
            "a b",
            "*.example.com",
        ] {
            assert!(
                AllowedHosts::new(&[wrong.into()], bind, None).is_err(),
                "{wrong}"
            );
        }
    }
}
