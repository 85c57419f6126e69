//! One typed configuration, layered: built-in defaults, then an optional TOML
//! file (`--config`/`GUIDE_CONFIG`), then environment variables, then flags.
//! With nothing set the app runs on :8080 with SQLite under `./data`.

use std::fmt;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::Args;
use guide_core::CityZone;
use guide_core::content::areas::AreaTable;
use guide_core::content::site::{MapTiles, SiteInfo, SiteLink, SocialLink};
use serde::{Deserialize, Serialize};

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
    pub site: SiteConfig,
    pub smtp: SmtpConfig,
    pub outbox: OutboxConfig,
    pub fetch: FetchConfig,
    pub admin: AdminBootstrap,
    pub uploads: UploadsConfig,
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
            site: SiteConfig::default(),
            smtp: SmtpConfig::default(),
            outbox: OutboxConfig::default(),
            fetch: FetchConfig::default(),
            admin: AdminBootstrap::default(),
            uploads: UploadsConfig::default(),
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
    /// links, link previews and the sitemap. Without it, the request's
    /// `Host` is used.
    pub public_url: Option<String>,
    /// The Area View map's tile server (OpenStreetMap's by default).
    pub map_tiles: MapTiles,
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
            areas: self.areas.clone(),
            time_zone: self.time_zone,
            map_tiles: self.map_tiles.clone(),
        }
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
}

impl Default for OutboxConfig {
    fn default() -> OutboxConfig {
        OutboxConfig {
            retry_initial_ms: 5_000,
            retry_max_ms: 3_600_000,
            max_attempts: 60,
            poll_interval_ms: 2_000,
            lease_ms: 20_000,
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

/// Settings from flags and environment. Each is optional so that only what
/// is set overrides the file and the defaults.
#[derive(Debug, Default, Args, Serialize)]
pub struct Overrides {
    #[arg(long, env = "GUIDE_BIND", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bind: Option<String>,
    #[arg(long, env = "GUIDE_DATA_DIR", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub data_dir: Option<String>,
    #[arg(long, env = "DATABASE_URL", global = true, hide_env_values = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub database_url: Option<String>,
    #[arg(long, env = "GUIDE_WEB_DIR", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub web_dir: Option<String>,
    #[arg(long, env = "GUIDE_SEED_DEMO", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed_demo: Option<bool>,
    #[arg(long, env = "GUIDE_REQUEST_TIMEOUT_SECS", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub request_timeout_secs: Option<u64>,
    #[arg(long, env = "GUIDE_PUBLIC_WRITES_PER_MINUTE", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub public_writes_per_minute: Option<u32>,
    /// Comma-separated CIDR ranges or addresses.
    #[arg(
        long,
        env = "GUIDE_TRUSTED_PROXIES",
        global = true,
        value_delimiter = ','
    )]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub trusted_proxies: Vec<String>,
    #[command(flatten)]
    pub site: SiteOverrides,
    #[command(flatten)]
    pub smtp: SmtpOverrides,
    #[command(flatten)]
    pub outbox: OutboxOverrides,
    #[command(flatten)]
    pub fetch: FetchOverrides,
    #[command(flatten)]
    pub admin: AdminOverrides,
    #[command(flatten)]
    pub uploads: UploadsOverrides,
}

#[derive(Debug, Default, Args, Serialize)]
pub struct UploadsOverrides {
    #[arg(long = "uploads-dir", env = "GUIDE_UPLOADS_DIR", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dir: Option<String>,
    #[arg(long = "s3-bucket", env = "GUIDE_S3_BUCKET", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub s3_bucket: Option<String>,
    #[arg(long = "s3-endpoint", env = "GUIDE_S3_ENDPOINT", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub s3_endpoint: Option<String>,
    #[arg(long = "s3-region", env = "GUIDE_S3_REGION", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub s3_region: Option<String>,
    #[arg(
        long = "s3-access-key-id",
        env = "GUIDE_S3_ACCESS_KEY_ID",
        global = true
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub s3_access_key_id: Option<String>,
    /// Environment only: a flag would show in the process list.
    #[arg(skip)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub s3_secret_access_key: Option<String>,
}

#[derive(Debug, Default, Args, Serialize)]
pub struct OutboxOverrides {
    #[arg(
        long = "outbox-retry-initial-ms",
        env = "GUIDE_OUTBOX_RETRY_INITIAL_MS",
        global = true
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retry_initial_ms: Option<u64>,
    #[arg(
        long = "outbox-retry-max-ms",
        env = "GUIDE_OUTBOX_RETRY_MAX_MS",
        global = true
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retry_max_ms: Option<u64>,
    #[arg(
        long = "outbox-max-attempts",
        env = "GUIDE_OUTBOX_MAX_ATTEMPTS",
        global = true
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_attempts: Option<u32>,
    #[arg(
        long = "outbox-poll-interval-ms",
        env = "GUIDE_OUTBOX_POLL_INTERVAL_MS",
        global = true
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub poll_interval_ms: Option<u64>,
    #[arg(long = "outbox-lease-ms", env = "GUIDE_OUTBOX_LEASE_MS", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lease_ms: Option<u64>,
}

#[derive(Debug, Default, Args, Serialize)]
pub struct FetchOverrides {
    /// Comma-separated `ip:port` pairs.
    #[arg(
        long = "fetch-allow-private",
        env = "GUIDE_FETCH_ALLOW_PRIVATE",
        global = true,
        value_delimiter = ','
    )]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub allow_private: Vec<String>,
}

