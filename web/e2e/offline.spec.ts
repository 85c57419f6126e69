import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { card, outboxMessages, seedFavorites, toasts } from './support';

const DATA_DIR = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';

/** How many messages the server's outbox wrote to `address`. */
async function messagesTo(address: string): Promise<number> {
  return (await outboxMessages(DATA_DIR)).filter((text) => text.includes(address)).length;
}

// The guide on the device: the service worker lets it open, browse and
// filter offline. These specs let the worker run (the others block it).
test.use({ serviceWorkers: 'allow' });
// One of them deploys a new build into the shared server's dist folder.
test.describe.configure({ mode: 'serial' });

/** Waits for the service worker to control the page, then reloads so that
 * the page's reads go through it (and are saved). */
async function installed(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const titles = (page: Page) => page.locator('main article h3').allTextContents();

async function cardsFor(page: Page, choose: () => Promise<void>) {
  await choose();
  // The list settles: no skeletons, and the same titles twice in a row.
  let previous: string[] | null = null;
  await expect
    .poll(
      async () => {
        if ((await page.getByTestId('card-skeleton').count()) > 0) return false;
        const now = await titles(page);
        const same = JSON.stringify(now) === JSON.stringify(previous);
        previous = now;
        return same;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return previous ?? [];
}

test('events filter the same offline as online, after a reload without a network', async ({ page, context }) => {
  await installed(page, '/events');
  await expect(page.locator('main article').first()).toBeVisible();
  const category = page.getByLabel('Category');
  const venue = page.getByLabel('Venue');
  const dates = page.getByLabel('Date', { exact: true });
  const venueNames = (await venue.locator('option').allTextContents()).slice(1, 3);
  const choices: [string, () => Promise<void>][] = [
    ['all', async () => {}],
    ['Opera', async () => void (await category.selectOption('Opera'))],
    ['Ballet', async () => void (await category.selectOption('Ballet'))],
    ...venueNames.map((name): [string, () => Promise<void>] => [name, async () => void (await venue.selectOption({ label: name }))]),
    ['this month', async () => void (await dates.selectOption({ label: 'This Month' }))],
    ['this season', async () => void (await dates.selectOption({ label: 'This Season' }))],
  ];
  const reset = async () => {
    await category.selectOption({ index: 0 });
    await venue.selectOption({ index: 0 });
    await dates.selectOption({ label: 'All Dates' });
  };
  const online: Record<string, string[]> = {};
  for (const [name, choose] of choices) {
    await reset();
    online[name] = await cardsFor(page, choose);
  }
  expect(online.all.length).toBeGreaterThan(5);
  expect(online.Opera.length).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
  await expect(page.getByText(/^Offline — showing the guide as of /)).toBeVisible();
  for (const [name, choose] of choices) {
    await reset();
    expect(await cardsFor(page, choose), name).toEqual(online[name]);
  }
  // The custom range is core's rule on the device too.
  await reset();
  await dates.selectOption({ label: 'Custom Dates' });
  await expect(page.getByText('Select Custom Date Range')).toBeVisible();
});

/** The reads the guide saves on the device after a first visit. */
const GUIDE_READS = ['/api/site', '/api/areas', '/api/landmarks', '/api/events/home', '/api/activities', '/api/restaurants', '/api/events'];

/** A first visit to `path` only, left until the service worker has
 * saved the whole public guide. */
async function firstVisit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      page.evaluate(
        async (reads) => (await Promise.all(reads.map((read) => caches.match(read)))).filter(Boolean).length,
        GUIDE_READS,
      ),
    )
    .toBe(GUIDE_READS.length);
  // And every part of the page's language's catalog (the browser's eight).
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('guide-catalogs')).keys()).length)).toBeGreaterThanOrEqual(8);
}

/** What no offline screen may say of data it simply lacks. */
async function expectNoFalseAbsence(page: Page) {
  await expect(page.locator('main')).not.toContainText(/404|Page Not Found|No (events|activities|restaurants) found|Searching…/);
}

