import { defineConfig, devices } from '@playwright/test';

// scripts/test passes a free port and a throwaway data directory; the server
// is the real binary with its own SQLite database and the demo content.
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
// The map's tiles and the pages followed sources read come from a fixture
// server of their own (e2e/fixture-server.mjs).
const fixturePort = Number(process.env.E2E_FIXTURE_PORT ?? port + 1);
export const FIXTURE_SERVER = `http://127.0.0.1:${fixturePort}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // CI's 2 cores run the server, two browsers and the tests at once: give
  // slow steps room, and let a test that failed once prove itself again
  // (Playwright still lists it as flaky).
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // The ten slowest spec files, with their times, at the end of the run:
  // a spec that grows slower shows in the run that made it so.
  reportSlowTests: { max: 10, threshold: 0 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (actions, network, console) and a
    // screenshot of where it stopped. The trace's DOM snapshots and
    // screencast of every action cost a third of the run's time
    // (2026-12-06, five specs: 76 s with them, 58 s without), so they are
    // not recorded.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // The service worker answers from its caches, out of reach of
    // page.route(); only the offline specs let it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // phone.spec measures a phone's screen only; add-event.spec is an
    // organizer's flow on a phone (#73), the same at any width.
    { name: 'desktop', testIgnore: /(phone|add-event)\.spec\.ts/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Every flow runs at 1280 px; at 375 px the specs whose layout differs
    // on a phone (menu and chrome, the Area View, axe on every screen, the
    // plan, its calendar and its sharing, tap targets and card heights),
    // less their tests tagged '@any-width' (answers, errors and redirects
    // that no width changes), so CI's two cores are not spent repeating
    // width-independent flows. server-render.spec checks a phone's paint
    // in its own 375 px block. hydration.spec runs at 1280 px only: no
    // component reads the width or touch while it renders (the styles lay
    // the page out), so the server's page and the app's first render are
    // the same at both widths; a component that comes to read them during
    // render gets its spec in this list.
    {
      name: 'mobile',
      testMatch: /(accessibility|add-event|calendar|chrome|foundation|dining|admin-layout|admin-merge|admin-suggestion-added|admin-today|admin-unsaved|item-pages|languages|phone|plan-visit|series|share|trip-planner)\.spec\.ts/,
      grepInvert: /@any-width/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: `node e2e/fixture-server.mjs ${fixturePort}`,
      url: `${FIXTURE_SERVER}/healthz`,
      reuseExistingServer: false,
    },
    {
      command: '../target/debug/guide serve',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        GUIDE_BIND: `127.0.0.1:${port}`,
        // The address its e-mailed links name (the tests open them).
        GUIDE_PUBLIC_URL: `http://127.0.0.1:${port}`,
        GUIDE_DATA_DIR: dataDir,
        GUIDE_WEB_DIR: 'dist',
        GUIDE_MAP_TILE_URL: `${FIXTURE_SERVER}/tiles/{z}/{x}/{y}.png`,
        GUIDE_FORECAST_URL: `${FIXTURE_SERVER}/weather`,
        GUIDE_ROUTING_URL: `${FIXTURE_SERVER}/osrm`,
        // The one private address the guide may read: the fixture pages.
        GUIDE_FETCH_ALLOW_PRIVATE: `127.0.0.1:${fixturePort}`,
        // The partner's site that may frame the events (e2e/embed.spec.ts);
        // the same pages at http://localhost:<port> are another site.
        GUIDE_EMBED_ORIGINS: FIXTURE_SERVER,
        RUST_LOG: 'warn',
      },
    },
  ],
});
