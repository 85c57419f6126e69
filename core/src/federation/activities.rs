//! Activities: what the guide sends its followers as its events change
//! (`Create`, `Update` and `Delete` of an `Event`) and its answer to a
//! follow (`Accept`); and what it reads of what peers post to its inbox
//! and of the actors who post it.
//!
//! Peers write JSON-LD loosely (a reference is an id or the object itself,
//! a list may be one value), so what is read here is read from
//! `serde_json::Value`, and only what the guide acts on.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::following::{RemoteChange, remote_change};
use super::{
    ACTIVITY_STREAMS, EventObject, FederationSite, OrderedCollection, PUBLIC, id_of, kind_of,
};

/// An activity of the guide's actor.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Activity<O> {
    /// Given when the activity travels alone, not inside a collection.
    #[serde(rename = "@context", default, skip_serializing_if = "Option::is_none")]
    pub context: Option<String>,
    pub id: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub actor: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub to: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cc: Vec<String>,
    pub object: O,
}

impl<O> Activity<O> {
    /// The activity as it is delivered: alone, naming its vocabulary.
    pub fn delivered(mut self) -> Activity<O> {
        self.context = Some(ACTIVITY_STREAMS.into());
        self
    }
}

/// Why an event is announced to the followers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Announcement<'a> {
    /// It is new to them.
    Create,
    /// It changed; `version` tells this change from the others (a digest
    /// of the object), so that each Update has an id of its own.
    Update { version: &'a str },
}

/// A `Create` or `Update` of an event, to anyone and the followers.
pub fn announce(
    announcement: Announcement,
    object: EventObject,
    site: FederationSite,
) -> Activity<EventObject> {
    let (kind, id) = match announcement {
        Announcement::Create => ("Create", format!("{}#create", object.id)),
        Announcement::Update { version } => ("Update", format!("{}#update-{version}", object.id)),
    };
    Activity {
        context: None,
        id,
        kind: kind.into(),
        actor: site.actor_id(),
        to: object.to.clone(),
        cc: object.cc.clone(),
        object,
    }
}

/// What is left of an event that is gone.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Tombstone {
    pub id: String,
    #[serde(rename = "type")]
    pub kind: String,
}

/// The `Delete` of the event `event_id`, no longer in the guide.
pub fn withdraw(event_id: i64, site: FederationSite) -> Activity<Tombstone> {
    let object = site.event_id(event_id);
    Activity {
        context: None,
        id: format!("{object}#delete"),
        kind: "Delete".into(),
        actor: site.actor_id(),
        to: vec![PUBLIC.into()],
        cc: vec![site.followers()],
        object: Tombstone {
            id: object,
            kind: "Tombstone".into(),
        },
    }
}

/// The guide's `Accept` of `follow` (as it was received), its
/// `number`th: the actor takes every follower without asking staff.
pub fn accept(follow: Value, follower: &str, number: i64, site: FederationSite) -> Activity<Value> {
    Activity {
        context: None,
        id: format!("{}#accepts/{number}", site.actor_id()),
        kind: "Accept".into(),
        actor: site.actor_id(),
        to: vec![follower.into()],
        cc: Vec::new(),
        object: follow,
    }
}

/// The guide's `Follow` of `actor`; `token` makes its id its own (a
/// second follow of the same actor, after an Undo, is another activity).
pub fn follow(actor: &str, token: &str, site: FederationSite) -> Activity<String> {
    Activity {
        context: None,
        id: format!("{}#follows/{token}", site.actor_id()),
        kind: "Follow".into(),
        actor: site.actor_id(),
        to: vec![actor.into()],
        cc: Vec::new(),
        object: actor.into(),
    }
    .delivered()
}

/// The `Undo` of the guide's follow `follow_id` of `actor`.
pub fn unfollow(actor: &str, follow_id: &str, site: FederationSite) -> Activity<Value> {
    Activity {
        context: None,
        id: format!("{follow_id}/undo"),
        kind: "Undo".into(),
        actor: site.actor_id(),
        to: vec![actor.into()],
        cc: Vec::new(),
        object: json!({
            "id": follow_id,
            "type": "Follow",
            "actor": site.actor_id(),
            "object": actor,
        }),
    }
    .delivered()
}

/// The followers collection: how many, not who (as Mastodon keeps
/// followers to itself).
pub fn followers(count: u64, site: FederationSite) -> OrderedCollection<String> {
    OrderedCollection {
        context: ACTIVITY_STREAMS.into(),
        id: site.followers(),
        kind: "OrderedCollection".into(),
        total_items: count,
        ordered_items: Vec::new(),
    }
}

