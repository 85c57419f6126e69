import { expect, test } from '@playwright/test';
import { appOwns, expectNoSeriousViolations, isoDay, outboxMessages, toasts } from './support';

// Reminders of saved events (#37): asked from the event's page, confirmed
// by the e-mailed link (the server writes .eml files in tests), shown and
// deleted on My Reminders.

const DATA_DIR = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';

/** The text of the .eml the outbox wrote to `address` whose subject has
 * `subject`, quoted-printable undone. */
async function mailTo(address: string, subject: string): Promise<string | undefined> {
  return (await mailFileTo(address, subject))?.text;
}

/** The .eml itself and its text: headers are read from the file, as
 * quoted-printable decoding would change a `=3b…` in a token. */
async function mailFileTo(address: string, subject: string): Promise<{ raw: string; text: string } | undefined> {
  for (const raw of await outboxMessages(DATA_DIR)) {
    const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (text.includes(address) && text.includes(subject)) return { raw, text };
  }
  return undefined;
}

type Listed = { id: number; title: string; date: string; endDate: string | null; time: string | null; status?: string };

test('a saved event is reminded of once the e-mailed link confirms the address', async ({ page }) => {
  const events = (await (await page.request.get('/api/events')).json()) as Listed[];
  const show = events.find((e) => e.date > isoDay(2) && !e.endDate && !e.status && e.time && events.filter((f) => f.title === e.title).length === 1)!;
  const address = `remind-${Date.now()}@example.com`;

  await page.goto(`/events/${show.id}`);
  await appOwns(page);
  const remind = page.getByRole('button', { name: `Remind me : ${show.title}` });
  await expect(remind).toHaveCount(0);
  await page.getByRole('button', { name: `Add to My Favorites : ${show.title}` }).click();
  await remind.click();

  const dialog = page.getByRole('dialog', { name: `Remind me of ${show.title}` });
  const email = dialog.getByRole('textbox', { name: 'Your e-mail address' });
  await expect(email).toBeFocused();
  // A bad address is refused under its field, in words.
  await email.fill('not an address');
  await dialog.getByRole('button', { name: 'Remind me' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill(address);
  await dialog.getByRole('radio', { name: 'The day before' }).check();
  await dialog.getByRole('button', { name: 'Remind me' }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).filter({ hasText: 'Check your inbox' })).toBeVisible();

  // The link of the confirmation e-mail opens My Reminders, confirmed.
  await expect.poll(() => mailTo(address, 'Confirm your'), { timeout: 15_000 }).toBeTruthy();
  const mail = (await mailTo(address, 'Confirm your'))!;
  // Without an https public_url (as here), no one-click header: RFC 8058
  // asks for https. The e-mail's own link leads to what is kept.
  expect(mail).not.toContain('List-Unsubscribe');
  const link = /https?:\/\/[^/\s]+(\/reminders#confirm=[0-9a-f]{64})/.exec(mail)![1];
  await page.goto(link);
  await expect(page.getByRole('status').filter({ hasText: 'Your address is confirmed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Reminders for ${address}` })).toBeVisible();
  await expect(page.getByRole('link', { name: show.title })).toHaveAttribute('href', new RegExp(`^/events/${show.id}-`));
  await expect(page.getByText(/^E-mailed .* · 8:00 AM$/)).toBeVisible();
  await expectNoSeriousViolations(page);

  // This device now holds the link: the next reminder is set at once.
  // One of a kind: a series' other dates are listed on its page too.
  const other = events.find((e) => e.date > show.date && !e.endDate && !e.status && events.filter((f) => f.title === e.title).length === 1)!;
  await page.goto(`/events/${other.id}`);
  await appOwns(page);
  await page.getByRole('button', { name: `Add to My Favorites : ${other.title}` }).click();
  await page.getByRole('button', { name: `Remind me : ${other.title}` }).click();
  await expect(page.getByRole('textbox', { name: 'Your e-mail address' })).toHaveValue(address);
  await page.getByRole('dialog').getByRole('button', { name: 'Remind me' }).click();
  await expect(toasts(page).filter({ hasText: 'Reminder set' })).toBeVisible();

  // My Favorites offers it on the saved events' cards too.
  await page.goto('/plan-visit');
  await expect(page.getByRole('button', { name: `Remind me : ${show.title}` })).toBeVisible();

  // My Reminders lists both; one is deleted, then everything.
  await page.goto('/reminders');
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await page.getByRole('button', { name: `Delete ${show.title}` }).click();
  await expect(items).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page.getByText(`Everything kept for ${address} is deleted.`)).toBeVisible();
  // The link, opened again from the e-mail, no longer names anything.
  await page.goto('/');
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('no longer valid');
});

test("a saved event's card in the list offers the reminder, an unsaved one not", async ({ page }) => {
  await page.goto('/events');
  await appOwns(page);
  const first = page.locator('main article').filter({ hasNotText: 'Cancelled' }).first();
  const title = (await first.getByRole('heading').textContent())!;
  const bell = first.getByRole('button', { name: `Remind me: ${title}` });
  await expect(bell).toHaveCount(0);
  await first.getByRole('button', { name: `Add to My Favorites : ${title}` }).click();
  await bell.click();
  await expect(page.getByRole('dialog', { name: `Remind me of ${title}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).toBeFocused();
});

test('the weekly e-mail is subscribed to from Home and ended on My Reminders', async ({ page }) => {
  const address = `weekly-${Date.now()}@example.com`;
  await page.goto('/');
  await appOwns(page);
  await page.getByRole('button', { name: 'This weekend by e-mail, every Thursday' }).click();
  const dialog = page.getByRole('dialog', { name: '“This weekend in Sarasota” by e-mail' });
  const email = dialog.getByRole('textbox', { name: 'Your e-mail address' });
  await expect(email).toBeFocused();
  await email.fill(address);
  await dialog.getByRole('checkbox', { name: 'Opera' }).check();
  await dialog.getByRole('checkbox', { name: 'Broadway' }).check();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).filter({ hasText: 'Open it to confirm your subscription' })).toBeVisible();

  // The confirmation's link opens My Reminders, the subscription confirmed.
  await expect.poll(() => mailTo(address, 'Yes, send it to me'), { timeout: 15_000 }).toBeTruthy();
  const { raw, text: mail } = (await mailFileTo(address, 'Yes, send it to me'))!;
  expect(raw).not.toContain('List-Unsubscribe');
  const link = /https?:\/\/[^/\s]+(\/reminders#confirm=[0-9a-f]{64})/.exec(mail)![1];
  await page.goto(link);
  await expect(page.getByRole('status').filter({ hasText: 'Your address is confirmed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '“This weekend in Sarasota”' })).toBeVisible();
  await expect(page.getByText('Broadway, Opera, every Thursday.')).toBeVisible();
  await expect(page.getByText(/^Next on Thursday, .* · 9:00 AM$/)).toBeVisible();

  // Unsubscribed: nothing else was kept, so the address is forgotten.
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(`Everything kept for ${address} is deleted.`)).toBeVisible();
});
