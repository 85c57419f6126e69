//! The store under concurrent use, on whichever database the suite runs
//! (SQLite, or PostgreSQL in the second run): what several requests or
//! instances may do at the same moment happens once.

use std::collections::BTreeSet;

use guide_server::store::{Backend, DeliveryEnd, NewPlanRequest, Outgoing, OutgoingMessage, Store};

async fn fresh_store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let url = super::database_url(dir.path()).await;
    let store = Store::open(&url).await.unwrap();
    (dir, store)
}

#[tokio::test]
async fn concurrent_creates_of_one_admin_make_one_account() {
    let (_dir, store) = fresh_store().await;
    let mut tasks = tokio::task::JoinSet::new();
    for n in 0..8 {
        let store = store.clone();
        tasks.spawn(async move {
            store
                .upsert_admin("Ana@Guide.test", "Ana", &format!("R{n}"), "hash", 1)
                .await
                .unwrap()
        });
    }
    let mut created = 0;
    let mut ids = BTreeSet::new();
    while let Some(done) = tasks.join_next().await {
        let (id, was_created) = done.unwrap();
        created += usize::from(was_created);
        ids.insert(id);
    }
    assert_eq!(created, 1, "exactly one creates it, the others update it");
    assert_eq!(ids.len(), 1);
    assert_eq!(store.count_admins().await.unwrap(), 1);

    // The configured first admin is only created into an empty table.
    assert!(
        !store
            .create_first_admin("other@guide.test", "O", "T", "hash", 1)
            .await
            .unwrap()
    );
    assert_eq!(store.count_admins().await.unwrap(), 1);
}

#[tokio::test]
async fn the_first_admin_is_created_once_by_instances_starting_together() {
    let (_dir, store) = fresh_store().await;
    let mut tasks = tokio::task::JoinSet::new();
    for n in 0..6 {
        let store = store.clone();
        tasks.spawn(async move {
            store
                .create_first_admin(&format!("admin{}@guide.test", n % 2), "A", "B", "hash", 1)
                .await
                .unwrap()
        });
    }
    let mut created = 0;
    while let Some(done) = tasks.join_next().await {
        created += usize::from(done.unwrap());
    }
    // Same e-mail: the unique constraint; two e-mails: at worst both, never
    // the same one twice.
    assert!((1..=2).contains(&created), "{created}");
    assert_eq!(store.count_admins().await.unwrap() as usize, created);
}

#[tokio::test]
async fn concurrent_workers_claim_each_message_once() {
    let (_dir, store) = fresh_store().await;
    for n in 0..40 {
        let request = NewPlanRequest {
            kind: "curator",
            name: None,
            email: "ana@visitor.test",
            visit_dates: None,
            message: None,
            items_json: "[]".into(),
            sent_at: "2026-11-22T09:00:00Z",
        };
        let message = OutgoingMessage {
            message_id: format!("<{n}@guide.test>"),
            sender: "guide@guide.test".into(),
            recipients: vec!["curator@guide.test".into()],
            raw: format!("Subject: {n}\r\n\r\nplan {n}\r\n").into_bytes(),
        };
        store
            .enqueue_visit_plan(&request, &message, 1_000, None, None)
            .await
            .unwrap()
            .unwrap();
    }
    // Eight workers, each claiming until nothing is left, with a lease far
    // longer than the test: a message claimed twice would show up twice.
    let mut workers = tokio::task::JoinSet::new();
    for _ in 0..8 {
        let store = store.clone();
        workers.spawn(async move {
            let mut claimed = Vec::new();
            while let Some(message) = store.claim_outbox("w1", 2_000, 3_600_000).await.unwrap() {
                assert_eq!(message.attempts, 1);
                claimed.push(message.message.message_id);
            }
            claimed
        });
    }
    let mut all = Vec::new();
    while let Some(done) = workers.join_next().await {
        all.extend(done.unwrap());
    }
    let distinct: BTreeSet<_> = all.iter().collect();
    assert_eq!(all.len(), 40, "every message claimed");
    assert_eq!(distinct.len(), 40, "none claimed twice");
    // Leased: nobody gets them again until the lease ends…
    assert!(
        store
            .claim_outbox("w2", 3_000, 1_000)
            .await
            .unwrap()
            .is_none()
    );
    // …except after a restart on SQLite, which one instance owns: what the
    // previous process held is due again at once. On PostgreSQL another
    // instance's lease is left to run out.
    let released = store.release_stale_outbox_leases().await.unwrap();
    match store.backend() {
        Backend::Sqlite => {
            assert_eq!(released, 40);
            assert!(
                store
                    .claim_outbox("w2", 3_000, 1_000)
                    .await
                    .unwrap()
                    .is_some()
            );
            return;
        }
        Backend::Postgres => {
            assert_eq!(released, 0);
            assert!(
                store
                    .claim_outbox("w2", 3_000, 1_000)
                    .await
                    .unwrap()
                    .is_none()
            );
        }
    }
    assert!(
        store
            .claim_outbox("w2", 3_700_000, 1_000)
            .await
            .unwrap()
            .is_some()
    );
}

