import type { Page } from '@playwright/test';
import { expect, mailTo, openDashboard, storeEvent, test, toast, unique } from './admin-support';
import { isoDay } from './support';

// Organizers' events in the review inbox (#73): each with the guide's
// events like it; published as sent or as staff edited it; declined one
// or several at once with a reason e-mailed to each organizer, their
// domain blocked in the same step.

type Server = { url: string; dataDir: string };

/** Sends an organizer's event as the form does (its token shown 8 s
 * before) and confirms it by the e-mailed link: it waits for staff. */
async function confirmedSubmission(page: Page, server: Server, token: string, title: string, email: string, venueName: string) {
  const sent = await page.request.post('/api/submissions', {
    data: {
      title,
      description: 'An evening sent in by its organizer.',
      venueName,
      venueAddress: '1 Test Way, Sarasota, FL',
      date: isoDay(20),
      time: '7:30 PM',
      category: 'Live Music',
      organizerName: 'Org Anizer',
      organizerEmail: email,
      lang: 'en',
      homepage: '',
      formToken: token,
    },
  });
  expect(sent.status()).toBe(202);
  const mail = await mailTo(server, email);
  const link = /#token=([0-9a-f]{64})/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1];
  const confirmed = await page.request.post('/api/submissions/mine/confirm', { headers: { Authorization: `Bearer ${link}` } });
  expect(confirmed.status()).toBe(200);
}

test('staff publish, edit and decline what organizers sent, from Today to the inbox', async ({ page, adminServer }) => {
  test.setTimeout(90_000);
  await openDashboard(page);
  const token = ((await (await page.request.get('/api/submissions/form')).json()) as { token: string }).token;
  const shown = Date.now();
  const listed = unique('Harbor Lights Concert');
  const id = Date.now().toString(36);
  // A listed event the first submission repeats, made while the form's
  // 8 seconds pass (its minimum pace).
  await storeEvent(page, listed, [20]);
  await page.waitForTimeout(Math.max(0, 8_000 - (Date.now() - shown)));
  await confirmedSubmission(page, adminServer, token, listed, `first-${id}@organizers.example.org`, 'Test Garden Stage');
  const second = unique('Spam Night');
  const third = unique('Spam Morning');
  await confirmedSubmission(page, adminServer, token, second, `a-${id}@spam.example.org`, 'Nowhere Hall');
  await confirmedSubmission(page, adminServer, token, third, `b-${id}@spam.example.org`, 'Nowhere Hall');

  // Today counts them.
  await page.reload();
  await expect(page.getByText("3 organizers' events wait for review.")).toBeVisible();
  await page.getByRole('button', { name: 'Open the review inbox' }).click();
  const section = page.getByRole('region', { name: 'Sent by organizers' });
  const first = section.getByRole('listitem', { name: listed });
  await expect(first.getByText('From Org Anizer')).toBeVisible();
  // The duplicate check every way in meets: the guide lists it already.
  await expect(first.getByText('The guide may list it already:')).toBeVisible();
  await expect(first.getByRole('link', { name: listed })).toHaveAttribute('href', /^\/events\/\d+-/);

  // Edited, then published: the guide has it under its new title.
  await first.getByRole('button', { name: `Edit, then publish ${listed}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit “${listed}”, then publish` });
  const edited = `${listed} (second night)`;
  await dialog.getByRole('textbox', { name: 'Title' }).fill(edited);
  await expect(dialog.getByRole('textbox', { name: 'Your email' })).toHaveAttribute('readonly', '');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Published: the event is in the guide.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(first).toBeHidden();
  const events = (await (await page.request.get('/api/events')).json()) as { title: string }[];
  expect(events.some((e) => e.title === edited)).toBe(true);
  const told = await mailTo(adminServer, `first-${id}@organizers.example.org`, 1, (m) => m.includes('is in the'));
  expect(told).toContain('/events/');

  // The other two declined at once, their domain blocked in the same step.
  await section.getByRole('checkbox', { name: 'Select all 2' }).check();
  await section.getByRole('button', { name: 'Decline 2' }).click();
  const decline = page.getByRole('dialog', { name: 'Decline 2 events' });
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  await decline.getByRole('textbox', { name: 'Reason' }).fill('We list events open to the public in Sarasota County only.');
  await decline.getByRole('radio', { name: "Every address of the senders' domains" }).check();
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(toast(page, '2 declined; their organizers are told why.')).toBeVisible();
  await expect(section.getByText("No organizer's event waits for review.")).toBeVisible();
  const declined = await mailTo(adminServer, `a-${id}@spam.example.org`, 1, (m) => m.includes('open to the public'));
  expect(declined).toContain('Sarasota County only');
});