test('after one visit to / only, every public screen and item page opens offline with its content', async ({ page, context }) => {
  await firstVisit(page, '/');
  await context.setOffline(true);
  const offline = await context.newPage();
  for (const [path, heading] of [
    ['/', null],
    ['/events', 'All Events'],
    ['/activities', 'Activities'],
    ['/venues', 'Activities'],
    ['/restaurants', 'Dining'],
    ['/restaurants?view=area', 'Dining'],
    ['/search?q=jazz', 'Search'],
    ['/weather', 'Best Time to Visit'],
    ['/plan-visit', 'Plan Your Visit'],
    ['/suggest', 'What Should We Add?'],
    ['/collections', 'Ideas for your day'],
  ] as const) {
    await offline.goto(path);
    await expect(offline.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
    await expectNoFalseAbsence(offline);
  }
  // The lists and Home show their cards; search finds from the device.
  for (const path of ['/', '/events', '/activities', '/restaurants']) {
    await offline.goto(path);
    await expect(offline.locator('main article').first()).toBeVisible();
    await expect(offline.getByText(NOT_SAVED)).toHaveCount(0);
  }
  await offline.goto('/search?q=jazz');
  await expect(offline.getByRole('link', { name: /Jazz at Holley Hall/ })).toBeVisible();
  // An item page of each kind, never opened, from its list's card.
  for (const list of ['/events', '/activities', '/restaurants']) {
    await offline.goto(list);
    const title = offline.locator('main article h3 a').first();
    const name = (await title.textContent())!.trim();
    await title.click();
    await expect(offline.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoFalseAbsence(offline);
  }
  await context.setOffline(false);
});

const NOT_SAVED = 'This isn’t saved on this device yet — connect to see it.';

test("offline, a page the device does not have says so, never 'not found'", async ({ page, context }) => {
  await firstVisit(page, '/');
  await context.setOffline(true);
  // The saved lists gone (a device that cleared them, or never had them),
  // from the worker's caches and the browser's; the app's code and its
  // language's words stay.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) if (!name.includes('precache') && name !== 'guide-catalogs') await caches.delete(name);
  });
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  const offline = await context.newPage();
  for (const path of ['/events', '/activities', '/restaurants', '/events/1-x', '/activities/1-x', '/restaurants/1-x']) {
    await offline.goto(path);
    await expect(offline.getByText(NOT_SAVED), path).toBeVisible();
    await expectNoFalseAbsence(offline);
  }
  await offline.goto('/');
  await expect(offline.getByText(NOT_SAVED)).toHaveCount(3);
  await offline.goto('/search?q=jazz');
  await expect(offline.getByText('Search needs the guide on this device, and it isn’t saved here yet — connect to search.')).toBeVisible();
  await expectNoFalseAbsence(offline);
  await context.setOffline(false);
});

test('a collection seen once opens offline with its places; one never seen says it is not on the device', async ({ page, context }) => {
  await installed(page, '/collections/dog-friendly');
  await expect(page.getByRole('heading', { name: 'The Legacy Trail' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dog-friendly' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The Legacy Trail' })).toBeVisible();
  await page.getByRole('region', { name: 'More ideas' }).getByRole('link', { name: /^Step-free/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Step-free' })).toBeVisible();
  await expect(page.getByText(NOT_SAVED)).toBeVisible();
  await expectNoFalseAbsence(page);
  await context.setOffline(false);
});

test("an event's page, never opened, opens offline from the device's copy of the list", async ({ page, context }) => {
  await installed(page, '/events');
  // The events page's worker has read the full list, and the service worker saved it.
  await expect
    .poll(() => page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => !!(await (await caches.open(name)).match('/api/events'))))).some(Boolean)))
    .toBe(true);
  const first = page.locator('main article').first();
  const title = (await first.locator('h3').textContent())!.trim();
  const href = (await first.locator('h3 a').getAttribute('href'))!;
  await context.setOffline(true);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('an event goes into a calendar offline: the calendar code is on the device', async ({ page, context }) => {
  await installed(page, '/events');
  // An event of one day (a run first asks which day: e2e/calendar.spec.ts).
  const button = card(page, 'Sarasota Farmers Market').first().getByRole('button', { name: 'Add Sarasota Farmers Market to calendar' });
  await expect(button).toBeVisible();
  await context.setOffline(true);
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain('BEGIN:VEVENT');
});

