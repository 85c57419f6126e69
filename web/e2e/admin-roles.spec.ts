import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support';
import { ADMIN, expect, linkIn, mailTo, openDashboard, signIn, test, toast, unique } from './admin-support';

// Staff roles (#39): an admin invites from the Accounts tab, the invitee
// joins by the e-mailed link, an editor is shown (and served) only the
// content work, and an admin changes, disables and removes accounts. The
// worker's server is shared by its tests: only accounts made here are
// changed, never the configured admin's.

const PASSWORD = 'a long enough password';

type Described = { paths: Record<string, Record<string, { security?: { session?: string[] }[] }>> };

/** Every staff route of the API's own description with the role it needs
 * (an id nothing has, so that no call changes what other tests read). */
async function staffRoutes(request: APIRequestContext) {
  const described = (await (await request.get('/api/openapi.json')).json()) as Described;
  const routes: { method: string; path: string; role: string }[] = [];
  for (const [path, operations] of Object.entries(described.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const role = operation.security?.[0]?.session?.[0];
      if (role) routes.push({ method: method.toUpperCase(), path: path.replace('{id}', '987654321').replace('{kind}', 'events'), role });
    }
  }
  return routes;
}

/** A new browser of its own (no shared cookies), on the worker's server. */
async function newVisitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

