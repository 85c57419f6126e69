import { execFileSync } from 'node:child_process';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations, isoDay, openPlanActions, outboxMessages, seedFavorites, seedTrip, toasts } from './support';

type Listed = { id: number; name: string; description: string; website: string | null };

/** The guide's own Sarasota Art Museum (Tue–Sun 10 AM–5 PM), Owen's
 * Fish Camp (daily 4–10 PM), downtown, a walk apart, and Marie Selby
 * Botanical Gardens (daily 10 AM–5 PM) or the Ringling (daily 10 AM–5 PM,
 * three miles north), saved as the cards save them; their ids. */
async function savePlaces(page: Page, also: 'gardens' | 'ringling' | null = null) {
  const named = async (kind: string, name: string) => ((await (await page.request.get(`/api/${kind}`)).json()) as Listed[]).find((item) => item.name === name)!;
  const [museum, owens, selby, ringling] = await Promise.all([
    named('activities', 'Sarasota Art Museum'),
    named('restaurants', "Owen's Fish Camp"),
    named('activities', 'Marie Selby Botanical Gardens'),
    named('activities', 'The Ringling Museum of Art'),
  ]);
  const saved = (item: Listed, type: string) => ({ id: item.id, name: item.name, type, details: item.description, address: null, phone: null, website: item.website });
  const third = { gardens: [saved(selby, 'activity')], ringling: [saved(ringling, 'activity')] };
  await seedFavorites(page, [saved(museum, 'activity'), saved(owens, 'restaurant'), ...(also ? third[also] : [])]);
  return { museum: museum.id, owens: owens.id, selby: selby.id, ringling: ringling.id };
}

/** Drags by `handle` (past the 6 px that starts a drag) onto `target`;
 * a day or 'Not placed yet' is dropped on once it shows the drag is over
 * it. */
async function drag(page: Page, handle: Locator, target: Locator, container = true) {
  const from = (await handle.boundingBox())!;
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 4, y + 12, { steps: 4 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 40), { steps: 12 });
  if (container) await expect(target).toHaveClass(/ring-brand-600/);
  await page.mouse.up();
}

/** The first Monday from tomorrow on, as `days` from today. */
function nextMonday(): number {
  for (let days = 1; ; days++) {
    if (new Date(`${isoDay(days)}T12:00:00Z`).getUTCDay() === 1) return days;
  }
}

const day = (page: Page, date: string) => page.locator(`[data-testid="trip-day"][data-date="${date}"]`);
const stopNames = (page: Page, date: string) => day(page, date).getByTestId('trip-stop').locator(':is(h3, h4) a').allTextContents();

