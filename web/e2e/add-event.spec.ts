import { expect, mailTo, openDashboard, test, unique } from './admin-support';
import { expectNoSeriousViolations, isoDay, PNG, toasts } from './support';

// 'Add your event' (#73), on a phone: an organizer sends their event with
// a picture, confirms their address by the e-mailed link, changes it
// while it waits, and staff publish it; the organizer is told its page.

/** The organizer's private link in an e-mail: `/add-event/mine#token=…`. */
function pageLink(message: string): string {
  const text = message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/[^/\s]+(\/add-event\/mine#token=[0-9a-f]{64})/.exec(text)?.[1];
  if (!link) throw new Error(`no link in ${text}`);
  return link;
}

test("an organizer's event goes from the form to the guide, once confirmed and approved", async ({ page, adminServer }) => {
  test.setTimeout(90_000);
  const title = unique('Sunset Drum Circle');
  const address = `${title.split(' ').at(-1)}@drums.example.org`;

  // Linked from the events list.
  await page.goto('/events');
  await page.getByRole('link', { name: 'Add Your Event' }).first().click();
  await expect(page).toHaveURL(/\/add-event$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Your Event' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send for review' });
  // Sendable once the form's token has come.
  await expect(send).toBeEnabled();
  const shown = Date.now();

  // Sent with a title only: the server's rules say what is missing under
  // each field, and the keyboard goes to the first (the date).
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await send.click();
  const venue = page.getByRole('combobox', { name: 'Venue' });
  await expect(venue).toHaveAttribute('aria-invalid', 'true');
  await expect(venue).toHaveAccessibleDescription("Choose the venue, or give a new venue's name and address");
  await expect(page.getByLabel('Date', { exact: true })).toBeFocused();

  await page.getByRole('textbox', { name: 'Description' }).fill('Bring a drum or borrow one: an hour of rhythm on the sand at sunset.');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Live Music');
  await page.getByRole('textbox', { name: 'Ticket price' }).fill('Free');
  await page.getByLabel('Date', { exact: true }).fill(isoDay(12));
  await page.getByRole('textbox', { name: 'Time' }).fill('6:30 PM');
  await venue.selectOption({ label: 'Another venue, not in this list' });
  await page.getByRole('textbox', { name: 'Venue name' }).fill('Nokomis Beach Pavilion');
  await page.getByRole('textbox', { name: 'Address' }).fill('100 Casey Key Rd, Nokomis, FL');
  // The picture goes through the image pipeline at once.
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'drums.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('status').filter({ hasText: 'Picture added.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The picture you chose' })).toHaveAttribute('src', /^\/public-objects\//);
  await page.getByRole('textbox', { name: 'Your name' }).fill('Kai Moreno');
  await page.getByRole('textbox', { name: 'Your email' }).fill(address);
  await expectNoSeriousViolations(page);
  // A form filled in under 8 seconds is a program's pace.
  await page.waitForTimeout(Math.max(0, 8_000 - (Date.now() - shown)));
  await send.click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();
  await expect(page.getByText(`We sent a link to ${address}`)).toBeVisible();

  // The e-mailed link confirms the address and opens the organizer's page.
  const confirmation = await mailTo(adminServer, address);
  await page.goto(pageLink(confirmation));
  await expect(page.getByRole('status').filter({ hasText: 'your event is with our staff for review' })).toBeVisible();
  await expect(page.getByTestId('submission-status')).toHaveText('Waiting for review');
  // Changed while it waits; the address stays the one confirmed.
  await expect(page.getByRole('textbox', { name: 'Your email' })).toHaveAttribute('readonly', '');
  await page.getByRole('textbox', { name: 'Time' }).fill('7 PM');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).filter({ hasText: 'Your changes are saved.' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Staff publish it as sent (the dashboard's review comes with its own spec).
  await openDashboard(page);
  const inbox = (await (await page.request.get('/api/admin/submissions')).json()) as { id: number; form: { title: string; time: string } }[];
  const sent = inbox.find((s) => s.form.title === title)!;
  expect(sent.form.time).toBe('7 PM');
  const approved = await page.request.post(`/api/admin/submissions/${sent.id}/approve`, { data: sent.form });
  expect(approved.status()).toBe(200);
  const { eventIds } = (await approved.json()) as { eventIds: number[] };

  // The organizer is sent the event's page, which is in the guide with
  // its venue and its picture.
  const published = await mailTo(adminServer, address, 1, (m) => m.includes('is in the'));
  expect(published).toContain(`/events/${eventIds[0]}-`);
  await page.goto(`/events/${eventIds[0]}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Nokomis Beach Pavilion').first()).toBeVisible();
});
