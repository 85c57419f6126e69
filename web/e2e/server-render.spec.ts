import { expect, test, type Page } from '@playwright/test';
import { appOwns, clickSettled, errorsOf, fillSuggestion, holdApp, SAVED_EVENT, seedFavorites, showFilters } from './support';

// Public screens arrive rendered by the server with their content (server
// rendering, web/src/server-render.tsx), and React hydrates them from the
// reads they were rendered from, without reading them again.

/** The markup inside the app's root of the page the server sends for `path`. */
async function rootOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const from = html.indexOf('<div id="root">') + '<div id="root">'.length;
  return html.slice(from, html.indexOf('</body>'));
}

// What the server writes into My Favorites (the empty plan): written.spec.ts.
const SCREENS = [
  { path: '/', heading: 'Discover the Magic!', content: '<article class="card"' },
  { path: '/events', heading: 'All Events', content: 'The Nutcracker' },
  { path: '/events?category=Opera', heading: 'All Events', content: 'La Traviata', not: 'The Nutcracker' },
  { path: '/activities', heading: 'Activities', content: 'Siesta Beach' },
  { path: '/venues', heading: 'Activities', content: 'Siesta Beach' },
  { path: '/restaurants', heading: 'Dining', content: 'Owen&#x27;s Fish Camp' },
  { path: '/weather', heading: 'Best Time to Visit', content: 'Excellent' },
  { path: '/suggest', heading: 'What Should We Add?', content: 'Submit Suggestion' },
  { path: '/search?q=jazz', heading: 'Search', content: 'Jazz at Holley Hall' },
  { path: '/events/7-the-nutcracker', heading: 'The Nutcracker', content: 'Tchaikovsky' },
  // In another language, with a screen's own part of the catalog.
  { path: '/fr/weather', heading: 'Quand venir', content: 'Haute saison', brand: 'Guide de Sarasota' },
  { path: '/de/suggest', heading: 'Was sollten wir aufnehmen?', content: 'Vorschlag senden', brand: 'Reiseführer Sarasota' },
  { path: '/es/events/7-el-cascanueces', heading: 'El cascanueces', content: 'Chaikovski', brand: 'Guía de Sarasota' },
];

// (Each is hydrated without a mismatch, in two languages and at both
// widths: hydration.spec.ts.)
for (const screen of SCREENS) {
  test(`${screen.path} is sent with its content @any-width`, async ({ page }) => {
    const root = await rootOf(page, screen.path);
    expect(root).toContain('<h1');
    expect(root).toContain(screen.heading);
    expect(root).toContain(screen.content);
    if (screen.not) expect(root).not.toContain(screen.not);
    if (screen.brand) expect(root).toContain(screen.brand);
    // Nothing of the device's, and no skeleton: the reads are in the page.
    expect(root).not.toContain('card-skeleton');
    expect(root).toContain('id="server-data"');
  });
}

test('a page sent complete is read and followed before any script runs', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  // Its styles come inside it: the first paint waits for no stylesheet.
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Discover the Magic!' })).toBeVisible();
  await expect(page.locator('main img').first()).toHaveAttribute('src', '/hero-bay.svg');
  // Styled: the hero's band has its height from the stylesheet.
  await expect(page.locator('main section').first()).toHaveCSS('height', /^(450|500)px$/);
  expect(stylesheets).toEqual([]);
  // The links are plain links: they work without the app.
  await page.getByRole('main').getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
});

