import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, isoDay } from './support';
import { FIXTURE_SERVER } from '../playwright.config';
import { expect, openDashboard, pageName, publish, test, toast, unique } from './admin-support';

// Discovery reads other sites, which the test server cannot reach: the
// discover call is answered here (by a stream the test feeds line by line,
// or by a route), while the venues, the events-page addresses and the bulk
// create are the real server's.

type Venue = { id: number; name: string; website: string | null; eventsPageUrl: string | null; latitude: number | null; longitude: number | null };

async function venues(page: Page): Promise<Venue[]> {
  const response = await page.request.get('/api/admin/venues');
  expect(response.ok()).toBe(true);
  return response.json();
}

function venuesPanel(page: Page) {
  return page.getByRole('region', { name: 'Venues' });
}

/** Replaces the browser's fetch for the discover call with a stream the test writes to. */
async function stubDiscoverStream(page: Page) {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    const encoder = new TextEncoder();
    const state: { controller?: ReadableStreamDefaultController<Uint8Array>; request?: { body: unknown; accept: string | null } } = {};
    Object.assign(window, {
      discoverStub: {
        state,
        send: (line: unknown) => state.controller?.enqueue(encoder.encode(`${JSON.stringify(line)}\n`)),
        end: () => state.controller?.close(),
      },
    });
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.endsWith('/api/admin/venues/discover')) return original(input, init);
      state.request = { body: JSON.parse(String(init?.body)), accept: new Headers(init?.headers).get('Accept') };
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (state.controller = controller) });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
    };
  });
}

const send = (page: Page, line: object) => page.evaluate((l) => (window as unknown as { discoverStub: { send: (x: unknown) => void } }).discoverStub.send(l), line);

test('venues list with checkboxes and events pages; an address is saved when the field loses focus', async ({ page }) => {
  const stored = await venuesAfterSignIn(page);
  const panel = venuesPanel(page);
  await expect(panel.getByRole('checkbox')).toHaveCount(stored.length);
  await expect(page.getByRole('button', { name: 'Discover Events' })).toBeDisabled();

  const opera = panel.getByLabel('Events page for Sarasota Opera House');
  await expect(opera).toHaveValue('https://www.sarasotaopera.org/calendar');

  // A cleared address shows core's guess as the placeholder.
  const mote = panel.getByLabel('Events page for Mote Marine Laboratory & Aquarium');
  await mote.fill('');
  const cleared = page.waitForResponse((r) => r.url().includes('/events-url') && r.request().method() === 'PUT');
  await mote.press('Tab');
  expect((await cleared).ok()).toBe(true);
  await expect(mote).toHaveValue('');
  await expect(mote).toHaveAttribute('placeholder', 'motemarinelaboratoryaquarium.com/events');

  // A new address is stored and survives a reload.
  const address = `https://www.circusarts.org/${unique('calendar').replace(' ', '-')}`;
  const circus = panel.getByLabel('Events page for Circus Arts Conservatory');
  await circus.fill(address);
  const saved = page.waitForResponse((r) => r.url().includes('/events-url') && r.request().method() === 'PUT');
  await circus.blur();
  expect((await saved).request().postDataJSON()).toEqual({ eventsPageUrl: address });
  await page.reload();
  await expect(venuesPanel(page).getByLabel('Events page for Circus Arts Conservatory')).toHaveValue(address);

  // A refused address is only logged; the field shows the stored one again.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const ringling = venuesPanel(page).getByLabel('Events page for The Ringling');
  await ringling.fill('not an address');
  const refused = page.waitForResponse((r) => r.url().includes('/events-url') && r.request().method() === 'PUT');
  await ringling.blur();
  expect((await refused).status()).toBe(400);
  await expect(ringling).toHaveValue('https://www.ringling.org/events');
  await expect.poll(() => errors.some((e) => e.includes('Saving the events page address failed'))).toBe(true);
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('li')).toHaveCount(0);
});

