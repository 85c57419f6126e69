import type { Page } from '@playwright/test';
import { FIXTURE_SERVER } from '../playwright.config';
import { expectNoSeriousViolations, isoDay } from './support';
import { choose, expect, openDashboard, pageName, publish, season, test, toast, toastShown, unique } from './admin-support';

// Followed sources read pages of the fixture server (e2e/fixture-server.mjs)
// that each test writes and changes between reads; the server's own runner
// reads them, as it reads a venue's site in production.

async function follow(page: Page, name: string, url: string) {
  const form = page.getByRole('form', { name: 'Follow a page or feed' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Address').fill(url);
  await form.getByRole('button', { name: 'Follow' }).click();
  await toastShown(page, `Following ${name}`);
}

function sourceRow(page: Page, name: string) {
  return page.getByRole('region', { name: 'Followed sources' }).getByRole('listitem', { name });
}

function inboxGroup(page: Page, source: string) {
  return page.getByRole('region', { name: 'Review inbox' }).getByRole('region', { name: new RegExp(`^${source}`) });
}

function inboxItem(page: Page, source: string, title: string) {
  return inboxGroup(page, source).getByRole('listitem', { name: new RegExp(`^${title}:`) });
}

test('the health panel lists failing sources first with their error, and Run now shows a read in progress until it is done', async ({ page }) => {
  await openDashboard(page, 'Review Inbox');
  const healthy = unique('Players Centre');
  const healthyPage = pageName();
  await publish(page, healthyPage, season(healthyPage, [{ slug: 'tempest', title: unique('The Tempest'), day: 10 }]));
  await follow(page, healthy, `${FIXTURE_SERVER}/pages/${healthyPage}`);
  await expect(sourceRow(page, healthy).getByText('OK', { exact: true })).toBeVisible();
  await expect(sourceRow(page, healthy)).toContainText('1 event found');
  await expect(sourceRow(page, healthy)).toContainText('Every 6 hours');

  // A page not written yet is a page that broke: 404.
  const broken = unique('Asolo Rep');
  const brokenPage = pageName();
  await follow(page, broken, `${FIXTURE_SERVER}/pages/${brokenPage}`);
  const row = sourceRow(page, broken);
  await expect(row.getByText('Failing', { exact: true })).toBeVisible();
  await expect(row).toContainText(/Failing for (less than a minute|\d+ minutes?): The remote server answered 404/);
  // Failing sources come first (other tests' failing ones too: this one
  // before the healthy one).
  const names = page.getByRole('region', { name: 'Followed sources' }).getByRole('list').first().getByRole('listitem');
  await expect
    .poll(async () => {
      const listed = await names.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
      return listed.indexOf(broken) >= 0 && listed.indexOf(broken) < listed.indexOf(healthy);
    })
    .toBe(true);

  // The page is mended, and slow: Run now shows the read on its way, then how it went.
  await publish(page, brokenPage, season(brokenPage, [
      { slug: 'gala', title: unique('Opening Gala'), day: 12 },
      { slug: 'revue', title: unique('Winter Revue'), day: 14 },
    ]),
    4_000,
  );
  await row.getByRole('button', { name: `Run now ${broken}` }).click();
  await expect(row.getByRole('button', { name: `Run now ${broken}` })).toBeDisabled();
  await expect(row.getByRole('status').filter({ hasText: 'Reading…' })).toBeVisible();
  // The page answers after 4 s, and the dashboard looks every second.
  await expect(toast(page, `Read ${broken}`)).toContainText('2 events found; 2 waiting in the inbox.', { timeout: 30_000 });
  await expect(row.getByRole('status')).toHaveCount(0);
  await expect(row.getByText('OK', { exact: true })).toBeVisible();
  await expect(row).toContainText('2 waiting in the inbox');
  await expect(row).not.toContainText('Failing for');
  await expect(row.getByRole('button', { name: `Run now ${broken}` })).toBeEnabled();
  // The tab says how many events wait (the healthy source's one and these two).
  await expect(page.getByRole('tab', { name: /^Review Inbox \(\d+\)$/ })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the review inbox: new events published in bulk, a change side by side, a cancellation marked, and visitors see it', async ({ page }) => {
  await openDashboard(page, 'Review Inbox');
  const source = unique('Players Centre');
  const name = pageName();
  const [tempest, cabaret, revue, extra] = ['The Tempest', 'Spring Cabaret', 'Winter Revue', 'Late Show'].map((t) => unique(t));
  await publish(page, name, season(name, [
      { slug: 'tempest', title: tempest, day: 10 },
      { slug: 'cabaret', title: cabaret, day: 15 },
      { slug: 'revue', title: revue, day: 18 },
    ]),
  );
  await follow(page, source, `${FIXTURE_SERVER}/pages/${name}`);

  // Three new events, grouped under their source.
  const group = inboxGroup(page, source);
  await expect(group.getByRole('listitem')).toHaveCount(3);
  await expect(group.getByRole('heading', { name: `${source} (3)` })).toBeVisible();
  await expect(inboxItem(page, source, tempest)).toContainText('New');
  await expect(inboxItem(page, source, tempest).getByRole('button', { name: `Publish ${tempest}` })).toBeVisible();
  await expect(inboxItem(page, source, tempest).getByRole('button', { name: `Update ${tempest}` })).toHaveCount(0);

  // Bulk: every event of the source, published at once.
  await group.getByLabel(`Select all from ${source}`).check();
  const bar = page.getByRole('group', { name: 'Selected events' });
  await expect(bar.getByText('3 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Publish 3' }).click();
  await expect(toast(page, 'Published 3 events')).toBeVisible();
  await expect(group).toHaveCount(0);

  // The season changes: a new date, a cancellation, a show gone, one added.
  await publish(page, name, season(name, [
      { slug: 'tempest', title: tempest, day: 11 },
      { slug: 'cabaret', title: cabaret, day: 15, status: 'Cancelled' },
      { slug: 'late', title: extra, day: 20 },
    ]),
  );
  const row = sourceRow(page, source);
  await row.getByRole('button', { name: `Run now ${source}` }).click();
  await expect(toast(page, `Read ${source}`)).toBeVisible();
  await expect(group.getByRole('listitem')).toHaveCount(4);

  // A change: the published and the new values side by side, the date marked.
  const changed = inboxItem(page, source, tempest);
  await expect(changed).toContainText('Changed');
  const table = changed.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Field', 'Published', 'Now']);
  const dateRow = table.getByRole('row', { name: /Date \(changed\)/ });
  await expect(dateRow.getByRole('cell')).toHaveCount(2);
  const [before, after] = await dateRow.getByRole('cell').allTextContents();
  expect(before).not.toBe(after);
  await expect(table.getByRole('row', { name: /^Venue Players Centre/ })).toBeVisible();
  await expect(inboxItem(page, source, cabaret)).toContainText('Cancelled by its source');
  await expect(inboxItem(page, source, revue)).toContainText('No longer on its source');
  await expect(page.getByRole('tab', { name: /^Review Inbox \(\d+\)$/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  // A new event and a changed one have no action in common.
  await inboxItem(page, source, extra).getByRole('checkbox').check();
  await changed.getByRole('checkbox').check();
  await expect(bar.getByText('These events have no action in common.')).toBeVisible();
  await inboxItem(page, source, extra).getByRole('checkbox').uncheck();
  await changed.getByRole('checkbox').uncheck();

  // One at a time: update, mark cancelled, keep listed, reject.
  await changed.getByRole('button', { name: `Update ${tempest}` }).click();
  await expect(toast(page, 'Updated 1 event')).toBeVisible();
  await inboxItem(page, source, cabaret).getByRole('button', { name: `Mark cancelled ${cabaret}` }).click();
  await expect(toast(page, 'Marked 1 event cancelled')).toBeVisible();
  await inboxItem(page, source, revue).getByRole('button', { name: `Keep listed ${revue}` }).click();
  await expect(toast(page, 'Kept 1 event')).toBeVisible();
  await inboxItem(page, source, extra).getByRole('button', { name: `Reject ${extra}` }).click();
  await expect(toast(page, 'Rejected 1 event')).toBeVisible();
  await expect(group).toHaveCount(0);

  // A re-read brings nothing back: the rejected show stays out.
  await row.getByRole('button', { name: `Run now ${source}` }).click();
  await expect(toast(page, `Read ${source}`)).toContainText('0 waiting in the inbox');
  await expect(group).toHaveCount(0);

  // Visitors see the cancelled show marked, on its card and its page.
  await page.goto('/events');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: cabaret }) });
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  const moved = page.getByRole('article').filter({ has: page.getByRole('heading', { name: tempest }) });
  await expect(moved.getByText('Cancelled', { exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: /^Add to My Favorites/ }).click();
  await card.getByRole('link', { name: cabaret, exact: true }).click();
  const item = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1, name: cabaret }) });
  await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: extra })).toHaveCount(0);
  // And in the plan of whoever saved it, on its day.
  await page.goto('/plan-visit');
  const saved = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: cabaret }) });
  await expect(saved.getByText('Cancelled', { exact: true })).toBeVisible();
});

