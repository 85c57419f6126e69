//! One typed configuration, layered: built-in defaults, then an optional TOML
//! file (`--config`/`GUIDE_CONFIG`), then environment variables, then flags.
//! With nothing set the app runs on :8080 with SQLite under `./data`.

use std::fmt;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::{Arg, ArgAction, ArgMatches, Command};
use guide_core::CityZone;
use guide_core::content::areas::AreaTable;
use guide_core::content::near::CityReach;
use guide_core::content::site::{MapTiles, SiteInfo, SiteLink, SocialLink};
use serde::Deserialize;

/// A value that must never reach a log line.
#[derive(Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Secret {
        Secret(value.into())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[redacted]")
    }
}

/// How log lines are written (`log_format`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    Text,
    Json,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Address the HTTP server listens on.
    pub bind: SocketAddr,
    /// Where the SQLite database, uploads and the e-mail outbox live.
    pub data_dir: PathBuf,
    /// `sqlite://PATH` or `postgres://…`; defaults to `<data_dir>/guide.db`.
    pub database_url: Option<String>,
    /// The built web app (`web/dist`).
    pub web_dir: PathBuf,
    /// Seed the demo content when the database is empty.
    pub seed_demo: bool,
    /// Seconds before a request is answered with a timeout.
    pub request_timeout_secs: u64,
    /// Suggestions and plan sends one client address may make per minute
    /// (per server instance).
    pub public_writes_per_minute: u32,
    /// Proxies and load balancers (CIDR ranges, `10.0.0.0/8`, or single
    /// addresses) whose `X-Forwarded-For` and `X-Forwarded-Proto` are
    /// believed. Empty: the peer is the client and the request is http.
    pub trusted_proxies: Vec<String>,
    /// The host names requests may name (`guide.example.com`, `.example.com`
    /// for a domain and its subdomains, `*` for any): any other is refused
    /// with a 400. Empty: `localhost`, `127.0.0.1`, `[::1]` and the bind
    /// address. The host of `site.public_url` is always allowed.
    pub allowed_hosts: Vec<String>,
    /// How log lines are written: `text` for people, `json` (one JSON
    /// object a line, with the request's id and route) for a collector.
    pub log_format: LogFormat,
    pub site: SiteConfig,
    pub smtp: SmtpConfig,
    pub outbox: OutboxConfig,
    pub fetch: FetchConfig,
    pub admin: AdminBootstrap,
    pub uploads: UploadsConfig,
    pub metrics: MetricsConfig,
    pub backup: BackupConfig,
    pub history: HistoryConfig,
    pub forecast: ForecastConfig,
    pub routing: RoutingConfig,
    pub federation: FederationConfig,
}

/// Federation over ActivityPub (issue 73): the guide as an instance actor,
/// `@events@<host>`, that peers find, read and follow.
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct FederationConfig {
    /// Serves WebFinger, NodeInfo, the actor, its outbox, its events and
    /// its inbox, and delivers to its followers. Off by default while
    /// following other instances is being built.
    pub enabled: bool,
    /// The first retry of a failed delivery; each next one waits twice as
    /// long, up to `retry_max_ms`.
    pub retry_initial_ms: u64,
    pub retry_max_ms: u64,
    /// Attempts before a delivery is given up (about three days with the
    /// defaults).
    pub max_attempts: u32,
    /// Deliveries under way at once: a slow or dead inbox holds one of
    /// them, never the others' turn.
    pub concurrent_deliveries: usize,
    /// How often due retries are looked for besides being woken.
    pub poll_interval_ms: u64,
}

impl Default for FederationConfig {
    fn default() -> FederationConfig {
        FederationConfig {
            enabled: false,
            retry_initial_ms: 60_000,
            retry_max_ms: 6 * 3_600_000,
            max_attempts: 18,
            concurrent_deliveries: 32,
            poll_interval_ms: 5_000,
        }
    }
}

/// A routing engine for the trip planner's driving times
/// (`GET /api/travel-times`).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RoutingConfig {
    /// An OSRM server's address, whose `table` service is asked; empty
    /// (the default): every leg is estimated on the device.
    pub url: String,
}

/// The weather forecast for the trip planner's days (`GET /api/forecast`).
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ForecastConfig {
    /// The National Weather Service's API, asked for the forecast at the
    /// city's centre (`[site.reach]`); empty: no forecast (a guide outside
    /// the United States, which the service does not cover).
    pub url: String,
}

impl Default for ForecastConfig {
    fn default() -> ForecastConfig {
        ForecastConfig {
            url: "https://api.weather.gov".into(),
        }
    }
}

/// The history of changes (the dashboard's History tab).
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HistoryConfig {
    /// Days a change is kept before it is forgotten (and can no longer be
    /// undone).
    pub keep_days: u32,
}

impl Default for HistoryConfig {
    fn default() -> HistoryConfig {
        HistoryConfig {
            keep_days: guide_core::dashboard::history::DEFAULT_KEEP_DAYS,
        }
    }
}

/// The nightly backup the server makes by itself (`guide backup`'s
/// folder): off unless `hour` is set.
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct BackupConfig {
    /// The hour (0-23, the city's clock) after which each night's backup
    /// is made.
    pub hour: Option<u8>,
    /// How many of the nightly backups are kept (the newest).
    pub keep: u32,
    /// Where backups go; `<data_dir>/backups` by default.
    pub dir: Option<PathBuf>,
    /// An S3 bucket each backup is copied to as well (a folder of the same
    /// name), reached as the uploads' bucket is; the nightly ones keep the
    /// newest `keep` there too.
    pub s3_bucket: Option<String>,
}

impl Default for BackupConfig {
    fn default() -> BackupConfig {
        BackupConfig {
            hour: None,
            keep: 7,
            dir: None,
            s3_bucket: None,
        }
    }
}

/// `/metrics` for Prometheus: off unless `bind` or `token` is set.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MetricsConfig {
    /// Serve `/metrics` on this address of its own (and not on the main
    /// one), for a scraper inside the network.
    pub bind: Option<SocketAddr>,
    /// Ask for `Authorization: Bearer <token>`; set alone, `/metrics` is
    /// served on the main address behind it. At least 16 characters.
    pub token: Option<Secret>,
}

