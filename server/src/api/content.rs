//! Public reads: events, activities, restaurants (spec section 7).

use axum::Extension;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::Response;
use guide_core::CityClock;
use guide_core::content::areas::AreaTable;
use guide_core::content::collections::{Collection, CollectionPage};
use guide_core::content::event_index::EventIndex;
use guide_core::content::feeds::{FeedFormat, FeedSite, events_feed_xml};
use guide_core::content::lists::{MAX_SLICE, PAGE_SIZE};
use guide_core::content::model::{Activity, Event, Restaurant};
use guide_core::content::related::{ActivityPage, EventPage, RestaurantPage};
use guide_core::content::right_now::RightNow;
use guide_core::content::search::{RESULTS_SHOWN, reads_the_minute};
use guide_core::content::syndication::Listing;
use guide_core::plan::calendar::{self, CalendarSite, FeedFilter};
use guide_core::text::catalogs::catalog;
use guide_core::text::lang::Lang;
use guide_core::time::date::Date;
use serde::Deserialize;

use super::routes::{Access::Read, GET, Routes};
use super::{asked_lang, changes};
use crate::change_feed::FullList;
use crate::clock::{city_clock, today};
use crate::error::ApiError;
use crate::read_cache::Freshness;
use crate::read_cache::Reusable;
use crate::requester::{Requester, site_origin};
use crate::state::AppState;
use crate::store::{EventFilter, Store};

pub fn routes() -> Routes {
    Routes::new()
        .add(Read, GET, "/events", list_events)
        .add(Read, GET, "/events/page", events_page)
        .add(Read, GET, "/events/home", home_events)
        .add(Read, GET, "/events/whats-on", whats_on)
        .add(Read, GET, "/events/{id}", event_page)
        .add(Read, GET, "/activities/{id}", activity_page)
        .add(Read, GET, "/restaurants/{id}", restaurant_page)
        .add(Read, GET, "/collections/{id}", collection_page)
        .add(Read, GET, "/right-now", right_now)
        .add(Read, GET, "/events.ics", events_feed)
        .add(Read, GET, "/search", search)
}

/// `?category=…&venue=…` of `/api/events` and the events feed (whose
/// `?collection=rainy-day` narrows it to a collection's events).
#[derive(Debug, Deserialize)]
struct EventsParams {
    category: Option<String>,
    venue: Option<String>,
    collection: Option<String>,
    /// The feed's language (`?lang=es`).
    lang: Option<String>,
}

/// A blank query value means "no filter".
fn present(value: Option<String>) -> Option<String> {
    value
        .map(|v| v.trim().to_string())
        .filter(|v| !v.is_empty())
}

/// Answers a read from the cache when the content has not changed since it
/// was built, else builds it with `build`.
async fn cached_read<F, Fut, T, E>(
    state: &AppState,
    headers: &HeaderMap,
    key: &str,
    freshness: Freshness,
    build: F,
) -> Result<Response, ApiError>
where
    F: FnOnce(Store) -> Fut,
    Fut: Future<Output = Result<T, E>>,
    E: Into<anyhow::Error>,
    T: serde::Serialize,
{
    let version = state.store.recent_content_version().await?;
    let store = state.store.clone();
    Ok(state
        .reads
        .respond(key, version, headers, freshness, || async move {
            build(store).await.map_err(Into::into)
        })
        .await?)
}

async fn list_events(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(query): Query<EventsParams>,
    Query(params): Query<Vec<(String, String)>>,
) -> Result<Response, ApiError> {
    let filter = EventFilter {
        category: present(query.category),
        venue: present(query.venue),
    };
    // A program's page of them (#38), else the spec's plain array.
    if let Some(page) =
        changes::paged(&state, &headers, FullList::Events, filter.clone(), &params).await?
    {
        return Ok(page);
    }
    // Every event: the device's full copy, with its change feed.
    if filter.category.is_none() && filter.venue.is_none() {
        return changes::full_list(&state, &headers, FullList::Events, Freshness::Revalidate).await;
    }
    let key = format!("events?{:?}&{:?}", filter.category, filter.venue);
    cached_read(
        &state,
        &headers,
        &key,
        Freshness::Revalidate,
        |store| async move { store.list_events(&filter).await },
    )
    .await
}

