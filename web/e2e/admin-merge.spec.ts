import type { Page } from '@playwright/test';
import { expect, openDashboard, storeEvent, test, unique } from './admin-support';
import { isoDay } from './support';

// The merge view (#71), on a laptop and a phone: a discovered event like
// one the guide lists, compared field by field and merged into it. The
// discover call is answered here (the test server reaches no other site);
// the guide's event, its edit and the followed source are the real server's.

type Venue = { id: number; name: string };

function venuesPanel(page: Page) {
  return page.getByRole('region', { name: 'Venues' });
}

test('the merge view takes a duplicate’s new price and ticket link into the guide’s event and follows its page', async ({ page }) => {
  await openDashboard(page, 'Venue Events Discovery');
  const stored = (await (await page.request.get('/api/admin/venues')).json()) as Venue[];
  const ringling = stored.find((v) => v.name === 'The Ringling')!;
  const title = unique('Merge Gala');
  const id = await storeEvent(page, title, [33]);
  const pageUrl = `https://www.ringling.org/events/${title.replace(/\W+/g, '-').toLowerCase()}`;
  const found = {
    title: `${title}!`,
    description: 'A discovered evening.',
    venueId: null,
    venueName: 'Test Garden Stage',
    date: isoDay(33),
    endDate: null,
    time: '7:30 PM',
    category: 'Live Music',
    image: null,
    ticketPrice: '$25',
    sourceUrl: pageUrl,
  };
  await page.route('**/api/admin/venues/discover', (route) =>
    route.fulfill({
      contentType: 'application/x-ndjson',
      body: JSON.stringify({
        kind: 'result',
        newEvents: [],
        duplicateEvents: [
          {
            title: found.title,
            venueName: found.venueName,
            date: found.date,
            time: found.time,
            description: found.description,
            similarEvents: [{ title, id, date: isoDay(33) }],
            found,
            ticketUrl: 'https://tickets.example.org/merge-gala',
          },
        ],
        sources: [],
      }),
    }),
  );
  await venuesPanel(page).getByRole('checkbox', { name: ringling.name }).check();
  await page.getByRole('button', { name: 'Discover Events' }).click();
  const duplicates = page.getByRole('region', { name: 'Duplicate Events (1)' });
  await duplicates.getByRole('button', { name: `Compare and merge into ${title}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Merge into the guide’s event' });
  // Only what differs is offered; what the guide lacks is taken by default.
  const price = dialog.getByRole('group', { name: 'Ticket price' });
  await expect(price.getByRole('radio', { name: 'In the guide: $20' })).toBeChecked();
  await price.getByRole('radio', { name: 'Found: $25' }).check();
  const link = dialog.getByRole('group', { name: 'Ticket URL' });
  await expect(link.getByRole('radio', { name: 'Found: https://tickets.example.org/merge-gala' })).toBeChecked();
  await expect(dialog.getByRole('group', { name: 'Title' }).getByRole('radio', { name: `In the guide: ${title}` })).toBeChecked();
  await expect(dialog.getByRole('group', { name: 'Time' })).toHaveCount(0);
  await expect(dialog.getByText(/^The same on both: .*Time/)).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Follow this page for it' }).check();
  await dialog.getByRole('button', { name: 'Save the merge' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(duplicates.getByText(`Merged into “${title}”`)).toBeVisible();

  const merged = ((await (await page.request.get(`/api/admin/events/${id}`)).json()) as { item: { title: string; ticketPrice: string; ticketUrl: string } }).item;
  expect([merged.title, merged.ticketPrice, merged.ticketUrl]).toEqual([title, '$25', 'https://tickets.example.org/merge-gala']);
  await expect
    .poll(async () => ((await (await page.request.get('/api/admin/sources')).json()) as { url: string }[]).some((source) => source.url === pageUrl))
    .toBe(true);
});
