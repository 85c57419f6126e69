import { expect, test } from '@playwright/test';
import { card, clickSettled, PNG, renderedByBrowser, variantsOf } from './support';

test('Venue TBA is hidden, and missing images and prices have their fallbacks', async ({ page }) => {
  await page.goto('/events');
  const openMic = card(page, 'Comedy Open Mic');
  await expect(openMic).toBeVisible();
  await expect(openMic).not.toContainText('Venue TBA');
  await expect(openMic).toContainText('No Picture Available');
  await expect(openMic).toContainText('Contact for pricing');
  await expect(openMic.getByRole('link', { name: /^Details/ })).toHaveCount(0);
  await expect(card(page, 'Hamilton')).toContainText('Van Wezel Performing Arts Hall');
  await expect(card(page, 'Hamilton')).toContainText('$69 - $189');
  await expect(card(page, 'Hamilton')).toContainText(/Dec \d{1,2}-\d{1,2}|[A-Z][a-z]{2} \d{1,2} - [A-Z][a-z]{2} \d{1,2}/);
});

test('an image that fails to load shows No Picture Available', async ({ page }) => {
  await page.route(await variantsOf(page, '/api/events', 'Hamilton'), (route) => route.abort());
  await page.goto('/events');
  const hamilton = card(page, 'Hamilton');
  // Images load lazily: bring the card on screen (below the fold at 375 px).
  await hamilton.scrollIntoViewIfNeeded();
  await expect(hamilton).toContainText('No Picture Available');
  await expect(hamilton.locator('img')).toHaveCount(0);
  await expect(card(page, 'La Traviata').locator('img')).toHaveAttribute('src', /^\/public-objects\/[0-9a-f]+-640\.jpg$/);
});

test('Details opens the ticket page, else the venue website, in a new tab', async ({ page }) => {
  await page.goto('/events');
  const hamilton = card(page, 'Hamilton').getByRole('link', { name: /^Details/ });
  await expect(hamilton).toHaveAttribute('href', 'https://www.vanwezel.org/events');
  await expect(hamilton).toHaveAttribute('target', '_blank');
  const selby = card(page, 'Sunset Concert at Selby').getByRole('link', { name: /^Details/ });
  await expect(selby).toHaveAttribute('href', 'https://selby.org');
  // Marked as leaving the guide: an arrow out for the eye, words for a
  // screen reader.
  await expect(hamilton).toHaveAccessibleName('Details for Hamilton (opens the ticket seller’s site in a new tab)');
  await expect(selby).toHaveAccessibleName('Details for Sunset Concert at Selby (opens the venue’s site in a new tab)');
  await expect(hamilton.locator('svg[data-outbound][aria-hidden="true"]')).toHaveCount(1);
});

test('plain-http images go through the image proxy, https ones load directly', async ({ page }) => {
  // The list's first screen (a slice) and the device's full copy.
  await page.route(/\/api\/events(\/page)?$/, async (route) => {
    const response = await route.fetch();
    type Event = { title: string; image: string | null };
    const body = (await response.json()) as Event[] | { events: Event[] };
    for (const e of Array.isArray(body) ? body : body.events) {
      if (e.title === 'Hamilton') e.image = 'http://images.example.com/hamilton.jpg?size=large';
      if (e.title === 'La Traviata') e.image = 'https://cdn.example.com/traviata.jpg';
    }
    await route.fulfill({ response, json: body });
  });
  const proxied: string[] = [];
  await page.route('**/image-proxy?**', (route) => {
    proxied.push(new URL(route.request().url()).searchParams.get('url') ?? '');
    return route.fulfill({ contentType: 'image/png', body: PNG });
  });
  await page.route('https://cdn.example.com/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
  await page.goto('/events');
  // Images load lazily: bring the card on screen (below the fold at 375 px).
  await card(page, 'Hamilton').scrollIntoViewIfNeeded();
  await expect(card(page, 'Hamilton').locator('img')).toHaveAttribute(
    'src',
    '/image-proxy?url=http%3A%2F%2Fimages.example.com%2Fhamilton.jpg%3Fsize%3Dlarge',
  );
  await expect(card(page, 'La Traviata').locator('img')).toHaveAttribute('src', 'https://cdn.example.com/traviata.jpg');
  await expect.poll(() => proxied).toContain('http://images.example.com/hamilton.jpg?size=large');
  await expect(card(page, 'Hamilton')).not.toContainText('No Picture Available');
  // The device's copy may still be loading through the first route: the
  // page closing under it is not this test's failure.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the real image proxy answers for a plain-http address', async ({ request }) => {
  // Contract check only: an unreachable host must fail cleanly, not hang or 500.
  const response = await request.get('/image-proxy?url=' + encodeURIComponent('http://127.0.0.1:9/nothing.jpg'));
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(600);
});

test('category badges have a colour', async ({ page }) => {
  await page.goto('/events');
  const badge = card(page, 'La Traviata').getByText('Opera', { exact: true });
  await expect(badge).toHaveCSS('color', 'rgb(255, 255, 255)');
  expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
});

test('a failed events load shows no error message, never a blank page', async ({ page }) => {
  await renderedByBrowser(page);
  await page.route('**/api/events**', (route) => route.fulfill({ status: 500, body: 'database is down' }));
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  await expect(page.getByText(/database is down|Failed to fetch/)).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Events' })).toBeVisible();
});

test("each card leads to the guide's own page by its picture and its title", async ({ page }) => {
  for (const [path, title, slug] of [
    ['/events', 'Hamilton', /\/events\/\d+-hamilton$/],
    ['/activities', 'Siesta Beach', /\/activities\/\d+-siesta-beach$/],
    ['/restaurants', "Owen's Fish Camp", /\/restaurants\/\d+-owens-fish-camp$/],
  ] as const) {
    await page.goto(path);
    const item = card(page, title);
    await expect(item.getByRole('heading', { name: title }).getByRole('link')).toHaveAttribute('href', slug);
    // The picture is the same link, out of the keyboard's order and read once.
    const photo = item.getByTestId('card-photo-link');
    await expect(photo).toHaveAttribute('tabindex', '-1');
    await expect(photo).toHaveAttribute('aria-hidden', 'true');
    await photo.click();
    await expect(page).toHaveURL(slug);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test("a card without Details still has a button: 'More info', to the guide's page", async ({ page }) => {
  for (const [path, title, slug] of [
    ['/events', 'Comedy Open Mic', /\/events\/\d+-comedy-open-mic$/],
    ['/restaurants', 'Made in Italy', /\/restaurants\/\d+-made-in-italy$/],
  ] as const) {
    await page.goto(path);
    await clickSettled(page.getByRole('link', { name: /^Show more/ }));
    const more = card(page, title).getByRole('link', { name: `More info about ${title}` });
    await expect(more).toHaveAttribute('href', slug);
    await more.click();
    await expect(page).toHaveURL(slug);
  }
  // Beside Details there is none: the picture and the title lead there.
  await page.goto('/events');
  await expect(card(page, 'Hamilton').getByRole('link', { name: /^More info/ })).toHaveCount(0);
});
