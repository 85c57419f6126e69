import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Where the browser keeps the plan (spec sections 4 and 9). */
export const STORAGE_KEY = 'visit-plan-storage-v4';

/** The seeded site: `/api/site` with no configuration. */
export const CURATOR = 'Marisa';

/** A card of a list, found by its title. */
export function card(page: Page, title: string) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Unfolds a list's filters where a phone folds them behind 'Filters'. */
export async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  // The bar is rendered: the toggle on a phone, the menus on a wider screen.
  await expect(toggle.or(page.getByRole('main').locator('select')).first()).toBeVisible();
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** The visible toasts (Radix renders them as list items of the F8 region).
 * While a modal dialog is open the region is hidden from the accessibility
 * tree (Radix announces each toast through a live region of its own), so
 * hidden regions count too; `toBeVisible` still checks what is on screen. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true }).locator('li');
}

/** The page's visible links, buttons and fields that the shown toast hides
 * (as the 44 px check finds them), its own left out. What scrolled under
 * the sticky header is hidden by the header, toast or not: only what the
 * toast overlaps outside the header's band counts, and the header's own
 * controls wherever they are. */
export async function controlsUnderToast(page: Page): Promise<string[]> {
  await expect(toasts(page)).toBeVisible();
  return toasts(page).evaluate((toast) => {
    const over = toast.getBoundingClientRect();
    const header = toast.closest('header');
    const band = header?.getBoundingClientRect();
    const covered: string[] = [];
    for (const element of document.querySelectorAll('a[href], button, input, select, textarea, summary')) {
      if (toast.contains(element) || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const top = Math.max(box.top, over.top);
      const bottom = Math.min(box.bottom, over.bottom);
      const meets = Math.min(box.right, over.right) > Math.max(box.left, over.left) && bottom > top;
      const beyondBand = !band || header?.contains(element) || top < band.top || bottom > band.bottom;
      if (meets && beyondBand) covered.push(`${element.tagName.toLowerCase()} '${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}'`);
    }
    return covered;
  });
}

/** `YYYY-MM-DD`, `days` from today in the city's calendar (America/New_York, as the guide counts days). */
export function isoDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Saved items in the stored format, written before the app starts (once: a reload keeps what the app stored). */
export async function seedFavorites(page: Page, items: object[]) {
  await page.addInitScript(
    ({ key, value }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    { key: STORAGE_KEY, value: JSON.stringify({ state: { items }, version: 0 }) },
  );
}

/** The trip as the device keeps it (core's `visit-trip-v1`), before the
 * first page loads: its days, and what is placed on which day (at an hour
 * in minutes past midnight, or whenever). */
export async function seedTrip(page: Page, trip: { first: string; last: string; placed?: { type: string; id: number; date: string; at?: number }[] }) {
  await page.addInitScript(
    ({ value }) => {
      if (window.localStorage.getItem('visit-trip-v1') === null) window.localStorage.setItem('visit-trip-v1', value);
    },
    { value: JSON.stringify({ placed: [], orders: [], ...trip }) },
  );
}

export const SAVED_EVENT = {
  id: 9001,
  name: 'Seeded Gala Night',
  type: 'event',
  details: 'An evening of music by the bay.',
  address: '777 N Tamiami Trl, Sarasota, FL 34236',
  phone: null,
  website: 'https://venue.example.org',
  venue: 'Van Wezel Performing Arts Hall',
  date: 'Saturday, December 5, 2026',
  time: '7:30 PM',
  ticket_url: 'https://tickets.example.org/gala',
  category: 'Other',
  ticketPrice: '$50',
};

export const SAVED_RESTAURANT = {
  id: 9002,
  name: 'Seeded Fish House',
  type: 'restaurant',
  details: 'Fresh catch on the water.',
  address: '1 Bay St, Sarasota, FL 34236',
  phone: '9415551234',
  website: 'https://fish.example.org',
  rating: 8.7,
  priceRange: '$$',
  cuisine: 'Seafood',
};

export const SAVED_ACTIVITY = {
  id: 9003,
  name: 'Seeded Kayak Tour',
  type: 'activity',
  details: 'Paddle through the mangroves.',
  address: null,
  phone: null,
  website: 'https://kayak.example.org',
  capacity: 12,
  venueType: 'Tour',
};

/** No serious or critical axe-core violation on the page as it is now.
 * A frame sandboxed without scripts (the dashboard's preview of an
 * e-mail, markup for mail clients) is left out: axe cannot run in it. */
/** No serious or critical axe finding on the page, or only within
 * `within` (a CSS selector): what a step added (a dialog, a tab's panel)
 * once the page around it has been checked. */
export async function expectNoSeriousViolations(page: Page, within?: string) {
  const axe = new AxeBuilder({ page }).exclude('iframe[sandbox=""]');
  if (within) axe.include(within);
  const results = await axe.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A 1x1 PNG, for images the tests serve themselves. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** What went wrong in the page as it ran: console errors and uncaught
 * exceptions (React reports a page taken over differently from how it was
 * written as one). */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds the app's script until the returned function is called: the page
 * stays as the server sent it, rendered but not yet the app's. */
export async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/shell-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Clicks what lies below a list once it has stopped moving. A card off
 * screen is laid out at an estimated height until it comes near
 * (`content-visibility`): scrolled to, the cards above a control take
 * their own heights and the control moves down, and a click aimed at it
 * as it moves lands between the cards. */
export async function clickSettled(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await target.boundingBox());
        const same = box === last;
        last = box;
        return same;
      },
      { intervals: [100] },
    )
    .toBe(true);
  await target.click();
}

