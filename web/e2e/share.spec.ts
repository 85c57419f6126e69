import { expect, test, type Page } from '@playwright/test';
import { openPlanActions, seedFavorites, STORAGE_KEY, toasts } from './support';

type Item = { id: number; name: string; type: 'event' | 'activity' | 'restaurant' };

async function oneOfEach(page: Page): Promise<Item[]> {
  const [events, activities, restaurants] = await Promise.all(
    ['/api/events', '/api/activities', '/api/restaurants'].map(async (list) => (await page.request.get(list)).json()),
  );
  return [
    { id: events[0].id, name: events[0].title, type: 'event' },
    { id: activities[0].id, name: activities[0].name, type: 'activity' },
    { id: restaurants[0].id, name: restaurants[0].name, type: 'restaurant' },
  ];
}

const saved = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{"state":{"items":[]}}').state.items.map((i: Item) => `${i.type}-${i.id}`), STORAGE_KEY);

test('Share copies a link that carries the plan, and only which items it has', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // This browser has no share sheet: the link goes to the clipboard.
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  const items = await oneOfEach(page);
  await seedFavorites(page, items);
  await page.goto('/plan-visit');
  await openPlanActions(page);
  await page.getByRole('button', { name: 'Share plan' }).click();
  await expect(toasts(page).filter({ hasText: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const [event, activity, restaurant] = items;
  expect(link).toBe(`${new URL(page.url()).origin}/plan-visit/shared#e${event.id}.a${activity.id}.r${restaurant.id}`);
});

test("the device's share sheet gets the link where there is one", async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, 'sharedData', { value: shared });
    Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data) });
  });
  const items = await oneOfEach(page);
  await seedFavorites(page, items.slice(0, 1));
  await page.goto('/plan-visit');
  await openPlanActions(page);
  await page.getByRole('button', { name: 'Share plan' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData)).toEqual([
    { title: 'My Sarasota plan', url: `${new URL(page.url()).origin}/plan-visit/shared#e${items[0].id}` },
  ]);
  await expect(toasts(page).filter({ hasText: 'Link copied' })).toHaveCount(0);
});

test('opening a shared plan shows its items; Add all merges them without duplicates', async ({ page }) => {
  const [event, activity, restaurant] = await oneOfEach(page);
  // This visitor already saved the restaurant.
  await seedFavorites(page, [restaurant]);
  await page.goto(`/plan-visit/shared#r${restaurant.id}.e${event.id}.a${activity.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared Plan' })).toBeVisible();
  await expect(page).toHaveTitle(/^Shared Plan · /);
  await expect(page.getByText('Someone shared 3 items from the guide with you.')).toBeVisible();
  for (const item of [event, activity, restaurant]) {
    await expect(page.getByRole('heading', { name: item.name, exact: true })).toBeVisible();
  }
  // Someone else's plan: nothing to remove, each item can be added.
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add all to My Favorites' }).click();
  await expect(toasts(page).filter({ hasText: '2 items have been added to your plan.' })).toBeVisible();
  expect(await saved(page)).toEqual([`restaurant-${restaurant.id}`, `event-${event.id}`, `activity-${activity.id}`]);

  await page.getByRole('button', { name: 'Add all to My Favorites' }).click();
  await expect(toasts(page).filter({ hasText: 'Every item of this plan is in My Favorites.' })).toBeVisible();
  expect(await saved(page)).toHaveLength(3);

  await page.getByRole('link', { name: 'Go to My Favorites' }).click();
  await expect(page.getByRole('heading', { name: 'Selected Items (3)' })).toBeVisible();
});

test('a shared item the guide no longer lists is counted, and a broken link says so', { tag: '@any-width' }, async ({ page }) => {
  const [event] = await oneOfEach(page);
  await page.goto(`/plan-visit/shared#e${event.id}.e99999`);
  await expect(page.getByText('Someone shared 1 item from the guide with you. 1 more is no longer in the guide.')).toBeVisible();

  await page.goto('/plan-visit/shared#not-a-plan');
  await expect(page.getByText('This link is not a plan from the guide.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add all to My Favorites' })).toHaveCount(0);
  await page.goto('/plan-visit/shared');
  await expect(page.getByText('This link carries no plan.')).toBeVisible();
});