fn plan_message(n: usize, recipients: &[&str]) -> (NewPlanRequest<'static>, OutgoingMessage) {
    let request = NewPlanRequest {
        kind: "self",
        name: None,
        email: "ana@visitor.test",
        visit_dates: None,
        message: None,
        items_json: "[]".into(),
        sent_at: "2026-11-22T09:00:00Z",
    };
    let message = OutgoingMessage {
        message_id: format!("<{n}@guide.test>"),
        sender: "guide@guide.test".into(),
        recipients: recipients.iter().map(|r| r.to_string()).collect(),
        raw: format!("Subject: {n}\r\n\r\nplan {n}\r\n").into_bytes(),
    };
    (request, message)
}

/// A lease is renewed only by the worker holding it; while renewed, nobody
/// else claims the message, and once the heartbeat stops it is free when
/// the short lease ends.
#[tokio::test]
async fn leases_are_renewed_by_their_holder_only() {
    let (_dir, store) = fresh_store().await;
    let (request, message) = plan_message(1, &["curator@guide.test"]);
    store
        .enqueue_visit_plan(&request, &message, 1_000, None, None)
        .await
        .unwrap()
        .unwrap();
    let claimed = store
        .claim_outbox("a", 1_000, 20_000)
        .await
        .unwrap()
        .unwrap();
    assert!(
        !store
            .renew_outbox_lease(claimed.id, "b", 60_000)
            .await
            .unwrap()
    );
    assert!(
        store
            .renew_outbox_lease(claimed.id, "a", 60_000)
            .await
            .unwrap()
    );
    // Past the first lease, but the heartbeat extended it.
    assert!(
        store
            .claim_outbox("b", 30_000, 20_000)
            .await
            .unwrap()
            .is_none()
    );
    // The heartbeat stopped (kill -9): due again when the lease runs out.
    let taken = store
        .claim_outbox("b", 60_000, 20_000)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((taken.id, taken.attempts), (claimed.id, 2));
    assert!(
        !store
            .renew_outbox_lease(claimed.id, "a", 90_000)
            .await
            .unwrap(),
        "the old holder cannot take it back"
    );
    store.outbox_delivered(taken.id, 61_000).await.unwrap();
    assert!(
        !store
            .renew_outbox_lease(taken.id, "b", 90_000)
            .await
            .unwrap()
    );
}