/// `GET /api/events/page`: the events page's list, a slice at a time. The
/// query is the page's own address (`q`, `category`, `venue`, `dates`,
/// `start`, `end`, read by core) with `offset` and `limit` (24 by
/// default, at most 960): the events from `offset` by date, how many match
/// in all, and the venue choices. Its size does not grow with the guide.
async fn events_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(params): Query<Vec<(String, String)>>,
) -> Result<Response, ApiError> {
    let query = guide_core::content::event_index::EventQuery::from_address(
        params.iter().map(|(k, v)| (k.as_str(), v.as_str())),
    )
    .map_err(|error| ApiError::BadRequest(error.to_string()))?;
    let number = |key: &str, default: usize| -> Result<usize, ApiError> {
        match params.iter().rev().find(|(k, _)| k == key) {
            None => Ok(default),
            Some((_, value)) => value.trim().parse().map_err(|_| {
                ApiError::BadRequest(format!("{key} must be a whole number, not '{value}'"))
            }),
        }
    };
    let offset = number("offset", 0)?;
    let limit = number("limit", PAGE_SIZE)?;
    if !(1..=MAX_SLICE).contains(&limit) {
        return Err(ApiError::BadRequest(format!(
            "limit must be between 1 and {MAX_SLICE}"
        )));
    }
    let key = format!("events/page?{query:?}&{offset}&{limit}");
    let clock = Clocked::reading_minutes(query.dates.reads_the_minute());
    indexed_read(&state, &headers, &key, clock, move |index, clock| {
        Ok(index.slice(&query, clock, offset, limit))
    })
    .await
}

/// `GET /api/events/home`: Home's 'Upcoming Events' (spec section 3: at
/// most six, one per category of the Home filter, by date), chosen by
/// core from every event, so that Home never reads the whole list.
async fn home_events(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    indexed_read(
        &state,
        &headers,
        "events/home?",
        Clocked::BY_DAY,
        |index, clock| {
            Ok(index
                .home_selection(clock.today)
                .into_iter()
                .map(|i| index.shown(i, clock.today))
                .collect::<Vec<_>>())
        },
    )
    .await
}

/// `GET /api/events/{id}`: an event's page, the event and the coming
/// events at its venue (core's `EventPage`), so that the page never reads
/// the whole list. An id the guide does not have is a 404.
async fn event_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(params): Query<PageParams>,
) -> Result<Response, ApiError> {
    let id: i64 = id
        .parse()
        .map_err(|_| ApiError::BadRequest(format!("'{id}' is not an event id")))?;
    let lang = params.lang()?;
    let version = state.store.recent_content_version().await?;
    let index = state.event_index.events(&state.store, version).await?;
    if !index.events().iter().any(|e| e.id == id) {
        return Err(ApiError::NotFound);
    }
    indexed_read(
        &state,
        &headers,
        &format!("events/{id}?{}", PageParams::key(lang)),
        Clocked::BY_DAY,
        move |index, clock| {
            let page = EventPage::of(index.events(), index.series(), id, clock.today)
                .ok_or_else(|| anyhow::anyhow!("event {id} left the index it was found in"))?;
            Ok(PageParams::shown(page, lang, EventPage::in_language))
        },
    )
    .await
}

/// `GET /api/activities/{id}`: an activity's page, the activity and the
/// places near it (core's `ActivityPage`), worked out here once per
/// content version, so that the page neither reads the lists whole nor
/// works out what is near while it becomes the app's. An id the guide
/// does not have is a 404.
async fn activity_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(params): Query<PageParams>,
) -> Result<Response, ApiError> {
    let id = place_id(&id, "an activity")?;
    let lang = params.lang()?;
    if state.store.activity(id).await?.is_none() {
        return Err(ApiError::NotFound);
    }
    place_page(
        &state,
        &headers,
        format!("activities/{id}?{}", PageParams::key(lang)),
        move |areas, places, events, today| {
            let page = ActivityPage::of(areas, places, events, id, today)
                .ok_or_else(|| anyhow::anyhow!("activity {id} left the list it was found in"))?;
            Ok(PageParams::shown(page, lang, ActivityPage::in_language))
        },
    )
    .await
}

