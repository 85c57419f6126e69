//! `guide backup [DIR]` and `guide restore DIR` (issue #39).
//!
//! A backup is a folder: `guide.db`, a consistent copy of the SQLite
//! database taken while the server runs (`VACUUM INTO`); `uploads/`, every
//! object of the upload store the database refers to; and
//! `manifest.json`, with the build, the database's migration and content
//! version, its counts and every file's size and SHA-256. On PostgreSQL
//! the database is `pg_dump`'s to copy (README, Backups); the uploads and
//! the manifest are written the same.
//!
//! A restore checks the whole backup before it touches anything: a
//! damaged file or one made by a newer guide is refused with the reason.
//! The database it replaces is kept beside, renamed.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use std::time::Duration;

use anyhow::{Context, bail, ensure};
use guide_core::CityZone;
use guide_core::content::pictures::stored_keys;
use guide_core::dashboard::backups::{beyond_kept, nightly_due};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use tokio::sync::watch;

use crate::clock::now_ms;
use crate::config::Config;
use crate::objects::Objects;
use crate::store::{Backend, DatabaseFacts, Store, inspect_sqlite_file};

pub const MANIFEST: &str = "manifest.json";
const DATABASE: &str = "guide.db";
const UPLOADS: &str = "uploads";
/// The manifest's shape; a restore refuses a newer one.
const FORMAT: u32 = 1;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Manifest {
    pub format: u32,
    /// The guide that wrote it.
    pub guide_version: String,
    pub created_at_ms: i64,
    /// `sqlite` or `postgres` (whose database is not in the folder).
    pub engine: String,
    /// The newest database migration the backup holds.
    pub migration: i64,
    pub content_version: i64,
    pub counts: BTreeMap<String, i64>,
    pub files: Vec<FileEntry>,
    /// Objects the database names that the upload store lacked.
    #[serde(default)]
    pub missing_uploads: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct FileEntry {
    /// Relative to the backup folder, `/`-separated.
    pub path: String,
    pub bytes: u64,
    pub sha256: String,
}

/// Where `guide backup` writes without a folder named:
/// `<backups dir>/backup-<ms>`, as the nightly backups are named.
pub fn default_dir(config: &Config) -> PathBuf {
    config.backups_dir().join(folder_name(now_ms()))
}

const FOLDER_PREFIX: &str = "backup-";

fn folder_name(made_ms: i64) -> String {
    format!("{FOLDER_PREFIX}{made_ms}")
}

/// The backup folders in `dir` by when they were made; `whole` is false
/// for one without a manifest (cut short).
fn folders(dir: &Path) -> anyhow::Result<Vec<(i64, PathBuf, bool)>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(error).with_context(|| format!("reading {}", dir.display())),
    };
    let mut found = Vec::new();
    for entry in entries {
        let path = entry?.path();
        let made = path
            .file_name()
            .and_then(|name| name.to_str()?.strip_prefix(FOLDER_PREFIX)?.parse().ok());
        if let Some(made) = made.filter(|_| path.is_dir()) {
            let whole = path.join(MANIFEST).is_file();
            found.push((made, path, whole));
        }
    }
    Ok(found)
}

/// The backup the server makes by itself each night (`[backup] hour`),
/// keeping the newest `[backup] keep`.
pub struct Nightly {
    store: Store,
    objects: Objects,
    /// `[backup] s3_bucket`: each night's folder is copied there too.
    bucket: Option<Objects>,
    dir: PathBuf,
    hour: u8,
    keep: usize,
    zone: CityZone,
}

impl Nightly {
    /// The nightly backup the configuration asks for, if any.
    pub fn configured(
        config: &Config,
        store: Store,
        objects: Objects,
    ) -> anyhow::Result<Option<Nightly>> {
        let Some(hour) = config.backup.hour else {
            return Ok(None);
        };
        Ok(Some(Nightly {
            store,
            objects,
            bucket: Objects::backup_bucket(config)?,
            dir: config.backups_dir(),
            hour,
            keep: config.backup.keep as usize,
            zone: config.site.time_zone,
        }))
    }

