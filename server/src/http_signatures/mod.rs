//! HTTP Signatures as Mastodon signs and checks them (draft-cavage-12:
//! `rsa-sha256`, and `hs2019` with an RSA key): what the guide's
//! deliveries carry, and what a peer's post to its inbox must carry.
//!
//! A request is signed over `(request-target)`, `host`, `date` and, with a
//! body, `digest` (SHA-256 of the body). A signature is believed when the
//! names it covers include those, its date is within
//! [`MAX_AGE_SECS`] before or [`MAX_AHEAD_SECS`] after now, the body's
//! digest is the one signed, and the key of its `keyId` verifies it.
//! `ring` signs and verifies; `rsa` reads the keys (docs/decisions/0026).

pub mod actor_key;
pub mod message;

use std::time::{Duration, SystemTime};

use base64::Engine;
use base64::engine::general_purpose::STANDARD as BASE64;
use ring::rand::SystemRandom;
use ring::signature::{
    RSA_PKCS1_2048_8192_SHA256, RSA_PKCS1_SHA256, RsaKeyPair, UnparsedPublicKey,
};
use rsa::pkcs1::{DecodeRsaPublicKey, EncodeRsaPublicKey};
use rsa::pkcs8::{DecodePrivateKey, DecodePublicKey, EncodePrivateKey};
use rsa::{RsaPrivateKey, RsaPublicKey};
use sha2::{Digest, Sha256};

/// The oldest a signed request may be (Mastodon's window).
pub const MAX_AGE_SECS: u64 = 12 * 60 * 60;
/// How far ahead a peer's clock may be.
pub const MAX_AHEAD_SECS: u64 = 60 * 60;

/// Why a signature is not believed; said to the peer in the 401.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    #[error("it is not signed (HTTP Signatures)")]
    Unsigned,
    #[error("the signature cannot be read: {0}")]
    Malformed(&'static str),
    #[error("the signature must cover {0}")]
    Uncovered(&'static str),
    #[error("the signed header {0} is missing")]
    MissingHeader(String),
    #[error("the request's date is too old or too far ahead")]
    Stale,
    #[error("the body's digest is not the one signed")]
    Digest,
    #[error("the signature does not match the key")]
    Mismatch,
    #[error("the key is not an RSA public key")]
    Key,
}

/// The actor's private key, ready to sign.
pub struct Signer {
    pair: RsaKeyPair,
    key_id: String,
}

impl Signer {
    /// From the stored PKCS#8 PEM and the key's id (`<actor>#main-key`).
    pub fn new(private_pem: &str, key_id: String) -> anyhow::Result<Signer> {
        let der = RsaPrivateKey::from_pkcs8_pem(private_pem)
            .and_then(|key| key.to_pkcs8_der())
            .map_err(|error| anyhow::anyhow!("the actor's key: {error}"))?;
        let pair = RsaKeyPair::from_pkcs8(der.as_bytes())
            .map_err(|error| anyhow::anyhow!("the actor's key for signing: {error}"))?;
        Ok(Signer { pair, key_id })
    }

    /// The headers that sign a request of `method` to `url` (with its
    /// `body`, for a POST) at `now`: `Host`, `Date`, `Digest` with a
    /// body, and `Signature`.
    pub fn sign(
        &self,
        method: &str,
        url: &url::Url,
        body: Option<&[u8]>,
        now: SystemTime,
    ) -> anyhow::Result<Vec<(&'static str, String)>> {
        let host = match url.port() {
            Some(port) => format!("{}:{port}", url.host_str().unwrap_or_default()),
            None => url.host_str().unwrap_or_default().to_string(),
        };
        let target = match url.query() {
            Some(query) => format!("{} {}?{query}", method.to_ascii_lowercase(), url.path()),
            None => format!("{} {}", method.to_ascii_lowercase(), url.path()),
        };
        let mut headers = vec![("host", host), ("date", httpdate::fmt_http_date(now))];
        if let Some(body) = body {
            headers.push(("digest", digest_of(body)));
        }
        let names: Vec<&str> = std::iter::once("(request-target)")
            .chain(headers.iter().map(|(name, _)| *name))
            .collect();
        let signing = std::iter::once(format!("(request-target): {target}"))
            .chain(
                headers
                    .iter()
                    .map(|(name, value)| format!("{name}: {value}")),
            )
            .collect::<Vec<_>>()
            .join("\n");
        let mut signature = vec![0; self.pair.public().modulus_len()];
        self.pair
            .sign(
                &RSA_PKCS1_SHA256,
                &SystemRandom::new(),
                signing.as_bytes(),
                &mut signature,
            )
            .map_err(|_| anyhow::anyhow!("signing a request failed"))?;
        headers.push((
            "signature",
            format!(
                "keyId=\"{}\",algorithm=\"rsa-sha256\",headers=\"{}\",signature=\"{}\"",
                self.key_id,
                names.join(" "),
                BASE64.encode(signature)
            ),
        ));
        Ok(headers)
    }
}

/// Which kind of signature a request carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// draft-cavage-12, as Mastodon signs: what every peer reads.
    Draft,
    /// RFC 9421, for a server that refused the draft's.
    Message,
}