/// `GET /api/restaurants/{id}`: a restaurant's page, as
/// [`activity_page`] is an activity's.
async fn restaurant_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(params): Query<PageParams>,
) -> Result<Response, ApiError> {
    let id = place_id(&id, "a restaurant")?;
    let lang = params.lang()?;
    if state.store.restaurant(id).await?.is_none() {
        return Err(ApiError::NotFound);
    }
    place_page(
        &state,
        &headers,
        format!("restaurants/{id}?{}", PageParams::key(lang)),
        move |areas, places, events, today| {
            let page = RestaurantPage::of(areas, places, events, id, today)
                .ok_or_else(|| anyhow::anyhow!("restaurant {id} left the list it was found in"))?;
            Ok(PageParams::shown(page, lang, RestaurantPage::in_language))
        },
    )
    .await
}

/// `GET /api/collections/{id}`: a collection's page (core's
/// `CollectionPage`) at the city's day: its soonest events, each series
/// once, and its places. Kept for the content version and the day. An id
/// that is no collection is a 404.
async fn collection_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(params): Query<PageParams>,
) -> Result<Response, ApiError> {
    let collection = Collection::parse(&id).ok_or(ApiError::NotFound)?;
    let lang = params.lang()?;
    let today = today(state.site.time_zone);
    let key = format!("collections/{id}?{}&{today}", PageParams::key(lang));
    guide_read(
        &state,
        &headers,
        &key,
        move |index, activities, restaurants| {
            let page =
                CollectionPage::of(collection, index.events(), activities, restaurants, today);
            PageParams::shown(page, lang, CollectionPage::in_language)
        },
    )
    .await
}

/// `GET /api/right-now`: 'Right now' (core's `RightNow`) at the city's
/// minute: the events on now or later today, each series once, and the
/// places open now. Kept for the content version and the minute; the
/// device orders it by distance and checks it again at its own clock.
async fn right_now(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(params): Query<PageParams>,
) -> Result<Response, ApiError> {
    let lang = params.lang()?;
    let clock = city_clock(state.site.time_zone);
    let key = format!(
        "right-now?{}&{}&{}",
        PageParams::key(lang),
        clock.today,
        clock.minutes
    );
    guide_read(
        &state,
        &headers,
        &key,
        move |index, activities, restaurants| {
            let page = RightNow::of(index, activities, restaurants, clock);
            PageParams::shown(page, lang, RightNow::in_language)
        },
    )
    .await
}

/// Answers a read made from core's index of the events and both lists of
/// places, from the read cache while the content is unchanged (`key`
/// names the read with what else it depends on: the day, the minute).
async fn guide_read<T: serde::Serialize>(
    state: &AppState,
    headers: &HeaderMap,
    key: &str,
    build: impl FnOnce(&EventIndex, &[Activity], &[Restaurant]) -> T + Send + 'static,
) -> Result<Response, ApiError> {
    let version = state.store.recent_content_version().await?;
    let (store, index) = (state.store.clone(), state.event_index.clone());
    Ok(state
        .reads
        .respond(
            key,
            version,
            headers,
            Freshness::Revalidate,
            || async move {
                let (events, activities, restaurants) = tokio::try_join!(
                    index.events(&store, version),
                    async { Ok(store.list_activities().await?) },
                    async { Ok(store.list_restaurants().await?) },
                )?;
                Ok::<_, anyhow::Error>(build(&events, &activities, &restaurants))
            },
        )
        .await?)
}

/// `?lang=es` of an item's page: the page in that language, each item's
/// text in it where staff gave it, else as written and so named
/// (`untranslated`), without the other languages' translations. Without
/// it, each item as stored, with all its translations.
#[derive(Debug, Deserialize)]
struct PageParams {
    lang: Option<String>,
}

impl PageParams {
    fn lang(&self) -> Result<Option<Lang>, ApiError> {
        self.lang
            .as_deref()
            .map(|lang| asked_lang(Some(lang)))
            .transpose()
    }