impl MetricsConfig {
    pub fn enabled(&self) -> bool {
        self.bind.is_some() || self.token.is_some()
    }
}

impl Default for Config {
    fn default() -> Config {
        Config {
            bind: SocketAddr::from(([0, 0, 0, 0], 8080)),
            data_dir: PathBuf::from("data"),
            database_url: None,
            web_dir: PathBuf::from("web/dist"),
            seed_demo: true,
            request_timeout_secs: 30,
            public_writes_per_minute: 20,
            trusted_proxies: Vec::new(),
            allowed_hosts: Vec::new(),
            log_format: LogFormat::Text,
            site: SiteConfig::default(),
            smtp: SmtpConfig::default(),
            outbox: OutboxConfig::default(),
            fetch: FetchConfig::default(),
            admin: AdminBootstrap::default(),
            uploads: UploadsConfig::default(),
            metrics: MetricsConfig::default(),
            backup: BackupConfig::default(),
            history: HistoryConfig::default(),
            forecast: ForecastConfig::default(),
            routing: RoutingConfig::default(),
            federation: FederationConfig::default(),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SiteConfig {
    pub city: String,
    /// Shown as 'My <brand> Favorites'; defaults to the city.
    pub brand: Option<String>,
    pub curator_name: String,
    /// Who the curator is, in a line beside 'Send to {name}'; by default
    /// that they are the guide's curator, a local of the city.
    pub curator_about: Option<String>,
    /// Where plans sent to the curator go.
    pub curator_email: String,
    pub tourism_links: Vec<SiteLink>,
    /// The footer's social icons (`[[site.social_links]]` with `network`,
    /// one of facebook, instagram and x, and `url`); the spec's three
    /// placeholder links by default.
    pub social_links: Vec<SocialLink>,
    pub weather_averages_url: String,
    /// The restaurant areas; Sarasota's by default (see `AreaTable`).
    pub areas: AreaTable,
    /// The city's IANA time zone: "today" and the times of UTC instants.
    pub time_zone: CityZone,
    /// The guide's public address (`https://guide.example.com`): canonical
    /// links, link previews and the sitemap (without it, the request's
    /// `Host`, one of `allowed_hosts`), and every e-mailed link (without
    /// it, `http://localhost:<port>`: see `Config::mail_origin`).
    pub public_url: Option<String>,
    /// The Area View map's tile server (OpenStreetMap's by default).
    pub map_tiles: MapTiles,
    /// The city's centre and how far the guide reaches from it
    /// (`[site.reach] center = { latitude, longitude }`, `km`): discovery
    /// tells staff of an event its page places beyond. Sarasota's by
    /// default.
    pub reach: CityReach,
    /// The partners' sites that may frame the events iframe
    /// (`/embed/events`): origins such as `https://hotel.example`. None by
    /// default; the guide's own pages may always, no page may frame the
    /// rest of the guide.
    pub embed_origins: Vec<String>,
}

impl Default for SiteConfig {
    fn default() -> SiteConfig {
        SiteConfig {
            city: "Sarasota".into(),
            brand: None,
            curator_name: "Marisa".into(),
            curator_about: None,
            curator_email: "curator@localhost".into(),
            tourism_links: vec![
                SiteLink {
                    label: "Visit Sarasota".into(),
                    url: "https://www.visitsarasota.com/".into(),
                },
                SiteLink {
                    label: "Visit Florida".into(),
                    url: "https://www.visitflorida.com/".into(),
                },
            ],
            social_links: SocialLink::placeholders(),
            weather_averages_url: "https://en.wikipedia.org/wiki/Sarasota,_Florida#Climate".into(),
            areas: AreaTable::sarasota(),
            time_zone: CityZone::default(),
            public_url: None,
            map_tiles: MapTiles::default(),
            reach: CityReach::SARASOTA,
            embed_origins: Vec::new(),
        }
    }
}

impl SiteConfig {
    pub fn info(&self) -> SiteInfo {
        SiteInfo {
            city: self.city.clone(),
            brand: self.brand.clone().unwrap_or_else(|| self.city.clone()),
            curator_name: self.curator_name.clone(),
            curator_about: self.curator_about.clone().unwrap_or_else(|| {
                format!(
                    "{} is this guide's curator, a {} local who reads every plan and replies in person.",
                    self.curator_name, self.city
                )
            }),
            tourism_links: self.tourism_links.clone(),
            social_links: self.social_links.clone(),
            weather_averages_url: self.weather_averages_url.clone(),
            time_zone: self.time_zone,
            map_tiles: self.map_tiles.clone(),
            forecast: false,
            travel_times: false,
        }
    }

    /// The origins that may frame `/embed/*`, as CSP's `frame-ancestors`
    /// names them (`https://hotel.example`, `http://localhost:8000`).
    /// Refuses anything but an http(s) origin: no path, no wildcard.
    pub fn embed_origins(&self) -> anyhow::Result<Vec<String>> {
        self.embed_origins
            .iter()
            .map(|given| {
                let url = url::Url::parse(given.trim()).ok().filter(|url| {
                    matches!(url.scheme(), "http" | "https")
                        && url.host_str().is_some()
                        && url.username().is_empty()
                        && url.path() == "/"
                        && url.query().is_none()
                        && url.fragment().is_none()
                        && !given.contains('*')
                });
                match url {
                    Some(url) => Ok(url.origin().ascii_serialization()),
                    None => anyhow::bail!(
                        "invalid site.embed_origins entry {given:?}: \
                         it must be a site's origin, such as https://hotel.example"
                    ),
                }
            })
            .collect()
    }

    /// The tile server's origin, for the Content-Security-Policy:
    /// `https://tile.openstreetmap.org`, or `https://*.tile.example.com`
    /// when the template names subdomains (`{s}.`). Refuses a template that
    /// is not http(s), lacks `{z}`, `{x}` or `{y}`, or has another
    /// placeholder.
    pub fn tile_origin(&self) -> anyhow::Result<String> {
        let tiles = &self.map_tiles;
        let template = tiles.url_template.trim();
        let invalid =
            |why: &str| anyhow::anyhow!("invalid map_tiles.urlTemplate {template:?}: {why}");
        for needed in ["{z}", "{x}", "{y}"] {
            if !template.contains(needed) {
                return Err(invalid(&format!("it has no {needed}")));
            }
        }
        // Placeholders as sample values, so that the URL parser reads it.
        let sample = ["{s}", "{z}", "{x}", "{y}", "{r}"]
            .iter()
            .zip(["s0", "1", "2", "3", ""])
            .fold(template.to_string(), |url, (from, to)| {
                url.replace(from, to)
            });
        if sample.contains(['{', '}']) {
            return Err(invalid("placeholders are {s}, {z}, {x}, {y} and {r}"));
        }
        let url = url::Url::parse(&sample).map_err(|e| invalid(&e.to_string()))?;
        if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
            return Err(invalid("it must be an http or https address"));
        }
        if let Some(link) = &tiles.attribution_url {
            let web = url::Url::parse(link).is_ok_and(|u| matches!(u.scheme(), "http" | "https"));
            anyhow::ensure!(
                web,
                "invalid map_tiles.attributionUrl {link:?}: it must be an http or https address"
            );
        }
        anyhow::ensure!(
            (1..=24).contains(&tiles.max_zoom),
            "invalid map_tiles.maxZoom {}: it must be 1 to 24",
            tiles.max_zoom
        );
        let origin = url.origin().ascii_serialization();
        if !template.contains("{s}") {
            return Ok(origin);
        }
        // CSP's wildcard stands for the leftmost labels only.
        let subdomains = format!("{}://s0.", url.scheme());
        match origin.strip_prefix(&subdomains) {
            Some(rest) if template.contains("://{s}.") => {
                Ok(format!("{}://*.{rest}", url.scheme()))
            }
            _ => Err(invalid("{s} must be the host's first label")),
        }
    }
}

/// Outgoing mail. Without a host, messages are written as `.eml` files to the
/// data directory's outbox folder instead.
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SmtpConfig {
    pub host: Option<String>,
    pub port: u16,
    pub username: Option<String>,
    pub password: Option<Secret>,
    pub from: String,
    /// `none`, `starttls` or `tls`.
    pub security: String,
}

impl Default for SmtpConfig {
    fn default() -> SmtpConfig {
        SmtpConfig {
            host: None,
            port: 587,
            username: None,
            password: None,
            from: "Sarasota Visitor Guide <guide@localhost>".into(),
            security: "starttls".into(),
        }
    }
}

/// Delivery of the e-mail outbox: retries back off exponentially from
/// `retry_initial_ms` up to `retry_max_ms` between attempts.
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OutboxConfig {
    pub retry_initial_ms: u64,
    pub retry_max_ms: u64,
    /// Attempts before a message is marked failed (about two days with the
    /// defaults).
    pub max_attempts: u32,
    /// How often the worker looks for due messages besides being woken by
    /// a new one.
    pub poll_interval_ms: u64,
    /// How long a claimed message is reserved for its worker. The worker
    /// renews the lease every third of it while it sends, so this bounds
    /// how long a crashed instance's message waits before another instance
    /// takes it over.
    pub lease_ms: u64,
    /// How often the reminders are looked at: sent on their morning, their
    /// people told of a change to their event (at most this late).
    pub reminders_interval_ms: u64,
}

impl Default for OutboxConfig {
    fn default() -> OutboxConfig {
        OutboxConfig {
            retry_initial_ms: 5_000,
            retry_max_ms: 3_600_000,
            max_attempts: 60,
            poll_interval_ms: 2_000,
            lease_ms: 20_000,
            reminders_interval_ms: 60_000,
        }
    }
}

/// The outbound HTTP client (image proxy, scrapers).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct FetchConfig {
    /// `ip:port` pairs the client may reach although they are loopback or
    /// private (for tests against a local fixture server). Empty by default:
    /// only public addresses on ports 80 and 443.
    pub allow_private: Vec<String>,
}

/// Where uploaded and demo images are stored (see `objects.rs`).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct UploadsConfig {
    /// A local directory; `<data_dir>/uploads` by default. Several
    /// instances may share one (a mounted volume).
    pub dir: Option<PathBuf>,
    /// An S3-compatible bucket instead of the directory.
    pub s3_bucket: Option<String>,
    /// The key pair; when unset, the usual `AWS_ACCESS_KEY_ID` and
    /// `AWS_SECRET_ACCESS_KEY` variables (or the platform's credentials).
    pub s3_access_key_id: Option<String>,
    /// Environment only (`GUIDE_S3_SECRET_ACCESS_KEY`).
    pub s3_secret_access_key: Option<Secret>,
    /// The service's address for stores other than AWS (MinIO, Ceph, R2…);
    /// `http://` is allowed for a private network.
    pub s3_endpoint: Option<String>,
    pub s3_region: Option<String>,
}

