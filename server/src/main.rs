use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::{Parser, Subcommand};
use guide_core::dashboard::accounts;
use guide_core::text::catalogs::catalog;
use guide_core::text::lang::Lang;
use guide_server::backup;
use guide_server::config::{Config, LogFormat, Overrides};
use guide_server::store::Store;
use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::writer::BoxMakeWriter;

/// Sarasota visitor guide: the web app, its API and the admin tools.
#[derive(Parser)]
#[command(name = "guide", version)]
struct Cli {
    /// Optional TOML configuration file (see README).
    #[arg(long, env = "GUIDE_CONFIG", global = true)]
    config: Option<PathBuf>,
    #[command(flatten)]
    overrides: Overrides,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the site and the API (the default).
    Serve,
    /// Load the demo content into an empty database.
    Seed {
        /// Replace all existing venues, events, activities and restaurants.
        #[arg(long)]
        reset: bool,
        /// Also add this many generated events (for load tests).
        #[arg(long, value_name = "N")]
        load_test_events: Option<usize>,
    },
    /// Bring every item's picture into the guide: fetch remote ones and
    /// process earlier uploads through the image pipeline (the server also
    /// does it in the background). Resumable: a second run does nothing.
    Pictures,
    /// Write a backup while the server runs: a consistent copy of the
    /// SQLite database, the uploads it refers to and a manifest with
    /// counts and checksums (on PostgreSQL, the uploads and manifest; the
    /// database is pg_dump's). DIR must be new or empty; by default
    /// <data_dir>/backups/backup-<time>.
    Backup {
        #[arg(value_name = "DIR")]
        dir: Option<PathBuf>,
    },
    /// Restore a backup into the configured database and upload store,
    /// with the server stopped. A damaged backup, or one made by a newer
    /// guide, is refused and nothing is touched; the database replaced is
    /// kept beside, renamed.
    Restore {
        #[arg(value_name = "DIR")]
        dir: PathBuf,
    },
    /// Manage admin accounts.
    Admin {
        #[command(subcommand)]
        command: AdminCommand,
    },
}

#[derive(Subcommand)]
enum AdminCommand {
    /// Create an admin account, or reset its names and password (making it
    /// an enabled admin again). The password comes from
    /// GUIDE_ADMIN_PASSWORD or a prompt, never a flag.
    Create {
        #[arg(long)]
        email: String,
        #[arg(long)]
        first_name: String,
        #[arg(long)]
        last_name: String,
    },
}

