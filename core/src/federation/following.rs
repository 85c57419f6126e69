//! The guide following another instance (a Gancio, a Mobilizon, another
//! guide, any actor that publishes `Event`s): how staff name the account,
//! the `Follow` and its `Undo`, and what of the actor's outbox and posts
//! changes its events. The events themselves are read by
//! `extract::read_event_object`, as a source's.

use serde_json::Value;

use super::{id_of, kind_of};
pub use crate::text::handle::Handle;

/// The actor a WebFinger answer points to: its `self` link in
/// ActivityPub's media type.
pub fn actor_of_webfinger(answer: &Value) -> Option<String> {
    answer
        .get("links")?
        .as_array()?
        .iter()
        .find(|link| {
            link.get("rel").and_then(Value::as_str) == Some("self")
                && link
                    .get("type")
                    .and_then(Value::as_str)
                    .is_some_and(|t| t.contains("activity+json") || t.contains("ld+json"))
        })
        .and_then(|link| link.get("href")?.as_str())
        .filter(|href| href.starts_with("https://") || href.starts_with("http://"))
        .map(str::to_string)
}

/// One page of an actor's outbox: its activities, newest first, and where
/// the next page is.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct OutboxPage {
    pub items: Vec<Value>,
    pub next: Option<String>,
}

/// An outbox (an `OrderedCollection` with its items, or with its `first`
/// page given or named) or one of its pages.
pub fn read_outbox(document: &Value) -> OutboxPage {
    let items = document
        .get("orderedItems")
        .or_else(|| document.get("items"))
        .and_then(Value::as_array);
    if let Some(items) = items {
        return OutboxPage {
            items: items.clone(),
            next: document.get("next").and_then(id_of).map(str::to_string),
        };
    }
    match document.get("first") {
        Some(first @ Value::Object(_)) => read_outbox(first),
        Some(Value::String(first)) => OutboxPage {
            items: Vec::new(),
            next: Some(first.clone()),
        },
        _ => OutboxPage::default(),
    }
}

/// What an activity of a followed actor does to its events.
#[derive(Debug, Clone, PartialEq)]
pub enum RemoteChange {
    /// An `Event` created or changed: the object as it is now.
    Publish { id: String, object: Value },
    /// The object `id` deleted.
    Retract { id: String },
}

/// Whether two addresses are on the same server (scheme, host and port):
/// an actor speaks only for its own server's objects.
fn same_origin(a: &str, b: &str) -> bool {
    match (url::Url::parse(a), url::Url::parse(b)) {
        (Ok(a), Ok(b)) => a.origin() == b.origin(),
        _ => false,
    }
}

/// What `activity`, by `actor`, changes of its events: a `Create` or
/// `Update` of an `Event` given whole, or a `Delete`; none for anything
/// else, or for an object of another server than the actor's.
pub fn remote_change(activity: &Value, actor: &str) -> Option<RemoteChange> {
    let object = activity.get("object")?;
    let id = id_of(object)?;
    if !same_origin(id, actor) || id == actor {
        return None;
    }
    match kind_of(activity)? {
        "Create" | "Update" if kind_of(object) == Some("Event") => Some(RemoteChange::Publish {
            id: id.into(),
            object: object.clone(),
        }),
        "Delete" => Some(RemoteChange::Retract { id: id.into() }),
        _ => None,
    }
}

/// Whether `read` (an object as an outbox lists it) is older than `kept`
/// (as the guide has it, maybe pushed since): both say when they were
/// `updated` and `read`'s is earlier. An outbox normally lists each
/// object as it is now, so without dates the outbox's stands.
pub fn is_older(read: &Value, kept: &Value) -> bool {
    let updated = |object: &Value| {
        object
            .get("updated")
            .and_then(Value::as_str)
            .and_then(|at| chrono::DateTime::parse_from_rfc3339(at).ok())
    };
    matches!((updated(read), updated(kept)), (Some(read), Some(kept)) if read < kept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn webfinger_names_the_actor_by_its_self_link() {
        let answer = json!({
            "subject": "acct:relay@gancio.example",
            "links": [
                { "rel": "http://webfinger.net/rel/profile-page", "type": "text/html", "href": "https://gancio.example/" },
                { "rel": "self", "type": "application/activity+json", "href": "https://gancio.example/federation/u/relay" },
            ],
        });
        assert_eq!(
            actor_of_webfinger(&answer).as_deref(),
            Some("https://gancio.example/federation/u/relay")
        );
        assert_eq!(actor_of_webfinger(&json!({ "links": [] })), None);
    }

    #[test]
    fn an_outbox_gives_its_items_or_its_first_page() {
        let whole = json!({ "type": "OrderedCollection", "orderedItems": [{ "id": "a" }] });
        assert_eq!(read_outbox(&whole).items.len(), 1);
        let named =
            json!({ "type": "OrderedCollection", "first": "https://x.example/outbox?page=1" });
        assert_eq!(
            read_outbox(&named),
            OutboxPage {
                items: Vec::new(),
                next: Some("https://x.example/outbox?page=1".into())
            }
        );
        let embedded = json!({ "first": { "orderedItems": [{}, {}], "next": "https://x.example/outbox?page=2" } });
        let page = read_outbox(&embedded);
        assert_eq!(page.items.len(), 2);
        assert_eq!(
            page.next.as_deref(),
            Some("https://x.example/outbox?page=2")
        );
    }

    #[test]
    fn an_outbox_object_older_than_the_kept_one_does_not_replace_it() {
        let at = |updated: &str| json!({ "id": "https://x.example/e/1", "updated": updated });
        assert!(is_older(
            &at("2026-12-01T10:00:00Z"),
            &at("2026-12-01T11:00:00+00:00")
        ));
        assert!(!is_older(
            &at("2026-12-01T12:00:00Z"),
            &at("2026-12-01T11:00:00Z")
        ));
        assert!(!is_older(&json!({}), &at("2026-12-01T11:00:00Z")));
    }

    #[test]
    fn an_actor_changes_only_its_own_servers_events() {
        let actor = "https://gancio.example/federation/u/relay";
        let event = json!({ "id": "https://gancio.example/federation/m/1", "type": "Event", "name": "Jazz" });
        let create = json!({ "type": "Create", "actor": actor, "object": event });
        assert!(matches!(
            remote_change(&create, actor),
            Some(RemoteChange::Publish { ref id, .. }) if id == "https://gancio.example/federation/m/1"
        ));
        let update = json!({ "type": "Update", "actor": actor, "object": event });
        assert!(remote_change(&update, actor).is_some());
        let delete = json!({ "type": "Delete", "actor": actor, "object": { "id": "https://gancio.example/federation/m/1", "type": "Tombstone" } });
        assert_eq!(
            remote_change(&delete, actor),
            Some(RemoteChange::Retract {
                id: "https://gancio.example/federation/m/1".into()
            })
        );
        let mut forged = create.clone();
        forged["object"]["id"] = json!("https://other.example/events/1");
        assert_eq!(remote_change(&forged, actor), None);
        let mut note = create.clone();
        note["object"]["type"] = json!("Note");
        assert_eq!(remote_change(&note, actor), None);
        let by_reference = json!({ "type": "Create", "actor": actor, "object": "https://gancio.example/federation/m/1" });
        assert_eq!(remote_change(&by_reference, actor), None);
    }
}