/// Admin sign-in: the first account, created on start when no admin exists
/// yet, and how long sessions last.
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AdminBootstrap {
    pub email: Option<String>,
    pub password: Option<Secret>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    /// A session ends after this long without a request.
    pub session_idle_minutes: u64,
    /// And after this long in any case.
    pub session_max_hours: u64,
}

impl Default for AdminBootstrap {
    fn default() -> AdminBootstrap {
        AdminBootstrap {
            email: None,
            password: None,
            first_name: None,
            last_name: None,
            session_idle_minutes: 120,
            session_max_hours: 24,
        }
    }
}

/// How a flag's or variable's text becomes the setting's TOML value.
#[derive(Clone, Copy)]
enum Kind {
    Text,
    Number,
    Switch,
    /// Comma-separated.
    List,
}

/// A setting that flags and the environment may give, by its key in the
/// TOML file. Its type and default are the field's in the structs above;
/// this names only how it is reached from outside.
struct Setting {
    key: &'static str,
    /// None for a secret: a flag would show in the process list.
    flag: Option<&'static str>,
    env: &'static str,
    kind: Kind,
}

const fn flag(key: &'static str, flag: &'static str, env: &'static str, kind: Kind) -> Setting {
    Setting {
        key,
        flag: Some(flag),
        env,
        kind,
    }
}

