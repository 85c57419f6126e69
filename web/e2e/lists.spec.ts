import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { appOwns, clickSettled } from './support';

// The events list a screen at a time: 24 cards, "Show more" adds 24 with
// focus on the first new one, Back comes back to as many and to the same
// place, at the demo's size and with 10,000 more events.

const cards = (page: Page) => page.locator('main article');

async function shows(page: Page, count: number, total: number) {
  await expect(cards(page)).toHaveCount(count);
  const words = count < total ? `${count} of ${total.toLocaleString('en-US')} events` : `${total} events`;
  await expect(page.getByTestId('result-count')).toHaveText(words);
}

/** Shows more, then opens the `nth` card's page and comes Back to the list. */
async function moreThenBack(page: Page, total: number) {
  await shows(page, 24, total);
  // Before the app has the page, the link is a plain one: the server renders
  // the longer list, and focus stays at the top of a new page.
  await appOwns(page);
  await clickSettled(page.getByRole('link', { name: 'Show more events' }));
  const after = Math.min(48, total);
  await shows(page, after, total);
  await expect(page).toHaveURL(/[?&]shown=48\b/);
  // Focus goes on to the first new card, where a keyboard continues.
  const firstNew = cards(page).nth(24);
  await expect(firstNew.locator('h3 a[href]')).toBeFocused();

  const target = cards(page).nth(after - 2);
  const title = (await target.locator('h3').textContent())!.trim();
  await target.locator('h3 a').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await target.locator('h3 a').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await shows(page, after, total);
  await expect(cards(page).nth(after - 2).locator('h3')).toHaveText(title);
  // The same place: the card the visitor opened is on screen again.
  await expect(cards(page).nth(after - 2)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
}

test('the events list shows a screen at a time; Back keeps how many and where', async ({ page }) => {
  const { total } = (await (await page.request.get('/api/events/page')).json()) as { total: number };
  expect(total).toBeGreaterThan(24);
  await page.goto('/events');
  await moreThenBack(page, total);
});

test('a filter starts the list at its first screen again', async ({ page }) => {
  await page.goto('/events?shown=48');
  const { total } = (await (await page.request.get('/api/events/page')).json()) as { total: number };
  await expect(cards(page)).toHaveCount(Math.min(48, total));
  await page.getByLabel('Category').selectOption('Ballet');
  await expect(page).not.toHaveURL(/shown=/);
  const ballet = (await (await page.request.get('/api/events/page?category=Ballet')).json()) as { total: number };
  await expect(cards(page)).toHaveCount(Math.min(24, ballet.total));
});

// ---- 10,000 more events, in a guide of their own ----

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

test.describe('with 10,000 more events', () => {
  test.describe.configure({ mode: 'serial' });
  let guide: ChildProcess;
  let base = '';
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(tmpdir(), 'guide-10k-'));
    const env = { ...process.env, GUIDE_DATA_DIR: dataDir, GUIDE_WEB_DIR: 'dist', RUST_LOG: 'warn' };
    const seeded = spawnSync('../target/debug/guide', ['seed', '--load-test-events', '10000'], { env, encoding: 'utf8' });
    expect(seeded.status, seeded.stderr).toBe(0);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    guide = spawn('../target/debug/guide', ['serve'], { env: { ...env, GUIDE_BIND: `127.0.0.1:${port}` }, stdio: 'ignore' });
    await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.ok ?? false, { timeout: 60_000 }).toBe(true);
  });

  test.afterAll(() => {
    guide?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the first view is one screen; Show more and Back work as with a few', async ({ page }) => {
    const first = await page.request.get(`${base}/api/events/page`);
    const { total, events } = (await first.json()) as { total: number; events: unknown[] };
    expect(total).toBeGreaterThan(10_000);
    expect(events).toHaveLength(24);
    await page.goto(`${base}/events`);
    await moreThenBack(page, total);
  });

  test('offline, the device filters its full copy of every event', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${base}/events`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    // The device's copy is loaded (and saved by the service worker).
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.keys()).reduce(async (found, name) => (await found) || !!(await (await caches.open(name)).match('/api/events')), Promise.resolve(false)))))
      .toBe(true);
    const ballet = (await (await page.request.get(`${base}/api/events/page?category=Ballet`)).json()) as { total: number; events: { title: string }[] };
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/^Offline — showing the guide as of /)).toBeVisible();
    await page.getByLabel('Category').selectOption('Ballet');
    await shows(page, 24, ballet.total);
    await expect(cards(page).locator('h3')).toHaveText(ballet.events.map((e) => e.title));
    await context.close();
  });
});
