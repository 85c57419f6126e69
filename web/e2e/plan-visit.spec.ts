import { expect, test, type Page } from '@playwright/test';
import { CURATOR, openPlanActions, outboxMessages, SAVED_ACTIVITY, SAVED_EVENT, SAVED_RESTAURANT, seedFavorites, STORAGE_KEY, toasts } from './support';

const DATA_DIR = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';

/** The .eml file the server's outbox wrote for `address` (no SMTP host in tests). */
async function outboxMessageTo(address: string): Promise<string | undefined> {
  return (await outboxMessages(DATA_DIR)).find((text) => text.includes(address));
}

function unique(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function openFilledPlan(page: Page, items: object[] = [SAVED_EVENT, SAVED_RESTAURANT, SAVED_ACTIVITY]) {
  await seedFavorites(page, items);
  await page.goto('/plan-visit');
  await expect(page.getByRole('heading', { name: `Selected Items (${items.length})` })).toBeVisible();
}

type Listed = { id: number; title?: string; name: string; description: string; website: string | null };

/** An event, a restaurant and an activity the guide really lists, saved as
 * the cards save them: the server mails only items it knows. */
async function guideFavorites(page: Page) {
  const first = async (kind: string) => ((await (await page.request.get(`/api/${kind}`)).json()) as Listed[])[0];
  const [event, restaurant, activity] = await Promise.all([first('events'), first('restaurants'), first('activities')]);
  return [
    { id: event.id, name: event.title, type: 'event', details: event.description, address: null, phone: null, website: null },
    { id: restaurant.id, name: restaurant.name, type: 'restaurant', details: restaurant.description, address: null, phone: null, website: restaurant.website },
    { id: activity.id, name: activity.name, type: 'activity', details: activity.description, address: null, phone: null, website: activity.website },
  ];
}

test('the empty plan explains, links to the lists and refuses to send', async ({ page }) => {
  await page.goto('/plan-visit');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan Your Visit' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^Events/ })).toHaveAttribute('href', '/events');
  await expect(main.getByRole('link', { name: /^Activities/ })).toHaveAttribute('href', '/venues');
  await expect(main.getByRole('link', { name: /^Dining/ })).toHaveAttribute('href', '/restaurants');
  await expect(page.getByTestId('floating-favorites')).toHaveCount(0);

  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/send-visit-plan')) sent = true;
  });
  const toggle = page.getByRole('button', { name: `Send Message to ${CURATOR}` });
  await expect(toggle).toHaveAccessibleDescription(/^Marisa is this guide's curator/);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Your Name').fill('Ana Visitor');
  await page.getByLabel('Your Email').fill('ana@example.com');
  await page.getByRole('button', { name: 'Send Visit Plan' }).click();
  await expect(toasts(page)).toContainText('No Items Selected');
  await expect(toasts(page)).toContainText('Please select some items before sending your visit plan.');
  await expect(toasts(page)).toHaveAttribute('data-variant', 'destructive');
  expect(sent).toBe(false);

  // The link cards lead to the lists.
  await main.getByRole('link', { name: /^Activities/ }).click();
  await expect(page).toHaveURL(/\/venues$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
});

