import type { Page } from '@playwright/test';
import { isoDay } from './support';
import { expect, openDashboard, test, unique } from './admin-support';

// Tonight and This weekend, on Home and as the events list's date choices,
// against a server of the worker's own (admin-support) with events stored
// for today and the coming weekend. They are stored all day, so that they
// are on tonight whatever the hour the test runs at.

const ZONE = 'America/New_York';

/** The city's weekday today, 0 = Monday … 6 = Sunday. */
function cityWeekday(): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short' }).format(new Date());
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name);
}

/** Milliseconds from now until a minute past the city's next midnight. */
function untilPastMidnight(): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' })
      .formatToParts(new Date())
      .map((p) => [p.type, Number(p.value)]),
  );
  const sinceMidnight = ((parts.hour * 60 + parts.minute) * 60 + parts.second) * 1000;
  return 24 * 3_600_000 - sinceMidnight + 60_000;
}

/** Stores all-day events (title and day), and removes them once the test
 * is over: the worker's server then holds no other test's events for
 * today, which would share Home's four places with them. */
async function withEvents(page: Page, events: [string, string][], run: () => Promise<void>) {
  const response = await page.request.post('/api/admin/events/bulk-create', {
    data: {
      events: events.map(([title, date]) => ({ title, description: 'Stored by the test.', venueId: null, venueName: 'Test Lawn', date, endDate: null, time: null, category: 'Festival', image: null, ticketPrice: 'Free', sourceUrl: null })),
    },
  });
  expect(response.status()).toBe(201);
  const { ids } = (await response.json()) as { ids: number[] };
  try {
    await run();
  } finally {
    for (const id of ids) await page.request.delete(`/api/admin/events/${id}`);
  }
}

test('Home leads with tonight and this weekend, and each leads to its list', async ({ page }) => {
  const tonight = unique('Lantern Walk');
  const tomorrow = unique('Dawn Paddle');
  // The coming weekend's Sunday (today, on a Sunday).
  const sunday = unique('Sunday Picnic');
  await openDashboard(page);
  await withEvents(page, [[tonight, isoDay(0)], [tomorrow, isoDay(1)], [sunday, isoDay(6 - cityWeekday())]], async () => {
    await page.goto('/');
    const lead = page.getByTestId('whats-on');
    const tonightColumn = lead.getByRole('region', { name: 'Tonight' });
    const weekendColumn = lead.getByRole('region', { name: 'This weekend' });
    await expect(tonightColumn.getByRole('link', { name: tonight })).toBeVisible();
    await expect(tonightColumn.getByText(tomorrow)).toHaveCount(0);
    await expect(weekendColumn.getByText(/All events this weekend \(\d+\)/)).toBeVisible();
    // It comes before the spec's sections.
    const upcoming = page.getByRole('heading', { level: 2, name: 'Upcoming Events' });
    const [leadBox, upcomingBox] = [await lead.boundingBox(), await upcoming.boundingBox()];
    expect(leadBox!.y).toBeLessThan(upcomingBox!.y);

    // The weekend's list is the events page's 'This Weekend', in the address.
    await weekendColumn.getByRole('link', { name: /All events this weekend/ }).click();
    await expect(page).toHaveURL(/\/events\?dates=thisWeekend$/);
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue('thisWeekend');
    await expect(page.getByRole('heading', { name: sunday })).toBeVisible();
    await expect(page.getByRole('heading', { name: tonight })).toHaveCount(cityWeekday() >= 4 ? 1 : 0);

    // Tonight from the menu: today's, not tomorrow's.
    await page.getByLabel('Date', { exact: true }).selectOption({ label: 'Tonight' });
    await expect(page).toHaveURL(/dates=tonight/);
    await expect(page.getByRole('heading', { name: tonight })).toBeVisible();
    await expect(page.getByRole('heading', { name: tomorrow })).toHaveCount(0);
  });
});

test("a page left open past midnight moves on to the new day's tonight", async ({ page }) => {
  const today = unique('Bonfire Night');
  const tomorrow = unique('Morning Market');
  await openDashboard(page);
  await withEvents(page, [[today, isoDay(0)], [tomorrow, isoDay(1)]], async () => {
    await page.clock.install();

    await page.goto('/');
    const tonight = page.getByTestId('whats-on').getByRole('region', { name: 'Tonight' });
    await expect(tonight.getByRole('link', { name: today })).toBeVisible();
    await page.goto('/events?dates=tonight');
    await expect(page.getByRole('heading', { name: today })).toBeVisible();

    // The same list, a minute after midnight, without a reload.
    await page.clock.fastForward(untilPastMidnight());
    await expect(page.getByRole('heading', { name: tomorrow })).toBeVisible();
    await expect(page.getByRole('heading', { name: today })).toHaveCount(0);
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(tonight.getByRole('link', { name: tomorrow })).toBeVisible();
    await expect(tonight.getByRole('link', { name: today })).toHaveCount(0);
  });
});
