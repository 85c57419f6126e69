import { expect, test } from '@playwright/test';
import { appOwns, card } from './support';

// Standing on St. Armands Circle (issue #37).
const ST_ARMANDS_CIRCLE = { latitude: 27.3175, longitude: -82.577 };

const titles = (page: import('@playwright/test').Page) => page.locator('article h3').allTextContents();

test.describe('granted', () => {
  test.use({ geolocation: ST_ARMANDS_CIRCLE, permissions: ['geolocation'] });

  test("Near me puts the Circle's three restaurants first, with how far each is", async ({ page }) => {
    await page.goto('/restaurants');
    await expect(page.locator('article')).toHaveCount(24);
    const nearMe = page.getByRole('button', { name: /^Near me/ });
    // Before it is pressed, it says what it does with the position.
    await expect(page.getByText('Your position stays on this device: it is never sent.')).toBeVisible();
    await expect(nearMe).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await nearMe.click();
    await expect(nearMe).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Nearest first, from where you are.')).toBeVisible();
    // The distance is the order: 'Sort by' has nothing to add.
    await expect(page.getByLabel('Sort by')).toHaveCount(0);
    await expect(page).toHaveURL(/\/restaurants\?near=me$/);
    await expect.poll(async () => (await titles(page)).slice(0, 3)).toEqual(['Columbia Restaurant', "Café L'Europe", 'Tommy Bahama Restaurant']);
    await expect(card(page, 'Columbia Restaurant').locator('[data-distance]')).toHaveText('0.1 mi · 1 min walk');
    // Across the bridge downtown: a drive.
    await expect(card(page, "Owen's Fish Camp").locator('[data-distance]')).toHaveText(/^2\.\d mi · \d+ min drive$/);
    // Within half a mile: the Circle's three only.
    await page.getByLabel('Distance').selectOption('0.5');
    await expect(page).toHaveURL(/near=me&within=0.5/);
    await expect(page.locator('article')).toHaveCount(3);
    await expect(page.getByTestId('result-count')).toHaveText('3 restaurants');
    // Other filters still apply.
    await page.getByLabel('Distance').selectOption('10');
    await page.getByLabel('Cuisine').selectOption('Seafood');
    await expect.poll(async () => (await titles(page))[0]).toBe("Owen's Fish Camp");
    // Pressed again, the list is the guide's order again.
    await nearMe.click();
    await expect(nearMe).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/\/restaurants\?cuisine=Seafood$/);
    await expect(page.locator('[data-distance]')).toHaveCount(0);
    await expect(page.getByLabel('Sort by')).toBeVisible();
  });

  test('the Area View map shows where you stand, framed with the nearest restaurants', async ({ page }) => {
    await page.goto('/restaurants?view=area');
    const map = page.getByTestId('area-map');
    await expect(map.locator('.area-pin, .area-cluster').first()).toBeVisible();
    await expect(map.getByTitle('You are here')).toHaveCount(0);
    await page.getByRole('button', { name: /^Near me/ }).click();
    await expect(page).toHaveURL(/\/restaurants\?view=area&near=me$/);
    await expect(map.getByTitle('You are here')).toBeVisible();
    // Close enough to tell the Circle's restaurants apart: each its own pin.
    for (const name of ['Columbia Restaurant', "Café L'Europe", 'Tommy Bahama Restaurant']) await expect(map.locator(`.area-pin[title="${name}"]`)).toBeVisible();
    await page.getByRole('button', { name: /^Near me/ }).click();
    await expect(map.getByTitle('You are here')).toHaveCount(0);
  });

  test("events by their venue's distance, on the device", async ({ page }) => {
    await page.goto('/events');
    await expect(page.locator('article').first()).toBeVisible();
    await page.getByRole('button', { name: /^Near me/ }).click();
    // Mote, a mile and a bit from the Circle, has the nearest events; then
    // Selby Gardens.
    const first = page.locator('article').first();
    await expect(first.locator('[data-distance]')).toHaveText('1.1 mi · 3 min drive');
    await expect(first).toContainText('Mote Marine Laboratory & Aquarium');
    await page.getByLabel('Distance').selectOption('3');
    await expect(page).toHaveURL(/\/events\?near=me&within=3$/);
    await expect(page.getByTestId('result-count')).not.toHaveText(/^0 /);
    // Text content: cards off screen are not laid out (content-visibility).
    const distances = await page.locator('article [data-distance]').allTextContents();
    expect(distances.length).toBeGreaterThan(2);
    const miles = distances.map((d) => Number.parseFloat(d));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(Math.max(...miles)).toBeLessThanOrEqual(3);
    // Nothing within half a mile: the list says so.
    await page.getByLabel('Distance').selectOption('0.5');
    await expect(page.getByTestId('result-count')).toHaveText('0 events');
  });

  test('activities by distance, and an address with near=me sorts again on a reload', async ({ page }) => {
    await page.goto('/activities');
    await page.getByRole('button', { name: /^Near me/ }).click();
    await expect.poll(async () => (await titles(page)).slice(0, 3)).toEqual(['St. Armands Circle', 'Lido Beach', 'Mote Aquarium']);
    await expect(card(page, 'St. Armands Circle').locator('[data-distance]')).toHaveText('0.1 mi · 1 min walk');
    await page.getByLabel('Distance').selectOption('1');
    await expect(page.getByTestId('result-count')).toHaveText('2 activities');
    await page.reload();
    // The browser already allows it: no prompt, the same list.
    await expect(page.getByRole('button', { name: /^Near me/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('result-count')).toHaveText('2 activities');
    await expect.poll(async () => titles(page)).toEqual(['St. Armands Circle', 'Lido Beach']);
  });
});

test('a refused position explains itself and leaves the list as it was', async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto('/restaurants');
  await expect(page.locator('article')).toHaveCount(24);
  const before = await titles(page);
  await page.getByRole('button', { name: /^Near me/ }).click();
  await expect(page.getByText('Location is blocked for this site, so the list stays as it was.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Near me/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/restaurants$/);
  expect(await titles(page)).toEqual(before);
  await expect(page.locator('[data-distance]')).toHaveCount(0);
});

test('near a place the visitor types, with no position asked for', async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto('/restaurants');
  await expect(page.locator('article')).toHaveCount(24);
  const before = await titles(page);
  await appOwns(page);
  const place = page.getByRole('combobox', { name: 'Or near a place' });
  // A name the guide does not know says so; the list stays as it was.
  await place.fill('Tampa Bay');
  await place.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Nothing in the guide is called “Tampa Bay”. Try an area, a venue or a street address.');
  await expect(place).toHaveAttribute('aria-invalid', 'true');
  expect(await titles(page)).toEqual(before);
  // Part of an area's name finds it: the Circle's three come first.
  await place.fill('st armands');
  await place.press('Enter');
  await expect(page).toHaveURL(/\/restaurants\?near=area-st-armands-circle$/);
  await expect(place).toHaveValue('St. Armands Circle');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Nearest first, from St. Armands Circle.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Near me/ })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await titles(page)).slice(0, 3).sort()).toEqual(["Café L'Europe", 'Columbia Restaurant', 'Tommy Bahama Restaurant']);
  await expect(card(page, 'Columbia Restaurant').locator('[data-distance]')).toHaveText(/^0\.\d mi · \d+ min walk$/);
  await page.getByLabel('Distance').selectOption('0.5');
  await expect(page.getByTestId('result-count')).toHaveText('3 restaurants');
  // The address opens the same list, on a reload as from a link.
  await page.reload();
  await expect(page.getByTestId('result-count')).toHaveText('3 restaurants');
  await expect(page.getByRole('combobox', { name: 'Or near a place' })).toHaveValue('St. Armands Circle');
  // Emptied: the guide's order again.
  await page.getByRole('combobox', { name: 'Or near a place' }).fill('');
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect(page.locator('[data-distance]')).toHaveCount(0);
  expect(await titles(page)).toEqual(before);
});

