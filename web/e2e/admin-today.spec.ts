import type { Page } from '@playwright/test';
import { expect, openDashboard, storeEvent, test, unique } from './admin-support';

// The dashboard's first screen (issue #71): what needs attention, each one
// click from its place, its counts the API's own. On the laptop and the
// phone (the mobile project runs this file).

async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** English's plural: the message's words for none, one and more. */
const said = (count: number, none: string, one: string, more: (n: number) => string) => (count === 0 ? none : count === 1 ? one : more(count));

test("Today opens first, says what the API says, and takes each to its place", async ({ page }) => {
  await openDashboard(page);
  // One more coming event without a picture than before.
  await storeEvent(page, unique('Bayfront Lantern Walk'));
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  const today = page.getByRole('tabpanel', { name: 'Today' });
  const part = (name: string) => today.getByRole('region', { name });

  const inbox = (await read<unknown[]>(page, '/api/admin/inbox')).length;
  await expect(part('Review Inbox')).toContainText(
    said(inbox, 'Nothing waits in the review inbox.', '1 event waits in the review inbox.', (n) => `${n} events wait in the review inbox.`),
  );
  const sources = await read<{ name: string; health: { state: string } }[]>(page, '/api/admin/sources');
  const failing = sources.filter((s) => s.health.state === 'failing' || s.health.state === 'suspicious');
  await expect(part('Followed sources')).toContainText(
    said(
      failing.length,
      'Every followed source reads well.',
      '1 followed source is failing or suspicious:',
      (n) => `${n} followed sources are failing or suspicious:`,
    ),
  );
  for (const source of failing) await expect(part('Followed sources')).toContainText(source.name);
  const suggestions = (await read<{ status: string }[]>(page, '/api/admin/suggestions')).filter((s) => s.status === 'new').length;
  await expect(part('Suggestions')).toContainText(
    said(suggestions, 'No new suggestions.', '1 new suggestion from a visitor.', (n) => `${n} new suggestions from visitors.`),
  );
  const pictures = (await read<{ past: boolean }[]>(page, '/api/admin/events-missing-images')).filter((e) => !e.past).length;
  expect(pictures).toBeGreaterThan(0);
  await expect(part('Pictures')).toContainText(
    said(pictures, 'Every coming event has a picture.', '1 coming event has no working picture.', (n) => `${n} coming events have no working picture.`),
  );
  const outdated = (await read<unknown[]>(page, '/api/admin/translations/outdated')).length;
  await expect(part('Translations')).toContainText(
    said(
      outdated,
      'Every translation is up to date.',
      '1 item has a translation that needs an update.',
      (n) => `${n} items have translations that need an update.`,
    ),
  );
  const weekly = await read<{ nextIssue: string; subscribers: number }>(page, '/api/admin/weekly');
  await expect(part('Weekly E-mail')).toContainText(`The next one goes ${weekly.nextIssue}, to`);
  const others = await read<{ changes: { itemName: string }[] }>(page, '/api/admin/history?others=true');
  const changes = part('Last changes by others');
  if (others.changes.length === 0) await expect(changes).toContainText('Nobody else has changed anything yet.');
  else await expect(changes.getByRole('listitem')).toHaveCount(Math.min(5, others.changes.length));

  // One click from each place.
  const opens: [string, RegExp | string][] = [
    ['Open the review inbox', /^Review Inbox/],
    ['Open the suggestions', /^Suggestions/],
    ['Open Image Management', /^Image Management/],
    ['Open Manage Content', 'Manage Content'],
    ['Open the weekly e-mail', 'Weekly E-mail'],
    ['Open the history', 'History'],
  ];
  for (const [button, tab] of opens) {
    await page.getByRole('tab', { name: 'Today' }).click();
    await today.getByRole('button', { name: button }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
  }
});
