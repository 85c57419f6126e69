import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { card, expectNoSeriousViolations, openPlanActions, seedFavorites, showFilters, toasts } from './support';

/** The file a click downloads, with its content lines unfolded (RFC 5545). */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const text = (await readFile((await file.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
  return { file, text };
}

const field = (text: string, name: string) =>
  text
    .split('\r\n')
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    .map((line) => line.slice(line.indexOf(':') + 1));

type ListedEvent = { id: number; category: string; date: string; endDate: string | null; venue: { name: string } };

/** A property's values in the file's events, not in its time zone's. */
const eventField = (text: string, name: string) => field(text.slice(text.indexOf('BEGIN:VEVENT')), name);

async function listed(page: Page, title: string) {
  const events = await (await page.request.get('/api/events')).json();
  return events.find((e: { title: string }) => e.title === title) as ListedEvent;
}

test('an event card and its page give the same calendar entry', async ({ page }) => {
  // La Traviata: one evening, at 7:30 PM.
  const event = await listed(page, 'La Traviata');
  await page.goto('/events?category=Opera');
  const button = card(page, 'La Traviata').getByRole('button', { name: 'Add La Traviata to calendar' });
  const box = (await button.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);

  const fromCard = await downloaded(page, () => button.click());
  expect(fromCard.file.suggestedFilename()).toBe(`${event.id}-la-traviata.ics`);
  const host = new URL(page.url()).host;
  expect(field(fromCard.text, 'UID')).toEqual([`event-${event.id}@${host}`]);
  expect(field(fromCard.text, 'SUMMARY')).toEqual(['La Traviata']);
  expect(field(fromCard.text, 'TZID')).toEqual(['America/New_York']);
  expect(eventField(fromCard.text, 'DTSTART')).toEqual([`${event.date.replaceAll('-', '')}T193000`]);
  expect(field(fromCard.text, 'URL')).toEqual([`${new URL(page.url()).origin}/events/${event.id}-la-traviata`]);
  expect(field(fromCard.text, 'LOCATION')[0]).toContain(event.venue.name);

  await page.goto(`/events/${event.id}-la-traviata`);
  const fromPage = await downloaded(page, () => page.getByRole('main').getByRole('button', { name: 'Add to calendar', exact: true }).click());
  // The same UID: importing it again updates the entry instead of adding one.
  expect(field(fromPage.text, 'UID')).toEqual(field(fromCard.text, 'UID'));
  expect(eventField(fromPage.text, 'DTSTART')).toEqual(eventField(fromCard.text, 'DTSTART'));
});

test('a run of performances: the visitor picks the night, or adds every night', async ({ page }) => {
  // Hamilton: six nights at 7:30 PM, starting in nine days.
  const event = await listed(page, 'Hamilton');
  await page.goto('/events?category=Broadway');
  const open = card(page, 'Hamilton').getByRole('button', { name: 'Add Hamilton to calendar' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Add Hamilton to your calendar' });
  await expect(dialog).toContainText('7:30 PM');
  const day = dialog.getByLabel('Day');
  const nights = await day.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(nights).toHaveLength(6);
  expect(nights[0]).toBe(event.date);
  expect(nights.at(-1)).toBe(event.endDate);
  await expectNoSeriousViolations(page);

  // One night: a timed entry on that day, with a UID of its own.
  await day.selectOption(nights[2]);
  const one = await downloaded(page, () => dialog.getByRole('button', { name: 'Add this day' }).click());
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  const night = nights[2].replaceAll('-', '');
  expect(one.file.suggestedFilename()).toBe(`${event.id}-hamilton-${nights[2]}.ics`);
  expect(eventField(one.text, 'DTSTART')).toEqual([`${night}T193000`]);
  expect(field(one.text, 'UID')[0]).toMatch(new RegExp(`^event-${event.id}-${night}@`));
  expect(one.text).not.toContain('TRANSP:TRANSPARENT');

  // Every night: six timed entries, that night's among them with the same UID.
  await open.click();
  const every = await downloaded(page, () => dialog.getByRole('button', { name: 'Add all 6 days' }).click());
  expect(eventField(every.text, 'DTSTART')).toEqual(nights.map((n) => `${n.replaceAll('-', '')}T193000`));
  expect(field(every.text, 'UID')).toContain(field(one.text, 'UID')[0]);

  // The whole run is still there, as one all-day entry.
  await open.click();
  const whole = await downloaded(page, () => dialog.getByRole('button', { name: 'Add the whole run as one entry' }).click());
  expect(field(whole.text, 'UID')).toEqual([`event-${event.id}@${new URL(page.url()).host}`]);
  expect(eventField(whole.text, 'DTSTART')).toEqual([event.date.replaceAll('-', '')]);
});

test('the plan goes into a calendar: its events dated, its places in the notes', async ({ page, request }) => {
  const events = await (await request.get('/api/events')).json();
  const activities = await (await request.get('/api/activities')).json();
  const event = events[0];
  const activity = activities[0];
  await seedFavorites(page, [
    { id: event.id, name: event.title, type: 'event' },
    { id: activity.id, name: activity.name, type: 'activity', address: activity.address },
  ]);
  await page.goto('/plan-visit');
  await openPlanActions(page);
  const { file, text } = await downloaded(page, () => page.getByRole('button', { name: 'Add plan to calendar' }).click());
  expect(file.suggestedFilename()).toBe('my-plan.ics');
  expect(field(text, 'SUMMARY')).toEqual([event.title]);
  const notes = field(text, 'X-WR-CALDESC')[0];
  expect(notes).toContain('Also in the plan:');
  expect(notes).toContain(activity.name.replace(/[,;]/g, (c: string) => `\\${c}`));
  expect(notes).toContain(`/activities/${activity.id}-`);
});

test('a press before the guide\'s list has arrived waits for it, and still dates the events', { tag: '@any-width' }, async ({ page, request }) => {
  const event = (await (await request.get('/api/events')).json())[0];
  await seedFavorites(page, [{ id: event.id, name: event.title, type: 'event' }]);
  // The list is held until the button has been pressed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/events', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/plan-visit');
  await openPlanActions(page);
  const button = page.getByRole('button', { name: 'Add plan to calendar' });
  await expect(button).toBeVisible();
  const download = page.waitForEvent('download');
  await button.click();
  release();
  const text = (await readFile((await (await download).path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
  expect(field(text, 'SUMMARY')).toEqual([event.title]);
});

test('a plan of places only offers no calendar', { tag: '@any-width' }, async ({ page, request }) => {
  const activities = await (await request.get('/api/activities')).json();
  await seedFavorites(page, [{ id: activities[0].id, name: activities[0].name, type: 'activity' }]);
  await page.goto('/plan-visit');
  await expect(page.getByRole('button', { name: 'Email My Favorites' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add plan to calendar' })).toHaveCount(0);
});

test('the events page subscribes to a live feed of its category and venue', { tag: '@any-width' }, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const event = await listed(page, 'The Nutcracker');
  await page.goto('/events');
  await showFilters(page);
  await page.getByLabel('Category').selectOption(event.category);
  const feed = page.getByRole('region', { name: 'Subscribe in your calendar' });
  // The category named, no venue.
  await expect(feed).toContainText(/Future events in [^,]+, in your calendar/);
  const origin = new URL(page.url()).origin;
  const address = `${origin}/api/events.ics?category=${encodeURIComponent(event.category)}`;
  await expect(feed.getByLabel('Calendar address')).toHaveValue(address);
  await expect(feed.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', address.replace(/^http:/, 'webcal:'));

  await feed.getByRole('button', { name: 'Copy address' }).click();
  await expect(toasts(page).filter({ hasText: 'Address copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // What a subscribed calendar reads: this category's future events.
  const response = await page.request.get(address);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = (await response.text()).replace(/\r\n[ \t]/g, '');
  expect(field(ics, 'UID')).toContain(`event-${event.id}@${new URL(origin).host}`);
  expect(new Set(field(ics, 'CATEGORIES'))).toEqual(new Set([event.category]));
});
