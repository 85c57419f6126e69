import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support';
import { choose, expect, menu, menuOptions, openDashboard, test, toast, unique } from './admin-support';

// Scraping reads other sites, which the test server cannot reach: the
// scrape call is answered here; creating is the real server's.

const SCRAPED = {
  id: 0,
  name: 'Sunken Gardens',
  description: 'A century-old tropical garden with flamingos and waterfalls.',
  address: '1825 4th St N, St. Petersburg, FL 33704',
  phone: '7275513102',
  website: 'https://www.sunkengardens.example',
  image: 'https://www.sunkengardens.example/flamingo.jpg',
  activityType: 'gardens',
  recurringSchedule: 'Daily 10 AM - 4:30 PM',
  capacity: 120,
  venueType: 'Botanical garden',
  location: 'St. Petersburg',
  price: '$12',
  latitude: 27.7929,
  longitude: -82.6384,
};

function panel(page: Page) {
  return page.getByRole('tabpanel', { name: 'Add Activities' });
}

test('an empty URL is refused with core\u2019s notice', async ({ page }) => {
  await openDashboard(page, 'Add Activities');
  await panel(page).getByRole('button', { name: 'Scrape' }).click();
  await expect(toast(page, 'Please enter a URL')).toContainText('Enter the URL of the activity webpage to scrape.');
});

test('a scraped activity prefills the form; edited and created, the form resets', async ({ page }) => {
  await openDashboard(page, 'Add Activities');
  let asked: unknown = null;
  await page.route('**/api/admin/activities/scrape-url', (route) => {
    asked = route.request().postDataJSON();
    return route.fulfill({ json: SCRAPED });
  });
  const form = panel(page);
  await form.getByLabel('Activity page URL').fill('  https://www.sunkengardens.example/visit  ');
  await form.getByRole('button', { name: 'Scrape' }).click();
  await expect(toast(page, 'Activity scraped successfully!')).toBeVisible();
  expect(asked).toEqual({ url: 'https://www.sunkengardens.example/visit' });

  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(SCRAPED.name);
  await expect(form.getByLabel('Description', { exact: true })).toHaveValue(SCRAPED.description);
  await expect(menu(form, 'Activity type')).toHaveText('Gardens');
  await expect(form.getByLabel('Capacity')).toHaveValue('120');
  const schedule = form.getByLabel('Recurring schedule');
  await expect(schedule).toHaveValue(SCRAPED.recurringSchedule);
  // How the guide reads the hours, under the field as staff type.
  await expect(schedule).toHaveAccessibleDescription('Read as: Every day 10 AM – 4:30 PM');
  await schedule.fill('Daily 10 AM - 4:30 PM; closed Mon; closed Christmas Day');
  await expect(schedule).toHaveAccessibleDescription('Read as: Monday: Closed · Tuesday–Sunday: 10 AM – 4:30 PM · Christmas Day: Closed');
  await schedule.fill('Daily 10 AM - dusk');
  await expect(schedule).toHaveAccessibleDescription(/^Not read as opening hours/);
  await schedule.fill(SCRAPED.recurringSchedule);
  // Where it is, read from the page's GeoCoordinates: for Near me.
  await expect(form.getByLabel('Latitude')).toHaveValue('27.7929');
  await expect(form.getByLabel('Longitude')).toHaveValue('-82.6384');
  await expectNoSeriousViolations(page);

  const name = unique('Sunken Gardens Night Walk');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await choose(page, form, 'Activity type', 'Tours');
  const created = page.waitForResponse('**/api/admin/activities/create');
  await form.getByRole('button', { name: 'Create Activity' }).click();
  expect((await created).status()).toBe(201);
  await expect(toast(page, 'Activity created successfully!')).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Activity page URL')).toHaveValue('');
  await expect(menu(form, 'Activity type')).toHaveText('Attraction');

  const stored = (await (await page.request.get('/api/activities')).json()) as { name: string; activityType: string; capacity: number }[];
  expect(stored.find((a) => a.name === name)).toMatchObject({ activityType: 'tours', capacity: 120, price: '$12', latitude: 27.7929, longitude: -82.6384 });
});

