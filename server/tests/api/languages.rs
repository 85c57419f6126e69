//! The guide in the visitor's language, as the server answers it: pages
//! at `/es/…`, `/fr/…` and `/de/…` with their language, head and
//! alternates, the sitemaps that name every language, and the addresses
//! that stay English only.

use reqwest::StatusCode;

use crate::support::{TestApp, no_redirects};

fn between<'a>(text: &'a str, start: &str, end: &str) -> &'a str {
    let from = text
        .find(start)
        .unwrap_or_else(|| panic!("no {start} in {text}"))
        + start.len();
    &text[from..from + text[from..].find(end).unwrap()]
}

/// The page's `hreflang` alternates, as (language, address).
fn alternates(html: &str) -> Vec<(String, String)> {
    html.split("<link rel=\"alternate\" hreflang=\"")
        .skip(1)
        .map(|rest| {
            let lang = rest.split('"').next().unwrap().to_string();
            (lang, between(rest, "href=\"", "\"").to_string())
        })
        .collect()
}

#[tokio::test]
async fn a_page_under_a_language_prefix_is_in_that_language() {
    let app = TestApp::spawn().await;
    let response = app.get("/es/events?category=Opera").await;
    assert_eq!(response.status(), StatusCode::OK);
    let html = response.text().await.unwrap();
    assert!(html.contains("<html lang=\"es\">"), "{html}");
    assert_eq!(
        between(&html, "<title>", "</title>"),
        "Todos los eventos · Guía de Sarasota"
    );
    assert!(
        html.contains(&format!(
            "<link rel=\"canonical\" href=\"{}/es/events\" />",
            app.base
        )),
        "{html}"
    );
    // The renderer renders the address asked for, prefix and query.
    assert!(html.contains("<h1>/es/events?category=Opera by "), "{html}");
    // Every language names the others, with English as the default.
    let expected: Vec<(String, String)> = [
        ("en", "/events"),
        ("es", "/es/events"),
        ("fr", "/fr/events"),
        ("de", "/de/events"),
        ("x-default", "/events"),
    ]
    .iter()
    .map(|(lang, path)| (lang.to_string(), format!("{}{path}", app.base)))
    .collect();
    assert_eq!(alternates(&html), expected);
    let english = app.get("/events").await.text().await.unwrap();
    assert!(english.contains("<html lang=\"en\">"));
    assert_eq!(alternates(&english), expected);
    assert_eq!(
        between(&english, "<title>", "</title>"),
        "All Events · Sarasota Guide"
    );

    // Home under its prefix, with or without the last '/'.
    for path in ["/fr", "/fr/"] {
        let html = app.get(path).await.text().await.unwrap();
        assert!(html.contains("<html lang=\"fr\">"), "{path}");
        assert_eq!(
            between(&html, "<title>", "</title>"),
            "Guide du visiteur de Sarasota"
        );
        assert!(html.contains(&format!(
            "<link rel=\"canonical\" href=\"{}/fr/\" />",
            app.base
        )));
    }
}

#[tokio::test]
async fn an_items_page_is_at_its_address_in_each_language() {
    let app = TestApp::spawn().await;
    let id = app.get_json("/api/events").await[0]["id"].as_i64().unwrap();
    // Its address is made from its title in the language (the demo's events
    // carry German titles).
    let event = &app.get_json(&format!("/api/events/{id}?lang=de")).await["event"];
    let path = guide_core::content::paths::item_path(
        guide_core::content::paths::ItemKind::Event,
        id,
        event["title"].as_str().unwrap(),
    );
    let html = app.get(&format!("/de{path}")).await.text().await.unwrap();
    assert!(html.contains("<html lang=\"de\">"));
    assert!(
        between(&html, "<title>", "</title>").ends_with(" · Reiseführer Sarasota"),
        "{html}"
    );
    assert!(html.contains(&format!(
        "<link rel=\"canonical\" href=\"{}/de{path}\" />",
        app.base
    )));
    assert!(html.contains(&format!("\"url\":\"{}/de{path}\"", app.base)));
    // An old slug or a bare id moves to the address in the same language.
    let client = no_redirects();
    let response = client
        .get(app.url(&format!("/de/events/{id}?x=1")))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::PERMANENT_REDIRECT);
    assert_eq!(response.headers()["location"], format!("/de{path}?x=1"));
    // So does a guessed address.
    let response = client.get(app.url("/es/dining")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::PERMANENT_REDIRECT);
    assert_eq!(response.headers()["location"], "/es/restaurants");
}