const fn secret(key: &'static str, env: &'static str) -> Setting {
    Setting {
        key,
        flag: None,
        env,
        kind: Kind::Text,
    }
}

use Kind::{List, Number, Switch, Text};

/// Every setting that flags and the environment can give (the README's
/// Configuration table documents them). The file can give every field.
#[rustfmt::skip]
const SETTINGS: &[Setting] = &[
    flag("bind",                           "bind",                     "GUIDE_BIND",                      Text),
    flag("data_dir",                       "data-dir",                 "GUIDE_DATA_DIR",                  Text),
    flag("database_url",                   "database-url",             "DATABASE_URL",                    Text),
    flag("web_dir",                        "web-dir",                  "GUIDE_WEB_DIR",                   Text),
    flag("seed_demo",                      "seed-demo",                "GUIDE_SEED_DEMO",                 Switch),
    flag("request_timeout_secs",           "request-timeout-secs",     "GUIDE_REQUEST_TIMEOUT_SECS",      Number),
    flag("public_writes_per_minute",       "public-writes-per-minute", "GUIDE_PUBLIC_WRITES_PER_MINUTE",  Number),
    flag("trusted_proxies",                "trusted-proxies",          "GUIDE_TRUSTED_PROXIES",           List),
    flag("allowed_hosts",                  "allowed-hosts",            "GUIDE_ALLOWED_HOSTS",             List),
    flag("log_format",                     "log-format",               "GUIDE_LOG_FORMAT",                Text),
    flag("site.city",                      "city",                     "GUIDE_CITY",                      Text),
    flag("site.time_zone",                 "time-zone",                "GUIDE_TIME_ZONE",                 Text),
    flag("site.brand",                     "brand",                    "GUIDE_BRAND",                     Text),
    flag("site.public_url",                "public-url",               "GUIDE_PUBLIC_URL",                Text),
    flag("site.curator_name",              "curator-name",             "GUIDE_CURATOR_NAME",              Text),
    flag("site.curator_about",             "curator-about",            "GUIDE_CURATOR_ABOUT",             Text),
    flag("site.curator_email",             "curator-email",            "GUIDE_CURATOR_EMAIL",             Text),
    flag("site.weather_averages_url",      "weather-averages-url",     "GUIDE_WEATHER_AVERAGES_URL",      Text),
    flag("site.embed_origins",             "embed-origins",            "GUIDE_EMBED_ORIGINS",             List),
    // `[site.map_tiles]` is named as its JSON in `/api/site`.
    flag("site.map_tiles.urlTemplate",     "map-tile-url",             "GUIDE_MAP_TILE_URL",              Text),
    flag("site.map_tiles.attribution",     "map-attribution",          "GUIDE_MAP_ATTRIBUTION",           Text),
    flag("site.map_tiles.attributionUrl",  "map-attribution-url",      "GUIDE_MAP_ATTRIBUTION_URL",       Text),
    flag("site.map_tiles.maxZoom",         "map-max-zoom",             "GUIDE_MAP_MAX_ZOOM",              Number),
    flag("smtp.host",                      "smtp-host",                "GUIDE_SMTP_HOST",                 Text),
    flag("smtp.port",                      "smtp-port",                "GUIDE_SMTP_PORT",                 Number),
    flag("smtp.username",                  "smtp-username",            "GUIDE_SMTP_USERNAME",             Text),
    secret("smtp.password",                "GUIDE_SMTP_PASSWORD"),
    flag("smtp.from",                      "smtp-from",                "GUIDE_SMTP_FROM",                 Text),
    flag("smtp.security",                  "smtp-security",            "GUIDE_SMTP_SECURITY",             Text),
    flag("outbox.retry_initial_ms",        "outbox-retry-initial-ms",  "GUIDE_OUTBOX_RETRY_INITIAL_MS",   Number),
    flag("outbox.retry_max_ms",            "outbox-retry-max-ms",      "GUIDE_OUTBOX_RETRY_MAX_MS",       Number),
    flag("outbox.max_attempts",            "outbox-max-attempts",      "GUIDE_OUTBOX_MAX_ATTEMPTS",       Number),
    flag("outbox.poll_interval_ms",        "outbox-poll-interval-ms",  "GUIDE_OUTBOX_POLL_INTERVAL_MS",   Number),
    flag("outbox.lease_ms",                "outbox-lease-ms",          "GUIDE_OUTBOX_LEASE_MS",           Number),
    flag("outbox.reminders_interval_ms",   "outbox-reminders-interval-ms", "GUIDE_OUTBOX_REMINDERS_INTERVAL_MS", Number),
    flag("fetch.allow_private",            "fetch-allow-private",      "GUIDE_FETCH_ALLOW_PRIVATE",       List),
    flag("forecast.url",                   "forecast-url",             "GUIDE_FORECAST_URL",              Text),
    flag("routing.url",                    "routing-url",              "GUIDE_ROUTING_URL",               Text),
    flag("federation.enabled",             "federation",               "GUIDE_FEDERATION",                Switch),
    flag("admin.email",                    "admin-email",              "GUIDE_ADMIN_EMAIL",               Text),
    secret("admin.password",               "GUIDE_ADMIN_PASSWORD"),
    flag("admin.first_name",               "admin-first-name",         "GUIDE_ADMIN_FIRST_NAME",          Text),
    flag("admin.last_name",                "admin-last-name",          "GUIDE_ADMIN_LAST_NAME",           Text),
    flag("uploads.dir",                    "uploads-dir",              "GUIDE_UPLOADS_DIR",               Text),
    flag("uploads.s3_bucket",              "s3-bucket",                "GUIDE_S3_BUCKET",                 Text),
    flag("uploads.s3_endpoint",            "s3-endpoint",              "GUIDE_S3_ENDPOINT",               Text),
    flag("uploads.s3_region",              "s3-region",                "GUIDE_S3_REGION",                 Text),
    flag("uploads.s3_access_key_id",       "s3-access-key-id",         "GUIDE_S3_ACCESS_KEY_ID",          Text),
    secret("uploads.s3_secret_access_key", "GUIDE_S3_SECRET_ACCESS_KEY"),
    flag("backup.hour",                    "backup-hour",              "GUIDE_BACKUP_HOUR",               Number),
    flag("backup.keep",                    "backup-keep",              "GUIDE_BACKUP_KEEP",               Number),
    flag("backup.dir",                     "backup-dir",               "GUIDE_BACKUP_DIR",                Text),
    flag("backup.s3_bucket",               "backup-s3-bucket",         "GUIDE_BACKUP_S3_BUCKET",          Text),
    flag("history.keep_days",              "history-keep-days",        "GUIDE_HISTORY_KEEP_DAYS",         Number),
    flag("metrics.bind",                   "metrics-bind",             "GUIDE_METRICS_BIND",              Text),
    secret("metrics.token",                "GUIDE_METRICS_TOKEN"),
];

