//! Following a source (issue #19): what one re-read of a venue's page or
//! feed found, against what the guide kept from the reads before.
//!
//! Each event a source gives has an identity that outlives a re-read: the
//! feed's UID or the event's own page (with the date, for occurrences of a
//! series), else the page it was listed on and its date, else its title
//! and date. Its [`EventFields`] are what a visitor would see change: the
//! title, dates, time, venue, price and status. A re-read then says, per
//! event: new, changed (with the fields before and after), unchanged,
//! vanished from its source, or cancelled/postponed. An event staff
//! rejected is remembered (a tombstone) and never comes back as new.

use serde::{Deserialize, Serialize};

use super::dedupe::{EventFacts, EventMatcher, identity_key, same_event};
use super::{EventExtraction, ScrapedEvent};
use crate::text::similarity::normalize;
use crate::time::date::Date;

pub use crate::dashboard::sources::EventFields;

impl EventFields {
    pub fn of(event: &ScrapedEvent) -> EventFields {
        EventFields {
            title: event.title.clone(),
            date: event.date,
            end_date: event.end_date,
            time: event.time.clone(),
            venue: event.venue.clone(),
            price: event.ticket_price.clone(),
            status: event.status,
        }
    }

    fn facts(&self) -> EventFacts<'_> {
        EventFacts {
            title: &self.title,
            date: self.date,
            end_date: self.end_date,
            venue: self.venue.as_deref(),
        }
    }
}

/// The identity of an event at its source (see the module's notes).
pub fn identity(event: &ScrapedEvent) -> String {
    if let Some(key) = event.source_key.as_deref().filter(|k| !k.trim().is_empty()) {
        return identity_key(key);
    }
    match event.source_url.as_deref().filter(|u| !u.trim().is_empty()) {
        Some(url) => format!("{}#{}", identity_key(url), event.date),
        None => format!("{}@{}", normalize(&event.title), event.date),
    }
}

/// An event of the source as the guide keeps it between reads.
#[derive(Debug, Clone, PartialEq)]
pub struct Followed {
    pub identity: String,
    /// As the last read gave it.
    pub fields: EventFields,
    /// Staff rejected it: a re-read never brings it back.
    pub rejected: bool,
    /// It vanished (or was withdrawn) at an earlier read, and that is known.
    pub gone: bool,
}

/// What a re-read says of one event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Change {
    New,
    Changed,
    Unchanged,
    /// No longer on its source (and not yet past).
    Vanished,
    /// Its source says it is cancelled or postponed.
    Withdrawn,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Reviewed {
    pub identity: String,
    pub change: Change,
    /// As the guide kept it (none for a new event).
    pub before: Option<EventFields>,
    /// As the source gives it now (none for a vanished one).
    pub after: Option<EventFields>,
    /// The event as read now, to create or update from.
    pub event: Option<ScrapedEvent>,
}