test('My Favorites leaves the plan to the device: a saved plan shows, never an empty one first', async ({ page }) => {
  await seedFavorites(page, [SAVED_EVENT]);
  // The app tells the server the device has a plan (core's plan cookie).
  await page.goto('/');
  await expect.poll(async () => (await page.context().cookies()).map((c) => `${c.name}=${c.value}`)).toContain('guide-plan=saved');
  const root = await rootOf(page, '/plan-visit');
  expect(root).toContain('My Favorites');
  expect(root).not.toContain('Save the events, activities and restaurants you like');
  const errors = errorsOf(page);
  await page.goto('/plan-visit');
  await expect(page.getByRole('heading', { name: /Selected Items \(1\)/ })).toBeVisible();
  await expect(page.getByText(SAVED_EVENT.name).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a choice, a tick and a press made before the app owns the page are handed to it', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/restaurants');
  await page.getByLabel('Sort by').selectOption('rating');
  await page.getByRole('checkbox', { name: 'Open now' }).click();
  // Nothing has happened yet: no app.
  await expect(page).toHaveURL(/\/restaurants$/);
  release();
  await expect(page).toHaveURL(/sort=rating/);
  await expect(page).toHaveURL(/open=1/);
  await expect(page.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
});

test('a link pressed before the app owns the page, after a choice, keeps the choice', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/restaurants');
  await page.getByLabel('Sort by').selectOption('rating');
  // The link's address is the server's, without the sort: it waits behind it.
  await clickSettled(page.getByRole('link', { name: 'Show more restaurants' }));
  await expect(page).toHaveURL(/\/restaurants$/);
  release();
  await expect(page).toHaveURL(/sort=rating/);
  await expect(page).toHaveURL(/shown=/);
  await expect(page.getByLabel('Sort by')).toHaveValue('rating');
});