    /// The language's part of the page's key in the read cache.
    fn key(lang: Option<Lang>) -> &'static str {
        lang.map_or("", Lang::code)
    }

    /// `page` in `lang` (core's `localize`) when one was asked for.
    fn shown<P>(page: P, lang: Option<Lang>, in_language: fn(P, Lang) -> P) -> P {
        match lang {
            Some(lang) => in_language(page, lang),
            None => page,
        }
    }
}

fn place_id(id: &str, kind: &str) -> Result<i64, ApiError> {
    id.parse()
        .map_err(|_| ApiError::BadRequest(format!("'{id}' is not {kind}'s id")))
}

/// A place's page from the area table, both lists and the events (what's
/// on there), kept for the content version and the city's day under `key`.
async fn place_page<T: serde::Serialize>(
    state: &AppState,
    headers: &HeaderMap,
    key: String,
    build: impl FnOnce(&AreaTable, (&[Activity], &[Restaurant]), &[Event], Date) -> anyhow::Result<T>
    + Send
    + 'static,
) -> Result<Response, ApiError> {
    let today = today(state.site.time_zone);
    let version = state.store.recent_content_version().await?;
    let (store, index, config) = (
        state.store.clone(),
        state.event_index.clone(),
        state.config.clone(),
    );
    Ok(state
        .reads
        .respond(
            &format!("{key}&{today}"),
            version,
            headers,
            Freshness::Revalidate,
            || async move {
                let (events, activities, restaurants) = tokio::try_join!(
                    index.events(&store, version),
                    async { Ok(store.list_activities().await?) },
                    async { Ok(store.list_restaurants().await?) },
                )?;
                build(
                    &config.site.areas,
                    (&activities, &restaurants),
                    events.events(),
                    today,
                )
            },
        )
        .await?)
}

/// `GET /api/events/whats-on`: Home's lead, 'Tonight' and 'This weekend'
/// (core's `WhatsOn`): the first events of each, how many in all, and when
/// the answer changes by the clock, read at the city's minute.
async fn whats_on(State(state): State<AppState>, headers: HeaderMap) -> Result<Response, ApiError> {
    let zone = state.site.time_zone;
    indexed_read(
        &state,
        &headers,
        "events/whats-on?",
        Clocked::BY_MINUTE,
        move |index, clock| Ok(index.whats_on(zone, clock)),
    )
    .await
}

/// How finely a read made from the events depends on the clock: the cache
/// keeps an answer for the day, or for the minute (what is on tonight).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Clocked {
    by_minute: bool,
}

impl Clocked {
    const BY_DAY: Clocked = Clocked { by_minute: false };
    const BY_MINUTE: Clocked = Clocked { by_minute: true };

    fn reading_minutes(by_minute: bool) -> Clocked {
        Clocked { by_minute }
    }
}

/// Answers a read made from every event in core's index (kept per content
/// version) at the city's clock: from the read cache while the content and
/// the day (or the minute, for a read that reads it) have not changed
/// (`key` names the read; the day and minute are added).
async fn indexed_read<T: serde::Serialize>(
    state: &AppState,
    headers: &HeaderMap,
    key: &str,
    clocked: Clocked,
    build: impl FnOnce(&EventIndex, CityClock) -> anyhow::Result<T> + Send + 'static,
) -> Result<Response, ApiError> {
    let mut now = city_clock(state.site.time_zone);
    if !clocked.by_minute {
        now = CityClock::midnight(now.today);
    }
    let version = state.store.recent_content_version().await?;
    let (store, index) = (state.store.clone(), state.event_index.clone());
    let key = format!("{key}&{}&{}", now.today, now.minutes);
    Ok(state
        .reads
        .respond(
            &key,
            version,
            headers,
            Freshness::Revalidate,
            || async move { build(&*index.events(&store, version).await?, now) },
        )
        .await?)
}

/// Longest search the API reads: longer is not a visitor's search.
const MAX_SEARCH: usize = 200;

#[derive(Debug, Deserialize)]
struct SearchParams {
    #[serde(default)]
    q: String,
    /// The results' language (`?lang=es`).
    lang: Option<String>,
}

