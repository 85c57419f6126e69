//! Federation over ActivityPub (issue 73): the documents the guide
//! publishes as an instance actor, so that Mastodon, Gancio, Mobilizon and
//! other guides can find it and read its events.
//!
//! - WebFinger (RFC 7033) answers `acct:events@<host>` with the actor;
//! - NodeInfo 2.1 says what software the guide is;
//! - the actor is an `Application` with its public key (the HTTP
//!   Signatures of its deliveries are checked against it);
//! - each event is an `Event` of FEP-8a8e's minimal shape: name, content,
//!   start and end, its time zone, the place with its address and
//!   coordinates, its page and its picture.
//!
//! Pure: the server gives the origin, the key and the events. The choice
//! of crates and of what is written by hand: docs/decisions/0026.

use serde::{Deserialize, Serialize};
use serde_json::Value;

pub mod activities;
pub mod following;

pub use activities::{Activity, Announcement, announce};

use crate::content::model::{Event, EventStatus, VenueRef};
use crate::content::paths::{ItemKind, item_path};
use crate::content::syndication::escape_markup as escape_html;
use crate::pages::structured_data::absolute;
use crate::time::date::{CityZone, Date};
use crate::time::hours::time_span;

/// The actor's name: `@events@<host>`.
pub const ACTOR_NAME: &str = "events";
/// The media type of ActivityPub's documents.
pub const ACTIVITY_JSON: &str = "application/activity+json";
const ACTIVITY_STREAMS: &str = "https://www.w3.org/ns/activitystreams";
const SECURITY: &str = "https://w3id.org/security/v1";
/// The audience 'anyone', ActivityStreams' public collection.
pub const PUBLIC: &str = "https://www.w3.org/ns/activitystreams#Public";
/// NodeInfo's schema the guide answers (2.1).
pub const NODEINFO_SCHEMA: &str = "http://nodeinfo.diaspora.software/ns/schema/2.1";

/// Whose documents they are: the site's public origin
/// (`https://guide.example`, no trailing slash), its name as visitors read
/// it ('Sarasota Guide'), its city and zone.
#[derive(Debug, Clone, Copy)]
pub struct FederationSite<'a> {
    pub origin: &'a str,
    pub name: &'a str,
    pub city: &'a str,
    pub zone: CityZone,
}

impl FederationSite<'_> {
    fn origin(&self) -> &str {
        self.origin.trim_end_matches('/')
    }

    /// The host of `acct:events@<host>` (with its port, if any).
    pub fn host(&self) -> &str {
        let origin = self.origin();
        origin.split_once("://").map_or(origin, |(_, host)| host)
    }

    pub fn actor_id(&self) -> String {
        format!("{}/federation/actor", self.origin())
    }

    pub fn key_id(&self) -> String {
        format!("{}#main-key", self.actor_id())
    }

    pub fn inbox(&self) -> String {
        format!("{}/federation/inbox", self.origin())
    }

    pub fn outbox(&self) -> String {
        format!("{}/federation/outbox", self.origin())
    }

    pub fn followers(&self) -> String {
        format!("{}/federation/followers", self.origin())
    }

    /// An event's object, as peers fetch it.
    pub fn event_id(&self, id: i64) -> String {
        format!("{}/federation/events/{id}", self.origin())
    }
}

/// A link of a WebFinger or NodeInfo answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Link {
    pub rel: String,
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub media_type: Option<String>,
    pub href: String,
}

/// A WebFinger answer (JRD, RFC 7033 section 4.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Jrd {
    pub subject: String,
    pub aliases: Vec<String>,
    pub links: Vec<Link>,
}