/// A stopping worker gives back the messages it holds, and only its own:
/// another claims them at once, long before the lease would run out.
#[tokio::test]
async fn a_stopping_worker_gives_back_its_own_leases_only() {
    let (_dir, store) = fresh_store().await;
    for n in 0..2 {
        let (request, message) = plan_message(n, &["curator@guide.test"]);
        store
            .enqueue_visit_plan(&request, &message, 1_000, None, None)
            .await
            .unwrap()
            .unwrap();
    }
    let held_by_a = store
        .claim_outbox("a", 1_000, 60_000)
        .await
        .unwrap()
        .unwrap();
    let held_by_b = store
        .claim_outbox("b", 1_000, 60_000)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(store.release_outbox_leases("a").await.unwrap(), 1);
    let taken = store
        .claim_outbox("c", 2_000, 60_000)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(taken.id, held_by_a.id);
    assert!(
        store
            .claim_outbox("c", 2_000, 60_000)
            .await
            .unwrap()
            .is_none(),
        "b's lease stands"
    );
    assert!(
        !store
            .renew_outbox_lease(taken.id, "a", 90_000)
            .await
            .unwrap()
    );
    assert!(
        store
            .renew_outbox_lease(held_by_b.id, "b", 90_000)
            .await
            .unwrap()
    );
    // A delivered message is not given back.
    store.outbox_delivered(taken.id, 3_000).await.unwrap();
    assert_eq!(store.release_outbox_leases("c").await.unwrap(), 0);
}

/// Each address receives at most the limit of plans an hour, counted in
/// the database whoever sends (any instance), case-insensitively; the
/// refusal says when the oldest leaves the window.
#[tokio::test]
async fn plans_to_an_address_are_limited_per_hour() {
    use guide_server::store::{RecipientLimit, RecipientLimited};
    let (_dir, store) = fresh_store().await;
    let limit = Some(RecipientLimit { per_hour: 3 });
    let hour = 3_600_000;
    for n in 0..3 {
        let (request, message) = plan_message(n, &["Ana@Visitor.test", "bo@visitor.test"]);
        let at = 1_000 + n as i64 * 60_000;
        assert!(
            store
                .enqueue_visit_plan(&request, &message, at, limit, None)
                .await
                .unwrap()
                .is_ok()
        );
    }
    let (request, message) = plan_message(9, &["cy@visitor.test", "ana@visitor.test"]);
    let refused = store
        .enqueue_visit_plan(&request, &message, 200_000, limit, None)
        .await
        .unwrap();
    assert_eq!(
        refused,
        Err(RecipientLimited {
            address: "ana@visitor.test".into(),
            retry_after_ms: 1_000 + hour - 200_000,
        })
    );
    // Nothing of the refused plan was kept, not even for the other address.
    assert_eq!(store.outbox_counts().await.unwrap().pending, 3);
    let (request, message) = plan_message(10, &["cy@visitor.test"]);
    assert!(
        store
            .enqueue_visit_plan(&request, &message, 200_000, limit, None)
            .await
            .unwrap()
            .is_ok()
    );
    // An hour after the first plan, one more fits.
    let (request, message) = plan_message(11, &["ana@visitor.test"]);
    assert!(
        store
            .enqueue_visit_plan(&request, &message, 1_001 + hour, limit, None)
            .await
            .unwrap()
            .is_ok()
    );
    // Without a limit (the curator's inbox), nothing is counted.
    let (request, message) = plan_message(12, &["ana@visitor.test"]);
    assert!(
        store
            .enqueue_visit_plan(&request, &message, 1_002 + hour, None, None)
            .await
            .unwrap()
            .is_ok()
    );
}

#[tokio::test]
async fn concurrent_seeds_of_an_empty_database_write_the_demo_once() {
    let (_dir, store) = fresh_store().await;
    // The demo's pictures are made once for the run (the seeds race on the
    // database, not on the pictures).
    let objects = super::support::objects();
    let today = guide_core::Date::parse("2026-12-01").unwrap();
    let mut seeds = tokio::task::JoinSet::new();
    for _ in 0..3 {
        let (store, objects) = (store.clone(), objects.clone());
        seeds.spawn(async move {
            guide_server::demo::seed(&store, &objects, today, false)
                .await
                .unwrap()
        });
    }
    let mut seeded = 0;
    while let Some(done) = seeds.join_next().await {
        seeded += usize::from(done.unwrap().is_some());
    }
    assert_eq!(seeded, 1, "one seeds, the others find content");
    let events = store.list_events(&Default::default()).await.unwrap();
    let distinct: BTreeSet<_> = events.iter().map(|e| (&e.title, e.date)).collect();
    assert_eq!(distinct.len(), events.len(), "no event twice");
}

