//! HTTP Message Signatures (RFC 9421), which newer peers sign with (Fedify
//! 1.6 and later, Mastodon 4.4 and later read them): `Signature-Input`
//! names what is covered and how, `Signature` carries the bytes, and the
//! body is covered through its `Content-Digest` (RFC 9530). The guide
//! signs and checks `rsa-v1_5-sha256` over `@method`, `@target-uri` and,
//! with a body, `content-digest`. Both fields are Structured Field Values
//! (RFC 9651), read and written by `sfv`.

use std::time::{SystemTime, UNIX_EPOCH};

use base64::Engine;
use base64::engine::general_purpose::STANDARD as BASE64;
use ring::rand::SystemRandom;
use ring::signature::{RSA_PKCS1_2048_8192_SHA256, RSA_PKCS1_SHA256, UnparsedPublicKey};
use sfv::{
    BareItem, DictSerializer, Dictionary, InnerList, Item, KeyRef, ListEntry, Parameters, Parser,
    StringRef,
};
use sha2::{Digest, Sha256, Sha512};

use super::{MAX_AGE_SECS, MAX_AHEAD_SECS, Received, Refused, Signer, rsa_public_der};

/// The only algorithm taken and made: RSA PKCS#1 v1.5 with SHA-256, the
/// key type ActivityPub actors publish.
const ALGORITHM: &str = "rsa-v1_5-sha256";

/// The label of the guide's signature.
const LABEL: &str = "sig1";

/// `sha-256=:<base64>:`, as `Content-Digest` says it.
pub fn content_digest(body: &[u8]) -> String {
    format!("sha-256=:{}:", BASE64.encode(Sha256::digest(body)))
}

/// A signature of `Signature-Input` and `Signature`, read.
#[derive(Debug, Clone, PartialEq)]
pub struct MessageSignature {
    pub key_id: String,
    /// The covered components, in order (`@method`, `content-digest`…).
    components: Vec<String>,
    created: Option<i64>,
    expires: Option<i64>,
    /// The signature's parameters as they are signed (`@signature-params`).
    params: String,
    signature: Vec<u8>,
}

/// `(components);params`, serialized as the base's last line has it.
fn signature_params(list: &InnerList) -> Result<String, Refused> {
    let key = KeyRef::from_str("p").map_err(|_| Refused::Malformed("a label"))?;
    let mut serializer = DictSerializer::new();
    {
        let mut inner = serializer.inner_list(key);
        inner.items(&list.items);
        let _ = inner.finish().parameters(&list.params);
    }
    let whole = serializer
        .finish()
        .ok_or(Refused::Malformed("no covered components"))?;
    Ok(whole["p=".len()..].to_string())
}

fn string_param(params: &Parameters, name: &str) -> Option<String> {
    match params.get(name)? {
        BareItem::String(value) => Some(value.as_str().to_string()),
        _ => None,
    }
}

fn integer_param(params: &Parameters, name: &str) -> Option<i64> {
    match params.get(name)? {
        BareItem::Integer(value) => Some(i64::from(*value)),
        _ => None,
    }
}