/// What `GET /.well-known/webfinger?resource=` names: the actor's account
/// (`acct:events@host`, the host in any case) or its address; `None` for
/// anyone else.
pub fn webfinger(resource: &str, site: FederationSite) -> Option<Jrd> {
    let resource = resource.trim();
    let account = format!("acct:{ACTOR_NAME}@{}", site.host());
    let actor = site.actor_id();
    let named = resource.eq_ignore_ascii_case(&account)
        || resource.strip_prefix("acct:").is_some_and(|acct| {
            acct.eq_ignore_ascii_case(&format!("@{ACTOR_NAME}@{}", site.host()))
        })
        || resource == actor;
    named.then(|| Jrd {
        subject: account,
        aliases: vec![actor.clone(), site.origin().to_string()],
        links: vec![
            Link {
                rel: "self".into(),
                media_type: Some(ACTIVITY_JSON.into()),
                href: actor,
            },
            Link {
                rel: "http://webfinger.net/rel/profile-page".into(),
                media_type: Some("text/html".into()),
                href: site.origin().to_string(),
            },
        ],
    })
}

/// `GET /.well-known/nodeinfo`: where the NodeInfo document is.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NodeInfoLinks {
    pub links: Vec<Link>,
}

pub fn nodeinfo_links(site: FederationSite) -> NodeInfoLinks {
    NodeInfoLinks {
        links: vec![Link {
            rel: NODEINFO_SCHEMA.into(),
            media_type: None,
            href: format!("{}/nodeinfo/2.1", site.origin()),
        }],
    }
}

/// NodeInfo 2.1: the software, the protocol, and how much it publishes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NodeInfo {
    pub version: String,
    pub software: Software,
    pub protocols: Vec<String>,
    pub services: Services,
    pub open_registrations: bool,
    pub usage: Usage,
    pub metadata: NodeMetadata,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Software {
    /// Lower case letters, digits and '-', as the schema asks.
    pub name: String,
    pub version: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Services {
    pub inbound: Vec<String>,
    pub outbound: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Usage {
    pub users: Users,
    pub local_posts: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Users {
    pub total: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NodeMetadata {
    pub node_name: String,
}

/// The guide as NodeInfo says it: one actor, `events` its coming events.
pub fn nodeinfo(site: FederationSite, version: &str, events: u64) -> NodeInfo {
    NodeInfo {
        version: "2.1".into(),
        software: Software {
            name: "visitor-guide".into(),
            version: version.into(),
        },
        protocols: vec!["activitypub".into()],
        services: Services {
            inbound: vec![],
            outbound: vec!["atom1.0".into()],
        },
        open_registrations: false,
        usage: Usage {
            users: Users { total: 1 },
            local_posts: events,
        },
        metadata: NodeMetadata {
            node_name: site.name.to_string(),
        },
    }
}

/// A picture, as ActivityStreams gives one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Image {
    #[serde(rename = "type")]
    pub kind: String,
    pub url: String,
}

/// The actor's public key (the security vocabulary), PEM (SPKI).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PublicKey {
    pub id: String,
    pub owner: String,
    pub public_key_pem: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Endpoints {
    pub shared_inbox: String,
}

/// The instance actor: an `Application` that publishes the guide's events.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Actor {
    #[serde(rename = "@context")]
    pub context: Vec<String>,
    pub id: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub preferred_username: String,
    pub name: String,
    pub summary: String,
    /// The guide's home page.
    pub url: String,
    pub inbox: String,
    pub outbox: String,
    pub followers: String,
    pub manually_approves_followers: bool,
    pub discoverable: bool,
    pub public_key: PublicKey,
    pub endpoints: Endpoints,
}

/// The actor, its key `public_key_pem`; `summary` in the site's words
/// (the server's catalog).
pub fn actor(site: FederationSite, summary: &str, public_key_pem: &str) -> Actor {
    let id = site.actor_id();
    Actor {
        context: vec![ACTIVITY_STREAMS.into(), SECURITY.into()],
        kind: "Application".into(),
        preferred_username: ACTOR_NAME.into(),
        name: site.name.to_string(),
        summary: format!("<p>{}</p>", escape_html(summary)),
        url: site.origin().to_string(),
        inbox: site.inbox(),
        outbox: site.outbox(),
        followers: site.followers(),
        manually_approves_followers: false,
        discoverable: true,
        public_key: PublicKey {
            id: site.key_id(),
            owner: id.clone(),
            public_key_pem: public_key_pem.to_string(),
        },
        endpoints: Endpoints {
            shared_inbox: site.inbox(),
        },
        id,
    }
}

/// Where an event takes place: its venue's name, address and coordinates.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Place {
    #[serde(rename = "type")]
    pub kind: String,
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub address: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub latitude: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub longitude: Option<f64>,
}

/// An event as FEP-8a8e's minimal `Event`, addressed to anyone and the
/// actor's followers.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EventObject {
    pub id: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub name: String,
    /// HTML: the description's paragraphs.
    pub content: String,
    /// The event's page on the guide.
    pub url: String,
    /// RFC 3339 with the city's offset on that day.
    pub start_time: String,
    pub end_time: String,
    /// The IANA zone its times are the wall clock of.
    pub timezone: String,
    pub location: Place,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image: Option<Image>,
    pub attributed_to: String,
    pub to: Vec<String>,
    pub cc: Vec<String>,
    /// Mobilizon's and Gancio's word for a called-off event
    /// (`CANCELLED`, `TENTATIVE` for a postponed one, else `CONFIRMED`).
    #[serde(rename = "ical:status")]
    pub status: String,
}