#[tokio::test]
async fn unknown_addresses_are_not_in_other_languages() {
    let app = TestApp::spawn().await;
    for path in ["/fr/nowhere", "/de/events/999999"] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        let html = response.text().await.unwrap();
        // The 404 page in the address's language, named no alternates.
        assert!(alternates(&html).is_empty(), "{path}");
        assert!(html.contains("noindex"));
    }
    let html = app.get("/es/nowhere").await.text().await.unwrap();
    assert!(html.contains("<html lang=\"es\">"));
    assert!(between(&html, "<title>", "</title>").starts_with("404 Página no encontrada"));
    // Only English has the spec's paths: '/en/' is no language prefix.
    assert_eq!(app.get("/en/events").await.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_dashboard_is_in_every_language_and_indexed_in_none() {
    let app = TestApp::spawn().await;
    for (path, lang, title) in [
        ("/admin", "en", "Admin Dashboard · Sarasota Guide"),
        (
            "/es/admin",
            "es",
            "Panel de administración · Guía de Sarasota",
        ),
        (
            "/de/admin?tab=images",
            "de",
            "Verwaltung · Reiseführer Sarasota",
        ),
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let html = response.text().await.unwrap();
        assert!(html.contains(&format!("<html lang=\"{lang}\">")), "{path}");
        assert_eq!(between(&html, "<title>", "</title>"), title);
        assert!(html.contains("noindex"), "{path}");
        assert!(alternates(&html).is_empty(), "{path}");
    }
}

#[tokio::test]
async fn each_language_has_a_sitemap_naming_the_others() {
    let app = TestApp::spawn().await;
    let english = app.get("/sitemap.xml").await.text().await.unwrap();
    let spanish = app.get("/es/sitemap.xml").await.text().await.unwrap();
    assert_eq!(
        english.matches("<url>").count(),
        spanish.matches("<url>").count()
    );
    assert!(english.contains("xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""));
    let entry = between(
        &spanish,
        &format!("<loc>{}/es/events</loc>", app.base),
        "</url>",
    );
    for (lang, path) in [
        ("en", "/events"),
        ("es", "/es/events"),
        ("fr", "/fr/events"),
        ("de", "/de/events"),
        ("x-default", "/events"),
    ] {
        assert!(
            entry.contains(&format!(
                "<xhtml:link rel=\"alternate\" hreflang=\"{lang}\" href=\"{}{path}\"/>",
                app.base
            )),
            "{lang}: {entry}"
        );
    }
    // Every entry of the Spanish sitemap is a Spanish address.
    for loc in spanish.split("<loc>").skip(1) {
        assert!(
            loc.starts_with(&format!("{}/es/", app.base)),
            "{}",
            &loc[..60.min(loc.len())]
        );
    }
    let robots = app.get("/robots.txt").await.text().await.unwrap();
    for path in [
        "/sitemap.xml",
        "/es/sitemap.xml",
        "/fr/sitemap.xml",
        "/de/sitemap.xml",
    ] {
        assert!(
            robots.contains(&format!("Sitemap: {}{path}\n", app.base)),
            "{robots}"
        );
    }
}

/// The `<title>` of the page at `path`, following its redirect.
async fn page_title(app: &TestApp, path: &str) -> String {
    let response = app.get(path).await;
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    between(&response.text().await.unwrap(), "<title>", "</title>").to_string()
}

#[tokio::test]
async fn staff_translations_are_served_with_the_item_and_read_in_their_language() {
    let app = crate::admin::app_with_admin().await;
    let cookie = crate::admin::sign_in(&app).await;
    let events = app.get_json("/api/events").await;
    let nutcracker = events
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["title"] == "The Nutcracker")
        .unwrap();
    let id = nutcracker["id"].as_i64().unwrap();
    // The spec's shape, with the translations the demo gives (an item
    // without any carries no `translations`: main.rs).
    for key in ["lang", "untranslated"] {
        assert!(nutcracker.get(key).is_none(), "{key}: the spec's shape");
    }
    assert!(nutcracker["translations"].is_object());
    let path = format!("/api/admin/events/{id}/translations");
    let saved = crate::admin::admin_send(
        &app,
        &cookie,
        reqwest::Method::PUT,
        &path,
        &serde_json::json!({"lang": "en", "translations": {
            "fr": {"title": " Casse-Noisette ", "description": ""},
            "de": {"description": "Das Weihnachtsballett."}
        }}),
    )
    .await;
    assert_eq!(saved.status(), StatusCode::OK);

    // The list carries what was given, trimmed, blanks left out.
    let events = app.get_json("/api/events").await;
    let stored = events
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == id)
        .unwrap();
    assert_eq!(
        stored["translations"],
        serde_json::json!({"fr": {"title": "Casse-Noisette"}, "de": {"description": "Das Weihnachtsballett."}})
    );
    assert_eq!(stored["title"], "The Nutcracker", "the text as written");

    // The French page is named and addressed by its French title; the
    // German one, without a German title, by the English.
    let bare = no_redirects()
        .get(app.url(&format!("/fr/events/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(
        bare.headers()["location"],
        format!("/fr/events/{id}-casse-noisette").as_str()
    );
    assert!(
        page_title(&app, &format!("/fr/events/{id}"))
            .await
            .starts_with("Casse-Noisette · "),
    );
    assert!(
        page_title(&app, &format!("/de/events/{id}"))
            .await
            .starts_with("The Nutcracker · "),
    );

    // Each language's page names the others by their own addresses, and
    // so do the sitemaps.
    let french_page = app.get(&format!("/fr/events/{id}-casse-noisette")).await;
    let html = french_page.text().await.unwrap();
    let at = |path: String| format!("{}{path}", app.base);
    assert_eq!(
        alternates(&html),
        [
            ("en".to_string(), at(format!("/events/{id}-the-nutcracker"))),
            (
                "es".to_string(),
                at(format!("/es/events/{id}-the-nutcracker"))
            ),
            (
                "fr".to_string(),
                at(format!("/fr/events/{id}-casse-noisette"))
            ),
            (
                "de".to_string(),
                at(format!("/de/events/{id}-the-nutcracker"))
            ),
            (
                "x-default".to_string(),
                at(format!("/events/{id}-the-nutcracker"))
            ),
        ]
    );
    let french_sitemap = app.get("/fr/sitemap.xml").await.text().await.unwrap();
    assert!(
        french_sitemap.contains(&format!(
            "<loc>{}</loc>",
            at(format!("/fr/events/{id}-casse-noisette"))
        )),
        "{french_sitemap}"
    );
    let sitemap = app.get("/sitemap.xml").await.text().await.unwrap();
    assert!(sitemap.contains(&format!(
        "<loc>{}</loc>",
        at(format!("/events/{id}-the-nutcracker"))
    )));
    assert!(sitemap.contains(&format!(
        "hreflang=\"fr\" href=\"{}\"",
        at(format!("/fr/events/{id}-casse-noisette"))
    )));

    // What cannot be stored is refused field by field; nothing changes.
    for (body, field) in [
        (
            serde_json::json!({"lang": "en", "translations": {"en": {"title": "X"}}}),
            "en.title",
        ),
        (
            serde_json::json!({"lang": "en", "translations": {"fr": {"category": "Ballet"}}}),
            "fr.category",
        ),
        (
            serde_json::json!({"lang": "en", "translations": {"fr": {"title": "x".repeat(301)}}}),
            "fr.title",
        ),
    ] {
        let refused =
            crate::admin::admin_send(&app, &cookie, reqwest::Method::PUT, &path, &body).await;
        assert_eq!(refused.status(), StatusCode::BAD_REQUEST, "{body}");
        let error: serde_json::Value = refused.json().await.unwrap();
        assert!(error["fields"].get(field).is_some(), "{error}");
    }
    let unknown_lang = crate::admin::admin_send(
        &app,
        &cookie,
        reqwest::Method::PUT,
        &path,
        &serde_json::json!({"lang": "it", "translations": {}}),
    )
    .await;
    assert!(unknown_lang.status().is_client_error());
    let missing = crate::admin::admin_send(
        &app,
        &cookie,
        reqwest::Method::PUT,
        "/api/admin/events/999999/translations",
        &serde_json::json!({"lang": "en", "translations": {}}),
    )
    .await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    let events = app.get_json("/api/events").await;
    let kept = events
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == id)
        .unwrap();
    assert_eq!(kept["translations"]["fr"]["title"], "Casse-Noisette");
}

#[tokio::test]
async fn an_event_from_a_page_in_spanish_is_stored_as_spanish() {
    let app = crate::admin::app_with_admin().await;
    let cookie = crate::admin::sign_in(&app).await;
    let created = crate::admin::admin_send(
        &app,
        &cookie,
        reqwest::Method::POST,
        "/api/admin/events/bulk-create",
        &serde_json::json!({"events": [{
            "title": "Concierto de Navidad", "description": "Villancicos en la bahía.",
            "venueId": null, "venueName": "Bayfront Park", "date": "2027-12-18",
            "endDate": null, "time": "7:30 PM", "category": "Concert", "image": null,
            "ticketPrice": null, "sourceUrl": null, "lang": "es"
        }]}),
    )
    .await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let id = created.json::<serde_json::Value>().await.unwrap()["ids"][0]
        .as_i64()
        .unwrap();
    let events = app.get_json("/api/events").await;
    let stored = events
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == id)
        .unwrap();
    assert_eq!(stored["lang"], "es");
    // An edit from the dashboard's form (which says nothing of the
    // language) keeps it.
    let edited = crate::admin::admin_send(
        &app,
        &cookie,
        reqwest::Method::PUT,
        &format!("/api/admin/events/{id}"),
        &serde_json::json!({
            "title": "Concierto de Navidad", "description": "Villancicos.",
            "venueId": null, "venueName": "Bayfront Park", "date": "2027-12-18",
            "endDate": null, "time": "7:30 PM", "category": "Concert", "image": null,
            "ticketPrice": null, "sourceUrl": null, "ticketUrl": null
        }),
    )
    .await;
    assert_eq!(edited.status(), StatusCode::OK);
    let events = app.get_json("/api/events").await;
    let kept = events
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == id)
        .unwrap();
    assert_eq!(kept["lang"], "es");
    assert_eq!(kept["description"], "Villancicos.");
}