#[tokio::test]
async fn both_engines_migrate_to_the_same_tables_and_columns() {
    let dir = tempfile::tempdir().unwrap();
    let sqlite = Store::open(&format!(
        "sqlite://{}",
        dir.path().join("guide.db").display()
    ))
    .await
    .unwrap();
    let columns = sqlite.schema_columns().await.unwrap();
    assert!(columns.contains(&("outbox".into(), "locked_until".into())));
    assert!(columns.contains(&("content_version".into(), "version".into())));
    if super::postgres_server_url().is_none() {
        eprintln!("PostgreSQL side skipped: GUIDE_TEST_DATABASE_URL is not set");
        return;
    }
    let (_dir, postgres) = fresh_store().await;
    assert_eq!(postgres.schema_columns().await.unwrap(), columns);
}

/// Federation's deliveries (issue 73): an event's announcement is written
/// once when two instances make it at once, and each of its deliveries is
/// claimed by one worker only, however many claim in batches.
#[tokio::test]
async fn an_announcement_is_written_once_and_each_delivery_claimed_once() {
    let (_dir, store) = fresh_store().await;
    for n in 0..40 {
        let inbox = format!("https://peer{n}.example/inbox");
        let accept = format!("https://guide.example/federation/actor#accepts/{n}");
        store
            .add_follower(
                &format!("https://peer{n}.example/users/ana"),
                &inbox,
                &format!("https://peer{n}.example/follows/1"),
                Outgoing {
                    id: &accept,
                    body: "{\"type\":\"Accept\"}",
                },
                1_000,
            )
            .await
            .unwrap();
    }
    // Two instances see the same new event at once: one announces it.
    let announce = |store: Store| async move {
        store
            .announce_event(
                7,
                None,
                "digest-1",
                Outgoing {
                    id: "https://guide.example/federation/events/7#create",
                    body: "{\"type\":\"Create\"}",
                },
                2_000,
            )
            .await
            .unwrap()
    };
    let (first, second) = tokio::join!(announce(store.clone()), announce(store.clone()));
    assert!(first ^ second, "announced once: {first} {second}");
    // An update read against an older digest is another instance's late
    // copy: not written.
    let stale = store
        .announce_event(
            7,
            Some("digest-0"),
            "digest-2",
            Outgoing {
                id: "https://guide.example/federation/events/7#update-2",
                body: "{}",
            },
            3_000,
        )
        .await
        .unwrap();
    assert!(!stale);

    // Eight workers claim three at a time until nothing is left.
    let mut workers = tokio::task::JoinSet::new();
    for w in 0..8 {
        let store = store.clone();
        workers.spawn(async move {
            let mut claimed = Vec::new();
            loop {
                let batch = store
                    .claim_deliveries(&format!("w{w}"), 4_000, 3_600_000, 3)
                    .await
                    .unwrap();
                if batch.is_empty() {
                    break claimed;
                }
                claimed.extend(batch);
            }
        });
    }
    let mut all = Vec::new();
    while let Some(done) = workers.join_next().await {
        all.extend(done.unwrap());
    }
    let distinct: BTreeSet<_> = all.iter().map(|d| d.id).collect();
    assert_eq!(all.len(), 80, "40 accepts and 40 creates");
    assert_eq!(distinct.len(), 80, "none claimed twice");
    assert!(all.iter().all(|d| !d.body.is_empty() && d.attempts == 1));
    let ended: Vec<DeliveryEnd> = all
        .iter()
        .map(|d| DeliveryEnd::Delivered {
            id: d.id,
            activity_id: d.activity_id.clone(),
        })
        .collect();
    store.record_deliveries(&ended).await.unwrap();
    let counts = store.delivery_counts().await.unwrap();
    assert_eq!((counts.pending, counts.followers), (0, 40));
}
