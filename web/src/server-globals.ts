// What a browser (or Node) gives the app and the server's JavaScript engine
// (QuickJS, server/src/web/render.rs) does not. Imported first by
// `server-render.tsx`, before any module of the app runs: maintained
// polyfills (URL, `Intl`'s missing parts, UTF-8's encoder, which React's
// server renderer makes when it loads, and `AbortController`, which TanStack
// Query gives each read), then what only the server can give: its answer
// to a read of its API, its log, and a job queue for timers.
import 'core-js/actual/url';
import 'core-js/actual/url-search-params';
import 'fast-text-encoding';
import 'abortcontroller-polyfill/dist/abortcontroller-polyfill-only';
import './server-intl';

declare global {
  /** The server's answer to `GET path` on its own API: status and body. */
  function hostRead(path: string): [string, string];
  /** Into the server's log. */
  function hostLog(message: string): void;
  /** Called by the engine when it has no job left to run: wakes what
   * waits for that, else runs the next timer. False when neither is left. */
  function hostNextTimer(): boolean;
}

const log = (...parts: unknown[]) => hostLog(parts.map((p) => (p instanceof Error ? `${p.message}\n${p.stack ?? ''}` : String(p))).join(' '));

Object.assign(globalThis, {
  // What the app and React report goes to the server's log; debug output
  // does not.
  console: { error: log, warn: log, info: () => {}, log: () => {}, debug: () => {} },
});

// Timers: kept in order and run by the engine's loop when it has nothing
// else to do, as a browser's event loop would. Nothing here waits for real
// time: a render never sleeps.
type Timer = { id: number; at: number; run: () => void };
let timers: Timer[] = [];
let lastId = 0;
let clock = 0;

function setTimer(handler: TimerHandler, delay = 0, ...args: unknown[]): number {
  const id = ++lastId;
  const run = typeof handler === 'function' ? () => (handler as (...a: unknown[]) => void)(...args) : () => {};
  timers.push({ id, at: clock + Math.max(0, Number(delay) || 0), run });
  timers.sort((a, b) => a.at - b.at || a.id - b.id);
  return id;
}

function clearTimer(id?: number) {
  timers = timers.filter((t) => t.id !== id);
}

let idle: (() => void)[] = [];

/** Settles once every job queued so far has run (a lazily loaded module, a
 * read's answer), before any timer: the timers the app sets (a cache's
 * clean-up) never run during a render. */
export function whenIdle(): Promise<void> {
  return new Promise((wake) => idle.push(wake));
}

/** Forgets what an earlier render left waiting. */
export function forgetTimers() {
  timers = [];
  idle = [];
}

Object.assign(globalThis, {
  setTimeout: setTimer,
  clearTimeout: clearTimer,
  // Repeating timers (a clock on screen) never matter to a render: they
  // are kept as single ones.
  setInterval: setTimer,
  clearInterval: clearTimer,
  hostNextTimer: () => {
    if (idle.length > 0) {
      for (const wake of idle.splice(0)) wake();
      return true;
    }
    const next = timers.shift();
    if (!next) return false;
    clock = next.at;
    next.run();
    return true;
  },
});

/** `fetch` for the app's reads of the public API, answered by the server
 * itself. Only what the app's API client uses of a response is here. */
function serverFetch(input: RequestInfo | URL): Promise<Response> {
  const path = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
  const [code, body] = hostRead(path);
  const status = Number(code);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    // No date: the page is not the device's saved copy of the guide.
    headers: { get: () => null },
    text: () => Promise.resolve(body),
    json: () => Promise.resolve(JSON.parse(body) as unknown),
  };
  return Promise.resolve(response as unknown as Response);
}

Object.assign(globalThis, { fetch: serverFetch });