    /// Looks every minute until `shutdown`.
    pub async fn run(self, mut shutdown: watch::Receiver<bool>) {
        loop {
            if *shutdown.borrow() {
                break;
            }
            match self.pass(now_ms()).await {
                Ok(Some(made)) => tracing::info!(backup = %made.display(), "nightly backup made"),
                Ok(None) => {}
                Err(error) => {
                    tracing::error!(error = format!("{error:#}"), "nightly backup failed")
                }
            }
            tokio::select! {
                _ = tokio::time::sleep(Duration::from_secs(60)) => {}
                _ = shutdown.changed() => {}
            }
        }
    }

    /// At `now`: makes the night's backup if it is due (core's
    /// `nightly_due`), copies it to the bucket when there is one, then
    /// removes those beyond the newest `keep` and any cut short, here and
    /// there. Returns the one made. (A copy that fails is logged: the
    /// folder made here stands.)
    pub async fn pass(&self, now: i64) -> anyhow::Result<Option<PathBuf>> {
        let found = folders(&self.dir)?;
        let newest = found.iter().filter(|f| f.2).map(|f| f.0).max();
        if !nightly_due(self.zone, self.hour, now, newest) {
            return Ok(None);
        }
        let made = self.dir.join(folder_name(now));
        if let Err(error) = backup(&self.store, &self.objects, &made).await {
            let _ = std::fs::remove_dir_all(&made);
            return Err(error);
        }
        let mut whole: Vec<i64> = found.iter().filter(|f| f.2).map(|f| f.0).collect();
        whole.push(now);
        let old = beyond_kept(&whole, self.keep);
        for (made_ms, path, is_whole) in found {
            if !is_whole || old.contains(&made_ms) {
                std::fs::remove_dir_all(&path)
                    .with_context(|| format!("removing {}", path.display()))?;
            }
        }
        if let Some(bucket) = &self.bucket {
            let copied = async {
                copy_to_bucket(&made, bucket).await?;
                prune_bucket(bucket, self.keep).await
            };
            if let Err(error) = copied.await {
                tracing::error!(
                    error = format!("{error:#}"),
                    bucket = ?bucket,
                    "copying the nightly backup to the bucket failed"
                );
            }
        }
        Ok(Some(made))
    }
}

/// Copies the backup folder `dir` to `bucket`, as a folder of the same
/// name; the manifest goes last, so a copy cut short has none. Returns
/// the folder's name.
pub async fn copy_to_bucket(dir: &Path, bucket: &Objects) -> anyhow::Result<String> {
    let name = dir
        .file_name()
        .and_then(|name| name.to_str())
        .with_context(|| format!("{} has no folder name", dir.display()))?
        .to_string();
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(folder) = pending.pop() {
        for entry in
            std::fs::read_dir(&folder).with_context(|| format!("reading {}", folder.display()))?
        {
            let path = entry?.path();
            if path.is_dir() {
                pending.push(path);
            } else {
                files.push(path);
            }
        }
    }
    // (The manifest last.)
    files.sort_by_key(|path| path.file_name() == Some(std::ffi::OsStr::new(MANIFEST)));
    for file in files {
        let relative = file
            .strip_prefix(dir)
            .context("a file outside the backup")?
            .to_str()
            .with_context(|| format!("{} is not UTF-8", file.display()))?
            .replace(std::path::MAIN_SEPARATOR, "/");
        let bytes = tokio::fs::read(&file)
            .await
            .with_context(|| format!("reading {}", file.display()))?;
        bucket
            .put_path(&format!("{name}/{relative}"), bytes)
            .await?;
    }
    Ok(name)
}

/// Removes from `bucket` the backups beyond the newest `keep` whole ones,
/// and those cut short (no manifest) but the newest: another instance may
/// be copying it now.
async fn prune_bucket(bucket: &Objects, keep: usize) -> anyhow::Result<()> {
    let mut found = Vec::new();
    for name in bucket.folders().await? {
        let Some(made) = name
            .strip_prefix(FOLDER_PREFIX)
            .and_then(|ms| ms.parse::<i64>().ok())
        else {
            continue;
        };
        let whole = bucket.path_exists(&format!("{name}/{MANIFEST}")).await?;
        found.push((made, name, whole));
    }
    let whole: Vec<i64> = found.iter().filter(|f| f.2).map(|f| f.0).collect();
    let newest = found.iter().map(|f| f.0).max();
    let old = beyond_kept(&whole, keep);
    for (made, name, is_whole) in found {
        if old.contains(&made) || (!is_whole && Some(made) != newest) {
            bucket.remove_folder(&name).await?;
        }
    }
    Ok(())
}