test("a discovery venue with an events page is followed in one click, and leaves the list of venues to follow", async ({ page }) => {
  await openDashboard(page, 'Review Inbox');
  const venues: { id: number; name: string }[] = await (await page.request.get('/api/admin/venues')).json();
  const venue = venues.find((v) => v.name === 'Circus Arts Conservatory') ?? venues[0];
  const name = pageName();
  await publish(page, name, season(name, [{ slug: 'circus', title: unique('Circus Sarasota'), day: 9 }]));
  const saved = await page.request.put(`/api/admin/venues/${venue.id}/events-url`, { data: { eventsPageUrl: `${FIXTURE_SERVER}/pages/${name}` } });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await page.getByRole('tab', { name: /^Review Inbox/ }).click();

  const toFollow = page.getByRole('region', { name: 'Discovery venues not followed yet' });
  await expect(toFollow.getByText(`${FIXTURE_SERVER}/pages/${name}`)).toBeVisible();
  await toFollow.getByRole('button', { name: `Follow ${venue.name}`, exact: true }).click();
  await toastShown(page, `Following ${venue.name}`);
  await expect(toFollow.getByRole('button', { name: `Follow ${venue.name}`, exact: true })).toHaveCount(0);
  const row = sourceRow(page, venue.name);
  await expect(row.getByText('OK', { exact: true })).toBeVisible();
  await expect(row).toContainText('1 event found');
  await expect(inboxGroup(page, venue.name).getByRole('listitem')).toHaveCount(1);
});

