//! Who is asking: the client's address and whether it reached the site over
//! https. Behind a load balancer the peer is the balancer, so the
//! `X-Forwarded-For` and `X-Forwarded-Proto` it adds are believed, but only
//! from the configured `trusted_proxies`: anyone else could write them.
//! The rate limiter, the sign-in throttle, the `Secure` cookie flag and HSTS
//! all read this one answer.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use anyhow::Context;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::HeaderMap;
use axum::middleware::Next;
use axum::response::Response;
use ipnet::IpNet;

/// The proxies whose forwarding headers are believed.
#[derive(Debug, Clone, Default)]
pub struct TrustedProxies(Vec<IpNet>);

impl TrustedProxies {
    /// CIDR ranges (`10.0.0.0/8`, `fd00::/8`) or single addresses.
    pub fn parse(entries: &[String]) -> anyhow::Result<TrustedProxies> {
        entries
            .iter()
            .map(|e| e.trim())
            .filter(|e| !e.is_empty())
            .map(|e| {
                e.parse::<IpNet>()
                    .or_else(|_| e.parse::<IpAddr>().map(IpNet::from))
                    .with_context(|| {
                        format!("trusted_proxies: '{e}' is not an address or CIDR range")
                    })
            })
            .collect::<anyhow::Result<_>>()
            .map(TrustedProxies)
    }

    fn trusts(&self, ip: IpAddr) -> bool {
        let ip = ip.to_canonical();
        self.0.iter().any(|net| net.contains(&ip))
    }
}

/// The client of a request, as a request extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Requester {
    pub ip: IpAddr,
    /// The site was reached over https (said by a trusted proxy).
    pub https: bool,
}

impl Requester {
    /// The server itself, reading its own API for a page it renders.
    pub fn local() -> Requester {
        Requester {
            ip: IpAddr::from([127, 0, 0, 1]),
            https: false,
        }
    }

    /// From the peer address and, when the peer is a trusted proxy, its
    /// forwarding headers: the client is the last address in
    /// `X-Forwarded-For` that is not itself a trusted proxy (earlier
    /// entries were written by whoever sent the request, and prove nothing),
    /// and the scheme is the last `X-Forwarded-Proto` value, the one the
    /// nearest proxy set.
    pub fn identify(peer: IpAddr, headers: &HeaderMap, proxies: &TrustedProxies) -> Requester {
        let peer = peer.to_canonical();
        if !proxies.trusts(peer) {
            return Requester {
                ip: peer,
                https: false,
            };
        }
        let forwarded: Vec<IpAddr> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|a| a.trim().parse::<IpAddr>().ok())
            .map(|ip| ip.to_canonical())
            .collect();
        let ip = forwarded
            .iter()
            .rev()
            .find(|ip| !proxies.trusts(**ip))
            .or(forwarded.first())
            .copied()
            .unwrap_or(peer);
        let https = headers
            .get_all("x-forwarded-proto")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .next_back()
            .is_some_and(|proto| proto.trim().eq_ignore_ascii_case("https"));
        Requester { ip, https }
    }
}

/// Puts the request's [`Requester`] into its extensions.
pub async fn identify_client(
    State(proxies): State<Arc<TrustedProxies>>,
    mut request: Request,
    next: Next,
) -> Response {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|info| info.0.ip())
        .unwrap_or(IpAddr::from([127, 0, 0, 1]));
    let client = Requester::identify(peer, request.headers(), &proxies);
    request.extensions_mut().insert(client);
    next.run(request).await
}

/// The site's public origin (`https://guide.example`, no trailing slash):
/// the configured `public_url`, else this request's host (letters, digits,
/// dots, dashes and a port only; `hosts` refused any other name before the
/// request got here) and scheme. Pages' canonical links and feeds use it;
/// e-mailed links never do (`Config::mail_origin`).
pub fn site_origin(
    public_url: Option<&str>,
    headers: &axum::http::HeaderMap,
    client: Option<&Requester>,
) -> String {
    if let Some(url) = public_url {
        return url.trim_end_matches('/').to_string();
    }
    let host = headers
        .get(axum::http::header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| {
            !h.is_empty()
                && h.len() <= 255
                && h.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-.:[]".contains(&b))
        })
        .unwrap_or("localhost");
    let scheme = if client.is_some_and(|c| c.https) {
        "https"
    } else {
        "http"
    };
    format!("{scheme}://{host}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (k, v) in pairs {
            map.append(
                axum::http::HeaderName::from_bytes(k.as_bytes()).unwrap(),
                v.parse().unwrap(),
            );
        }
        map
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn forwarding_headers_count_only_from_trusted_proxies() {
        let none = TrustedProxies::default();
        let spoofed = headers(&[
            ("x-forwarded-for", "203.0.113.9"),
            ("x-forwarded-proto", "https"),
        ]);
        assert_eq!(
            Requester::identify(ip("198.51.100.7"), &spoofed, &none),
            Requester {
                ip: ip("198.51.100.7"),
                https: false
            }
        );

        let lb = TrustedProxies::parse(&["10.0.0.0/8".into(), " 192.0.2.1 ".into()]).unwrap();
        // The balancer appends the address it saw; what the client wrote
        // before it is not believed.
        let chain = headers(&[
            ("x-forwarded-for", "1.2.3.4, 203.0.113.9"),
            ("x-forwarded-for", "10.1.1.1"),
            ("x-forwarded-proto", "http, https"),
        ]);
        assert_eq!(
            Requester::identify(ip("10.0.0.2"), &chain, &lb),
            Requester {
                ip: ip("203.0.113.9"),
                https: true
            }
        );
        assert_eq!(
            Requester::identify(ip("::ffff:192.0.2.1"), &headers(&[]), &lb),
            Requester {
                ip: ip("192.0.2.1"),
                https: false
            },
            "a trusted peer without headers is the client"
        );
        assert_eq!(
            Requester::identify(ip("198.51.100.7"), &chain, &lb).ip,
            ip("198.51.100.7"),
            "an untrusted peer's headers are ignored"
        );
        assert!(TrustedProxies::parse(&["10.0.0.0/33".into()]).is_err());
        assert!(TrustedProxies::parse(&["proxy.internal".into()]).is_err());
    }
}