/// `GET /api/search?q=`: the search page's answer for `q`, by core's
/// search over every event, activity and restaurant (at most
/// `RESULTS_SHOWN` results, best first, or what to try instead), read at
/// the city's clock and written in `lang`'s words, so that a search's
/// first view never reads the whole guide. The device then searches its
/// own copy.
async fn search(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(params): Query<SearchParams>,
) -> Result<Response, ApiError> {
    let query = params.q.trim().to_string();
    let lang = asked_lang(params.lang.as_deref())?;
    if query.chars().count() > MAX_SEARCH {
        return Err(ApiError::BadRequest(format!(
            "a search is at most {MAX_SEARCH} characters"
        )));
    }
    let clock = city_clock(state.site.time_zone);
    // An answer holds for its day; one that reads 'open now', its minute.
    let minute = reads_the_minute(&query);
    let lang_code = lang.code();
    let key = if minute {
        format!(
            "search?{query}&{lang_code}@{}T{}",
            clock.today, clock.minutes
        )
    } else {
        format!("search?{query}&{lang_code}@{}", clock.today)
    };
    let version = state.store.recent_content_version().await?;
    let (store, index) = (state.store.clone(), state.search_index.clone());
    let mut response = state
        .reads
        .respond(
            &key,
            version,
            &headers,
            Freshness::Revalidate,
            || async move {
                let index = index.search(&store, version).await?;
                Ok(index.answer(&query, clock, RESULTS_SHOWN, catalog(lang)))
            },
        )
        .await?;
    if minute {
        // Kept for its minute by the read cache, not for the day.
        response.extensions_mut().remove::<Reusable>();
    }
    Ok(response)
}

/// The live calendar feed of future events (`webcal://` subscriptions),
/// under the same filters as the list, in the language asked for
/// (`?lang=es`). Built once per content version, city day, address and
/// language, like the list, with its ETag.
async fn events_feed(
    State(state): State<AppState>,
    headers: HeaderMap,
    client: Option<Extension<Requester>>,
    Query(query): Query<EventsParams>,
) -> Result<Response, ApiError> {
    let lang = asked_lang(query.lang.as_deref())?;
    let collection = match present(query.collection) {
        None => None,
        Some(id) => Some(Collection::parse(&id).ok_or_else(|| {
            ApiError::BadRequest(format!("'{id}' is not one of the guide's collections"))
        })?),
    };
    let filter = EventFilter {
        category: present(query.category),
        venue: present(query.venue),
    };
    let zone = state.site.time_zone;
    let today = today(zone);
    let origin = site_origin(
        state.config.site.public_url.as_deref(),
        &headers,
        client.as_deref(),
    );
    let key = format!(
        "events.ics?{today}&{origin}&{:?}&{:?}&{:?}&{}",
        filter.category,
        filter.venue,
        collection,
        lang.code()
    );
    let version = state.store.recent_content_version().await?;
    let (store, site) = (state.store.clone(), state.site.clone());
    let build = || async move {
        let events = store.list_events(&filter).await?;
        let site = CalendarSite {
            brand: &site.brand,
            words: catalog(lang),
            origin: &origin,
            zone,
        };
        let wanted = FeedFilter {
            category: filter.category.as_deref(),
            venue: filter.venue.as_deref(),
            collection,
        };
        Ok(calendar::events_feed(&events, wanted, today, &site).into_bytes())
    };
    let mut response = state
        .reads
        .respond_as(
            &key,
            version,
            &headers,
            Freshness::Revalidate,
            "text/calendar; charset=utf-8",
            build,
        )
        .await?;
    response.headers_mut().insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_static("inline; filename=\"events.ics\""),
    );
    Ok(response)
}

/// The most entries a news feed lists: the next hundred events, as a
/// newsreader shows them (the calendar feed has them all).
pub const NEWS_FEED_ENTRIES: usize = 100;

/// `GET /feeds/events.rss`: the events list as RSS 2.0 (issue #38).
pub(crate) async fn events_rss(
    State(state): State<AppState>,
    headers: HeaderMap,
    client: Option<Extension<Requester>>,
    Query(params): Query<Vec<(String, String)>>,
) -> Result<Response, ApiError> {
    news_feed(FeedFormat::Rss, &state, &headers, client.as_deref(), params).await
}

