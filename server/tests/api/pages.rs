//! Every screen's HTML as a crawler or a link preview reads it, without
//! JavaScript: its head, item addresses and their redirects, the 404,
//! the sitemap and robots.txt.

use reqwest::StatusCode;
use serde_json::Value;

use crate::support::TestApp;

/// A client that shows redirects instead of following them.
fn no_redirects() -> reqwest::Client {
    crate::support::http_client();
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// The `content` of the first `<meta {attribute}="{name}" …>`.
fn meta<'a>(html: &'a str, attribute: &str, name: &str) -> Option<&'a str> {
    let at = html.find(&format!("<meta {attribute}=\"{name}\" content=\""))?;
    let rest = &html[at..];
    let start = rest.find("content=\"")? + "content=\"".len();
    let end = rest[start..].find('"')?;
    Some(&rest[start..start + end])
}

fn title(html: &str) -> &str {
    let start = html.find("<title>").unwrap() + "<title>".len();
    let end = html[start..].find("</title>").unwrap();
    &html[start..start + end]
}

fn json_ld(html: &str) -> Value {
    let open = "<script type=\"application/ld+json\">";
    let start = html.find(open).expect("a JSON-LD script") + open.len();
    let end = html[start..].find("</script>").unwrap();
    serde_json::from_str(&html[start..start + end]).unwrap()
}

async fn first(app: &TestApp, list: &str, name: &str, wanted: &str) -> Value {
    let items = app.get_json(list).await;
    items
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i[name] == wanted)
        .unwrap_or_else(|| panic!("no {wanted} in {list}"))
        .clone()
}

#[tokio::test]
async fn an_event_page_tells_crawlers_and_previews_what_it_is() {
    let app = TestApp::spawn().await;
    let event = first(&app, "/api/events", "title", "The Nutcracker").await;
    let id = event["id"].as_i64().unwrap();
    let page = app.get(&format!("/events/{id}-the-nutcracker")).await;
    assert_eq!(page.status(), StatusCode::OK);
    assert_eq!(page.headers()["cache-control"], "no-cache");
    let html = page.text().await.unwrap();
    let venue = event["venue"]["name"].as_str().unwrap();
    assert_eq!(
        title(&html),
        format!("The Nutcracker · {venue} · Sarasota Guide")
    );
    // The app's own title and description are replaced, not repeated.
    assert_eq!(html.matches("<title>").count(), 1);
    assert!(!html.contains("The app&#39;s own") && !html.contains("The app's own"));
    assert!(html.contains("<div id=\"root\">"), "the app still loads");
    let canonical = format!("{}/events/{id}-the-nutcracker", app.base);
    assert!(html.contains(&format!("<link rel=\"canonical\" href=\"{canonical}\" />")));
    assert_eq!(meta(&html, "property", "og:url"), Some(canonical.as_str()));
    assert_eq!(meta(&html, "property", "og:type"), Some("article"));
    let description = meta(&html, "name", "description").unwrap();
    let unescaped = description.replace("&#39;", "'");
    assert!(
        unescaped.contains(venue) && unescaped.chars().count() <= 160,
        "{description}"
    );
    assert_eq!(meta(&html, "property", "og:description"), Some(description));
    let image = meta(&html, "property", "og:image").expect("the event's image");
    assert!(
        image.starts_with(&format!("{}/public-objects/", app.base)),
        "{image}"
    );
    assert_eq!(
        meta(&html, "name", "twitter:card"),
        Some("summary_large_image")
    );
    assert_eq!(meta(&html, "name", "robots"), None);

    let data = json_ld(&html);
    assert_eq!(data["@type"], "Event");
    assert_eq!(data["name"], "The Nutcracker");
    assert_eq!(data["url"], canonical.as_str());
    assert_eq!(data["location"]["@type"], "Place");
    assert_eq!(data["location"]["address"]["@type"], "PostalAddress");
    assert_eq!(data["eventStatus"], "https://schema.org/EventScheduled");
}

