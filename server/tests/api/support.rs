//! What every API test uses: the server on a free port with its own data
//! directory and database (SQLite, or PostgreSQL when asked), an HTTP
//! client, and the checks of the API's error format.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use guide_server::config::{Config, Overrides};
use reqwest::StatusCode;
use serde_json::Value;
use tokio::sync::oneshot;

/// The PostgreSQL server the tests run on, if any: a URL whose role may
/// create databases (`postgres://user:password@host:port/postgres`).
pub fn postgres_server_url() -> Option<String> {
    std::env::var("GUIDE_TEST_DATABASE_URL")
        .ok()
        .filter(|url| url.starts_with("postgres"))
}

/// The database URL of the test whose data directory is `data_dir`: its
/// SQLite file there, or a fresh PostgreSQL database with every migration
/// run, created on first use and remembered in the directory (a restarted
/// server finds it again).
pub async fn database_url(data_dir: &Path) -> String {
    test_database_url(data_dir, true).await
}

/// The same, with an empty PostgreSQL database: for a test that migrates
/// it itself (an upgrade from an older schema).
pub async fn empty_database_url(data_dir: &Path) -> String {
    test_database_url(data_dir, false).await
}

async fn test_database_url(data_dir: &Path, migrated: bool) -> String {
    let Some(server) = postgres_server_url() else {
        return format!("sqlite://{}", data_dir.join("guide.db").display());
    };
    let remembered = data_dir.join(".test-database-url");
    if let Ok(url) = std::fs::read_to_string(&remembered) {
        return url;
    }
    let url = if migrated {
        create_migrated_postgres_database(&server).await
    } else {
        create_postgres_database(&server).await
    };
    std::fs::write(&remembered, &url).unwrap();
    url
}

/// A database with every migration already run: a copy of a template
/// migrated once per run (`CREATE DATABASE … TEMPLATE`, a file copy),
/// instead of each test's server running the migrations afresh. The
/// template is named by the migrations it ran, so a changed one makes
/// another; scripts/test drops it with the tests' databases.
async fn create_migrated_postgres_database(server: &str) -> String {
    use sqlx::Connection;
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations/postgres");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    for file in files {
        file.file_name().hash(&mut hasher);
        std::fs::read(&file).unwrap().hash(&mut hasher);
    }
    let template = format!("guide_test_template_{:016x}", hasher.finish());
    let mut admin = sqlx::PgConnection::connect(server)
        .await
        .expect("GUIDE_TEST_DATABASE_URL: cannot connect");
    // One test process builds it; the others wait for it (the lock is the
    // session's, released when it closes).
    sqlx::query("SELECT pg_advisory_lock(7368)")
        .execute(&mut admin)
        .await
        .unwrap();
    let exists: Option<i32> = sqlx::query_scalar("SELECT 1 FROM pg_database WHERE datname = $1")
        .bind(&template)
        .fetch_optional(&mut admin)
        .await
        .unwrap();
    if exists.is_none() {
        let building = format!("{template}_building");
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "DROP DATABASE IF EXISTS {building} WITH (FORCE)"
        )))
        .execute(&mut admin)
        .await
        .unwrap();
        sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {building}")))
            .execute(&mut admin)
            .await
            .unwrap();
        let mut url = url::Url::parse(server).unwrap();
        url.set_path(&building);
        let store = guide_server::store::Store::open(url.as_str())
            .await
            .unwrap();
        store.close().await;
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "ALTER DATABASE {building} RENAME TO {template}"
        )))
        .execute(&mut admin)
        .await
        .unwrap();
    }
    sqlx::query("SELECT pg_advisory_unlock(7368)")
        .execute(&mut admin)
        .await
        .unwrap();
    let name = test_database_name();
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "CREATE DATABASE {name} TEMPLATE {template}"
    )))
    .execute(&mut admin)
    .await
    .unwrap();
    admin.close().await.unwrap();
    let mut url = url::Url::parse(server).unwrap();
    url.set_path(&name);
    url.to_string()
}

/// A name for a test's database, `guide_test_…` (scripts/test drops them
/// all before and after a run), unique across the run's processes.
fn test_database_name() -> String {
    static COUNT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    format!(
        "guide_test_{}_{}_{}",
        std::process::id(),
        COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        nanos % 1_000_000_000
    )
}