test('a plan with items lists them with badges, details links and remove buttons', async ({ page }) => {
  await openFilledPlan(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My Sarasota Favorites' })).toBeVisible();
  await openPlanActions(page);
  await expect(page.getByRole('link', { name: '+ Select More' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email My Favorites' })).toBeVisible();
  // The button says who the curator is (a site setting; by default, the guide's curator and a local).
  await expect(page.getByRole('button', { name: `Send to ${CURATOR}` })).toHaveAccessibleDescription(
    `${CURATOR} is this guide's curator, a Sarasota local who reads every plan and replies in person.`,
  );

  const items = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Remove/ }) });
  await expect(items).toHaveCount(3);
  const event = items.filter({ hasText: SAVED_EVENT.name });
  await expect(event).toContainText('Event');
  await expect(event).toContainText('Van Wezel Performing Arts Hall');
  await expect(event).toContainText('Saturday, December 5, 2026');
  await expect(event).toContainText('7:30 PM');
  await expect(event.getByRole('link', { name: /^View Details/ })).toHaveAttribute('href', SAVED_EVENT.ticket_url);
  await expect(event.getByRole('link', { name: /^View Details/ })).toHaveAttribute('target', '_blank');
  // The name leads to the guide's own page of the item.
  await expect(event.getByRole('heading').getByRole('link', { name: SAVED_EVENT.name })).toHaveAttribute('href', new RegExp(`/events/${SAVED_EVENT.id}-`));

  const restaurant = items.filter({ hasText: SAVED_RESTAURANT.name });
  await expect(restaurant).toContainText('Restaurant');
  await expect(restaurant).toContainText('Seafood');
  await expect(restaurant).toContainText('8.7/10');
  await expect(restaurant.getByRole('link', { name: /^View Details/ })).toHaveAttribute('href', SAVED_RESTAURANT.website);

  const activity = items.filter({ hasText: SAVED_ACTIVITY.name });
  await expect(activity).toContainText('Activity');
  await expect(activity).toContainText('Paddle through the mangroves.');

  await page.getByRole('button', { name: `Remove ${SAVED_RESTAURANT.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Selected Items (2)' })).toBeVisible();
  // The floating shortcut is not shown on the plan itself.
  await expect(page.getByTestId('floating-favorites')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Selected Items (2)' })).toBeVisible();
});

test('Remove offers Undo in its toast, which puts the item back where it stood', async ({ page }) => {
  await seedFavorites(page, [SAVED_EVENT, SAVED_ACTIVITY, SAVED_RESTAURANT]);
  await page.goto('/plan-visit');
  const stored = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), STORAGE_KEY);
  const before = JSON.stringify(await stored());
  await page.getByRole('button', { name: `Remove ${SAVED_ACTIVITY.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Selected Items (2)' })).toBeVisible();
  await expect(toasts(page)).toContainText('Removed from plan');
  await expect(toasts(page)).toContainText(`${SAVED_ACTIVITY.name} has been removed from your plan.`);
  await toasts(page).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('heading', { name: 'Selected Items (3)' })).toBeVisible();
  // The same plan as before, in the same order.
  expect(JSON.stringify(await stored())).toBe(before);
});

test('sending to the curator: rules from core, then the plan reaches the server', async ({ page }) => {
  const saved = await guideFavorites(page);
  await openFilledPlan(page, saved);
  const toggle = page.getByRole('button', { name: `Send to ${CURATOR}` });
  await toggle.click();
  const form = page.locator('#plan-to-curator');
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Your Name')).toBeFocused();

  await form.getByRole('button', { name: 'Send Visit Plan' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByLabel('Your Name')).toBeFocused();

  await form.getByLabel('Your Name').fill('Ana Visitor');
  await form.getByLabel('Your Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Send Visit Plan' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();

  const email = unique('curator-plan');
  await form.getByLabel('Your Email').fill(email);
  await form.getByLabel('Visit Dates').fill('March 3-10');
  await form.getByLabel('Message').fill('We love opera.');
  const request = page.waitForRequest('**/api/send-visit-plan');
  const response = page.waitForResponse('**/api/send-visit-plan');
  await form.getByRole('button', { name: 'Send Visit Plan' }).click();
  const body = (await request).postDataJSON();
  expect(body).toMatchObject({ name: 'Ana Visitor', email, visitDates: 'March 3-10', message: 'We love opera.' });
  expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  expect(body.selectedItems).toHaveLength(3);
  expect(body.selectedItems[0]).toMatchObject({ type: 'event', id: saved[0].id, name: saved[0].name });
  expect((await response).status()).toBe(202);

  await expect(toasts(page)).toContainText('Success!');
  await expect(toasts(page)).toContainText(
    `Your visit plan has been sent to ${CURATOR}! She'll be in touch soon with personalized recommendations.`,
  );
  await expect(form).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  // Reopened, the form is empty again.
  await toggle.click();
  await expect(page.locator('#plan-to-curator').getByLabel('Your Email')).toHaveValue('');

  // The server's outbox wrote the message for the curator, with the visitor's address in it.
  await expect.poll(() => outboxMessageTo(email), { timeout: 15_000 }).toBeTruthy();
});

test('emailing the plan to oneself, to several addresses', async ({ page }) => {
  await openFilledPlan(page, await guideFavorites(page));
  await page.getByRole('button', { name: 'Email My Favorites' }).click();
  const form = page.locator('#plan-to-self');
  await expect(form.getByLabel('Email Address(es)')).toBeFocused();

  await form.getByRole('button', { name: 'Send to My Email' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await form.getByLabel('Email Address(es)').fill('ok@example.com, nope');
  await form.getByRole('button', { name: 'Send to My Email' }).click();
  await expect(form.getByText("'nope' is not a valid email address")).toBeVisible();

  const first = unique('self-a');
  const second = unique('self-b');
  await form.getByLabel('Email Address(es)').fill(`${first}, ${second}`);
  // Core's rule, in the browser: the guide mails no links a visitor typed.
  await form.getByLabel('Notes').fill('Tickets at www.example.com');
  await form.getByRole('button', { name: 'Send to My Email' }).click();
  await expect(form.getByText('Notes cannot contain web addresses')).toBeVisible();
  await form.getByLabel('Notes').fill('Bring sunscreen.');
  const request = page.waitForRequest('**/api/send-visit-plan-self');
  const response = page.waitForResponse('**/api/send-visit-plan-self');
  await form.getByRole('button', { name: 'Send to My Email' }).click();
  const body = (await request).postDataJSON();
  expect(body.email).toBe(`${first}, ${second}`);
  expect(body.selectedItems.map((i: { type: string }) => i.type)).toEqual(['event', 'restaurant', 'activity']);
  expect(typeof body.timestamp).toBe('string');
  expect((await response).status()).toBe(202);

  await expect(toasts(page)).toContainText('Your beautifully formatted visit plan has been sent to your email!');
  await expect(form).toHaveCount(0);
  await expect.poll(() => outboxMessageTo(first), { timeout: 15_000 }).toBeTruthy();
});

test('an item the guide does not have is named in the error, and nothing is sent', { tag: '@any-width' }, async ({ page }) => {
  await openFilledPlan(page, [...(await guideFavorites(page)), SAVED_EVENT]);
  await page.getByRole('button', { name: 'Email My Favorites' }).click();
  const form = page.locator('#plan-to-self');
  const address = unique('unknown-item');
  await form.getByLabel('Email Address(es)').fill(address);
  const response = page.waitForResponse('**/api/send-visit-plan-self');
  await form.getByRole('button', { name: 'Send to My Email' }).click();
  expect((await response).status()).toBe(400);
  await expect(toasts(page)).toContainText(
    `'${SAVED_EVENT.name}' (Event ${SAVED_EVENT.id}) is not in the guide; remove it from My Favorites and send again`,
  );
  await expect(form).toBeVisible();
  expect(await outboxMessageTo(address)).toBeUndefined();
});

test('a failed send shows the server message, or the fallback text', { tag: '@any-width' }, async ({ page }) => {
  await openFilledPlan(page);
  await page.route('**/api/send-visit-plan', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Mail is paused for maintenance' }) }),
  );
  await page.route('**/api/send-visit-plan-self', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));

  await page.getByRole('button', { name: `Send to ${CURATOR}` }).click();
  const curator = page.locator('#plan-to-curator');
  await curator.getByLabel('Your Name').fill('Ana Visitor');
  await curator.getByLabel('Your Email').fill('ana@example.com');
  await curator.getByRole('button', { name: 'Send Visit Plan' }).click();
  // One assertion for the whole toast: it is gone after 5 s, which a
  // loaded machine can spend between separate checks.
  await expect(toasts(page).filter({ hasText: 'Mail is paused for maintenance' })).toContainText(/^Error/);
  await expect(toasts(page).filter({ hasText: 'Mail is paused for maintenance' })).toHaveAttribute('data-variant', 'destructive');
  // The form stays open with what was typed.
  await expect(curator.getByLabel('Your Name')).toHaveValue('Ana Visitor');

  await page.getByRole('button', { name: 'Email My Favorites' }).click();
  const self = page.locator('#plan-to-self');
  await self.getByLabel('Email Address(es)').fill('ana@example.com');
  await self.getByRole('button', { name: 'Send to My Email' }).click();
  await expect(toasts(page)).toContainText('Failed to send your visit plan. Please try again.');

  // Both forms can be open at once; an empty non-JSON answer gives the fallback.
  await page.unroute('**/api/send-visit-plan');
  await page.route('**/api/send-visit-plan', (route) => route.fulfill({ status: 500, body: '' }));
  await curator.getByRole('button', { name: 'Send Visit Plan' }).click();
  await expect(toasts(page)).toContainText('Failed to send your request. Please try again.');
});

test('an empty plan refused by the server shows the No Items Selected toast', { tag: '@any-width' }, async ({ page }) => {
  // The plan can be emptied in another tab between the check and the call.
  await openFilledPlan(page);
  await page.route('**/api/send-visit-plan-self', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'No Items Selected', code: 'no_items_selected', fields: { selectedItems: 'Please select some items before sending your visit plan.' } }),
    }),
  );
  await page.getByRole('button', { name: 'Email My Favorites' }).click();
  await page.getByLabel('Email Address(es)').fill('ana@example.com');
  await page.getByRole('button', { name: 'Send to My Email' }).click();
  await expect(toasts(page)).toContainText('Please select some items before sending your visit plan.');
  await expect(toasts(page)).toHaveAttribute('data-variant', 'destructive');
});

test('the plan by day: events under their days, a running one with its whole run, then places; it prints clean', async ({ page }) => {
  type GuideEvent = { id: number; title: string; description: string; date: string };
  const events: GuideEvent[] = await (await page.request.get('/api/events')).json();
  const saved = (title: string) => {
    const e = events.find((x) => x.title === title)!;
    return { id: e.id, name: e.title, type: 'event', details: e.description, address: null, phone: null, website: null };
  };
  // Saved in an order that is not the calendar's.
  await openFilledPlan(page, [saved('Hamilton'), SAVED_RESTAURANT, saved('Outdoor Sculpture Exhibition'), SAVED_ACTIVITY]);

  const days = page.getByTestId('plan-day');
  await expect(days).toHaveCount(3);
  const weekday = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}(, \d{4})?$/;
  // The exhibition opened before today: it is listed today, with its whole run.
  await expect(days.nth(0).getByRole('heading', { level: 3 })).toHaveText(weekday);
  await expect(days.nth(0).getByRole('heading', { level: 4 })).toHaveText(['Outdoor Sculpture Exhibition']);
  await expect(days.nth(0)).toContainText(/Dates\s*\w+day, \w+ \d+(, \d{4})? – \w+day, \w+ \d+(, \d{4})?/);
  await expect(days.nth(1).getByRole('heading', { level: 3 })).toHaveText(weekday);
  await expect(days.nth(1).getByRole('heading', { level: 4 })).toHaveText(['Hamilton']);
  // Places without a date come last, as saved.
  await expect(days.nth(2).getByRole('heading', { level: 3 })).toHaveText('Any day');
  await expect(days.nth(2).getByRole('heading', { level: 4 })).toHaveText([SAVED_RESTAURANT.name, SAVED_ACTIVITY.name]);

  // Printed: the plan alone, without the site's chrome or its buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Email My Favorites' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Remove/ }).first()).toBeHidden();
  await expect(days.nth(1)).toBeVisible();
});