#[tokio::test]
async fn activity_and_restaurant_pages_carry_their_schema_types() {
    let app = TestApp::spawn().await;
    let beach = first(&app, "/api/activities", "name", "Siesta Beach").await;
    let html = app
        .get(&format!("/activities/{}-siesta-beach", beach["id"]))
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(title(&html), "Siesta Beach · Beach · Sarasota Guide");
    assert_eq!(json_ld(&html)["@type"], "Beach");

    let owens = first(&app, "/api/restaurants", "name", "Owen's Fish Camp").await;
    let page = app
        .get(&format!("/restaurants/{}-owens-fish-camp", owens["id"]))
        .await;
    assert_eq!(page.status(), StatusCode::OK);
    let html = page.text().await.unwrap();
    // Escaped in the head, whole in the JSON-LD.
    assert!(
        html.contains("<title>Owen&#39;s Fish Camp · "),
        "{}",
        title(&html)
    );
    let data = json_ld(&html);
    assert_eq!(data["@type"], "Restaurant");
    assert_eq!(data["name"], "Owen's Fish Camp");
    for field in ["servesCuisine", "priceRange", "geo", "aggregateRating"] {
        assert!(!data[field].is_null(), "{field}");
    }
}

#[tokio::test]
async fn old_and_bare_item_addresses_redirect_to_the_canonical_one() {
    let app = TestApp::spawn().await;
    let event = first(&app, "/api/events", "title", "Les Misérables").await;
    let id = event["id"].as_i64().unwrap();
    let canonical = format!("/events/{id}-les-miserables");
    let client = no_redirects();
    for old in [
        format!("/events/{id}"),
        format!("/events/{id}-les-mis"),
        format!("/events/{id}-les-miserables/"),
    ] {
        let response = client.get(app.url(&old)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::PERMANENT_REDIRECT, "{old}");
        assert_eq!(response.headers()["location"], canonical.as_str(), "{old}");
    }
    // The list's filters travel along.
    let response = client
        .get(app.url(&format!("/events/{id}?from=home")))
        .send()
        .await
        .unwrap();
    assert_eq!(
        response.headers()["location"],
        format!("{canonical}?from=home").as_str()
    );
}

#[tokio::test]
async fn unknown_items_and_paths_are_the_404_page_with_status_404() {
    let app = TestApp::spawn().await;
    for path in [
        "/events/999999",
        "/restaurants/0",
        "/activities/abc",
        "/nowhere",
        "/events/1/extra",
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        let html = response.text().await.unwrap();
        assert_eq!(
            title(&html),
            "404 Page Not Found · Sarasota Guide",
            "{path}"
        );
        assert_eq!(meta(&html, "name", "robots"), Some("noindex"), "{path}");
        assert!(html.contains("<div id=\"root\"></div>"), "{path}");
    }
}

#[tokio::test]
async fn every_list_route_has_its_own_title_and_description() {
    let app = TestApp::spawn().await;
    let mut descriptions = Vec::new();
    for (path, expected) in [
        ("/", "Sarasota Visitor Guide"),
        ("/events", "All Events · Sarasota Guide"),
        ("/activities", "Activities · Sarasota Guide"),
        ("/restaurants", "Dining · Sarasota Guide"),
        ("/weather", "Best Time to Visit · Sarasota Guide"),
        ("/plan-visit", "My Favorites · Sarasota Guide"),
        ("/plan-visit/shared", "Shared Plan · Sarasota Guide"),
        ("/suggest", "Suggest an Addition · Sarasota Guide"),
        ("/search", "Search · Sarasota Guide"),
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let html = response.text().await.unwrap();
        assert_eq!(title(&html), expected);
        assert_eq!(meta(&html, "property", "og:type"), Some("website"));
        assert_eq!(meta(&html, "name", "twitter:card"), Some("summary"));
        descriptions.push(meta(&html, "name", "description").unwrap().to_string());
    }
    descriptions.sort();
    descriptions.dedup();
    assert_eq!(descriptions.len(), 9, "each list says what it offers");
    let venues = app.get("/venues").await.text().await.unwrap();
    assert!(venues.contains(&format!(
        "<link rel=\"canonical\" href=\"{}/activities\" />",
        app.base
    )));
}