#[derive(Debug, Default, Args, Serialize)]
pub struct SiteOverrides {
    #[arg(long = "city", env = "GUIDE_CITY", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub city: Option<String>,
    #[arg(long = "time-zone", env = "GUIDE_TIME_ZONE", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time_zone: Option<String>,
    #[arg(long = "brand", env = "GUIDE_BRAND", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub brand: Option<String>,
    #[arg(long = "public-url", env = "GUIDE_PUBLIC_URL", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub public_url: Option<String>,
    #[arg(long = "curator-name", env = "GUIDE_CURATOR_NAME", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub curator_name: Option<String>,
    #[arg(long = "curator-about", env = "GUIDE_CURATOR_ABOUT", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub curator_about: Option<String>,
    #[arg(long = "curator-email", env = "GUIDE_CURATOR_EMAIL", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub curator_email: Option<String>,
    #[arg(
        long = "weather-averages-url",
        env = "GUIDE_WEATHER_AVERAGES_URL",
        global = true
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub weather_averages_url: Option<String>,
    #[command(flatten)]
    pub map_tiles: MapTilesOverrides,
}

/// `[site.map_tiles]`, named as its JSON in `/api/site`.
#[derive(Debug, Default, Args, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MapTilesOverrides {
    #[arg(long = "map-tile-url", env = "GUIDE_MAP_TILE_URL", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url_template: Option<String>,
    #[arg(long = "map-attribution", env = "GUIDE_MAP_ATTRIBUTION", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attribution: Option<String>,
    #[arg(
        long = "map-attribution-url",
        env = "GUIDE_MAP_ATTRIBUTION_URL",
        global = true
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attribution_url: Option<String>,
    #[arg(long = "map-max-zoom", env = "GUIDE_MAP_MAX_ZOOM", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_zoom: Option<u8>,
}

#[derive(Debug, Default, Args, Serialize)]
pub struct SmtpOverrides {
    #[arg(long = "smtp-host", env = "GUIDE_SMTP_HOST", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub host: Option<String>,
    #[arg(long = "smtp-port", env = "GUIDE_SMTP_PORT", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub port: Option<u16>,
    #[arg(long = "smtp-username", env = "GUIDE_SMTP_USERNAME", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
    /// Environment only: a flag would show in the process list.
    #[arg(skip)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub password: Option<String>,
    #[arg(long = "smtp-from", env = "GUIDE_SMTP_FROM", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    #[arg(long = "smtp-security", env = "GUIDE_SMTP_SECURITY", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub security: Option<String>,
}