test('places go on days by the Move to menu, a conflict is fixed, and the order is the planner’s or one’s own, offline too', async ({ page, context }) => {
  await savePlaces(page);
  await page.goto('/plan-visit');
  await page.getByRole('link', { name: 'Plan by Day' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plan by Day' })).toBeVisible();

  // No event gives the days: the visitor says them.
  await expect(page.getByText('When are you in Sarasota? Set your days to place what you saved on them.')).toBeVisible();
  const monday = isoDay(nextMonday());
  const tuesday = isoDay(nextMonday() + 1);
  await page.getByLabel('First day').fill(tuesday);
  await page.getByLabel('Last day').fill(monday);
  await page.getByRole('button', { name: 'Set the days' }).click();
  await expect(page.getByRole('alert')).toHaveText('The last day comes before the first');
  await page.getByLabel('First day').fill(monday);
  await page.getByLabel('Last day').fill(isoDay(nextMonday() + 2));
  await page.getByRole('button', { name: 'Set the days' }).click();
  await expect(page.getByTestId('trip-day')).toHaveCount(3);
  // Set, the days read as such; changing them opens the form again.
  await expect(page.getByTestId('trip-days-span')).toHaveText(/^Monday, \w+ \d+ to Wednesday, \w+ \d+$/);
  await expect(page.getByRole('button', { name: 'Change days' })).toBeFocused();
  await page.getByRole('button', { name: 'Change days' }).click();
  await expect(page.getByLabel('First day')).toHaveValue(monday);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('First day')).toHaveCount(0);
  const waiting = page.getByTestId('trip-waiting');
  await expect(waiting).toHaveCount(2);

  // Offline from here: planning asks nothing of the network.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) asked.push(request.url());
  });
  await context.setOffline(true);

  // The museum placed on Monday, by the keyboard's menu: closed, and the fix moves it.
  await page.getByLabel('Move Sarasota Art Museum to').selectOption({ index: 1 });
  await expect(day(page, monday).getByTestId('trip-stop')).toHaveCount(1);
  const conflict = day(page, monday).getByText('Closed on Mondays');
  await expect(conflict).toBeVisible();
  await day(page, monday).getByRole('button', { name: 'Move to Tuesday' }).click();
  await expect(day(page, monday).getByTestId('trip-stop')).toHaveCount(0);
  await expect(day(page, tuesday).getByText('10 AM–11:30 AM')).toBeVisible();
  await expect(page.getByText('Sarasota Art Museum moved to', { exact: false })).toBeAttached();

  // Dinner the same day: the planner puts it after the museum, a walk or drive away, estimated.
  await page.getByLabel("Move Owen's Fish Camp to").selectOption(tuesday);
  await expect(waiting).toHaveCount(0);
  expect(await stopNames(page, tuesday)).toEqual(['Sarasota Art Museum', "Owen's Fish Camp"]);
  await expect(day(page, tuesday).getByTestId('trip-stop').nth(1)).toContainText(/mi · \d+ min (walk|drive) \(estimate\)/);

  // The visitor's own order (a stop's changes open on asking): dinner
  // first makes the museum late; the suggestion puts it right.
  await expect(page.getByRole('button', { name: "Move Owen's Fish Camp earlier" })).toHaveCount(0);
  await page.getByRole('button', { name: "Change Owen's Fish Camp" }).click();
  await expect(page.getByRole('button', { name: "Change Owen's Fish Camp" })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: "Move Owen's Fish Camp earlier" }).click();
  await expect.poll(() => stopNames(page, tuesday)).toEqual(["Owen's Fish Camp", 'Sarasota Art Museum']);
  await expect(day(page, tuesday).getByText(/^Closes at 5 PM, you arrive at/)).toBeVisible();
  await expect(day(page, tuesday).getByRole('status')).toContainText('The suggested order avoids a problem');
  await day(page, tuesday).getByRole('button', { name: 'Use the suggested order' }).click();
  await expect.poll(() => stopNames(page, tuesday)).toEqual(['Sarasota Art Museum', "Owen's Fish Camp"]);

  // A table booked for an hour the restaurant is closed says so (its
  // changes still open after the moves).
  await page.getByLabel("Time for Owen's Fish Camp").selectOption({ label: '12 PM' });
  await expect(day(page, tuesday).getByText('Opens at 4 PM, your visit is at 12 PM')).toBeVisible();
  expect(asked).toEqual([]);

  // Kept on the device: back online, a reload shows the same days.
  await context.setOffline(false);
  await page.reload();
  await expect.poll(() => stopNames(page, tuesday)).toEqual(['Sarasota Art Museum', "Owen's Fish Camp"]);
  await expect(day(page, tuesday).getByText('12 PM–1:15 PM')).toBeVisible();
  await expect(day(page, tuesday).getByTestId('trip-stop').nth(1)).toContainText(/mi · \d+ min (walk|drive) \(estimate\)/);
  await page.getByRole('button', { name: "Change Owen's Fish Camp" }).click();
  await expect(page.getByLabel("Time for Owen's Fish Camp")).toHaveValue(String(12 * 60));

  // The day's map: the same stops, numbered in order, the way between them drawn.
  await day(page, tuesday).getByRole('button', { name: "Show the day's map" }).click();
  const map = day(page, tuesday).getByTestId('day-map');
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(2);
  await expect(map.locator('.leaflet-marker-icon').nth(0)).toHaveAttribute('title', '1. Sarasota Art Museum');
  await expect(map.locator('.leaflet-marker-icon').nth(1)).toHaveAttribute('title', "2. Owen's Fish Camp");
  await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(1);
  await expectNoSeriousViolations(page);
});

