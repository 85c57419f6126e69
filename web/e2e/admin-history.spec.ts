import { expectNoSeriousViolations } from './support';
import { ADMIN, expect, openDashboard, test, unique } from './admin-support';

// The History tab (#39): a change made on the dashboard is listed with
// who made it, by which action, when, and its fields before and after;
// the filters narrow the list.

type Listed = Record<string, unknown> & { id: number; title: string };

test('a change is listed with who made it, when, and what it was before and after', async ({ page }) => {
  await openDashboard(page);
  const event = ((await (await page.request.get('/api/events')).json()) as Listed[])[0];
  const title = unique('Retitled Gala');
  const form = { ...event, title, venueName: '', ticketUrl: event.ticketUrl ?? null };
  const saved = await page.request.put(`/api/admin/events/${event.id}`, { data: form });
  expect(saved.status()).toBe(200);

  await page.getByRole('tab', { name: 'History' }).click();
  const panel = page.getByRole('tabpanel', { name: 'History' });
  // (Only what the admin did: not the demo's creation of every item.)
  await panel.getByLabel('Person').selectOption({ label: `${ADMIN.firstName} ${ADMIN.lastName}` });
  const change = panel.getByRole('listitem').filter({ hasText: `Changed · Event “${title}”` });
  await expect(change).toContainText(`${ADMIN.firstName} ${ADMIN.lastName}, by an edit`);
  const row = change.getByRole('row', { name: /^title/ });
  await expect(row.getByRole('cell')).toHaveText([event.title, title]);
  await expectNoSeriousViolations(page);

  // Filtered to restaurants, the event's change is not listed; to events, it is.
  await panel.getByLabel('Kind').selectOption('restaurant');
  await expect(panel.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await panel.getByLabel('Kind').selectOption('event');
  await expect(change).toBeVisible();
  // Everyone's changes: the demo's seed is the guide's.
  await panel.getByLabel('Person').selectOption({ label: 'Everyone' });
  await expect(panel.getByRole('listitem').filter({ hasText: 'The guide, by the demo content' }).first()).toBeVisible();
});
