import { expect, test } from '@playwright/test';
import { appOwns } from './support';

test('home page shows the hero and the seeded sections', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover the Magic!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  // Seeded content arrives: six event, activity and restaurant cards.
  await expect(page.locator('section[aria-labelledby="upcoming-events"] article')).toHaveCount(6);
  await expect(page.locator('section[aria-labelledby="activities"] article')).toHaveCount(6);
  await expect(page.locator('section[aria-labelledby="dining"] article')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/events');
});

test('the hero is an illustration of the bay, announced with the page and readable', async ({ page }) => {
  const response = await page.goto('/');
  // The server names the picture before the app asks for it.
  expect(response!.headers()['link']).toMatch(/^<\/hero-bay\.svg>; rel=preload; as=image; fetchpriority=high/);
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1, name: 'Discover the Magic!' }) });
  const picture = hero.locator('img[src="/hero-bay.svg"]');
  await expect(picture).toHaveAttribute('alt', '');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // It fills the hero, behind the words.
  const [heroBox, pictureBox] = [await hero.boundingBox(), await picture.boundingBox()];
  expect(pictureBox).toEqual(heroBox);
  await expect(hero.getByRole('link', { name: 'Events' })).toBeVisible();
});

test('a direct visit to a client route loads the app', { tag: '@any-width' }, async ({ page }) => {
  const response = await page.goto('/events');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
  // Dates are formatted by the Rust core running as WASM in the page.
  await expect(page.locator('article').first()).toContainText(/(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}/);
});

test('an unknown path shows the 404 page', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('a screen whose code cannot be downloaded says so, and the rest of the guide still works', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/');
  await appOwns(page);
  const go = async (name: string) => {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    if (await toggle.isVisible()) await toggle.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  };
  // The connection drops as the visitor opens a screen not downloaded yet.
  await page.route('**/assets/Weather-*', (route) => route.abort());
  await go('Best Time to Visit');
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This page could not be loaded' }) });
  await expect(alert).toContainText('Check your connection, then try again.');
  // The guide around it, and its other screens, still work.
  await go('Dining');
  await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await go('Best Time to Visit');
  await expect(alert).toBeVisible();
  // Back online, trying again loads it.
  await page.unroute('**/assets/Weather-*');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Best Time to Visit' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('the mobile menu closes when a link is clicked', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu toggle exists on small screens');
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dining' }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
});

test('the API answers unknown paths with a JSON 404', { tag: '@any-width' }, async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'Not found', code: 'not_found' });
});

// A page rendered by the server carries its reads, and the app waits for its
// paint: its Link header announces only what that paint needs (the hero's
// image), never a read or a chunk, and each is downloaded once.
for (const route of ['/', '/events', '/restaurants']) {
  test(`${route} announces only what its paint needs, downloaded once`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto(route);
    const link = (await response!.allHeaders())['link'] ?? '';
    expect(link).not.toContain('/api/');
    expect(link).not.toContain('modulepreload');
    await expect(page.locator('main article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const announced = [...link.matchAll(/<([^>]+)>/g)].map((match) => match[1]);
    for (const path of announced) expect(requested.filter((p) => p === path), path).toHaveLength(1);
    // The site's settings came with the page.
    expect(requested.filter((p) => p === '/api/site')).toHaveLength(0);
  });
}

test('an address people guess leads to the guide’s own, from the server and inside the app', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/dining?cuisine=Italian');
  await expect(page).toHaveURL(/\/restaurants\?cuisine=Italian$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
  await appOwns(page);
  // The app's router knows the same addresses (a page the service worker
  // serves offline is the app's alone).
  await page.evaluate(() => {
    history.pushState(null, '', '/event');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
});
