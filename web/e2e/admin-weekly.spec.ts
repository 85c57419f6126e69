import { ADMIN, decoded, expect, mailTo, openDashboard, storeEvent, test, toast, unique } from './admin-support';

// The weekly e-mail's tab (#71): staff write the next issue's
// introduction, see it in the preview, and send the issue to themselves.

test('an introduction staff write is in the preview and in the test they send themselves', async ({ page, adminServer }) => {
  // Something on every day of the next ten: the next issue's weekend has events.
  const title = unique('Bayfront Weekend Market');
  await openDashboard(page);
  await storeEvent(page, title, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  await page.getByRole('tab', { name: 'Weekly E-mail' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Weekly E-mail' });
  const intro = unique('Lights on the bay all weekend.');
  await panel.getByLabel('Introduction').fill(intro);
  await panel.getByRole('button', { name: 'Save the introduction' }).click();
  await expect(toast(page, 'Introduction saved')).toBeVisible();
  await expect(panel.frameLocator('iframe').getByText(intro)).toBeVisible();

  await panel.getByRole('button', { name: 'Send me a test' }).click();
  await expect(toast(page, `The next issue is on its way to ${ADMIN.email}.`)).toBeVisible();
  // (Other tests of the worker may have sent the admin a test without it.)
  const mail = await mailTo(adminServer, ADMIN.email, 1, (message) => decoded(message).includes(intro));
  expect(mail).toMatch(/^Subject: Test: This weekend in /m);
  expect(decoded(mail)).toContain(intro);

  // Still there on a reload; emptied, gone.
  await page.reload();
  await expect(panel.getByLabel('Introduction')).toHaveValue(intro);
  await panel.getByLabel('Introduction').fill('');
  await panel.getByRole('button', { name: 'Save the introduction' }).click();
  await expect(toast(page, 'Introduction saved')).toBeVisible();
  await expect(panel.frameLocator('iframe').getByText(intro)).toHaveCount(0);
});