/// An http(s) address, as every id must be.
fn is_web_address(id: &str) -> bool {
    let rest = id
        .strip_prefix("https://")
        .or_else(|| id.strip_prefix("http://"));
    rest.is_some_and(|rest| !rest.is_empty() && !rest.starts_with('/'))
}

/// What every activity posted to the inbox says of itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Envelope {
    pub id: String,
    pub kind: String,
    /// Who sent it: its signature must be this actor's key.
    pub actor: String,
}

/// The id, type and actor of a posted activity, or why it is not one.
pub fn envelope(activity: &Value) -> Result<Envelope, &'static str> {
    if !activity.is_object() {
        return Err("the body is not an activity (a JSON object)");
    }
    let id = activity
        .get("id")
        .and_then(Value::as_str)
        .filter(|id| is_web_address(id))
        .ok_or("the activity has no id, or its id is not a web address")?;
    let kind = kind_of(activity).ok_or("the activity has no type")?;
    let actor = activity
        .get("actor")
        .and_then(id_of)
        .filter(|actor| is_web_address(actor))
        .ok_or("the activity names no actor")?;
    Ok(Envelope {
        id: id.into(),
        kind: kind.into(),
        actor: actor.into(),
    })
}

/// What the guide does with a posted activity.
#[derive(Debug, Clone, PartialEq)]
pub enum Received {
    /// `actor` asks to follow the guide, by the Follow `id`.
    Follow { id: String, actor: String },
    /// `actor` follows the guide no more (an Undo of its Follow, or the
    /// actor deleted).
    Unfollow { actor: String },
    /// `actor` accepted the guide's follow of it.
    Accepted { actor: String },
    /// `actor` refused the guide's follow of it.
    Refused { actor: String },
    /// `actor` created, changed or deleted one of its events (the guide
    /// acts on it when it follows the actor).
    Changed { actor: String, change: RemoteChange },
    /// Something the guide does not act on: a like, a boost, a reply…
    Ignored { kind: String },
}

/// What `activity` (its envelope read) asks of the guide.
pub fn read_received(activity: &Value, site: FederationSite) -> Result<Received, &'static str> {
    let envelope = envelope(activity)?;
    let object = activity.get("object").unwrap_or(&Value::Null);
    match envelope.kind.as_str() {
        "Follow" => {
            if id_of(object) != Some(site.actor_id().as_str()) {
                return Err("the follow is not of this guide's actor");
            }
            Ok(Received::Follow {
                id: envelope.id,
                actor: envelope.actor,
            })
        }
        // An Undo names the Follow by id, or embeds it.
        "Undo" if kind_of(object) == Some("Follow") || object.is_string() => {
            Ok(Received::Unfollow {
                actor: envelope.actor,
            })
        }
        // An account deleted on its server: it follows no one any more.
        "Delete" if id_of(object) == Some(envelope.actor.as_str()) => Ok(Received::Unfollow {
            actor: envelope.actor,
        }),
        "Accept" if kind_of(object) == Some("Follow") || object.is_string() => {
            Ok(Received::Accepted {
                actor: envelope.actor,
            })
        }
        "Reject" if kind_of(object) == Some("Follow") || object.is_string() => {
            Ok(Received::Refused {
                actor: envelope.actor,
            })
        }
        _ => match remote_change(activity, &envelope.actor) {
            Some(change) => Ok(Received::Changed {
                actor: envelope.actor,
                change,
            }),
            None => Ok(Received::Ignored {
                kind: envelope.kind,
            }),
        },
    }
}

/// A remote actor as the guide keeps it: where to deliver, and the key
/// its requests are signed with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RemoteActor {
    pub id: String,
    pub inbox: String,
    /// Its server's inbox for all its actors, when it has one.
    pub shared_inbox: Option<String>,
    pub key_id: String,
    pub public_key_pem: String,
    /// What it published, newest first (read when the guide follows it).
    pub outbox: Option<String>,
}

impl RemoteActor {
    /// Where the guide delivers to it: the shared inbox when there is one,
    /// so one delivery reaches every follower on a server.
    pub fn delivery_inbox(&self) -> &str {
        self.shared_inbox.as_deref().unwrap_or(&self.inbox)
    }
}

