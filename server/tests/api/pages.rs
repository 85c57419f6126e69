//! Every screen's HTML as a crawler or a link preview reads it, without
//! JavaScript: its head, item addresses and their redirects, the 404,
//! the sitemap and robots.txt.

use reqwest::StatusCode;
use serde_json::Value;

use crate::support::{TestApp, no_redirects};

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
async fn guessed_addresses_redirect_to_the_guides_own() {
    let app = TestApp::spawn().await;
    let client = no_redirects();
    for (guess, own) in [
        ("/dining", "/restaurants"),
        ("/dining?cuisine=Italian", "/restaurants?cuisine=Italian"),
        ("/restaurant", "/restaurants"),
        ("/event/7-the-nutcracker", "/events/7-the-nutcracker"),
        ("/activity", "/activities"),
    ] {
        let response = client.get(app.url(guess)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::PERMANENT_REDIRECT, "{guess}");
        assert_eq!(response.headers()["location"], own, "{guess}");
    }
    // Not a guess: the 404 page.
    assert_eq!(app.get("/diningroom").await.status(), StatusCode::NOT_FOUND);
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
        // The app's 404 screen, rendered by the server.
        assert!(
            html.contains(&format!("<div id=\"root\"><main><h1>{path} by ")),
            "{path}"
        );
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
    // A forged Host header cannot name another site: with any host
    // allowed, the configured address still names the pages.
    let any = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.site.public_url = Some("https://guide.example.com/".into());
        config.allowed_hosts = vec!["*".into()];
    })
    .await;
    let forged = any
        .client
        .get(any.url("/"))
        .header("host", "evil.example")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(forged.contains("https://guide.example.com/"), "{forged}");
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
        "/collections",
        "/collections/rainy-day",
        "/collections/dog-friendly",
        "/right-now",
        "/add-event",
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
    let screens = guide_core::pages::ROUTES
        .iter()
        .filter(|r| r.listed)
        .count();
    assert_eq!(
        screens,
        6 + 7 + 1 + 1,
        "the spec's six, the collections and their page, Right now and Add your event"
    );
    assert_eq!(xml.matches("<url>").count(), screens + items);
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
    for path in ["/api/", "/admin", "/es/admin", "/fr/admin", "/de/admin"] {
        assert!(text.contains(&format!("Disallow: {path}\n")), "{text}");
    }
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
    let mut restaurant: guide_core::content::model::Restaurant =
        serde_json::from_value(owens).unwrap();
    restaurant.description = "</script><script>alert(1)</script>".into();
    assert!(
        store
            .update_restaurant(id, &restaurant, &super::support::by_guide())
            .await
            .unwrap()
    );
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

/// What a page holds in the app's root, up to the end of its body.
fn root(html: &str) -> String {
    let from = html.find("<div id=\"root\">").unwrap() + "<div id=\"root\">".len();
    html[from..from + html[from..].find("</body>").unwrap()].to_string()
}

#[tokio::test]
async fn public_screens_are_rendered_by_the_server_with_the_reads_they_came_from() {
    let app = TestApp::spawn().await;
    let brand = app.get_json("/api/site").await["brand"]
        .as_str()
        .unwrap()
        .to_string();
    // The renderer's reads are answered by the server's own API, a missing
    // one as a visitor's would be; the reads follow the screen as a data
    // block that no text in it can end.
    let page = app.get("/events").await.text().await.unwrap();
    assert!(
        root(&page).starts_with(&format!("<main><h1>/events by {brand}</h1><p>render ")),
        "{page}"
    );
    assert!(
        root(&page).contains(&format!(
            "</p><p>site 200, missing 404</p></main></div>\
             <script type=\"application/json\" id=\"server-data\">{{\"brand\":\"{brand}\",\"note\":\"\\u003c/script>\"}}</script>"
        )),
        "{page}"
    );
    assert!(
        page.contains("<title>All Events"),
        "the page's own head stays"
    );

    // Filters and a search in the address, an item page, the 404 page:
    // each rendered for its own address.
    let event = &app.get_json("/api/events").await[0];
    let item = guide_core::content::paths::item_path(
        guide_core::content::paths::ItemKind::Event,
        event["id"].as_i64().unwrap(),
        event["title"].as_str().unwrap(),
    );
    for (path, status) in [
        ("/events?category=Opera&shown=48", 200),
        ("/search?q=jazz", 200),
        (item.as_str(), 200),
        ("/no-such-page", 404),
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), status, "{path}");
        let page = response.text().await.unwrap();
        assert!(
            root(&page).starts_with(&format!("<main><h1>{path} by {brand}</h1>")),
            "{path}: {page}"
        );
    }
    // The dashboard is the staff's own: the browser renders it.
    let page = app.get("/admin").await.text().await.unwrap();
    assert_eq!(root(&page), "</div>");
    assert!(!page.contains("server-data"));
}

