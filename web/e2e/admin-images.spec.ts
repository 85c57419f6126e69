import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, PNG } from './support';
import { FIXTURE_SERVER } from '../playwright.config';
import { expect, openDashboard, test, toast, unique, uniquePhone } from './admin-support';

// Uploads go to the real server, for activities each test creates itself
// (without an image), so no test depends on another's uploads.

type Missing = { id: number; name: string; image: string | null };

async function missing(page: Page, kind: 'events' | 'activities' | 'restaurants'): Promise<Missing[]> {
  return (await page.request.get(`/api/admin/${kind}-missing-images`)).json();
}

/** Signs in, creates an activity without an image through the API, and opens Image Management. */
async function activityWithoutImage(page: Page, prefix: string) {
  await openDashboard(page);
  const name = unique(prefix);
  const response = await page.request.post('/api/admin/activities/create', {
    data: { id: 0, name, description: 'Waiting for a picture.', activityType: 'tours' },
  });
  expect(response.status()).toBe(201);
  // The lists were read when the dashboard opened; read them again.
  await page.reload();
  await page.getByRole('tab', { name: /^Image Management/ }).click();
  await expect(row(page, name)).toBeVisible();
  return name;
}

function activities(page: Page) {
  return page.getByRole('tabpanel', { name: /^Image Management/ }).getByRole('region', { name: /^Activities/ });
}

function row(page: Page, name: string) {
  return activities(page).getByRole('listitem').filter({ hasText: name });
}

/** Closes the page's alerts as they come (the file input waits for them), noting each. */
function acceptAlerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  return seen;
}

/** Picks files for an item's upload button through the browser's file chooser. */
async function choose(page: Page, name: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await row(page, name).getByRole('button', { name: `Upload Image for ${name}` }).click();
  await (await chooser).setFiles(file);
}

test('three lists of items without working images, counted in the tab', async ({ page }) => {
  await openDashboard(page);
  const [events, acts, rests] = await Promise.all([missing(page, 'events'), missing(page, 'activities'), missing(page, 'restaurants')]);
  const total = events.length + acts.length + rests.length;
  expect(total).toBeGreaterThan(0);
  // The tab label may be read before or after another test adds an item: compare with a fresh count.
  await expect(page.getByRole('tab', { name: /^Image Management \(\d+\)$/ })).toBeVisible();
  await page.getByRole('tab', { name: /^Image Management/ }).click();
  const panel = page.getByRole('tabpanel', { name: /^Image Management/ });
  await expect(panel.getByRole('region', { name: /^Events \(\d+\)$/ })).toContainText('Les Misérables');
  await expect(panel.getByRole('region', { name: /^Restaurants \(\d+\)$/ })).toContainText('Polo Grill & Bar');
  await expect(panel.getByRole('region', { name: /^Activities \(\d+\)$/ }).getByRole('button', { name: 'Upload Image for The Legacy Trail' })).toBeVisible();
  await expect(panel.locator('input[type=file]').first()).toHaveAttribute('accept', 'image/jpeg,image/png,image/jpg');
  await expectNoSeriousViolations(page);
});