test('the Area View map seen once shows offline, its tiles kept on the device', async ({ page, context }) => {
  await installed(page, '/restaurants?view=area');
  const map = page.getByTestId('area-map');
  const tiles = map.locator('img.leaflet-tile');
  // Every tile of the view has arrived (through the worker, which keeps them).
  await expect(tiles.first()).toBeVisible();
  await expect(map.locator('img.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0);
  const seen = await tiles.count();
  expect(seen).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect(map.locator('img.leaflet-tile-loaded')).toHaveCount(seen);
  await context.setOffline(false);
});

test('the dashboard and admin data are never saved on the device', async ({ page, context }) => {
  await installed(page, '/');
  const status = await page.evaluate(async () => (await fetch('/api/admin/status', { credentials: 'include' })).status);
  expect(status).toBe(401);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/api\/login/);
  await page.goto('/');
  const cached = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
  // The worker stores a read after answering it: wait until Home's are in.
  await expect.poll(async () => (await cached()).some((url) => url.includes('/api/events'))).toBe(true);
  const saved = await cached();
  expect(saved.some((url) => url.includes('/assets/shell-'))).toBe(true);
  expect(saved.filter((url) => /\/api\/(admin|login)|\/assets\/Admin-|guide_core_wasm_admin/.test(url))).toEqual([]);
  await context.setOffline(true);
  const offline = await page.evaluate(() => fetch('/api/admin/status').then(() => 'answered', () => 'failed'));
  expect(offline).toBe('failed');
});

test('a new deployment offers a reload instead of changing the open page', async ({ page }) => {
  await installed(page, '/');
  await expect(page.getByText('A new version is available')).toHaveCount(0);
  const sw = 'dist/sw.js';
  const buildA = await readFile(sw, 'utf8');
  try {
    await writeFile(sw, `${buildA}\n// build B\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByText('A new version is available')).toBeVisible();
    const controllerChanged = page.evaluate(
      () => new Promise<boolean>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true))),
    );
    await page.getByRole('button', { name: 'Reload' }).click();
    expect(await controllerChanged).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover the Magic!' })).toBeVisible();
    await expect(page.getByText('A new version is available')).toHaveCount(0);
  } finally {
    await writeFile(sw, buildA);
  }
});

test('the app can be installed: a manifest with icons that exist', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href ?? '')).json();
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', short_name: 'Sarasota' });
  for (const icon of manifest.icons as { src: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('a plan sent offline waits on the device, survives a reload, and is delivered once', async ({ page, context }) => {
  const event = ((await (await page.request.get('/api/events')).json()) as { id: number; title: string }[])[0];
  await seedFavorites(page, [{ id: event.id, name: event.title, type: 'event', details: null, address: null, phone: null, website: null }]);
  await installed(page, '/plan-visit');
  await expect(page.getByRole('heading', { name: 'Selected Items (1)' })).toBeVisible();
  const address = `offline-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Email My Favorites' }).click();
  const form = page.locator('#plan-to-self');
  await form.getByLabel('Email Address(es)').fill(address);
  await form.getByRole('button', { name: 'Send to My Email' }).click();
  await expect(toasts(page)).toContainText('Saved — it will be sent when you are back online');
  await expect(form).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Selected Items (1)' })).toBeVisible();
  expect(await messagesTo(address)).toBe(0);

  await context.setOffline(false);
  await expect(toasts(page)).toContainText('Your beautifully formatted visit plan has been sent to your email!');
  await expect.poll(() => messagesTo(address), { timeout: 15_000 }).toBe(1);
  // A second tab and another return of the network send nothing more.
  const other = await context.newPage();
  let sends = 0;
  context.on('request', (r) => void (r.url().endsWith('/api/send-visit-plan-self') && (sends += 1)));
  await other.goto('/plan-visit');
  await context.setOffline(true);
  await context.setOffline(false);
  // Each tab's flush holds the outbox's lock while it sends: the lock,
  // granted after them, says they are over.
  for (const tab of [page, other]) await tab.evaluate(() => navigator.locks.request('guide-outbox', () => {}));
  expect(sends).toBe(0);
  expect(await messagesTo(address)).toBe(1);
});

test('a repeat visit renders / with nothing on its critical path from the network', async ({ page }) => {
  await installed(page, '/');
  const critical: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const wasm = response.url().endsWith('.wasm');
    if (['document', 'script', 'stylesheet'].includes(type) || wasm) {
      critical.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
    }
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover the Magic!' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="upcoming-events"] article')).toHaveCount(6);
  expect(critical.some((r) => r.url.endsWith('.wasm'))).toBe(true);
  expect(critical.filter((r) => !r.fromWorker)).toEqual([]);
});

test("the search answers offline from the device's own index, built in its worker", async ({ page, context }) => {
  await installed(page, '/search?q=jazz');
  await expect(page.getByRole('link', { name: /Jazz at Holley Hall/ })).toBeVisible();
  // The device's search reads the three lists once the page is the app's.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.reload();
  const box = page.getByRole('combobox', { name: 'Search the guide' });
  await box.fill('nutcraker');
  await expect(page.getByRole('link', { name: /The Nutcracker/ }).first()).toBeVisible();
  await box.fill('selby');
  await expect(page.getByRole('heading', { name: 'Activities', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Selby/ }).first()).toBeVisible();
  await context.setOffline(false);
});

test("the device keeps the page's language's words, and only them, for every screen offline", async ({ page, context }) => {
  const catalogs: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/catalogs/')) catalogs.push(path.split('/').pop()!);
  });
  // (A visitor who chose Spanish: the browser's English is not offered.)
  await page.addInitScript(() => localStorage.setItem('guide-language', 'es'));
  await installed(page, '/es/');
  // Every part of the Spanish catalog is read once the worker controls
  // the page; no other language's.
  await expect.poll(() => catalogs.filter((file) => file.startsWith('es-plan-')).length).toBeGreaterThan(0);
  expect(catalogs.filter((file) => !file.startsWith('es-'))).toEqual([]);

  await context.setOffline(true);
  // Screens never opened online, rendered in Spanish from the device.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Dónde comer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dónde comer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Por zonas' }).or(page.getByRole('radio', { name: 'Por zonas' })).first()).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mis favoritos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planifica tu visita' })).toBeVisible();
  await context.setOffline(false);
});