#[tokio::test]
async fn the_configured_public_address_names_the_pages() {
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.site.public_url = Some("https://guide.example.com/".into());
    })
    .await;
    let html = app.get("/events").await.text().await.unwrap();
    assert!(html.contains("<link rel=\"canonical\" href=\"https://guide.example.com/events\" />"));
    let robots = app.get("/robots.txt").await.text().await.unwrap();
    assert!(
        robots.contains("Sitemap: https://guide.example.com/sitemap.xml"),
        "{robots}"
    );
    // A forged Host header cannot name another site.
    let forged = app
        .client
        .get(app.url("/"))
        .header("host", "evil.example")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!forged.contains("evil.example"));
}

#[tokio::test]
async fn the_sitemap_lists_every_route_and_item_with_lastmod() {
    let app = TestApp::spawn().await;
    let response = app.get("/sitemap.xml").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/xml")
    );
    let xml = response.text().await.unwrap();
    assert!(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
    for path in [
        "/",
        "/events",
        "/activities",
        "/restaurants",
        "/weather",
        "/suggest",
    ] {
        assert!(
            xml.contains(&format!("<loc>{}{path}</loc>", app.base)),
            "{path}"
        );
    }
    assert!(!xml.contains("/admin") && !xml.contains("/api/"));
    let events = app.get_json("/api/events").await;
    let activities = app.get_json("/api/activities").await;
    let restaurants = app.get_json("/api/restaurants").await;
    let items = events.as_array().unwrap().len()
        + activities.as_array().unwrap().len()
        + restaurants.as_array().unwrap().len();
    assert_eq!(xml.matches("<url>").count(), 6 + items);
    assert_eq!(xml.matches("<lastmod>").count(), items);
    let owens = first(&app, "/api/restaurants", "name", "Owen's Fish Camp").await;
    assert!(xml.contains(&format!(
        "{}/restaurants/{}-owens-fish-camp</loc>",
        app.base, owens["id"]
    )));
    // Every item address in the sitemap is a page.
    let loc = xml
        .split("<loc>")
        .nth(7)
        .unwrap()
        .split("</loc>")
        .next()
        .unwrap();
    assert_eq!(
        app.client.get(loc).send().await.unwrap().status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn robots_keep_crawlers_out_of_the_api_and_the_dashboard() {
    let app = TestApp::spawn().await;
    let response = app.get("/robots.txt").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/plain")
    );
    let text = response.text().await.unwrap();
    assert!(text.contains("Disallow: /api/") && text.contains("Disallow: /admin"));
    assert!(
        text.contains(&format!("Sitemap: {}/sitemap.xml", app.base)),
        "{text}"
    );
    let admin = app.get("/admin").await.text().await.unwrap();
    assert_eq!(meta(&admin, "name", "robots"), Some("noindex"));
}

#[tokio::test]
async fn a_title_cannot_end_the_json_ld_script() {
    let app = TestApp::spawn().await;
    let owens = first(&app, "/api/restaurants", "name", "Owen's Fish Camp").await;
    let id = owens["id"].as_i64().unwrap();
    // Straight into the store: what a scraped page could hold.
    let store =
        guide_server::store::Store::open(&crate::support::database_url(app.data_dir.path()).await)
            .await
            .unwrap();
    let mut restaurant: guide_core::model::Restaurant = serde_json::from_value(owens).unwrap();
    restaurant.description = "</script><script>alert(1)</script>".into();
    assert!(store.update_restaurant(id, &restaurant).await.unwrap());
    let html = app
        .get(&format!("/restaurants/{id}-owens-fish-camp"))
        .await
        .text()
        .await
        .unwrap();
    assert!(!html.contains("<script>alert(1)"), "{html}");
    assert_eq!(
        json_ld(&html)["description"],
        "</script><script>alert(1)</script>"
    );
}

#[tokio::test]
async fn a_screen_written_ahead_is_in_its_page_unless_a_query_could_change_it() {
    let app = TestApp::spawn().await;
    let root = |html: &str| {
        let from = html.find("<div id=\"root\">").unwrap() + "<div id=\"root\">".len();
        html[from..from + html[from..].find("</body>").unwrap()].to_string()
    };
    let page = app.get("/events").await.text().await.unwrap();
    assert!(root(&page).starts_with(
        "<main><h1>All Events</h1><div data-written=\"first-cards\"><div data-testid=\"card-skeleton\"><img "
    ));
    assert!(
        page.contains("<title>All Events"),
        "the page's own head stays"
    );
    // The app draws these alone: filters in the query, another screen,
    // the 404 page.
    for path in [
        "/events?category=music",
        "/",
        "/events/999999",
        "/no-such-page",
    ] {
        let page = app.get(path).await.text().await.unwrap();
        assert_eq!(root(&page), "</div>", "{path}");
    }
}

#[tokio::test]
async fn a_list_page_is_sent_with_its_photos_in_its_skeletons_in_the_apps_order() {
    let app = TestApp::spawn().await;
    let photos = |html: &str| -> Vec<String> {
        html.split("data-testid=\"card-skeleton\">")
            .skip(1)
            .map(|skeleton| match skeleton.strip_prefix("<img ") {
                Some(img) => {
                    let src = &img[img.find("src=\"").unwrap() + 5..];
                    src[..src.find('"').unwrap()].to_string()
                }
                None => String::new(),
            })
            .collect()
    };

    // Events: as many skeletons as the build wrote (the spec's nine), each
    // with the photo of the event core lists there (current ones, by date).
    let page = app.get("/events").await.text().await.unwrap();
    let events: Vec<guide_core::model::Event> =
        serde_json::from_value(app.get_json("/api/events").await).unwrap();
    let index = guide_core::events::EventIndex::new(events);
    let today = guide_server::today(guide_core::CityZone::default());
    let expected: Vec<String> = index
        .filter(&Default::default(), today)
        .into_iter()
        .take(9)
        .map(|i| {
            guide_core::display::image_src(index.events()[i as usize].image.as_deref())
                .unwrap_or_default()
        })
        .collect();
    assert_eq!(
        expected.len(),
        9,
        "the demo has more than nine current events"
    );
    assert!(expected[0].starts_with('/'));
    assert_eq!(photos(&page), expected);
    assert_eq!(
        page.matches("loading=\"eager\" fetchpriority=\"high\"")
            .count(),
        3
    );

    // Restaurants: 24 skeletons, the photos in the guide's order.
    let page = app.get("/restaurants").await.text().await.unwrap();
    let restaurants = app.get_json("/api/restaurants").await;
    let expected: Vec<String> = restaurants.as_array().unwrap()[..24]
        .iter()
        .map(|r| r["image"].as_str().unwrap_or_default().to_string())
        .collect();
    assert_eq!(photos(&page), expected);

    // A query can change the list: the app draws it alone.
    let page = app
        .get("/restaurants?cuisine=Seafood")
        .await
        .text()
        .await
        .unwrap();
    assert!(!page.contains("card-skeleton"));
}

#[tokio::test]
async fn my_favorites_is_painted_with_the_empty_plan_unless_the_device_has_one() {
    let app = TestApp::spawn().await;
    let page = app.get("/plan-visit").await;
    let link = page.headers()["link"].to_str().unwrap().to_string();
    let page = page.text().await.unwrap();
    assert!(page.contains("<h1 class=\"font-display text-3xl font-bold text-slate-900 md:text-4xl\">Plan Your Visit</h1>"));
    assert!(page.contains("Send Message to Marisa</button>"));
    assert!(!page.contains("aria-busy"));
    // Painted whole: the app's chunks are not announced before the paint.
    assert!(!link.contains("modulepreload"), "{link}");

    // core's plan cookie: the frame, for the app to draw the device's plan into.
    let client = crate::support::http_client();
    let page = client
        .get(app.url("/plan-visit"))
        .header("cookie", "other=1; guide-plan=saved")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page.contains("aria-busy=\"true\"") && !page.contains("Plan Your Visit</h1>"));
}