/// The upload store the test servers share, as instances of one guide
/// may: its pictures are named by their content and never change, so the
/// demo's are processed once for the whole run, not by every server. Each
/// build of the tests has its own, so a changed pipeline is run afresh.
pub fn shared_uploads_dir() -> PathBuf {
    let built = std::env::current_exe()
        .and_then(|exe| exe.metadata()?.modified())
        .ok()
        .and_then(|at| at.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |since| since.as_secs());
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("shared-uploads-{built}"));
    static MADE: std::sync::OnceLock<()> = std::sync::OnceLock::new();
    MADE.get_or_init(|| make_demo_pictures(&dir));
    dir
}

/// Makes the demo's pictures in `dir` once for the run: nextest runs each
/// test in a process of its own, and the first four, starting together,
/// each made all of them (18 s of CPU apiece). One process makes them
/// under a file lock; the others wait, then find them made.
fn make_demo_pictures(dir: &Path) {
    let made = dir.with_extension("made");
    if made.exists() {
        return;
    }
    let lock = std::fs::File::create(dir.with_extension("lock")).unwrap();
    lock.lock().unwrap();
    if made.exists() {
        return;
    }
    let dir = dir.to_path_buf();
    // A thread of its own: callers may be inside a runtime, or not.
    std::thread::spawn(move || {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
            .block_on(async {
                // The pictures' records go to a scratch database; each
                // server records them in its own from the files' sidecars.
                let scratch = tempfile::tempdir().unwrap();
                let url = format!("sqlite://{}", scratch.path().join("pictures.db").display());
                let store = guide_server::store::Store::open(&url).await.unwrap();
                let objects =
                    guide_server::objects::Objects::open(&Default::default(), &dir).unwrap();
                guide_server::demo::write_images(&store, &objects)
                    .await
                    .unwrap();
                store.close().await;
            });
    })
    .join()
    .unwrap();
    std::fs::write(made, "").unwrap();
}

/// The upload store of the test servers.
pub fn objects() -> guide_server::objects::Objects {
    guide_server::objects::Objects::open(&Default::default(), &shared_uploads_dir()).unwrap()
}

/// Creates an empty database named `guide_test_…` (scripts/test drops them
/// all before and after a run) and returns its URL.
pub async fn create_postgres_database(server: &str) -> String {
    use sqlx::Connection;
    let name = test_database_name();
    let mut admin = sqlx::PgConnection::connect(server)
        .await
        .expect("GUIDE_TEST_DATABASE_URL: cannot connect");
    sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut admin)
        .await
        .unwrap();
    admin.close().await.unwrap();
    let mut url = url::Url::parse(server).unwrap();
    url.set_path(&name);
    url.to_string()
}

pub struct TestApp {
    pub base: String,
    /// `/metrics`' own address, when the configuration gives one.
    pub metrics_base: Option<String>,
    pub client: reqwest::Client,
    pub data_dir: tempfile::TempDir,
    /// The database it runs on (SQLite in `data_dir`, or PostgreSQL's).
    pub database_url: String,
    _web_dir: tempfile::TempDir,
    stop: Option<oneshot::Sender<()>>,
    task: Option<tokio::task::JoinHandle<std::io::Result<()>>>,
}

impl TestApp {
    pub async fn spawn() -> TestApp {
        TestApp::spawn_in(tempfile::tempdir().unwrap()).await
    }

    pub async fn spawn_in(data_dir: tempfile::TempDir) -> TestApp {
        TestApp::spawn_configured(data_dir, |_| {}).await
    }