#[tokio::test]
async fn a_rendered_screen_is_kept_until_the_content_changes() {
    let app = crate::admin::app_with_admin().await;
    let render_of = |page: String| {
        let from = page.find("<p>render ").unwrap() + "<p>render ".len();
        page[from..from + page[from..].find('<').unwrap()].to_string()
    };
    let first = render_of(app.get("/weather").await.text().await.unwrap());
    let again = render_of(app.get("/weather").await.text().await.unwrap());
    assert_eq!(first, again, "the same screen, rendered once");

    // Staff delete an event: every screen is rendered anew.
    let cookie = crate::admin::sign_in(&app).await;
    let id = app.get_json("/api/events").await[0]["id"].as_i64().unwrap();
    let deleted = crate::admin::admin_send(
        &app,
        &cookie,
        reqwest::Method::DELETE,
        &format!("/api/admin/events/{id}"),
        &serde_json::json!({}),
    )
    .await;
    assert!(deleted.status().is_success());
    let after = render_of(app.get("/weather").await.text().await.unwrap());
    assert_ne!(after, first);
}

#[tokio::test]
async fn a_screen_rendered_from_a_read_of_the_minute_is_rendered_each_time() {
    let app = TestApp::spawn().await;
    let render_of = async |path: &str| {
        let page = app.get(path).await.text().await.unwrap();
        let from = page.find("<p>render ").unwrap() + "<p>render ".len();
        page[from..from + page[from..].find('<').unwrap()].to_string()
    };
    // A search holds for the day…
    let jazz = render_of("/search?q=jazz").await;
    assert_eq!(render_of("/search?q=jazz").await, jazz);
    // …one that reads 'open now' for its minute only, so its page is not
    // kept (nor its answer, which the page was rendered from).
    let open = render_of("/search?q=open%20now").await;
    assert_ne!(render_of("/search?q=open%20now").await, open);
}

#[tokio::test]
async fn a_rendered_page_is_kept_compressed_and_answers_if_none_match() {
    let app = TestApp::spawn().await;
    let get = async |path: &str, headers: &[(&str, &str)]| app.get_raw(path, headers).await;
    let plain = get("/weather", &[]).await;
    assert_eq!(plain.status(), 200);
    assert!(plain.headers().get("content-encoding").is_none());
    let etag = plain.headers()["etag"].to_str().unwrap().to_string();
    let plain = plain.bytes().await.unwrap();
    assert!(String::from_utf8_lossy(&plain).contains("server-data"));

    // The same page, in the coding asked for, rendered and compressed once.
    let brotli = get("/weather", &[("accept-encoding", "gzip, br")]).await;
    assert_eq!(brotli.headers()["content-encoding"], "br");
    assert_eq!(brotli.headers()["etag"].to_str().unwrap(), etag);
    let mut decoded = Vec::new();
    brotli::BrotliDecompress(&mut brotli.bytes().await.unwrap().as_ref(), &mut decoded).unwrap();
    assert_eq!(decoded, plain.as_ref());
    let gzipped = get("/weather", &[("accept-encoding", "gzip")]).await;
    assert_eq!(gzipped.headers()["content-encoding"], "gzip");

    // A browser that has it is told so.
    let again = get("/weather", &[("if-none-match", &etag)]).await;
    assert_eq!(again.status(), 304);
    // Another device (a saved plan) has its own page.
    let planned = get(
        "/weather",
        &[("if-none-match", &etag), ("cookie", "guide-plan=saved")],
    )
    .await;
    assert_eq!(planned.status(), 200);
    // A 404 is rendered but not kept.
    let missing = get("/nowhere", &[]).await;
    assert_eq!(missing.status(), 404);
    assert!(missing.headers().get("etag").is_none());
}