impl Setting {
    /// The flag, read from its variable too when it is not given.
    fn arg(&self) -> Option<Arg> {
        let flag = self.flag?;
        let arg = Arg::new(self.key)
            .long(flag)
            .env(self.env)
            .hide_env_values(true)
            .global(true)
            .action(ArgAction::Set);
        Some(match self.kind {
            Kind::Text => arg.value_name("TEXT"),
            Kind::Number => arg
                .value_name("N")
                .value_parser(clap::value_parser!(i64).range(0..)),
            Kind::Switch => arg
                .value_name("BOOL")
                .value_parser(clap::value_parser!(bool)),
            Kind::List => arg
                .value_name("LIST")
                .value_delimiter(',')
                .action(ArgAction::Append)
                .help("Comma-separated"),
        })
    }

    fn value(&self, matches: &ArgMatches) -> Option<toml::Value> {
        let text = |s: &String| toml::Value::String(s.clone());
        match self.kind {
            Kind::Text => matches.get_one::<String>(self.key).map(text),
            Kind::Number => matches
                .get_one::<i64>(self.key)
                .map(|n| toml::Value::Integer(*n)),
            Kind::Switch => matches
                .get_one::<bool>(self.key)
                .map(|b| toml::Value::Boolean(*b)),
            Kind::List => matches
                .get_many::<String>(self.key)
                .map(|items| toml::Value::Array(items.map(text).collect())),
        }
    }
}

/// The settings given by flags and the environment, as a TOML table laid
/// over the file's: only what is set overrides the file and the defaults.
/// Not `Debug`: it holds secrets.
#[derive(Default, Clone)]
pub struct Overrides(toml::Table);

impl Overrides {
    /// Reads the secrets that are only taken from the environment.
    pub fn with_secret_env(self) -> Overrides {
        self.with_secrets_from(|name| std::env::var(name).ok())
    }

    pub fn with_secrets_from(mut self, env: impl Fn(&str) -> Option<String>) -> Overrides {
        for setting in SETTINGS.iter().filter(|s| s.flag.is_none()) {
            if let Some(value) = env(setting.env).filter(|v| !v.is_empty()) {
                self.set(setting.key, toml::Value::String(value));
            }
        }
        self
    }

    fn set(&mut self, key: &str, value: toml::Value) {
        let (sections, name) = key.rsplit_once('.').unwrap_or(("", key));
        let mut table = &mut self.0;
        for section in sections.split('.').filter(|s| !s.is_empty()) {
            let entry = table
                .entry(section)
                .or_insert_with(|| toml::Value::Table(toml::Table::new()));
            let toml::Value::Table(inner) = entry else {
                unreachable!("a setting's sections are tables")
            };
            table = inner;
        }
        table.insert(name.into(), value);
    }
}

impl clap::FromArgMatches for Overrides {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Overrides, clap::Error> {
        let mut overrides = Overrides::default();
        overrides.update_from_arg_matches(matches)?;
        Ok(overrides)
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        for setting in SETTINGS.iter().filter(|s| s.flag.is_some()) {
            if let Some(value) = setting.value(matches) {
                self.set(setting.key, value);
            }
        }
        Ok(())
    }
}

impl clap::Args for Overrides {
    fn augment_args(command: Command) -> Command {
        command.args(SETTINGS.iter().filter_map(Setting::arg))
    }

    fn augment_args_for_update(command: Command) -> Command {
        Overrides::augment_args(command)
    }
}

