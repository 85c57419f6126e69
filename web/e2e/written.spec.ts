import { expect, test, type Locator, type Page } from '@playwright/test';
import { errorsOf, holdApp, SAVED_EVENT, seedFavorites } from './support';

// What the server writes into a page the build wrote ahead
// (server/src/web/written.rs): the list's photos in its loading skeletons,
// and the empty plan on My Favorites for a device without one. The app
// keeps it until it draws its own in the same place.

const LISTS = [
  { path: '/events', read: '**/api/events/page', skeletons: 9 },
  { path: '/restaurants', read: '**/api/restaurants*', skeletons: 24 },
];

/** One line per element and text of each of `parts`, in order: the tag, its
 * attributes (classes as a set, the style as the browser reads it), its
 * text, and its box on the page. Equal lines: the same drawing. */
function drawingOf(parts: Locator): Promise<string[][]> {
  return parts.evaluateAll((elements) =>
    elements.map((element) => {
      const out: string[] = [];
      const walk = (node: Node, depth: number) => {
        let text = '';
        const flush = () => {
          if (text) out.push(`${depth} "${text}"`);
          text = '';
        };
        for (const child of Array.from(node.childNodes)) {
          if (child instanceof Text) {
            text += child.data;
            continue;
          }
          flush();
          if (!(child instanceof Element)) continue;
          const attributes = Array.from(child.attributes)
            .filter((a) => a.name !== 'class' && a.name !== 'style')
            .map((a) => `${a.name}=${a.value}`)
            .sort();
          const classes = Array.from(child.classList).sort().join(' ');
          const style = child instanceof HTMLElement ? child.style.cssText : '';
          const box = child.getBoundingClientRect();
          const at = [box.x, box.y + window.scrollY, box.width, box.height].map(Math.round).join(',');
          out.push(`${depth} <${child.tagName.toLowerCase()} ${attributes.join(' ')} class="${classes}" style="${style}"> @${at}`);
          walk(child, depth + 1);
        }
        flush();
      };
      walk(element, 0);
      return out;
    }),
  );
}

/** The source and box of each image, in order. */
function photosOf(images: Locator): Promise<{ src: string; box: number[] }[]> {
  return images.evaluateAll((list) =>
    list.map((image) => {
      const box = image.getBoundingClientRect();
      return { src: image.getAttribute('src') ?? '', box: [box.x, box.y, box.width, box.height].map(Math.round) };
    }),
  );
}

/** The page as sent: no script runs. */
async function asSent(page: Page, path: string) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const list of LISTS) {
  test(`${list.path} arrives loading, its first photos already in the skeletons, where the app's cards put them`, async ({ page, browser }) => {
    await asSent(page, list.path);
    const skeletons = page.getByTestId('card-skeleton');
    await expect(skeletons).toHaveCount(list.skeletons);
    const sent = await photosOf(skeletons.locator('> img'));

    // The app's cards, drawn by the app alone (an address with a query is
    // sent unpainted; the layout parameter's default changes nothing).
    const app = await browser.newPage({ viewport: page.viewportSize() });
    await app.goto(`${list.path}?layout=cards`);
    await expect(app.getByTestId('result-count')).not.toBeEmpty();
    const cards = app.locator('article.card');
    await expect(cards.first()).toBeVisible();
    const drawn = await cards.evaluateAll((articles, n) => articles.slice(0, n).map((a) => a.querySelector(':scope > img')?.getAttribute('src') ?? ''), list.skeletons);
    // The first row's photos (the largest paint) are where the cards' are.
    const firstRow = await photosOf(cards.locator('> img').filter({ visible: true }));
    await app.close();

    // Every skeleton holds its item's photo, or stays grey without one.
    expect(sent.map((p) => p.src)).toEqual(drawn.filter(Boolean));
    expect(sent.length).toBeGreaterThan(0);
    const rowY = sent[0].box[1];
    const row = sent.filter((p) => p.box[1] === rowY);
    expect(row.length).toBeGreaterThan(0);
    expect(row).toEqual(firstRow.slice(0, row.length));
    // The first three load at once and first, as the cards' do.
    await expect(skeletons.locator('> img[loading="eager"][fetchpriority="high"]')).toHaveCount(Math.min(3, sent.length));
  });

  test(`${list.path}: the app keeps the written skeletons while it loads, then draws its cards`, async ({ page }) => {
    const errors = errorsOf(page);
    // The list's read waits until the page has been taken over.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(list.read, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(list.path);
    const written = page.locator('[data-written="first-cards"]');
    // React has taken the grid over (its DOM node carries React's fiber)…
    await expect.poll(() => written.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true);
    // …and left what the server wrote as it was: the spec's skeletons, with their photos.
    await expect(page.getByTestId('card-skeleton')).toHaveCount(list.skeletons);
    const photo = await written.locator('img').first().getAttribute('src');

    release();
    await expect(written).toHaveCount(0);
    await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
    await expect(page.locator('article.card').first().locator('> img')).toHaveAttribute('src', photo ?? '');
    expect(errors).toEqual([]);
  });
}

