import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations, isoDay } from './support';
import { FIXTURE_SERVER } from '../playwright.config';
import { expect, expectNoSidewaysScroll, openDashboard, pageName, publish, season, storeEvent, test, unique } from './admin-support';

// The dashboard at 375 px and at 1280 px (both projects run this file):
// everything within the width, reachable, and without serious axe findings,
// in each tab and in the states that add content (results, the dialog).

/** A tab by its name, and what shows its panel is rendered with its content. */
type Tab = { name: string | RegExp; rendered?: (panel: Locator) => Locator };

const TABS: Tab[] = [
  { name: 'Today', rendered: (panel) => panel.getByRole('heading', { name: 'What needs attention' }) },
  { name: 'Venue Events Discovery' },
  { name: 'Add Activities' },
  { name: 'Add Restaurants' },
  { name: /^Image Management/, rendered: (panel) => panel.getByRole('button', { name: /^Upload Image for / }).first() },
  { name: /^Suggestions/, rendered: (panel) => panel.getByLabel('Show', { exact: true }) },
  { name: 'Manage Content', rendered: (panel) => panel.getByRole('button', { name: /^Edit / }).first() },
  { name: /^Review Inbox/, rendered: (panel) => panel.getByRole('form', { name: 'Follow a page or feed' }) },
  { name: 'Weekly E-mail', rendered: (panel) => panel.getByText(/^Next issue: Thursday, .* · 9:00 AM$|^This week's issue is being sent/) },
  { name: 'Embed', rendered: (panel) => panel.getByRole('heading', { name: 'What’s on in Sarasota' }) },
  { name: 'History', rendered: (panel) => panel.getByRole('list', { name: 'History of changes' }) },
  { name: 'Accounts', rendered: (panel) => panel.getByRole('table') },
];

// German's words are the longest of the guide's languages.
const GERMAN_TABS: Tab[] = [
  { name: 'Heute', rendered: (panel) => panel.getByRole('heading', { name: 'Was Aufmerksamkeit braucht' }) },
  { name: 'Veranstaltungen der Orte finden' },
  { name: 'Aktivitäten hinzufügen' },
  { name: 'Restaurants hinzufügen' },
  { name: /^Bilder verwalten/, rendered: (panel) => panel.getByRole('button', { name: /^Bild hochladen für / }).first() },
  { name: /^Vorschläge/, rendered: (panel) => panel.getByLabel('Anzeigen', { exact: true }) },
  { name: 'Inhalte verwalten', rendered: (panel) => panel.getByRole('button', { name: /^Bearbeiten / }).first() },
  { name: /^Prüfeingang/, rendered: (panel) => panel.getByRole('form', { name: 'Eine Seite oder einen Feed verfolgen' }) },
  { name: 'Wöchentliche E-Mail', rendered: (panel) => panel.getByRole('heading', { name: '„Dieses Wochenende in Sarasota“' }) },
  { name: 'Einbetten', rendered: (panel) => panel.getByRole('heading', { name: 'What’s on in Sarasota' }) },
  { name: 'Verlauf', rendered: (panel) => panel.getByRole('list', { name: 'Verlauf der Änderungen' }) },
  { name: 'Konten', rendered: (panel) => panel.getByRole('table') },
];

async function expectWithinWidth(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** No message id shown in place of its words (`date-choice-all`: what a
 * word missing from the loaded catalog looks like), as text, in a menu's
 * options or in a label read aloud. */
async function expectNoMessageIds(scope: Locator) {
  const ids = await scope.evaluate((root) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const element of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.map((text) => text.trim()).filter((text) => /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(text));
  });
  expect(ids).toEqual([]);
}

async function expectEveryTabFits(page: Page, signOut: string, tabs: Tab[], { axe }: { axe: boolean }) {
  await expectWithinWidth(page, page.getByRole('button', { name: signOut }));
  const list = page.getByRole('tablist');
  await expectWithinWidth(page, list);
  // On a phone the tabs are one row, swiped sideways, not rows of tabs
  // before any content.
  if ((page.viewportSize()?.width ?? 0) < 768) {
    const row = (await list.boundingBox())!;
    const tab = (await page.getByRole('tab').first().boundingBox())!;
    expect(row.height).toBeLessThan(tab.height * 2);
  }
  for (const [index, { name, rendered }] of tabs.entries()) {
    await page.getByRole('tab', { name }).click();
    await expectWithinWidth(page, page.getByRole('tab', { name }));
    const panel = page.getByRole('tabpanel', { name });
    await expect(panel).toBeVisible();
    if (rendered) await expect(rendered(panel)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoMessageIds(page.locator('body'));
    // The whole page with the first tab; then what each tab changes.
    if (axe) await expectNoSeriousViolations(page, index === 0 ? undefined : '[role="tabpanel"]');
  }
}

test('the header and every tab fit the screen and pass axe', async ({ page }) => {
  // Eleven tabs, each read by axe: more than the default minute.
  test.slow();
  await openDashboard(page);
  await expectEveryTabFits(page, 'Sign out', TABS, { axe: true });
});

// The same markup in other words: what German can break is the width
// (axe's checks of it are the English run's).
test('in German, the longest words, every tab fits the screen', async ({ page }) => {
  await openDashboard(page);
  await page.goto('/de/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung' })).toBeVisible();
  await expectEveryTabFits(page, 'Abmelden', GERMAN_TABS, { axe: false });
});

// English and German above; every tab of the other two languages shows
// words, not message ids.
test('in Spanish and French, every tab shows its words', { tag: '@any-width' }, async ({ page }) => {
  await openDashboard(page);
  for (const lang of ['es', 'fr']) {
    await page.goto(`/${lang}/admin`);
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const count = await tabs.count();
    expect(count).toBe(TABS.length);
    for (let index = 0; index < count; index++) {
      await tabs.nth(index).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectNoMessageIds(page.locator('body'));
    }
  }
});

test('discovery progress and results fit the screen and pass axe', async ({ page }) => {
  await openDashboard(page, 'Venue Events Discovery');
  const venue = 'Westcoast Black Theatre Troupe';
  await page.route('**/api/admin/venues/discover', (route) =>
    route.fulfill({
      contentType: 'application/x-ndjson',
      body: [
        { kind: 'started', index: 0, total: 2, name: venue, url: 'https://www.westcoastblacktheatre.org/shows' },
        { kind: 'finished', index: 0, total: 2, done: 1, name: venue, events: 1, error: null },
        { kind: 'finished', index: 1, total: 2, done: 2, name: 'https://a-very-long-host-name.example.org/calendar/of/events', events: 0, error: 'The page took longer than 15 seconds to answer' },
        {
          kind: 'result',
          newEvents: [
            {
              title: 'Five Guys Named Moe, a Musical Revue of Louis Jordan Songs',
              description: 'A long description of a jump-blues revue that fills more than one line on a phone.',
              venueId: null,
              venueName: venue,
              date: isoDay(25),
              endDate: isoDay(40),
              time: '7:30 PM',
              category: 'Theater',
              image: null,
              ticketPrice: '$40 - $60',
              sourceUrl: 'https://www.westcoastblacktheatre.org/shows/five-guys-named-moe-a-musical-revue',
            },
          ],
          duplicateEvents: [{ title: 'Hamilton', venueName: 'Van Wezel Performing Arts Hall', date: isoDay(9), time: null, description: '', similarEvents: [{ title: 'Hamilton' }] }],
          sources: [],
        },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
    }),
  );
  await page.getByRole('checkbox', { name: venue }).check();
  await page.getByRole('button', { name: 'Discover Events' }).click();
  await expect(page.getByRole('heading', { name: 'New Events (1)' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expectWithinWidth(page, page.getByRole('button', { name: 'Create Selected Events (1)' }));
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
});

test('the duplicate dialog fits the screen, keeps the keyboard and passes axe', async ({ page }) => {
  await openDashboard(page, 'Add Restaurants');
  const panel = page.getByRole('tabpanel', { name: 'Add Restaurants' });
  await panel.getByLabel('Name', { exact: true }).fill('Selva Grill');
  await panel.getByLabel('Description', { exact: true }).fill('Peruvian ceviche bar.');
  await panel.getByLabel('Address').fill('1345 Main St, Sarasota, FL 34236');
  await panel.getByRole('button', { name: 'Create Restaurant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate Restaurant Detected' });
  await expect(dialog).toBeVisible();
  await expectWithinWidth(page, dialog);
  await expectWithinWidth(page, dialog.getByRole('button', { name: 'Create Anyway' }));
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // The page behind is inert: Tab moves along the dialog's buttons.
  for (let i = 0; i < 2; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  }
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the suggestions list fits the screen and passes axe', async ({ page }) => {
  await openDashboard(page);
  const name = 'A suggestion with a rather long name: the Sarasota Jungle Gardens Flamingo Feeding Morning';
  const response = await page.request.post('/api/suggestions', {
    data: {
      name,
      type: 'activity',
      website: 'https://www.a-very-long-host-name-for-a-suggestion.example.org/visit/flamingo-feeding-mornings',
      description: 'Flamingos, parrots and a botanical garden: a description long enough to wrap on a phone.',
      submitterName: 'Dana Visitor',
      submitterEmail: 'dana.visitor.with.a.long.address@example.org',
    },
  });
  expect(response.status()).toBe(201);
  await page.reload();
  await page.getByRole('tab', { name: /^Suggestions/ }).click();
  const panel = page.getByRole('tabpanel', { name: /^Suggestions/ });
  await expect(panel.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expectWithinWidth(page, panel.getByLabel(`Status of ${name}`));
  await expectWithinWidth(page, panel.getByLabel('Show', { exact: true }));
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
});

test('the Manage Content list and its edit and delete dialogs fit the screen and pass axe', async ({ page }) => {
  // Three lists and six dialogs, each read by axe.
  test.slow();
  await openDashboard(page, 'Manage Content');
  const panel = page.getByRole('tabpanel', { name: 'Manage Content' });
  for (const kind of ['Events', 'Activities', 'Restaurants']) {
    await panel.getByRole('radio', { name: kind }).check();
    const edit = panel.getByRole('button', { name: /^Edit / }).first();
    await expect(edit).toBeVisible();
    await expectWithinWidth(page, edit);
    await expectWithinWidth(page, panel.getByRole('button', { name: /^Delete / }).first());
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page, '[role="tabpanel"]');

    await edit.click();
    const dialog = page.getByRole('dialog', { name: /^Edit / });
    await expect(dialog).toBeVisible();
    await expectWithinWidth(page, dialog);
    await expectWithinWidth(page, dialog.getByRole('button', { name: 'Save Changes' }));
    // The page behind is inert: Tab stays in the dialog.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await panel.getByRole('button', { name: /^Delete / }).first().click();
    const confirm = page.getByRole('dialog', { name: /^Delete this / });
    await expect(confirm).toBeVisible();
    await expectWithinWidth(page, confirm);
    await expectWithinWidth(page, confirm.getByRole('button', { name: /^Delete / }));
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
  }
});

test('a change in the review inbox, old and new side by side, fits the screen and passes axe', async ({ page }) => {
  await openDashboard(page);
  const name = pageName();
  const title = unique('Much Ado About Nothing, in the Park at Dusk');
  await publish(page, name, season(name, [{ slug: 'ado', title, day: 10, price: '25' }]));
  const created = await page.request.post('/api/admin/sources', { data: { name: unique('Players Centre for Performing Arts'), url: `${FIXTURE_SERVER}/pages/${name}` } });
  expect(created.status()).toBe(201);
  const source = await created.json();
  const waiting = async () => ((await (await page.request.get('/api/admin/inbox')).json()) as { sourceId: number; identity: string; review: string }[]).filter((i) => i.sourceId === source.id);
  await expect.poll(async () => (await waiting()).length).toBe(1);
  const published = await page.request.post('/api/admin/inbox', { data: { items: await waiting(), action: 'publish' } });
  expect(published.ok()).toBe(true);

  // Moved, and dearer: the inbox shows both versions.
  await publish(page, name, season(name, [{ slug: 'ado', title, day: 12, price: '45' }]));
  expect((await page.request.post(`/api/admin/sources/${source.id}/run`)).status()).toBe(202);
  await expect.poll(async () => (await waiting()).map((i) => i.review)).toEqual(['changed']);

  await page.getByRole('tab', { name: /^Review Inbox/ }).click();
  const table = page.getByRole('tabpanel', { name: /^Review Inbox/ }).getByRole('table');
  await expect(table.getByRole('row', { name: /Price \(changed\)/ })).toBeVisible();
  await expectWithinWidth(page, table);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
});

test('History on a phone: one translation save is one entry, its fields by their labels, within the screen', async ({ page }) => {
  await openDashboard(page);
  const title = unique('Harbor Lights Gala');
  const id = await storeEvent(page, title);
  const opened = await page.request.get(`/api/admin/events/${id}`);
  const saved = await page.request.put(`/api/admin/events/${id}/translations`, {
    data: { lang: 'en', translations: { es: { title: 'Gala de luces del puerto' }, fr: { title: 'Gala des lumières du port' }, de: { title: 'Hafenlichter-Gala' } } },
    headers: { 'If-Match': opened.headers()['etag'] },
  });
  expect(saved.status()).toBe(200);

  await page.getByRole('tab', { name: 'History' }).click();
  const panel = page.getByRole('tabpanel', { name: 'History' });
  const save = panel.getByRole('listitem').filter({ hasText: 'by a translation' }).filter({ hasText: title });
  await expect(save).toHaveCount(1);
  for (const label of ['Title (Spanish)', 'Title (French)', 'Title (German)']) await expect(save.getByRole('row', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) })).toBeVisible();
  // Undone as one step, never one language of it alone.
  await expect(save.getByRole('button', { name: 'Undo all 3 changes of this step' })).toBeVisible();
  await expect(save.getByRole('button', { name: /^Undo:/ })).toHaveCount(0);
  await expectWithinWidth(page, save);
  await expectNoSidewaysScroll(page);
});
