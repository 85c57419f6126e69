//! Server rendering: the first HTML of a public page rendered by the web app's
//! own React components, run in an embedded JavaScript engine (QuickJS,
//! through `rquickjs`). The build bundles the renderer into one script
//! (`web/src/server-render.tsx` → `dist/.server/render.js`); core is this
//! server's own, compiled natively and given to the engine as the module
//! the app imports (`render_core`); its reads of the API are answered by
//! this server in-process. Why this design:
//! `docs/decisions/0002-server-rendering.md` and `0017-core-natively-in-the-render.md`.
//!
//! A thread keeps an engine with the script loaded (parsing it costs far
//! more than a render). The script is compiled once, to QuickJS's
//! bytecode without its source text: an engine otherwise keeps each
//! function's source for `toString`, which a render never calls (2.3 MB of
//! the engine's heap), and the server need not keep the script either.
//! Its first engine is loaded before the server answers, so that a broken
//! build fails at start-up (a trial engine made elsewhere left its memory
//! behind). A render that takes too long is
//! stopped; when every engine is busy the page goes out without server
//! rendering (the browser's app renders it), never queued behind a slow one.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context as _, anyhow, bail};
use guide_core::pages::{ROUTES, reads_of};
use rquickjs::function::Func;
use rquickjs::module::WriteOptions;
use rquickjs::{
    CatchResultExt, Context, Ctx, Function, Module, Object, Persistent, Promise, Runtime,
};
use tokio::sync::oneshot;

/// The server's answer to a GET of its own API at a path.
pub type Read = Arc<dyn Fn(&str) -> ReadAnswer + Send + Sync>;

pub struct ReadAnswer {
    pub status: u16,
    pub body: String,
    /// It holds while the content version and the city day do (see
    /// [`crate::read_cache::Reusable`]), so a screen rendered from it may
    /// be kept as long.
    pub reusable: bool,
}

/// What the server knows of the device a page is rendered for: only whether
/// it has a saved plan (core's plan cookie), for My Favorites.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Device {
    pub saved_plan: bool,
}

impl Device {
    /// The device a request comes from: the one thing the server knows of
    /// it is whether it has a saved plan (core's plan cookie; the plan
    /// itself never leaves it).
    pub fn of(headers: &axum::http::HeaderMap) -> Device {
        Device {
            saved_plan: crate::auth::cookie(headers, guide_core::plan::favorites::PLAN_COOKIE)
                .is_some_and(|v| !v.is_empty()),
        }
    }
}

/// A screen rendered by the server.
#[derive(Debug)]
pub struct Rendered {
    /// The markup inside the app's root.
    pub html: String,
    /// The reads it was rendered from (TanStack Query's dehydrated state), as
    /// JSON safe inside a `<script>` element.
    pub data: String,
    /// No part of it waits for the app (a part for the device, its saved
    /// plan): the page can be sent complete.
    pub complete: bool,
    /// Every read it was rendered from holds for the content version and the
    /// city day: it may be kept as long ('open now' holds for a minute).
    pub reusable: bool,
}

/// Engines rendering at once. Each costs about 20 MB of memory (the
/// script's bytecode, React's heap, what core's calls hold), and a
/// rendered page is kept until the content changes, so one serves a guide
/// (`scripts/bench-render` measures the server's memory).
const ENGINES: usize = 1;
/// Renders waiting for an engine; more go out without server rendering.
const WAITING: usize = 8;
/// Longest a render may run before the engine stops it.
const DEADLINE: Duration = Duration::from_secs(3);
/// Memory an engine may use.
const MEMORY: usize = 256 * 1024 * 1024;
/// React renders a page by recursion: its threads get a deep stack.
const THREAD_STACK: usize = 16 * 1024 * 1024;
struct Job {
    url: String,
    device: Device,
    reply: oneshot::Sender<anyhow::Result<Rendered>>,
}

/// The engines, shared by every request.
#[derive(Clone)]
pub struct Renderer {
    jobs: SyncSender<Job>,
}

