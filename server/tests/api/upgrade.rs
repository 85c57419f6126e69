//! Upgrading (issue #39): a database made by the guide's first release
//! (its first four migrations), holding content, a suggestion and a plan
//! already mailed, is opened by the current server: every later migration
//! applies, everything is served, nothing is lost and the mailed plan is
//! not mailed again. On whichever engine the suite runs.

use std::borrow::Cow;
use std::path::Path;

use reqwest::StatusCode;
use serde_json::Value;
use sqlx::{AnyPool, Row};

use super::TestApp;

/// The first release's migrations: content, its version, plans and the
/// outbox, admin accounts.
const FIRST_RELEASE: usize = 4;

/// The rows of each table the first release had.
async fn counts(pool: &AnyPool) -> Vec<i64> {
    let row = sqlx::query(
        "SELECT (SELECT COUNT(*) FROM venues) AS a, (SELECT COUNT(*) FROM events) AS b, \
         (SELECT COUNT(*) FROM activities) AS c, (SELECT COUNT(*) FROM restaurants) AS d, \
         (SELECT COUNT(*) FROM suggestions) AS e, (SELECT COUNT(*) FROM visit_plan_requests) AS f, \
         (SELECT COUNT(*) FROM outbox) AS g",
    )
    .fetch_one(pool)
    .await
    .unwrap();
    (0..7).map(|column| row.get::<i64, _>(column)).collect()
}

/// A database as the first release left it, at `url`.
async fn first_release_database(url: &str) -> AnyPool {
    database_at(url, FIRST_RELEASE).await
}

/// A database made by the guide's first `migrations`, at `url`.
async fn database_at(url: &str, migrations: usize) -> AnyPool {
    sqlx::any::install_default_drivers();
    if let Some(path) = url.strip_prefix("sqlite://") {
        // (The first release made the file itself, in WAL mode.)
        std::fs::File::create(path).unwrap();
    }
    let pool = AnyPool::connect(url).await.unwrap();
    let engine = if url.starts_with("sqlite:") {
        "sqlite"
    } else {
        "postgres"
    };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("migrations")
        .join(engine);
    let mut migrator = sqlx::migrate::Migrator::new(dir).await.unwrap();
    let first: Vec<_> = migrator.migrations[..migrations].to_vec();
    migrator.migrations = Cow::Owned(first);
    migrator.run(&pool).await.unwrap();
    pool
}

#[tokio::test]
async fn a_first_release_database_is_served_whole_by_this_server() {
    let data_dir = tempfile::tempdir().unwrap();
    let url = super::empty_database_url(data_dir.path()).await;
    let pool = first_release_database(&url).await;
    let day = guide_core::CityZone::default()
        .today(guide_server::clock::now_ms())
        .add_days(10)
        .to_string();
    let venue: i64 = sqlx::query_scalar(
        "INSERT INTO venues (name, address, website) \
         VALUES ('Old Opera House', '61 N Pineapple Ave, Sarasota', 'https://opera.example') \
         RETURNING id",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    let event: i64 = sqlx::query_scalar(
        "INSERT INTO events (title, description, venue_id, date, time, category, ticket_price) \
         VALUES ('Upgrade Night', 'An evening kept since the first release.', $1, $2, '19:30', 'Theater', '$25') \
         RETURNING id",
    )
    .bind(venue)
    .bind(&day)
    .fetch_one(&pool)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO activities (name, description, address, activity_type) \
         VALUES ('Old Garden Walk', 'Kept since the first release.', '811 S Palm Ave', 'attraction')",
    )
    .execute(&pool)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO restaurants (name, description, cuisine, price_range, rating, area) \
         VALUES ('Old Bistro', 'Kept since the first release.', 'French', '$$', 4.5, 'Downtown Sarasota')",
    )
    .execute(&pool)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO suggestions (name, type, website, submitter_name, submitter_email) \
         VALUES ('Myakka Canopy Walk', 'activity', 'https://myakka.example', 'Ana', 'ana@visitor.test')",
    )
    .execute(&pool)
    .await
    .unwrap();
    let request: i64 = sqlx::query_scalar(
        "INSERT INTO visit_plan_requests (kind, name, email, items, created_at) \
         VALUES ('curator', 'Ana Rivera', 'ana@visitor.test', '[]', 1764000000000) RETURNING id",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO outbox (request_id, message_id, sender, recipients, raw, status, attempts, \
         next_attempt_at, delivered_at, created_at) \
         VALUES ($1, '<first-release@guide.test>', 'guide@sarasota.test', '[\"curator@sarasota.test\"]', \
         $2, 'sent', 1, 1764000000000, 1764000001000, 1764000000000)",
    )
    .bind(request)
    .bind(b"Subject: A plan\r\n\r\nMailed by the first release.\r\n".to_vec())
    .execute(&pool)
    .await
    .unwrap();
    let before = counts(&pool).await;
    pool.close().await;

    let app = TestApp::spawn_configured(data_dir, |config| {
        config.seed_demo = false;
    })
    .await;
    let events = app.get_json("/api/events").await;
    let kept = events
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == event)
        .unwrap_or_else(|| panic!("the event is listed: {events}"));
    assert_eq!(kept["title"], "Upgrade Night");
    let venue = &kept["venue"];
    assert!(
        venue == "Old Opera House" || venue["name"] == "Old Opera House",
        "{venue}"
    );
    let named = |list: &Value, name: &str| {
        list.as_array()
            .unwrap()
            .iter()
            .any(|item| item["name"] == name)
    };
    assert!(named(
        &app.get_json("/api/activities").await,
        "Old Garden Walk"
    ));
    assert!(named(&app.get_json("/api/restaurants").await, "Old Bistro"));
    assert_eq!(
        app.get(&format!("/events/{event}")).await.status(),
        StatusCode::OK
    );

    // Nothing lost, nothing mailed again.
    let pool = AnyPool::connect(&app.database_url).await.unwrap();
    assert_eq!(counts(&pool).await, before);
    let outbox = sqlx::query("SELECT status, attempts FROM outbox")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(outbox.get::<String, _>("status"), "sent");
    assert_eq!(outbox.get::<i64, _>("attempts"), 1);
    let applied: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM _sqlx_migrations")
        .fetch_one(&pool)
        .await
        .unwrap();
    let known = std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations/sqlite"))
        .unwrap()
        .count() as i64;
    assert_eq!(applied, known, "every later migration applied");
    pool.close().await;
}

