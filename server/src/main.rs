use std::path::PathBuf;

use anyhow::Context;
use clap::{Parser, Subcommand};
use guide_server::config::{Config, Overrides};
use guide_server::store::Store;
use tracing_subscriber::EnvFilter;

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
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
        )
        .init();
    let cli = Cli::parse();
    let config = Config::load(cli.config.as_deref(), &cli.overrides.with_secret_env())?;
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => serve(config).await,
        Command::Seed {
            reset,
            load_test_events,
        } => seed(config, reset, load_test_events).await,
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

async fn seed(config: Config, reset: bool, extra_events: Option<usize>) -> anyhow::Result<()> {
    let store = Store::open(&config.database_url()).await?;
    if !reset && !store.is_empty().await? {
        anyhow::bail!(
            "the database already has content; use `guide seed --reset` to replace it with the demo content"
        );
    }
    let report = guide_server::demo::seed(
        &store,
        &config.uploads_dir(),
        guide_server::today_utc(),
        reset,
    )
    .await?;
    println!(
        "Seeded {} venues, {} events, {} activities and {} restaurants.",
        report.venues, report.events, report.activities, report.restaurants
    );
    if let Some(count) = extra_events {
        guide_server::demo::add_load_test_events(&store, guide_server::today_utc(), count).await?;
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
