import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { FIXTURE_SERVER } from '../playwright.config';
import { isoDay, toasts } from './support';

// The dashboard tests create, replace and give images to content. The
// visitor specs count the seeded content exactly (29 restaurants, 4 without
// a picture…) on the config's shared server, so every worker runs these
// tests against a server of its own: the same binary, web app and admin
// account, a fresh database with the demo content.

const web = fileURLToPath(new URL('..', import.meta.url));

export const ADMIN = {
  email: 'admin@example.org',
  password: 'correct horse battery staple',
  firstName: 'Marisa',
  lastName: 'Rivera',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

type AdminServer = { url: string; dataDir: string };

async function startServer(): Promise<AdminServer & { stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'guide-admin-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(join(web, '../target/debug/guide'), ['serve'], {
    env: {
      ...process.env,
      GUIDE_BIND: `127.0.0.1:${port}`,
      // The address its e-mailed links name (the tests open them).
      GUIDE_PUBLIC_URL: `http://127.0.0.1:${port}`,
      GUIDE_DATA_DIR: dataDir,
      GUIDE_WEB_DIR: join(web, 'dist'),
      RUST_LOG: 'warn',
      // Followed sources read the fixture server's pages.
      GUIDE_FETCH_ALLOW_PRIVATE: new URL(FIXTURE_SERVER).host,
      GUIDE_EMBED_ORIGINS: FIXTURE_SERVER,
      GUIDE_ADMIN_EMAIL: ADMIN.email,
      GUIDE_ADMIN_PASSWORD: ADMIN.password,
      GUIDE_ADMIN_FIRST_NAME: ADMIN.firstName,
      GUIDE_ADMIN_LAST_NAME: ADMIN.lastName,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running) throw new Error(`The admin test server stopped at start:\n${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The admin test server did not start within 60 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    dataDir,
    stop: async () => {
      if (running) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (running) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<object, { adminServer: AdminServer }>({
  adminServer: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startServer();
      await use({ url: server.url, dataDir: server.dataDir });
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ adminServer }, use) => {
    await use(adminServer.url);
  },
  // Every toast's text, as each is shown, for toastShown.
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      const seen: string[] = ((window as ToastLog).toastsSeen = []);
      new MutationObserver(() => {
        for (const shown of document.querySelectorAll('[aria-label^="Notifications"] li')) {
          const text = shown.textContent ?? '';
          if (text && seen.at(-1) !== text) seen.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await use(page);
  },
});

type ToastLog = Window & { toastsSeen?: string[] };

/** The newest e-mail the worker's server wrote to `to` (its outbox writes
 * `.eml` files: no SMTP host in tests), waiting for the `count`th; only
 * those `matching` count, when given (other tests of the worker may have
 * written to the same address). */
export async function mailTo(server: AdminServer, to: string, count = 1, matching: (message: string) => boolean = () => true): Promise<string> {
  const dir = join(server.dataDir, 'outbox');
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        const names = await readdir(dir).catch(() => [] as string[]);
        const texts = await Promise.all(names.filter((n) => n.endsWith('.eml')).map((n) => readFile(join(dir, n), 'utf8')));
        found = texts.filter((text) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\r?$`, 'm').test(text) && matching(text));
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found.sort((a, b) => messageTime(a) - messageTime(b))[count - 1];
}

/** A message's Message-ID starts with its time (server/src/mail/compose.rs). */
function messageTime(message: string): number {
  return parseInt(/^Message-ID: <([0-9a-f]+)\./im.exec(message)?.[1] ?? '0', 16);
}

/** A message's text with its quoted-printable undone (soft line breaks
 * joined, `=20` and the like decoded as UTF-8). */
