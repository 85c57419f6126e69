//! The visitor guide's server: one process serving the JSON API, uploaded
//! images and the built web app.

pub mod api;
pub mod app;
pub mod auth;
pub mod backup;
pub mod change_feed;
pub mod clock;
pub mod config;
pub mod content;
pub mod demo;
pub mod embed;
pub mod error;
pub mod federation;
pub mod fetch;
pub mod following;
pub mod forecast;
pub mod history;
pub mod hosts;
pub mod http_signatures;
pub mod mail;
pub mod memory;
pub mod metrics;
pub mod negotiation;
pub mod objects;
pub mod pictures;
pub mod rate_limit;
pub mod read_cache;
pub mod reply_lang;
pub mod requester;
pub mod response_cache;
pub mod routing;
pub mod scrape;
pub mod security_headers;
pub mod state;
pub mod store;
pub mod web;

use std::future::Future;
use std::net::SocketAddr;

use anyhow::Context;
use tokio::net::TcpListener;
use tokio::sync::watch;

pub use crate::clock::{city_clock, today};
use crate::config::Config;
use crate::following::SourceRunner;
use crate::mail::OutboxWorker;
use crate::objects::Objects;
use crate::state::AppState;
use crate::store::Store;

/// Opens the database and the upload store, and seeds the demo content into
/// an empty database when the configuration asks for it.
pub async fn prepare(config: &Config) -> anyhow::Result<(Store, Objects)> {
    let store = Store::open(&config.database_url()).await?;
    let objects = Objects::configured(config)?;
    tracing::info!(backend = ?store.backend(), uploads = ?objects, "storage ready");
    auth::bootstrap_admin(&store, config).await?;
    if config.seed_demo {
        // Each instance puts the demo images into its upload store (a no-op
        // when it is shared and they are there), so its demo content shows
        // even with per-instance directories.
        demo::write_images(&store, &objects).await?;
        if store.is_empty().await? {
            // Another instance may be seeding the same database right now:
            // the check is repeated under a lock, and only one of them writes.
            if let Some(report) =
                demo::seed(&store, &objects, today(config.site.time_zone), false).await?
            {
                tracing::info!(?report, "seeded demo content into the empty database");
            }
        }
    }
    Ok((store, objects))
}

/// Says at start where e-mailed links point when it is not the site's
/// configured address, and that one-click unsubscribe is off without https.
fn tell_mail_origin(config: &Config) {
    let origin = config.mail_origin();
    if config.site.public_url.is_none() {
        tracing::warn!(
            origin,
            "site.public_url is not set: e-mailed links point at this address, \
             and mail clients' one-click unsubscribe is off"
        );
    } else if !config.one_click_unsubscribe() {
        tracing::warn!(
            origin,
            "site.public_url is not https: mail clients' one-click unsubscribe is off"
        );
    }
}

/// A bound, running server.
pub struct Running {
    pub addr: SocketAddr,
    /// `/metrics`' own address, when `[metrics] bind` asks for one.
    pub metrics_addr: Option<SocketAddr>,
    pub task: tokio::task::JoinHandle<std::io::Result<()>>,
}