impl Config {
    /// Defaults, then the TOML file if any, then `overrides`.
    pub fn load(file: Option<&Path>, overrides: &Overrides) -> anyhow::Result<Config> {
        let mut table = match file {
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .with_context(|| format!("reading configuration file {}", path.display()))?;
                toml::from_str::<toml::Table>(&text)
                    .with_context(|| format!("parsing configuration file {}", path.display()))?
            }
            None => toml::Table::new(),
        };
        merge(&mut table, overrides.0.clone());
        // The map's tiles are one setting of four keys: a file or a flag
        // that sets some of them keeps the defaults of the others.
        let mut tiles = toml::Table::new();
        tiles.insert(
            "map_tiles".into(),
            toml::Value::try_from(MapTiles::default()).context("the default map tiles")?,
        );
        let mut site = toml::Table::new();
        site.insert("site".into(), toml::Value::Table(tiles));
        merge(&mut site, table);
        let table = site;
        let config: Config = toml::Value::Table(table)
            .try_into()
            .context("invalid configuration")?;
        config.site.tile_origin()?;
        config.site.embed_origins()?;
        anyhow::ensure!(
            config.site.reach.is_valid(),
            "invalid site.reach: its center needs a latitude of -90 to 90 and a longitude of -180 to 180, its km a distance above 0"
        );
        if let Some(public) = &config.site.public_url {
            let url = url::Url::parse(public.trim()).ok().filter(|url| {
                matches!(url.scheme(), "http" | "https")
                    && url.host_str().is_some()
                    && url.path() == "/"
                    && url.query().is_none()
            });
            anyhow::ensure!(
                url.is_some(),
                "invalid site.public_url {public:?}: it must be the site's address, \
                 such as https://guide.example.com"
            );
        }
        crate::hosts::AllowedHosts::new(
            &config.allowed_hosts,
            config.bind,
            config.site.public_url.as_deref(),
        )?;
        crate::fetch::AllowList::parse(&config.fetch.allow_private)?;
        if let Some(hour) = config.backup.hour {
            anyhow::ensure!(
                hour <= 23,
                "invalid backup.hour {hour}: it must be 0 to 23 (the city's clock)"
            );
        }
        anyhow::ensure!(
            config.history.keep_days >= 1,
            "invalid history.keep_days 0: keep the changes at least a day"
        );
        if let Some(token) = &config.metrics.token {
            anyhow::ensure!(
                token.expose().trim().chars().count() >= 16,
                "invalid metrics.token: it must be at least 16 characters"
            );
        }
        if let Some(link) = config
            .site
            .social_links
            .iter()
            .find(|link| !link.is_valid())
        {
            anyhow::bail!(
                "invalid site.social_links url {:?}: '#' or a website address",
                link.url
            );
        }
        Ok(config)
    }

    /// The origin of every e-mailed link (a reset, an invitation, a
    /// reminder's page, an unsubscribe address): `site.public_url`, or
    /// `http://localhost:<port>`, never a request's `Host`, which whoever
    /// sends the request writes.
    pub fn mail_origin(&self) -> String {
        match &self.site.public_url {
            Some(url) => url.trim().trim_end_matches('/').to_string(),
            None => format!("http://localhost:{}", self.bind.port()),
        }
    }

    /// Mail clients' one-click unsubscribe (RFC 8058) needs an https
    /// address: without one, list e-mails carry no `List-Unsubscribe`.
    pub fn one_click_unsubscribe(&self) -> bool {
        self.mail_origin().starts_with("https://")
    }

    pub fn database_url(&self) -> String {
        self.database_url
            .clone()
            .unwrap_or_else(|| format!("sqlite://{}", self.data_dir.join("guide.db").display()))
    }

    /// Where backups go (`[backup] dir`, or `<data_dir>/backups`).
    pub fn backups_dir(&self) -> PathBuf {
        self.backup
            .dir
            .clone()
            .unwrap_or_else(|| self.data_dir.join("backups"))
    }

    /// The local upload directory (used unless an S3 bucket is set).
    pub fn uploads_dir(&self) -> PathBuf {
        self.uploads
            .dir
            .clone()
            .unwrap_or_else(|| self.data_dir.join("uploads"))
    }
}

