//! The full lists (every event, activity, restaurant) as copies named by
//! their ETag, and what changed between two of them (core's
//! `changes::diff`): the device brings its copy of a list up to date by
//! `GET /api/<list>/changes?since=<ETag>` instead of reading it whole.
//!
//! Each instance remembers the last [`KEPT`] copies of each list it built
//! (ids and hashes only, a few hundred KB at 10,000 events). A copy it
//! never built, or has forgotten (another instance's, before a restart),
//! gets a 410 and the device reads the whole list: slower, never wrong.

use std::collections::{HashMap, VecDeque};
use std::hash::{Hash, Hasher};
use std::ops::Range;
use std::sync::{Arc, Mutex};

use axum::body::Bytes;
use guide_core::content::changes::{ItemStamp, diff};
use guide_core::content::model::{Activity, Event, Restaurant};
use serde::Serialize;

use crate::read_cache::etag_of;

/// Copies of a list remembered per instance.
pub const KEPT: usize = 32;

/// A full list the change feed covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FullList {
    Events,
    Activities,
    Restaurants,
}

/// An item of a full list: what the feed needs of it.
pub trait ListItem: Serialize {
    fn id(&self) -> i64;
}

impl ListItem for Event {
    fn id(&self) -> i64 {
        self.id
    }
}

impl ListItem for Activity {
    fn id(&self) -> i64 {
        self.id
    }
}

impl ListItem for Restaurant {
    fn id(&self) -> i64 {
        self.id
    }
}

/// A list's JSON as served, with where each item's JSON is in it.
pub struct ListCopy {
    pub etag: String,
    /// `[item,item,…]`: the bytes `GET /api/<list>` serves.
    pub body: Bytes,
    stamps: Vec<ItemStamp>,
    spans: Vec<Range<usize>>,
}

impl ListCopy {
    /// `items` written as the API writes a list, each item's JSON kept
    /// apart to be hashed and sent alone.
    pub fn new<T: ListItem>(items: &[T]) -> anyhow::Result<ListCopy> {
        let mut body = Vec::with_capacity(items.len() * 512 + 2);
        let mut stamps = Vec::with_capacity(items.len());
        let mut spans = Vec::with_capacity(items.len());
        body.push(b'[');
        for (n, item) in items.iter().enumerate() {
            if n > 0 {
                body.push(b',');
            }
            let start = body.len();
            serde_json::to_writer(&mut body, item)?;
            let mut hasher = std::collections::hash_map::DefaultHasher::new();
            body[start..].hash(&mut hasher);
            stamps.push((item.id(), hasher.finish()));
            spans.push(start..body.len());
        }
        body.push(b']');
        Ok(ListCopy {
            etag: etag_of(&body),
            body: Bytes::from(body),
            stamps,
            spans,
        })
    }
}

/// What a device's copy needs to become the list now.
pub enum Changes {
    /// It is the list now.
    Current,
    /// `ListChanges` as JSON.
    Since(Vec<u8>),
    /// A copy this instance does not know.
    Unknown,
}

#[derive(Default)]
struct History {
    /// The list at a content version.
    current: Option<(i64, Arc<ListCopy>)>,
    /// The copies handed out, newest last: ETag and stamps.
    seen: VecDeque<(String, Arc<Vec<ItemStamp>>)>,
}

/// The full lists' current copies and the ones before them.
#[derive(Default)]
pub struct ChangeFeed {
    lists: Mutex<HashMap<FullList, History>>,
}

impl ChangeFeed {
    /// `list` at content `version`, built from `read` when it changed.
    pub async fn copy<T, E, F, Fut>(
        &self,
        list: FullList,
        version: i64,
        read: F,
    ) -> anyhow::Result<Arc<ListCopy>>
    where
        T: ListItem + Send + 'static,
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<Vec<T>, E>>,
        E: Into<anyhow::Error>,
    {
        if let Some(copy) = self.current(list, version) {
            return Ok(copy);
        }
        let items = read().await.map_err(Into::into)?;
        let copy = Arc::new(tokio::task::spawn_blocking(move || ListCopy::new(&items)).await??);
        let mut lists = self.lists.lock().expect("change feed lock");
        let history = lists.entry(list).or_default();
        if !history.seen.iter().any(|(etag, _)| *etag == copy.etag) {
            if history.seen.len() == KEPT {
                history.seen.pop_front();
            }
            history
                .seen
                .push_back((copy.etag.clone(), Arc::new(copy.stamps.clone())));
        }
        // A slower read of an older version does not replace a newer one.
        if history.current.as_ref().is_none_or(|(v, _)| *v <= version) {
            history.current = Some((version, copy.clone()));
        }
        Ok(copy)
    }

    fn current(&self, list: FullList, version: i64) -> Option<Arc<ListCopy>> {
        let lists = self.lists.lock().expect("change feed lock");
        match &lists.get(&list)?.current {
            Some((v, copy)) if *v == version => Some(copy.clone()),
            _ => None,
        }
    }

    /// What changed in `list` from the copy tagged `since` to `now`.
    pub fn since(&self, list: FullList, since: &str, now: &ListCopy) -> anyhow::Result<Changes> {
        let since = since.trim().trim_start_matches("W/");
        if since == now.etag {
            return Ok(Changes::Current);
        }
        let old = {
            let lists = self.lists.lock().expect("change feed lock");
            let seen = lists.get(&list).map(|history| &history.seen);
            match seen.and_then(|seen| seen.iter().find(|(etag, _)| etag == since)) {
                Some((_, stamps)) => stamps.clone(),
                None => return Ok(Changes::Unknown),
            }
        };
        let diff = diff(&old, &now.stamps);
        // `ListChanges`, its items copied from the list's own JSON.
        let mut json = Vec::with_capacity(64 + now.stamps.len() * 8);
        json.extend_from_slice(b"{\"etag\":");
        serde_json::to_writer(&mut json, &now.etag)?;
        json.extend_from_slice(b",\"changed\":[");
        for (n, &at) in diff.changed.iter().enumerate() {
            if n > 0 {
                json.push(b',');
            }
            json.extend_from_slice(&now.body[now.spans[at].clone()]);
        }
        json.extend_from_slice(b"],\"deleted\":");
        serde_json::to_writer(&mut json, &diff.deleted)?;
        json.extend_from_slice(b",\"order\":");
        // At 10,000 events the order is 20 KB: sent only when it moved.
        let order: Option<Vec<i64>> =
            (!diff.same_order).then(|| now.stamps.iter().map(|&(id, _)| id).collect());
        serde_json::to_writer(&mut json, &order)?;
        json.push(b'}');
        Ok(Changes::Since(json))
    }
}