/// Its start and end as instants of the city's zone: a timed one-day event
/// from its time ('7:30 PM', to its end or two hours on); any other from
/// the first day's midnight to the end of its last.
fn event_times(event: &Event, zone: CityZone) -> (String, String) {
    let last = event.end_date.filter(|end| *end > event.date);
    let span = event.time.as_deref().and_then(time_span);
    let at = |date: Date, minutes: u16| zone.instant(date, minutes).to_rfc3339();
    match (last, span) {
        (None, Some((start, finish))) => {
            let end = finish.unwrap_or(start + crate::content::event_hours::ASSUMED_LENGTH_MINUTES);
            let (day, end) = if end <= start || end >= 24 * 60 {
                (event.date.add_days(1), end % (24 * 60))
            } else {
                (event.date, end)
            };
            (at(event.date, start), at(day, end))
        }
        _ => (
            at(event.date, 0),
            at(last.unwrap_or(event.date).add_days(1), 0),
        ),
    }
}

/// An event of the guide as peers read it; its page in English (the
/// guide's canonical address).
pub fn event_object(event: &Event, site: FederationSite) -> EventObject {
    let (start_time, end_time) = event_times(event, site.zone);
    let content = event
        .description
        .split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|p| format!("<p>{}</p>", escape_html(p).replace('\n', "<br>")))
        .collect::<String>();
    let (address, latitude, longitude) = match &event.venue {
        VenueRef::Details(venue) => (
            venue.address.clone().filter(|a| !a.trim().is_empty()),
            venue.latitude,
            venue.longitude,
        ),
        VenueRef::Name(_) => (None, None, None),
    };
    EventObject {
        id: site.event_id(event.id),
        kind: "Event".into(),
        name: event.title.clone(),
        content,
        url: format!(
            "{}{}",
            site.origin(),
            item_path(ItemKind::Event, event.id, &event.title)
        ),
        start_time,
        end_time,
        timezone: site.zone.name().to_string(),
        location: Place {
            kind: "Place".into(),
            name: event.venue.name().to_string(),
            address,
            latitude,
            longitude,
        },
        image: event
            .image
            .as_deref()
            .map(str::trim)
            .filter(|i| !i.is_empty())
            .map(|image| Image {
                kind: "Image".into(),
                url: absolute(image, site.origin()),
            }),
        attributed_to: site.actor_id(),
        to: vec![PUBLIC.into()],
        cc: vec![site.followers()],
        status: match event.status {
            EventStatus::Scheduled => "CONFIRMED",
            EventStatus::Cancelled => "CANCELLED",
            EventStatus::Postponed => "TENTATIVE",
        }
        .into(),
    }
}