/// A visitor reads why a send was refused in the language they used: the
/// body's `lang` (the page's), which an offline send keeps until it goes.
/// Staff's forms answer in the request's `Accept-Language`, which the
/// app sets to its page's. English is the spec's.
#[tokio::test]
async fn refusals_are_written_in_the_visitors_language() {
    let app = crate::admin::app_with_admin().await;
    let body = |response: reqwest::Response| async move {
        assert_eq!(response.status(), StatusCode::BAD_REQUEST);
        response.json::<serde_json::Value>().await.unwrap()
    };

    let suggestion = serde_json::json!({"name": "", "type": "restaurant", "website": "nope",
        "submitterName": "Ana", "submitterEmail": "ana@", "lang": "es"});
    let refused = body(app.post_json("/api/suggestions", &suggestion).await).await;
    assert_eq!(
        refused["fields"]["name"],
        "Nombre: este campo es obligatorio"
    );
    assert_eq!(
        refused["fields"]["submitterEmail"],
        "Escribe un correo electrónico válido"
    );

    // An empty plan: the toast's title and text, in German.
    let plan = serde_json::json!({"email": "ana@example.com", "selectedItems": [], "lang": "de"});
    let refused = body(app.post_json("/api/send-visit-plan-self", &plan).await).await;
    assert_eq!(refused["code"], "no_items_selected");
    assert_eq!(refused["error"], "Nichts ausgewählt");
    assert_eq!(
        refused["fields"]["selectedItems"],
        "Bitte wählen Sie etwas aus, bevor Sie Ihren Besuchsplan senden."
    );
    let plan = serde_json::json!({"name": "Ana", "email": "ana@example.com", "lang": "fr",
        "message": "https://phish.example", "selectedItems": [{"type": "event", "id": 1, "name": "x"}]});
    let refused = body(app.post_json("/api/send-visit-plan", &plan).await).await;
    assert_eq!(
        refused["fields"]["message"],
        "Message : ne peut pas contenir d’adresse web"
    );

    // Staff's: by the request's language.
    let cookie = crate::admin::sign_in(&app).await;
    let long = "x".repeat(301);
    let translations = serde_json::json!({"lang": "en", "translations": {"fr": {"title": long}}});
    for (asked, message) in [
        (None, "Title (French) must be at most 300 characters"),
        (
            Some("fr-CA,fr;q=0.9"),
            "Titre (français) : 300 caractères au maximum",
        ),
        (
            Some("pt-BR"),
            "Title (French) must be at most 300 characters",
        ),
    ] {
        let mut request = app
            .client
            .put(app.url("/api/admin/events/1/translations"))
            .header(reqwest::header::COOKIE, &cookie)
            .json(&translations);
        if let Some(asked) = asked {
            request = request.header(reqwest::header::ACCEPT_LANGUAGE, asked);
        }
        let refused = body(request.send().await.unwrap()).await;
        assert_eq!(refused["fields"]["fr.title"], message, "{asked:?}");
    }
}