test('stops are dragged onto a day, within a day and off the days, by mouse or finger', async ({ page }) => {
  const ids = await savePlaces(page, 'gardens');
  const [tuesday, wednesday] = [isoDay(nextMonday() + 1), isoDay(nextMonday() + 2)];
  // The trip as the device keeps it: two days, the museum and the gardens on the first.
  await seedTrip(page, {
    first: tuesday,
    last: wednesday,
    placed: [
      { type: 'activity', id: ids.museum, date: tuesday },
      { type: 'activity', id: ids.selby, date: tuesday },
    ],
  });
  // The whole planner on one screen of the same width: no drag here
  // scrolls the page (the sensors' own scrolling is dnd-kit's).
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 2000 });
  await page.goto('/plan-visit/days');
  await expect(day(page, tuesday).getByTestId('trip-stop')).toHaveCount(2);
  const planned = await stopNames(page, tuesday);

  // Within the day: the second above the first is the visitor's own order.
  const stops = day(page, tuesday).getByTestId('trip-stop');
  await drag(page, stops.nth(1).getByTestId('drag-handle'), stops.nth(0), false);
  await expect.poll(() => stopNames(page, tuesday)).toEqual([...planned].reverse());
  await expect(day(page, tuesday).getByText('In your own order.')).toBeVisible();

  // From 'Not placed yet' onto Wednesday.
  await drag(page, page.getByTestId('trip-waiting').getByTestId('drag-handle'), day(page, wednesday));
  await expect(day(page, wednesday).getByTestId('trip-stop')).toHaveCount(1);
  await expect(page.getByTestId('trip-waiting')).toHaveCount(0);
  await expect(page.getByText("Owen's Fish Camp moved to", { exact: false })).toBeAttached();

  // Off the days again.
  await drag(page, day(page, wednesday).getByTestId('drag-handle'), page.getByTestId('trip-not-placed'));
  await expect(page.getByTestId('trip-waiting')).toHaveCount(1);
  await expect(day(page, wednesday).getByText('Nothing placed on this day.')).toBeVisible();
});

test('an event plays on its night, and the visitor chooses another of its run @any-width', async ({ page }) => {
  // Hamilton plays five nights, from nine days on, at 7:30 PM.
  const hamilton = ((await (await page.request.get('/api/events')).json()) as { id: number; title: string }[]).find((event) => event.title === 'Hamilton')!;
  await seedFavorites(page, [{ id: hamilton.id, name: hamilton.title, type: 'event' }]);
  await seedTrip(page, { first: isoDay(8), last: isoDay(13) });
  await page.goto('/plan-visit/days');
  await expect(page.getByTestId('trip-day')).toHaveCount(6);
  await expect(day(page, isoDay(9)).getByTestId('trip-stop')).toHaveCount(1);
  await expect(day(page, isoDay(9)).getByText(/^7:30 PM–/)).toBeVisible();
  // The menu offers its four other nights, not the day before the run.
  await page.getByRole('button', { name: 'Change Hamilton' }).click();
  await expect(page.getByLabel('Move Hamilton to').locator('option:not([disabled])')).toHaveCount(4);
  await page.getByLabel('Move Hamilton to').selectOption(isoDay(11));
  await expect(day(page, isoDay(9)).getByTestId('trip-stop')).toHaveCount(0);
  await expect(day(page, isoDay(11)).getByText(/^7:30 PM–/)).toBeVisible();
  // Kept as the night chosen.
  await page.reload();
  await expect(day(page, isoDay(11)).getByTestId('trip-stop')).toHaveCount(1);
});

test('a drive is timed by the guide’s routing engine once online, and the answer is kept on the device @any-width', async ({ page }) => {
  const ids = await savePlaces(page, 'ringling');
  const tuesday = isoDay(nextMonday() + 1);
  await seedTrip(page, {
    first: tuesday,
    last: tuesday,
    placed: [
      { type: 'activity', id: ids.ringling, date: tuesday },
      { type: 'restaurant', id: ids.owens, date: tuesday },
    ],
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/travel-times')) asked.push(request.url());
  });
  await page.goto('/plan-visit/days');
  // The fixture's OSRM answers 1,234 s between any two places: 21 min by
  // car, no longer an estimate.
  const dinner = day(page, tuesday).getByTestId('trip-stop').nth(1);
  await expect(dinner).toContainText(/\d\.\d mi · 21 min drive(?! \(estimate\))/);
  expect(asked).toHaveLength(1);

  // The day's places are asked once: a reload plans by the kept answer.
  await page.reload();
  await expect(day(page, tuesday).getByTestId('trip-stop').nth(1)).toContainText(/mi · 21 min drive(?! \(estimate\))/);
  expect(asked).toHaveLength(1);
});