/// Reads the first signature of `signature_input` that `signature`
/// carries. Only `rsa-v1_5-sha256` (or no `alg`: the key says) is taken.
pub fn parse_message_signature(
    signature_input: &str,
    signature: &str,
) -> Result<MessageSignature, Refused> {
    let inputs: Dictionary = Parser::new(signature_input)
        .parse()
        .map_err(|_| Refused::Malformed("Signature-Input is not a dictionary"))?;
    let signatures: Dictionary = Parser::new(signature)
        .parse()
        .map_err(|_| Refused::Malformed("Signature is not a dictionary"))?;
    let (list, bytes) = inputs
        .iter()
        .find_map(|(label, input)| {
            let ListEntry::InnerList(list) = input else {
                return None;
            };
            match signatures.get(label.as_str())? {
                ListEntry::Item(Item {
                    bare_item: BareItem::ByteSequence(bytes),
                    ..
                }) => Some((list, bytes.clone())),
                _ => None,
            }
        })
        .ok_or(Refused::Malformed(
            "no signature matches its Signature-Input",
        ))?;
    if string_param(&list.params, "alg").is_some_and(|alg| alg != ALGORITHM) {
        return Err(Refused::Malformed(
            "an algorithm other than rsa-v1_5-sha256",
        ));
    }
    let components = list
        .items
        .iter()
        .map(|item| match (&item.bare_item, item.params.is_empty()) {
            (BareItem::String(name), true) => Ok(name.as_str().to_ascii_lowercase()),
            _ => Err(Refused::Malformed(
                "a covered component the guide cannot read",
            )),
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(MessageSignature {
        key_id: string_param(&list.params, "keyid").ok_or(Refused::Malformed("no keyid"))?,
        created: integer_param(&list.params, "created"),
        expires: integer_param(&list.params, "expires"),
        params: signature_params(list)?,
        components,
        signature: bytes,
    })
}

fn unix_secs(time: SystemTime) -> i64 {
    time.duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs() as i64)
}

/// Whether `Content-Digest` is the body's (its SHA-256 or SHA-512).
fn digest_matches(sent: &str, body: &[u8]) -> bool {
    let Ok(digests) = Parser::new(sent).parse::<Dictionary>() else {
        return false;
    };
    digests.iter().any(|(algorithm, value)| {
        let ListEntry::Item(Item {
            bare_item: BareItem::ByteSequence(bytes),
            ..
        }) = value
        else {
            return false;
        };
        match algorithm.as_str() {
            "sha-256" => bytes[..] == Sha256::digest(body)[..],
            "sha-512" => bytes[..] == Sha512::digest(body)[..],
            _ => false,
        }
    })
}

impl MessageSignature {
    /// Whether it is believed of `request` at `now`, with the key in
    /// `public_pem`: it covers the method and the target (its whole URI,
    /// or its authority and path), and the body's digest when there is a
    /// body; it was made within the same window as a `Date`.
    pub fn verify(
        &self,
        request: &Received,
        public_pem: &str,
        now: SystemTime,
    ) -> Result<(), Refused> {
        let covers = |name: &str| self.components.iter().any(|c| c == name);
        if !covers("@method") {
            return Err(Refused::Uncovered("@method"));
        }
        let target = covers("@target-uri") || (covers("@authority") && covers("@path"));
        if !target {
            return Err(Refused::Uncovered("@target-uri"));
        }
        if !request.body.is_empty() && !covers("content-digest") {
            return Err(Refused::Uncovered("content-digest"));
        }
        let created = self.created.ok_or(Refused::Stale)?;
        let now_secs = unix_secs(now);
        let too_old = now_secs - created > MAX_AGE_SECS as i64;
        let too_far = created - now_secs > MAX_AHEAD_SECS as i64;
        let expired = self.expires.is_some_and(|expires| expires < now_secs);
        if too_old || too_far || expired {
            return Err(Refused::Stale);
        }
        if covers("content-digest") {
            let sent = (request.header)("content-digest")
                .ok_or_else(|| Refused::MissingHeader("content-digest".into()))?;
            if !digest_matches(&sent, request.body) {
                return Err(Refused::Digest);
            }
        }
        let target = url::Url::parse(request.target_uri).map_err(|_| Refused::Mismatch)?;
        let mut base = String::new();
        for name in &self.components {
            let value = match name.as_str() {
                "@method" => request.method.to_ascii_uppercase(),
                "@target-uri" => request.target_uri.to_string(),
                "@authority" => authority(&target),
                "@scheme" => target.scheme().to_string(),
                "@path" => target.path().to_string(),
                "@query" => format!("?{}", target.query().unwrap_or("")),
                "@request-target" => request.path_and_query.to_string(),
                derived if derived.starts_with('@') => {
                    return Err(Refused::Malformed(
                        "a derived component the guide cannot read",
                    ));
                }
                field => (request.header)(field)
                    .map(|value| value.trim().to_string())
                    .ok_or_else(|| Refused::MissingHeader(field.to_string()))?,
            };
            base.push_str(&format!("\"{name}\": {value}\n"));
        }
        base.push_str(&format!("\"@signature-params\": {}", self.params));
        let der = rsa_public_der(public_pem)?;
        UnparsedPublicKey::new(&RSA_PKCS1_2048_8192_SHA256, &der)
            .verify(base.as_bytes(), &self.signature)
            .map_err(|_| Refused::Mismatch)
    }
}

/// `host[:port]` as a target URI's authority, lower case, without the
/// scheme's own port.
fn authority(url: &url::Url) -> String {
    let host = url.host_str().unwrap_or_default().to_ascii_lowercase();
    match url.port() {
        Some(port) => format!("{host}:{port}"),
        None => host,
    }
}

impl Signer {
    /// The headers that sign a request of `method` to `url` (with its
    /// `body`, for a POST) at `now` with RFC 9421: `Content-Digest` with a
    /// body, `Signature-Input` and `Signature`.
    pub fn sign_message(
        &self,
        method: &str,
        url: &url::Url,
        body: Option<&[u8]>,
        now: SystemTime,
    ) -> anyhow::Result<Vec<(&'static str, String)>> {
        let mut headers = Vec::new();
        let mut components = vec![
            ("@method", method.to_ascii_uppercase()),
            ("@target-uri", url.to_string()),
        ];
        if let Some(body) = body {
            let digest = content_digest(body);
            components.push(("content-digest", digest.clone()));
            headers.push(("content-digest", digest));
        }
        let created = unix_secs(now);
        let items: Vec<Item> = components
            .iter()
            .map(|(name, _)| Ok(Item::new(StringRef::from_str(name)?.to_owned())))
            .collect::<Result<_, sfv::Error>>()
            .map_err(|error| anyhow::anyhow!("a covered component: {error}"))?;
        let mut params = Parameters::new();
        params.insert(
            KeyRef::from_str("created")?.to_owned(),
            BareItem::Integer(sfv::Integer::try_from(created)?),
        );
        params.insert(
            KeyRef::from_str("keyid")?.to_owned(),
            BareItem::String(StringRef::from_str(&self.key_id)?.to_owned()),
        );
        params.insert(
            KeyRef::from_str("alg")?.to_owned(),
            BareItem::String(StringRef::from_str(ALGORITHM)?.to_owned()),
        );
        let list = InnerList::with_params(items, params);
        let signed_params =
            signature_params(&list).map_err(|why| anyhow::anyhow!("signing a request: {why}"))?;
        let mut base = String::new();
        for (name, value) in &components {
            base.push_str(&format!("\"{name}\": {value}\n"));
        }
        base.push_str(&format!("\"@signature-params\": {signed_params}"));
        let mut signature = vec![0; self.pair.public().modulus_len()];
        self.pair
            .sign(
                &RSA_PKCS1_SHA256,
                &SystemRandom::new(),
                base.as_bytes(),
                &mut signature,
            )
            .map_err(|_| anyhow::anyhow!("signing a request failed"))?;
        headers.push(("signature-input", format!("{LABEL}={signed_params}")));
        headers.push((
            "signature",
            format!("{LABEL}=:{}:", BASE64.encode(signature)),
        ));
        Ok(headers)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rsa::RsaPrivateKey;
    use rsa::pkcs8::{EncodePrivateKey, EncodePublicKey, LineEnding};
    use std::collections::HashMap;

    fn keys() -> (Signer, String) {
        let key = RsaPrivateKey::new(&mut rsa::rand_core::OsRng, 2048).unwrap();
        let private = key.to_pkcs8_pem(LineEnding::LF).unwrap().to_string();
        let public = rsa::RsaPublicKey::from(&key)
            .to_public_key_pem(LineEnding::LF)
            .unwrap();
        let signer =
            Signer::new(&private, "https://peer.example/users/ana#main-key".into()).unwrap();
        (signer, public)
    }

    const INBOX: &str = "https://guide.example/federation/inbox";

    fn check(
        headers: &HashMap<String, String>,
        body: &[u8],
        public: &str,
        now: SystemTime,
    ) -> Result<(), Refused> {
        let header = |name: &str| headers.get(name).cloned();
        let signed = parse_message_signature(&headers["signature-input"], &headers["signature"])?;
        assert_eq!(signed.key_id, "https://peer.example/users/ana#main-key");
        signed.verify(
            &Received {
                method: "POST",
                path_and_query: "/federation/inbox",
                target_uri: INBOX,
                header: &header,
                body,
            },
            public,
            now,
        )
    }

    fn signed(signer: &Signer, body: &[u8], at: SystemTime) -> HashMap<String, String> {
        let url = url::Url::parse(INBOX).unwrap();
        signer
            .sign_message("POST", &url, Some(body), at)
            .unwrap()
            .into_iter()
            .map(|(name, value)| (name.to_string(), value))
            .collect()
    }

    #[test]
    fn a_message_signature_is_made_as_rfc_9421_writes_it_and_checked() {
        let (signer, public) = keys();
        let body = br#"{"type":"Follow"}"#;
        let at = UNIX_EPOCH + std::time::Duration::from_secs(1_765_000_000);
        let headers = signed(&signer, body, at);
        assert_eq!(
            headers["signature-input"],
            "sig1=(\"@method\" \"@target-uri\" \"content-digest\");created=1765000000;\
             keyid=\"https://peer.example/users/ana#main-key\";alg=\"rsa-v1_5-sha256\""
        );
        assert_eq!(headers["content-digest"], content_digest(body));
        assert!(headers["signature"].starts_with("sig1=:"));
        assert_eq!(check(&headers, body, &public, at), Ok(()));

        // Another body, another key, an old or a future signature: refused.
        assert_eq!(check(&headers, b"{}", &public, at), Err(Refused::Digest));
        let (_, other) = keys();
        assert_eq!(check(&headers, body, &other, at), Err(Refused::Mismatch));
        let late = at + std::time::Duration::from_secs(MAX_AGE_SECS + 60);
        assert_eq!(check(&headers, body, &public, late), Err(Refused::Stale));
        let early = at - std::time::Duration::from_secs(MAX_AHEAD_SECS + 60);
        assert_eq!(check(&headers, body, &public, early), Err(Refused::Stale));
        let mut uncovered = headers.clone();
        uncovered.insert(
            "signature-input".into(),
            headers["signature-input"].replace(" \"content-digest\"", ""),
        );
        assert_eq!(
            check(&uncovered, body, &public, at),
            Err(Refused::Uncovered("content-digest"))
        );
    }

    #[test]
    fn the_signature_parameters_are_serialized_as_the_rfc_examples_have_them() {
        // RFC 9421, B.2.1 and B.2.4 (their signatures are not RSA v1.5,
        // so only their parameters are read here).
        for input in [
            r#"();created=1618884473;keyid="test-key-rsa-pss";nonce="b3k2pp5k7z-50gnwp.yemd""#,
            r#"("content-type" "content-digest" "content-length");created=1618884473;keyid="test-key-ecc-p256""#,
        ] {
            let signed = parse_message_signature(&format!("sig-b={input}"), "sig-b=:AAAA:");
            let signed = signed.unwrap();
            assert_eq!(signed.params, input);
        }
        assert_eq!(
            parse_message_signature(
                r#"sig1=("@method");created=1;keyid="k";alg="ed25519""#,
                "sig1=:AAAA:"
            ),
            Err(Refused::Malformed(
                "an algorithm other than rsa-v1_5-sha256"
            ))
        );
        assert!(parse_message_signature("sig1=(", "sig1=:AAAA:").is_err());
        assert!(parse_message_signature(r#"sig1=("@method")"#, "sig2=:AAAA:").is_err());
    }
}