test('a list whose read fails gives way to the app’s empty state', async ({ page }) => {
  await page.route('**/api/events**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }));
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  await expect(page.locator('[data-written]')).toHaveCount(0);
});

test('My Favorites arrives with the empty plan the app draws, the curator named', async ({ page, browser }) => {
  await asSent(page, '/plan-visit');
  const sent = await drawingOf(page.locator('[data-written="plan"] > div'));
  await expect(page.getByRole('heading', { level: 1, name: 'Plan Your Visit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message to Marisa' })).toBeVisible();

  const app = await browser.newPage({ viewport: page.viewportSize() });
  await app.goto('/plan-visit?from=test');
  await expect(app.getByRole('button', { name: 'Send Message to Marisa' })).toBeVisible();
  await app.evaluate(() => document.fonts.ready.then(() => undefined));
  const drawn = await drawingOf(app.locator('main div.max-w-5xl'));
  await app.close();
  expect(sent).toHaveLength(1);
  expect(sent).toEqual(drawn);
});

test('My Favorites: the app takes the written empty plan over, and a tap before it is not lost', async ({ page }) => {
  const errors = errorsOf(page);
  const release = await holdApp(page);
  await page.goto('/plan-visit');
  // Pressed before the app runs: held until the app has drawn its own
  // button in the written one's place, then handed to it.
  await page.getByRole('button', { name: 'Send Message to Marisa' }).click();
  release();
  await expect(page.getByRole('button', { name: 'Send Message to Marisa' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[data-written]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** Presses the written plan's send button, and releases it once the app has
 * replaced the written plan: the element pressed is gone by the release. */
async function pressAcrossTheTakeOver(page: Page, release: () => void) {
  const toggle = page.getByRole('button', { name: 'Send Message to Marisa' });
  await toggle.hover();
  await page.mouse.down();
  release();
  await expect(page.locator('[data-written]')).toHaveCount(0);
  await page.mouse.up();
  return toggle;
}

test('My Favorites: a press begun on the written button and ended on the app’s is not lost', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/plan-visit');
  // The browser sends no click, the element pressed being gone.
  const toggle = await pressAcrossTheTakeOver(page, release);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Your Name')).toBeVisible();
});

test('My Favorites: such a press is not lost either when its click goes to what the two buttons share', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/plan-visit');
  // What a browser may do instead of sending no click (UI Events): click
  // the nearest element that both the pressed and the released one are in.
  await page.evaluate(() =>
    document.addEventListener('pointerup', () => document.getElementById('main')!.click(), { capture: true, once: true }),
  );
  const toggle = await pressAcrossTheTakeOver(page, release);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('a device with a saved plan gets the frame, and its plan; clearing the plan tells the server', async ({ page }) => {
  await seedFavorites(page, [SAVED_EVENT]);
  await page.goto('/');
  const planCookie = async () => (await page.context().cookies()).find((c) => c.name === 'guide-plan')?.value;
  await expect.poll(planCookie).toBe('saved');
  const html = await (await page.request.get('/plan-visit')).text();
  expect(html).toContain('aria-busy="true"');
  expect(html).not.toContain('Plan Your Visit</h1>');
  await page.goto('/plan-visit');
  await expect(page.getByRole('heading', { name: /Selected Items \(1\)/ })).toBeVisible();
  // The last item removed: the cookie goes, and the empty plan is sent painted again.
  await page.getByRole('button', { name: new RegExp(`^Remove ${SAVED_EVENT.name}`) }).click();
  await expect.poll(planCookie).toBeUndefined();
  expect(await (await page.request.get('/plan-visit')).text()).toContain('Plan Your Visit</h1>');
});
