import { expect, test, type Page } from '@playwright/test';
import { appOwns, card, clickSettled, expectNoSeriousViolations } from './support';

type Restaurant = { name: string; cuisine: string | null; priceRange: string; rating: number | null };
type Activity = { name: string; activityType: string; price: string | null };

async function titles(page: Page): Promise<string[]> {
  return page.locator('article h3').allTextContents();
}

function count(page: Page) {
  return page.getByTestId('result-count');
}

test('Dining filters by cuisine, area, price and rating, in the address', async ({ page, request }) => {
  const all: Restaurant[] = await (await request.get('/api/restaurants')).json();
  await page.goto('/restaurants');
  // A screen of them at first.
  await expect(count(page)).toHaveText(`24 of ${all.length} restaurants`);

  await page.getByLabel('Cuisine').selectOption('Seafood');
  await expect(page).toHaveURL(/\/restaurants\?cuisine=Seafood$/);
  const seafood = all.filter((r) => r.cuisine === 'Seafood');
  await expect(page.locator('article')).toHaveCount(seafood.length);
  await expect(count(page)).toHaveText(`${seafood.length} restaurants`);

  await page.getByLabel('Area').selectOption('Siesta Key');
  await expect(card(page, 'Siesta Key Oyster Bar')).toBeVisible();
  await expect(card(page, "Owen's Fish Camp")).toHaveCount(0);

  await page.getByLabel('Price').selectOption('$$');
  await expect(page.locator('article')).toHaveCount(1);
  await expect(card(page, 'Siesta Key Oyster Bar')).toBeVisible();
  await expect(count(page)).toHaveText('1 restaurant');

  // Back undoes one filter at a time.
  await page.goBack();
  await expect(page).toHaveURL(/cuisine=Seafood&area=Siesta\+Key$/);
  await expect(card(page, 'Siesta Key Oyster Bar')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page.locator('article')).toHaveCount(24);

  // A minimum rating leaves out the unrated.
  await page.getByLabel('Rating').selectOption('9');
  const nine = all.filter((r) => r.rating !== null && r.rating >= 9);
  await expect(page.locator('article')).toHaveCount(nine.length);
  await expect(card(page, 'Tommy Bahama Restaurant')).toHaveCount(0);
});