test('the follow form checks what it is given before sending, and an address already followed is refused under its field', async ({ page }) => {
  await openDashboard(page, 'Review Inbox');
  const form = page.getByRole('form', { name: 'Follow a page or feed' });
  await form.getByLabel('Address').fill('players.example/season');
  await form.getByRole('button', { name: 'Follow' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Enter a web address that starts with http:// or https://, or an account such as @events@example.org')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();

  const name = pageName();
  await publish(page, name, season(name, []));
  const url = `${FIXTURE_SERVER}/pages/${name}`;
  await follow(page, unique('Van Wezel'), url);
  await form.getByLabel('Name').fill(unique('Van Wezel again'));
  await form.getByLabel('Address').fill(url);
  await form.getByRole('button', { name: 'Follow' }).click();
  await expect(form.getByText('This address is already followed')).toBeVisible();
  await expect(form.getByLabel('Address')).toBeFocused();

  // One the guide could never read is refused by the server, under its field.
  await form.getByLabel('Address').fill('http://localhost/season');
  await form.getByRole('button', { name: 'Follow' }).click();
  await expect(form.getByText('This address is on a private network or on this machine: the guide cannot read it.')).toBeVisible();
  await expect(form.getByLabel('Address')).toBeFocused();
});

test("a source's settings change in its row, and staff can stop following it while what it published stays", async ({ page }) => {
  await openDashboard(page, 'Review Inbox');
  const source = unique('Venice Theatre');
  const name = pageName();
  const show = unique('Guys and Dolls');
  await publish(page, name, season(name, [{ slug: 'dolls', title: show, day: 8 }]));
  await follow(page, source, `${FIXTURE_SERVER}/pages/${name}`);
  await inboxItem(page, source, show).getByRole('button', { name: `Publish ${show}` }).click();
  await expect(toast(page, 'Published 1 event')).toBeVisible();

  const row = sourceRow(page, source);
  await expect(row).toContainText('Every 6 hours · changes wait in the inbox');
  await expect(row).toContainText('next read in 5 hours');
  await row.getByRole('button', { name: `Settings of ${source}` }).click();
  const settings = row.getByRole('form', { name: `Settings of ${source}` });
  await expect(settings.getByLabel('Address')).toHaveValue(`${FIXTURE_SERVER}/pages/${name}`);
  await choose(page, settings, 'Read it', 'Only when run');
  await settings.getByLabel('Go live by themselves').check();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Saved ${source}`)).toContainText('It is read when you run it.');
  await expect(settings).toHaveCount(0);
  await expect(row).toContainText('Only when run · changes go live by themselves');
  await expect(row).not.toContainText('next read');

  // Asked first; Cancel leaves it, then it goes.
  await row.getByRole('button', { name: `Stop following ${source}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Stop following this source?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Stop following ${source}` }).click();
  await dialog.getByRole('button', { name: 'Stop following' }).click();
  await expect(toast(page, `Stopped following ${source}`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto('/events');
  await expect(page.getByRole('heading', { name: show })).toBeVisible();
});

test('a new event the guide lists already is pointed out, and linked instead of published twice', async ({ page }) => {
  await openDashboard(page, 'Review Inbox');
  const show = unique('Winter Revue');
  const [first, second] = [unique('Players Centre'), unique('Sarasota Tickets')];
  const [firstPage, secondPage] = [pageName(), pageName()];
  await publish(page, firstPage, season(firstPage, [{ slug: 'revue', title: show, day: 18 }]));
  await follow(page, first, `${FIXTURE_SERVER}/pages/${firstPage}`);
  await inboxItem(page, first, show).getByRole('button', { name: `Publish ${show}` }).click();
  await expect(toast(page, 'Published 1 event')).toBeVisible();

  // A ticket site lists the same show under its own address.
  await publish(page, secondPage, season(secondPage, [{ slug: 'revue', title: show, day: 18 }]));
  await follow(page, second, `${FIXTURE_SERVER}/pages/${secondPage}`);
  const item = inboxItem(page, second, show);
  await expect(item).toContainText(`Looks like ${show}`);
  await expect(item).toContainText('already in the guide');
  await expect(item.getByRole('link', { name: `${show} (opens in a new tab)` })).toHaveAttribute('href', /^\/events\/\d+-/);
  await item.getByRole('button', { name: `Link to the guide's ${show}` }).click();
  await expect(toast(page, 'Linked 1 event')).toBeVisible();
  await expect(inboxGroup(page, second)).toHaveCount(0);

  await page.goto('/events');
  await expect(page.getByRole('heading', { name: show })).toHaveCount(1);
});

test("a source's repeating show is one row of the inbox, published at once, and one card for visitors", async ({ page }) => {
  await openDashboard(page, 'Review Inbox');
  const source = unique('Players Centre');
  const name = pageName();
  const [improv, gala] = ['Improv Night', 'Gala'].map((t) => unique(t));
  // Three Thursdays of one show (each date its own page), and a gala.
  await publish(page, name, season(name, [
      { slug: 'improv-1', title: improv, day: 7 },
      { slug: 'gala', title: gala, day: 9 },
      { slug: 'improv-2', title: improv, day: 14 },
      { slug: 'improv-3', title: improv, day: 21 },
    ]),
  );
  await follow(page, source, `${FIXTURE_SERVER}/pages/${name}`);
  const group = inboxGroup(page, source);
  await expect(group.getByRole('heading', { name: `${source} (4)` })).toBeVisible();
  // Two rows: the show's three dates, then the gala.
  await expect(group.getByRole('listitem', { name: /: New$/ })).toHaveCount(2);
  const show = inboxItem(page, source, improv);
  await expect(show).toContainText(/3 dates, .+ to .+/);
  await show.getByText('Show the 3 dates').click();
  await expect(show.getByRole('listitem')).toHaveCount(3);
  // Its box selects its three dates.
  await show.getByRole('checkbox').first().check();
  await expect(page.getByRole('group', { name: 'Selected events' }).getByText('3 selected')).toBeVisible();
  await show.getByRole('checkbox').first().uncheck();
  await show.getByRole('button', { name: `Publish 3 ${improv}` }).click();
  await expect(toast(page, 'Published 3 events')).toBeVisible();
  await expect(show).toHaveCount(0);
  await expect(inboxItem(page, source, gala)).toBeVisible();

  // Visitors see the show once, with its coming dates.
  await page.goto('/events');
  await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name: improv }) })).toHaveCount(1);
});