    /// A server whose configuration `tweak` adjusts (SMTP, outbox, fetch…).
    pub async fn spawn_configured(
        data_dir: tempfile::TempDir,
        tweak: impl FnOnce(&mut Config),
    ) -> TestApp {
        let web_dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(web_dir.path().join("assets")).unwrap();
        std::fs::write(
            web_dir.path().join("index.html"),
            "<!doctype html>\n<html lang=\"en\">\n  <head>\n    <meta charset=\"UTF-8\" />\n    \
             <!--app-head--><meta name=\"description\" content=\"The app's own.\" />\n    \
             <title>Sarasota Visitor Guide</title><!--/app-head-->\n    <!--app-styles--><!--/app-styles-->\n  \
             </head>\n  <body><div id=\"root\"><!--app-html--></div><!--app-data--></body>\n</html>\n",
        )
        .unwrap();
        // A server renderer with the build's contract (web/src/server-render.tsx):
        // `render(url)` renders the screen from the server's own answers to
        // its reads; My Favorites is a frame for the device's plan.
        std::fs::create_dir_all(web_dir.path().join(".server")).unwrap();
        std::fs::write(web_dir.path().join(".server/render.js"), FAKE_RENDERER).unwrap();
        // The partners' widget with the build's contract: it defines the
        // element the server names ahead of it.
        std::fs::write(
            web_dir.path().join(".server/embed.js"),
            "customElements.define(GUIDE_ELEMENT, class extends HTMLElement {});\n",
        )
        .unwrap();
        std::fs::write(web_dir.path().join("assets/app-3f9a.js"), "console.log(1)").unwrap();
        // What the build's compression step writes beside each asset.
        std::fs::write(web_dir.path().join("assets/app-3f9a.js.br"), "brotli bytes").unwrap();

        let mut config = Config::load(None, &Overrides::default()).unwrap();
        config.bind = "127.0.0.1:0".parse().unwrap();
        config.data_dir = data_dir.path().to_path_buf();
        config.database_url = Some(database_url(data_dir.path()).await);
        config.web_dir = PathBuf::from(web_dir.path());
        config.uploads.dir = Some(shared_uploads_dir());
        // No test reaches the internet: the forecast's tests name their
        // fixture of the weather service.
        config.forecast.url = String::new();
        tweak(&mut config);
        let database_url = config.database_url();
        let (stop, stopped) = oneshot::channel::<()>();
        let running = guide_server::start(config, async {
            let _ = stopped.await;
        })
        .await
        .unwrap();
        TestApp {
            base: format!("http://{}", running.addr),
            metrics_base: running.metrics_addr.map(|addr| format!("http://{addr}")),
            client: http_client(),
            data_dir,
            database_url,
            _web_dir: web_dir,
            stop: Some(stop),
            task: Some(running.task),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// The origin of its e-mailed links without `public_url`: the
    /// documented default, `http://localhost` and its port.
    pub fn mail_origin(&self) -> String {
        self.base.replace("://127.0.0.1:", "://localhost:")
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.unwrap()
    }

    /// GET with `headers`, the body as sent: no decompression (to see the
    /// codings), no cookies kept.
    pub async fn get_raw(&self, path: &str, headers: &[(&str, &str)]) -> reqwest::Response {
        let raw = reqwest::Client::builder()
            .no_gzip()
            .no_brotli()
            .build()
            .unwrap();
        let mut request = raw.get(self.url(path));
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        request.send().await.unwrap()
    }

    pub async fn get_json(&self, path: &str) -> Value {
        let response = self.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "GET {path}");
        response.json().await.unwrap()
    }

    pub async fn post_json(&self, path: &str, body: &Value) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .json(body)
            .send()
            .await
            .unwrap()
    }

    pub async fn post_raw(
        &self,
        path: &str,
        content_type: &str,
        body: impl Into<reqwest::Body>,
    ) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .header("content-type", content_type)
            .body(body)
            .send()
            .await
            .unwrap()
    }

    /// The status of a GET whose path is sent exactly as given.
    pub async fn raw_status(&self, path: &str) -> u16 {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let addr = self.base.trim_start_matches("http://");
        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut head = [0u8; 12];
        stream.read_exact(&mut head).await.unwrap();
        std::str::from_utf8(&head[9..12]).unwrap().parse().unwrap()
    }

    /// Stops the server gracefully and hands back its data directory.
    pub async fn stop(mut self) -> tempfile::TempDir {
        self.stop.take().unwrap().send(()).unwrap();
        self.task.take().unwrap().await.unwrap().unwrap();
        self.data_dir
    }
}