test('a choice in a menu is kept when the app takes the menu over between its input and its change', async ({ page }) => {
  await page.goto('/events');
  await appOwns(page);
  // A browser sends a choice as `input`, then `change`. A discrete `input`
  // that comes while React is still taking the page over makes it finish at
  // once, and taking the menu over sets it to the value React rendered
  // (seen in CI: the events page lost a chosen category). This listener
  // does what React does then, after the page's own first listeners.
  await page.locator('#root').evaluate((root) =>
    root.addEventListener('input', (event) => ((event.target as HTMLSelectElement).value = ''), { capture: true, once: true }),
  );
  await showFilters(page);
  const menu = page.getByLabel('Category');
  const choice = await menu.locator('option').nth(1).getAttribute('value');
  await menu.selectOption(choice!);
  await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(choice!)}`));
  await expect(menu).toHaveValue(choice!);
});

test('a form sent before the app owns the page is checked by the app, not submitted by the browser', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/suggest');
  await page.getByRole('button', { name: 'Submit Suggestion' }).click();
  release();
  await expect(page.getByText('Website is required')).toBeVisible();
  await expect(page).toHaveURL(/\/suggest$/);
});

test('words typed before the app owns the page reach it, in order with the press that follows', async ({ page }) => {
  let sent: Record<string, unknown> | null = null;
  await page.route('**/api/suggestions', async (route) => {
    sent = route.request().postDataJSON();
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal server error' }) });
  });
  const release = await holdApp(page);
  await page.goto('/suggest');
  await fillSuggestion(page);
  await page.getByRole('button', { name: 'Submit Suggestion' }).click();
  release();
  await expect(page.getByText('Error submitting suggestion').first()).toBeVisible();
  expect(sent).toMatchObject({ name: 'Pier Fishing', type: 'activity', submitterName: 'Sam Local', submitterEmail: 'sam@example.com' });
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pier Fishing');
});

test('words typed before the app owns the page are handed over without moving the caret or coming back', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/suggest');
  const description = page.getByLabel('Description');
  await description.fill('Lantern-lit tours.');
  // The visitor selects what they wrote, to write it again, as the app
  // takes the field over (seen in CI: the old words came back in front).
  await description.selectText();
  release();
  await appOwns(page);
  await page.keyboard.insertText('Sunset sails.');
  await expect(description).toHaveValue('Sunset sails.');
  // Typed after the app has it, and still nothing of the first words.
  await description.fill('a'.repeat(4_990));
  await expect(description).toHaveAccessibleDescription('10 characters left');
  await expect(description).toHaveValue('a'.repeat(4_990));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public screen shows its content, and its links lead on', async ({ page }) => {
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(screen.heading);
      if (screen.content.startsWith('<')) await expect(page.locator('main article').first()).toBeVisible();
      else await expect(page.locator('main')).toContainText(screen.content.replaceAll('&#x27;', "'"));
    }
    // From Home to an event's page and back to the list, by links alone.
    await page.goto('/');
    await page.locator('main article h3 a').first().click();
    await expect(page).toHaveURL(/\/events\/\d+-/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'All Events' }).first().click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.locator('main article').first()).toBeVisible();
    // "Show more" is a link too.
    await clickSettled(page.getByRole('link', { name: /^Show more/ }));
    await expect(page).toHaveURL(/shown=48/);
    expect(await page.locator('main article').count()).toBeGreaterThan(24);
  });

  test("each list's filters, toggles and search are forms that work without it", async ({ page }) => {
    const titles = () => page.locator('main article h3').allTextContents();
    // Events: a category and a keyword, then a custom range.
    await page.goto('/events?layout=compact');
    await page.getByLabel('Category').selectOption('Opera');
    await page.getByLabel('Keyword').fill('traviata');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/category=Opera/);
    // The layout the address had is carried along.
    await expect(page).toHaveURL(/layout=compact/);
    expect(await titles()).toEqual(['La Traviata']);
    await expect(page.getByTestId('result-count')).toHaveText('1 event');
    await page.getByLabel('Keyword').fill('');
    await page.getByLabel('Category').selectOption('');
    await page.getByLabel('Date', { exact: true }).selectOption('custom');
    await page.getByLabel('Start Date').fill('2000-01-01');
    await page.getByLabel('End Date (Optional)').fill('2000-01-02');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
    // Clear filters is a form too.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/events\?layout=compact$/);
    expect((await titles()).length).toBe(24);

    // Activities: a type.
    await page.goto('/activities');
    await page.getByLabel('Type').selectOption('beach');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/activities\?type=beach/);
    await expect(page.locator('main article')).toHaveCount(3);

    // Dining: a cuisine and Open now, then Area View and the layout, which
    // keep the filters.
    await page.goto('/restaurants');
    await page.getByLabel('Cuisine').selectOption('Italian');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/cuisine=Italian/);
    const italian = await titles();
    expect(italian.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Compact' }).click();
    await expect(page).toHaveURL(/cuisine=Italian.*layout=compact|layout=compact.*cuisine=Italian/);
    await expect(page.locator('main article[data-layout="compact"]')).toHaveCount(italian.length);
    await page.getByRole('button', { name: 'Area View' }).click();
    await expect(page.getByRole('button', { name: 'Area View' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('area-box').locator('li')).toHaveCount(italian.length);

    // The navigation's search box.
    await page.getByLabel('Search the guide').fill('jazz');
    await page.getByLabel('Search the guide').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=jazz$/);
    await expect(page.locator('main')).toContainText('Jazz at Holley Hall');
  });
});

test.describe('without JavaScript, on a 375 px phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('the filters show unfolded, with no toggle that needs the app', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    await expect(page.getByLabel('Keyword')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  });
});

test('with the app, the filter forms are never submitted and their no-script parts stay hidden', async ({ page }) => {
  await page.goto('/events');
  await appOwns(page);
  await expect(page.getByRole('button', { name: 'Apply filters' })).toBeHidden();
  await expect(page.getByRole('group', { name: 'Select Custom Date Range' })).toBeHidden();
  await showFilters(page);
  await page.getByLabel('Keyword').fill('nutcracker');
  await page.getByLabel('Keyword').press('Enter');
  // The address is the app's, not a submitted form's (no blank keys).
  await expect(page).toHaveURL(/\/events\?q=nutcracker$/);
  await expect(page.getByTestId('result-count')).toHaveText('1 event');
});

test('a page scrolled before the app has it stays where the visitor put it', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/events');
  await page.evaluate(() => window.scrollTo(0, 600));
  release();
  await appOwns(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  // A link followed in the app still opens its page at the top.
  await page.locator('main article h3 a').nth(3).click();
  await expect(page).toHaveURL(/\/events\/\d+-/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
