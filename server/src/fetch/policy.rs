//! Which addresses the outbound client may reach: public unicast addresses
//! on ports 80 and 443, nothing else, unless an `ip:port` pair is explicitly
//! allowed by configuration (a local fixture server in tests).

use std::collections::HashSet;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

use reqwest::Url;
use url::Host;

use super::FetchError;

/// The `fetch.allow_private` setting: exact `ip:port` pairs.
#[derive(Debug, Clone, Default)]
pub struct AllowList(HashSet<SocketAddr>);

impl AllowList {
    pub fn parse(entries: &[String]) -> anyhow::Result<AllowList> {
        entries
            .iter()
            .map(|e| e.trim())
            .filter(|e| !e.is_empty())
            .map(|e| {
                e.parse::<SocketAddr>().map_err(|_| {
                    anyhow::anyhow!(
                        "invalid fetch.allow_private {e:?}: each entry is an ip:port pair, \
                         such as 127.0.0.1:8080"
                    )
                })
            })
            .collect::<anyhow::Result<_>>()
            .map(AllowList)
    }

    pub fn contains(&self, addr: SocketAddr) -> bool {
        self.0.contains(&addr)
    }
}

/// Checks a URL before any connection is made (and again on each redirect):
/// scheme, port, and the host when it is a literal address. The WHATWG
/// parser has already turned decimal, hex and octal IPv4 forms
/// (`2130706433`, `0x7f.1`, `0177.0.0.1`) into ordinary addresses.
pub fn check_url(url: &Url, allow: &AllowList) -> Result<(), FetchError> {
    if !matches!(url.scheme(), "http" | "https") {
        return Err(FetchError::Scheme);
    }
    let port = url.port_or_known_default().ok_or(FetchError::Scheme)?;
    let ip = match url.host() {
        None => return Err(FetchError::InvalidUrl("the address has no host".into())),
        Some(Host::Domain(_)) => None,
        Some(Host::Ipv4(ip)) => Some(IpAddr::V4(ip)),
        Some(Host::Ipv6(ip)) => Some(IpAddr::V6(ip)),
    };
    if let Some(ip) = ip {
        if allow.contains(SocketAddr::new(ip, port)) {
            return Ok(());
        }
        if !is_public(ip) {
            return Err(FetchError::Forbidden(ip.to_string()));
        }
    }
    if port != 80 && port != 443 {
        return Err(FetchError::Port(port));
    }
    Ok(())
}