impl Renderer {
    /// Starts the engines with the script at `script`; `read` answers the
    /// script's reads. Fails when the script is missing or does not load.
    pub fn start(script: &Path, read: Read) -> anyhow::Result<Renderer> {
        let source = std::fs::read_to_string(script)
            .with_context(|| format!("reading the server renderer {}", script.display()))?;
        let (jobs, queue) = mpsc::sync_channel::<Job>(WAITING);
        let queue = Arc::new(Mutex::new(queue));
        let source: Arc<str> = source.into();
        let mut loaded = Vec::with_capacity(ENGINES);
        for n in 0..ENGINES {
            let (source, read, queue) = (source.clone(), read.clone(), queue.clone());
            let (report, outcome) = mpsc::sync_channel(1);
            std::thread::Builder::new()
                .name(format!("render-{n}"))
                .stack_size(THREAD_STACK)
                .spawn(move || {
                    // (Compiled on the thread with a render's deep stack.)
                    let engine = compile(&source).and_then(|bytecode| {
                        drop(source);
                        let engine = Engine::new(bytecode.clone(), read.clone())?;
                        Ok((bytecode, engine))
                    });
                    let _ = report.send(engine.as_ref().err().map(|e| format!("{e:#}")));
                    if let Ok((bytecode, engine)) = engine {
                        serve(&bytecode, read, &queue, Some(engine));
                    }
                })
                .context("starting a renderer thread")?;
            loaded.push(outcome);
        }
        // Each engine has loaded the script before the server answers, so
        // that a broken build fails at start-up instead of on each page.
        for outcome in loaded {
            if let Some(error) = outcome.recv().context("a renderer thread stopped")? {
                bail!("{error}");
            }
        }
        Ok(Renderer { jobs })
    }

    /// The screen at `url` (a path and query) for `device`. An error when
    /// it could not be rendered, or too many wait for the engine.
    pub async fn render(&self, url: &str, device: Device) -> anyhow::Result<Rendered> {
        let (reply, answer) = oneshot::channel();
        let job = Job {
            url: url.to_string(),
            device,
            reply,
        };
        match self.jobs.try_send(job) {
            Ok(()) => {}
            Err(TrySendError::Full(_)) => bail!("every renderer is busy"),
            Err(TrySendError::Disconnected(_)) => bail!("the renderers have stopped"),
        }
        answer.await.context("the renderer stopped")?
    }
}

/// A thread's loop: an engine, and the jobs it takes from the queue. After
/// a render that failed the engine is made anew: core may have stopped
/// half-way (a trap leaves the WebAssembly's state undefined), and the
/// app's modules may hold what the failed render left.
fn serve(bytecode: &Bytecode, read: Read, queue: &Mutex<Receiver<Job>>, loaded: Option<Engine>) {
    let mut loaded = loaded;
    let mut start = || {
        let engine = match loaded.take() {
            Some(engine) => engine,
            None => Engine::new(bytecode.clone(), read.clone())
                .inspect_err(|error| tracing::error!(?error, "starting a renderer"))
                .ok()?,
        };
        // Each public screen is rendered once before the first visitor: the
        // first use of a screen's code in an engine costs far more than the
        // next (0.4-1.0 s against 10-50 ms for Home or the events, release
        // build).
        for url in ROUTES.iter().filter(|r| r.public).map(|r| r.example) {
            if let Err(error) = engine.render(url, Device::default()) {
                tracing::warn!(?error, url, "warming a renderer up");
            }
            engine.collect();
        }
        Some(engine)
    };
    let mut engine = start();
    loop {
        let job = match queue.lock() {
            Ok(queue) => queue.recv(),
            Err(_) => return,
        };
        let Ok(job) = job else { return };
        if engine.is_none() {
            engine = start();
        }
        let rendered = match &engine {
            Some(engine) => engine.render(&job.url, job.device),
            None => Err(anyhow!("the renderer did not start")),
        };
        if rendered.is_err() {
            engine = None;
        }
        let _ = job.reply.send(rendered);
        // (After the answer: the page does not wait for it.)
        if let Some(engine) = &engine {
            engine.collect();
        }
    }
}

