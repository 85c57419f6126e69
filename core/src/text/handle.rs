//! An account on a federated server as people write it
//! (`@events@example.org`): staff follow one as a source.

/// An account as people write it: `@relay@gancio.example`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Handle {
    pub user: String,
    /// The host, with its port if any.
    pub host: String,
}

impl Handle {
    /// `@user@host` or `acct:user@host` (a bare `user@host` is an e-mail
    /// address as much as an account, and is not taken for one).
    pub fn parse(text: &str) -> Option<Handle> {
        let text = text.trim();
        let rest = text
            .strip_prefix('@')
            .or_else(|| text.strip_prefix("acct:"))?;
        let (user, host) = rest.split_once('@')?;
        let fine = |part: &str, extra: &str| {
            !part.is_empty()
                && part
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c) || extra.contains(c))
        };
        (fine(user, "") && fine(host, ":") && host.contains(['.', ':'])).then(|| Handle {
            user: user.into(),
            host: host.to_ascii_lowercase(),
        })
    }

    /// Where its server says which actor it is (RFC 7033, over https).
    pub fn webfinger_url(&self) -> String {
        format!(
            "https://{}/.well-known/webfinger?resource=acct:{}@{}",
            self.host, self.user, self.host
        )
    }
}

impl std::fmt::Display for Handle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "@{}@{}", self.user, self.host)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_account_is_read_from_how_people_write_it() {
        let handle = Handle::parse(" @relay@Gancio.Example ").unwrap();
        assert_eq!(handle.to_string(), "@relay@gancio.example");
        assert_eq!(
            handle.webfinger_url(),
            "https://gancio.example/.well-known/webfinger?resource=acct:relay@gancio.example"
        );
        assert_eq!(
            Handle::parse("acct:events@guide.example:8443")
                .unwrap()
                .host,
            "guide.example:8443"
        );
        for not in [
            "relay@gancio.example",
            "@relay",
            "@@gancio.example",
            "@re lay@gancio.example",
            "@relay@localhost",
            "https://gancio.example",
        ] {
            assert_eq!(Handle::parse(not), None, "{not}");
        }
    }
}
