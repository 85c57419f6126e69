import type { Page } from '@playwright/test';
import { card, isoDay, PNG } from './support';
import { choose, expect, menu, openDashboard, storeEvent, test, toast, unique, uniquePhone } from './admin-support';

// Manage Content against the worker's real server. Each test stores its
// own items first (as another admin would), so the seeded content the
// other dashboard tests rely on stays as it is.

type Kind = 'events' | 'activities' | 'restaurants';

async function storeActivity(page: Page, name: string) {
  const response = await page.request.post('/api/admin/activities/create', {
    data: { id: 0, name, description: 'Stored before the test.', activityType: 'tours' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function storeRestaurant(page: Page, name: string) {
  const response = await page.request.post('/api/admin/restaurants/create-anyway', {
    data: { id: 0, name, description: 'Stored before the test.', priceRange: '$$', phone: uniquePhone() },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function listed(page: Page, kind: Kind): Promise<{ id: number; title?: string; name?: string }[]> {
  return (await page.request.get(`/api/${kind}`)).json();
}

const panel = (page: Page) => page.getByRole('tabpanel', { name: 'Manage Content' });
const row = (page: Page, name: string) => panel(page).getByRole('listitem').filter({ hasText: name });

async function find(page: Page, kind: 'Events' | 'Activities' | 'Restaurants', name: string) {
  await panel(page).getByRole('radio', { name: kind }).check();
  await panel(page).getByRole('searchbox').fill(name);
  await expect(row(page, name)).toHaveCount(1);
}

test('an edited event is saved and shows on /events', async ({ page }) => {
  const title = unique('Bayfront Jazz Evening');
  const renamed = unique('Bayfront Jazz Night');
  await openDashboard(page);
  await storeEvent(page, title);
  await page.getByRole('tab', { name: 'Manage Content' }).click();
  await find(page, 'Events', title);

  await row(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit event' });
  await expect(dialog).toBeVisible();
  // Prefilled from the stored event.
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Venue name')).toHaveValue('Test Garden Stage');
  await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(isoDay(20));
  await expect(dialog.getByLabel('Time')).toHaveValue('7:30 PM');
  await expect(menu(dialog, 'Category')).toHaveText('Live Music');
  await expect(dialog.getByLabel('Ticket price')).toHaveValue('$20');
  await expect(menu(dialog, 'Status')).toHaveText('Scheduled');

  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByLabel('Ticket URL').fill('https://tickets.example.org/jazz');
  await choose(page, dialog, 'Category', 'Festivals');
  await choose(page, dialog, 'Status', 'Postponed');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Event updated successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The list is read again: the search for the old title finds nothing now.
  await expect(row(page, title)).toHaveCount(0);
  await panel(page).getByRole('searchbox').fill(renamed);
  await expect(row(page, renamed)).toHaveCount(1);

  await page.goto('/events');
  await expect(card(page, renamed)).toBeVisible();
  await expect(card(page, renamed)).toContainText('Festivals');
  await expect(card(page, renamed).getByText('Postponed', { exact: true })).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
});

test('an edit made to every date of a series renames the whole series, one card on /events', async ({ page }) => {
  const title = unique('Garden Stage Sessions');
  const renamed = unique('Garden Stage Thursdays');
  await openDashboard(page);
  await storeEvent(page, title, [20, 27, 34]);
  await page.getByRole('tab', { name: 'Manage Content' }).click();
  await panel(page).getByRole('radio', { name: 'Events' }).check();
  await panel(page).getByRole('searchbox').fill(title);
  await expect(row(page, title)).toHaveCount(3);

  await row(page, title).first().getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit event' });
  const everyDate = dialog.getByRole('checkbox', { name: 'Make these changes to every coming date of this series (3 dates)' });
  await expect(everyDate).not.toBeChecked();
  await dialog.getByLabel('Title').fill(renamed);
  await everyDate.check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Event updated successfully!')).toBeVisible();
  await panel(page).getByRole('searchbox').fill(renamed);
  await expect(row(page, renamed)).toHaveCount(3);

  await page.goto('/events');
  await expect(card(page, renamed)).toHaveCount(1);
  await expect(card(page, renamed).getByText(/^Every \w+day · 7:30 PM · next: /)).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
});

test('an event edit that breaks a rule shows core\'s reason under the field and keeps the dialog open', async ({ page }) => {
  const title = unique('Harbor Lights Concert');
  await openDashboard(page);
  await storeEvent(page, title);
  await page.getByRole('tab', { name: 'Manage Content' }).click();
  await find(page, 'Events', title);
  await row(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit event' });
  await dialog.getByLabel('End date').fill(isoDay(10));
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/admin/events/')) sent += 1;
  });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const endDate = dialog.getByLabel('End date');
  await expect(endDate).toHaveAttribute('aria-invalid', 'true');
  await expect(endDate).toHaveAccessibleDescription('The end date is before the start date');
  await expect(endDate).toBeFocused();
  await expect(dialog).toBeVisible();
  expect(sent).toBe(0);
  // Cancel leaves the stored event as it was.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await listed(page, 'events')).some((e) => e.title === title)).toBe(true);
});

test('an activity and a restaurant are edited through their own forms, checked by core first', async ({ page }) => {
  const activity = unique('Myakka Canopy Walk');
  const restaurant = unique('Lido Beach Grill');
  await openDashboard(page);
  await storeActivity(page, activity);
  await storeRestaurant(page, restaurant);
  await page.getByRole('tab', { name: 'Manage Content' }).click();

  await find(page, 'Activities', activity);
  await row(page, activity).getByRole('button', { name: `Edit ${activity}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit activity' });
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(activity);
  await expect(menu(dialog, 'Activity type')).toHaveText('Tours');
  // Core's rule, before anything is sent.
  await dialog.getByLabel('Description', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Please fill required fields')).toBeVisible();
  await dialog.getByLabel('Description', { exact: true }).fill('A treetop walkway over the oak hammock.');
  await dialog.getByLabel('Price').fill('$25');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Activity updated successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const stored = (await listed(page, 'activities')).find((a) => a.name === activity) as { description?: string; price?: string } | undefined;
  expect(stored).toMatchObject({ description: 'A treetop walkway over the oak hammock.', price: '$25' });

  await find(page, 'Restaurants', restaurant);
  await row(page, restaurant).getByRole('button', { name: `Edit ${restaurant}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit restaurant' });
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(restaurant);
  await dialog.getByLabel('Rating').fill('42');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  // Core's message under the field; nothing is sent.
  await expect(dialog.getByLabel('Rating')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Rating')).toBeFocused();
  await dialog.getByLabel('Rating').fill('8.5');
  await choose(page, dialog, 'Cuisine', 'Seafood');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Restaurant updated successfully!')).toBeVisible();
  const saved = (await listed(page, 'restaurants')).find((r) => r.name === restaurant) as { rating?: number; cuisine?: string } | undefined;
  expect(saved).toMatchObject({ rating: 8.5, cuisine: 'Seafood' });

  // Dining shows a screen at a time: every restaurant, to find the new one.
  await page.goto('/restaurants?shown=960');
  await expect(card(page, restaurant)).toBeVisible();
});

const KINDS = [
  { kind: 'events', label: 'Events', noun: 'event', store: storeEvent, page: '/events', prefix: 'Pop-up Opera Matinee' },
  { kind: 'activities', label: 'Activities', noun: 'activity', store: storeActivity, page: '/activities', prefix: 'Kayak Mangrove Tunnels' },
  { kind: 'restaurants', label: 'Restaurants', noun: 'restaurant', store: storeRestaurant, page: '/restaurants', prefix: 'Main Street Noodle Bar' },
] as const;

for (const k of KINDS) {
  test(`deleting an item of ${k.kind} asks first: cancel keeps it, confirm removes it`, async ({ page }) => {
    const name = unique(k.prefix);
    await openDashboard(page);
    const id = await k.store(page, name);
    await page.getByRole('tab', { name: 'Manage Content' }).click();
    await find(page, k.label, name);

    const remove = row(page, name).getByRole('button', { name: `Delete ${name}` });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: `Delete this ${k.noun}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(name);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    expect((await listed(page, k.kind)).some((item) => item.id === id)).toBe(true);

    // Escape cancels too.
    await remove.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await listed(page, k.kind)).some((item) => item.id === id)).toBe(true);

    await remove.click();
    const deleted = page.waitForResponse((r) => r.url().endsWith(`/api/admin/${k.kind}/${id}`) && r.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: `Delete ${k.noun}` }).click();
    expect((await deleted).status()).toBe(204);
    await expect(dialog).toHaveCount(0);
    await expect(toast(page, `${k.noun.charAt(0).toUpperCase()}${k.noun.slice(1)} deleted`)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    expect((await listed(page, k.kind)).some((item) => item.id === id)).toBe(false);

    await page.goto(k.page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
  });
}

test('deleting an item that is already gone shows the failure', async ({ page }) => {
  const name = unique('Vanishing Art Walk');
  await openDashboard(page);
  const id = await storeActivity(page, name);
  await page.getByRole('tab', { name: 'Manage Content' }).click();
  await find(page, 'Activities', name);
  // Another admin removes it meanwhile.
  expect((await page.request.delete(`/api/admin/activities/${id}`)).status()).toBe(204);
  await row(page, name).getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete this activity?' }).getByRole('button', { name: 'Delete activity' }).click();
  await expect(toast(page, 'Failed to delete activity')).toBeVisible();
});

test("staff translate an event's title into French: /fr/events shows it, a page without German marks the original", async ({ page }) => {
  const title = unique('Harbor Lights Concert');
  const french = unique('Concert des lumières du port');
  await openDashboard(page);
  await storeEvent(page, title);
  await page.getByRole('tab', { name: 'Manage Content' }).click();
  await find(page, 'Events', title);
  // Nothing is translated yet: the filter lists it as lacking French.
  await panel(page).getByLabel('Translations').selectOption({ label: 'Untranslated into French' });
  await expect(row(page, title)).toHaveCount(1);

  await row(page, title).getByRole('button', { name: `Translations of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Translations of ${title}` });
  await expect(dialog.getByLabel('Written in')).toHaveValue('en');
  // Title, description and price are written; each language lacks all three.
  const frenchTab = dialog.getByRole('tab', { name: /^French/ });
  await expect(frenchTab).toHaveText('French(3 missing)');
  await frenchTab.click();
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await dialog.getByLabel('Title in French').fill(french);
  await expect(frenchTab).toHaveText('French(2 missing)');
  await dialog.getByRole('button', { name: 'Save Translations' }).click();
  await expect(toast(page, 'Translations saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The French list shows the French title, in French (no mark).
  await page.goto(`/fr/events?q=${encodeURIComponent(french)}`);
  const shown = card(page, french);
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('heading')).not.toHaveAttribute('lang');
  // Found by its French words on the English page too, shown in English.
  await page.goto(`/events?q=${encodeURIComponent(french)}`);
  await expect(card(page, title)).toBeVisible();

  // No German text: the original, marked as English, said so; the page's
  // own German words are not marked.
  await page.goto(`/de/events?q=${encodeURIComponent(french)}`);
  const original = card(page, title);
  await expect(original.getByRole('heading')).toHaveAttribute('lang', 'en');
  await expect(original.getByText('An evening stored before the test.')).toHaveAttribute('lang', 'en');
  await expect(original.getByText('auf Englisch')).toBeVisible();
  const marked = await original.locator('[lang="en"]').allTextContents();
  expect(marked).toEqual([title, 'An evening stored before the test.']);
});

test('a translation whose original changed since is marked, listed and cleared by saving it', async ({ page }) => {
  const title = unique('Bayfront Jazz Night');
  await openDashboard(page);
  const id = await storeEvent(page, title);
  const put = async (path: string, data: unknown) => {
    const opened = await page.request.get(`/api/admin/events/${id}`);
    const saved = await page.request.put(path, { data, headers: { 'If-Match': opened.headers()['etag'] } });
    expect(saved.status()).toBe(200);
  };
  await put(`/api/admin/events/${id}/translations`, { lang: 'en', translations: { fr: { title: 'Soirée jazz du front de mer' } } });
  // The English title changes after the French was made from it.
  const event = (await (await page.request.get(`/api/admin/events/${id}`)).json()).item;
  await put(`/api/admin/events/${id}`, { ...event, venueName: 'Test Garden Stage', title: `${title} (Late Show)` });

  await page.reload();
  await expect(page.getByRole('region', { name: 'Translations' })).toContainText(`${title} (Late Show) · French`);
  await page.getByRole('button', { name: 'Open Manage Content' }).click();
  await panel(page).getByLabel('Translations').selectOption({ label: 'Translations that need an update' });
  await expect(row(page, title)).toHaveCount(1);
  await row(page, title).getByRole('button', { name: `Translations of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Translations of ${title}` });
  const frenchTab = dialog.getByRole('tab', { name: /^French/ });
  await expect(frenchTab).toHaveText('French(2 missing)· needs update');
  await frenchTab.click();
  await expect(dialog.getByText(`The English text changed since this was translated. It was: “${title}”`)).toBeVisible();
  await dialog.getByLabel('Title in French').fill('Soirée jazz du front de mer (tard)');
  await dialog.getByRole('button', { name: 'Save Translations' }).click();
  await expect(toast(page, 'Translations saved')).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
});

test('an event added by hand: a weekly series with a picture, then the same again meets the guide’s', async ({ page }) => {
  const title = unique('Lantern Night Market');
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Manage Content' }).click();
  await panel(page).getByRole('button', { name: 'Add Event' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add an event' });
  await expect(dialog).toBeVisible();
  // Core's rules, under their fields, before anything is sent.
  await choose(page, dialog, 'Repeats', 'Every week');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toBeFocused();

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Venue name').fill('Test Garden Stage');
  await dialog.getByLabel('Date', { exact: true }).fill(isoDay(30));
  await dialog.getByLabel('Time').fill('6:00 PM');
  await choose(page, dialog, 'Category', 'Festivals');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog.getByText('Say the last date of the series')).toBeVisible();
  await dialog.getByLabel('Last date').fill(isoDay(44));
  // A picture uploaded in the form: the form holds its address.
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload a picture' }).click();
  await (await chooser).setFiles({ name: 'lanterns.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('Picture uploaded: the form uses it now.')).toBeVisible();
  await expect(dialog.getByLabel('Image URL')).toHaveValue(/^\/public-objects\//);
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog.getByText('3 dates of the event added')).toBeFocused();
  // One event a date, each with the picture.
  const dates = (await listed(page, 'events')).filter((e) => e.title === title) as unknown as { date: string; image: string | null }[];
  expect(dates.map((e) => e.date)).toEqual([isoDay(30), isoDay(37), isoDay(44)]);
  for (const date of dates) expect(date.image).toMatch(/^\/public-objects\//);

  // Its translations next.
  await dialog.getByRole('button', { name: 'Translate it' }).click();
  const translations = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(translations).toBeVisible();
  await translations.getByRole('button', { name: 'Cancel' }).click();
  await expect(translations).toHaveCount(0);

  // The same event again: nothing added, the guide's shown beside it.
  await panel(page).getByRole('button', { name: 'Add Event' }).click();
  dialog = page.getByRole('dialog', { name: 'Add an event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Venue name').fill('Test Garden Stage');
  await dialog.getByLabel('Date', { exact: true }).fill(isoDay(37));
  await dialog.getByLabel('Ticket price').fill('$5');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog.getByRole('heading', { name: 'Is it one of these?' })).toBeFocused();
  await expect(dialog.getByText('The guide already lists a similar event. Nothing was added yet.')).toBeVisible();
  const price = dialog.getByRole('row', { name: /Ticket price/ });
  await expect(price).toContainText('$5');
  // Back to the form keeps what was typed.
  await dialog.getByRole('button', { name: 'Back to the form' }).click();
  await expect(dialog.getByLabel('Ticket price')).toHaveValue('$5');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await dialog.getByRole('button', { name: `Edit the guide’s event ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByLabel('Date', { exact: true })).toHaveValue(isoDay(37));
  expect((await listed(page, 'events')).filter((e) => e.title === title)).toHaveLength(3);
});