/// Writes a backup of the configured database and uploads into `dir`,
/// which must be new or empty.
pub async fn backup(store: &Store, objects: &Objects, dir: &Path) -> anyhow::Result<Manifest> {
    if dir.exists() {
        let empty = std::fs::read_dir(dir)
            .with_context(|| format!("reading {}", dir.display()))?
            .next()
            .is_none();
        ensure!(empty, "{} is not empty: name a new folder", dir.display());
    }
    std::fs::create_dir_all(dir.join(UPLOADS))
        .with_context(|| format!("creating {}", dir.display()))?;
    let facts = match store.backend() {
        Backend::Sqlite => {
            let copy = dir.join(DATABASE);
            store.backup_into(&copy).await?;
            let (integrity, facts) = inspect_sqlite_file(&copy).await?;
            facts.with_context(|| format!("the copy failed its integrity check: {integrity}"))?
        }
        Backend::Postgres => store.facts().await?,
    };
    let mut files = Vec::new();
    if store.backend() == Backend::Sqlite {
        files.push(file_entry(dir, DATABASE)?);
    }
    let mut missing_uploads = Vec::new();
    for key in uploads_of(&facts) {
        match objects.get(&key).await? {
            Some(bytes) => {
                let path = format!("{UPLOADS}/{key}");
                std::fs::write(dir.join(&path), &bytes)
                    .with_context(|| format!("writing {path}"))?;
                files.push(FileEntry {
                    path,
                    bytes: bytes.len() as u64,
                    sha256: hex(&Sha256::digest(&bytes)),
                });
            }
            None => missing_uploads.push(key),
        }
    }
    let manifest = Manifest {
        format: FORMAT,
        guide_version: env!("CARGO_PKG_VERSION").into(),
        created_at_ms: now_ms(),
        engine: engine_name(store.backend()).into(),
        migration: facts.migration,
        content_version: facts.content_version,
        counts: facts.counts,
        files,
        missing_uploads,
    };
    // Written last: a folder with a manifest is a whole backup.
    std::fs::write(dir.join(MANIFEST), serde_json::to_vec_pretty(&manifest)?)
        .with_context(|| format!("writing {MANIFEST}"))?;
    Ok(manifest)
}

/// The upload store's objects the database's images stand for, each once.
fn uploads_of(facts: &DatabaseFacts) -> Vec<String> {
    let mut keys: Vec<String> = facts.images.iter().flat_map(|i| stored_keys(i)).collect();
    keys.sort();
    keys.dedup();
    keys
}

/// Reads and checks the backup in `dir`: its manifest, every file's size
/// and checksum, the database copy's integrity, and that this guide can
/// read it (not made by a newer one, for this engine).
pub async fn check(dir: &Path, backend: Backend) -> anyhow::Result<Manifest> {
    let text = match std::fs::read(dir.join(MANIFEST)) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => bail!(
            "{} is not a guide backup: it has no {MANIFEST}",
            dir.display()
        ),
        Err(error) => return Err(error).with_context(|| format!("reading {MANIFEST}")),
    };
    let manifest: Manifest = serde_json::from_slice(&text)
        .map_err(|e| anyhow::anyhow!("the backup is damaged: {MANIFEST} cannot be read ({e})"))?;
    ensure!(
        manifest.format <= FORMAT,
        "the backup was made by a newer guide ({}, backup format {}): upgrade this guide first",
        manifest.guide_version,
        manifest.format
    );
    ensure!(
        manifest.engine == engine_name(backend),
        "the backup is of a {} database and this guide is configured for {}",
        manifest.engine,
        engine_name(backend)
    );
    let known = Store::known_migration(backend);
    ensure!(
        manifest.migration <= known,
        "the backup was made by a newer guide ({}; database migration {}, this guide knows up to {known}): upgrade this guide first",
        manifest.guide_version,
        manifest.migration
    );
    for file in &manifest.files {
        let unsafe_path = file
            .path
            .split('/')
            .any(|part| part.is_empty() || part == "..")
            || file.path.starts_with('/');
        ensure!(
            !unsafe_path,
            "the backup is damaged: it names {:?}",
            file.path
        );
        let found = file_entry(dir, &file.path)
            .map_err(|_| anyhow::anyhow!("the backup is damaged: {} is missing", file.path))?;
        ensure!(
            found.bytes == file.bytes && found.sha256 == file.sha256,
            "the backup is damaged: {} is not the file it was ({} bytes, expected {})",
            file.path,
            found.bytes,
            file.bytes
        );
    }
    if backend == Backend::Sqlite {
        ensure!(
            manifest.files.iter().any(|f| f.path == DATABASE),
            "the backup is damaged: it has no {DATABASE}"
        );
        let (integrity, _) = inspect_sqlite_file(&dir.join(DATABASE))
            .await
            .map_err(|e| anyhow::anyhow!("the backup is damaged: {DATABASE}: {e:#}"))?;
        ensure!(
            integrity == "ok",
            "the backup is damaged: {DATABASE} fails its integrity check ({integrity})"
        );
    }
    Ok(manifest)
}

