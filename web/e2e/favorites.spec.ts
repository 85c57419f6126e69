import { expect, test } from '@playwright/test';
import { card, STORAGE_KEY, toasts } from './support';

test('an event card toggles the plan with toasts, a 300 ms pulse and the floating button', async ({ page }) => {
  await page.goto('/events');
  const hamilton = card(page, 'Hamilton');
  const floating = page.getByTestId('floating-favorites');
  await expect(floating).toHaveCount(0);

  // Record when the pulse starts and stops.
  await page.evaluate(() => {
    const log: { on: boolean; at: number; duration: string }[] = [];
    (window as unknown as { pulses: typeof log }).pulses = log;
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as Element;
        log.push({ on: el.hasAttribute('data-pulsing'), at: performance.now(), duration: getComputedStyle(el).animationDuration });
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-pulsing'] });
  });

  await hamilton.getByRole('button', { name: /^Add to My Favorites/ }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Added to plan!');
  await expect(toasts(page)).toContainText('Hamilton has been added to your plan.');
  const added = hamilton.getByRole('button', { name: /^Added/ });
  await expect(added).toBeVisible();
  await expect(added.locator('svg')).toHaveCount(1); // the check mark
  await expect(floating).toBeVisible();
  await expect(floating).toHaveAccessibleName('My Favorites 1 saved');
  await expect(floating).toHaveAttribute('href', '/plan-visit');

  await expect(added).toHaveCSS('--pulse-ms', '300ms');
  await expect(added).not.toHaveAttribute('data-pulsing');
  const pulses = await page.evaluate(
    () => (window as unknown as { pulses: { on: boolean; at: number; duration: string }[] }).pulses,
  );
  expect(pulses.map((p) => p.on)).toEqual([true, false]);
  // The pulse is the CSS animation, 300 ms long, and ends when it does (a
  // loaded machine may report the end late, never early).
  expect(pulses[0].duration).toBe('0.3s');
  expect(pulses[1].at - pulses[0].at).toBeGreaterThanOrEqual(250);

  // Removing replaces the toast: one at a time.
  await added.click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Removed from plan');
  await expect(hamilton.getByRole('button', { name: /^Add to My Favorites/ })).toBeVisible();
  await expect(floating).toHaveCount(0);
});

test('saved items survive a reload, in the stored format of version 0', async ({ page }) => {
  await page.goto('/');
  const events = page.locator('section[aria-labelledby="upcoming-events"] article');
  const activities = page.locator('section[aria-labelledby="activities"] article');
  const restaurants = page.locator('section[aria-labelledby="dining"] article');
  await events.first().getByRole('button', { name: /^Add to My Favorites/ }).click();
  await activities.first().getByRole('button', { name: /^Add to My Favorites/ }).click();
  await restaurants.first().getByRole('button', { name: /^Add to My Favorites/ }).click();
  await expect(page.getByTestId('floating-favorites')).toHaveAccessibleName('My Favorites 3 saved');

  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)) ?? 'null');
  expect(stored.version).toBe(0);
  expect(stored.state.items.map((i: { type: string }) => i.type)).toEqual(['event', 'activity', 'restaurant']);

  await page.reload();
  await expect(page.getByTestId('floating-favorites')).toHaveAccessibleName('My Favorites 3 saved');
  await expect(events.first().getByRole('button', { name: /^Added/ })).toBeVisible();
  await expect(activities.first().getByRole('button', { name: /^Added/ })).toBeVisible();
  await expect(restaurants.first().getByRole('button', { name: /^Added/ })).toBeVisible();

  await page.getByTestId('floating-favorites').click();
  await expect(page).toHaveURL(/\/plan-visit$/);
  await expect(page.getByRole('heading', { name: 'Selected Items (3)' })).toBeVisible();
});

test('the plan is shared between tabs', async ({ page, context }) => {
  await page.goto('/activities');
  const other = await context.newPage();
  await other.goto('/plan-visit');
  await expect(other.getByRole('heading', { level: 1, name: 'Plan Your Visit' })).toBeVisible();

  await card(page, 'Siesta Beach').getByRole('button', { name: /^Add to My Favorites/ }).click();
  await expect(other.getByRole('heading', { name: 'Selected Items (1)' })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Siesta Beach' })).toBeVisible();
  await expect(page.getByTestId('floating-favorites')).toHaveAccessibleName('My Favorites 1 saved');
  // Not on the plan itself, where it would cover the plan's buttons.
  await expect(other.getByTestId('floating-favorites')).toHaveCount(0);

  await other.getByRole('button', { name: 'Remove Siesta Beach' }).click();
  await expect(card(page, 'Siesta Beach').getByRole('button', { name: /^Add to My Favorites/ })).toBeVisible();
  await expect(page.getByTestId('floating-favorites')).toHaveCount(0);
});

test('restaurant cards have the toggle too', async ({ page }) => {
  await page.goto('/restaurants');
  const owens = card(page, "Owen's Fish Camp");
  await owens.getByRole('button', { name: /^Add to My Favorites/ }).click();
  await expect(toasts(page)).toContainText("Owen's Fish Camp has been added to your plan.");
  await expect(owens.getByRole('button', { name: /^Added/ })).toBeVisible();
});

test("'Added to plan!' links to My Favorites, where the plan is", async ({ page }) => {
  await page.goto('/events');
  await card(page, 'Hamilton').getByRole('button', { name: /^Add to My Favorites/ }).click();
  await toasts(page).getByRole('link', { name: 'See My Favorites' }).click();
  await expect(page).toHaveURL(/\/plan-visit$/);
  await expect(page.getByRole('heading', { name: 'Selected Items (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Hamilton' })).toBeVisible();
});