export function decoded(message: string): string {
  const bytes = message.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The address of the link a staff e-mail carries (quoted-printable, when
 * the message is so written, undone). */
export function linkIn(message: string): string {
  const text = decoded(message);
  const link = /(https?:\/\/\S+?\?token=[0-9a-f]{64})/.exec(text)?.[1];
  if (!link) throw new Error(`no link in ${text}`);
  return link;
}

export { expect };

/** A name no other test uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

// Followed sources read pages of the fixture server (e2e/fixture-server.mjs)
// that a test writes and changes between reads.

export type Show = { slug: string; title: string; day: number; status?: 'Cancelled' | 'Scheduled'; price?: string };

/** The season page `name`: one schema.org event per show, each with its
 * own page under the season's (an event's page and day are its identity to
 * the guide, so no two tests' shows share one). */
export function season(name: string, shows: Show[]): string {
  const nodes = shows.map((show) => ({
    '@context': 'https://schema.org',
    '@type': 'TheaterEvent',
    name: show.title,
    startDate: `${isoDay(show.day)}T19:30:00`,
    eventStatus: `https://schema.org/Event${show.status ?? 'Scheduled'}`,
    url: `https://players.example/${name}/${show.slug}/`,
    location: { '@type': 'Place', name: 'Players Centre', address: '838 N Tamiami Trl, Sarasota, FL 34236' },
    offers: { '@type': 'Offer', price: show.price ?? '35', priceCurrency: 'USD' },
  }));
  return `<!doctype html><html><head><title>Season</title><script type="application/ld+json">${JSON.stringify(nodes)}</script></head><body><h1>Season</h1></body></html>`;
}

/** Writes the fixture page `name` (`delayMs`: it answers that much later). */
export async function publish(page: Page, name: string, html: string, delayMs = 0) {
  const response = await page.request.put(`${FIXTURE_SERVER}/pages/${name}`, {
    data: html,
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-delay-ms': String(delayMs) },
  });
  expect(response.status()).toBe(204);
}

/** A fixture page name no other test uses. */
export const pageName = () => unique('season').replace(/\W+/g, '-');

/** Ten digits no seeded restaurant has. */
export function uniquePhone(): string {
  return `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** Signs in through the server's own page (`/api/login`). */
export async function signIn(page: Page, password = ADMIN.password, email = ADMIN.email) {
  if (!page.url().includes('/api/login')) await page.goto('/api/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in and waits for the dashboard, optionally on one tab. */
export async function openDashboard(page: Page, tab?: string) {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Logged in as ${ADMIN.firstName} ${ADMIN.lastName}`)).toBeVisible();
  if (tab) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`) })).toHaveAttribute('aria-selected', 'true');
  }
}

/** The visible toast with this text (a new toast replaces the one on screen). */
export function toast(page: Page, text: string) {
  return toasts(page).filter({ hasText: text });
}

/** Waits for a toast that the next one may replace at once (a followed
 * source's first read reports soon after 'Following …'): read from the log
 * of every toast shown, kept as each appeared, since a loaded machine can
 * replace one before any poll or frame sees it. */
export async function toastShown(page: Page, text: string) {
  await page.waitForFunction((wanted) => ((window as ToastLog).toastsSeen ?? []).some((shown) => shown.includes(wanted)), text, { timeout: 15_000 });
}

/** The page does not scroll sideways (375 px and 1280 px). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A dashboard select menu (Radix Select) by its label. */
export function menu(scope: Page | Locator, label: string) {
  return scope.getByRole('combobox', { name: label, exact: true });
}

/** Opens the menu labelled `label` and picks the option shown as `option`. */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await menu(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The options a menu offers, in order (it is opened and closed again). */
export async function menuOptions(page: Page, scope: Page | Locator, label: string): Promise<string[]> {
  await menu(scope, label).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const options = await listbox.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await expect(listbox).toHaveCount(0);
  return options.map((o) => o.trim());
}

/** Stores an event on each of `days` from today (one: an event; more: a
 * series), and gives the first one's id. */
export async function storeEvent(page: Page, title: string, days = [20]) {
  const response = await page.request.post('/api/admin/events/bulk-create', {
    data: {
      events: days.map((day) => ({
        title,
        description: 'An evening stored before the test.',
        venueId: null,
        venueName: 'Test Garden Stage',
        date: isoDay(day),
        endDate: null,
        time: '7:30 PM',
        category: 'Live Music',
        image: null,
        ticketPrice: '$20',
        sourceUrl: null,
      })),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { ids: number[] }).ids[0];
}