/// Deep merge: tables merge key by key, other values are replaced.
fn merge(base: &mut toml::Table, top: toml::Table) {
    for (key, value) in top {
        match (base.get_mut(&key), value) {
            (Some(toml::Value::Table(below)), toml::Value::Table(above)) => merge(below, above),
            (_, value) => {
                base.insert(key, value);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::{Args, FromArgMatches};

    use super::*;

    fn command() -> Command {
        Overrides::augment_args(Command::new("guide").no_binary_name(true))
    }

    /// The overrides as `guide` reads them from these flags.
    fn flags(args: &[&str]) -> Overrides {
        let matches = command().try_get_matches_from(args).unwrap();
        Overrides::from_arg_matches(&matches).unwrap()
    }

    #[test]
    fn every_setting_has_its_own_flag_and_variable() {
        command().debug_assert();
        let mut variables: Vec<_> = SETTINGS.iter().map(|s| s.env).collect();
        variables.sort();
        variables.dedup();
        assert_eq!(variables.len(), SETTINGS.len());
    }

    #[test]
    fn every_setting_names_a_key_of_the_file() {
        for setting in SETTINGS {
            let mut overrides = Overrides::default();
            let sample = match setting.kind {
                Kind::Text => toml::Value::String("x".into()),
                Kind::Number => toml::Value::Integer(1),
                Kind::Switch => toml::Value::Boolean(true),
                Kind::List => toml::Value::Array(vec![toml::Value::String("x".into())]),
            };
            overrides.set(setting.key, sample);
            // Bad values are refused too ("x" is no address), but by type.
            if let Err(error) = Config::load(None, &overrides) {
                let error = format!("{error:#}");
                assert!(!error.contains("unknown field"), "{}: {error}", setting.key);
            }
        }
    }

    #[test]
    fn flags_are_typed_and_secrets_are_never_flags() {
        let config = Config::load(
            None,
            &flags(&[
                "--smtp-port",
                "2525",
                "--seed-demo",
                "false",
                "--trusted-proxies",
                "10.0.0.0/8,192.0.2.10",
            ]),
        )
        .unwrap();
        assert_eq!(config.smtp.port, 2525);
        assert!(!config.seed_demo);
        assert_eq!(config.trusted_proxies, ["10.0.0.0/8", "192.0.2.10"]);
        for refused in [
            &["--smtp-port", "many"][..],
            &["--seed-demo", "maybe"],
            &["--smtp-password", "hunter2"],
            &["--admin-password", "hunter2"],
            &["--s3-secret-access-key", "hunter2"],
        ] {
            assert!(
                command().try_get_matches_from(refused).is_err(),
                "{refused:?}"
            );
        }
        let out_of_range = Config::load(None, &flags(&["--smtp-port", "70000"]));
        assert!(format!("{:#}", out_of_range.unwrap_err()).contains("smtp.port"));
        let password = Overrides::default()
            .with_secrets_from(|name| (name == "GUIDE_SMTP_PASSWORD").then(|| "hunter2".into()));
        let config = Config::load(None, &password).unwrap();
        assert_eq!(
            config.smtp.password.as_ref().map(Secret::expose),
            Some("hunter2")
        );
    }

    #[test]
    fn runs_with_no_configuration() {
        let config = Config::load(None, &Overrides::default()).unwrap();
        assert_eq!(config.bind.port(), 8080);
        assert_eq!(config.site.info().brand, "Sarasota");
        assert_eq!(config.database_url(), "sqlite://data/guide.db");
    }

    #[test]
    fn the_time_zone_is_a_site_setting_checked_at_start() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("guide.toml");
        std::fs::write(
            &path,
            "[site]\ncity = \"Pensacola\"\ntime_zone = \"America/Chicago\"\n",
        )
        .unwrap();
        let config = Config::load(Some(&path), &Overrides::default()).unwrap();
        assert_eq!(config.site.info().time_zone.name(), "America/Chicago");
        assert_eq!(
            Config::load(None, &Overrides::default())
                .unwrap()
                .site
                .time_zone
                .name(),
            "America/New_York"
        );
        std::fs::write(&path, "[site]\ntime_zone = \"Eastern\"\n").unwrap();
        let error = format!(
            "{:#}",
            Config::load(Some(&path), &Overrides::default()).unwrap_err()
        );
        assert!(
            error.contains("'Eastern' is not a time zone this guide knows"),
            "{error}"
        );
    }

    #[test]
    fn the_city_s_reach_is_a_site_setting_checked_at_start() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("guide.toml");
        std::fs::write(
            &path,
            "[site.reach]\ncenter = { latitude = 30.4213, longitude = -87.2169 }\nkm = 40\n",
        )
        .unwrap();
        let config = Config::load(Some(&path), &Overrides::default()).unwrap();
        assert_eq!(config.site.reach.km, 40.0);
        assert_eq!(config.site.reach.center.latitude, 30.4213);
        let default = Config::load(None, &Overrides::default()).unwrap();
        assert_eq!(default.site.reach, CityReach::SARASOTA);
        std::fs::write(
            &path,
            "[site.reach]\ncenter = { latitude = 130.0, longitude = 0.0 }\nkm = 40\n",
        )
        .unwrap();
        let error = format!(
            "{:#}",
            Config::load(Some(&path), &Overrides::default()).unwrap_err()
        );
        assert!(error.contains("invalid site.reach"), "{error}");
    }

    #[test]
    fn flags_override_the_file_which_overrides_defaults() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("guide.toml");
        std::fs::write(
            &path,
            "data_dir = \"/srv/guide\"\n[site]\ncity = \"Venice\"\ncurator_name = \"Ana\"\n[smtp]\npassword = \"hunter2\"\n",
        )
        .unwrap();
        let config = Config::load(Some(&path), &flags(&["--curator-name", "Bea"])).unwrap();
        assert_eq!(config.site.city, "Venice");
        assert_eq!(config.site.curator_name, "Bea");
        // Who the curator is follows the name and city unless it is set.
        assert_eq!(
            config.site.info().curator_about,
            "Bea is this guide's curator, a Venice local who reads every plan and replies in person."
        );
        let about = flags(&[
            "--curator-about",
            "Bea ran the Venice visitor centre for ten years.",
        ]);
        let config = Config::load(Some(&path), &about).unwrap();
        assert_eq!(
            config.site.info().curator_about,
            "Bea ran the Venice visitor centre for ten years."
        );
        assert_eq!(config.data_dir, PathBuf::from("/srv/guide"));
        assert!(
            !format!("{config:?}").contains("hunter2"),
            "secrets must not be printed"
        );
    }

    #[test]
    fn the_area_table_can_be_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("guide.toml");
        std::fs::write(
            &path,
            "[[site.areas.areas]]\ngroup = \"Old Town\"\noption = \"Other\"\nkeywords = [\"Old Town\"]\n",
        )
        .unwrap();
        let config = Config::load(Some(&path), &Overrides::default()).unwrap();
        assert_eq!(config.site.areas.areas.len(), 1);
        assert_eq!(
            config.site.areas.areas[0].group.as_deref(),
            Some("Old Town")
        );
    }

    #[test]
    fn the_social_links_are_a_site_setting_with_the_specs_placeholders() {
        let config = Config::load(None, &Overrides::default()).unwrap();
        let links = config.site.info().social_links;
        assert_eq!(links.len(), 3);
        assert!(links.iter().all(|link| link.url == "#"));

        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("guide.toml");
        let load = |toml: &str| {
            std::fs::write(&path, toml).unwrap();
            Config::load(Some(&path), &Overrides::default()).map_err(|e| format!("{e:#}"))
        };
        let own = load(
            "[[site.social_links]]\nnetwork = \"instagram\"\nurl = \"https://instagram.com/visitsarasota\"\n",
        )
        .unwrap();
        assert_eq!(own.site.social_links.len(), 1);
        assert_eq!(
            own.site.social_links[0].url,
            "https://instagram.com/visitsarasota"
        );
        let refused =
            load("[[site.social_links]]\nnetwork = \"x\"\nurl = \"not a url\"\n").unwrap_err();
        assert!(refused.contains("site.social_links"), "{refused}");
        assert!(load("[[site.social_links]]\nnetwork = \"myspace\"\nurl = \"#\"\n").is_err());
    }

    #[test]
    fn logs_are_text_or_json_lines() {
        let config = Config::load(None, &Overrides::default()).unwrap();
        assert_eq!(config.log_format, LogFormat::Text);
        let json = Config::load(None, &flags(&["--log-format", "json"])).unwrap();
        assert_eq!(json.log_format, LogFormat::Json);
        let wrong = Config::load(None, &flags(&["--log-format", "xml"])).unwrap_err();
        assert!(
            format!("{wrong:#}").contains("unknown variant `xml`"),
            "{wrong:#}"
        );
    }

    #[test]
    fn the_sites_that_may_frame_the_events_are_origins_checked_at_start() {
        let config = Config::load(None, &Overrides::default()).unwrap();
        assert!(config.site.embed_origins().unwrap().is_empty());
        let with = |list: &str| {
            Config::load(None, &flags(&["--embed-origins", list])).map_err(|e| format!("{e:#}"))
        };
        let two = with("https://hotel.example,http://localhost:8000/").unwrap();
        assert_eq!(
            two.site.embed_origins().unwrap(),
            ["https://hotel.example", "http://localhost:8000"]
        );
        for wrong in [
            "hotel.example",
            "https://hotel.example/events",
            "https://*.hotel.example",
            "javascript:alert(1)",
            "'self'",
        ] {
            let refused = with(wrong).unwrap_err();
            assert!(refused.contains("site.embed_origins"), "{wrong}: {refused}");
        }
    }

    #[test]
    fn the_map_tiles_are_a_site_setting_checked_at_start() {
        let config = Config::load(None, &Overrides::default()).unwrap();
        let tiles = &config.site.info().map_tiles;
        assert_eq!(
            tiles.url_template,
            "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        );
        assert_eq!(tiles.attribution, "© OpenStreetMap contributors");
        assert_eq!(
            config.site.tile_origin().unwrap(),
            "https://tile.openstreetmap.org"
        );

        let with = |template: &str| {
            let overrides = flags(&[
                "--map-tile-url",
                template,
                "--map-attribution",
                "© Our tiles",
            ]);
            Config::load(None, &overrides).map_err(|e| format!("{e:#}"))
        };
        let own = with("http://127.0.0.1:9000/tiles/{z}/{x}/{y}{r}.png").unwrap();
        assert_eq!(own.site.tile_origin().unwrap(), "http://127.0.0.1:9000");
        assert_eq!(own.site.map_tiles.attribution, "© Our tiles");
        // Kept from the defaults: one key replaced, the others stay.
        assert_eq!(own.site.map_tiles.max_zoom, 19);
        let subdomains = with("https://{s}.tiles.example.com/{z}/{x}/{y}.png").unwrap();
        assert_eq!(
            subdomains.site.tile_origin().unwrap(),
            "https://*.tiles.example.com"
        );

        for (template, why) in [
            ("https://tiles.example.com/{z}/{x}.png", "it has no {y}"),
            ("ftp://tiles.example.com/{z}/{x}/{y}.png", "http or https"),
            (
                "https://tiles.example.com/{z}/{x}/{y}.png?key={key}",
                "placeholders are",
            ),
            (
                "https://tiles-{s}.example.com/{z}/{x}/{y}.png",
                "first label",
            ),
            (
                "https://tiles example.com; script-src *;/{z}/{x}/{y}",
                "invalid map_tiles.urlTemplate",
            ),
        ] {
            let error = with(template).unwrap_err();
            assert!(error.contains(why), "{template}: {error}");
        }

        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("guide.toml");
        std::fs::write(
            &path,
            "[site.map_tiles]\nattributionUrl = \"javascript:alert(1)\"\n",
        )
        .unwrap();
        let error = format!(
            "{:#}",
            Config::load(Some(&path), &Overrides::default()).unwrap_err()
        );
        assert!(error.contains("attributionUrl"), "{error}");
    }

    #[test]
    fn uploads_go_to_the_data_directory_unless_configured() {
        let config = Config::load(None, &Overrides::default()).unwrap();
        assert_eq!(config.uploads_dir(), PathBuf::from("data/uploads"));
        assert!(config.uploads.s3_bucket.is_none());
        let overrides = flags(&[
            "--uploads-dir",
            "/mnt/shared/uploads",
            "--s3-bucket",
            "guide-images",
            "--s3-endpoint",
            "http://minio.internal:9000",
            "--s3-access-key-id",
            "guide",
        ])
        .with_secrets_from(|name| {
            (name == "GUIDE_S3_SECRET_ACCESS_KEY").then(|| "s3cr3t-key".to_string())
        });
        let config = Config::load(None, &overrides).unwrap();
        assert_eq!(config.uploads_dir(), PathBuf::from("/mnt/shared/uploads"));
        assert_eq!(config.uploads.s3_bucket.as_deref(), Some("guide-images"));
        assert_eq!(
            config
                .uploads
                .s3_secret_access_key
                .as_ref()
                .map(Secret::expose),
            Some("s3cr3t-key")
        );
        assert!(!format!("{config:?}").contains("s3cr3t"), "secret printed");
        // Building the S3 client needs no network.
        let objects = crate::objects::Objects::configured(&config).unwrap();
        assert!(format!("{objects:?}").contains("s3://guide-images"));
    }

    #[test]
    fn metrics_are_off_unless_given_an_address_or_a_long_enough_token() {
        let config = Config::load(None, &Overrides::default()).unwrap();
        assert!(!config.metrics.enabled());
        let config = Config::load(None, &flags(&["--metrics-bind", "127.0.0.1:9464"])).unwrap();
        assert!(config.metrics.enabled());
        let token = |value: &'static str| {
            Overrides::default().with_secrets_from(move |name| {
                (name == "GUIDE_METRICS_TOKEN").then(|| value.into())
            })
        };
        let config = Config::load(None, &token("a-long-scraper-token")).unwrap();
        assert!(config.metrics.enabled());
        assert!(!format!("{config:?}").contains("a-long-scraper-token"));
        let short = Config::load(None, &token("short")).unwrap_err();
        assert!(format!("{short:#}").contains("metrics.token"), "{short:#}");
        assert!(
            command()
                .try_get_matches_from(["--metrics-token", "a-long-scraper-token"])
                .is_err(),
            "a secret is never a flag"
        );
    }

    #[test]
    fn the_nightly_backup_is_off_unless_given_an_hour_of_the_day() {
        let config = Config::load(None, &Overrides::default()).unwrap();
        assert_eq!((config.backup.hour, config.backup.keep), (None, 7));
        assert_eq!(config.backups_dir(), PathBuf::from("data/backups"));
        let config =
            Config::load(None, &flags(&["--backup-hour", "3", "--backup-keep", "14"])).unwrap();
        assert_eq!((config.backup.hour, config.backup.keep), (Some(3), 14));
        let late = Config::load(None, &flags(&["--backup-hour", "24"])).unwrap_err();
        assert!(format!("{late:#}").contains("backup.hour"), "{late:#}");
    }

    #[test]
    fn unknown_keys_are_reported() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("guide.toml");
        std::fs::write(&path, "[site]\ncitty = \"Venice\"\n").unwrap();
        let error = Config::load(Some(&path), &Overrides::default()).unwrap_err();
        assert!(format!("{error:#}").contains("citty"));
    }
}
