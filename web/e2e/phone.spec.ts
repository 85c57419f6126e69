import { expect, test, type Page } from '@playwright/test';
import { appOwns, seedFavorites, showFilters } from './support';

// A phone (375 px, the mobile project only): what a thumb can hit, and
// cards that leave room for the next one.

/** Every visible link, button and form control smaller than 44×44 px. */
async function smallTargets(page: Page): Promise<string[]> {
  // Lists, dialogs and lazy parts have settled: no skeletons, no spinners.
  await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll('a[href], button, input, select, textarea, summary')) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // A checkbox is hit through its label, which is the target.
      const label = element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type) ? element.labels?.[0] : null;
      const box = (label ?? element).getBoundingClientRect();
      // Visually hidden until focused (the skip link): not a target yet.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50);
        small.push(`${element.tagName.toLowerCase()} '${name}' ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

async function firstOf(page: Page, list: string) {
  return (await (await page.request.get(list)).json())[0];
}

/** Every public screen with three items saved, each opened as a visitor
 * would leave it (menus, filters, forms and dialogs open). */
async function publicScreens(page: Page): Promise<[string, (page: Page) => Promise<void>][]> {
  const [event, activity, restaurant] = await Promise.all(['/api/events', '/api/activities', '/api/restaurants'].map((l) => firstOf(page, l)));
  await seedFavorites(page, [
    { id: event.id, name: event.title, type: 'event' },
    { id: activity.id, name: activity.name, type: 'activity', website: activity.website, address: activity.address },
    { id: restaurant.id, name: restaurant.name, type: 'restaurant', website: restaurant.website, phone: restaurant.phone },
  ]);
  return [
    ['/', async () => {}],
    ['/ with the menu open', async (p) => void (await p.getByRole('button', { name: 'Open menu' }).click())],
    ['/events with its filters and a custom range', async (p) => {
      await showFilters(p);
      await p.getByLabel('Date', { exact: true }).selectOption({ label: 'Custom Dates' });
    }],
    ['/events?layout=compact', async () => {}],
    ['/activities', async (p) => showFilters(p)],
    ['/restaurants', async (p) => showFilters(p)],
    ['/restaurants?view=area with a restaurant open', async (p) => {
      await p.locator('main li > button').first().click();
      await expect(p.getByRole('dialog')).toBeVisible();
    }],
    ['/weather', async () => {}],
    ['/plan-visit with both forms open', async (p) => {
      await p.getByRole('button', { name: 'Email My Favorites' }).click();
      await p.locator('button[aria-controls="plan-to-curator"]').click();
    }],
    [`/plan-visit/shared#e${event.id}.a${activity.id}.r${restaurant.id}`, async () => {}],
    ['/suggest', async () => {}],
    ['/search?q=sarasota', async () => {}],
    [`/events/${event.id}`, async () => {}],
    [`/activities/${activity.id}`, async () => {}],
    [`/restaurants/${restaurant.id}`, async () => {}],
    ['/no-such-page', async () => {}],
  ];
}

test('every link, button and field of every public screen is at least 44×44 px', async ({ page }) => {
  test.slow();
  const screens = await publicScreens(page);
  const found: Record<string, string[]> = {};
  for (const [screen, open] of screens) {
    await page.goto(screen.split(' ')[0]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await open(page);
    const small = await smallTargets(page);
    if (small.length > 0) found[screen] = small;
  }
  expect(found).toEqual({});
});

test('a card takes at most about half the screen, in all three lists', async ({ page }) => {
  const half = page.viewportSize()!.height / 2;
  for (const list of ['/events', '/activities', '/restaurants']) {
    await page.goto(list);
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    const heights: number[] = [];
    for (const card of await cards.all()) {
      // Off screen a card's height is an estimate (content-visibility).
      await card.scrollIntoViewIfNeeded();
      heights.push((await card.boundingBox())!.height);
    }
    expect(heights.length).toBeGreaterThan(10);
    // Half a 740 px screen, and a second line of title at most.
    expect(Math.max(...heights), list).toBeLessThanOrEqual(half + 24);
    const sorted = [...heights].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)], list).toBeLessThanOrEqual(half);
  }
});

/** Where the shortcut to the plan covers another control: pairs of names. */
async function coveredByShortcut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shortcuts = [...document.querySelectorAll('[data-testid$="-favorites"]')].filter((e) => e.checkVisibility());
    const covered: string[] = [];
    for (const shortcut of shortcuts) {
      const s = shortcut.getBoundingClientRect();
      for (const element of document.querySelectorAll('a[href], button, input, select, textarea, summary')) {
        if (shortcut.contains(element) || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const e = element.getBoundingClientRect();
        if (e.width <= 1 || e.height <= 1) continue;
        const overlap = Math.min(s.right, e.right) - Math.max(s.left, e.left) > 0 && Math.min(s.bottom, e.bottom) - Math.max(s.top, e.top) > 0;
        if (overlap) covered.push(`${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`);
      }
    }
    return covered;
  });
}

