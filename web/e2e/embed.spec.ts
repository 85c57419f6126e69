import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FIXTURE_SERVER } from '../playwright.config';
import { expectNoSeriousViolations, isoDay } from './support';

// The guide's events on a partner's page (#38): the widget and the iframe
// on a page of another site (the fixture server), and the guide's other
// pages still refusing to be framed. The fixture server's pages at
// 127.0.0.1 are the allowed partner (GUIDE_EMBED_ORIGINS); the same
// pages at localhost are another site.

/** Writes a partner's page on the fixture server; its address. */
async function partnerPage(request: APIRequestContext, name: string, body: string): Promise<string> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bayfront Hotel</title></head>
<body><header><a href="/rooms">Book a room</a></header><main><h1>Bayfront Hotel</h1>${body}</main></body></html>`;
  const answer = await request.put(`${FIXTURE_SERVER}/pages/${name}`, { data: html, headers: { 'content-type': 'text/html; charset=utf-8' } });
  expect(answer.status()).toBe(204);
  return `${FIXTURE_SERVER}/pages/${name}`;
}

/** The titles of the category's events still on, by date, as the guide lists them. */
async function currentTitles(request: APIRequestContext, category: string): Promise<string[]> {
  const events: { title: string; category: string; date: string; endDate: string | null }[] = await (await request.get('/api/events')).json();
  const today = isoDay(0);
  return events.filter((e) => e.category === category && (e.endDate ?? e.date) >= today).map((e) => e.title);
}

const guide = () => test.info().project.use.baseURL!;

function frameHeading(page: Page) {
  return page.frameLocator('iframe').getByRole('heading', { name: 'What’s on in Sarasota' });
}

test('a partner’s page shows a category’s events; its links open their pages @any-width', async ({ page, request }) => {
  const titles = await currentTitles(request, 'Broadway');
  expect(titles.length).toBeGreaterThanOrEqual(2);
  const address = await partnerPage(
    request,
    'hotel-widget',
    `<script type="module" src="${guide()}/embed.js"></script><sarasota-events category="Broadway" limit="3"></sarasota-events><p><a href="/spa">Our spa</a></p>`,
  );
  await page.goto(address);
  const widget = page.locator('sarasota-events');
  await expect(widget.getByRole('heading', { level: 2, name: 'What’s on in Sarasota' })).toBeVisible();
  const links = widget.getByRole('listitem').getByRole('heading', { level: 3 }).getByRole('link');
  await expect(links).toHaveCount(Math.min(3, titles.length));
  for (const title of await links.allTextContents()) expect(titles).toContain(title);
  await expectNoSeriousViolations(page);

  // In the page's keyboard order: the host's link, then the widget's.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Book a room' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  // The guide set no cookie on its way.
  expect(await page.context().cookies(guide())).toEqual([]);

  const first = (await links.first().textContent())!;
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`^${guide()}/events/\\d+-`));
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
});

test('the widget follows its attributes, and shows a wrong one’s default to visitors and its message to the author @any-width', async ({ page, request }) => {
  const address = await partnerPage(request, 'hotel-widget-attributes', `<script type="module" src="${guide()}/embed.js"></script><sarasota-events limit="2"></sarasota-events>`);
  await page.goto(address);
  const widget = page.locator('sarasota-events');
  await expect(widget.getByRole('listitem')).toHaveCount(2);
  await widget.evaluate((element) => {
    element.setAttribute('lang', 'es');
    element.setAttribute('layout', 'cards');
  });
  await expect(widget.getByRole('heading', { level: 2, name: 'Qué hay en Sarasota' })).toBeVisible();
  await expect(widget.locator('img').first()).toBeVisible();
  const warned: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warned.push(message.text());
  });
  await widget.evaluate((element) => element.setAttribute('limit', '50'));
  // The default five, in the language and layout asked for, and nothing
  // technical for the partner's visitors.
  await expect(widget.getByRole('listitem')).toHaveCount(5);
  await expect(widget.getByRole('heading', { level: 2, name: 'Qué hay en Sarasota' })).toBeVisible();
  await expect(widget.getByRole('alert')).toHaveCount(0);
  await expect(widget).not.toContainText('limit');
  await expect.poll(() => warned).toContainEqual("<sarasota-events>: limit must be a whole number from 1 to 20: '50'");
});

test('the iframe shows on the allowed site and is refused on another @any-width', async ({ page, request }) => {
  const address = await partnerPage(request, 'hotel-frame', `<iframe src="${guide()}/embed/events?category=Broadway&limit=2" title="Events in Sarasota" style="width:100%;height:30rem;border:0"></iframe>`);
  await page.goto(address);
  await expect(frameHeading(page)).toBeVisible();
  const links = page.frameLocator('iframe').getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(2);
  await expectNoSeriousViolations(page);
  // Its links open the guide's page in place of the partner's.
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`^${guide()}/events/\\d+-`));

  // The same page on another site: the guide refuses to be framed there.
  const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
  await page.goto(address.replace('127.0.0.1', 'localhost'));
  await refused;
  await expect(frameHeading(page)).toHaveCount(0);
});

test('the guide’s other pages still refuse to be framed, even by the allowed site @any-width', async ({ page, request }) => {
  const address = await partnerPage(request, 'hotel-frames-the-guide', `<iframe src="${guide()}/events" title="The guide"></iframe>`);
  const refused = page.waitForEvent('console', (message) => /frame-ancestors|X-Frame-Options/.test(message.text()));
  await page.goto(address);
  await refused;
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveCount(0);
});

test.describe('with the guide kept for offline use', () => {
  // (The other specs block the service worker.)
  test.use({ serviceWorkers: 'allow' });

  test('the iframe’s page and the feeds stay the server’s, not the saved app @any-width', async ({ page }) => {
    // The guide's service worker controls its pages once visited: its
    // saved app must not answer for the server's own pages.
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto('/embed/events?limit=2');
    await expect(page.getByRole('heading', { level: 2, name: 'What’s on in Sarasota' })).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(2);
    const feed = await page.goto('/feeds/events.atom');
    expect(feed?.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  });
});
