import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { card, expectNoSeriousViolations, showFilters } from './support';
import { FIXTURE_SERVER } from '../playwright.config';

type Item = { id: number; title?: string; name?: string };

async function find(request: APIRequestContext, list: string, field: 'title' | 'name', value: string): Promise<Item> {
  const items: Item[] = await (await request.get(`/api/${list}`)).json();
  const item = items.find((i) => i[field] === value);
  if (!item) throw new Error(`no ${value} in ${list}`);
  return item;
}

/** The title the server wrote into the page's head. */
async function serverTitle(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  return /<title>([^<]*)<\/title>/.exec(html)![1].replace(/&#39;/g, "'");
}

async function loaded(page: Page) {
  await expect(page.locator('[data-testid="card-skeleton"]')).toHaveCount(0);
}

test('an event card leads to its page, which has every field and more at the venue', async ({ page, request }) => {
  await page.goto('/events');
  await card(page, 'The Nutcracker').getByRole('link', { name: 'The Nutcracker', exact: true }).click();
  await expect(page).toHaveURL(/\/events\/\d+-the-nutcracker$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Nutcracker' })).toBeVisible();
  // The date with weekday and year, time, venue with a maps link, price.
  const facts = page.locator('dl');
  await expect(facts).toContainText(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d+/);
  // The year only when it is not this one.
  const events: { title: string; date: string; endDate: string | null }[] = await (await request.get('/api/events')).json();
  const nutcracker = events.find((e) => e.title === 'The Nutcracker')!;
  const thisYear = String(new Date().getFullYear());
  const otherYear = [nutcracker.date, nutcracker.endDate ?? nutcracker.date].some((d) => !d.startsWith(thisYear));
  if (otherYear) await expect(facts).toContainText(/20\d\d/);
  else await expect(facts.locator('div').filter({ hasText: /^Date/ })).not.toContainText(thisYear);
  await expect(facts).toContainText('The Sarasota Ballet');
  const maps = facts.getByRole('link', { name: /opens a map/ });
  await expect(maps).toHaveAttribute('href', /google\.com\/maps\/search/);
  await expect(maps).toHaveAttribute('target', '_blank');
  // Details opens the ticket page in a new tab.
  const tickets = page.getByRole('link', { name: /^(Tickets|Details) for The Nutcracker/ });
  await expect(tickets).toHaveAttribute('target', '_blank');
  await expect(page.locator('article').first().getByRole('button', { name: /^Add to My Favorites/ })).toBeVisible();
  const more = page.getByRole('region', { name: 'More at this venue' });
  await expect(more.locator('article').first()).toBeVisible();
  await expect(more.getByRole('heading', { name: 'The Nutcracker', exact: true })).toHaveCount(0);
  // The tab's title is the one the server wrote.
  await expect(page).toHaveTitle(await serverTitle(request, new URL(page.url()).pathname));
  await expectNoSeriousViolations(page);
});

test('the way back keeps the list filters, and Back undoes a filter', async ({ page }) => {
  await page.goto('/events');
  await loaded(page);
  await showFilters(page);
  await page.getByLabel('Category').selectOption('Opera');
  await expect(page).toHaveURL(/\/events\?category=Opera$/);
  const first = page.locator('article h3 a').first();
  const title = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'All Events' }).click();
  await expect(page).toHaveURL(/\/events\?category=Opera$/);
  await expect(page.getByLabel('Category')).toHaveValue('Opera');
  // Back: the item, the filtered list, then the list before the filter.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/events\?category=Opera$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByLabel('Category')).toHaveValue('');
});

test('a bare id or an old slug moves to the canonical address', { tag: '@any-width' }, async ({ page, request }) => {
  const event = await find(request, 'events', 'title', 'Les Misérables');
  await page.goto(`/events/${event.id}`);
  await expect(page).toHaveURL(`/events/${event.id}-les-miserables`);
  await page.goto(`/events/${event.id}-les-mis?from=share`);
  await expect(page).toHaveURL(`/events/${event.id}-les-miserables?from=share`);
  await expect(page.getByRole('heading', { level: 1, name: 'Les Misérables' })).toBeVisible();
});