test('a page that lists far fewer events makes its source suspicious; what vanished waits until an admin confirms the page', async ({ page }) => {
  await openDashboard(page, 'Review Inbox');
  const source = unique('Players Centre');
  const name = pageName();
  const shows = ['Our Town', 'Tartuffe', 'Pippin'].map((title, i) => ({ slug: `show-${i}`, title: unique(title), day: 12 + i }));
  await publish(page, name, season(name, shows));
  await follow(page, source, `${FIXTURE_SERVER}/pages/${name}`);
  const group = inboxGroup(page, source);
  await expect(group.getByRole('listitem')).toHaveCount(3);
  await group.getByLabel(`Select all from ${source}`).check();
  await page.getByRole('group', { name: 'Selected events' }).getByRole('button', { name: 'Publish 3' }).click();
  await expect(toast(page, 'Published 3 events')).toBeVisible();

  // The venue's site shows a maintenance page.
  await publish(page, name, '<!doctype html><html><head><title>Back soon</title></head><body><h1>Back soon</h1></body></html>');
  const row = sourceRow(page, source);
  await row.getByRole('button', { name: `Run now ${source}` }).click();
  await expect(row.getByText('Suspicious', { exact: true })).toBeVisible();
  await expect(row).toContainText('Found 0 events where its reads found 3: is the page right?');
  // Every staff member reads why the events wait; none can be decided.
  const gone = inboxItem(page, source, shows[0].title);
  await expect(gone).toContainText('No longer on its source');
  await expect(gone).toContainText('Held: its source’s last read found far fewer events than the 3 before');
  await expect(gone.getByRole('button')).toHaveCount(0);
  await expect(gone.getByRole('checkbox')).toBeDisabled();
  await expectNoSeriousViolations(page);

  // An admin looked: the season did end.
  await row.getByRole('button', { name: `The page is right ${source}` }).click();
  await expect(toast(page, 'Confirmed: what vanished from it can be decided now')).toBeVisible();
  await expect(row.getByText('Suspicious', { exact: true })).toHaveCount(0);
  await expect(gone).not.toContainText('Held:');
  await gone.getByRole('button', { name: `Keep listed ${shows[0].title}` }).click();
  await expect(toast(page, 'Kept 1 event')).toBeVisible();
});