/// An actor's document, read: its inbox and its key (the first, when it
/// lists several), which must be its own.
pub fn read_actor(document: &Value) -> Result<RemoteActor, &'static str> {
    let id = document
        .get("id")
        .and_then(Value::as_str)
        .filter(|id| is_web_address(id))
        .ok_or("the actor's document has no id")?;
    let inbox = document
        .get("inbox")
        .and_then(Value::as_str)
        .filter(|inbox| is_web_address(inbox))
        .ok_or("the actor has no inbox")?;
    let shared_inbox = document
        .get("endpoints")
        .and_then(|endpoints| endpoints.get("sharedInbox"))
        .and_then(Value::as_str)
        .filter(|inbox| is_web_address(inbox));
    let key = match document.get("publicKey") {
        Some(Value::Array(keys)) => keys.first(),
        other => other,
    }
    .ok_or("the actor has no public key")?;
    let key_id = key
        .get("id")
        .and_then(Value::as_str)
        .ok_or("the actor's key has no id")?;
    if key.get("owner").and_then(Value::as_str) != Some(id) {
        return Err("the actor's key is owned by someone else");
    }
    let pem = key
        .get("publicKeyPem")
        .and_then(Value::as_str)
        .ok_or("the actor's key has no PEM")?;
    Ok(RemoteActor {
        id: id.into(),
        inbox: inbox.into(),
        shared_inbox: shared_inbox.map(str::to_string),
        key_id: key_id.into(),
        public_key_pem: pem.into(),
        outbox: document
            .get("outbox")
            .and_then(id_of)
            .filter(|outbox| is_web_address(outbox))
            .map(str::to_string),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::date::CityZone;
    use serde_json::json;

    fn site() -> FederationSite<'static> {
        FederationSite {
            origin: "https://guide.example",
            name: "Sarasota Guide",
            city: "Sarasota",
            zone: CityZone::default(),
        }
    }

    const ACTOR: &str = "https://guide.example/federation/actor";

    #[test]
    fn a_follow_of_the_guide_is_read_and_one_of_someone_else_refused() {
        let follow = json!({
            "@context": "https://www.w3.org/ns/activitystreams",
            "id": "https://social.example/follows/1",
            "type": "Follow",
            "actor": "https://social.example/users/ana",
            "object": ACTOR,
        });
        assert_eq!(
            read_received(&follow, site()),
            Ok(Received::Follow {
                id: "https://social.example/follows/1".into(),
                actor: "https://social.example/users/ana".into(),
            })
        );
        let embedded = json!({
            "id": "https://social.example/follows/2", "type": "Follow",
            "actor": { "id": "https://social.example/users/ana", "type": "Person" },
            "object": { "id": ACTOR, "type": "Application" },
        });
        assert!(matches!(
            read_received(&embedded, site()),
            Ok(Received::Follow { .. })
        ));
        let elsewhere = json!({
            "id": "https://social.example/follows/3", "type": "Follow",
            "actor": "https://social.example/users/ana",
            "object": "https://other.example/users/bo",
        });
        assert!(read_received(&elsewhere, site()).is_err());
    }

    #[test]
    fn an_undo_of_a_follow_and_a_deleted_account_unfollow() {
        let ana = "https://social.example/users/ana";
        for undo in [
            json!({ "id": "https://social.example/u/1", "type": "Undo", "actor": ana,
                    "object": { "id": "https://social.example/follows/1", "type": "Follow",
                                "actor": ana, "object": ACTOR } }),
            json!({ "id": "https://social.example/u/2", "type": "Undo", "actor": ana,
                    "object": "https://social.example/follows/1" }),
            json!({ "id": "https://social.example/d/1", "type": "Delete", "actor": ana,
                    "object": ana }),
        ] {
            assert_eq!(
                read_received(&undo, site()),
                Ok(Received::Unfollow { actor: ana.into() })
            );
        }
        let like = json!({ "id": "https://social.example/l/1", "type": "Like", "actor": ana,
                           "object": "https://guide.example/federation/events/3" });
        assert_eq!(
            read_received(&like, site()),
            Ok(Received::Ignored {
                kind: "Like".into()
            })
        );
    }

    #[test]
    fn a_follow_and_its_undo_name_each_other() {
        let actor = "https://gancio.example/federation/u/relay";
        let follow = follow(actor, "a1b2", site());
        assert_eq!(
            follow.id,
            "https://guide.example/federation/actor#follows/a1b2"
        );
        assert_eq!(follow.object, actor);
        assert!(follow.context.is_some());
        let undo = unfollow(actor, &follow.id, site());
        assert_eq!(undo.kind, "Undo");
        assert_eq!(undo.object["id"], follow.id.as_str());
        assert_eq!(undo.object["object"], actor);
    }

    #[test]
    fn a_followed_actor_accepts_and_changes_its_events() {
        let relay = "https://gancio.example/federation/u/relay";
        let follow = json!({ "id": "https://guide.example/federation/actor#follows/1",
                             "type": "Follow", "actor": ACTOR, "object": relay });
        let accept = json!({ "id": "https://gancio.example/a/1", "type": "Accept",
                             "actor": relay, "object": follow });
        assert_eq!(
            read_received(&accept, site()),
            Ok(Received::Accepted {
                actor: relay.into()
            })
        );
        let reject = json!({ "id": "https://gancio.example/r/1", "type": "Reject",
                             "actor": relay, "object": follow });
        assert_eq!(
            read_received(&reject, site()),
            Ok(Received::Refused {
                actor: relay.into()
            })
        );
        let delete = json!({ "id": "https://gancio.example/d/1", "type": "Delete",
                             "actor": relay, "object": "https://gancio.example/federation/m/4" });
        assert_eq!(
            read_received(&delete, site()),
            Ok(Received::Changed {
                actor: relay.into(),
                change: RemoteChange::Retract {
                    id: "https://gancio.example/federation/m/4".into()
                }
            })
        );
    }

    #[test]
    fn an_activity_without_an_id_type_or_actor_is_not_one() {
        for (body, why) in [
            (json!([1, 2]), "JSON object"),
            (
                json!({ "type": "Follow", "actor": "https://a.example/u" }),
                "no id",
            ),
            (
                json!({ "id": "urn:x", "type": "Follow", "actor": "https://a.example/u" }),
                "web address",
            ),
            (
                json!({ "id": "https://a.example/1", "actor": "https://a.example/u" }),
                "no type",
            ),
            (
                json!({ "id": "https://a.example/1", "type": "Follow" }),
                "no actor",
            ),
        ] {
            let error = envelope(&body).unwrap_err();
            assert!(error.contains(why), "{body}: {error}");
        }
    }

    #[test]
    fn an_actor_is_read_with_its_shared_inbox_and_its_own_key_only() {
        let document = json!({
            "id": "https://social.example/users/ana",
            "type": "Person",
            "inbox": "https://social.example/users/ana/inbox",
            "endpoints": { "sharedInbox": "https://social.example/inbox" },
            "publicKey": {
                "id": "https://social.example/users/ana#main-key",
                "owner": "https://social.example/users/ana",
                "publicKeyPem": "-----BEGIN PUBLIC KEY-----\n…",
            },
        });
        let actor = read_actor(&document).unwrap();
        assert_eq!(actor.delivery_inbox(), "https://social.example/inbox");
        assert_eq!(actor.key_id, "https://social.example/users/ana#main-key");

        let mut alone = document.clone();
        alone["endpoints"] = json!({});
        assert_eq!(
            read_actor(&alone).unwrap().delivery_inbox(),
            "https://social.example/users/ana/inbox"
        );
        let mut borrowed = document.clone();
        borrowed["publicKey"]["owner"] = json!("https://evil.example/users/mallory");
        assert_eq!(
            read_actor(&borrowed),
            Err("the actor's key is owned by someone else")
        );
        let mut keyless = document;
        keyless.as_object_mut().unwrap().remove("publicKey");
        assert_eq!(read_actor(&keyless), Err("the actor has no public key"));
    }

    #[test]
    fn the_guide_accepts_a_follow_and_withdraws_an_event_by_its_id() {
        let follow = json!({ "id": "https://social.example/follows/1", "type": "Follow" });
        let accepted = accept(
            follow.clone(),
            "https://social.example/users/ana",
            4,
            site(),
        );
        assert_eq!(accepted.id, format!("{ACTOR}#accepts/4"));
        assert_eq!(accepted.kind, "Accept");
        assert_eq!(accepted.object, follow);
        assert_eq!(accepted.to, ["https://social.example/users/ana"]);

        let gone = serde_json::to_value(withdraw(7, site()).delivered()).unwrap();
        assert_eq!(gone["@context"], ACTIVITY_STREAMS);
        assert_eq!(gone["type"], "Delete");
        assert_eq!(gone["object"]["type"], "Tombstone");
        assert_eq!(
            gone["object"]["id"],
            "https://guide.example/federation/events/7"
        );
        assert_eq!(
            gone["id"],
            "https://guide.example/federation/events/7#delete"
        );
        assert_eq!(gone["cc"][0], "https://guide.example/federation/followers");

        let counted = serde_json::to_value(followers(3, site())).unwrap();
        assert_eq!(counted["totalItems"], 3);
        assert_eq!(counted["orderedItems"], json!([]));
    }
}