/// One re-read of a source against what the guide kept of it. `today`
/// keeps past events out: a show that ended is not 'vanished'. A found
/// event matches a kept one by identity, else by the duplicate rule
/// (similar title, date within a day, same venue), so an event whose
/// page moved is changed, not new. Rejected events are left out whatever
/// they did; one found again after it vanished is changed (if it differs)
/// or unchanged.
pub fn review(kept: &[Followed], found: &EventExtraction, today: Date) -> Vec<Reviewed> {
    let mut matched = vec![false; kept.len()];
    let mut out = Vec::new();
    let current = found
        .events
        .iter()
        .map(|e| (e, false))
        .chain(found.withdrawn.iter().map(|e| (e, true)));
    for (event, withdrawn) in current {
        let id = identity(event);
        let after = EventFields::of(event);
        let at = kept
            .iter()
            .enumerate()
            .position(|(i, k)| !matched[i] && k.identity == id)
            .or_else(|| {
                kept.iter().enumerate().position(|(i, k)| {
                    !matched[i] && same_event(&k.fields.facts(), &after.facts()).is_some()
                })
            });
        let Some(at) = at else {
            // A withdrawn event the guide never had is nothing to review.
            if !withdrawn && after.date.max(after.end_date.unwrap_or(after.date)) >= today {
                out.push(Reviewed {
                    identity: id,
                    change: Change::New,
                    before: None,
                    after: Some(after),
                    event: Some(event.clone()),
                });
            }
            continue;
        };
        matched[at] = true;
        let known = &kept[at];
        if known.rejected {
            continue;
        }
        let change = if withdrawn {
            if known.gone && known.fields.status == after.status {
                Change::Unchanged
            } else {
                Change::Withdrawn
            }
        } else if after.changed_from(&known.fields).is_empty() {
            Change::Unchanged
        } else {
            Change::Changed
        };
        out.push(Reviewed {
            identity: known.identity.clone(),
            change,
            before: Some(known.fields.clone()),
            after: Some(after),
            event: Some(event.clone()),
        });
    }
    for (known, _) in kept.iter().zip(&matched).filter(|(_, m)| !**m) {
        let last_day = known.fields.end_date.unwrap_or(known.fields.date);
        if known.rejected || known.gone || last_day < today {
            continue;
        }
        out.push(Reviewed {
            identity: known.identity.clone(),
            change: Change::Vanished,
            before: Some(known.fields.clone()),
            after: None,
            event: None,
        });
    }
    out
}

/// What a source's new event is to the guide's own events (those the
/// matcher was built from, by position).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InGuide {
    /// Certainly the same: its own page or feed UID, on the same day (made
    /// by Discover from this very source). The source follows the guide's
    /// event from now on, and only what differs waits, as a change.
    Same(usize),
    /// Probably the same (the duplicate rule): staff are told so, and
    /// decide.
    Similar(usize),
}