/** Opens the invitation's link and joins as `first` `last`. */
async function join(page: Page, link: string, first: string, last: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join the dashboard' })).toBeVisible();
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Logged in as ${first} ${last}`)).toBeVisible();
}

const emailOf = (name: string) => `${name.replace(/\W+/g, '-').toLowerCase()}@staff.example`;

test('an admin invites an editor, who joins by the link and is shown and served only the content work', async ({ page, browser, adminServer }) => {
  await openDashboard(page, 'Accounts');
  const panel = page.getByRole('tabpanel', { name: 'Accounts' });
  await expect(panel.getByRole('rowheader', { name: new RegExp(`${ADMIN.firstName} ${ADMIN.lastName} \\(you\\)`) })).toBeVisible();
  const email = emailOf(unique('editor'));
  await panel.getByLabel('E-mail address').fill(email);
  await panel.getByLabel('Role', { exact: true }).selectOption('editor');
  await panel.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Invitations waiting' })).toContainText(`${email} · Editor · Expires in 3 days`);
  await expectNoSeriousViolations(page);

  const editor = await newVisitor(browser, adminServer.url);
  const link = linkIn(await mailTo(adminServer, email));
  await editor.page.goto(link);
  await expectNoSeriousViolations(editor.page);
  await join(editor.page, link, 'Eddie', 'Editor');
  // What runs the site is not shown: no Weekly E-mail, no Embed, no followed sources.
  const tabs = editor.page.getByRole('tablist', { name: 'Dashboard sections' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Today',
    'Venue Events Discovery',
    'Add Activities',
    'Add Restaurants',
    /^Image Management/,
    /^Review Inbox/,
    /^Suggestions/,
    'Manage Content',
    'History',
    'Your account',
  ]);
  await tabs.getByRole('tab', { name: /^Review Inbox/ }).click();
  await expect(editor.page.getByRole('heading', { name: 'Review inbox' })).toBeVisible();
  await expect(editor.page.getByRole('heading', { name: 'Followed sources' })).toHaveCount(0);
  await tabs.getByRole('tab', { name: 'Your account' }).click();
  await expect(editor.page.getByRole('heading', { name: 'Your password' })).toBeVisible();
  await expect(editor.page.getByRole('heading', { name: 'Staff accounts' })).toHaveCount(0);
  // The link is spent.
  await editor.page.goto(link);
  await expect(editor.page.getByRole('alert')).toHaveText('This link has already been used or is not valid. Please ask for a new one.');

  // Every staff route, walked with each role and without a session.
  const routes = await staffRoutes(page.request);
  expect(routes.filter((r) => r.role === 'admin').map((r) => `${r.method} ${r.path}`)).toEqual(
    expect.arrayContaining(['GET /api/admin/accounts', 'POST /api/admin/sources', 'GET /api/admin/embed', 'GET /api/admin/weekly']),
  );
  const nobody = await newVisitor(browser, adminServer.url);
  for (const route of routes) {
    const call = (request: APIRequestContext) => request.fetch(route.path, { method: route.method, data: {}, failOnStatusCode: false });
    expect((await call(nobody.context.request)).status(), `${route.method} ${route.path} without a session`).toBe(401);
    const byEditor = await call(editor.context.request);
    if (route.role === 'admin') {
      expect(byEditor.status(), `${route.method} ${route.path} by an editor`).toBe(403);
      expect(((await byEditor.json()) as { error: string }).error).toContain('admin');
    } else {
      expect([401, 403], `${route.method} ${route.path} by an editor`).not.toContain(byEditor.status());
    }
    expect([401, 403], `${route.method} ${route.path} by an admin`).not.toContain((await call(page.request)).status());
  }
  await nobody.context.close();

  // Made an admin: the session ends at once; signed in again, the site's tabs show.
  await page.getByRole('tab', { name: 'Manage Content' }).click();
  await page.getByRole('tab', { name: 'Accounts' }).click();
  await panel.getByLabel('Role of Eddie Editor').selectOption('admin');
  await expect(toast(page, 'Account saved')).toBeVisible();
  expect((await editor.context.request.get('/api/admin/status')).status()).toBe(401);
  await signIn(editor.page, PASSWORD, email);
  await expect(editor.page.getByRole('tab', { name: 'Accounts' })).toBeVisible();
  await expect(editor.page.getByRole('tab', { name: 'Embed' })).toBeVisible();

  // Disabled: signed out at once and refused at the sign-in page; then removed.
  await panel.getByRole('button', { name: 'Disable Eddie Editor' }).click();
  await expect(toast(page, 'Account saved')).toBeVisible();
  await expect(panel.getByRole('row', { name: /Eddie Editor/ })).toContainText('Disabled');
  expect((await editor.context.request.get('/api/admin/status')).status()).toBe(401);
  await editor.page.goto('/api/login');
  await signIn(editor.page, PASSWORD, email);
  await expect(editor.page.getByRole('alert')).toHaveText('Invalid email or password.');
  await panel.getByRole('button', { name: 'Remove Eddie Editor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Eddie Editor’s account?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Account removed')).toBeVisible();
  await expect(panel.getByRole('row', { name: /Eddie Editor/ })).toHaveCount(0);
  // The last admin stays one.
  await panel.getByRole('button', { name: `Disable ${ADMIN.firstName} ${ADMIN.lastName}` }).click();
  await expect(toast(page, 'The last admin account cannot be removed, disabled or made an editor.')).toBeVisible();
  await editor.context.close();
});

test('a forgotten password is reset by the e-mailed link, and one changes one’s own from Your account', async ({ page, browser, adminServer }) => {
  const email = emailOf(unique('forgetful'));
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  const invited = await page.request.post('/api/admin/accounts/invitations', { data: { email, role: 'editor' } });
  expect(invited.status()).toBe(201);
  const staff = await newVisitor(browser, adminServer.url);
  await join(staff.page, linkIn(await mailTo(adminServer, email)), 'Fay', 'Forgetful');
  await staff.page.getByRole('button', { name: 'Sign out' }).click();

  // Asked from the sign-in page: the same answer for any address.
  await staff.page.goto('/api/login');
  await staff.page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(staff.page.getByRole('heading', { name: 'Forgotten password' })).toBeVisible();
  await expectNoSeriousViolations(staff.page);
  await staff.page.getByLabel('Email').fill(email);
  await staff.page.getByRole('button', { name: 'Send the link' }).click();
  await expect(staff.page.getByRole('status')).toHaveText(`If an account uses ${email}, a link to choose a new password is on its way. It works for an hour.`);

  const link = linkIn(await mailTo(adminServer, email, 2));
  await staff.page.goto(link);
  await expect(staff.page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await staff.page.getByLabel('New password').fill('short');
  await staff.page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(staff.page.getByRole('alert')).toHaveText('The password must have at least 10 characters.');
  await staff.page.getByLabel('New password').fill('a reset password');
  await staff.page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(staff.page.getByText('Logged in as Fay Forgetful')).toBeVisible();

  // One's own password, from Your account: the current one is asked for.
  await staff.page.getByRole('tab', { name: 'Your account' }).click();
  const panel = staff.page.getByRole('tabpanel', { name: 'Your account' });
  await panel.getByLabel('Current password').fill('not the password');
  await panel.getByLabel('New password').fill('my chosen password');
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByText('The current password is not right.')).toBeVisible();
  await expect(panel.getByLabel('Current password')).toBeFocused();
  await panel.getByLabel('Current password').fill('a reset password');
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(staff.page, 'Password changed. Your other sessions have ended.')).toBeVisible();
  await expectNoSeriousViolations(staff.page);
  await staff.page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(staff.page, 'my chosen password', email);
  await expect(staff.page.getByText('Logged in as Fay Forgetful')).toBeVisible();
  await staff.context.close();
});