/// The servers (by origin) that refused a draft signature and took an
/// RFC 9421 one: they get RFC 9421 first from then on (until a restart,
/// when the first request finds out again).
fn message_servers() -> &'static std::sync::Mutex<std::collections::HashSet<String>> {
    static SERVERS: std::sync::OnceLock<std::sync::Mutex<std::collections::HashSet<String>>> =
        std::sync::OnceLock::new();
    SERVERS.get_or_init(Default::default)
}

impl Style {
    /// The signature `url`'s server is sent first.
    pub fn for_server(url: &url::Url) -> Style {
        let origin = url.origin().ascii_serialization();
        match message_servers().lock() {
            Ok(servers) if servers.contains(&origin) => Style::Message,
            _ => Style::Draft,
        }
    }

    /// `url`'s server asked for RFC 9421 (it refused a draft signature
    /// with a 401, and took this one).
    pub fn remember(self, url: &url::Url) {
        if self == Style::Message
            && let Ok(mut servers) = message_servers().lock()
        {
            servers.insert(url.origin().ascii_serialization());
        }
    }

    /// The other kind: what a refused request is signed with again.
    pub fn other(self) -> Style {
        match self {
            Style::Draft => Style::Message,
            Style::Message => Style::Draft,
        }
    }
}

impl Signer {
    /// The headers that sign a request in `style` (see [`Signer::sign`]
    /// and [`Signer::sign_message`]).
    pub fn sign_in(
        &self,
        style: Style,
        method: &str,
        url: &url::Url,
        body: Option<&[u8]>,
        now: SystemTime,
    ) -> anyhow::Result<Vec<(&'static str, String)>> {
        match style {
            Style::Draft => self.sign(method, url, body, now),
            Style::Message => self.sign_message(method, url, body, now),
        }
    }
}

/// `SHA-256=<base64>` of a body, as the `Digest` header says it.
pub fn digest_of(body: &[u8]) -> String {
    format!("SHA-256={}", BASE64.encode(Sha256::digest(body)))
}

/// A `Signature` header's parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignatureHeader {
    pub key_id: String,
    /// The names it covers, lower case, in order.
    pub headers: Vec<String>,
    pub signature: Vec<u8>,
}

/// Reads `keyId="…",algorithm="…",headers="…",signature="…"`. Only RSA
/// with SHA-256 is believed (`rsa-sha256`, or `hs2019` whose key is
/// RSA); no `headers` means `date` alone, which the guide refuses.
pub fn parse_signature(header: &str) -> Result<SignatureHeader, Refused> {
    let mut key_id = None;
    let mut names = None;
    let mut signature = None;
    let mut rest = header.trim();
    while !rest.is_empty() {
        let (name, after) = rest
            .split_once('=')
            .ok_or(Refused::Malformed("a parameter without a value"))?;
        let after = after
            .strip_prefix('"')
            .ok_or(Refused::Malformed("a value not in quotes"))?;
        let (value, after) = after
            .split_once('"')
            .ok_or(Refused::Malformed("a value not closed"))?;
        match name.trim() {
            "keyId" => key_id = Some(value.to_string()),
            "headers" => names = Some(value.to_ascii_lowercase()),
            "signature" => signature = Some(value.to_string()),
            "algorithm" if !matches!(value, "rsa-sha256" | "hs2019") => {
                return Err(Refused::Malformed(
                    "an algorithm other than RSA with SHA-256",
                ));
            }
            _ => {}
        }
        rest = after.trim_start().trim_start_matches(',').trim_start();
    }
    Ok(SignatureHeader {
        key_id: key_id.ok_or(Refused::Malformed("no keyId"))?,
        headers: names
            .unwrap_or_else(|| "date".into())
            .split_whitespace()
            .map(str::to_string)
            .collect(),
        signature: BASE64
            .decode(signature.ok_or(Refused::Malformed("no signature"))?)
            .map_err(|_| Refused::Malformed("a signature not in base64"))?,
    })
}

