import type { Page } from '@playwright/test';
import { isoDay } from './support';
import { expect, openDashboard, test, unique } from './admin-support';

// 'Right now' (#69), against a server of the worker's own with places
// stored by the test: open around the clock (or until 11:58 PM), so that
// what the page shows does not hang on the hour the test runs at; the
// rules at set clocks are core's tests (content::right_now).

const ZONE = 'America/New_York';
// Standing on St. Armands Circle.
const ST_ARMANDS_CIRCLE = { latitude: 27.3175, longitude: -82.577 };

/** The city's wall clock now: its date and minutes since midnight. */
function cityNow(): { date: string; minutes: number; offset: string } {
  const now = new Date();
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  );
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' }).format(now).split('GMT')[1];
  return { date: isoDay(0), minutes: parts.hour * 60 + parts.minute, offset };
}

async function store(page: Page) {
  const names = { near: unique('Harbor Lantern Tour'), far: unique('Myakka Night Hike'), closing: unique('Dawn Kayak'), event: unique('Lantern Parade') };
  const activity = (name: string, hours: string, [latitude, longitude]: [number, number]) =>
    page.request.post('/api/admin/activities/create', {
      data: { id: 0, name, description: 'Stored by the test.', activityType: 'tours', recurringSchedule: hours, latitude, longitude },
    });
  const created = [
    // A block from the Circle, open around the clock.
    await activity(names.near, 'Daily 12 AM - 12 AM', [27.318, -82.5775]),
    // Myakka River State Park, 15 miles inland.
    await activity(names.far, 'Daily 12 AM - 12 AM', [27.2406, -82.3163]),
    // On the Circle too, and closed for the last two minutes of the day.
    await activity(names.closing, 'Daily 12 AM - 11:58 PM', [27.3176, -82.5771]),
    // All day today, at a stage the guide has no position for.
    await page.request.post('/api/admin/events/bulk-create', {
      data: {
        events: [
          { title: names.event, description: 'Stored by the test.', venueId: null, venueName: 'Test Lawn', date: isoDay(0), endDate: null, time: null, category: 'Festival', image: null, ticketPrice: 'Free', sourceUrl: null },
        ],
      },
    }),
  ];
  for (const response of created) expect(response.status()).toBe(201);
  return names;
}

const part = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const heading = (name: string) => ({ name, exact: true });

test.describe('from where the visitor stands', () => {
  test.use({ geolocation: ST_ARMANDS_CIRCLE, permissions: ['geolocation'] });

  test('Right now lists what is on and open, then the nearest first within a walk', async ({ page }) => {
    await openDashboard(page);
    const names = await store(page);

    // From Home's Tonight, never a dead end.
    await page.goto('/');
    await page.getByTestId('whats-on').getByRole('link', { name: 'Right now: what’s on and open near you' }).click();
    await expect(page).toHaveURL(/\/right-now$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Right now' })).toBeVisible();
    await expect(part(page, 'On now and later today').getByRole('heading', heading(names.event))).toBeVisible();
    const open = part(page, 'Open now');
    for (const name of [names.near, names.far]) await expect(open.getByRole('heading', heading(name))).toBeVisible();

    // Near me: within a walk, a drive away, and what has no position.
    await page.getByRole('button', { name: /^Near me/ }).click();
    await expect(page).toHaveURL(/\/right-now\?near=me$/);
    const walk = part(page, 'Within a walk');
    await expect(walk.getByRole('heading', heading(names.near))).toBeVisible();
    await expect(walk.locator('article').filter({ hasText: names.near }).locator('[data-distance]')).toHaveText('0.1 mi · 1 min walk');
    const drive = part(page, 'A drive away');
    await expect(drive.getByRole('heading', heading(names.far))).toBeVisible();
    await expect(drive.locator('article').filter({ hasText: names.far }).locator('[data-distance]')).toHaveText(/^1\d mi · \d+ min drive$/);
    await expect(part(page, 'Where we have no map position').getByRole('heading', heading(names.event))).toBeVisible();
    // Each part nearest first: the walk's first card is the closest.
    const distances = await walk.locator('[data-distance]').allTextContents();
    const miles = distances.map((d) => Number.parseFloat(d));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));

    // Tonight's events list leads here too.
    await page.goto('/events?dates=tonight');
    await page.getByRole('link', { name: 'Right now: what’s on and open near you' }).click();
    await expect(page).toHaveURL(/\/right-now$/);
    await page.getByRole('button', { name: /^Near me/ }).click();

    // Within half a mile: the drive and the unplaced stage go.
    await page.getByLabel('Distance').selectOption('0.5');
    await expect(page).toHaveURL(/near=me&within=0.5/);
    await expect(part(page, 'A drive away')).toHaveCount(0);
    await expect(part(page, 'Where we have no map position')).toHaveCount(0);
    await expect(walk.getByRole('heading', heading(names.near))).toBeVisible();
  });

  test("the device works the page out again at its own clock: at 11:59 PM the kayaks have closed", async ({ page }) => {
    const now = cityNow();
    // The server's page is read now; the kayaks close at 11:58 PM.
    test.skip(now.minutes >= 23 * 60 + 56, 'the kayaks are closing as the test runs');
    await openDashboard(page);
    const names = await store(page);
    await page.goto('/right-now');
    await expect(part(page, 'Open now').getByRole('heading', heading(names.closing))).toBeVisible();
    await page.clock.setFixedTime(new Date(`${now.date}T23:59:00${now.offset}`));
    await page.goto('/right-now?near=me');
    const walk = part(page, 'Within a walk');
    await expect(walk.getByRole('heading', heading(names.near))).toBeVisible();
    await expect(walk.getByRole('heading', heading(names.closing))).toHaveCount(0);
  });
});