#[tokio::test]
async fn a_screen_that_cannot_be_rendered_is_left_to_the_browser() {
    let app = TestApp::spawn().await;
    let response = app.get("/events?render-fails=1").await;
    assert_eq!(response.status(), 200);
    let page = response.text().await.unwrap();
    assert_eq!(root(&page), "</div>");
    assert!(page.contains("<title>All Events"));
    // The renderer is made anew: the next screen is rendered.
    let page = app.get("/weather").await.text().await.unwrap();
    assert!(root(&page).starts_with("<main><h1>/weather by "), "{page}");
}

#[tokio::test]
async fn a_page_asked_while_every_renderer_is_busy_is_left_to_the_browser() {
    let app = &TestApp::spawn().await;
    let held = app.get("/events?render-holds=1");
    let others = async {
        // (While the engine is held: the one renderer, and 8 pages wait.)
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        let pages = (0..10).map(|n| async move {
            let page = app.get(&format!("/weather?n={n}")).await;
            assert_eq!(page.status(), 200);
            page.text().await.unwrap()
        });
        futures_util::future::join_all(pages).await
    };
    let (held, others) = tokio::join!(held, others);
    assert_eq!(held.status(), 200);
    // Every page comes; those past the queue without their screen, for the
    // browser's app to render.
    for page in &others {
        assert!(page.contains("<title>Best Time to Visit"), "{page}");
    }
    let held = held.text().await.unwrap();
    let left = others
        .iter()
        .chain([&held])
        .filter(|page| root(page) == "</div>")
        .count();
    assert_eq!(left, 2, "{others:?}");
}

#[tokio::test]
async fn my_favorites_is_rendered_empty_unless_the_device_has_a_plan() {
    let app = TestApp::spawn().await;
    let page = app.get("/plan-visit").await;
    // Complete: nothing is announced before the paint (the app's
    // chunks wait for it, the reads are in the page).
    assert!(page.headers().get("link").is_none());
    let page = page.text().await.unwrap();
    assert!(
        root(&page)
            .starts_with("<main><h1>Plan Your Visit</h1><p>Send Message to Marisa</p></main>")
    );

    // core's plan cookie: the frame, for the app to render the device's plan
    // into. It is all the server knows of the plan.
    let client = crate::support::http_client();
    let response = client
        .get(app.url("/plan-visit"))
        .header("cookie", "other=1; guide-plan=saved")
        .send()
        .await
        .unwrap();
    let link = response.headers().get("link").cloned();
    let page = response.text().await.unwrap();
    assert!(
        root(&page).starts_with("<main><div aria-busy=\"true\"></div></main>"),
        "{page}"
    );
    // Not complete: the app's chunks are announced at once, to render the
    // plan (here there is no build manifest, so none), but never the reads,
    // which are in the page.
    assert!(link.is_none_or(|l| !l.to_str().unwrap().contains("</api/")));
    // A page the renderer left to the browser announces its reads.
    let page = app.get("/events?render-fails=1").await;
    let link = page.headers().get("link").unwrap().to_str().unwrap();
    assert!(link.contains("</api/site>"), "{link}");
}
