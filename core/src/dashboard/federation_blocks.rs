//! Blocks of other instances' accounts and of whole instances (issue 73):
//! what a blocked actor posts to the guide's inbox is refused, it follows
//! the guide no more, and the guide follows it no more.

use serde::{Deserialize, Serialize};

use crate::text::validation::{Checks, MAX_LINE, ValidationErrors};
use crate::text::words::Localizer;

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// What a block stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum BlockKind {
    /// One account: its actor's address.
    Actor,
    /// A whole server (its host, and every host under it).
    Instance,
}

impl BlockKind {
    pub fn as_str(self) -> &'static str {
        match self {
            BlockKind::Actor => "actor",
            BlockKind::Instance => "instance",
        }
    }

    pub fn parse(word: &str) -> Option<BlockKind> {
        match word {
            "actor" => Some(BlockKind::Actor),
            "instance" => Some(BlockKind::Instance),
            _ => None,
        }
    }
}

/// A block: an actor's address, or an instance's host (lower case, with
/// its port if it has one).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct FederationBlock {
    pub kind: BlockKind,
    pub value: String,
}

/// The scheme and host of an http(s) address, and the rest.
fn split_address(address: &str) -> Option<(&str, &str)> {
    let rest = address
        .strip_prefix("https://")
        .or_else(|| address.strip_prefix("http://"))?;
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (host, path) = rest.split_at(end);
    (!host.is_empty() && !host.contains(['@', ' '])).then_some((host, path))
}

/// A host as a block names it: `spam.example` or `spam.example:8443`.
fn plain_host(text: &str) -> Option<String> {
    let host = text.trim_end_matches('.').to_ascii_lowercase();
    let fine = !host.is_empty()
        && host.contains('.')
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-.:".contains(c));
    fine.then_some(host)
}

impl FederationBlock {
    /// What staff typed: an account's address (`https://spam.example/users/bo`)
    /// blocks that actor; an instance's name (`spam.example`) or its bare
    /// address (`https://spam.example/`) blocks the instance.
    pub fn read(target: &str) -> Option<FederationBlock> {
        let target = target.trim();
        match split_address(target) {
            Some((host, path)) if path.trim_matches('/').is_empty() => Some(FederationBlock {
                kind: BlockKind::Instance,
                value: plain_host(host)?,
            }),
            Some((host, path)) => Some(FederationBlock {
                kind: BlockKind::Actor,
                value: format!(
                    "{}{}{path}",
                    &target[..target.len() - host.len() - path.len()],
                    host.to_ascii_lowercase()
                ),
            }),
            None => plain_host(target).map(|value| FederationBlock {
                kind: BlockKind::Instance,
                value,
            }),
        }
    }

    /// Whether it stops the actor `actor` (its address).
    pub fn blocks(&self, actor: &str) -> bool {
        match self.kind {
            BlockKind::Actor => actor == self.value,
            BlockKind::Instance => split_address(actor).is_some_and(|(host, _)| {
                let host = host.to_ascii_lowercase();
                host == self.value
                    || host
                        .strip_suffix(&self.value)
                        .is_some_and(|sub| sub.ends_with('.'))
            }),
        }
    }
}

/// Whether any of `blocks` stops `actor`.
pub fn is_blocked(blocks: &[FederationBlock], actor: &str) -> bool {
    blocks.iter().any(|block| block.blocks(actor))
}

/// A block as staff add it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct BlockForm {
    pub target: String,
}

impl BlockForm {
    /// The block it asks for, or why not, in `words`' language.
    pub fn validate(&self, words: &dyn Localizer) -> Result<FederationBlock, ValidationErrors> {
        let mut checks = Checks::new(words);
        let target = self.target.trim();
        if checks.required("target", "field-block-target", target) {
            checks.text("target", "field-block-target", target, MAX_LINE, false);
        }
        let block = FederationBlock::read(target);
        if !target.is_empty() && block.is_none() {
            checks.add("target", "block-target-invalid", &[]);
        }
        checks.into_result(block.unwrap_or(FederationBlock {
            kind: BlockKind::Instance,
            value: String::new(),
        }))
    }
}

/// The blocks, as the Sources tab lists them; none while federation is
/// off (and the panel is not shown).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct FederationBlocks {
    pub enabled: bool,
    pub blocks: Vec<FederationBlock>,
}

/// What a new block did, told in the dashboard's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Blocked {
    pub block: FederationBlock,
    /// Its followers of the guide, who follow it no more.
    pub followers_removed: u32,
    /// The sources that followed it, stopped.
    pub sources_stopped: u32,
    pub message: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::words::MessageIds;

    fn block(text: &str) -> Option<(BlockKind, String)> {
        FederationBlock::read(text).map(|b| (b.kind, b.value))
    }

    #[test]
    fn an_address_blocks_an_actor_and_a_name_an_instance() {
        assert_eq!(
            block(" https://Spam.Example/users/Bo "),
            Some((BlockKind::Actor, "https://spam.example/users/Bo".into()))
        );
        for instance in [
            "spam.example",
            "Spam.Example.",
            "https://spam.example/",
            "http://spam.example",
        ] {
            assert_eq!(
                block(instance),
                Some((BlockKind::Instance, "spam.example".into())),
                "{instance}"
            );
        }
        assert_eq!(
            block("spam.example:8443"),
            Some((BlockKind::Instance, "spam.example:8443".into()))
        );
        for not in [
            "",
            "spam",
            "@bo@spam.example",
            "spam example.org",
            "ftp://spam.example",
        ] {
            assert_eq!(block(not), None, "{not}");
        }
    }

    #[test]
    fn an_instance_block_stops_its_hosts_and_those_under_it() {
        let blocks = [
            FederationBlock::read("spam.example").unwrap(),
            FederationBlock::read("https://social.example/users/mallory").unwrap(),
        ];
        for blocked in [
            "https://spam.example/users/a",
            "https://eu.spam.example/u/b",
            "https://social.example/users/mallory",
        ] {
            assert!(is_blocked(&blocks, blocked), "{blocked}");
        }
        for free in [
            "https://notspam.example/users/a",
            "https://social.example/users/ana",
            "https://spam.example.org/users/a",
        ] {
            assert!(!is_blocked(&blocks, free), "{free}");
        }
    }

    #[test]
    fn the_form_needs_an_account_or_an_instance() {
        let form = |target: &str| BlockForm {
            target: target.into(),
        };
        assert_eq!(
            form("spam.example").validate(&MessageIds).unwrap().kind,
            BlockKind::Instance
        );
        let wrong = form("@bo@spam.example").validate(&MessageIds).unwrap_err();
        assert_eq!(wrong.message("target"), Some("block-target-invalid"));
        let blank = form(" ").validate(&MessageIds).unwrap_err();
        assert!(blank.message("target").is_some());
    }
}