test('half a position is refused under its missing field; a whole one is kept', async ({ page }) => {
  await openDashboard(page, 'Add Activities');
  const form = panel(page);
  const name = unique('Bayfront Sculpture Walk');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Description', { exact: true }).fill('A self-guided walk past the bayfront sculptures.');
  await form.getByLabel('Latitude').fill('27.3320');
  await form.getByRole('button', { name: 'Create Activity' }).click();
  await expect(toast(page, 'Failed to create activity')).toBeVisible();
  await expect(form.getByText('Give both the latitude and the longitude, or neither.')).toBeVisible();
  await expect(form.getByLabel('Longitude')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Longitude').fill('-182.5');
  await form.getByRole('button', { name: 'Create Activity' }).click();
  await expect(form.getByText('The longitude must be a number from -180 to 180.')).toBeVisible();
  const listed = async () => ((await (await page.request.get('/api/activities')).json()) as { name: string }[]).filter((a) => a.name === name);
  expect(await listed()).toHaveLength(0);

  await form.getByLabel('Longitude').fill('-82.5447');
  const created = page.waitForResponse('**/api/admin/activities/create');
  await form.getByRole('button', { name: 'Create Activity' }).click();
  expect((await created).status()).toBe(201);
  expect(await listed()).toEqual([expect.objectContaining({ latitude: 27.332, longitude: -82.5447 })]);
});

test('staff tick a place\u2019s facts and give its visit length; its page and the filter show them', async ({ page }) => {
  await openDashboard(page, 'Add Activities');
  const form = panel(page);
  const name = unique('Sculpture Garden Stroll');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Description', { exact: true }).fill('An easy loop past the bayfront sculptures.');
  await form.getByLabel('Visit length (minutes)').fill('0');
  await form.getByRole('group', { name: 'Good to know' }).getByLabel('Dogs welcome').check();
  await form.getByRole('group', { name: 'Accessibility' }).getByLabel('Step-free entrance').check();
  await form.getByRole('group', { name: 'Parking' }).getByLabel('Street parking').check();
  await form.getByRole('button', { name: 'Create Activity' }).click();
  // Refused in words under the field; nothing ticked is lost.
  await expect(form.getByText('A visit takes from 1 minute to a whole day (1440 minutes).')).toBeVisible();
  await expect(form.getByLabel('Dogs welcome')).toBeChecked();
  await form.getByLabel('Visit length (minutes)').fill('45');
  const created = page.waitForResponse('**/api/admin/activities/create');
  await form.getByRole('button', { name: 'Create Activity' }).click();
  expect((await created).status()).toBe(201);
  await expect(form.getByLabel('Dogs welcome')).not.toBeChecked();

  const stored = ((await (await page.request.get('/api/activities')).json()) as { id: number; name: string }[]).find((a) => a.name === name);
  expect(stored).toMatchObject({ facts: ['dogs', 'step-free', 'street-parking'], visitMinutes: 45 });
  await page.goto('/activities?for=dogs');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.locator('dl')).toContainText('Time to allowAbout 45 minutes');
  await expect(page.getByTestId('place-facts-goodToKnow')).toHaveText('Dogs welcome');
  await expect(page.getByTestId('place-facts-access')).toHaveText('Step-free entrance');
  await expect(page.getByTestId('place-facts-parking')).toHaveText('Street parking');
});

test('a failed scrape shows the server\u2019s message, or a hint', async ({ page }) => {
  await openDashboard(page, 'Add Activities');
  await page.route('**/api/admin/activities/scrape-url', (route) =>
    route.fulfill({ status: 502, json: { error: 'The page could not be read: it answered 404 Not Found' } }),
  );
  const form = panel(page);
  await form.getByLabel('Activity page URL').fill('https://www.example.org/gone');
  await form.getByRole('button', { name: 'Scrape' }).click();
  await expect(toast(page, 'Failed to scrape activity')).toContainText('The page could not be read: it answered 404 Not Found');

  await page.unroute('**/api/admin/activities/scrape-url');
  await page.route('**/api/admin/activities/scrape-url', (route) => route.fulfill({ status: 500, body: 'upstream exploded' }));
  await form.getByRole('button', { name: 'Scrape' }).click();
  await expect(toast(page, 'Failed to scrape activity')).toContainText('Please check the URL and try again.');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
});

test('Create needs a name and a description; a refused create and Clear Form', async ({ page }) => {
  await openDashboard(page, 'Add Activities');
  const form = panel(page);
  expect(await menuOptions(page, form, 'Activity type')).toEqual(['Museum', 'Gardens', 'Beach', 'Wildlife', 'Tours', 'Recreation', 'Attraction']);
  await expect(menu(form, 'Activity type')).toHaveText('Attraction');

  await form.getByLabel('Name', { exact: true }).fill('Half-filled Activity');
  await form.getByRole('button', { name: 'Create Activity' }).click();
  await expect(toast(page, 'Please fill required fields')).toContainText('Activity name and description are required.');

  await form.getByLabel('Description', { exact: true }).fill('Now with a description.');
  await page.route('**/api/admin/activities/create', (route) => route.fulfill({ status: 500, json: { error: 'Something went wrong' } }));
  await form.getByRole('button', { name: 'Create Activity' }).click();
  await expect(toast(page, 'Failed to create activity')).toContainText('Please try again.');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Half-filled Activity');

  await form.getByLabel('Activity page URL').fill('https://www.example.org/somewhere');
  await choose(page, form, 'Activity type', 'Beach');
  await form.getByRole('button', { name: 'Clear Form' }).click();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Description', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Activity page URL')).toHaveValue('');
  await expect(menu(form, 'Activity type')).toHaveText('Attraction');
});

test('the activity form can be filled and sent from the keyboard', async ({ page }) => {
  await openDashboard(page, 'Add Activities');
  const form = panel(page);
  const name = unique('Keyboard Kayak Tour');
  await form.getByLabel('Name', { exact: true }).focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Description', { exact: true })).toBeFocused();
  await page.keyboard.type('Paddling through the mangroves at dawn.');
  await form.getByRole('button', { name: 'Create Activity' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Activity created successfully!')).toBeVisible();
});

test('a link that is not a web address is refused under its field', async ({ page }) => {
  await openDashboard(page, 'Add Activities');
  const form = panel(page);
  await form.getByLabel('Name', { exact: true }).fill(unique('Script Garden'));
  await form.getByLabel('Description', { exact: true }).fill('Looks harmless.');
  await form.getByLabel('Website').fill('javascript:alert(document.cookie)');
  await form.getByRole('button', { name: 'Create Activity' }).click();
  await expect(toast(page, 'Failed to create activity')).toBeVisible();
  await expect(form.getByText('Website must be a web address starting with http:// or https://')).toBeVisible();
  await expect(form.getByLabel('Website')).toBeFocused();
});