test('empty lists say that every item has a working image', async ({ page }) => {
  await page.route(/\/api\/admin\/(events|activities|restaurants)-missing-images$/, (route) => route.fulfill({ json: [] }));
  await openDashboard(page, 'Image Management');
  const panel = page.getByRole('tabpanel', { name: 'Image Management' });
  await expect(panel.getByText('All events have working images!')).toBeVisible();
  await expect(panel.getByText('All activities have working images!')).toBeVisible();
  await expect(panel.getByText('All restaurants have working images!')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Image Management', exact: true })).toBeVisible();
});

test('a PNG uploads: the button says Uploading... meanwhile, then the item leaves the list', async ({ page }) => {
  const name = await activityWithoutImage(page, 'Sunset Sail');

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/activities/*/upload-image', async (route) => {
    await held;
    await route.fallback();
  });
  const uploaded = page.waitForResponse('**/api/admin/activities/*/upload-image');
  await choose(page, name, { name: 'sunset.png', mimeType: 'image/png', buffer: PNG });
  const busy = row(page, name).getByRole('button', { name: 'Uploading...' });
  await expect(busy).toBeDisabled();
  release();

  const response = await uploaded;
  expect(response.status()).toBe(200);
  // Upload calls set no credentials option; the session cookie still goes along (same origin).
  expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect(toast(page, 'Image uploaded successfully!')).toContainText(`${name} has its picture now: 1 × 1 px, 1 width in WebP and JPEG, 1 KB in all.`);
  await expect(row(page, name)).toHaveCount(0);
  // One pixel wide, it is too small to be sharp: listed below, with the
  // picture it has now, to be replaced.
  const small = page.getByRole('region', { name: /^Pictures too small to be sharp/ }).getByRole('listitem').filter({ hasText: name });
  await expect(small).toContainText('Only 1 px wide: upload one at least 640 px wide');
  await expect(small.locator('img')).toHaveAttribute('src', /^\/public-objects\/[0-9a-f]+-1\.jpg$/);
  await expect(small.getByRole('button', { name: `Upload Image for ${name}` })).toBeVisible();
  expect((await missing(page, 'activities')).some((item) => item.name === name)).toBe(false);
  const stored = (await (await page.request.get('/api/activities')).json()) as { name: string; image: string | null }[];
  // Stored as the image pipeline writes it: a JPEG at its width (1 px here).
  expect(stored.find((a) => a.name === name)?.image).toMatch(/^\/public-objects\/[0-9a-f]+-1\.jpg$/);
});

/** A PNG of `width` × `height` RGB pixels, a gradient (small on disk
 * however many pixels it has), different for each `shade`. */
function gradientPng(width: number, height: number, shade: number): Buffer {
  const chunk = (kind: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(kind, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const line = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width * 3; x += 1) line[1 + x] = (x * 7 + shade) % 256;
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => line)));
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

function imageTabCount(page: Page) {
  return page.getByRole('tab', { name: /^Image Management/ }).evaluate((tab) => Number(/\((\d+)\)/.exec(tab.textContent ?? '')?.[1] ?? 0));
}

test('an upload takes its item off its list and the tab count down by one, in each list, a 12-megapixel photo too', async ({ page }) => {
  await openDashboard(page);
  const names = { events: unique('Poster Gala'), activities: unique('Kayak Trail'), restaurants: unique('Harbor Grill') };
  const created = [
    await page.request.post('/api/admin/events/bulk-create', {
      data: { events: [{ title: names.events, description: 'Waiting for a picture.', venueId: null, venueName: 'Test Garden Stage', date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10), endDate: null, time: '7:30 PM', category: 'Live Music', image: null, ticketPrice: null, sourceUrl: null }] },
    }),
    await page.request.post('/api/admin/activities/create', { data: { id: 0, name: names.activities, description: 'Waiting for a picture.', activityType: 'tours' } }),
    await page.request.post('/api/admin/restaurants/create-anyway', { data: { id: 0, name: names.restaurants, description: 'Waiting for a picture.', priceRange: '$$', phone: uniquePhone() } }),
  ];
  for (const response of created) expect(response.status()).toBe(201);
  await page.reload();
  await page.getByRole('tab', { name: /^Image Management/ }).click();
  const panel = page.getByRole('tabpanel', { name: /^Image Management/ });
  const files = {
    events: { name: 'poster.png', mimeType: 'image/png', buffer: PNG },
    activities: { name: 'kayak.png', mimeType: 'image/png', buffer: gradientPng(64, 48, 1) },
    // A phone's 12 megapixels: the pipeline takes seconds over it.
    restaurants: { name: 'harbor.png', mimeType: 'image/png', buffer: gradientPng(4_000, 3_000, 2) },
  };
  for (const kind of ['events', 'activities', 'restaurants'] as const) {
    const name = names[kind];
    const list = panel.getByRole('region', { name: new RegExp(`^${kind[0].toUpperCase()}${kind.slice(1)}`) });
    const listed = list.getByRole('listitem').filter({ hasText: name });
    await expect(listed).toBeVisible();
    // Other tests add items meanwhile: the lists read again after the
    // upload are held until the count has been read.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const lists = /\/api\/admin\/(events|activities|restaurants)-missing-images$/;
    await page.route(lists, async (route) => {
      await held;
      await route.fallback();
    });
    const before = await imageTabCount(page);
    const uploaded = page.waitForResponse((r) => r.url().includes(`/api/admin/${kind}/`) && r.url().endsWith('/upload-image'));
    const chooser = page.waitForEvent('filechooser');
    await listed.getByRole('button', { name: `Upload Image for ${name}` }).click();
    await (await chooser).setFiles(files[kind]);
    expect((await uploaded).status()).toBe(200);
    await expect(listed).toHaveCount(0);
    await expect.poll(() => imageTabCount(page)).toBe(before - 1);
    release();
    await page.unroute(lists);
    // Read again, the list agrees.
    await expect.poll(async () => (await missing(page, kind)).some((item) => item.name === name)).toBe(false);
    await expect(listed).toHaveCount(0);
  }
});

test('a file that is not a JPEG or PNG is stopped in the browser with an alert', async ({ page }) => {
  const name = await activityWithoutImage(page, 'Tide Pool Walk');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/upload-image')) uploads += 1;
  });

  const alerts = acceptAlerts(page);
  await choose(page, name, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes\n') });
  await expect.poll(() => alerts).toEqual(['alert: Please select a valid image file (JPEG or PNG)']);
  await expect(row(page, name).getByRole('button', { name: `Upload Image for ${name}` })).toBeEnabled();
  expect(uploads).toBe(0);
});

