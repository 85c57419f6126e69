import { expect, test, type Locator, type Page } from '@playwright/test';
import { errorsOf, holdApp, SAVED_EVENT, seedFavorites } from './support';

// What the server writes into My Favorites (server/src/web/written.rs): the
// empty plan for a device without one, in the frame the server rendering
// leaves for the device's plan. The app keeps it until it draws its own in
// the same place.

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

/** The page as sent: no script runs. */
async function asSent(page: Page, path: string) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

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
