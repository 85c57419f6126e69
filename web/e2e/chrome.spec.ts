import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { card, controlsUnderToast, renderedByBrowser, toasts } from './support';

test('the active link is highlighted, /venues highlighting Activities', async ({ page, isMobile }) => {
  await page.goto('/events');
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  const activeClass = (await nav.getByRole('link', { name: 'Events' }).getAttribute('class')) ?? '';

  await page.goto('/venues');
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Activities' })).toHaveAttribute('class', activeClass);
});

test('no frame is painted while the header is half arrived, so its links never move', async ({ page, request }) => {
  // A slow network's first chunk can end inside the header: sent so, with a
  // pause, the page's first frame must still show the header whole.
  const html = await (await request.get('/events')).text();
  const cut = html.indexOf('<ul id="main-menu"');
  expect(cut).toBeGreaterThan(0);
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), 700);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    // Every frame until the menu is there: none may show the header without it.
    await page.addInitScript(() => {
      const frame = () => {
        if (!document.getElementById('main-menu')) {
          if (document.querySelector('header')) (window as Window & { halfHeader?: boolean }).halfHeader = true;
          requestAnimationFrame(frame);
        }
      };
      requestAnimationFrame(frame);
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/events`);
    await expect(page.locator('#main-menu')).toBeAttached();
    expect(await page.evaluate(() => (window as Window & { halfHeader?: boolean }).halfHeader ?? false)).toBe(false);
  } finally {
    server.close();
  }
});

test('Escape closes the phone menu and gives the focus back to its button', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu button is a phone’s');
  await page.goto('/events');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.locator('#main-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Dining' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('nav links lead to every screen; the view scrolls to the top on each change', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page.locator('section[aria-labelledby="dining"] article')).toHaveCount(6);
  const screens = [
    ['Events', 'All Events'],
    ['Activities', 'Activities'],
    ['Dining', 'Dining'],
    ['Best Time to Visit', 'Best Time to Visit'],
    ['My Favorites', 'Plan Your Visit'],
    ['Home', 'Discover the Magic!'],
  ];
  for (const [link, heading] of screens) {
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test('footer columns and links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const column = (name: string) => footer.locator('section').filter({ has: page.getByRole('heading', { name }) });
  await expect(column('Explore').getByRole('link')).toHaveText(['Events', 'Activities', 'Dining', 'Best Time to Visit']);
  const plan = column('Plan Your Visit').getByRole('link');
  await expect(plan).toHaveText(['My Favorites', 'Visit Sarasota', 'Visit Florida']);
  await expect(plan.nth(1)).toHaveAttribute('target', '_blank');
  await expect(column('Help Us Improve').getByRole('link', { name: 'Suggest Addition' })).toHaveAttribute('href', '/suggest');
  await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
  // The spec's placeholders, until the site sets its own.
  for (const name of ['Facebook', 'Instagram', 'X']) await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', '#');
  await expect(footer).toContainText(/© \d{4} Sarasota/);
});

test("the footer's social icons are the site's setting", { tag: '@any-width' }, async ({ page }) => {
  // The site's settings as a deployment with its own pages answers them.
  await renderedByBrowser(page);
  await page.route('**/api/site', async (route) => {
    const site = await (await route.fetch()).json();
    await route.fulfill({ json: { ...site, socialLinks: [{ network: 'instagram', url: 'https://instagram.example/visitsarasota' }] } });
  });
  await page.goto('/weather');
  const footer = page.getByRole('contentinfo');
  const instagram = footer.getByRole('link', { name: 'Instagram (opens in a new tab)' });
  await expect(instagram).toHaveAttribute('href', 'https://instagram.example/visitsarasota');
  await expect(instagram).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
});

test("a toast takes the header's band: it covers no control, its action beside the words", async ({ page }) => {
  await page.goto('/activities');
  // Scrolled, so cards sit right under the header.
  await card(page, 'Siesta Beach').getByRole('button', { name: /^Add to My Favorites/ }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 700));
  await card(page, 'Lido Beach').getByRole('button', { name: /^Add to My Favorites/ }).click();
  const toast = toasts(page);
  await expect(toast).toContainText('Lido Beach has been added to your plan.');
  expect(await controlsUnderToast(page)).toEqual([]);
  // In the header, whose own links are hidden meanwhile (not covered)...
  const header = (await page.getByRole('banner').boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y);
  expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height + 1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // ...and compact: it was 160 px on a phone, the words then the action.
  expect(box.height).toBeLessThanOrEqual(72);
  const link = (await toast.getByRole('link', { name: 'See My Favorites' }).boundingBox())!;
  // (Layout works in fractions of a pixel: 43.999998 is the 44 px asked.)
  expect(Math.round(link.height)).toBeGreaterThanOrEqual(44);
  expect(link.y).toBeLessThan(box.y + box.height / 2);
  // Closed, the header's links are back.
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('toasts: one at a time, 420 px region, F8 focuses it, gone after 5 seconds', async ({ page }) => {
  await page.goto('/activities');
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(region).toBeAttached();
  const list = region.locator('ol');
  await expect(list).toHaveCSS('max-width', '420px');

  await card(page, 'Siesta Beach').getByRole('button', { name: /^Add to My Favorites/ }).click();
  await card(page, 'Lido Beach').getByRole('button', { name: /^Add to My Favorites/ }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Lido Beach has been added to your plan.');

  await page.keyboard.press('F8');
  await expect(list).toBeFocused();
  // Focus pauses the timer, and so does a pointer over the toast: take
  // both away from it (the pointer to the screen's foot, far from the
  // header's band where it shows) and let it expire.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, page.viewportSize()!.height - 1);
  await expect(toasts(page)).toHaveCount(1);
  // Its full time runs from there: gone, and not before 3 s (the page's
  // own clock; a slow machine only makes it later).
  const shown = await page.evaluate(() => performance.now());
  await expect(toasts(page)).toHaveCount(0, { timeout: 8000 });
  expect(await page.evaluate(() => performance.now())).toBeGreaterThan(shown + 3000);
});

test('a toast can be swiped away', async ({ page }) => {
  await page.goto('/activities');
  await card(page, 'Siesta Beach').getByRole('button', { name: /^Add to My Favorites/ }).click();
  const toast = toasts(page);
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  if (!box) throw new Error('toast has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let dx = 10; dx <= 150; dx += 10) await page.mouse.move(box.x + 20 + dx, y);
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});
