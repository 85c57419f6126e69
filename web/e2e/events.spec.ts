import { expect, test, type Page } from '@playwright/test';
import { appOwns, isoDay } from './support';

async function openEvents(page: Page) {
  await page.goto('/events');
  await expect(page.locator('article').first()).toBeVisible();
}

test('category narrows the list; an address with one asks the server for its first screen', async ({ page }) => {
  const request = page.waitForRequest((r) => r.url().includes('/api/events/page?category=Opera'));
  await page.goto('/events?category=Opera');
  await request;
  await expect(page.locator('article')).toHaveCount(3);
  await openEvents(page);
  await page.getByLabel('Category').selectOption('Opera');
  const cards = page.locator('article');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) await expect(card).toContainText('Opera');
  // Festival is labelled 'Festivals' in the dropdown.
  await expect(page.getByLabel('Category').locator('option[value="Festival"]')).toHaveText('Festivals');
});

test('the venue dropdown lists venues without Venue TBA and filters by venue', async ({ page }) => {
  await openEvents(page);
  const venue = page.getByLabel('Venue');
  await expect(venue.locator('option', { hasText: 'Sarasota Opera House' })).toHaveCount(1);
  await expect(venue.locator('option', { hasText: 'Venue TBA' })).toHaveCount(0);
  await venue.selectOption('Sarasota Opera House');
  await expect(page.locator('article')).toHaveCount(3);
  for (const card of await page.locator('article').all()) await expect(card).toContainText('Sarasota Opera House');
});

test('events are in date order and past events are hidden', async ({ page }) => {
  await openEvents(page);
  await expect(page.getByRole('heading', { name: 'Winter Exhibition Opening' })).toHaveCount(0);
  // A running exhibition that opened before today is still shown, among
  // the first (with Holiday Lights, when its season is running).
  await expect(page.getByRole('heading', { name: 'Outdoor Sculpture Exhibition' })).toBeVisible();
  const titles = await page.locator('article h3').allTextContents();
  expect(titles.slice(0, 2)).toContain('Outdoor Sculpture Exhibition');
});

test('a custom date range: Apply needs a start, the end cannot precede it, Cancel resets', async ({ page }) => {
  await openEvents(page);
  await page.getByLabel('Date', { exact: true }).selectOption('custom');
  const panel = page.getByRole('group', { name: 'Select Custom Date Range' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await panel.getByLabel('Start Date').fill(isoDay(-10));
  await expect(panel.getByLabel('End Date (Optional)')).toHaveAttribute('min', isoDay(-10));
  await panel.getByLabel('End Date (Optional)').fill(isoDay(-5));
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();
  // The past exhibition opening (8 days ago) is inside the range; nothing later is.
  await expect(page.getByRole('heading', { name: 'Winter Exhibition Opening' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hamilton' })).toHaveCount(0);
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('custom');

  // Choosing a date option clears the custom range.
  await page.getByLabel('Date', { exact: true }).selectOption('thisSeason');
  await expect(page.getByRole('heading', { name: 'Winter Exhibition Opening' })).toHaveCount(0);

  await page.getByLabel('Date', { exact: true }).selectOption('custom');
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('all');
});

test('no match shows the empty state', async ({ page }) => {
  await openEvents(page);
  await page.getByLabel('Category').selectOption('Opera');
  await page.getByLabel('Date', { exact: true }).selectOption('custom');
  await page.getByLabel('Start Date').fill(isoDay(400));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria or filters.')).toBeVisible();
});

test('an address the list cannot read shows the empty list, never one loading for ever', async ({ page }) => {
  const garbage = '/events?dates=custom&start=garbage';
  // Opened as it is: the server cannot answer it, nor the device.
  await page.goto(garbage);
  await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  // Reached in the app once the device's copy answers the filters.
  const copy = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto('/events');
  await copy;
  await appOwns(page);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, garbage);
  await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
});

test('online, every choice of category and venue asks the server; offline, none, and the list still filters', async ({ page, context }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/events/page' && (url.searchParams.has('category') || url.searchParams.has('venue'))) asked.push(url.search);
  });
  // The device's copy is loaded once the first screen is shown: from
  // then on it could answer every filter by itself.
  const copied = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200);
  await openEvents(page);
  await copied;
  await appOwns(page);
  const category = page.getByLabel('Category');
  const venue = page.getByLabel('Venue');
  const categories = (await category.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).filter(Boolean);
  expect(categories.length).toBeGreaterThan(3);
  for (const [n, value] of categories.entries()) {
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/events/page' && new URL(r.url()).searchParams.get('category') === value);
    await category.selectOption(value);
    await request;
    expect(asked).toHaveLength(n + 1);
  }
  await category.selectOption('');
  // A venue too, and the same category chosen again asks again.
  const venues = (await venue.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).filter(Boolean);
  const first = asked.length;
  for (const value of venues.slice(0, 3)) {
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/events/page' && new URL(r.url()).searchParams.get('venue') === value);
    await venue.selectOption(value);
    await request;
  }
  await venue.selectOption('');
  const again = page.waitForRequest((r) => r.url().includes('/api/events/page?category=Opera'));
  await category.selectOption('Opera');
  await again;
  expect(asked.length).toBe(first + 4);
  await expect(page.locator('article')).toHaveCount(3);

  // Offline, the device's copy answers: no request, and the list filters.
  await category.selectOption('');
  await expect(page.locator('article').first()).toBeVisible();
  await context.setOffline(true);
  const before = asked.length;
  await category.selectOption('Opera');
  await expect(page.locator('article')).toHaveCount(3);
  for (const card of await page.locator('article').all()) await expect(card).toContainText('Opera');
  await venue.selectOption('Sarasota Opera House');
  await expect(page.locator('article')).toHaveCount(3);
  expect(asked.length).toBe(before);
  await context.setOffline(false);
});