/// The renderer's script compiled by QuickJS, without its source text.
type Bytecode = Arc<[u8]>;

/// Compiles the renderer's script (`source`) in an engine of its own,
/// which is dropped with the parsed script once its bytecode is written.
fn compile(source: &str) -> anyhow::Result<Bytecode> {
    let runtime = Runtime::new()?;
    runtime.set_max_stack_size(THREAD_STACK / 2);
    let context = Context::full(&runtime)?;
    context.with(|ctx| {
        // The modules it imports are declared, as in an engine that runs it.
        super::render_core::install(&ctx).map_err(|e| js_error(&ctx, e))?;
        let options = WriteOptions {
            strip_source: true,
            ..WriteOptions::default()
        };
        let bytecode = Module::declare(ctx.clone(), "render.js", source)
            .and_then(|module| module.write(options))
            .catch(&ctx)
            .map_err(|e| anyhow!("compiling the server renderer: {e}"))?;
        Ok(bytecode.into())
    })
}

/// One JavaScript engine with the renderer loaded.
struct Engine {
    // Dropped before the runtime it lives in.
    render: Persistent<Function<'static>>,
    context: Context,
    deadline: Arc<Mutex<Option<Instant>>>,
    /// Cleared by a read, during a render, that does not hold for the day.
    reads_reusable: Arc<AtomicBool>,
    runtime: Runtime,
    /// The engine runs the script's bytecode where it lies: dropped after
    /// the runtime.
    _bytecode: Bytecode,
}

impl Engine {
    fn new(bytecode: Bytecode, read: Read) -> anyhow::Result<Engine> {
        let runtime = Runtime::new()?;
        runtime.set_memory_limit(MEMORY);
        runtime.set_max_stack_size(THREAD_STACK / 2);
        let deadline: Arc<Mutex<Option<Instant>>> = Arc::default();
        let stop = deadline.clone();
        runtime.set_interrupt_handler(Some(Box::new(move || {
            stop.lock()
                .is_ok_and(|at| at.is_some_and(|at| Instant::now() > at))
        })));
        let context = Context::full(&runtime)?;
        let reads_reusable = Arc::new(AtomicBool::new(true));
        let render = context.with(|ctx| -> anyhow::Result<_> {
            install_host(&ctx, read, reads_reusable.clone()).map_err(|e| js_error(&ctx, e))?;
            super::render_core::install(&ctx).map_err(|e| js_error(&ctx, e))?;
            // SAFETY: the bytes were written by `compile`, with this
            // engine's QuickJS, and outlive the runtime that reads them.
            let (module, loaded) = unsafe { Module::load(ctx.clone(), &bytecode) }
                .and_then(|m| m.eval())
                .catch(&ctx)
                .map_err(|e| anyhow!("loading the server renderer: {e}"))?;
            run_until_settled::<()>(&ctx, &loaded)?;
            let render: Function = module
                .get("render")
                .map_err(|_| anyhow!("the server renderer exports no render function"))?;
            Ok(Persistent::save(&ctx, render))
        })?;
        Ok(Engine {
            render,
            context,
            deadline,
            reads_reusable,
            runtime,
            _bytecode: bytecode,
        })
    }