test('Dining sorts by rating or name, and a shared address opens Area View filtered', async ({ page, request }) => {
  const all: Restaurant[] = await (await request.get('/api/restaurants')).json();
  await page.goto('/restaurants');
  await page.getByLabel('Sort by').selectOption('rating');
  // Every restaurant, to see the last.
  await clickSettled(page.getByRole('link', { name: 'Show more restaurants' }));
  await expect(page.locator('article')).toHaveCount(all.length);
  await expect(page).toHaveURL(/sort=rating/);
  const best = [...all].sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1))[0];
  await expect(page.locator('article h3').first()).toHaveText(best.name);
  // The unrated come last.
  await expect(page.locator('article h3').last()).toHaveText(/Tommy Bahama Restaurant|Roessler's/);

  // A to Z, accents, case and apostrophes aside.
  await page.getByLabel('Sort by').selectOption('name');
  await clickSettled(page.getByRole('link', { name: 'Show more restaurants' }));
  await expect(page.locator('article')).toHaveCount(all.length);
  await expect(page.locator('article h3').first()).toHaveText('Bijou Garden Café');
  await expect(page.locator('article h3').last()).toHaveText("Yoder's Restaurant");
  const names = await titles(page);
  expect(names.indexOf("Café L'Europe")).toBeLessThan(names.indexOf('Casey Key Fish House'));
  expect(names.indexOf("Owen's Fish Camp")).toBeLessThan(names.indexOf('Polo Grill & Bar'));

  await page.goto('/restaurants?view=area&cuisine=Italian');
  await expect(page.getByRole('button', { name: 'Area View' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Cuisine')).toHaveValue('Italian');
  const italian = all.filter((r) => r.cuisine === 'Italian');
  await expect(count(page)).toHaveText(`${italian.length} restaurants`);
  await expect(page.getByTestId('area-box').locator('li button')).toHaveCount(italian.length);
  await expectNoSeriousViolations(page);
});

test("Dining's 'open now' reads the hours at the city's time", async ({ page }) => {
  // Monday, November 23, 2026, 12:30 in Sarasota (17:30 UTC).
  await page.clock.setFixedTime(new Date('2026-11-23T17:30:00Z'));
  await page.goto('/restaurants?open=1');
  await expect(page.getByLabel('Open now')).toBeChecked();
  // The server rendered the list at its own clock, which is not the
  // page's: once the app has the page it lists what is open at the page's
  // clock, and the cards move. A card is pressed after that, not as it
  // moves (the press would land between two cards).
  await appOwns(page);
  await expect(count(page)).toHaveText('18 restaurants');
  await expect(card(page, "Duval's Fresh. Local. Seafood.")).toBeVisible();
  // Dinner only, and closed on Mondays.
  await expect(card(page, "Michael's On East")).toHaveCount(0);
  await expect(card(page, 'Tandoor')).toHaveCount(0);
  // A restaurant's page says so beside its hours.
  await card(page, "Duval's Fresh. Local. Seafood.").getByRole('link', { name: "Duval's Fresh. Local. Seafood.", exact: true }).click();
  await expect(page.getByTestId('open-now')).toHaveText('Open now');
  await page.goBack();
  await page.getByLabel('Open now').uncheck();
  await card(page, "Michael's On East").getByRole('link', { name: "Michael's On East", exact: true }).click();
  await expect(page.getByTestId('open-now')).toHaveText('Closed now');

  // 3 AM: nothing is open; the empty state offers a way out.
  await page.clock.setFixedTime(new Date('2026-11-23T08:00:00Z'));
  await page.goto('/restaurants?open=1');
  await expect(page.getByRole('heading', { name: 'No restaurants match these filters' })).toBeVisible();
  await expect(count(page)).toHaveText('0 restaurants');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect(page.getByLabel('Open now')).not.toBeChecked();
  await expect(page.locator('article')).toHaveCount(24);
});

test('Activities filter by type and by free or paid', async ({ page, request }) => {
  const all: Activity[] = await (await request.get('/api/activities')).json();
  await page.goto('/activities');
  await expect(count(page)).toHaveText(`${all.length} activities`);
  // The menu offers the spec's types the list has, with their labels.
  await expect(page.getByLabel('Type').locator('option')).toContainText(['All Types', 'Museum', 'Gardens', 'Beach']);

  await page.getByLabel('Type').selectOption('beach');
  await expect(page).toHaveURL(/\/activities\?type=beach$/);
  const beaches = all.filter((a) => a.activityType === 'beach');
  await expect(page.locator('article')).toHaveCount(beaches.length);

  await page.getByLabel('Type').selectOption('recreation');
  await page.getByLabel('Price').selectOption('paid');
  await expect(page).toHaveURL(/type=recreation&cost=paid$/);
  // '$6 per vehicle' is paid; the free parks are not.
  const paid = all.filter((a) => a.activityType === 'recreation' && /\$\s*[1-9]/.test(a.price ?? ''));
  await expect(page.locator('article')).toHaveCount(paid.length);
  await page.getByLabel('Price').selectOption('free');
  const free = all.filter((a) => a.activityType === 'recreation' && a.price === 'Free');
  await expect(page.locator('article')).toHaveCount(free.length);

  // A type no activity has, from a shared address.
  await page.goto('/activities?type=zoo');
  await expect(page.getByRole('heading', { name: 'No activities match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.locator('article')).toHaveCount(all.length);
});

test('Activities filter by a fact staff set, named in the page’s language', async ({ page, request }) => {
  const all: (Activity & { facts?: string[] })[] = await (await request.get('/api/activities')).json();
  await page.goto('/activities');
  await expect(page.getByLabel('Features').locator('option')).toHaveText(['Any features', 'Indoors', 'Outdoors', 'Good for kids', 'Dogs welcome', 'Step-free entrance']);
  await page.getByLabel('Features').selectOption('step-free');
  await expect(page).toHaveURL(/\/activities\?for=step-free$/);
  const stepFree = all.filter((a) => a.facts?.includes('step-free'));
  await expect(page.locator('article')).toHaveCount(stepFree.length);
  expect((await titles(page)).sort()).toEqual(stepFree.map((a) => a.name).sort());
  // With the price: free and step-free.
  await page.getByLabel('Price').selectOption('free');
  await expect(page.locator('article')).toHaveCount(stepFree.filter((a) => a.price === 'Free').length);

  await page.goto('/de/activities?for=dogs');
  await expect(page.getByLabel('Merkmale')).toHaveValue('dogs');
  await expect(page.getByLabel('Merkmale').locator('option:checked')).toHaveText('Hunde willkommen');
  await expect(page.locator('article')).toHaveCount(all.filter((a) => a.facts?.includes('dogs')).length);
});

test('Events: a keyword box matched by core, a result count and Clear filters', async ({ page }) => {
  await page.goto('/events');
  // A screen of them at first: '24 of 33 events'.
  await expect(count(page)).toHaveText(/^24 of \d+ events$/);
  const everything = (await count(page).textContent())!;

  // One typo forgiven, as the search does; typing makes one history entry.
  await page.getByLabel('Keyword').pressSequentially('nutcraker');
  await expect(page).toHaveURL(/\/events\?q=nutcraker$/);
  await expect(card(page, 'The Nutcracker')).toBeVisible();
  const found = await page.locator('article').count();
  expect(found).toBeLessThan(24);
  await expect(count(page)).toHaveText(`${found} ${found === 1 ? 'event' : 'events'}`);

  await page.getByLabel('Category').selectOption('Opera');
  await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria or filters.')).toBeVisible();
  await page.goBack();
  await expect(card(page, 'The Nutcracker')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByLabel('Keyword')).toHaveValue('');

  await page.goto('/events?q=zzzz&category=Ballet');
  await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(count(page)).toHaveText(everything);
  await expectNoSeriousViolations(page);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("the filters fold behind 'Filters', which counts those on", async ({ page }) => {
    await page.goto('/events');
    await expect(page.locator('article').first()).toBeVisible();
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Keyword')).toBeHidden();
    // The first card is on the first screen, not below the filters.
    expect((await page.locator('article').first().boundingBox())!.y).toBeLessThan(740);
    await toggle.click();
    await page.getByLabel('Category').selectOption('Ballet');
    await page.getByLabel('Keyword').fill('nutcracker');
    await expect(toggle).toHaveAccessibleName('Filters 2 on');
    // A shared address opens with its filters counted.
    await page.goto('/restaurants?cuisine=Seafood&open=1&sort=name');
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters 2 on');
    await expect(page.getByLabel('Cuisine')).toBeHidden();
    await page.goto('/activities?type=beach');
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters 1 on');
    await expect(page.locator('article')).toHaveCount(3);
  });
});

test.describe('compact mode on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('each list offers compact rows, a screenful at a glance, kept in the address', async ({ page }) => {
    for (const [path, title] of [
      ['/events', 'The Nutcracker'],
      ['/activities', 'Siesta Beach'],
      ['/restaurants', "Owen's Fish Camp"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
      const cardHeight = (await page.locator('article').first().boundingBox())!.height;
      await page.getByRole('button', { name: 'Compact' }).click();
      await expect(page).toHaveURL(/layout=compact/);
      const rows = page.locator('article[data-layout="compact"]');
      await expect(rows.first()).toBeVisible();
      const rowHeight = (await rows.first().boundingBox())!.height;
      expect(rowHeight).toBeLessThan(100);
      expect(rowHeight * 3).toBeLessThan(cardHeight);
      // A row still links to the item's page and saves to the plan.
      const row = card(page, title);
      await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', /\/\d+-/);
      await row.getByRole('button', { name: `Add to My Favorites: ${title}` }).click();
      await expect(row.getByRole('button', { name: `Added: ${title}` })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoSeriousViolations(page);
    }
  });
});