test('events near a venue picked from the suggestions, by a street address', async ({ page }) => {
  await page.goto('/events');
  await appOwns(page);
  const place = page.getByRole('combobox', { name: 'Or near a place' });
  // A street address the guide knows finds its venue.
  await place.fill('777 N Tamiami');
  await place.press('Enter');
  await expect(place).toHaveValue('Van Wezel Performing Arts Hall');
  // The suggestions are the guide's own places, read once asked for.
  const suggestions = page.locator(`datalist#${await place.getAttribute('list')} option`);
  await expect(suggestions.first()).toHaveAttribute('value', /.+/);
  expect(await suggestions.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toContain('Van Wezel Performing Arts Hall');
  await expect(page).toHaveURL(/\/events\?near=venue-\d+$/);
  const first = page.locator('article').first();
  await expect(first).toContainText('Van Wezel Performing Arts Hall');
  await expect(first.locator('[data-distance]')).toHaveText('0.1 mi · 1 min walk');
});

test('an address naming a place the guide no longer has says so', async ({ page }) => {
  await page.goto('/activities?near=venue-999999');
  await expect(page.getByText('That place is no longer in the guide, so the list stays as it was.')).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.locator('[data-distance]')).toHaveCount(0);
});

test.describe('with the guide\'s places unreadable', () => {
  // (Blocked, so the page's reads reach the test's route.)
  test.use({ serviceWorkers: 'block' });

  test('a typed place says the places could not be read, not that none is called so', async ({ page }) => {
    await page.route('**/api/landmarks', (route) => route.abort('internetdisconnected'));
    await page.goto('/activities');
    await appOwns(page);
    const place = page.getByRole('combobox', { name: 'Or near a place' });
    await place.fill('Siesta Key');
    await place.press('Enter');
    await expect(page.getByRole('alert')).toHaveText("The guide's places could not be read. Check your connection and try again.");
    await expect(page.locator('[data-distance]')).toHaveCount(0);
  });
});
