import { expect, test } from '@playwright/test';
import { CURATOR, expectNoSeriousViolations, SAVED_ACTIVITY, SAVED_EVENT, SAVED_RESTAURANT, seedFavorites, showFilters, toasts } from './support';

// Every route of the visitor site: no serious or critical axe violation.
// In other languages too, where items not translated are marked with theirs.
const ROUTES = ['/', '/events', '/activities', '/venues', '/restaurants', '/weather', '/plan-visit', '/suggest', '/reminders', '/does-not-exist', '/es/', '/es/events', '/de/restaurants'];
// On a phone, the screens whose phone layout differs in kind (the frame's
// menu, the folded filters, Dining's view, the plan's actions): the others
// only reflow what the desktop run checks (`@any-width` skips them there).
const ON_PHONE = new Set(['/', '/events', '/restaurants', '/plan-visit', '/does-not-exist', '/es/']);

for (const path of ROUTES) {
  test(`${path} has no serious accessibility violations${ON_PHONE.has(path) ? '' : ' @any-width'}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    // Wait for the data so the check sees the cards, not the skeletons.
    await expect(page.locator('[data-testid="card-skeleton"]')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
}

test("an event's page in Spanish", async ({ page, request }) => {
  const [event] = await (await request.get('/api/events')).json();
  await page.goto(`/es/events/${event.id}`);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoSeriousViolations(page);
});

test('the filled plan with both forms open and their messages', async ({ page }) => {
  await seedFavorites(page, [SAVED_EVENT, SAVED_RESTAURANT, SAVED_ACTIVITY]);
  await page.goto('/plan-visit');
  await page.getByRole('button', { name: 'Email My Favorites' }).click();
  await page.getByRole('button', { name: `Send to ${CURATOR}` }).click();
  await page.getByRole('button', { name: 'Send Visit Plan' }).click();
  await page.getByRole('button', { name: 'Send to My Email' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a shared plan, with its items and Add all', async ({ page, request }) => {
  const [event] = await (await request.get('/api/events')).json();
  const [activity] = await (await request.get('/api/activities')).json();
  await page.goto(`/plan-visit/shared#e${event.id}.a${activity.id}`);
  await expect(page.getByRole('button', { name: 'Add all to My Favorites' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the suggestion form with its messages, and a toast', async ({ page }) => {
  await page.route('**/api/suggestions', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/suggest');
  await page.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(page.getByText('Website is required')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Name', { exact: true }).fill('Pier');
  await page.getByLabel('Type').selectOption('venue');
  await page.getByLabel('Website').fill('pier.example.org');
  await page.getByLabel('Your Name').fill('Sam');
  await page.getByLabel('Your Email').fill('sam@example.com');
  await page.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(toasts(page)).toContainText('Error submitting suggestion');
  await expectNoSeriousViolations(page);
});

test('the Area View with its map open, and its detail panel', async ({ page }) => {
  await page.goto('/restaurants');
  await page.getByRole('button', { name: 'Area View' }).click();
  await expect(page.getByRole('heading', { name: 'Sarasota Restaurant Areas' })).toBeVisible();
  // The map, its tiles, outlines, pins and clusters are on screen.
  const map = page.getByTestId('area-map');
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByTestId('area-box').first().locator('li button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');
});

test('the events page with the custom range panel open', async ({ page }) => {
  await page.goto('/events');
  await expect(page.locator('article').first()).toBeVisible();
  await showFilters(page);
  await page.getByLabel('Date', { exact: true }).selectOption('custom');
  await expect(page.getByRole('group', { name: 'Select Custom Date Range' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
