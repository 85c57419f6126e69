//! The web build's manifest (`.vite/manifest.json`): Vite's record of the
//! file each source became. The server finds the page's stylesheet and the
//! chunks of each screen here, never by reading the built HTML.

use std::collections::{BTreeSet, HashMap};
use std::path::Path;

use serde::Deserialize;

/// The source of the page (the app's entry), as the manifest names it.
pub const PAGE: &str = "index.html";
/// The source of the app's stylesheet, an entry of its own
/// (`web/vite.config.ts`).
pub const STYLESHEET: &str = "src/index.css";

/// One entry: the file a source became, and the entries it imports.
#[derive(Debug, Deserialize)]
pub struct Chunk {
    pub file: String,
    #[serde(default)]
    pub imports: Vec<String>,
}

#[derive(Debug, Default)]
pub struct Manifest(HashMap<String, Chunk>);

impl Manifest {
    /// The manifest of the build in `web_dir`; empty without one (no build,
    /// or a development build), logged when it cannot be read.
    pub fn load(web_dir: &Path) -> Manifest {
        let Ok(bytes) = std::fs::read(web_dir.join(".vite/manifest.json")) else {
            return Manifest::default();
        };
        match serde_json::from_slice(&bytes) {
            Ok(entries) => Manifest(entries),
            Err(error) => {
                tracing::error!(%error, "unreadable .vite/manifest.json: the build is not used whole");
                Manifest::default()
            }
        }
    }

    #[cfg(test)]
    pub fn of(entries: impl IntoIterator<Item = (&'static str, Chunk)>) -> Manifest {
        Manifest(
            entries
                .into_iter()
                .map(|(key, chunk)| (key.to_string(), chunk))
                .collect(),
        )
    }

    /// The file `source` became.
    pub fn file(&self, source: &str) -> Option<&str> {
        self.0.get(source).map(|chunk| chunk.file.as_str())
    }

    /// The sources `roots` import, directly or not, with the roots (those
    /// the manifest has).
    pub fn reachable<'a>(&'a self, roots: impl IntoIterator<Item = &'a str>) -> BTreeSet<&'a str> {
        let mut seen = BTreeSet::new();
        let mut todo: Vec<&str> = roots.into_iter().collect();
        while let Some(key) = todo.pop() {
            if let Some((key, chunk)) = self.0.get_key_value(key)
                && seen.insert(key.as_str())
            {
                todo.extend(chunk.imports.iter().map(String::as_str));
            }
        }
        seen
    }
}
