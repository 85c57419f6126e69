import { expect, test, type Page } from '@playwright/test';
import ROUTES from '../src/app/routes.json' with { type: 'json' };
import { appOwns, errorsOf } from './support';

// Every public route of core's route table (src/app/routes.json, which
// core's tests write), and the page for an address it does not know, is
// sent rendered by the server and hydrated by React without a mismatch:
// in English and in Spanish, with the console watched. (At 1280 px only:
// no component reads the width while it renders; see playwright.config.) A mismatch makes React render the
// page anew and reports it as an error (the last test shows it is seen).

/** The dashboard is staff's, rendered by the browser alone. One address
 * of each screen: the six collections' pages are one screen, as are
 * /activities and /venues. */
const PUBLIC = ROUTES.routes.filter(([, screen], n, all) => screen !== 'Admin' && all.findIndex(([, other]) => other === screen) === n);

/** What a route is visited with beyond its path, to show its content: a
 * search's words, a shared plan's items (in the fragment, which the server
 * never sees). */
const VISITED_WITH: Record<string, string> = { '/search': '?q=jazz', '/plan-visit/shared': '#e7.a1.r1' };

/** An address of `route`: its `:item` filled with the first item the API
 * lists under the route's first segment. */
async function addressOf(page: Page, route: string): Promise<string> {
  let path = route;
  if (route.includes(':item')) {
    const kind = route.split('/')[1];
    const answer = await (await page.request.get(`/api/${kind}`)).json();
    const items = Array.isArray(answer) ? answer : answer[kind];
    path = route.replace(':item', String(items[0].id));
  }
  return path + (VISITED_WITH[route] ?? '');
}

/** `address` in Spanish. */
const inSpanish = (address: string) => `/es${address === '/' ? '/' : address}`;

async function hydratesWithoutMismatch(page: Page, address: string, status: number) {
  const errors = errorsOf(page);
  const siteReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/site') siteReads.push(request.url());
  });
  const answer = await page.goto(address);
  expect(answer?.status()).toBe(status);
  // Rendered by the server: a heading, the reads it was rendered from.
  const html = await answer!.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('<h1');
  expect(root).toContain('id="server-data"');
  expect(root).not.toContain('<!--$!-->');
  await appOwns(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The site's names came with the page: the app did not read them again.
  expect(siteReads).toEqual([]);
  // (A page that is not there is logged by the browser as such.)
  expect(errors.filter((error) => status !== 404 || !error.includes('status of 404'))).toEqual([]);
}

for (const [route, screen] of [...PUBLIC, ['/no-such-page', 'NotFound']]) {
  test(`${route} (${screen}) is rendered by the server and hydrated without a mismatch, in English and Spanish`, async ({ page }) => {
    const address = await addressOf(page, route);
    const status = screen === 'NotFound' ? 404 : 200;
    await hydratesWithoutMismatch(page, address, status);
    await page.goto('about:blank');
    await hydratesWithoutMismatch(page, inSpanish(address), status);
  });
}

test('a mismatch between the server and the app is seen @any-width', async ({ page }) => {
  // The server's words changed on the way: the app renders others.
  await page.route('**/weather', async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace('Best Time to Visit</h1>', 'Best Time to Go</h1>');
    await route.fulfill({ response: answer, body: html });
  });
  const errors = errorsOf(page);
  await page.goto('/weather');
  await appOwns(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Best Time to Visit');
  await expect.poll(() => errors.join('\n')).toMatch(/hydrat|#418|#425/i);
});
