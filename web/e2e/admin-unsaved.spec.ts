import { expect, openDashboard, test, unique } from './admin-support';

// A dialog with unsaved changes asks before it closes (issue #71): a long
// description typed into Edit is not lost to Escape or a slip of Cancel.
// On the laptop and the phone (the mobile project runs this file).

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