/// Before ids were never reused (the 19th migration), a SQLite database
/// gave the highest id again once its item was deleted. Upgraded, it gives
/// neither the id of an item deleted before nor of one deleted after, and
/// every row, trigger and index comes through the tables' rebuild.
#[tokio::test]
async fn an_upgraded_database_never_gives_a_deleted_items_id_again() {
    let data_dir = tempfile::tempdir().unwrap();
    let url = super::empty_database_url(data_dir.path()).await;
    let pool = database_at(&url, 18).await;
    let mut ids = Vec::new();
    for name in ["Kept Bistro", "Gone Bistro"] {
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO restaurants (name, description, cuisine) VALUES ($1, 'Upgraded.', 'French') \
             RETURNING id",
        )
        .bind(name)
        .fetch_one(&pool)
        .await
        .unwrap();
        ids.push(id);
    }
    sqlx::query("DELETE FROM restaurants WHERE id = $1")
        .bind(ids[1])
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;

    let app = TestApp::spawn_configured(data_dir, |config| {
        config.seed_demo = false;
    })
    .await;
    let pool = AnyPool::connect(&app.database_url).await.unwrap();
    let restaurants = app.get_json("/api/restaurants").await;
    assert_eq!(restaurants[0]["name"], "Kept Bistro");
    assert_eq!(restaurants.as_array().unwrap().len(), 1);
    let insert = async |name: &str| -> i64 {
        sqlx::query_scalar(
            "INSERT INTO restaurants (name, description, cuisine) VALUES ($1, 'New.', 'Thai') \
             RETURNING id",
        )
        .bind(name)
        .fetch_one(&pool)
        .await
        .unwrap()
    };
    let next = insert("Next Bistro").await;
    assert!(next > ids[1], "{next} reuses a deleted id ({ids:?})");
    sqlx::query("DELETE FROM restaurants WHERE id = $1")
        .bind(next)
        .execute(&pool)
        .await
        .unwrap();
    let after = insert("After Bistro").await;
    assert!(after > next, "{after} reuses the deleted {next}");
    // The rebuilt table's triggers still work: the removal is remembered,
    // the content version moved, the new row has its update time.
    let remembered: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM removed_items WHERE item_id = $1")
            .bind(next)
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!(remembered, 1);
    let updated: Option<String> =
        sqlx::query_scalar("SELECT updated_at FROM restaurants WHERE id = $1")
            .bind(after)
            .fetch_one(&pool)
            .await
            .unwrap();
    assert!(updated.is_some());
    pool.close().await;
}