test('the shortcut to My Favorites covers no control on any public screen', async ({ page }) => {
  test.slow();
  const screens = await publicScreens(page);
  const found: Record<string, string[]> = {};
  let shown = 0;
  for (const [screen, open] of screens) {
    await page.goto(screen.split(' ')[0]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await open(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // On a phone it is in the header's row, never floating over the page.
    await expect(page.getByTestId('floating-favorites')).toBeHidden();
    if (!screen.startsWith('/plan-visit ')) {
      const shortcut = page.getByTestId('header-favorites');
      await expect(shortcut).toBeVisible();
      // (Behind an open dialog the page is hidden from screen readers.)
      if ((await page.getByRole('dialog').count()) === 0) await expect(shortcut).toHaveAccessibleName('My Favorites 3 saved');
      shown++;
    }
    const covered = await coveredByShortcut(page);
    if (covered.length > 0) found[screen] = covered;
  }
  expect(found).toEqual({});
  expect(shown).toBeGreaterThan(10);
});

test('the first card is whole on the first screen of every list', async ({ page }) => {
  const { height } = page.viewportSize()!;
  for (const list of ['/events', '/activities', '/restaurants']) {
    await page.goto(list);
    const first = page.locator('main article').first();
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    expect(box.y, list).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, list).toBeLessThanOrEqual(height);
  }
});

test('the search opens on demand from the one-row header, and on its own page', async ({ page }) => {
  await page.goto('/weather');
  const box = page.getByRole('combobox', { name: 'Search the guide' });
  const toggle = page.getByRole('button', { name: 'Search', exact: true });
  await expect(box).toBeHidden();
  // The header is one row: brand, search, menu.
  expect((await page.locator('header').boundingBox())!.height).toBeLessThan(80);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toBeFocused();
  await box.fill('jazz');
  // The suggestions open under the box, within the screen.
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toContainText('Jazz at Holley Hall');
  const area = (await suggestions.boundingBox())!;
  expect(area.x).toBeGreaterThanOrEqual(0);
  expect(area.x + area.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=jazz');
  await expect(box).toBeVisible();
  await expect(page.getByRole('link', { name: /Jazz at Holley Hall/ })).toBeVisible();
});

test("My Favorites: the two sends in one row, the other actions behind 'More'", async ({ page }) => {
  const [event] = await Promise.all(['/api/events'].map((l) => firstOf(page, l)));
  await seedFavorites(page, [{ id: event.id, name: event.title, type: 'event' }]);
  await page.goto('/plan-visit');
  const email = page.getByRole('button', { name: 'Email My Favorites' });
  const send = page.getByRole('button', { name: /^Send to / });
  await expect(email).toBeVisible();
  const [a, b] = [(await email.boundingBox())!, (await send.boundingBox())!];
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  expect(a.height).toBe(b.height);
  const more = page.getByRole('button', { name: 'More', exact: true });
  await expect(page.getByRole('link', { name: '+ Select More' })).toBeHidden();
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  for (const action of [page.getByRole('link', { name: '+ Select More' }), page.getByRole('button', { name: 'Share plan' }), page.getByRole('button', { name: 'Add plan to calendar' })]) {
    await expect(action).toBeVisible();
  }
  // The plan starts right after: no third row of buttons above it.
  expect((await page.getByRole('heading', { name: /^Selected Items/ }).boundingBox())!.y).toBeLessThan(740);
});

test.describe('Near me on a phone', () => {
  test.use({ geolocation: { latitude: 27.3175, longitude: -82.577 }, permissions: ['geolocation'] });

  test("sits beside 'Filters' and, pressed, orders the list with its radius below", async ({ page }) => {
    await page.goto('/restaurants');
    const nearMe = page.getByRole('button', { name: /^Near me/ });
    // One button on the screen, on the filter bar's first row.
    await expect(nearMe).toHaveCount(1);
    const filters = (await page.getByRole('button', { name: /^Filters/ }).boundingBox())!;
    const button = (await nearMe.boundingBox())!;
    expect(Math.abs(button.y + button.height / 2 - (filters.y + filters.height / 2))).toBeLessThan(4);
    expect(button.x + button.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await nearMe.click();
    await expect(nearMe).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Nearest first, from where you are.')).toBeVisible();
    await expect(page.getByLabel('Distance')).toBeVisible();
    await expect(page.locator('main article h3').first()).toHaveText('Columbia Restaurant');
  });

  test('a place to be near is chosen in the Filters panel, without the position', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/activities');
    const place = page.getByRole('combobox', { name: 'Or near a place' });
    // Folded with the filters: the first screen keeps its card.
    await expect(place).toHaveCount(0);
    await appOwns(page);
    await showFilters(page);
    await place.fill('Siesta');
    await place.press('Enter');
    await expect(page).toHaveURL(/\/activities\?near=area-siesta-key$/);
    await expect(page.getByText('Nearest first, from Siesta Key.')).toBeVisible();
    await expect(page.locator('main article h3').first()).toHaveText('Siesta Beach');
  });
});