test('a file over 5 MB is stopped in the browser with an alert', async ({ page }) => {
  const name = await activityWithoutImage(page, 'Bird Rookery Tour');
  const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
  const alerts = acceptAlerts(page);
  await choose(page, name, { name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect.poll(() => alerts).toEqual(['alert: Image file must be smaller than 5MB']);
  await expect(row(page, name)).toBeVisible();
});

test('a text file renamed to .png passes the browser\u2019s check; the server refuses it: Upload failed', async ({ page }) => {
  const name = await activityWithoutImage(page, 'Manatee Watch');
  const refused = page.waitForResponse('**/api/admin/activities/*/upload-image');
  // The browser types a file by its name: this one claims to be a PNG.
  await choose(page, name, { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('definitely not a picture\n') });
  expect((await refused).status()).toBe(400);
  // The spec's words, and the server's own reason with them.
  await expect(toast(page, 'Upload failed')).toContainText('Failed to upload image. Please try again.');
  await expect(toast(page, 'Upload failed')).toContainText(/Please try again\. .*valid image/);
  await expect(row(page, name).getByRole('button', { name: `Upload Image for ${name}` })).toBeEnabled();
});

test("a scraped event's picture is served by the guide, and its page thanks the site", async ({ page }) => {
  await openDashboard(page);
  const title = unique('Poster night');
  // As discovery adds it: the picture still on the venue's site.
  const source = `${FIXTURE_SERVER}/tiles/3/2/1.png`;
  const created = await page.request.post('/api/admin/events/bulk-create', {
    data: {
      events: [{ title, description: 'From the venue', venueId: null, venueName: 'Van Wezel', date: '2099-12-01', endDate: null, time: null, category: 'Theater', image: source, ticketPrice: null, sourceUrl: null }],
    },
  });
  expect(created.status()).toBe(201);
  type Listed = { id: number; title: string; image: string | null };
  const processed = async () => ((await (await page.request.get('/api/events')).json()) as Listed[]).find((e) => e.title === title);
  await expect.poll(async () => (await processed())?.image, { timeout: 30_000 }).toMatch(/^\/public-objects\/[0-9a-f]+-\d+\.jpg$/);

  await page.goto(`/events/${(await processed())!.id}`);
  const credit = page.locator('figure figcaption');
  await expect(credit).toHaveText(/^Photo: 127\.0\.0\.1/);
  await expect(credit.getByRole('link')).toHaveAttribute('href', source);
  await expect(page.locator('figure img')).toHaveAttribute('srcset', /-256\.jpg 256w$/);

  // In the dashboard, beside its image address: what the pipeline wrote.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Manage Content' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Manage Content' });
  await panel.getByRole('radio', { name: 'Events' }).check();
  await panel.getByRole('searchbox').fill(title);
  await panel.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: `Edit ${title}` }).click();
  const details = page.getByRole('dialog', { name: 'Edit event' }).getByTestId('picture-details');
  await expect(details).toContainText(/^256 × 256 px, 1 width in WebP and JPEG, \d+ KB in all$/);
  await expect(details.locator('img')).toHaveAttribute('style', /background-image: url\("?data:image\/png;base64,/);
});