/** Waits until the app has the page the server rendered: its screen and the
 * frame around it are hydrated (the app marks the document), so that the
 * frame's keyboard shortcuts work. */
export async function appOwns(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** Pages arrive as if the server could not render them (its renderer failed,
 * or the service worker's saved shell): an empty root, no data. The app
 * then makes every read itself, which a test can hold or fail. */
export async function renderedByBrowser(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/<div id="root">[\s\S]*<script type="application\/json" id="server-data">[\s\S]*?<\/script>/, '<div id="root"></div>');
      await route.fulfill({ response, body: html });
    },
  );
}

/** Fills the suggestion form as a visitor would: a fishing pier, by Sam Local. */
export async function fillSuggestion(page: Page) {
  await page.getByLabel('Name', { exact: true }).fill('Pier Fishing');
  await page.getByLabel('Type').selectOption('activity');
  await page.getByLabel('Website').fill('pier.example.org');
  await page.getByLabel('Your Name').fill('Sam Local');
  await page.getByLabel('Your Email').fill('sam@example.com');
}

/** On a phone the plan's other actions ('+ Select More', Share, the
 * calendar) are behind 'More': opens it there, once the plan is rendered. */
export async function openPlanActions(page: Page) {
  await expect(page.getByRole('button', { name: 'Email My Favorites' })).toBeVisible();
  const more = page.getByRole('button', { name: 'More', exact: true });
  if ((await more.isVisible()) && (await more.getAttribute('aria-expanded')) !== 'true') await more.click();
}

/**
 * Every width and format of the picture of the item titled `title` in the
 * API list at `list` (`/api/events`…): its variants share a name drawn
 * from its content, so a route can hold or fail all of them.
 */
export async function variantsOf(page: Page, list: string, title: string): Promise<RegExp> {
  const items = (await (await page.request.get(list)).json()) as { title?: string; name?: string; image: string | null }[];
  const image = items.find((item) => (item.title ?? item.name) === title)?.image;
  const name = image?.match(/^\/public-objects\/([0-9a-f]+)-\d+\.jpg$/)?.[1];
  if (!name) throw new Error(`${title} has no processed picture: ${image}`);
  return new RegExp(`/public-objects/${name}-\\d+\\.(jpg|webp)$`);
}

/** The messages the server's outbox has written, as text: with no SMTP
 * host in the end-to-end run, each is an .eml file in the data directory.
 * One being written is a hidden `.partial` file until it is renamed, so it
 * is not one yet (and may be gone by the time it would be read). */
export async function outboxMessages(dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data'): Promise<string[]> {
  const dir = join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml') && !name.startsWith('.'));
  return Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
}