test('an unknown item is the 404 page', { tag: '@any-width' }, async ({ page }) => {
  const response = await page.goto('/restaurants/999999-nowhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('404 Page Not Found · Sarasota Guide');
});

test('a restaurant page calls, maps and shows what is nearby', async ({ page, request }) => {
  const owens = await find(request, 'restaurants', 'name', "Owen's Fish Camp");
  await page.goto(`/restaurants/${owens.id}-owens-fish-camp`);
  await expect(page.getByRole('heading', { level: 1, name: "Owen's Fish Camp" })).toBeVisible();
  const facts = page.locator('dl');
  await expect(facts.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+?\d{10,11}$/);
  await expect(facts).toContainText('/10');
  await expect(facts).toContainText('Hours');
  await expect(page.getByRole('link', { name: /^Website of Owen's Fish Camp/ })).toHaveAttribute('target', '_blank');
  // Where it is, in the visitor's maps.
  const maps = page.getByRole('link', { name: /^Open in Maps \(Owen's Fish Camp/ });
  await expect(maps).toHaveAttribute('target', '_blank');
  expect(decodeURIComponent((await maps.getAttribute('href')) ?? '')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/.*Owen's Fish Camp.*516 Burns Ln/);
  const nearby = page.getByRole('region', { name: 'Nearby' });
  await expect(nearby.locator('article').first()).toBeVisible();
  await expect(nearby.getByRole('heading', { name: "Owen's Fish Camp", exact: true })).toHaveCount(0);
  // Each place near it says how far it is from it, in the page’s language.
  const distances = await nearby.locator('article [data-distance]').allTextContents();
  expect(distances.length).toBeGreaterThan(0);
  for (const distance of distances) expect(distance).toMatch(/^\d+(\.\d)? mi · \d+ min (walk|drive)$/);
  await page.goto(`/es/restaurants/${owens.id}-owens-fish-camp`);
  await expect(page.getByRole('region', { name: 'Cerca' }).locator('[data-distance]').first()).toHaveText(/ min (a pie|en coche)$/);
  await page.goto(`/restaurants/${owens.id}-owens-fish-camp`);
  await page.getByRole('link', { name: 'All Dining' }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
});

test('a page rendered at another minute than the device reads hydrates without being rendered anew', { tag: '@any-width' }, async ({ page }) => {
  // The server reads its clock; the device here reads one that disagrees
  // about Owen's Fish Camp (open 4 PM to 10 PM): 'Open now' on one side,
  // 'Closed now' on the other.
  const cityHour = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(new Date()));
  const serverOpen = cityHour >= 16 && cityHour < 22;
  const cityDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longOffset' }).format(new Date()).split('GMT')[1];
  await page.clock.setFixedTime(new Date(`${cityDate}T${serverOpen ? '03' : '18'}:00:00${offset}`));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/restaurants/1-owens-fish-camp');
  // A press on the server-rendered page is not lost to the page being rendered anew.
  await page.getByRole('link', { name: 'All Dining' }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
  await page.goBack();
  // The hydrated page reads the device's clock.
  await expect(page.getByTestId('open-now')).toHaveText(serverOpen ? 'Closed now' : 'Open now');
  expect(errors).toEqual([]);
});

test('an activity page shows its facts, what is on there and places nearby', async ({ page, request }) => {
  await page.goto('/activities');
  await card(page, 'Siesta Beach').getByRole('link', { name: 'Siesta Beach', exact: true }).click();
  await expect(page).toHaveURL(/\/activities\/\d+-siesta-beach$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Siesta Beach' })).toBeVisible();
  await expect(page.locator('dl')).toContainText('Siesta Key');
  await expect(page.getByRole('link', { name: /^Open in Maps \(Siesta Beach/ })).toHaveAttribute('href', /google\.com\/maps\/search\//);
  // The beach's coming event, as a card of its own.
  const onHere = page.getByRole('region', { name: 'What’s on here' });
  await expect(onHere.getByRole('heading', { name: 'Siesta Key Sandcastle Workshop' })).toBeVisible();
  const nearby = page.getByRole('region', { name: 'Nearby' });
  await expect(nearby.locator('article').first()).toBeVisible();
  await expect(page).toHaveTitle(await serverTitle(request, new URL(page.url()).pathname));
  await expectNoSeriousViolations(page);
});

/** An instant at the city's wall clock (Sarasota: EST in December). */
const inSarasota = (wallClock: string) => new Date(`${wallClock}-05:00`);

test('an activity’s page says whether it is open now, when it opens next, and its week', async ({ page, request }) => {
  const mote = await find(request, 'activities', 'name', 'Mote Aquarium');
  // Friday 4 December 2026 at 6 PM: closed, open again on Saturday morning.
  await page.clock.setFixedTime(inSarasota('2026-12-04T18:00:00'));
  await page.goto(`/activities/${mote.id}-mote-aquarium`);
  const hours = page.getByTestId('opening-hours');
  await expect(hours.getByTestId('open-now')).toHaveText('Closed now');
  await expect(hours).toContainText('Opens at 10 AM tomorrow');
  const week = hours.getByRole('table', { name: 'Opening hours this week' });
  await expect(week.getByRole('row')).toHaveCount(7);
  await expect(week.getByRole('row').first()).toHaveText('Today10 AM – 5 PM');
  await expect(week.getByRole('row').first()).toHaveAttribute('aria-current', 'date');

  // The evening before Thanksgiving, in Spanish: the holiday is in the
  // week, and the next opening is on Friday.
  await page.clock.setFixedTime(inSarasota('2026-11-25T18:00:00'));
  await page.goto(`/es/activities/${mote.id}-mote-aquarium`);
  await expect(hours.getByTestId('open-now')).toHaveText('Cerrado ahora');
  await expect(hours).toContainText('Abre el viernes a las 10:00');
  await expect(hours.getByRole('row').nth(1)).toHaveText('Mañana (Acción de Gracias)Cerrado');
  // Its price too is said in Spanish by core, not left in English.
  await expect(page.locator('dl')).toContainText('$30 adultos, $25 niños');
  await expectNoSeriousViolations(page);
});

test('a place’s page says how long a visit takes, whom it suits, its access and parking, in the page’s language', async ({ page, request }) => {
  const mote = await find(request, 'activities', 'name', 'Mote Aquarium');
  await page.goto(`/activities/${mote.id}-mote-aquarium`);
  const facts = page.locator('dl');
  await expect(facts).toContainText('Time to allowAbout 2½ hours');
  await expect(page.getByTestId('place-facts-goodToKnow').getByRole('listitem')).toHaveText(['Indoors', 'Good for kids']);
  await expect(page.getByTestId('place-facts-access').getByRole('listitem')).toHaveText(['Step-free entrance', 'Accessible restroom', 'Accessible parking', 'Wheelchairs to borrow']);
  await expect(page.getByTestId('place-facts-parking').getByRole('listitem')).toHaveText(['Free parking']);
  // The same facts in schema.org's terms, for search engines.
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(data.amenityFeature).toContainEqual({ '@type': 'LocationFeatureSpecification', name: 'Step-free entrance', value: true });

  await page.goto(`/es/activities/${mote.id}-mote-aquarium`);
  await expect(facts).toContainText('Duración de la visitaUnas 2 horas y media');
  await expect(page.getByTestId('place-facts-access').getByRole('listitem').first()).toHaveText('Entrada sin escalones');
  await expectNoSeriousViolations(page);
});

test('a place’s page gives walking and driving directions, and shows it on the map when asked', async ({ page, request }) => {
  const mote = await find(request, 'activities', 'name', 'Mote Aquarium');
  const tiles: string[] = [];
  page.on('request', (asked) => {
    if (asked.url().startsWith(`${FIXTURE_SERVER}/tiles/`)) tiles.push(asked.url());
  });
  await page.goto(`/activities/${mote.id}-mote-aquarium`);
  const there = page.getByRole('region', { name: 'Getting there' });
  await expect(there.getByRole('link', { name: /^Walking directions to Mote Aquarium/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.+&travelmode=walking$/);
  await expect(there.getByRole('link', { name: /^Driving directions/ })).toHaveAttribute('href', /&travelmode=driving$/);
  // The map costs nothing until it is asked for.
  expect(tiles).toEqual([]);
  await there.getByRole('button', { name: 'Show on a map' }).click();
  const map = there.getByRole('region', { name: 'Map of Mote Aquarium' });
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  await expect(there.getByRole('button', { name: 'Show on a map' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});