/// `GET /feeds/events.atom`: the same as Atom.
pub(crate) async fn events_atom(
    State(state): State<AppState>,
    headers: HeaderMap,
    client: Option<Extension<Requester>>,
    Query(params): Query<Vec<(String, String)>>,
) -> Result<Response, ApiError> {
    news_feed(
        FeedFormat::Atom,
        &state,
        &headers,
        client.as_deref(),
        params,
    )
    .await
}

/// A news feed of the events page under its own filters (its address's
/// `category`, `venue`, `dates`, `q`, read by core) in `lang`, the next
/// [`NEWS_FEED_ENTRIES`] events by date. Built once per content version,
/// city day (or minute, for 'Tonight'), address and language, with its
/// ETag, as the list is.
async fn news_feed(
    format: FeedFormat,
    state: &AppState,
    headers: &HeaderMap,
    client: Option<&Requester>,
    params: Vec<(String, String)>,
) -> Result<Response, ApiError> {
    let lang = asked_lang(
        params
            .iter()
            .rev()
            .find(|(k, _)| k == "lang")
            .map(|(_, v)| v.as_str()),
    )?;
    let filters: Vec<(String, String)> = params.into_iter().filter(|(k, _)| k != "lang").collect();
    let query = guide_core::content::event_index::EventQuery::from_address(
        filters.iter().map(|(k, v)| (k.as_str(), v.as_str())),
    )
    .map_err(|error| ApiError::BadRequest(error.to_string()))?;
    let mut now = city_clock(state.site.time_zone);
    if !query.dates.reads_the_minute() {
        now = CityClock::midnight(now.today);
    }
    let origin = site_origin(state.config.site.public_url.as_deref(), headers, client);
    let address = |path: &str, with_lang: bool| {
        let mut form = url::form_urlencoded::Serializer::new(String::new());
        form.extend_pairs(filters.iter());
        if with_lang && lang != Lang::En {
            form.append_pair("lang", lang.code());
        }
        let search = form.finish();
        let search = if search.is_empty() {
            search
        } else {
            format!("?{search}")
        };
        format!("{origin}{path}{search}")
    };
    let extension = match format {
        FeedFormat::Rss => "rss",
        FeedFormat::Atom => "atom",
    };
    let self_url = address(&format!("/feeds/events.{extension}"), true);
    let page_url = address(&lang.path("/events"), false);
    let key = format!(
        "events.{extension}?{query:?}&{}&{origin}&{}&{}",
        lang.code(),
        now.today,
        now.minutes
    );
    let version = state.store.recent_content_version().await?;
    let (store, index, site) = (
        state.store.clone(),
        state.event_index.clone(),
        state.site.clone(),
    );
    let zone = state.site.time_zone;
    let build = move || async move {
        let index = index.events(&store, version).await?;
        let shown: Vec<guide_core::content::model::Event> = index
            .filter(&query, now)
            .into_iter()
            .take(NEWS_FEED_ENTRIES)
            .map(|i| index.shown(i as usize, now.today))
            .collect();
        let listed: Vec<&guide_core::content::model::Event> = shown.iter().collect();
        let words = catalog(lang);
        let title = calendar::events_feed_name(
            &site.brand,
            words,
            FeedFilter {
                category: query.category.as_deref(),
                venue: query.venue.as_deref(),
                ..Default::default()
            },
        );
        let feed = events_feed_xml(
            format,
            &listed,
            &FeedSite {
                brand: &site.brand,
                listing: Listing {
                    words,
                    origin: &origin,
                    zone,
                    today: now.today,
                },
                self_url: &self_url,
                page_url: &page_url,
                title: &title,
                stamp_ms: crate::clock::now_ms(),
            },
        );
        Ok(feed.into_bytes())
    };
    Ok(state
        .reads
        .respond_as(
            &key,
            version,
            headers,
            Freshness::Revalidate,
            format.content_type(),
            build,
        )
        .await?)
}
