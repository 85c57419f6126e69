//! `guide backup` and `guide restore` (issue #39), run as the real binary
//! against a running server: a backup taken while 200 clients write
//! restores every write acknowledged before it began, into a database that
//! passes SQLite's integrity check and serves what the original did; a
//! damaged backup, or one from a newer guide, is refused and nothing is
//! touched; on PostgreSQL the uploads and the manifest are written and
//! restored.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::{Command, Output};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};

use super::TestApp;

/// `guide <args>` with this data directory, database and upload folder.
fn guide(data_dir: &Path, database_url: &str, uploads: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_guide"))
        .args(args)
        .env_remove("GUIDE_CONFIG")
        .env("RUST_LOG", "warn")
        .env("GUIDE_DATA_DIR", data_dir)
        .env("DATABASE_URL", database_url)
        .env("GUIDE_UPLOADS_DIR", uploads)
        .output()
        .unwrap()
}

fn succeeded(output: &Output) -> String {
    assert!(
        output.status.success(),
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn refused(output: &Output) -> String {
    assert!(!output.status.success(), "{:?}", output);
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn manifest(dir: &Path) -> Value {
    serde_json::from_slice(&std::fs::read(dir.join("manifest.json")).unwrap()).unwrap()
}

fn sha(path: &Path) -> Vec<u8> {
    use sha2::Digest;
    sha2::Sha256::digest(std::fs::read(path).unwrap()).to_vec()
}

/// The suggestions' names in a SQLite file.
async fn suggestion_names(database: &Path) -> BTreeSet<String> {
    use sqlx::Connection;
    let url = format!("sqlite://{}?mode=ro", database.display());
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    sqlx::query_scalar("SELECT name FROM suggestions")
        .fetch_all(&mut conn)
        .await
        .unwrap()
        .into_iter()
        .collect()
}

#[tokio::test]
async fn a_backup_under_load_restores_every_write_acknowledged_before_it() {
    if super::postgres_server_url().is_some() {
        eprintln!("SQLite's path: the PostgreSQL run checks uploads and manifest below");
        return;
    }
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.public_writes_per_minute = 1_000_000;
    })
    .await;
    let uploads = super::support::shared_uploads_dir();
    let events_before = app.get_json("/api/events").await;

    // 200 clients writing suggestions until told to stop.
    let acknowledged = Arc::new(Mutex::new(Vec::<String>::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let mut clients = tokio::task::JoinSet::new();
    for client in 0..200 {
        let (http, url) = (app.client.clone(), app.url("/api/suggestions"));
        let (acknowledged, stop) = (acknowledged.clone(), stop.clone());
        clients.spawn(async move {
            let mut n = 0;
            while !stop.load(Ordering::Relaxed) {
                let name = format!("Client {client} place {n}");
                let sent = http
                    .post(&url)
                    .json(
                        &json!({"name": name, "type": "activity", "website": "place.example",
                                  "submitterName": "Ana", "submitterEmail": "ana@visitor.test"}),
                    )
                    .send()
                    .await;
                if sent.is_ok_and(|r| r.status() == StatusCode::CREATED) {
                    acknowledged.lock().unwrap().push(name);
                }
                n += 1;
            }
        });
    }
    for _ in 0..1500 {
        if acknowledged.lock().unwrap().len() >= 300 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(
        acknowledged.lock().unwrap().len() >= 300,
        "the clients write"
    );
    let backups = tempfile::tempdir().unwrap();
    let backup = backups.path().join("tonight");
    let before_backup: BTreeSet<String> = acknowledged.lock().unwrap().iter().cloned().collect();
    let (data, url) = (app.data_dir.path().to_path_buf(), app.database_url.clone());
    let (dir, up) = (backup.clone(), uploads.clone());
    let output = tokio::task::spawn_blocking(move || {
        guide(&data, &url, &up, &["backup", dir.to_str().unwrap()])
    })
    .await
    .unwrap();
    let during = acknowledged.lock().unwrap().len() - before_backup.len();
    stop.store(true, Ordering::Relaxed);
    while clients.join_next().await.is_some() {}
    let said = succeeded(&output);
    assert!(said.contains("Backed up to"), "{said}");
    eprintln!(
        "{} suggestions acknowledged before the backup began, {during} while it ran",
        before_backup.len()
    );

    let written = manifest(&backup);
    assert_eq!(written["engine"], "sqlite");
    assert_eq!(written["guideVersion"], env!("CARGO_PKG_VERSION"));
    let files = written["files"].as_array().unwrap();
    let upload_files: Vec<&str> = files
        .iter()
        .filter_map(|f| f["path"].as_str()?.strip_prefix("uploads/"))
        .collect();
    assert!(
        !upload_files.is_empty(),
        "the demo's pictures are backed up"
    );
    assert!(written["counts"]["events"].as_i64().unwrap() > 0);

    // Restored into a new data directory and upload folder.
    let restored = tempfile::tempdir().unwrap();
    let restored_uploads = restored.path().join("uploads");
    let restored_url = format!("sqlite://{}", restored.path().join("guide.db").display());
    let said = succeeded(&guide(
        restored.path(),
        &restored_url,
        &restored_uploads,
        &["restore", backup.to_str().unwrap()],
    ));
    assert!(said.contains("Restored"), "{said}");
    let database = restored.path().join("guide.db");
    let (integrity, _) = guide_server::store::inspect_sqlite_file(&database)
        .await
        .unwrap();
    assert_eq!(integrity, "ok");
    let names = suggestion_names(&database).await;
    let lost: Vec<_> = before_backup.difference(&names).collect();
    assert!(lost.is_empty(), "{} acknowledged writes lost", lost.len());
    assert_eq!(
        names.len() as i64,
        written["counts"]["suggestions"].as_i64().unwrap()
    );
    for key in &upload_files {
        assert!(restored_uploads.join(key).is_file(), "{key} restored");
    }

    // The restored guide serves what the original did.
    let restored_app = TestApp::spawn_configured(restored, move |config| {
        config.uploads.dir = Some(restored_uploads);
        config.seed_demo = false;
    })
    .await;
    assert_eq!(restored_app.get_json("/api/events").await, events_before);
}

#[tokio::test]
async fn a_damaged_or_newer_backup_is_refused_and_nothing_is_touched() {
    if super::postgres_server_url().is_some() {
        return; // The database file is SQLite's.
    }
    let app = TestApp::spawn().await;
    let uploads = super::support::shared_uploads_dir();
    let backups = tempfile::tempdir().unwrap();
    let good = backups.path().join("good");
    succeeded(&guide(
        app.data_dir.path(),
        &app.database_url,
        &uploads,
        &["backup", good.to_str().unwrap()],
    ));
    // A second backup into the same folder is refused.
    let again = refused(&guide(
        app.data_dir.path(),
        &app.database_url,
        &uploads,
        &["backup", good.to_str().unwrap()],
    ));
    assert!(again.contains("is not empty"), "{again}");

    let copy = |name: &str| {
        let dir = backups.path().join(name);
        std::fs::create_dir_all(dir.join("uploads")).unwrap();
        for entry in walk(&good) {
            let relative = entry.strip_prefix(&good).unwrap();
            std::fs::copy(&entry, dir.join(relative)).unwrap();
        }
        dir
    };
    let flipped = copy("flipped");
    let mut bytes = std::fs::read(flipped.join("guide.db")).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0xff;
    std::fs::write(flipped.join("guide.db"), bytes).unwrap();
    let newer = copy("newer");
    let mut written = manifest(&newer);
    written["migration"] = json!(99_991_231_000_000_i64);
    std::fs::write(newer.join("manifest.json"), written.to_string()).unwrap();
    let newer_format = copy("newer-format");
    let mut written = manifest(&newer_format);
    written["format"] = json!(2);
    std::fs::write(newer_format.join("manifest.json"), written.to_string()).unwrap();
    let unlisted = copy("no-manifest");
    std::fs::remove_file(unlisted.join("manifest.json")).unwrap();
    let short = copy("missing-upload");
    let first_upload = manifest(&short)["files"]
        .as_array()
        .unwrap()
        .iter()
        .find_map(|f| {
            f["path"]
                .as_str()
                .filter(|p| p.starts_with("uploads/"))
                .map(String::from)
        })
        .unwrap();
    std::fs::remove_file(short.join(&first_upload)).unwrap();

    // A guide with its own data, which a refused restore leaves alone.
    let target = tempfile::tempdir().unwrap();
    let target_url = format!("sqlite://{}", target.path().join("guide.db").display());
    let target_uploads = target.path().join("uploads");
    succeeded(&guide(
        target.path(),
        &target_url,
        &target_uploads,
        &["seed"],
    ));
    let before = sha(&target.path().join("guide.db"));
    for (dir, expected) in [
        (&flipped, "the backup is damaged: guide.db"),
        (&newer, "made by a newer guide"),
        (&newer_format, "made by a newer guide"),
        (&unlisted, "is not a guide backup"),
        (
            &short,
            &format!("the backup is damaged: {first_upload} is missing"),
        ),
    ] {
        let said = refused(&guide(
            target.path(),
            &target_url,
            &target_uploads,
            &["restore", dir.to_str().unwrap()],
        ));
        assert!(said.contains(expected), "{}: {said}", dir.display());
        assert_eq!(sha(&target.path().join("guide.db")), before, "untouched");
    }
    // The good one restores, and the database it replaced is kept.
    let said = succeeded(&guide(
        target.path(),
        &target_url,
        &target_uploads,
        &["restore", good.to_str().unwrap()],
    ));
    assert!(said.contains("is kept as"), "{said}");
    let kept: Vec<_> = std::fs::read_dir(target.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains("before-restore"))
        .collect();
    assert!(!kept.is_empty());
}

/// On PostgreSQL, `guide backup` writes the uploads and the manifest (the
/// database is pg_dump's), and `guide restore` puts the uploads back.
#[tokio::test]
async fn on_postgres_the_uploads_and_manifest_are_backed_up_and_restored() {
    if super::postgres_server_url().is_none() {
        eprintln!("skipped: the PostgreSQL run (scripts/test) has it");
        return;
    }
    let app = TestApp::spawn().await;
    let uploads = super::support::shared_uploads_dir();
    let backups = tempfile::tempdir().unwrap();
    let dir = backups.path().join("nightly");
    let said = succeeded(&guide(
        app.data_dir.path(),
        &app.database_url,
        &uploads,
        &["backup", dir.to_str().unwrap()],
    ));
    assert!(said.contains("pg_dump"), "{said}");
    let written = manifest(&dir);
    assert_eq!(written["engine"], "postgres");
    assert!(!dir.join("guide.db").exists());
    assert!(written["counts"]["events"].as_i64().unwrap() > 0);
    let upload_files: Vec<String> = written["files"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|f| {
            f["path"]
                .as_str()?
                .strip_prefix("uploads/")
                .map(String::from)
        })
        .collect();
    assert!(!upload_files.is_empty());
    let fresh_uploads = backups.path().join("fresh-uploads");
    let said = succeeded(&guide(
        app.data_dir.path(),
        &app.database_url,
        &fresh_uploads,
        &["restore", dir.to_str().unwrap()],
    ));
    assert!(said.contains("pg_restore"), "{said}");
    for key in &upload_files {
        assert!(fresh_uploads.join(key).is_file(), "{key}");
    }
}

/// Every file under `dir`.
fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else {
            files.push(path);
        }
    }
    files
}

/// `[backup] hour = 3, keep = 2`: one backup a night, after 3:00 at the
/// city's clock, the newest two kept, one cut short removed.
#[tokio::test]
async fn the_nightly_backup_comes_once_a_night_and_keeps_the_newest() {
    use guide_core::time::date::{CityClock, Date};
    use guide_server::backup::Nightly;
    let app = TestApp::spawn().await;
    let backups = tempfile::tempdir().unwrap();
    let mut config =
        guide_server::config::Config::load(None, &guide_server::config::Overrides::default())
            .unwrap();
    config.backup.hour = Some(3);
    config.backup.keep = 2;
    config.backup.dir = Some(backups.path().to_path_buf());
    config.uploads.dir = Some(super::support::shared_uploads_dir());
    let store = guide_server::store::Store::open(&app.database_url)
        .await
        .unwrap();
    let objects = guide_server::objects::Objects::configured(&config).unwrap();
    let nightly = Nightly::configured(&config, store, objects)
        .unwrap()
        .expect("configured");
    let at = |day: u8, hour: u16| {
        config.site.time_zone.unix_ms(CityClock {
            today: Date::new(2026, 11, day).unwrap(),
            minutes: hour * 60,
        })
    };
    let folders = || {
        let mut names: Vec<String> = std::fs::read_dir(backups.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let made = nightly.pass(at(20, 3) + 60_000).await.unwrap();
    assert!(made.is_some_and(|dir| dir.join("manifest.json").is_file()));
    assert!(
        nightly.pass(at(20, 4)).await.unwrap().is_none(),
        "once a night"
    );
    assert!(
        nightly.pass(at(21, 2)).await.unwrap().is_none(),
        "not before 3:00"
    );
    // A backup cut short (no manifest) neither counts nor stays.
    std::fs::create_dir_all(backups.path().join(format!("backup-{}", at(21, 2)))).unwrap();
    assert!(nightly.pass(at(21, 3)).await.unwrap().is_some());
    assert!(nightly.pass(at(22, 5)).await.unwrap().is_some());
    assert_eq!(
        folders(),
        [
            format!("backup-{}", at(21, 3)),
            format!("backup-{}", at(22, 5))
        ]
    );
}

/// `[backup] s3_bucket`: each night's folder is copied to the bucket too,
/// the manifest last, and the bucket keeps the newest `keep` (a copy cut
/// short there is removed unless it is the newest).
#[tokio::test]
async fn the_nightly_backup_is_copied_to_the_bucket_which_keeps_the_newest() {
    use guide_core::time::date::{CityClock, Date};
    use guide_server::backup::Nightly;
    let (endpoint, bucket) = super::uploads::start_bucket_named("guide-backups").await;
    let app = TestApp::spawn().await;
    let backups = tempfile::tempdir().unwrap();
    let mut config =
        guide_server::config::Config::load(None, &guide_server::config::Overrides::default())
            .unwrap();
    config.backup.hour = Some(3);
    config.backup.keep = 2;
    config.backup.dir = Some(backups.path().to_path_buf());
    config.backup.s3_bucket = Some("guide-backups".into());
    config.uploads.dir = Some(super::support::shared_uploads_dir());
    config.uploads.s3_endpoint = Some(endpoint);
    config.uploads.s3_region = Some("us-east-1".into());
    config.uploads.s3_access_key_id = Some("guide-test".into());
    config.uploads.s3_secret_access_key =
        Some(guide_server::config::Secret::new("not-a-real-secret"));
    let store = guide_server::store::Store::open(&app.database_url)
        .await
        .unwrap();
    // (The uploads stay in their folder: only the backups go to a bucket.)
    let objects = guide_server::objects::Objects::open(
        &guide_server::config::UploadsConfig::default(),
        &super::support::shared_uploads_dir(),
    )
    .unwrap();
    let nightly = Nightly::configured(&config, store, objects)
        .unwrap()
        .expect("configured");
    let at = |day: u8| {
        config.site.time_zone.unix_ms(CityClock {
            today: Date::new(2026, 11, day).unwrap(),
            minutes: 3 * 60 + 5,
        })
    };
    let folders = || {
        let mut names: Vec<String> = bucket
            .objects
            .lock()
            .unwrap()
            .keys()
            .map(|key| key.split('/').next().unwrap().to_string())
            .collect();
        names.sort();
        names.dedup();
        names
    };

    let made = nightly.pass(at(20)).await.unwrap().unwrap();
    let name = format!("backup-{}", at(20));
    // Every file of the folder, byte for byte, under the folder's name.
    let mut files = 0;
    for entry in walk(&made) {
        let relative = entry
            .strip_prefix(&made)
            .unwrap()
            .to_str()
            .unwrap()
            .to_string();
        let stored = bucket.objects.lock().unwrap()[&format!("{name}/{relative}")].clone();
        assert_eq!(stored, std::fs::read(&entry).unwrap(), "{relative}");
        files += 1;
    }
    assert!(files > 3, "the database, the manifest and uploads: {files}");
    assert!(
        bucket
            .objects
            .lock()
            .unwrap()
            .contains_key(&format!("{name}/manifest.json"))
    );
    // An old copy cut short (no manifest) goes; the newest two whole stay.
    bucket.objects.lock().unwrap().insert(
        format!("backup-{}/guide.db", at(20) + 1),
        axum::body::Bytes::from_static(b"cut short"),
    );
    nightly.pass(at(21)).await.unwrap().unwrap();
    nightly.pass(at(22)).await.unwrap().unwrap();
    assert_eq!(
        folders(),
        [format!("backup-{}", at(21)), format!("backup-{}", at(22))]
    );
}