test('a followed page’s event like the guide’s is compared and merged from the inbox, and the page follows it', async ({ page }) => {
  await openDashboard(page, 'Review Inbox');
  const title = unique('Harbor Revue');
  // The guide lists the show already, at $20; the page says $35.
  const stored = await page.request.post('/api/admin/events/bulk-create', {
    data: {
      events: [
        { title, description: 'Listed by hand.', venueId: null, venueName: 'Players Centre', date: isoDay(45), endDate: null, time: '7:30 PM', category: 'Theater', image: null, ticketPrice: '$20', sourceUrl: null },
      ],
    },
  });
  expect(stored.status()).toBe(201);
  const id = ((await stored.json()) as { ids: number[] }).ids[0];
  const name = pageName();
  await publish(page, name, season(name, [{ slug: 'revue', title, day: 45, price: '35' }]));
  const source = unique('Players season');
  await follow(page, source, `${FIXTURE_SERVER}/pages/${name}`);

  const item = inboxItem(page, source, title);
  await expect(item).toContainText('Looks like');
  await item.getByRole('button', { name: `Compare and merge ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge into the guide’s event' });
  await dialog.getByRole('group', { name: 'Ticket price' }).getByLabel(/^Found/).check();
  await dialog.getByRole('button', { name: 'Save the merge' }).click();
  await expect(toast(page, `Merged into “${title}”`)).toBeVisible();
  // Linked: the page follows the guide's event, nothing else waits.
  await expect(item).toHaveCount(0);
  const event = (await (await page.request.get(`/api/events/${id}`)).json()) as { event: { ticketPrice: string } };
  expect(event.event.ticketPrice).toBe('$35');
});
