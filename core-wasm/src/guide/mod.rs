//! The visitors' bindings (package pkg), one file per folder of
//! `guide-core`.

pub(crate) mod content;
pub(crate) mod pages;
pub(crate) mod plan;
pub(crate) mod suggestion;
pub(crate) mod text;

/// The visitors' exports, native (see `crate::native`).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn natives() -> Vec<crate::native::Native> {
    [
        content::exports::natives(),
        pages::exports::natives(),
        plan::exports::natives(),
        suggestion::exports::natives(),
        text::exports::natives(),
    ]
    .into_iter()
    .flatten()
    .collect()
}