/// An RSA public key (SPKI or PKCS#1 PEM, as actors publish them) as the
/// PKCS#1 DER `ring` verifies with.
fn rsa_public_der(public_pem: &str) -> Result<Vec<u8>, Refused> {
    let key = RsaPublicKey::from_public_key_pem(public_pem.trim())
        .or_else(|_| RsaPublicKey::from_pkcs1_pem(public_pem.trim()))
        .map_err(|_| Refused::Key)?;
    Ok(key
        .to_pkcs1_der()
        .map_err(|_| Refused::Key)?
        .as_bytes()
        .to_vec())
}

/// A request's signature, of either kind: draft-cavage's `Signature`
/// (Mastodon's), or RFC 9421's `Signature-Input` and `Signature`.
#[derive(Debug, Clone, PartialEq)]
pub enum Signed {
    Draft(SignatureHeader),
    Message(message::MessageSignature),
}

impl Signed {
    /// The request's signature, RFC 9421's when it has a `Signature-Input`.
    pub fn read(header: &dyn Fn(&str) -> Option<String>) -> Result<Signed, Refused> {
        let signature = header("signature").ok_or(Refused::Unsigned)?;
        match header("signature-input") {
            Some(input) => Ok(Signed::Message(message::parse_message_signature(
                &input, &signature,
            )?)),
            None => Ok(Signed::Draft(parse_signature(&signature)?)),
        }
    }

    pub fn key_id(&self) -> &str {
        match self {
            Signed::Draft(signed) => &signed.key_id,
            Signed::Message(signed) => &signed.key_id,
        }
    }

    /// Whether it is believed of `request` at `now` with `public_pem`.
    pub fn verify(
        &self,
        request: &Received,
        public_pem: &str,
        now: SystemTime,
    ) -> Result<(), Refused> {
        match self {
            Signed::Draft(signed) => verify(signed, request, public_pem, now),
            Signed::Message(signed) => signed.verify(request, public_pem, now),
        }
    }
}

/// A request as its signature is checked: its method, path with query,
/// headers (by lower-case name) and body.
pub struct Received<'a> {
    pub method: &'a str,
    pub path_and_query: &'a str,
    /// The whole URI the sender asked for (`https://guide.example/…`):
    /// RFC 9421's `@target-uri`.
    pub target_uri: &'a str,
    pub header: &'a dyn Fn(&str) -> Option<String>,
    pub body: &'a [u8],
}