test("a venue's map position is pasted as a map gives it, read by core, and kept", async ({ page }) => {
  const stored = await venuesAfterSignIn(page);
  const circus = stored.find((v) => v.name === 'Circus Arts Conservatory')!;
  const field = venuesPanel(page).getByLabel('Map position for Circus Arts Conservatory');
  await expect(field).toHaveValue(`${circus.latitude}, ${circus.longitude}`);
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/position') && r.method() === 'PUT') sent += 1;
  });
  // What cannot be a position is explained under the field, and not sent.
  for (const [typed, message] of [
    ['27.36 north', 'Paste the position as a map gives it: latitude, longitude (27.3306, -82.5418).'],
    ['127.36, -82.49', 'The latitude must be a number from -90 to 90.'],
  ]) {
    await field.fill(typed);
    await field.blur();
    await expect(venuesPanel(page).getByText(message)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  expect(sent).toBe(0);
  await expectNoSeriousViolations(page);

  // As a map copies it: saved, and there after a reload.
  await field.fill('27.3641, -82.4911');
  const saved = page.waitForResponse((r) => r.url().includes('/position') && r.request().method() === 'PUT');
  await field.blur();
  expect((await saved).request().postDataJSON()).toEqual({ latitude: 27.3641, longitude: -82.4911 });
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(venuesPanel(page).getByLabel('Map position for Circus Arts Conservatory')).toHaveValue('27.3641, -82.4911');
  // Back where the other tests expect it.
  const restored = await page.request.put(`/api/admin/venues/${circus.id}/position`, { data: { latitude: circus.latitude, longitude: circus.longitude } });
  expect(restored.ok()).toBe(true);
});

async function venuesAfterSignIn(page: Page) {
  await openDashboard(page, 'Venue Events Discovery');
  return venues(page);
}

test('Discover is enabled by a ticked venue or a non-blank custom URL', async ({ page }) => {
  await openDashboard(page, 'Venue Events Discovery');
  const discover = page.getByRole('button', { name: 'Discover Events' });
  await expect(discover).toBeDisabled();
  const custom = page.getByLabel('Custom URLs');
  await custom.fill('   \n\n  ');
  await expect(discover).toBeDisabled();
  await custom.fill('\nhttps://example.org/events\n');
  await expect(discover).toBeEnabled();
  await custom.fill('');
  const vanWezel = venuesPanel(page).getByRole('checkbox', { name: 'Van Wezel Performing Arts Hall' });
  await vanWezel.check();
  await expect(discover).toBeEnabled();
  await expect(venuesPanel(page).getByText('1 selected')).toBeVisible();
  await vanWezel.uncheck();
  await expect(discover).toBeDisabled();
});