/// Whether a new event of a read is already in the guide; none for
/// anything but a new event, or one the guide does not list. `page_venue`
/// is the source's venue, when it is a venue's page: discovery's rule.
pub fn in_guide(
    item: &Reviewed,
    matcher: &EventMatcher,
    page_venue: Option<&str>,
) -> Option<InGuide> {
    let event = item.event.as_ref().filter(|_| item.change == Change::New)?;
    let best = matcher.matches(event, page_venue).into_iter().next()?;
    Some(if best.certain {
        InGuide::Same(best.index)
    } else {
        InGuide::Similar(best.index)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::extract::{Confidence, EventStatus, Source};

    fn day(text: &str) -> Date {
        Date::parse(text).unwrap()
    }

    fn event(title: &str, date: &str, key: Option<&str>) -> ScrapedEvent {
        ScrapedEvent {
            title: title.into(),
            description: String::new(),
            date: day(date),
            end_date: None,
            time: Some("7:30 PM".into()),
            category: "Theater".into(),
            image: None,
            ticket_price: Some("$35".into()),
            ticket_url: None,
            venue: Some("Players Centre".into()),
            venue_address: None,
            venue_at: None,
            source_url: Some("https://players.example/season/".into()),
            source_key: key.map(str::to_string),
            source: Source::JsonLd,
            confidence: Confidence::High,
            check: None,
            lang: Default::default(),
            status: EventStatus::Scheduled,
        }
    }

    fn kept(event: &ScrapedEvent) -> Followed {
        Followed {
            identity: identity(event),
            fields: EventFields::of(event),
            rejected: false,
            gone: false,
        }
    }

    fn changes(reviewed: &[Reviewed]) -> Vec<(&str, Change)> {
        reviewed
            .iter()
            .map(|r| {
                let title = r
                    .after
                    .as_ref()
                    .or(r.before.as_ref())
                    .map_or("", |f| f.title.as_str());
                (title, r.change)
            })
            .collect()
    }

    #[test]
    fn identity_is_the_uid_or_page_else_the_listing_and_date_else_the_title() {
        let mut e = event(
            "Our Town",
            "2026-04-10",
            Some("https://www.Players.example/shows/our-town/"),
        );
        assert_eq!(identity(&e), "players.example/shows/our-town");
        e.source_key = None;
        assert_eq!(identity(&e), "players.example/season#2026-04-10");
        e.source_url = None;
        assert_eq!(identity(&e), "our town@2026-04-10");
    }

    #[test]
    fn a_reread_says_new_changed_unchanged_vanished_and_withdrawn() {
        let today = day("2026-03-01");
        let town = event(
            "Our Town",
            "2026-04-10",
            Some("https://players.example/shows/our-town/"),
        );
        let tempest = event(
            "The Tempest",
            "2026-03-20",
            Some("https://players.example/shows/tempest/"),
        );
        let cabaret = event(
            "Spring Cabaret",
            "2026-03-27",
            Some("https://players.example/shows/cabaret/"),
        );
        let gone = event(
            "Winter Revue",
            "2026-03-15",
            Some("https://players.example/shows/revue/"),
        );
        let past = event(
            "January Gala",
            "2026-01-10",
            Some("https://players.example/shows/gala/"),
        );
        let before: Vec<Followed> = [&town, &tempest, &cabaret, &gone, &past]
            .iter()
            .map(|e| kept(e))
            .collect();

        // Now: Our Town as it was; The Tempest moved a week and got dearer;
        // the cabaret cancelled; the revue and the past gala off the page;
        // a new show.
        let mut moved = tempest.clone();
        moved.date = day("2026-03-27");
        moved.ticket_price = Some("$40".into());
        let mut cancelled = cabaret.clone();
        cancelled.status = EventStatus::Cancelled;
        let added = event(
            "Noises Off",
            "2026-05-01",
            Some("https://players.example/shows/noises-off/"),
        );
        let now = EventExtraction {
            events: vec![town.clone(), moved, added],
            withdrawn: vec![cancelled],
            skipped: vec![],
        };
        let reviewed = review(&before, &now, today);
        assert_eq!(
            changes(&reviewed),
            [
                ("Our Town", Change::Unchanged),
                ("The Tempest", Change::Changed),
                ("Noises Off", Change::New),
                ("Spring Cabaret", Change::Withdrawn),
                ("Winter Revue", Change::Vanished),
            ]
        );
        let tempest_now = reviewed[1].after.as_ref().unwrap();
        assert_eq!(
            tempest_now.changed_from(reviewed[1].before.as_ref().unwrap()),
            ["date", "price"]
        );
    }

    #[test]
    fn a_moved_page_is_the_same_event_and_a_rejected_one_stays_out() {
        let today = day("2026-03-01");
        let show = event(
            "Our Town",
            "2026-04-10",
            Some("https://players.example/shows/our-town/"),
        );
        let rejected = event(
            "Bingo Night",
            "2026-04-11",
            Some("https://players.example/bingo/"),
        );
        let mut kept_rejected = kept(&rejected);
        kept_rejected.rejected = true;
        let before = vec![kept(&show), kept_rejected];
        // The show's page moved (a new URL), its time changed; the rejected
        // one is still listed.
        let mut moved = show.clone();
        moved.source_key = Some("https://players.example/2026/our-town".into());
        moved.time = Some("8:00 PM".into());
        let now = EventExtraction {
            events: vec![moved, rejected],
            ..EventExtraction::default()
        };
        let reviewed = review(&before, &now, today);
        assert_eq!(changes(&reviewed), [("Our Town", Change::Changed)]);
        // Kept under the identity the guide knows it by.
        assert_eq!(reviewed[0].identity, "players.example/shows/our-town");

        // Rejected and gone from the page: still nothing to say.
        let reviewed = review(&before[1..], &EventExtraction::default(), today);
        assert!(reviewed.is_empty());
    }

    #[test]
    fn what_was_known_gone_is_not_said_twice() {
        let today = day("2026-03-01");
        let show = event(
            "Our Town",
            "2026-04-10",
            Some("https://players.example/shows/our-town/"),
        );
        let mut known_gone = kept(&show);
        known_gone.gone = true;
        assert!(review(&[known_gone.clone()], &EventExtraction::default(), today).is_empty());
        // Back on the page as it was: unchanged, so the guide can clear it.
        let back = EventExtraction {
            events: vec![show.clone()],
            ..EventExtraction::default()
        };
        assert_eq!(
            changes(&review(&[known_gone.clone()], &back, today)),
            [("Our Town", Change::Unchanged)]
        );
        // Withdrawn and already known withdrawn: unchanged too.
        let mut cancelled = show.clone();
        cancelled.status = EventStatus::Cancelled;
        known_gone.fields.status = EventStatus::Cancelled;
        let again = EventExtraction {
            withdrawn: vec![cancelled],
            ..EventExtraction::default()
        };
        assert_eq!(
            changes(&review(&[known_gone], &again, today)),
            [("Our Town", Change::Unchanged)]
        );
        // A past event new to the guide is not news.
        let past = EventExtraction {
            events: vec![event("Old Show", "2026-02-01", None)],
            ..EventExtraction::default()
        };
        assert!(review(&[], &past, today).is_empty());
    }

    #[test]
    fn a_new_event_the_guide_lists_is_the_same_by_its_page_and_similar_by_the_duplicate_rule() {
        use crate::extract::dedupe::KnownEvent;
        let known = |id: i64, title: &str, date: &str, source: Option<&str>| KnownEvent {
            id,
            title: title.into(),
            date: day(date),
            end_date: None,
            venue: Some("Players Centre".into()),
            source_url: source.map(str::to_string),
        };
        let matcher = EventMatcher::new(vec![
            known(
                1,
                "The Tempest",
                "2026-12-10",
                Some("https://players.example/shows/tempest/"),
            ),
            known(2, "Winter Revue!", "2026-12-18", None),
        ]);
        let found = EventExtraction {
            events: vec![
                event(
                    "The Tempest",
                    "2026-12-10",
                    Some("https://players.example/shows/tempest/"),
                ),
                event(
                    "Winter Revue",
                    "2026-12-18",
                    Some("https://players.example/shows/revue/"),
                ),
                event(
                    "Spring Cabaret",
                    "2027-03-15",
                    Some("https://players.example/shows/cabaret/"),
                ),
            ],
            ..EventExtraction::default()
        };
        let reviewed = review(&[], &found, day("2026-11-24"));
        let known: Vec<Option<InGuide>> = reviewed
            .iter()
            .map(|r| in_guide(r, &matcher, None))
            .collect();
        assert_eq!(
            known,
            [Some(InGuide::Same(0)), Some(InGuide::Similar(1)), None]
        );
        // Only new events are looked up.
        let again = review(&[kept(&found.events[0])], &found, day("2026-11-24"));
        assert_eq!(in_guide(&again[0], &matcher, None), None);
    }

    /// The Nutcracker scenario of #71: a ballet company's page names the
    /// hall it plays in, the guide lists the show at the company's venue.
    /// Read from the company's page, as discovery reads it, it is similar.
    #[test]
    fn a_venue_pages_event_is_matched_at_that_venue_whatever_hall_it_names() {
        use crate::extract::dedupe::KnownEvent;
        let matcher = EventMatcher::new(vec![KnownEvent {
            id: 7,
            title: "The Nutcracker".into(),
            date: day("2026-12-19"),
            end_date: None,
            venue: Some("Sarasota Ballet".into()),
            source_url: None,
        }]);
        let mut show = event(
            "The Nutcracker",
            "2026-12-19",
            Some("https://ballet.example/nutcracker/"),
        );
        show.venue = Some("Van Wezel Performing Arts Hall".into());
        let found = EventExtraction {
            events: vec![show],
            ..EventExtraction::default()
        };
        let reviewed = review(&[], &found, day("2026-12-01"));
        // Another hall named, and no page's venue: not the guide's.
        assert_eq!(in_guide(&reviewed[0], &matcher, None), None);
        assert_eq!(
            in_guide(&reviewed[0], &matcher, Some("Sarasota Ballet")),
            Some(InGuide::Similar(0))
        );
    }
}
