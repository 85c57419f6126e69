// Plan by Day (/plan-visit/days) with a full trip: 30 saved places over 5
// days, 6 a day, as the device keeps them (My Favorites, the trip, the plan
// cookie). Issue 72's targets: Lighthouse >= 95 on the phone profile, and
// INP <= 100 ms while dragging.
// Usage: node bench/trip-page.mjs BASE_URL RUNS
// - Lighthouse (its mobile preset, CPU slowed LIGHTHOUSE_CPU_SLOWDOWN times)
//   on a first visit by a device that has the trip: a new browser profile
//   each run, its storage written before Lighthouse opens the page (the
//   storage reset is off so that it stays; nothing of the app is cached);
// - on the phone profile (phone.mjs), the interactions of dragging: a stop
//   dragged below the next one by the pointer, then one moved with the
//   keyboard (Space, arrow down, Space), each a replanning of the day by
//   core's WASM; their worst time to the next paint (INP, Event Timing).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CPU_SLOWDOWN, launch, median, phonePage } from './phone.mjs';

const [base, runsArg = '3'] = process.argv.slice(2);
const runs = Number(runsArg);
const LIGHTHOUSE = process.env.LIGHTHOUSE_DIR ?? join(process.env.HOME ?? '', '.cache/guide-bench/lighthouse');
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DAYS = 5;
const PER_DAY = 6;

/** The city's `YYYY-MM-DD`, `days` from today. */
function cityDay(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** What the device keeps: 30 of the guide's places on the map, saved as the
 * cards save them, on 5 days from tomorrow. */
async function deviceStorage() {
  const read = async (kind) => (await (await fetch(`${base}/api/${kind}`)).json()).filter((item) => item.latitude !== null);
  const places = [...(await read('activities')).map((item) => ({ item, type: 'activity' })), ...(await read('restaurants')).map((item) => ({ item, type: 'restaurant' }))];
  if (places.length < DAYS * PER_DAY) throw new Error(`the guide has ${places.length} places on the map, not ${DAYS * PER_DAY}`);
  const chosen = places.slice(0, DAYS * PER_DAY);
  const items = chosen.map(({ item, type }) => ({ id: item.id, name: item.name, type, details: item.description, address: null, phone: null, website: item.website }));
  const trip = {
    first: cityDay(1),
    last: cityDay(DAYS),
    placed: chosen.map(({ item, type }, i) => ({ type, id: item.id, date: cityDay(1 + Math.floor(i / PER_DAY)) })),
    orders: [],
  };
  return {
    'visit-plan-storage-v4': JSON.stringify({ state: { items }, version: 0 }),
    'visit-trip-v1': JSON.stringify(trip),
  };
}

const storage = await deviceStorage();
const seed = (values) => {
  for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  document.cookie = `guide-plan=saved; Path=/; Max-Age=31536000; SameSite=Lax`;
};

/** A new browser profile holding the trip, written from a page of the
 * same origin that loads nothing of the app. */
async function seededProfile() {
  const dir = await mkdtemp(join(tmpdir(), 'guide-trip-page-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await context.newPage();
  await page.goto(`${base}/healthz`);
  await page.evaluate(seed, storage);
  await context.close();
  return dir;
}

const { default: lighthouse } = await import(join(LIGHTHOUSE, 'node_modules/lighthouse/core/index.js'));
const { launch: launchChrome } = await import(join(LIGHTHOUSE, 'node_modules/chrome-launcher/dist/index.js'));

const reports = [];
for (let run = 0; run < runs; run++) {
  const profile = await seededProfile();
  const chrome = await launchChrome({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS, userDataDir: profile });
  try {
    const result = await lighthouse(`${base}/plan-visit/days`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
      throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
    });
    reports.push(result.lhr);
    // BENCH_REPORT_DIR keeps each run's report (what the largest paint
    // was, which tasks blocked).
    if (process.env.BENCH_REPORT_DIR) await writeFile(join(process.env.BENCH_REPORT_DIR, `trip-page-${run + 1}.json`), JSON.stringify(result.lhr));
  } finally {
    chrome.kill();
    await rm(profile, { recursive: true, force: true });
  }
}
const score = (lhr, category) => Math.round((lhr.categories[category].score ?? 0) * 100);
const audit = (lhr, id) => lhr.audits[id].numericValue;
console.log(`Lighthouse on /plan-visit/days, ${DAYS * PER_DAY} stops over ${DAYS} days, CPU ${CPU_SLOWDOWN}x, medians of ${runs}:`);
console.log(
  `  performance ${median(reports.map((r) => score(r, 'performance')))}, accessibility ${median(reports.map((r) => score(r, 'accessibility')))}, best practices ${median(reports.map((r) => score(r, 'best-practices')))}` +
    `; FCP ${(median(reports.map((r) => audit(r, 'first-contentful-paint'))) / 1000).toFixed(2)} s, LCP ${(median(reports.map((r) => audit(r, 'largest-contentful-paint'))) / 1000).toFixed(2)} s` +
    `, TBT ${Math.round(median(reports.map((r) => audit(r, 'total-blocking-time'))))} ms, CLS ${median(reports.map((r) => audit(r, 'cumulative-layout-shift'))).toFixed(3)}`,
);
const runIndex = reports.map((r) => r.environment.benchmarkIndex);
console.log(`  benchmarkIndex ${Math.round(Math.min(...runIndex))}-${Math.round(Math.max(...runIndex))}`);

// In the page: interactions as the browser reports them.
const observe = () => {
  window.interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** The worst interaction's time to the next paint since `from` entries. */
const worstSince = (from) => window.interactions.slice(from).reduce((worst, entry) => Math.max(worst, entry.duration), 0);

if (process.env.BENCH_ONLY === 'lighthouse') process.exit(0);
const browser = await launch();
const pointer = [];
const keyboard = [];
try {
  for (let run = 0; run < runs; run++) {
    const { context, page } = await phonePage(browser);
    await page.addInitScript(seed, storage);
    await page.addInitScript(observe);
    await page.goto(`${base}/plan-visit/days`);
    const day = page.locator(`[data-testid="trip-day"][data-date="${cityDay(1)}"]`);
    const stops = day.getByTestId('trip-stop');
    await stops.nth(PER_DAY - 1).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);

    // The first stop dragged by its handle below the second (both on
    // screen, clear of the header).
    await stops.nth(0).evaluate((stop) => stop.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(500);
    let seen = await page.evaluate(() => window.interactions.length);
    const handle = (await stops.nth(0).getByTestId('drag-handle').boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const target = (await stops.nth(1).boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const [x, y] = [handle.x + handle.width / 2, handle.y + handle.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 4, y + 12, { steps: 4 });
    await page.mouse.move(x, target.y + target.height * 0.75, { steps: 12 });
    const first = await stops.nth(0).locator(':is(h3, h4) a').textContent();
    await page.mouse.up();
    // Core's plan of the day in the visitor's order, shown.
    await stops.nth(0).locator(':is(h3, h4) a').filter({ hasNotText: first ?? '' }).waitFor();
    await page.waitForTimeout(1000);
    pointer.push(await page.evaluate(worstSince, seen));

    // The third stop moved down one by the keyboard.
    seen = await page.evaluate(() => window.interactions.length);
    await stops.nth(2).getByTestId('drag-handle').focus();
    for (const key of ['Space', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(400);
    }
    await page.waitForTimeout(1000);
    keyboard.push(await page.evaluate(worstSince, seen));
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`Dragging on the phone profile, INP (worst interaction) medians of ${runs}: pointer ${Math.round(median(pointer))} ms, keyboard ${Math.round(median(keyboard))} ms`);
