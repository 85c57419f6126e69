import type { Page } from '@playwright/test';
import { expect, openDashboard, storeEvent, test, toast, unique } from './admin-support';

// No edit is lost (issue #71): a dialog with unsaved changes asks before it
// closes, so a long description typed into Edit is not lost to Escape or a
// slip of Cancel; and two tabs editing one event never overwrite each other
// without a word. On the laptop and the phone (the mobile project runs this
// file).

/** Opens the event titled `title` in Manage Content's Edit dialog. */
async function openEdit(page: Page, title: string) {
  await page.getByRole('tab', { name: 'Manage Content' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Manage Content' });
  await panel.getByRole('radio', { name: 'Events' }).check();
  await panel.getByRole('searchbox').fill(title);
  await panel.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit event' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  return dialog;
}

type Stored = { title: string; time: string | null; ticketPrice: string | null };

async function storedEvent(page: Page, id: number): Promise<Stored> {
  return ((await (await page.request.get(`/api/admin/events/${id}`)).json()) as { item: Stored }).item;
}

test('two tabs editing one event: the later save merges the earlier, nothing is overwritten', async ({ page }) => {
  const title = unique('Van Wezel Encore');
  await openDashboard(page);
  const id = await storeEvent(page, title);
  // A second tab of the same session.
  const other = await page.context().newPage();
  await other.goto('/admin');
  const first = await openEdit(page, title);
  const second = await openEdit(other, title);

  // The first tab saves a new ticket price.
  await first.getByLabel('Ticket price').fill('$45');
  await first.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Event updated successfully!')).toBeVisible();

  // The second, opened before, saves only a new time: not saved, and the
  // form says who changed what, with the new price taken in.
  await second.getByLabel('Time').fill('8:00 PM');
  await second.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(other, 'Not saved: changed meanwhile')).toBeVisible();
  const notice = second.getByRole('alert').filter({ hasText: 'Changed while you were editing' });
  await expect(notice).toContainText('Marisa Rivera');
  await expect(notice).toContainText('Ticket price');
  await expect(notice).toContainText('Their changes are now in the form, and yours are kept.');
  await expect(second.getByLabel('Ticket price')).toHaveValue('$45');
  await expect(second.getByLabel('Time')).toHaveValue('8:00 PM');
  expect(await storedEvent(page, id)).toMatchObject({ ticketPrice: '$45', time: '7:30 PM' });

  // Saved again, once confirmed: both changes stand.
  await second.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(other, 'Event updated successfully!')).toBeVisible();
  await expect(second).toHaveCount(0);
  expect(await storedEvent(page, id)).toMatchObject({ ticketPrice: '$45', time: '8:00 PM' });

  // Both change the price: the later keeps theirs, says the other's under
  // the field, and may take the other version whole instead.
  const again = await openEdit(page, title);
  const meanwhile = await openEdit(other, title);
  await again.getByLabel('Ticket price').fill('$50');
  await again.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Event updated successfully!')).toBeVisible();
  await meanwhile.getByLabel('Ticket price').fill('$55');
  await meanwhile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(meanwhile.getByText('Changed meanwhile to “$50”. Yours is kept when you save.')).toBeVisible();
  await expect(meanwhile.getByLabel('Ticket price')).toHaveValue('$55');
  await meanwhile.getByRole('button', { name: 'Use their version' }).click();
  await expect(meanwhile.getByLabel('Ticket price')).toHaveValue('$50');
  // Escape closes the latest layer first (the toast), then the dialog,
  // which has nothing left to save and so does not ask.
  await expect(toast(other, 'Not saved: changed meanwhile')).toBeVisible();
  await other.keyboard.press('Escape');
  await expect(toast(other, 'Not saved: changed meanwhile')).toHaveCount(0);
  await other.keyboard.press('Escape');
  await expect(meanwhile).toHaveCount(0);
  expect(await storedEvent(page, id)).toMatchObject({ ticketPrice: '$50', time: '8:00 PM' });
  await other.close();
});

test('Escape with unsaved text asks first; Keep editing keeps it, Discard closes', async ({ page }) => {
  const name = unique('Bayfront Kayak Rental');
  await openDashboard(page);
  const stored = await page.request.post('/api/admin/activities/create', {
    data: { id: 0, name, description: 'Stored before the test.', activityType: 'tours' },
  });
  expect(stored.status()).toBe(201);
  await page.getByRole('tab', { name: 'Manage Content' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Manage Content' });
  await panel.getByRole('radio', { name: 'Activities' }).check();
  await panel.getByRole('searchbox').fill(name);
  const edit = panel.getByRole('button', { name: `Edit ${name}` });

  // Nothing changed: Escape closes at once.
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit activity' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await edit.click();
  const text = 'Two-hour rentals from the north beach, with a map of the mangrove tunnels. '.repeat(4).trim();
  await dialog.getByRole('textbox', { name: 'Description' }).fill(text);
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('What you changed here is not saved.');
  // The safe answer has the keyboard first.
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(text);

  // Cancel asks too; Discard closes and nothing is saved.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toHaveCount(0);
  const activities: { name: string; description: string }[] = await (await page.request.get('/api/activities')).json();
  expect(activities.find((a) => a.name === name)?.description).toBe('Stored before the test.');
});

/** Opens the event titled `title` in Manage Content's Translations dialog. */
async function openTranslations(page: Page, title: string) {
  await page.getByRole('tab', { name: 'Manage Content' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Manage Content' });
  await panel.getByRole('radio', { name: 'Events' }).check();
  await panel.getByRole('searchbox').fill(title);
  await panel.getByRole('button', { name: `Translations of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Translations of ${title}` });
  await expect(dialog.getByLabel('Title in Spanish')).toBeVisible();
  return dialog;
}

test('two tabs translating one event: the later save takes the earlier in, both translations stand', async ({ page }) => {
  const title = unique('Opera Night');
  await openDashboard(page);
  const id = await storeEvent(page, title);
  const other = await page.context().newPage();
  await other.goto('/admin');
  const first = await openTranslations(page, title);
  const second = await openTranslations(other, title);

  await first.getByLabel('Title in Spanish').fill('Noche de ópera');
  await first.getByRole('button', { name: 'Save Translations' }).click();
  await expect(toast(page, 'Translations saved')).toBeVisible();

  // Opened before the Spanish was saved: not saved, the Spanish taken in
  // and the French kept; saved with both once the translator saves again.
  await second.getByRole('tab', { name: /^French/ }).click();
  await second.getByLabel('Title in French').fill('Soirée à l’opéra');
  await second.getByRole('button', { name: 'Save Translations' }).click();
  await expect(toast(other, 'Not saved: changed meanwhile')).toBeVisible();
  await expect(toast(other, 'Not saved: changed meanwhile')).toContainText('Marisa Rivera');
  await expect(second.getByLabel('Title in French')).toHaveValue('Soirée à l’opéra');
  await second.getByRole('tab', { name: /^Spanish/ }).click();
  await expect(second.getByLabel('Title in Spanish')).toHaveValue('Noche de ópera');
  await second.getByRole('button', { name: 'Save Translations' }).click();
  await expect(toast(other, 'Translations saved')).toBeVisible();
  await expect(second).toHaveCount(0);
  const stored = ((await (await page.request.get(`/api/admin/events/${id}`)).json()) as { item: { translations: Record<string, { title: string }> } }).item;
  expect([stored.translations.es?.title, stored.translations.fr?.title]).toEqual(['Noche de ópera', 'Soirée à l’opéra']);
});