#[derive(Debug, Default, Args, Serialize)]
pub struct AdminOverrides {
    #[arg(long = "admin-email", env = "GUIDE_ADMIN_EMAIL", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    /// Environment only: a flag would show in the process list.
    #[arg(skip)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub password: Option<String>,
    #[arg(
        long = "admin-first-name",
        env = "GUIDE_ADMIN_FIRST_NAME",
        global = true
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_name: Option<String>,
    #[arg(long = "admin-last-name", env = "GUIDE_ADMIN_LAST_NAME", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_name: Option<String>,
}

impl Overrides {
    /// Reads the secrets that are only taken from the environment.
    pub fn with_secret_env(mut self) -> Overrides {
        self.smtp.password = std::env::var("GUIDE_SMTP_PASSWORD")
            .ok()
            .filter(|v| !v.is_empty());
        self.admin.password = std::env::var("GUIDE_ADMIN_PASSWORD")
            .ok()
            .filter(|v| !v.is_empty());
        self.uploads.s3_secret_access_key = std::env::var("GUIDE_S3_SECRET_ACCESS_KEY")
            .ok()
            .filter(|v| !v.is_empty());
        self
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
        let overrides =
            toml::Table::try_from(overrides).context("reading flags and environment")?;
        merge(&mut table, overrides);
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

    pub fn database_url(&self) -> String {
        self.database_url
            .clone()
            .unwrap_or_else(|| format!("sqlite://{}", self.data_dir.join("guide.db").display()))
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
    use super::*;

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
    fn flags_override_the_file_which_overrides_defaults() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("guide.toml");
        std::fs::write(
            &path,
            "data_dir = \"/srv/guide\"\n[site]\ncity = \"Venice\"\ncurator_name = \"Ana\"\n[smtp]\npassword = \"hunter2\"\n",
        )
        .unwrap();
        let overrides = Overrides {
            site: SiteOverrides {
                curator_name: Some("Bea".into()),
                ..Default::default()
            },
            ..Default::default()
        };
        let config = Config::load(Some(&path), &overrides).unwrap();
        assert_eq!(config.site.city, "Venice");
        assert_eq!(config.site.curator_name, "Bea");
        // Who the curator is follows the name and city unless it is set.
        assert_eq!(
            config.site.info().curator_about,
            "Bea is this guide's curator, a Venice local who reads every plan and replies in person."
        );
        let about = Overrides {
            site: SiteOverrides {
                curator_about: Some("Bea ran the Venice visitor centre for ten years.".into()),
                ..Default::default()
            },
            ..Default::default()
        };
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
            let overrides = Overrides {
                site: SiteOverrides {
                    map_tiles: MapTilesOverrides {
                        url_template: Some(template.into()),
                        attribution: Some("© Our tiles".into()),
                        ..Default::default()
                    },
                    ..Default::default()
                },
                ..Default::default()
            };
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
        let overrides = Overrides {
            uploads: UploadsOverrides {
                dir: Some("/mnt/shared/uploads".into()),
                s3_bucket: Some("guide-images".into()),
                s3_endpoint: Some("http://minio.internal:9000".into()),
                s3_access_key_id: Some("guide".into()),
                s3_secret_access_key: Some("s3cr3t-key".into()),
                ..Default::default()
            },
            ..Default::default()
        };
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
    fn unknown_keys_are_reported() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("guide.toml");
        std::fs::write(&path, "[site]\ncitty = \"Venice\"\n").unwrap();
        let error = Config::load(Some(&path), &Overrides::default()).unwrap_err();
        assert!(format!("{error:#}").contains("citty"));
    }
}