/// An ordered collection of the actor's (its outbox, its followers): the
/// count, and the items when they are few enough to give at once.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderedCollection<T> {
    #[serde(rename = "@context")]
    pub context: String,
    pub id: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub total_items: u64,
    pub ordered_items: Vec<T>,
}

/// The outbox: the `Create` of each of `events`, newest first as given.
pub fn outbox(events: &[Event], site: FederationSite) -> OrderedCollection<Activity<EventObject>> {
    OrderedCollection {
        context: ACTIVITY_STREAMS.into(),
        id: site.outbox(),
        kind: "OrderedCollection".into(),
        total_items: events.len() as u64,
        ordered_items: events
            .iter()
            .map(|event| announce(Announcement::Create, event_object(event, site), site))
            .collect(),
    }
}

/// A reference as peers write it: the id, or the object with its id.
pub(crate) fn id_of(value: &Value) -> Option<&str> {
    match value {
        Value::String(id) => Some(id),
        Value::Object(object) => object.get("id").and_then(Value::as_str),
        _ => None,
    }
}

pub(crate) fn kind_of(value: &Value) -> Option<&str> {
    value.get("type").and_then(Value::as_str)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::model::Venue;

    fn site() -> FederationSite<'static> {
        FederationSite {
            origin: "https://guide.example/",
            name: "Sarasota Guide",
            city: "Sarasota",
            zone: CityZone::default(),
        }
    }

    fn event(date: &str, end: Option<&str>, time: Option<&str>) -> Event {
        let mut event = crate::content::events::tests::event(7, "Ballet", date, end);
        event.title = "Swan Lake".into();
        event.description = "A ballet in two acts.\n\nTickets <at> the door & online.".into();
        event.time = time.map(str::to_string);
        event.venue = VenueRef::Details(Venue {
            id: 3,
            name: "Van Wezel".into(),
            address: Some("777 N Tamiami Trl, Sarasota, FL 34236".into()),
            website: None,
            phone: None,
            description: None,
            capacity: None,
            venue_type: None,
            latitude: Some(27.3443),
            longitude: Some(-82.5497),
        });
        event.image = Some("/public-objects/swan.jpg".into());
        event
    }

    #[test]
    fn webfinger_finds_the_actor_by_its_account_in_any_case_and_no_one_else() {
        let found = webfinger("acct:events@GUIDE.example", site()).unwrap();
        assert_eq!(found.subject, "acct:events@guide.example");
        assert_eq!(
            found.links[0].href,
            "https://guide.example/federation/actor"
        );
        assert_eq!(found.links[0].media_type.as_deref(), Some(ACTIVITY_JSON));
        assert!(webfinger("https://guide.example/federation/actor", site()).is_some());
        assert!(webfinger("acct:@events@guide.example", site()).is_some());
        assert!(webfinger("acct:admin@guide.example", site()).is_none());
        assert!(webfinger("acct:events@elsewhere.example", site()).is_none());
    }

    #[test]
    fn the_actor_is_an_application_with_its_key_and_inbox() {
        let actor = actor(
            site(),
            "Events in Sarasota & around",
            "-----BEGIN PUBLIC KEY-----",
        );
        let json = serde_json::to_value(&actor).unwrap();
        assert_eq!(json["type"], "Application");
        assert_eq!(json["preferredUsername"], "events");
        assert_eq!(json["summary"], "<p>Events in Sarasota &amp; around</p>");
        assert_eq!(
            json["publicKey"]["id"],
            "https://guide.example/federation/actor#main-key"
        );
        assert_eq!(json["publicKey"]["owner"], json["id"]);
        assert_eq!(
            json["endpoints"]["sharedInbox"],
            "https://guide.example/federation/inbox"
        );
        assert_eq!(json["@context"][0], ACTIVITY_STREAMS);
    }

    #[test]
    fn a_timed_event_starts_and_ends_at_the_citys_offset_of_its_day() {
        // Winter: UTC-5; summer: UTC-4.
        let winter = event_object(&event("2026-12-19", None, Some("7:30 PM")), site());
        assert_eq!(winter.start_time, "2026-12-19T19:30:00-05:00");
        assert_eq!(winter.end_time, "2026-12-19T21:30:00-05:00");
        let summer = event_object(&event("2026-07-04", None, Some("8 PM - 10:15 PM")), site());
        assert_eq!(summer.start_time, "2026-07-04T20:00:00-04:00");
        assert_eq!(summer.end_time, "2026-07-04T22:15:00-04:00");
        // Past midnight: the next morning.
        let late = event_object(&event("2026-07-04", None, Some("9 PM - 1 AM")), site());
        assert_eq!(late.end_time, "2026-07-05T01:00:00-04:00");
        assert_eq!(late.timezone, "America/New_York");
    }

    #[test]
    fn a_run_of_days_or_an_untimed_day_spans_whole_days() {
        let run = event_object(
            &event("2026-11-20", Some("2026-12-30"), Some("10 AM")),
            site(),
        );
        assert_eq!(run.start_time, "2026-11-20T00:00:00-05:00");
        assert_eq!(run.end_time, "2026-12-31T00:00:00-05:00");
        let day = event_object(&event("2026-11-20", None, None), site());
        assert_eq!(day.end_time, "2026-11-21T00:00:00-05:00");
    }

    #[test]
    fn an_event_carries_its_place_page_picture_and_audience() {
        let object = event_object(&event("2026-12-19", None, Some("7:30 PM")), site());
        assert_eq!(object.id, "https://guide.example/federation/events/7");
        assert_eq!(object.url, "https://guide.example/events/7-swan-lake");
        assert_eq!(
            object.content,
            "<p>A ballet in two acts.</p><p>Tickets &lt;at&gt; the door &amp; online.</p>"
        );
        assert_eq!(object.location.name, "Van Wezel");
        assert_eq!(object.location.latitude, Some(27.3443));
        assert_eq!(
            object.image.unwrap().url,
            "https://guide.example/public-objects/swan.jpg"
        );
        assert_eq!(object.to, [PUBLIC]);
        assert_eq!(object.cc, ["https://guide.example/federation/followers"]);
        assert_eq!(object.status, "CONFIRMED");
        let outbox = outbox(&[event("2026-12-19", None, None)], site());
        assert_eq!(outbox.total_items, 1);
        assert_eq!(outbox.ordered_items[0].kind, "Create");
        assert_eq!(
            outbox.ordered_items[0].id,
            "https://guide.example/federation/events/7#create"
        );
        // A change is an Update of the same object, an id per change.
        let object = event_object(&event("2026-12-19", None, None), site());
        let update = announce(Announcement::Update { version: "ab12" }, object, site());
        assert_eq!(update.kind, "Update");
        assert_eq!(
            update.id,
            "https://guide.example/federation/events/7#update-ab12"
        );
        assert_eq!(
            update.object.id,
            "https://guide.example/federation/events/7"
        );
    }

    #[test]
    fn nodeinfo_names_the_software_and_its_protocol() {
        let links = nodeinfo_links(site());
        assert_eq!(links.links[0].href, "https://guide.example/nodeinfo/2.1");
        let info = serde_json::to_value(nodeinfo(site(), "0.1.0", 35)).unwrap();
        assert_eq!(info["protocols"], serde_json::json!(["activitypub"]));
        assert_eq!(info["usage"]["localPosts"], 35);
        assert_eq!(info["openRegistrations"], false);
    }
}
