import { expect, test } from '@playwright/test';
import { card, renderedByBrowser, variantsOf } from './support';

test('activities are refetched on every visit and on window focus', async ({ page }) => {
  // Reads counted once answered: a focus while one is under way joins it.
  let calls = 0;
  page.on('requestfinished', (r) => {
    if (new URL(r.url()).pathname === '/api/activities') calls += 1;
  });
  await page.goto('/activities');
  await expect(page.locator('article')).toHaveCount(16);
  // Rendered by the server, then read again once the app has it.
  await expect.poll(() => calls).toBe(1);
  const afterMount = calls;

  // TanStack Query listens on window for a visibility change to 'visible': the window regaining focus.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => calls).toBe(afterMount + 1);

  // Leaving and coming back fetches again: nothing is cached.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Best Time to Visit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Best Time to Visit' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Activities' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await expect.poll(() => calls).toBeGreaterThan(afterMount + 1);
});

test('events and restaurants are not refetched on window focus', async ({ page }) => {
  let calls = 0;
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/events') || path === '/api/restaurants') calls += 1;
  });
  // The reads the app makes once it has the page rendered by the server:
  // waited for by name (a loaded machine can pause longer than
  // 'networkidle' waits between the page's requests and these).
  const rendered = ['/api/events/home', '/api/events/whats-on'].map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path));
  await page.goto('/');
  await expect(page.locator('section[aria-labelledby="dining"] article')).toHaveCount(6);
  await Promise.all(rendered);
  const before = calls;
  // A refetch starts as the event is handled; a request made after it
  // (the marker) is seen after any such refetch would be.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  const marker = page.waitForRequest((r) => r.url().endsWith('/healthz?after-focus'));
  await page.evaluate(() => fetch('/healthz?after-focus'));
  await marker;
  expect(calls).toBe(before);
});

test('nine skeletons while loading, cards with Details links, failed images hidden', async ({ page }) => {
  await renderedByBrowser(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/activities', async (route) => {
    await held;
    await route.continue();
  });
  await page.route(await variantsOf(page, '/api/activities', 'Siesta Beach'), (route) => route.abort());
  await page.goto('/venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await expect(page.getByTestId('card-skeleton')).toHaveCount(9);
  release();
  await expect(page.locator('article')).toHaveCount(16);

  const siesta = card(page, 'Siesta Beach');
  await expect(siesta.locator('img')).toHaveCount(0);
  await expect(card(page, 'Lido Beach').locator('img')).toHaveCount(1);
  const details = card(page, 'Lido Beach').getByRole('link', { name: /^Details/ });
  await expect(details).toHaveAttribute('href', 'https://www.scgov.net');
  await expect(details).toHaveAttribute('target', '_blank');
  await expect(details).toHaveAccessibleName('Details for Lido Beach (opens the venue’s site in a new tab)');
  await expect(details.locator('svg[data-outbound]')).toHaveCount(1);
  await expect(card(page, 'Lido Beach').getByRole('button', { name: /^Add to My Favorites/ })).toBeVisible();
});

test('no activities: the empty state', async ({ page }) => {
  await page.route('**/api/activities', (route) => route.fulfill({ json: [] }));
  await page.goto('/activities');
  await expect(page.getByRole('heading', { name: 'No activities found' })).toBeVisible();
  await expect(page.getByText('Please check back later.')).toBeVisible();
});