/// Whether `signed` of `request` is believed, at `now`, with the key in
/// `public_pem` (SPKI or PKCS#1 PEM, as actors publish them).
pub fn verify(
    signed: &SignatureHeader,
    request: &Received,
    public_pem: &str,
    now: SystemTime,
) -> Result<(), Refused> {
    for (name, needed) in [
        ("(request-target)", "(request-target)"),
        ("host", "host"),
        ("date", "date"),
    ] {
        if !signed.headers.iter().any(|h| h == name) {
            return Err(Refused::Uncovered(needed));
        }
    }
    if !request.body.is_empty() && !signed.headers.iter().any(|h| h == "digest") {
        return Err(Refused::Uncovered("digest"));
    }
    let date = (request.header)("date").ok_or_else(|| Refused::MissingHeader("date".into()))?;
    let date = httpdate::parse_http_date(&date).map_err(|_| Refused::Stale)?;
    let too_old = now
        .duration_since(date)
        .is_ok_and(|age| age > Duration::from_secs(MAX_AGE_SECS));
    let too_far = date
        .duration_since(now)
        .is_ok_and(|ahead| ahead > Duration::from_secs(MAX_AHEAD_SECS));
    if too_old || too_far {
        return Err(Refused::Stale);
    }
    if signed.headers.iter().any(|h| h == "digest") {
        let sent =
            (request.header)("digest").ok_or_else(|| Refused::MissingHeader("digest".into()))?;
        // Several digests may be listed; the SHA-256 one must match.
        let ours = digest_of(request.body);
        if !sent.split(',').any(|d| d.trim() == ours) {
            return Err(Refused::Digest);
        }
    }
    let lines = signed
        .headers
        .iter()
        .map(|name| match name.as_str() {
            "(request-target)" => Ok(format!(
                "(request-target): {} {}",
                request.method.to_ascii_lowercase(),
                request.path_and_query
            )),
            name => (request.header)(name)
                .map(|value| format!("{name}: {}", value.trim()))
                .ok_or_else(|| Refused::MissingHeader(name.to_string())),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let der = rsa_public_der(public_pem)?;
    UnparsedPublicKey::new(&RSA_PKCS1_2048_8192_SHA256, &der)
        .verify(lines.join("\n").as_bytes(), &signed.signature)
        .map_err(|_| Refused::Mismatch)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rsa::pkcs8::{EncodePublicKey, LineEnding};
    use std::collections::HashMap;

    fn keys() -> (String, String) {
        let key = RsaPrivateKey::new(&mut rsa::rand_core::OsRng, 2048).unwrap();
        (
            key.to_pkcs8_pem(LineEnding::LF).unwrap().to_string(),
            RsaPublicKey::from(&key)
                .to_public_key_pem(LineEnding::LF)
                .unwrap(),
        )
    }

    /// A signed POST as the inbox receives it.
    fn received<'a>(
        signed: &'a [(&'static str, String)],
        body: &'a [u8],
        header: &'a dyn Fn(&str) -> Option<String>,
    ) -> (SignatureHeader, Received<'a>) {
        let signature = &signed.iter().find(|(n, _)| *n == "signature").unwrap().1;
        (
            parse_signature(signature).unwrap(),
            Received {
                method: "POST",
                path_and_query: "/federation/inbox",
                target_uri: "https://guide.example/federation/inbox",
                header,
                body,
            },
        )
    }

    fn headers_of(signed: &[(&'static str, String)]) -> HashMap<String, String> {
        signed
            .iter()
            .map(|(n, v)| (n.to_string(), v.clone()))
            .collect()
    }

    #[test]
    fn a_signed_post_is_believed_and_any_change_to_it_is_not() {
        let (private, public) = keys();
        let signer = Signer::new(
            &private,
            "https://guide.example/federation/actor#main-key".into(),
        )
        .unwrap();
        let url = url::Url::parse("https://peer.example/federation/inbox").unwrap();
        let body = br#"{"type":"Follow"}"#;
        let now = SystemTime::now();
        let signed = signer.sign("POST", &url, Some(body), now).unwrap();
        let names: Vec<&str> = signed.iter().map(|(n, _)| *n).collect();
        assert_eq!(names, ["host", "date", "digest", "signature"]);
        let map = headers_of(&signed);
        let header = |name: &str| map.get(name).cloned();
        let (signature, request) = received(&signed, body, &header);
        assert_eq!(
            signature.key_id,
            "https://guide.example/federation/actor#main-key"
        );
        assert_eq!(verify(&signature, &request, &public, now), Ok(()));

        // Another body: its digest is not the one signed.
        let other = received(&signed, b"{}", &header);
        assert_eq!(
            verify(&other.0, &other.1, &public, now),
            Err(Refused::Digest)
        );
        // Another key.
        let (_, stranger) = keys();
        assert_eq!(
            verify(&signature, &request, &stranger, now),
            Err(Refused::Mismatch)
        );
        // Another path.
        let moved = Received {
            path_and_query: "/federation/inbox?x=1",
            ..received(&signed, body, &header).1
        };
        assert_eq!(
            verify(&signature, &moved, &public, now),
            Err(Refused::Mismatch)
        );
        // Replayed a day later, or dated two hours ahead.
        let later = now + Duration::from_secs(24 * 60 * 60);
        assert_eq!(
            verify(&signature, &request, &public, later),
            Err(Refused::Stale)
        );
        let earlier = now - Duration::from_secs(2 * 60 * 60);
        assert_eq!(
            verify(&signature, &request, &public, earlier),
            Err(Refused::Stale)
        );
    }

    #[test]
    fn a_signature_must_cover_the_target_host_date_and_digest() {
        let (_, public) = keys();
        let only_date = parse_signature(r#"keyId="k",signature="AAAA""#).unwrap();
        assert_eq!(only_date.headers, ["date"]);
        let header = |_: &str| Some("x".to_string());
        let request = Received {
            method: "POST",
            path_and_query: "/federation/inbox",
            target_uri: "https://guide.example/federation/inbox",
            header: &header,
            body: b"{}",
        };
        let now = SystemTime::now();
        assert_eq!(
            verify(&only_date, &request, &public, now),
            Err(Refused::Uncovered("(request-target)"))
        );
        let no_digest =
            parse_signature(r#"keyId="k",headers="(request-target) host date",signature="AAAA""#)
                .unwrap();
        assert_eq!(
            verify(&no_digest, &request, &public, now),
            Err(Refused::Uncovered("digest"))
        );
        for broken in [
            r#"keyId="k",headers="date""#,
            r#"headers="date",signature="AAAA""#,
            r#"keyId=k,signature="AAAA""#,
            r#"keyId="k",signature="not base64!""#,
            r#"keyId="k",algorithm="hmac-sha256",signature="AAAA""#,
        ] {
            assert!(
                matches!(parse_signature(broken), Err(Refused::Malformed(_))),
                "{broken}"
            );
        }
    }

    /// An independent signer, OpenSSL, over the same string: its signature
    /// is believed, with the key as Mastodon publishes it (SPKI) and as
    /// some servers do (PKCS#1).
    #[test]
    fn a_signature_made_by_openssl_is_believed() {
        let dir = tempfile::tempdir().unwrap();
        let key_path = dir.path().join("key.pem");
        let made = std::process::Command::new("openssl")
            .args([
                "genpkey",
                "-algorithm",
                "RSA",
                "-pkeyopt",
                "rsa_keygen_bits:2048",
                "-out",
            ])
            .arg(&key_path)
            .output()
            .expect("openssl, which scripts/test installs");
        assert!(made.status.success());
        let private = std::fs::read_to_string(&key_path).unwrap();
        let key = RsaPrivateKey::from_pkcs8_pem(&private).unwrap();
        let spki = RsaPublicKey::from(&key)
            .to_public_key_pem(LineEnding::LF)
            .unwrap();
        let pkcs1 = RsaPublicKey::from(&key)
            .to_pkcs1_pem(LineEnding::LF)
            .unwrap();
        let date = httpdate::fmt_http_date(SystemTime::now());
        let body = br#"{"type":"Create"}"#;
        let digest = digest_of(body);
        let signing = format!(
            "(request-target): post /federation/inbox\nhost: guide.example\ndate: {date}\ndigest: {digest}"
        );
        let input = dir.path().join("signing.txt");
        std::fs::write(&input, &signing).unwrap();
        let signed = std::process::Command::new("openssl")
            .args(["dgst", "-sha256", "-sign"])
            .arg(&key_path)
            .arg(&input)
            .output()
            .unwrap();
        assert!(signed.status.success());
        let header = format!(
            r#"keyId="https://peer.example/actor#main-key",algorithm="hs2019",headers="(request-target) host date digest",signature="{}""#,
            BASE64.encode(&signed.stdout)
        );
        let map: HashMap<String, String> = [
            ("host".to_string(), "guide.example".to_string()),
            ("date".to_string(), date),
            ("digest".to_string(), digest),
        ]
        .into();
        let lookup = |name: &str| map.get(name).cloned();
        let request = Received {
            method: "POST",
            path_and_query: "/federation/inbox",
            target_uri: "https://guide.example/federation/inbox",
            header: &lookup,
            body,
        };
        let parsed = parse_signature(&header).unwrap();
        assert_eq!(verify(&parsed, &request, &spki, SystemTime::now()), Ok(()));
        assert_eq!(verify(&parsed, &request, &pkcs1, SystemTime::now()), Ok(()));
    }
}