/// What a restore did.
#[derive(Debug)]
pub struct Restored {
    pub manifest: Manifest,
    /// Where the database it replaced was kept, if there was one.
    pub previous: Option<PathBuf>,
}

/// Restores the backup in `dir` into the configured database and upload
/// store, after [`check`]ing all of it. On SQLite the server must be
/// stopped; the database replaced is kept as `guide.db.before-restore-<ms>`.
/// On PostgreSQL only the uploads are restored (the database is
/// `pg_restore`'s).
pub async fn restore(config: &Config, dir: &Path) -> anyhow::Result<Restored> {
    let url = config.database_url();
    let backend = Backend::of_url(&url)?;
    let manifest = check(dir, backend).await?;
    let objects = Objects::configured(config)?;
    for file in &manifest.files {
        if let Some(key) = file.path.strip_prefix(&format!("{UPLOADS}/")) {
            let bytes = std::fs::read(dir.join(&file.path))
                .with_context(|| format!("reading {}", file.path))?;
            objects.put_if_absent(key, bytes).await?;
        }
    }
    let previous = match backend {
        Backend::Sqlite => replace_sqlite_file(&url, &dir.join(DATABASE))?,
        Backend::Postgres => None,
    };
    // Opened once: a backup from an older guide is migrated now.
    Store::open(&url).await?.close().await;
    Ok(Restored { manifest, previous })
}

/// Puts `copy` in place of the database file `url` names, keeping the
/// one there (with its write-ahead log) beside it, renamed.
fn replace_sqlite_file(url: &str, copy: &Path) -> anyhow::Result<Option<PathBuf>> {
    let target = PathBuf::from(
        url.strip_prefix("sqlite://")
            .or_else(|| url.strip_prefix("sqlite:"))
            .context("a SQLite URL")?
            .split('?')
            .next()
            .unwrap_or_default(),
    );
    if let Some(parent) = target.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent)?;
    }
    let incoming = target.with_extension("db.restoring");
    std::fs::copy(copy, &incoming).with_context(|| format!("copying to {}", incoming.display()))?;
    let previous = if target.exists() {
        let kept = target.with_extension(format!("db.before-restore-{}", now_ms()));
        std::fs::rename(&target, &kept)?;
        for suffix in ["-wal", "-shm"] {
            let side = PathBuf::from(format!("{}{suffix}", target.display()));
            if side.exists() {
                std::fs::rename(&side, format!("{}{suffix}", kept.display()))?;
            }
        }
        Some(kept)
    } else {
        None
    };
    std::fs::rename(&incoming, &target)?;
    Ok(previous)
}

fn engine_name(backend: Backend) -> &'static str {
    match backend {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    }
}

/// A file's size and SHA-256, read in pieces (a database can be large).
fn file_entry(dir: &Path, path: &str) -> anyhow::Result<FileEntry> {
    use std::io::Read;
    let mut file =
        std::fs::File::open(dir.join(path)).with_context(|| format!("opening {path}"))?;
    let mut hasher = Sha256::new();
    let mut buffer = vec![0; 1 << 16];
    let mut bytes = 0;
    loop {
        let read = file.read(&mut buffer)?;
        if read == 0 {
            break;
        }
        hasher.update(&buffer[..read]);
        bytes += read as u64;
    }
    Ok(FileEntry {
        path: path.into(),
        bytes,
        sha256: hex(&hasher.finalize()),
    })
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
