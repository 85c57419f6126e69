import { expectNoSeriousViolations, isoDay } from './support';
import { ADMIN, expect, openDashboard, test, toast, unique } from './admin-support';

// The History tab (#39): a change made on the dashboard is listed with
// who made it, by which action, when, and its fields before and after;
// the filters narrow the list; a change is undone from the tab or from its
// item's edit dialog.

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
  // Each field by its form's label, not its stored name.
  const row = change.getByRole('row', { name: /^Title / });
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

test('an edit is undone from the History tab, and the undo from the edit dialog', async ({ page }) => {
  await openDashboard(page);
  // An event of its own, so the seeded ones stay as the other tests expect.
  const title = unique('Harbor Lights Concert');
  const renamed = unique('Harbor Lights Gala');
  const encore = unique('Harbor Lights Encore');
  const event = (name: string) => ({ title: name, description: 'Stored by the test.', venueId: null, venueName: 'Test Harbor Stage', date: isoDay(21), endDate: null, time: '7:00 PM', category: 'Live Music', image: null, ticketPrice: '$20', sourceUrl: null });
  const stored = await page.request.post('/api/admin/events/bulk-create', { data: { events: [event(title), event(encore)] } });
  expect(stored.status()).toBe(201);
  const id = ((await stored.json()) as { ids: number[] }).ids[0];
  const listed = ((await (await page.request.get('/api/events')).json()) as Listed[]).find((e) => e.id === id)!;
  const saved = await page.request.put(`/api/admin/events/${id}`, { data: { ...listed, title: renamed, venueName: 'Test Harbor Stage', ticketUrl: null } });
  expect(saved.status()).toBe(200);
  const titleNow = async () => ((await (await page.request.get('/api/events')).json()) as Listed[]).find((e) => e.id === id)?.title;

  await page.getByRole('tab', { name: 'History' }).click();
  const panel = page.getByRole('tabpanel', { name: 'History' });
  const edit = panel.getByRole('listitem').filter({ hasText: `Changed · Event “${renamed}”` });
  await edit.getByRole('button', { name: `Undo: Changed · Event “${renamed}”` }).click();
  await expect(toast(page, 'Undone: 1 change')).toBeVisible();
  expect(await titleNow()).toBe(title);
  // The undo is listed as the admin's; the edit has no Undo any more.
  const undo = panel.getByRole('listitem').filter({ hasText: `Changed · Event “${title}”` }).first();
  await expect(undo).toContainText(`${ADMIN.firstName} ${ADMIN.lastName}, by an undo`);
  await expect(edit.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // The item's own history, in its edit dialog: the undo undone there.
  await page.getByRole('tab', { name: 'Manage Content' }).click();
  const manage = page.getByRole('tabpanel', { name: 'Manage Content' });
  await manage.getByRole('radio', { name: 'Events' }).check();
  await manage.getByRole('searchbox').fill(title);
  await manage.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit event' });
  await dialog.getByText('History of this item').click();
  const own = dialog.getByRole('list', { name: 'History of this item' });
  await expect(own.getByRole('listitem')).toHaveCount(3);
  await expect(own.getByRole('listitem').last()).toContainText(`Created · Event “${title}”`);
  await expectNoSeriousViolations(page);
  await own.getByRole('button', { name: `Undo: Changed · Event “${title}”` }).click();
  await expect(toast(page, 'Undone: 1 change')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await titleNow()).toBe(renamed);

  // The bulk creation, undone as one step once confirmed: both events go.
  await page.getByRole('tab', { name: 'History' }).click();
  const step = panel.getByRole('listitem').filter({ hasText: `Created · Event “${encore}”` });
  await step.getByRole('button', { name: 'Undo all 2 changes of this step' }).click();
  const confirm = page.getByRole('dialog', { name: 'Undo 2 changes at once?' });
  await expect(confirm).toContainText('(a bulk creation, ');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Undo all 2 changes of this step' }).click();
  await expect(toast(page, 'Undone: 2 changes')).toBeVisible();
  const titles = ((await (await page.request.get('/api/events')).json()) as Listed[]).map((e) => e.title);
  expect(titles).not.toContain(renamed);
  expect(titles).not.toContain(encore);
});
