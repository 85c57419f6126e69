import { expect, test } from '@playwright/test';
import { card, clickSettled, expectNoSeriousViolations, renderedByBrowser, toasts, variantsOf } from './support';

test('the grid shows 24 skeletons while loading, then the restaurants', async ({ page }) => {
  await renderedByBrowser(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/restaurants', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/restaurants');
  await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
  await expect(page.getByTestId('card-skeleton')).toHaveCount(24);
  release();
  // A screen of them, then the rest.
  await expect(page.locator('article')).toHaveCount(24);
  await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('result-count')).toHaveText('24 of 29 restaurants');
  await clickSettled(page.getByRole('link', { name: 'Show more restaurants' }));
  await expect(page.locator('article')).toHaveCount(29);
  await expect(page).toHaveURL(/\/restaurants\?shown=48$/);
  await expect(page.locator('article').nth(24).locator('h3 a[href]')).toBeFocused();
  await expect(page.getByRole('link', { name: 'Show more restaurants' })).toHaveCount(0);
});

test('grid cards: no image, no rating, website link', async ({ page }) => {
  await page.goto('/restaurants?shown=48');
  await expect(page.locator('article')).toHaveCount(29);
  // Four demo restaurants have no image; two have no rating.
  await expect(page.getByText('No image available', { exact: true })).toHaveCount(4);
  await expect(card(page, 'Indigenous')).toContainText('No image available');
  await expect(card(page, 'Tommy Bahama Restaurant')).toContainText('No rating');
  await expect(card(page, "Owen's Fish Camp")).toContainText('8.8/10');
  // A cuisine the spec files under 'Other' shows its own words beside it.
  await expect(card(page, 'Selva Grill')).toContainText('Other · Peruvian');
  await expect(card(page, 'Columbia Restaurant')).toContainText('Other · Spanish/Cuban');
  const website = card(page, "Owen's Fish Camp").getByRole('link', { name: /^Website/ });
  await expect(website).toHaveAttribute('href', 'https://www.owensfishcamp.com');
  await expect(website).toHaveAttribute('target', '_blank');
});

test('a restaurant image that fails to load is hidden', { tag: '@any-width' }, async ({ page }) => {
  await page.route(await variantsOf(page, '/api/restaurants', "Owen's Fish Camp"), (route) => route.abort());
  await page.goto('/restaurants');
  const owens = card(page, "Owen's Fish Camp");
  await expect(owens.getByRole('heading')).toBeVisible();
  await expect(owens.locator('img')).toHaveCount(0);
  await expect(owens).not.toContainText('No image available');
  await expect(card(page, 'Selva Grill').locator('img')).toHaveCount(1);
});