test('discovery shows each page as it is read, then the new events and the duplicates', async ({ page }) => {
  await stubDiscoverStream(page);
  const stored = await venuesAfterSignIn(page);
  const vanWezel = stored.find((v) => v.name === 'Van Wezel Performing Arts Hall')!;
  const selby = stored.find((v) => v.name === 'Marie Selby Botanical Gardens')!;

  await venuesPanel(page).getByRole('checkbox', { name: vanWezel.name }).check();
  await venuesPanel(page).getByRole('checkbox', { name: selby.name }).check();
  await page.getByLabel('Custom URLs').fill('  https://example.org/events  \n\n');
  await page.getByRole('button', { name: 'Discover Events' }).click();

  const running = page.getByRole('button', { name: 'Discovering Events...' });
  await expect(running).toBeDisabled();
  const request = await page.evaluate(() => (window as unknown as { discoverStub: { state: { request: unknown } } }).discoverStub.state.request);
  expect(request).toEqual({
    accept: 'application/x-ndjson',
    body: {
      venues: stored.filter((v) => v.id === vanWezel.id || v.id === selby.id).map((v) => ({ ...v, selected: true })),
      customUrls: ['https://example.org/events'],
    },
  });

  const status = page.getByRole('region', { name: 'Pages read' }).getByRole('status');
  await send(page, { kind: 'started', index: 0, total: 3, name: vanWezel.name, url: vanWezel.eventsPageUrl });
  await expect(status).toHaveText(`Reading ${vanWezel.name} (1 of 3)…`);
  await send(page, { kind: 'started', index: 1, total: 3, name: selby.name, url: selby.eventsPageUrl });
  await expect(status).toHaveText(`Reading ${selby.name} (2 of 3)…`);
  await send(page, { kind: 'finished', index: 1, total: 3, done: 1, name: selby.name, events: 0, error: 'The page answered 404 Not Found' });
  await expect(page.getByText('1 of 3 done')).toBeVisible();
  await expect(page.getByText(`${selby.name}: could not be read (The page answered 404 Not Found)`)).toBeVisible();
  await expect(status).toHaveText(`Reading ${vanWezel.name} (1 of 3)…`);
  await send(page, { kind: 'started', index: 2, total: 3, name: 'https://example.org/events', url: 'https://example.org/events' });
  await send(page, { kind: 'finished', index: 0, total: 3, done: 2, name: vanWezel.name, events: 2, error: null });
  await send(page, { kind: 'finished', index: 2, total: 3, done: 3, name: 'https://example.org/events', events: 1, error: null });
  await expect(page.getByText('3 of 3 done')).toBeVisible();
  await expect(status).toHaveText('Comparing the events found with the guide…');
  await expect(running).toBeVisible();

  const hamilton = ((await (await page.request.get('/api/events')).json()) as { id: number; title: string; date: string }[]).find((e) => e.title === 'Hamilton')!;
  const event = (title: string, days: number) => ({
    title,
    description: 'Found on the venue page.',
    venueId: vanWezel.id,
    venueName: vanWezel.name,
    date: isoDay(days),
    endDate: null,
    time: '7:30 PM',
    category: 'Broadway',
    image: null,
    ticketPrice: '$45',
    sourceUrl: 'https://www.vanwezel.org/events/one',
  });
  await send(page, {
    kind: 'result',
    newEvents: [
      event('Streamed Show One', 20),
      // Read from a page's text: staff are told what to check.
      { ...event('Streamed Show Two', 21), check: "Read from the page's text, not its structured data: check the date and details. The page gives no year: read as 2027." },
    ],
    duplicateEvents: [
      {
        title: 'Hamilton!',
        venueName: vanWezel.name,
        date: isoDay(9),
        time: '7:30 PM',
        description: '',
        similarEvents: [{ title: 'Hamilton', id: hamilton.id, date: hamilton.date }],
        found: event('Hamilton!', 9),
        ticketUrl: null,
      },
    ],
    sources: [
      { name: vanWezel.name, url: vanWezel.eventsPageUrl, venueId: vanWezel.id, events: 2, error: null, feeds: [], skipped: [] },
      { name: selby.name, url: selby.eventsPageUrl, venueId: selby.id, events: 0, error: 'The page answered 404 Not Found', feeds: [], skipped: [] },
      { name: 'https://example.org/events', url: 'https://example.org/events', venueId: null, events: 1, error: null, feeds: [], skipped: [] },
      { name: 'https://example.org/last-season', url: 'https://example.org/last-season', venueId: null, events: 0, error: null, feeds: [], skipped: [], past: 3 },
    ],
  });
  await page.evaluate(() => (window as unknown as { discoverStub: { end: () => void } }).discoverStub.end());

  await expect(page.getByRole('button', { name: 'Discover Events' })).toBeEnabled();
  await expect(status).toHaveText('Read 3 of 3 pages.');
  await expect(page.getByText(`${vanWezel.name}: 2 events`)).toBeVisible();
  // Why a page gave nothing.
  await expect(page.getByText('https://example.org/last-season: 0 events')).toContainText('all 3 events on the page are past');
  await expect(page.getByRole('heading', { name: 'New Events (2)' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Streamed Show One' })).not.toBeChecked();
  const unsure = page.getByRole('checkbox', { name: 'Streamed Show Two' });
  await expect(unsure).toHaveAccessibleDescription(/Check before creating: Read from the page's text, not its structured data: check the date and details\. The page gives no year: read as 2027\./);
  await expect(page.getByText('Check before creating:')).toHaveCount(1);
  const duplicates = page.getByRole('region', { name: 'Duplicate Events (1)' });
  await expect(duplicates.getByRole('listitem').filter({ hasText: 'Hamilton!' })).toHaveCount(1);
  await expect(duplicates.getByText('Similar to: Hamilton')).toBeVisible();
  // The guide's event is one click away.
  await expect(duplicates.getByRole('link', { name: 'Hamilton' })).toHaveAttribute('href', new RegExp(`^/events/${hamilton.id}-`));
  await expect(page.getByRole('button', { name: 'Create Selected Events (0)' })).toBeDisabled();
  await expectNoSeriousViolations(page);
});

test('the selected new events are created in bulk; the results then disappear', async ({ page }) => {
  const stored = await venuesAfterSignIn(page);
  const ringling = stored.find((v) => v.name === 'The Ringling')!;
  const titles = [unique('Bulk Gala'), unique('Bulk Lecture'), unique('Bulk Skipped')];
  const found = titles.map((title, i) => ({
    title,
    description: 'A discovered evening.',
    venueId: ringling.id,
    venueName: ringling.name,
    date: isoDay(40 + i),
    endDate: null,
    time: '6:00 PM',
    category: 'Museum',
    image: null,
    ticketPrice: null,
    sourceUrl: 'https://www.ringling.org/events',
  }));
  await page.route('**/api/admin/venues/discover', (route) =>
    route.fulfill({
      contentType: 'application/x-ndjson',
      body: [
        { kind: 'started', index: 0, total: 1, name: ringling.name, url: ringling.eventsPageUrl },
        { kind: 'finished', index: 0, total: 1, done: 1, name: ringling.name, events: 3, error: null },
        { kind: 'result', newEvents: found, duplicateEvents: [], sources: [] },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
    }),
  );

  await venuesPanel(page).getByRole('checkbox', { name: ringling.name }).check();
  await page.getByRole('button', { name: 'Discover Events' }).click();
  await expect(page.getByRole('heading', { name: 'New Events (3)' })).toBeVisible();

  const selectAll = page.getByRole('checkbox', { name: 'Select all' });
  await selectAll.check();
  await expect(page.getByRole('button', { name: 'Create Selected Events (3)' })).toBeEnabled();
  await page.getByRole('checkbox', { name: titles[2] }).uncheck();
  await expect(selectAll).not.toBeChecked();
  const create = page.getByRole('button', { name: 'Create Selected Events (2)' });
  const sent = page.waitForRequest('**/api/admin/events/bulk-create');
  await create.click();
  expect((await sent).postDataJSON()).toEqual({ events: found.slice(0, 2) });

  await expect(toast(page, 'Created 2 events')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^New Events/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Pages read' })).toHaveCount(0);
  // Where the results were: what was made, linked, with the keyboard there,
  // and what was not chosen one click away (#71).
  const made = page.getByRole('region', { name: '2 events created' });
  await expect(made).toBeFocused();
  await expect(made.getByRole('link')).toHaveText([titles[0], titles[1]]);
  await expect(made.getByRole('link', { name: titles[0] })).toHaveAttribute('href', /^\/events\/\d+-/);
  await expect(made).toContainText('1 more event was found and not created.');
  await made.getByRole('button', { name: 'Show them again' }).click();
  await expect(page.getByRole('heading', { name: 'New Events (1)' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: titles[2] })).not.toBeChecked();
  await expect(page.getByRole('region', { name: '2 events created' })).toHaveCount(0);

  // The visitors' list has them (and not the unticked one).
  // (Found by their word: forty days out, the list's first screen may not reach them.)
  await page.goto('/events?q=Bulk');
  await expect(page.getByRole('heading', { name: titles[0] })).toBeVisible();
  await expect(page.getByRole('heading', { name: titles[1] })).toBeVisible();
  await expect(page.getByRole('heading', { name: titles[2] })).toHaveCount(0);
});

test('a failed discovery only stops the spinner; a failed bulk create only logs', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openDashboard(page, 'Venue Events Discovery');
  await page.route('**/api/admin/venues/discover', (route) =>
    route.fulfill({ status: 502, json: { error: 'Event discovery is not available' } }),
  );
  await venuesPanel(page).getByRole('checkbox', { name: 'The Sarasota Ballet' }).check();
  await page.getByRole('button', { name: 'Discover Events' }).click();
  await expect(page.getByRole('button', { name: 'Discover Events' })).toBeEnabled();
  await expect.poll(() => errors.some((e) => e.includes('Event discovery failed'))).toBe(true);
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('li')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^New Events/ })).toHaveCount(0);

  await page.unroute('**/api/admin/venues/discover');
  await page.route('**/api/admin/venues/discover', (route) =>
    route.fulfill({
      contentType: 'application/x-ndjson',
      body: `${JSON.stringify({
        kind: 'result',
        newEvents: [{ title: 'Broken Date Show', description: '', venueId: null, venueName: 'Venue TBA', date: 'someday', endDate: null, time: null, category: 'Other', image: null, ticketPrice: null, sourceUrl: null }],
        duplicateEvents: [],
        sources: [],
      })}\n`,
    }),
  );
  await page.getByRole('button', { name: 'Discover Events' }).click();
  await page.getByRole('checkbox', { name: 'Broken Date Show' }).check();
  const refused = page.waitForResponse('**/api/admin/events/bulk-create');
  await page.getByRole('button', { name: 'Create Selected Events (1)' }).click();
  expect((await refused).status()).toBe(400);
  await expect.poll(() => errors.some((e) => e.includes('Creating the selected events failed'))).toBe(true);
  await expect(page.getByRole('checkbox', { name: 'Broken Date Show' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('li')).toHaveCount(0);
});

test('an event its page places far from the city says how far, before it is created', async ({ page }) => {
  // The fixture server's page, read by the real server.
  const name = pageName();
  const title = unique('Channelside Lights');
  const event = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: title,
    startDate: `${isoDay(30)}T19:00:00`,
    url: `https://region.example/${name}/lights/`,
    location: { '@type': 'Place', name: 'Sparkman Wharf', address: '615 Channelside Dr, Tampa, FL', geo: { latitude: 27.9425, longitude: -82.4485 } },
  };
  await publish(page, name, `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(event)}</script></head><body></body></html>`);
  await openDashboard(page, 'Venue Events Discovery');
  await page.getByLabel('Custom URLs').fill(`${FIXTURE_SERVER}/pages/${name}`);
  await page.getByRole('button', { name: 'Discover Events' }).click();
  const found = page.getByRole('checkbox', { name: title });
  await expect(found).toBeVisible();
  await expect(found).toHaveAccessibleDescription(/68 km from Sarasota: check it belongs in the guide\./);
});
