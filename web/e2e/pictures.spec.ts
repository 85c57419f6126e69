import { expect, test, type Page } from '@playwright/test';
import { card, variantsOf } from './support';

/** Holds every request for the item's picture until `release` is called. */
async function holdPicture(page: Page, list: string, title: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(await variantsOf(page, list, title), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The sum of the page's layout shifts so far (the CLS entries). */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all is no shift.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

test('cards offer every width in WebP and JPEG, sized, with the placeholder painted first', async ({ page }) => {
  const release = await holdPicture(page, '/api/events', 'Hamilton');
  await page.goto('/events');
  const picture = card(page, 'Hamilton').locator('picture');
  await picture.scrollIntoViewIfNeeded();
  const source = picture.locator('source');
  await expect(source).toHaveAttribute('type', 'image/webp');
  await expect(source).toHaveAttribute('srcset', /^(\/public-objects\/[0-9a-f]+-\d+\.webp \d+w(, )?)+$/);
  await expect(source).toHaveAttribute('sizes', /calc\(100vw - 32px\)$/);
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('srcset', /-320\.jpg 320w, .*-640\.jpg 640w/);
  await expect(img).toHaveAttribute('width', '640');
  await expect(img).toHaveAttribute('height', /^\d+$/);
  await expect(img).toHaveAttribute('loading', 'lazy');

  // While the picture is held, its placeholder is what shows.
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(false);
  expect(await img.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\("data:image\/png;base64,/);
  const before = await card(page, 'Hamilton').boundingBox();
  release();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  // The browser chose a WebP of its own accord.
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.webp$/);
  expect(await card(page, 'Hamilton').boundingBox()).toEqual(before);
  expect(await layoutShift(page)).toBe(0);
});

test("the server's first HTML carries the widths and the placeholder", async ({ page }) => {
  const html = await (await page.request.get('/events')).text();
  const first = html.match(/<picture>.*?<\/picture>/)?.[0] ?? '';
  expect(first).toMatch(/<source type="image\/webp" srcSet="[^"]+-320\.webp 320w/);
  expect(first).toMatch(/background-image:url\(data:image\/png;base64,[A-Za-z0-9+/=]+\)/);
  // The first cards are the page's largest paint: fetched at once, the
  // first of all at high priority, the rest of the first row at the
  // browser's (it raises those on screen).
  const pictures = html.match(/<picture>.*?<\/picture>/g) ?? [];
  expect(first).toMatch(/loading="eager"/);
  expect(first).toMatch(/fetchPriority="high"|fetchpriority="high"/);
  expect(pictures[1]).toMatch(/loading="eager"/);
  expect(pictures[1]).not.toMatch(/fetchPriority="high"|fetchpriority="high"/);
  expect(pictures.filter((p) => /fetchpriority="high"/i.test(p))).toHaveLength(1);
});

test("Home's cards, below the hero, leave the first screen's bandwidth to it", async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const pictures = html.match(/<picture>.*?<\/picture>/g) ?? [];
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) {
    expect(picture).toMatch(/loading="lazy"/);
    expect(picture).not.toMatch(/fetchPriority="high"|fetchpriority="high"/);
  }
});

test("an item page's picture fills its width at the page's sizes, first of all", async ({ page }) => {
  await page.goto('/events');
  await card(page, 'Hamilton').getByRole('link', { name: 'Hamilton', exact: true }).click();
  const img = page.locator('article picture img').first();
  await expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 992px, calc(100vw - 32px)');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/-(960|1280|640)\.webp$/);
});