    fn render(&self, url: &str, device: Device) -> anyhow::Result<Rendered> {
        self.set_deadline(Some(Instant::now() + DEADLINE));
        self.reads_reusable.store(true, Ordering::Relaxed);
        let rendered = self.context.with(|ctx| -> anyhow::Result<Rendered> {
            let render = self.render.clone().restore(&ctx)?;
            let hints = Object::new(ctx.clone())?;
            hints.set("savedPlan", device.saved_plan)?;
            let promise: Promise = render
                .call((url, hints, declared_reads(url)))
                .catch(&ctx)
                .map_err(|e| anyhow!("rendering {url}: {e}"))?;
            let done: Object =
                run_until_settled(&ctx, &promise).with_context(|| format!("rendering {url}"))?;
            Ok(Rendered {
                html: done.get("html")?,
                data: done.get("data")?,
                complete: done.get("complete")?,
                reusable: self.reads_reusable.load(Ordering::Relaxed),
            })
        });
        self.set_deadline(None);
        rendered
    }

    /// Lets go of what the last render left (its reads, its React tree)
    /// now, between renders, rather than when the heap next grows.
    fn collect(&self) {
        self.runtime.run_gc();
    }

    fn set_deadline(&self, at: Option<Instant>) {
        if let Ok(mut deadline) = self.deadline.lock() {
            *deadline = at;
        }
    }
}

/// What the screen at `url` reads before it renders, as core's route table
/// declares it (`pages::reads`; the 404 page reads the site), by name.
fn declared_reads(url: &str) -> Vec<String> {
    let path = url.split(['?', '#']).next().unwrap_or(url);
    let (_, path) = guide_core::text::lang::Lang::split_path(path);
    reads_of(path)
        .iter()
        .map(|read| format!("{read:?}"))
        .collect()
}

/// What the engine gives the script beside the language (the rest is in
/// `web/src/server-globals.ts`): reads of the API, and the log.
fn install_host(ctx: &Ctx<'_>, read: Read, reusable: Arc<AtomicBool>) -> rquickjs::Result<()> {
    let globals = ctx.globals();
    globals.set(
        "hostRead",
        Func::from(move |path: String| {
            let answer = read(&path);
            if !answer.reusable {
                reusable.store(false, Ordering::Relaxed);
            }
            vec![answer.status.to_string(), answer.body]
        }),
    )?;
    globals.set(
        "hostLog",
        Func::from(|message: String| tracing::warn!(target: "guide::render", "{message}")),
    )?;
    Ok(())
}

/// Runs the engine's jobs, then its timers, until `promise` settles.
fn run_until_settled<'js, T: rquickjs::FromJs<'js>>(
    ctx: &Ctx<'js>,
    promise: &Promise<'js>,
) -> anyhow::Result<T> {
    loop {
        if let Some(result) = promise.result::<T>() {
            return result.catch(ctx).map_err(|e| anyhow!("{e}"));
        }
        if ctx.execute_pending_job() {
            continue;
        }
        // (Defined by the script itself, once it has loaded.)
        let next_timer: Option<Function> = ctx.globals().get("hostNextTimer").ok();
        let ran = match next_timer {
            Some(next) => next.call(()).catch(ctx).map_err(|e| anyhow!("{e}"))?,
            None => false,
        };
        if !ran {
            bail!("it waits for something that never comes");
        }
    }
}

fn js_error(ctx: &Ctx<'_>, error: rquickjs::Error) -> anyhow::Error {
    match error {
        rquickjs::Error::Exception => anyhow!(
            "{}",
            ctx.catch()
                .as_exception()
                .map_or_else(|| "an exception".to_string(), |e| e.to_string())
        ),
        other => anyhow!(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use guide_core::pages::reads::Read;

    #[test]
    fn a_render_is_given_its_routes_reads_by_the_names_the_app_knows() {
        assert_eq!(
            declared_reads("/es/events/7-the-nutcracker?from=home"),
            ["Site", "EventPage"]
        );
        assert_eq!(declared_reads("/search?q=jazz"), ["Site", "Search"]);
        // The 404 page's layout names the site.
        assert_eq!(declared_reads("/nowhere"), ["Site"]);
        // The names are the app's (`Read` in TypeScript, by serde).
        for read in Read::ALL {
            assert_eq!(
                serde_json::to_value(read).unwrap(),
                serde_json::Value::String(format!("{read:?}"))
            );
        }
    }
}
