import { FIXTURE_SERVER } from '../playwright.config';
import { decoded, expect, mailTo, openDashboard, pageName, publish, season, test, toast, unique } from './admin-support';
import { isoDay } from './support';

// A visitor's suggestion turned into a published event (#71), on a laptop
// and a phone (the mobile project runs this file): 'Create from this'
// reads the suggested page on the fixture server with the discovery
// engine, Add Event opens filled from it, the event is added, the
// suggestion links to it, and the visitor is e-mailed its page.

test('a suggestion turned into a published event', async ({ page, adminServer }) => {
  const title = unique('Harbor Lights Revue');
  const name = pageName();
  await publish(page, name, season(name, [{ slug: 'revue', title, day: 40, price: '28' }]));
  const visitor = `${name}@visitor.example`.toLowerCase();
  const sent = await page.request.post('/api/suggestions', {
    data: {
      name: title,
      type: 'event',
      website: `${FIXTURE_SERVER}/pages/${name}`,
      description: 'A winter revue on the bay.',
      submitterName: 'Dana Visitor',
      submitterEmail: visitor,
    },
  });
  expect(sent.status()).toBe(201);

  await openDashboard(page, 'Suggestions');
  const row = page.getByRole('tabpanel', { name: /^Suggestions/ }).getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: `Create from this ${title}` }).click();

  // Add Event, filled from the page, in Manage Content.
  const dialog = page.getByRole('dialog', { name: 'Add an event' });
  await expect(dialog.getByText(`From Dana Visitor's suggestion: ${title}`)).toBeFocused();
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(isoDay(40));
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog.getByText('Event added', { exact: true })).toBeVisible();
  await expect(toast(page, 'Suggestion marked added')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Manage Content' })).toHaveAttribute('aria-selected', 'true');

  // The suggestion says what it became, and links to it.
  const stored = (await (await page.request.get('/api/admin/suggestions')).json()) as {
    name: string;
    status: string;
    added: { kind: string; id: number; name: string } | null;
  }[];
  const made = stored.find((s) => s.name === title)!;
  expect(made.status).toBe('added');
  expect(made.added).toMatchObject({ kind: 'event', name: title });
  await page.getByRole('tab', { name: /^Suggestions/ }).click();
  const panel = page.getByRole('tabpanel', { name: /^Suggestions/ });
  await panel.getByLabel('Show', { exact: true }).selectOption('added');
  const link = panel.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: `Added: ${title}` });
  await expect(link).toHaveAttribute('href', new RegExp(`^/events/${made.added!.id}-harbor-lights-revue`));

  // Published: its page is the visitors', and the visitor is told of it.
  const published = await page.request.get(`/api/events/${made.added!.id}`);
  expect(published.status()).toBe(200);
  const mail = await mailTo(adminServer, visitor);
  expect(decoded(mail)).toContain(`/events/${made.added!.id}-harbor-lights-revue`);
});
