import { expect, signIn, test } from './admin-support';

// The device's copy of the full lists follows the guide by its changes
// (GET /api/<list>/changes?since=<ETag>), not by reading the whole list
// again. On a server of its own (admin-*), as it changes the content.
test.use({ serviceWorkers: 'allow' });

type Event = { id: number; title: string; venueId: number | null; date: string };

test("a change made on the server reaches an installed app's copy without a full download, deletions included", async ({ page, context }) => {
  // Installed: the service worker controls the page and the events page's
  // worker has read the whole list once.
  await page.goto('/events');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect(page.locator('main article').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => Boolean(await (await caches.open('guide-lists')).match('/api/events', { ignoreVary: true }))))
    .toBe(true);

  // Staff rename one event and delete another.
  await signIn(page);
  const events: Event[] = await (await page.request.get('/api/events')).json();
  // Two that the events page lists (the list keeps past events too).
  const named = (title: string) => events.find((e) => e.title === title)!;
  const [renamed, deleted] = [named('The Nutcracker'), named('La Traviata')];
  const form = {
    title: 'Renamed by staff',
    description: 'Updated',
    venueId: renamed.venueId,
    venueName: renamed.venueId ? '' : 'Venue TBA',
    date: renamed.date,
    endDate: null,
    time: '8:00 PM',
    category: 'Opera',
    image: null,
    ticketPrice: null,
    ticketUrl: null,
    sourceUrl: null,
  };
  expect((await page.request.put(`/api/admin/events/${renamed.id}`, { data: form })).ok()).toBe(true);
  expect((await page.request.delete(`/api/admin/events/${deleted.id}`)).ok()).toBe(true);

  // The app opens again: its copy is mended by the changes alone.
  const whole: string[] = [];
  const feed: number[] = [];
  context.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/api/events' && response.status() === 200 && !response.fromServiceWorker()) whole.push(response.url());
    if (path === '/api/events/changes') feed.push(response.status());
  });
  await page.goto('/events');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect.poll(() => feed).toContain(200);
  const saved = async () =>
    page.evaluate(async () => {
      const response = await (await caches.open('guide-lists')).match('/api/events', { ignoreVary: true });
      return ((await response!.json()) as { id: number; title: string }[]).map((e) => [e.id, e.title] as const);
    });
  await expect.poll(async () => (await saved()).find(([id]) => id === renamed.id)?.[1]).toBe('Renamed by staff');
  expect((await saved()).some(([id]) => id === deleted.id)).toBe(false);
  expect(whole).toEqual([]);

  // Offline, the events list is the mended copy.
  await context.setOffline(true);
  await page.reload();
  await page.getByLabel('Keyword').fill('Renamed by staff');
  await expect(page.locator('main article h3', { hasText: 'Renamed by staff' })).toBeVisible();
  await page.getByLabel('Keyword').fill('Traviata');
  await expect(page.getByText('No events found')).toBeVisible();
  await context.setOffline(false);
});
