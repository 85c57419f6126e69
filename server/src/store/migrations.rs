//! The schema's migrations, one list per engine, embedded in the binary
//! and run at start by sqlx's `Migrator`, as `sqlx::migrate!` would embed
//! them. That macro is not used: it compiles sqlx's database drivers (and
//! SQLite's C library, rustls, tokio) a second time, for the compiler,
//! which cost about a minute of every build on two cores
//! (docs/decisions/0016-migrations-without-sqlx-macros.md). build.rs lists
//! the folders; a test checks the lists read as sqlx reads a folder.

use std::borrow::Cow;

use sqlx::SqlSafeStr;
use sqlx::migrate::{Migration, MigrationType, Migrator};

use super::Backend;

// `SQLITE` and `POSTGRES`: each file of `migrations/<engine>/` with its
// SQL, in order (listed by build.rs).
include!(concat!(env!("OUT_DIR"), "/migrations.rs"));

/// The migrations of `backend`'s engine, as sqlx reads a folder of them:
/// `<version>_<description>.sql`, run in a transaction unless the file
/// starts with `-- no-transaction`.
pub fn migrator(backend: Backend) -> Migrator {
    let files = match backend {
        Backend::Sqlite => SQLITE,
        Backend::Postgres => POSTGRES,
    };
    Migrator::with_migrations(
        files
            .iter()
            .map(|(file, sql)| {
                let (version, rest) = file.split_once('_').expect("<version>_<description>.sql");
                Migration::new(
                    version.parse().expect("a migration's version is a number"),
                    Cow::Owned(rest.trim_end_matches(".sql").replace('_', " ")),
                    MigrationType::Simple,
                    sql.into_sql_str(),
                    sql.starts_with("-- no-transaction"),
                )
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each engine's list is its folder: every file, in order, each read as
    /// sqlx reads a folder (the same versions, descriptions and checksums).
    #[tokio::test]
    async fn the_lists_are_the_folders() {
        for (backend, engine) in [(Backend::Sqlite, "sqlite"), (Backend::Postgres, "postgres")] {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("migrations")
                .join(engine);
            let read = Migrator::new(dir).await.unwrap();
            let embedded = migrator(backend);
            let summary = |m: &Migrator| {
                m.iter()
                    .map(|m| {
                        (
                            m.version,
                            m.description.to_string(),
                            m.checksum.to_vec(),
                            m.no_tx,
                        )
                    })
                    .collect::<Vec<_>>()
            };
            assert_eq!(summary(&embedded), summary(&read), "{engine}");
        }
    }
}