/// An error ends the program with one line that says what went wrong and
/// its causes (`{:#}`), never a backtrace, whatever `RUST_BACKTRACE` says:
/// a bad setting is the operator's to fix, not a bug to debug.
fn main() -> ExitCode {
    guide_server::memory::limit_arenas();
    let ran = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")
        .and_then(|runtime| runtime.block_on(run()));
    match ran {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("Error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

async fn run() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let config = Config::load(cli.config.as_deref(), &cli.overrides.with_secret_env())?;
    // PostgreSQL's notices ("relation … already exists, skipping" at each
    // start) are not news.
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx::postgres::notice=warn"));
    // The server logs to standard output (a container's log); a one-off
    // command's output is its answer (`guide seed`: "Seeded …"), so its log
    // goes to standard error.
    let writer = match cli.command {
        None | Some(Command::Serve) => BoxMakeWriter::new(std::io::stdout),
        Some(_) => BoxMakeWriter::new(std::io::stderr),
    };
    match config.log_format {
        LogFormat::Text => tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_writer(writer)
            .init(),
        // One JSON object a line, with the fields of the spans it is in
        // (a request's id, method, route and path).
        LogFormat::Json => tracing_subscriber::fmt()
            .json()
            .flatten_event(true)
            .with_current_span(false)
            .with_span_list(true)
            .with_env_filter(filter)
            .with_writer(writer)
            .init(),
    }
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => serve(config).await,
        Command::Seed {
            reset,
            load_test_events,
        } => seed(config, reset, load_test_events).await,
        Command::Pictures => bring_pictures_in(config).await,
        Command::Backup { dir } => back_up(config, dir).await,
        Command::Restore { dir } => restore(config, &dir).await,
        Command::Admin {
            command:
                AdminCommand::Create {
                    email,
                    first_name,
                    last_name,
                },
        } => create_admin(config, &email, &first_name, &last_name).await,
    }
}

async fn serve(config: Config) -> anyhow::Result<()> {
    let running = guide_server::start(config, shutdown_signal()).await?;
    tracing::info!("serving on http://{}", running.addr);
    running
        .task
        .await
        .context("server task")?
        .context("server")?;
    tracing::info!("stopped");
    Ok(())
}

async fn bring_pictures_in(config: Config) -> anyhow::Result<()> {
    let store = Store::open(&config.database_url()).await?;
    let objects = guide_server::objects::Objects::configured(&config)?;
    let state = guide_server::state::AppState::new(config, store.clone(), objects.clone())?;
    let intake =
        guide_server::pictures::intake::Intake::new(store.clone(), objects, state.fetcher.clone());
    let report = intake.pass().await?;
    println!(
        "Pictures: {} processed, {} could not be had (listed in Image Management).",
        report.processed, report.failed
    );
    store.close().await;
    Ok(())
}

async fn back_up(config: Config, dir: Option<PathBuf>) -> anyhow::Result<()> {
    let dir = dir.unwrap_or_else(|| backup::default_dir(&config));
    let store = Store::open(&config.database_url()).await?;
    let objects = guide_server::objects::Objects::configured(&config)?;
    let manifest = backup::backup(&store, &objects, &dir).await?;
    store.close().await;
    let uploads = manifest
        .files
        .iter()
        .filter(|f| f.path.starts_with("uploads/"))
        .count();
    let count = |table: &str| manifest.counts.get(table).copied().unwrap_or(0);
    println!(
        "Backed up to {}: {} events, {} activities, {} restaurants, {} venues, {uploads} uploads.",
        dir.display(),
        count("events"),
        count("activities"),
        count("restaurants"),
        count("venues"),
    );
    if !manifest.missing_uploads.is_empty() {
        println!(
            "{} uploads the database names were not in the upload store: listed in the manifest.",
            manifest.missing_uploads.len()
        );
    }
    if manifest.engine == "postgres" {
        println!(
            "The database is PostgreSQL's: copy it with `pg_dump --format=custom` (README, Backups)."
        );
    }
    if let Some(bucket) = guide_server::objects::Objects::backup_bucket(&config)? {
        let name = backup::copy_to_bucket(&dir, &bucket).await?;
        println!("Copied to {bucket:?} as {name}/.");
    }
    Ok(())
}

async fn restore(config: Config, dir: &std::path::Path) -> anyhow::Result<()> {
    let restored = backup::restore(&config, dir).await?;
    let manifest = &restored.manifest;
    println!(
        "Restored the backup of {} (content version {}).",
        dir.display(),
        manifest.content_version
    );
    if let Some(previous) = &restored.previous {
        println!(
            "The database it replaced is kept as {}.",
            previous.display()
        );
    }
    if manifest.engine == "postgres" {
        println!("Uploads restored; restore the database with `pg_restore` (README, Backups).");
    }
    Ok(())
}

fn admin_password() -> anyhow::Result<String> {
    if let Ok(password) = std::env::var("GUIDE_ADMIN_PASSWORD")
        && !password.is_empty()
    {
        return Ok(password);
    }
    if !std::io::IsTerminal::is_terminal(&std::io::stdin()) {
        anyhow::bail!(
            "set GUIDE_ADMIN_PASSWORD, or run this in a terminal to be asked for the password"
        );
    }
    let password = rpassword::prompt_password("Password: ")?;
    let again = rpassword::prompt_password("Password again: ")?;
    anyhow::ensure!(password == again, "the two passwords differ");
    Ok(password)
}

async fn create_admin(
    config: Config,
    email: &str,
    first_name: &str,
    last_name: &str,
) -> anyhow::Result<()> {
    // Who it is first, so that a typo is told before the password is asked.
    let words = catalog(Lang::En);
    accounts::check_admin_identity(email, first_name, last_name, words)?;
    let password = admin_password()?;
    accounts::check_admin_password(&password, words)?;
    let store = Store::open(&config.database_url()).await?;
    let hash = guide_server::auth::hash_password(&password)?;
    let (_, created) = store
        .upsert_admin(
            email,
            first_name,
            last_name,
            &hash,
            guide_server::clock::now_ms(),
        )
        .await?;
    store.close().await;
    println!(
        "{} admin {email}.",
        if created { "Created" } else { "Updated" }
    );
    Ok(())
}

async fn seed(config: Config, reset: bool, extra_events: Option<usize>) -> anyhow::Result<()> {
    let store = Store::open(&config.database_url()).await?;
    if !reset && !store.is_empty().await? {
        anyhow::bail!(
            "the database already has content; use `guide seed --reset` to replace it with the demo content"
        );
    }
    let objects = guide_server::objects::Objects::configured(&config)?;
    let report = guide_server::demo::seed(
        &store,
        &objects,
        guide_server::today(config.site.time_zone),
        reset,
    )
    .await?
    .context("another process has just filled the database; use `guide seed --reset` to replace its content")?;
    println!(
        "Seeded {} venues, {} events, {} activities and {} restaurants.",
        report.venues, report.events, report.activities, report.restaurants
    );
    if let Some(count) = extra_events {
        guide_server::demo::add_load_test_events(
            &store,
            &objects,
            guide_server::today(config.site.time_zone),
            count,
        )
        .await?;
        println!("Added {count} generated events for load tests.");
    }
    store.close().await;
    Ok(())
}

/// Completes on Ctrl-C or SIGTERM.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}