/// A plain HTTP client for the tests (the TLS backend needs its crypto
/// provider chosen once per process).
pub fn http_client() -> reqwest::Client {
    let _ = rustls::crypto::ring::default_provider().install_default();
    reqwest::Client::new()
}

/// A client that shows redirects instead of following them.
pub fn no_redirects() -> reqwest::Client {
    http_client();
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// GETs `url`, with a session cookie when given, and reads the JSON body.
pub async fn fetch_json(client: &reqwest::Client, url: &str, cookie: Option<&str>) -> Value {
    let mut request = client.get(url);
    if let Some(cookie) = cookie {
        request = request.header(reqwest::header::COOKIE, cookie);
    }
    request.send().await.unwrap().json().await.unwrap()
}

pub async fn assert_json_error(response: reqwest::Response, status: StatusCode) -> String {
    assert_eq!(response.status(), status);
    let content_type = response.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        content_type.starts_with("application/json"),
        "content type {content_type}"
    );
    let body: Value = response.json().await.unwrap();
    // Every refusal has its code, which agrees with the status.
    let code: guide_core::api::ErrorCode =
        serde_json::from_value(body["code"].clone()).expect("an error code");
    let by_status = guide_core::api::ErrorCode::of_status(status.as_u16());
    assert!(
        code == by_status
            || (status == StatusCode::BAD_REQUEST
                && matches!(
                    code,
                    guide_core::api::ErrorCode::Invalid
                        | guide_core::api::ErrorCode::NoItemsSelected
                ))
            || (status == StatusCode::CONFLICT && code == guide_core::api::ErrorCode::EditConflict),
        "{code:?} for {status}"
    );
    body["error"]
        .as_str()
        .expect("an error message")
        .to_string()
}

/// The `code` of an API refusal.
pub async fn error_code(response: reqwest::Response) -> guide_core::api::ErrorCode {
    let body: Value = response.json().await.unwrap();
    serde_json::from_value(body["code"].clone()).expect("an error code")
}

pub fn keys(item: &Value) -> BTreeSet<&str> {
    item.as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect()
}

/// The Python with the independent readers the tests check the guide's
/// formats with (`ensure_ics_reader` in scripts/lib.sh installs them).
pub fn checker_python() -> String {
    std::env::var("GUIDE_ICS_PYTHON").unwrap_or_else(|_| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../target/py-ics/bin/python").into()
    })
}

pub fn urlencode(text: &str) -> String {
    guide_core::text::format::encode_uri_component(text)
}

/// The test build's server renderer: the contract of the real one
/// (`web/src/server-render.tsx`, run by `guide_server::web::Renderer`)
/// without the app. Each render is told apart by a random number, so
/// that a test sees what the server kept, and a screen whose address asks
/// for it fails, or holds the engine. My Favorites is a frame for a device with a saved plan.
const FAKE_RENDERER: &str = r#"
export async function render(url, device) {
  if (url.includes('render-fails')) throw new Error('this screen cannot be rendered');
  // Holds the engine for 2 s (its deadline is 3 s).
  if (url.includes('render-holds')) for (const until = Date.now() + 2000; Date.now() < until; );
  const [status, body] = hostRead('/api/site');
  const site = JSON.parse(body);
  await Promise.resolve();
  if (url === '/plan-visit') {
    return {
      html: device.savedPlan ? '<main><div aria-busy="true"></div></main>' : `<main><h1>Plan Your Visit</h1><p>Send Message to ${site.curatorName}</p></main>`,
      data: '{"queries":[]}',
      complete: !device.savedPlan,
    };
  }
  const [missing] = hostRead('/api/no-such-read');
  if (url.startsWith('/search?')) hostRead(`/api/search?${url.split('?')[1]}`);
  return {
    html: `<main><h1>${url} by ${site.brand}</h1><p>render ${Math.random()}</p><p>site ${status}, missing ${missing}</p></main>`,
    data: JSON.stringify({ brand: site.brand, note: '</script>' }).replaceAll('<', '\\u003c'),
    complete: true,
  };
}
"#;

/// What a test writes as the guide itself (the history's 'system').
pub fn by_guide() -> guide_server::store::Actor {
    guide_server::store::Actor::guide(guide_core::dashboard::history::ChangeAction::System)
}