/// The demo's first places, those Home shows (six of each), come with
/// their descriptions in the guide's other languages: a visitor in
/// Spanish, French or German reads Home's places in that language.
#[tokio::test]
async fn homes_first_places_are_read_in_the_visitors_language() {
    let app = TestApp::spawn().await;
    for (kind, main) in [("activities", "activity"), ("restaurants", "restaurant")] {
        let list = app.get_json(&format!("/api/{kind}")).await;
        for item in list.as_array().unwrap().iter().take(6) {
            let id = item["id"].as_i64().unwrap();
            let english = item["description"].as_str().unwrap();
            for lang in ["es", "fr", "de"] {
                let page = app.get_json(&format!("/api/{kind}/{id}?lang={lang}")).await;
                let shown = &page[main];
                let described = shown["description"].as_str().unwrap();
                assert!(
                    !described.is_empty() && described != english,
                    "{kind}/{id} in {lang}: {described}"
                );
                assert!(
                    shown.get("untranslated").is_none_or(|fields| !fields
                        .as_array()
                        .unwrap()
                        .iter()
                        .any(|f| f == "description")),
                    "{kind}/{id} in {lang}: {shown}"
                );
            }
        }
    }
}

#[tokio::test]
async fn the_demo_events_are_read_in_the_visitors_language() {
    let app = TestApp::spawn().await;
    let list = app.get_json("/api/events").await;
    let events = list.as_array().unwrap();
    assert!(!events.is_empty());
    for item in events {
        let id = item["id"].as_i64().unwrap();
        let english = item["description"].as_str().unwrap();
        for lang in ["es", "fr", "de"] {
            let page = app.get_json(&format!("/api/events/{id}?lang={lang}")).await;
            let shown = &page["event"];
            let described = shown["description"].as_str().unwrap();
            assert!(
                !described.is_empty() && described != english,
                "event {id} in {lang}: {described}"
            );
            let untranslated = shown.get("untranslated").and_then(|f| f.as_array());
            assert!(
                untranslated.is_none_or(|fields| !fields.iter().any(|f| f == "description")),
                "event {id} in {lang}: {shown}"
            );
            // A work known by a name of its own in the language is called so.
            if item["title"] == "The Nutcracker" && lang == "es" {
                assert_eq!(shown["title"], "El cascanueces");
            }
        }
    }
}