test('the week’s days show the forecast, a rainy one its ideas, and later days what is usual @any-width', async ({ page }) => {
  await savePlaces(page);
  await seedTrip(page, { first: isoDay(1), last: isoDay(9) });
  await page.goto('/plan-visit/days');
  // The fixture's Weather Service: showers likely all week.
  await expect(day(page, isoDay(1)).getByTestId('trip-forecast')).toContainText('Forecast: Rain · 78° / 63° · 70% chance of rain');
  await expect(day(page, isoDay(8)).getByTestId('trip-forecast')).toHaveCount(0);
  // Read by the server moments ago: offline, the one kept says its age.
  await expect(page.getByTestId('forecast-read')).toHaveText(/^The Weather Service's forecast, read (just now|\d+ minutes? ago)\.$/);
  await expect(page.getByTestId('usual-weather')).toContainText(/^Beyond the week's forecast, the weather is usually, in (Dec-Feb|Mar-Apr|May-Jun|Jul-Sep|Oct-Nov):/);
  await day(page, isoDay(1)).getByRole('link', { name: 'Rainy day ideas' }).click();
  await expect(page).toHaveURL(/\/collections\/rainy-day$/);
});

/** The message the server's outbox wrote for `address` (no SMTP host in
 * the end-to-end tests: .eml files), its quoted-printable text decoded. */
async function mailTo(address: string): Promise<string | undefined> {
  for (const text of await outboxMessages()) {
    if (text.includes(address)) {
      return text.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replaceAll('=', ''), 'hex').toString('utf8'));
    }
  }
  return undefined;
}

type Read = { events: { summary: string; start: string; location: string; url: string }[]; problems: string[] };

/** An .ics file as Python's icalendar reads it (core/tests/ics_reader.py,
 * which scripts/test installs). */
function icalendarReads(path: string): Read {
  return JSON.parse(execFileSync('../target/py-ics/bin/python', ['../core/tests/ics_reader.py', path], { encoding: 'utf8' })) as Read;
}

test('a shared plan carries its days: it opens on them, and Add all takes them in; the calendar file has them', async ({ page, browser }) => {
  const ids = await savePlaces(page);
  const [tuesday, wednesday] = [isoDay(nextMonday() + 1), isoDay(nextMonday() + 2)];
  await seedTrip(page, {
    first: tuesday,
    last: wednesday,
    placed: [
      { type: 'activity', id: ids.museum, date: tuesday },
      { type: 'restaurant', id: ids.owens, date: tuesday, at: 19 * 60 },
    ],
  });
  // The calendar file: each placed stop on its day at its time, with its address and page.
  await page.goto('/plan-visit/days');
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add plan to calendar' }).click()]);
  const read = icalendarReads((await file.path())!);
  expect(read.problems).toEqual([]);
  expect(read.events.map((e) => e.summary)).toEqual(['Sarasota Art Museum', "Owen's Fish Camp"]);
  expect(read.events[1].location).toBe('516 Burns Ln, Sarasota, FL 34236');
  expect(read.events[1].url).toMatch(new RegExp(`/restaurants/${ids.owens}-owens-fish-camp$`));
  // 7 PM in Sarasota, whatever the season's offset.
  const seven = new Date(read.events[1].start).toLocaleTimeString('en-US', { timeZone: 'America/New_York', hour: 'numeric' });
  expect(seven).toBe('7 PM');

  // The e-mailed plan goes by the same days, each stop at its time.
  const address = `trip-${Date.now()}-${test.info().project.name}@example.com`;
  await page.goto('/plan-visit');
  await page.getByRole('button', { name: 'Email My Favorites' }).click();
  const form = page.locator('#plan-to-self');
  await form.getByLabel('Email Address(es)').fill(address);
  await form.getByRole('button', { name: 'Send to My Email' }).click();
  await expect.poll(() => mailTo(address), { timeout: 20_000 }).toContain('Time: 7 PM–8:15 PM');
  const mail = (await mailTo(address))!;
  expect(mail).toContain('Getting there: ');
  expect(mail).toContain('Address: 516 Burns Ln, Sarasota, FL 34236');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.goto('/plan-visit');
  await openPlanActions(page);
  await page.getByRole('button', { name: 'Share plan' }).click();
  await expect(toasts(page).filter({ hasText: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const compact = (date: string) => date.replaceAll('-', '');
  expect(link).toContain(`~${compact(tuesday)}-${compact(wednesday)}.a${ids.museum}@${compact(tuesday)}.r${ids.owens}@${compact(tuesday)}+1140`);

  // Someone else, on another device.
  const other = await browser.newPage({ viewport: page.viewportSize()! });
  await other.goto(link);
  await expect.poll(() => stopNames(other, tuesday)).toEqual(['Sarasota Art Museum', "Owen's Fish Camp"]);
  await expect(day(other, tuesday).getByText('7 PM–8:15 PM')).toBeVisible();
  await expect(day(other, wednesday).getByText('Nothing placed on this day.')).toBeVisible();
  await other.getByRole('button', { name: 'Add all to My Favorites' }).click();
  await other.goto('/plan-visit/days');
  await expect.poll(() => stopNames(other, tuesday)).toEqual(['Sarasota Art Museum', "Owen's Fish Camp"]);
  await other.close();
});