test('Area View groups restaurants by area, sorted by rating, with maps links and a detail panel', async ({ page }) => {
  await page.goto('/restaurants');
  await page.getByRole('button', { name: 'Area View' }).click();
  await expect(page.getByRole('button', { name: 'Area View' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Sarasota Restaurant Areas' })).toBeVisible();
  await expect(page.getByText('26 restaurants with map coordinates')).toBeVisible();

  const boxes = page.getByTestId('area-box');
  expect(await boxes.count()).toBeGreaterThan(3);
  const downtown = boxes.filter({ has: page.getByRole('heading', { name: 'Downtown', exact: true }) });
  const areaLink = downtown.getByRole('link', { name: /^Downtown/ });
  await expect(areaLink).toHaveAttribute('target', '_blank');
  const href = await areaLink.getAttribute('href');
  expect(href).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
  expect(decodeURIComponent(href ?? '')).toContain('Downtown Sarasota restaurants');
  await expect(areaLink).toContainText(/\d+ restaurants?/);

  // Each where it is (issue #18): Lakewood Ranch's 'Main St' is not
  // downtown's, Siesta Key reaches south of 27.25, and a stored area places
  // a restaurant without coordinates.
  const areaBox = (name: string) => boxes.filter({ has: page.getByRole('heading', { name, exact: true }) });
  for (const [area, restaurant] of [
    ['Lakewood Ranch', 'Made in Italy'],
    ['Siesta Key', "Ophelia's on the Bay"],
    ['Downtown', 'Jack Dusty'],
    ['Downtown', 'Bijou Garden Café'],
  ]) {
    await expect(areaBox(area).getByRole('button', { name: new RegExp(`^${restaurant}`) })).toBeVisible();
  }
  await expect(downtown.getByRole('button', { name: /^Made in Italy/ })).toHaveCount(0);

  // Rows are sorted by rating, highest first.
  const ratings = (await downtown.locator('li button').allTextContents()).map((t) => Number(/(\d+(?:\.\d)?)\/10/.exec(t)?.[1] ?? -1));
  expect(ratings.length).toBeGreaterThan(1);
  expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);

  // Every box's count matches its rows, and every restaurant is in one box.
  let total = 0;
  for (const box of await boxes.all()) {
    const rows = await box.locator('li').count();
    await expect(box.getByRole('link').first()).toContainText(`${rows} restaurant`);
    total += rows;
  }
  expect(total).toBe(29);

  const row = downtown.locator('li').filter({ hasText: "Owen's Fish Camp" });
  const map = row.getByRole('link', { name: /^Map/ });
  await expect(map).toHaveAttribute('target', '_blank');
  expect(decodeURIComponent((await map.getAttribute('href')) ?? '')).toContain("Owen's Fish Camp 516 Burns Ln");

  const open = row.getByRole('button', { name: /Owen's Fish Camp/ });
  await open.click();
  const dialog = page.getByRole('dialog', { name: "Owen's Fish Camp" });
  await expect(dialog).toBeVisible();
  for (const text of ['8.8/10', 'Seafood', '$$', '516 Burns Ln, Sarasota, FL 34236']) await expect(dialog).toContainText(text);
  await expect(dialog.getByRole('link', { name: /^Get Directions/ })).toHaveAttribute('href', /google\.com\/maps\/dir\//);
  await expect(dialog.getByRole('link', { name: /^Website/ })).toHaveAttribute('href', 'https://www.owensfishcamp.com');
  // Its name leads to the guide's own page.
  await expect(dialog.getByRole('heading').getByRole('link', { name: "Owen's Fish Camp" })).toHaveAttribute('href', /\/restaurants\/\d+-owens-fish-camp$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  // Escape closes it too; a restaurant without a website has no Website link.
  await boxes.locator('li button', { hasText: 'Made in Italy' }).click();
  await expect(page.getByRole('dialog', { name: 'Made in Italy' }).getByRole('link', { name: /^Website/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an area box that scrolls says how many restaurants are below, and scrolls to them', async ({ page }) => {
  // Without motion the list jumps: each press's result can be read at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/restaurants?view=area');
  const boxes = page.getByTestId('area-box');
  const downtown = boxes.filter({ has: page.getByRole('heading', { name: 'Downtown', exact: true }) });
  const list = downtown.locator('ul');
  await expect(list.locator('li').first()).toBeVisible();
  // The rows after the last one seen in the list's 16rem (98% of it in view).
  const below = () =>
    list.evaluate((ul) => {
      const view = ul.getBoundingClientRect();
      const rows = Array.from(ul.children).map((row) => row.getBoundingClientRect());
      const seen = rows.map((r) => (Math.min(r.bottom, view.bottom) - Math.max(r.top, view.top)) / r.height >= 0.98);
      const lastSeen = seen.lastIndexOf(true);
      return lastSeen < 0 ? 0 : rows.length - 1 - lastSeen;
    });
  const hidden = await below();
  expect(hidden).toBeGreaterThan(0);
  const more = downtown.getByRole('button', { name: /^and \d+ more restaurants? in Downtown/ });
  await expect(more).toContainText(`and ${hidden} more`);
  // Each press scrolls on; the cue counts down and goes once all are seen.
  while (await more.isVisible()) {
    await more.click();
    // Read in one go: the cue can go between two separate reads of it.
    const said = () =>
      downtown.evaluate((box) => {
        const cue = Array.from(box.querySelectorAll('button')).find((b) => /^and \d+ more/.test(b.textContent ?? ''));
        return cue ? Number(/and (\d+) more/.exec(cue.textContent ?? '')?.[1]) : 0;
      });
    await expect.poll(async () => (await said()) === (await below())).toBe(true);
  }
  expect(await below()).toBe(0);
  // A box whose rows all fit has no cue.
  for (const box of await boxes.all()) {
    if ((await box.locator('li').count()) <= 2) await expect(box.getByRole('button', { name: /^and \d+ more/ })).toHaveCount(0);
  }
});

test('the Area View map pins every restaurant with coordinates, on the configured tiles, and a pin opens its panel', async ({ page, request }) => {
  // Without motion a zoom lands at once: each press's result can be read.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const site = await (await request.get('/api/site')).json();
  const areas = await (await request.get('/api/areas')).json();
  // The tests' tiles come from their fixture server (e2e/fixture-server.mjs).
  const tiles = new URL(site.mapTiles.urlTemplate.replace(/\{\w\}/g, '0')).origin;
  const tilesServed = async () => (await (await request.get(`${tiles}/requests`)).json()).tiles as number;
  const servedBefore = await tilesServed();

  await page.goto('/restaurants?view=area');
  const map = page.getByTestId('area-map');
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(await tilesServed()).toBeGreaterThan(servedBefore);
  const zoom = async () => Number(/\/tiles\/(\d+)\//.exec((await map.locator('img.leaflet-tile').first().getAttribute('src')) ?? '')?.[1]);
  // The tiles' attribution, with its link, as their licence asks.
  const attribution = page.getByRole('link', { name: /^© OpenStreetMap contributors/ });
  await expect(attribution).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');

  // Pins and clusters together hold every restaurant with coordinates.
  const located = Number(/^(\d+) restaurants with map coordinates$/.exec((await page.getByText(/restaurants with map coordinates$/).textContent()) ?? '')?.[1]);
  expect(located).toBe(26);
  const markers = map.locator('.leaflet-marker-icon');
  const pinned = () => markers.locator('[data-count]').evaluateAll((faces) => faces.reduce((sum, face) => sum + Number((face as HTMLElement).dataset.count), 0));
  await expect.poll(pinned).toBe(located);

  // Each listed box is outlined, one rectangle per bounding box of its areas.
  const listed = (await page.getByTestId('area-box').locator('h3').allTextContents()).map((t) => t.trim());
  const outlines = areas.areas.filter((a: { group: string | null }) => a.group && listed.includes(a.group)).reduce((n: number, a: { boxes: unknown[] }) => n + a.boxes.length, 0);
  expect(outlines).toBeGreaterThan(listed.length - 2);
  await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(outlines);

  // At 375 px the map sits above the boxes, as wide as the screen allows.
  const box = (await map.boundingBox())!;
  if (page.viewportSize()!.width < 640) {
    expect(box.width).toBeLessThanOrEqual(375 - 32);
    expect(box.height).toBeGreaterThanOrEqual(250);
    expect((await page.getByTestId('area-box').first().boundingBox())!.y).toBeGreaterThanOrEqual(box.y + box.height);
  }
  // Every marker is a 44 px target.
  for (const marker of await markers.all()) {
    const { width, height } = (await marker.boundingBox())!;
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
  }

  // A cluster zooms in until its restaurants stand alone.
  const pins = map.locator('.area-pin');
  for (let presses = 0; (await pins.count()) === 0; presses++) {
    expect(presses).toBeLessThan(8);
    const before = await zoom();
    await map.locator('.area-cluster').first().click();
    await expect.poll(zoom).toBeGreaterThan(before);
  }
  // A pin says its restaurant and area, and opens the restaurant's panel.
  const pin = pins.first();
  const [name, area] = ((await pin.textContent()) ?? '').split(', ');
  expect(listed).toContain(area);
  await pin.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^Get Directions/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // From the keyboard too: Enter, as on any button.
  await pin.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name })).toBeVisible();
});

test('the Area View map shows what the filters leave, and no map when nothing has coordinates', async ({ page }) => {
  await page.goto('/restaurants?view=area&area=Lakewood+Ranch');
  const map = page.getByTestId('area-map');
  const pinned = () => map.locator('[data-count]').evaluateAll((faces) => faces.reduce((sum, face) => sum + Number((face as HTMLElement).dataset.count), 0));
  await expect.poll(pinned).toBe(2);
  await expect(page.getByTestId('area-box')).toHaveCount(1);
  // The one outline drawn is Lakewood Ranch's.
  await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(1);

  // Without coordinates anywhere: the boxes, and no map.
  await renderedByBrowser(page);
  await page.route('**/api/restaurants', async (route) => {
    const all = await (await route.fetch()).json();
    await route.fulfill({ json: all.map((r: object) => ({ ...r, latitude: null, longitude: null })) });
  });
  await page.goto('/restaurants?view=area');
  await expect(page.getByText('0 restaurants with map coordinates')).toBeVisible();
  await expect(page.getByTestId('area-box').first()).toBeVisible();
  await expect(map).toHaveCount(0);
});

test('when the map cannot be loaded, Area View says so and still lists every restaurant by area', async ({ page }) => {
  await page.route('**/assets/AreaMap-*', (route) => route.abort());
  await page.goto('/restaurants?view=area');
  await expect(page.getByText('The map could not be loaded. Every restaurant is listed by area.')).toBeVisible();
  await expect(page.getByTestId('area-map')).toHaveCount(0);
  const located = Number(/^(\d+) restaurants with map coordinates$/.exec((await page.getByText(/restaurants with map coordinates$/).textContent()) ?? '')?.[1]);
  expect(located).toBeGreaterThan(0);
  const listed = await page.getByTestId('area-box').locator('li button').count();
  const all = await (await page.request.get('/api/restaurants')).json();
  expect(listed).toBe(all.length);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
});

test('without its tiles the map says so, and keeps its pins and names its areas', async ({ page, request }) => {
  await page.route(/\/tiles\/\d+\/\d+\/\d+/, (route) => route.abort());
  await page.goto('/restaurants?view=area');
  const map = page.getByTestId('area-map');
  const notice = page.getByText('The background map is unavailable. The pins and the areas are still shown.');
  await expect(notice).toBeVisible();
  await expect(map.locator('img.leaflet-tile-loaded')).toHaveCount(0);
  // It covers neither zoom button.
  const box = (await notice.boundingBox())!;
  for (const zoom of ['Zoom in', 'Zoom out']) {
    const button = (await map.getByRole('button', { name: zoom, exact: true }).boundingBox())!;
    const apart = box.x >= button.x + button.width || button.x >= box.x + box.width || box.y >= button.y + button.height || button.y >= box.y + box.height;
    expect(apart, zoom).toBe(true);
  }
  // The pins still hold every restaurant with coordinates.
  const located = Number(/^(\d+) restaurants with map coordinates$/.exec((await page.getByText(/restaurants with map coordinates$/).textContent()) ?? '')?.[1]);
  const pinned = () => map.locator('[data-count]').evaluateAll((faces) => faces.reduce((sum, face) => sum + Number((face as HTMLElement).dataset.count), 0));
  await expect.poll(pinned).toBe(located);
  // Each outlined area (one with boxes, of the groups listed) says its name.
  const areas = await (await request.get('/api/areas')).json();
  const listed = (await page.getByTestId('area-box').locator('h3').allTextContents()).map((t) => t.trim());
  const outlined = areas.areas.filter((a: { group: string | null; boxes: unknown[] }) => a.group && listed.includes(a.group) && a.boxes.length > 0);
  const labels = (await page.locator('.area-map-label').allTextContents()).map((t) => t.trim());
  expect(labels).toHaveLength(outlined.length);
  expect(new Set(labels)).toEqual(new Set(outlined.map((a: { group: string }) => a.group)));
  // No name shown covers a pin, a cluster or another name: one that would
  // is left out until a zoom makes room.
  const collisions = () =>
    map.evaluate((canvas) => {
      const boxes = (selector: string) =>
        Array.from(canvas.querySelectorAll<HTMLElement>(selector))
          .filter((el) => getComputedStyle(el).visibility !== 'hidden')
          .map((el) => el.getBoundingClientRect());
      const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const names = boxes('.area-map-label');
      const markers = boxes('.area-cluster, .area-pin');
      return {
        shown: names.length,
        collisions: names.filter((name, i) => markers.some((marker) => overlap(name, marker)) || names.slice(i + 1).some((other) => overlap(name, other))).length,
      };
    });
  await expect.poll(async () => (await collisions()).collisions).toBe(0);
  expect((await collisions()).shown).toBeGreaterThan(0);
  await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect.poll(async () => (await collisions()).collisions).toBe(0);
  await expectNoSeriousViolations(page);
});

test('a failed restaurant load shows no error, just the empty page', { tag: '@any-width' }, async ({ page }) => {
  await renderedByBrowser(page);
  await page.route('**/api/restaurants', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/restaurants');
  await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
  await expect(page.getByText('No restaurants found')).toBeVisible();
  await expect(page.getByText(/500|boom|error/i)).toHaveCount(0);
});

test('a card calls the restaurant and opens its address on a map', async ({ page }) => {
  await page.goto('/restaurants');
  const owens = card(page, "Owen's Fish Camp");
  // The number on a wide screen; on a phone, a Call button beside the others.
  const phoneWidth = page.viewportSize()!.width < 640;
  const phone = owens.getByRole('link', { name: phoneWidth ? /^Call Owen's Fish Camp at \(\d{3}\) \d{3}-\d{4}$/ : /^\(\d{3}\) \d{3}-\d{4}$/ });
  await expect(phone).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  const address = owens.getByRole('link', { name: /516 Burns Ln/ });
  await expect(address).toHaveAttribute('href', /google\.com\/maps\/search/);
  await expect(address).toHaveAttribute('target', '_blank');
  // Both are targets a thumb can hit.
  for (const link of [phone, address]) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  if (phoneWidth) expect((await phone.boundingBox())!.width).toBeGreaterThanOrEqual(44);
});

for (const settings of ['/api/site', '/api/areas']) {
  test(`without the site's settings (${settings}) the grid still shows, unfiltered`, { tag: '@any-width' }, async ({ page }) => {
    await renderedByBrowser(page);
    await page.route(`**${settings}`, (route) => route.abort());
    await page.goto('/restaurants');
    await expect(page.locator('article')).toHaveCount(24);
    await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
    // The filters need the area table and the city's time zone.
    await expect(page.getByLabel('Cuisine')).toHaveCount(0);
  });
}

test("Area View's panel leads to the restaurant's own page and saves it, as its card does", async ({ page }) => {
  await page.goto('/restaurants?view=area');
  await page.getByTestId('area-box').locator('li button', { hasText: "Owen's Fish Camp" }).click();
  const dialog = page.getByRole('dialog', { name: "Owen's Fish Camp" });
  await dialog.getByRole('button', { name: /^Add to My Favorites/ }).click();
  await expect(dialog.getByRole('button', { name: /^Added/ })).toBeVisible();
  // The toast that says so leaves the dialog's other actions in reach (a
  // phone's thumb pressing 'More info' under it would press the toast).
  await expect(toasts(page)).toBeVisible();
  const moreInfo = dialog.getByRole('link', { name: "More info about Owen's Fish Camp" });
  const box = (await moreInfo.boundingBox())!;
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('aria-label') ?? document.elementFromPoint(x, y)?.closest('a')?.textContent ?? '', [box.x + box.width / 2, box.y + box.height / 2]);
  expect(hit).toContain('More info');
  await moreInfo.click();
  await expect(page).toHaveURL(/\/restaurants\/\d+-owens-fish-camp$/);
  await expect(page.getByRole('heading', { level: 1, name: "Owen's Fish Camp" })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
