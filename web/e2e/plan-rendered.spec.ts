import { expect, test, type Locator, type Page } from '@playwright/test';
import { errorsOf, holdApp, SAVED_EVENT, seedFavorites } from './support';

// My Favorites as the server renders it: the empty plan for a device without
// one, a frame for the app to render the plan into for a device with one
// (core's plan cookie is all the server knows of it).

/** One line per element and text of each of `parts`, in order: the tag, its
 * attributes (classes as a set, the style as the browser reads it), its
 * text, and its box on the page. Equal lines: the same rendering. */
function renderingOf(parts: Locator): Promise<string[][]> {
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

test('My Favorites arrives with the empty plan the app renders, the curator named', async ({ page, browser }) => {
  await asSent(page, '/plan-visit');
  const sent = await renderingOf(page.locator('main div.max-w-5xl'));
  await expect(page.getByRole('heading', { level: 1, name: 'Plan Your Visit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message to Marisa' })).toBeVisible();

  const app = await browser.newPage({ viewport: page.viewportSize() });
  await app.goto('/plan-visit');
  await expect(app.locator('html[data-hydrated]')).toHaveCount(1);
  await app.evaluate(() => document.fonts.ready.then(() => undefined));
  const rendered = await renderingOf(app.locator('main div.max-w-5xl'));
  await app.close();
  expect(sent).toHaveLength(1);
  expect(sent).toEqual(rendered);
});

test('My Favorites: a tap made before the app has the page counts, once', async ({ page }) => {
  const errors = errorsOf(page);
  const release = await holdApp(page);
  await page.goto('/plan-visit');
  // Pressed before the app runs: held, then handed to it. Handed twice,
  // the form would open and close again.
  await page.getByRole('button', { name: 'Send Message to Marisa' }).click();
  release();
  await expect(page.getByRole('button', { name: 'Send Message to Marisa' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Your Name')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a device with a saved plan gets the frame, and its plan; clearing the plan tells the server', async ({ page }) => {
  await seedFavorites(page, [SAVED_EVENT]);
  await page.goto('/');
  const planCookie = async () => (await page.context().cookies()).find((c) => c.name === 'guide-plan')?.value;
  await expect.poll(planCookie).toBe('saved');
  const framed = await page.request.get('/plan-visit');
  const html = await framed.text();
  expect(html).toContain('aria-busy="true"');
  expect(html).not.toContain('Plan Your Visit</h1>');
  // Not complete (the renderer says so): its chunk is announced, for
  // the app that renders the plan.
  expect(framed.headers()['link']).toContain('modulepreload');
  await page.goto('/plan-visit');
  await expect(page.getByRole('heading', { name: /Selected Items \(1\)/ })).toBeVisible();
  // The last item removed: the cookie goes, and the empty plan is sent complete again.
  await page.getByRole('button', { name: new RegExp(`^Remove ${SAVED_EVENT.name}`) }).click();
  await expect.poll(planCookie).toBeUndefined();
  const complete = await page.request.get('/plan-visit');
  expect(await complete.text()).toContain('Plan Your Visit</h1>');
  expect(complete.headers()['link'] ?? '').not.toContain('modulepreload');
});