/// Binds `config.bind` and serves until `shutdown` completes, finishing the
/// requests in flight.
pub async fn start(
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<Running> {
    let (store, objects) = prepare(&config).await?;
    let listener = TcpListener::bind(config.bind)
        .await
        .with_context(|| format!("listening on {}", config.bind))?;
    let addr = listener.local_addr()?;
    let metrics_listener = match config.metrics.bind {
        Some(bind) => Some(
            TcpListener::bind(bind)
                .await
                .with_context(|| format!("listening on {bind} for /metrics"))?,
        ),
        None => None,
    };
    let metrics_addr = metrics_listener
        .as_ref()
        .map(TcpListener::local_addr)
        .transpose()?;
    // The port chosen when asked for any (0): e-mailed links name it.
    let mut config = config;
    if config.bind.port() == 0 {
        config.bind.set_port(addr.port());
    }
    tell_mail_origin(&config);
    let state = AppState::new(config, store.clone(), objects)?;
    let worker = OutboxWorker::new(&state.config, store.clone(), state.outbox_wake.clone())?;
    // Saved events' reminders go out on their mornings (issue #37).
    let reminders = mail::ReminderPass::new(
        state.config.clone(),
        store.clone(),
        state.reminders_wake.clone(),
        state.outbox_wake.clone(),
    );
    // 'This weekend in <city>' goes out on Thursday mornings (issue #37).
    let weekly = mail::WeeklyPass::new(
        state.config.clone(),
        store.clone(),
        state.outbox_wake.clone(),
    );
    // Followed sources are re-read in the background (issue #19).
    let sources = SourceRunner::new(
        store.clone(),
        state.fetcher.clone(),
        state.config.site.time_zone,
    )?
    .woken_by(state.sources_wake.clone())
    .counted_in(state.metrics.source_reads())
    .following(federation::following::Following::of(&state));
    // Every item's picture becomes the guide's own (issue #35).
    let intake =
        pictures::intake::Intake::new(store.clone(), state.objects.clone(), state.fetcher.clone());
    let metrics = metrics_listener.map(|listener| {
        let scrape = metrics::Scrape::new(
            state.metrics.clone(),
            store.clone(),
            state.config.metrics.token.as_ref(),
        );
        (listener, scrape.router())
    });
    // The nightly backup, when `[backup] hour` asks for one (#39).
    let nightly = backup::Nightly::configured(&state.config, store.clone(), state.objects.clone())?;
    // Changes older than `[history] keep_days` are forgotten.
    let keep_days = state.config.history.keep_days;
    // Followers are answered and the events announced to them (#73).
    let federation = state
        .config
        .federation
        .enabled
        .then(|| federation::worker::FederationWorker::new(&state))
        .transpose()?;
    let router = app::router(state);
    // On the signal, the background work stops at once and gives back what
    // it holds (another instance takes over), while the requests in flight
    // finish.
    let (stop_worker, stopped) = watch::channel(false);
    let shutdown = async move {
        shutdown.await;
        let _ = stop_worker.send(true);
    };
    let sources = tokio::spawn(sources.run(stopped.clone()));
    let intake = tokio::spawn(intake.run(stopped.clone()));
    let reminders = tokio::spawn(reminders.run(stopped.clone()));
    let weekly = tokio::spawn(weekly.run(stopped.clone()));
    let metrics = metrics.map(|(listener, router)| {
        let mut stopping = stopped.clone();
        tokio::spawn(async move {
            let stopped = async move {
                let _ = stopping.wait_for(|stop| *stop).await;
            };
            axum::serve(listener, router)
                .with_graceful_shutdown(stopped)
                .await
        })
    });
    let nightly = nightly.map(|nightly| tokio::spawn(nightly.run(stopped.clone())));
    let retention =
        tokio::spawn(history::Retention::new(store.clone(), keep_days).run(stopped.clone()));
    let give_back = tokio::spawn(memory::give_back_when_idle(stopped.clone()));
    let federation = federation.map(|worker| tokio::spawn(worker.run(stopped.clone())));
    let worker = tokio::spawn(worker.run(stopped));
    let task = tokio::spawn(async move {
        // The peer address feeds the per-client rate limit.
        let service = router.into_make_service_with_connect_info::<SocketAddr>();
        let result = axum::serve(listener, service)
            .with_graceful_shutdown(shutdown)
            .await;
        // The worker finishes the delivery in hand (within a grace) and
        // releases the rest; the sources being read are released.
        let _ = worker.await;
        let _ = sources.await;
        if let Some(federation) = federation {
            let _ = federation.await;
        }
        if let Some(metrics) = metrics {
            let _ = metrics.await;
        }
        // A pass's steps are each one transaction: one cut short is undone.
        reminders.abort();
        weekly.abort();
        // A backup cut short has no manifest: the next pass removes it.
        if let Some(nightly) = nightly {
            nightly.abort();
        }
        // A picture half done is done again by the next pass.
        intake.abort();
        retention.abort();
        give_back.abort();
        store.close().await;
        result
    });
    Ok(Running {
        addr,
        metrics_addr,
        task,
    })
}