/// True for globally routable unicast addresses only.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => is_public_v6(v6),
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    let forbidden = a == 0 // "this network", incl. 0.0.0.0
        || ip.is_loopback() // 127/8
        || ip.is_private() // 10/8, 172.16/12, 192.168/16
        || ip.is_link_local() // 169.254/16, incl. the 169.254.169.254 metadata service
        || (a == 100 && (64..128).contains(&b)) // CGNAT 100.64/10
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments
        || (a == 192 && b == 0 && c == 2) // documentation
        || (a == 198 && b == 51 && c == 100)
        || (a == 203 && b == 0 && c == 113)
        || (a == 198 && (18..20).contains(&b)) // benchmarking
        || (a == 192 && b == 88 && c == 99) // 6to4 relay anycast
        || ip.is_multicast() // 224/4
        || a >= 240; // reserved, incl. broadcast
    !forbidden
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    let s = ip.segments();
    // Forms that carry an IPv4 address are judged by that address.
    if let Some(v4) = ip.to_ipv4_mapped() {
        return is_public_v4(v4); // ::ffff:a.b.c.d
    }
    let embedded = |hi: u16, lo: u16| Ipv4Addr::from((u32::from(hi) << 16) | u32::from(lo));
    if s[..6] == [0; 6] {
        // ::a.b.c.d (deprecated IPv4-compatible), and :: and ::1 themselves.
        return !ip.is_unspecified() && !ip.is_loopback() && is_public_v4(embedded(s[6], s[7]));
    }
    if s[0] == 0x64 && s[1] == 0xff9b && s[2..6] == [0; 4] {
        return is_public_v4(embedded(s[6], s[7])); // NAT64 64:ff9b::/96
    }
    if s[0] == 0x2002 {
        return is_public_v4(embedded(s[1], s[2])); // 6to4 2002::/16
    }
    let forbidden = (s[0] & 0xfe00) == 0xfc00 // unique local fc00::/7
        || (s[0] & 0xffc0) == 0xfe80 // link-local fe80::/10
        || (s[0] & 0xffc0) == 0xfec0 // site-local fec0::/10
        || (s[0] & 0xff00) == 0xff00 // multicast
        || (s[0] == 0x2001 && s[1] == 0) // Teredo 2001::/32
        || (s[0] == 0x2001 && s[1] == 0xdb8) // documentation
        || (s[0] == 0x0100 && s[1..4] == [0; 3]) // discard-only 100::/64
        || (s[0] == 0x64 && s[1] == 0xff9b && s[2] == 1); // local-use NAT64 64:ff9b:1::/48
    // Everything public lives in global unicast 2000::/3.
    !forbidden && (s[0] & 0xe000) == 0x2000
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(url: &str) -> bool {
        check_url(&Url::parse(url).unwrap(), &AllowList::default()).is_err()
    }

    #[test]
    fn private_and_special_addresses_are_refused() {
        for url in [
            "http://127.0.0.1/",
            "http://127.1/",
            "http://2130706433/",
            "http://0x7f000001/",
            "http://0x7f.0.0.1/",
            "http://0177.0.0.1/",
            "http://017700000001/",
            "http://0.0.0.0/",
            "http://10.1.2.3/",
            "http://172.16.0.1/",
            "http://172.31.255.255/",
            "http://192.168.0.1/",
            "http://169.254.169.254/latest/meta-data/",
            "http://100.64.0.1/",
            "http://100.127.255.254/",
            "http://224.0.0.1/",
            "http://255.255.255.255/",
            "http://198.18.0.1/",
            "http://[::1]/",
            "http://[::]/",
            "http://[::ffff:127.0.0.1]/",
            "http://[::ffff:7f00:1]/",
            "http://[::ffff:a9fe:a9fe]/",
            "http://[::127.0.0.1]/",
            "http://[64:ff9b::7f00:1]/",
            "http://[2002:7f00:1::]/",
            "http://[2002:a9fe:a9fe::]/",
            "http://[fe80::1]/",
            "http://[fc00::1]/",
            "http://[fd12:3456::1]/",
            "http://[ff02::1]/",
            "http://[2001::1]/",
            "http://[2001:db8::1]/",
        ] {
            assert!(refused(url), "{url} must be refused");
        }
    }

    #[test]
    fn only_web_schemes_and_ports_are_allowed() {
        for url in [
            "ftp://example.com/a.jpg",
            "file:///etc/passwd",
            "gopher://example.com/",
            "http://example.com:8080/a.jpg",
            "https://example.com:22/",
            "http://93.184.215.14:6379/",
        ] {
            assert!(refused(url), "{url} must be refused");
        }
        for url in [
            "http://example.com/a.jpg",
            "https://example.com:443/a.jpg",
            "http://93.184.215.14/",
            "http://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/",
            "http://[::ffff:93.184.215.14]/",
        ] {
            assert!(!refused(url), "{url} must be allowed");
        }
    }

    #[test]
    fn the_allow_list_admits_exact_pairs_only() {
        let allow = AllowList::parse(&["127.0.0.1:9000".to_string()]).unwrap();
        let ok = |u: &str| check_url(&Url::parse(u).unwrap(), &allow).is_ok();
        assert!(ok("http://127.0.0.1:9000/cat.jpg"));
        assert!(!ok("http://127.0.0.1:9001/cat.jpg"));
        assert!(!ok("http://127.0.0.2:9000/cat.jpg"));
        assert!(AllowList::parse(&["localhost".to_string()]).is_err());
    }
}
