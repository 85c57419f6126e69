import { expectNoSeriousViolations } from './support';
import { ADMIN, expect, openDashboard, signIn, test, toast } from './admin-support';

const TABS = ['Venue Events Discovery', 'Add Activities', 'Add Restaurants', /^Image Management/];

test('signed out, /admin goes to the sign-in page; signing in comes back to the dashboard', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/api\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();

  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(`Logged in as ${ADMIN.firstName} ${ADMIN.lastName}`)).toBeVisible();
  for (const name of TABS) await expect(page.getByRole('tab', { name })).toBeVisible();
  // The first screen is Today: what needs attention.
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'What needs attention' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the dashboard in Spanish: its sign-in page, its words, the language menu and Sign out', async ({ page }) => {
  await page.goto('/es/admin');
  await expect(page).toHaveURL(/\/api\/login\?next=%2Fes%2Fadmin$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Acceso del personal' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Correo electrónico').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();

  await expect(page).toHaveURL(/\/es\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeVisible();
  await expect(page.getByText(`Sesión iniciada como ${ADMIN.firstName} ${ADMIN.lastName}`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Hoy' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Lo que necesita atención' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Core's rules speak the dashboard's language too.
  await page.getByRole('tab', { name: 'Añadir actividades' }).click();
  await page.getByRole('tabpanel', { name: 'Añadir actividades' }).getByRole('button', { name: 'Crear actividad' }).click();
  await expect(toast(page, 'Completa los campos obligatorios')).toBeVisible();

  // The header's menu: the same dashboard, on the same tab, in French, still signed in.
  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/admin\?tab=activities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a wrong password is refused on the sign-in page, the right one is let in', async ({ page }) => {
  // One wrong attempt only: failed sign-ins are throttled per account and per address.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/api\/login$/);
  await signIn(page, 'not the password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();

  await signIn(page);
  await expect(page.getByText(`Logged in as ${ADMIN.firstName} ${ADMIN.lastName}`)).toBeVisible();
});

test('repeated failures for one account are throttled, with the same answer for any e-mail', async ({ page }) => {
  // An account that does not exist, so the real admin is not locked out;
  // the answer must not tell it apart from a real one.
  const email = 'nobody@example.org';
  await page.goto('/api/login');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await signIn(page, `wrong ${attempt}`, email);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  }
  await signIn(page, 'wrong 6', email);
  await expect(page.getByRole('alert')).toHaveText(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
  // The right password of another account still works from this address.
  await signIn(page);
  await expect(page.getByText(`Logged in as ${ADMIN.firstName} ${ADMIN.lastName}`)).toBeVisible();
});

test('Sign out ends the session', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Discover the Magic!' })).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/api\/login$/);
  const status = await page.request.get('/api/admin/status');
  expect(status.status()).toBe(401);
});

test('an account that is not an admin is sent to the sign-in page', async ({ page }) => {
  await page.route('**/api/admin/status', (route) =>
    route.fulfill({ json: { isAdmin: false, user: { firstName: 'Visiting', lastName: 'Editor' }, role: 'editor', abilities: { tabs: [], followSources: false, manageAccounts: false } } }),
  );
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/api\/login$/);
});

test('a spinner shows while the status call runs', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/status', async (route) => {
    await held;
    const abilities = { tabs: ['discovery', 'manage', 'history', 'accounts'], followSources: false, manageAccounts: false };
    await route.fulfill({ json: { isAdmin: true, user: { firstName: ADMIN.firstName, lastName: ADMIN.lastName }, role: 'editor', abilities } });
  });
  await page.route('**/api/admin/**', (route) =>
    route.request().url().endsWith('/status') ? route.fallback() : route.fulfill({ json: [] }),
  );
  await page.goto('/admin');
  await expect(page.getByRole('status').filter({ hasText: 'Checking your sign-in…' })).toBeVisible();
  release();
  await expect(page.getByText(`Logged in as ${ADMIN.firstName} ${ADMIN.lastName}`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Checking your sign-in…' })).toHaveCount(0);
});

test('a session that ends while the dashboard is open sends the next call to the sign-in page', async ({ page, context }) => {
  await openDashboard(page, 'Add Activities');
  await context.clearCookies();
  const form = page.getByRole('tabpanel', { name: 'Add Activities' });
  await form.getByLabel('Name', { exact: true }).fill('Orphaned Activity');
  await form.getByLabel('Description', { exact: true }).fill('Created after the session ended.');
  await form.getByRole('button', { name: 'Create Activity' }).click();
  await expect(page).toHaveURL(/\/api\/login$/);
});

test('the tabs work from the keyboard', async ({ page }) => {
  await openDashboard(page, 'Venue Events Discovery');
  const discovery = page.getByRole('tab', { name: 'Venue Events Discovery' });
  await discovery.focus();
  await page.keyboard.press('ArrowRight');
  const activities = page.getByRole('tab', { name: 'Add Activities' });
  await expect(activities).toBeFocused();
  await expect(activities).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Add Activities' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Venue Events Discovery' })).toBeHidden();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Accounts' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Today' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(discovery).toBeFocused();
  await expect(discovery).toHaveAttribute('aria-selected', 'true');
  // Tab leaves the tab list for the open panel, then its first control.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Venue Events Discovery' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox').first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  await expect(page.getByRole('button', { name: 'Discover Events' })).toBeEnabled();
});

test('the open tab is kept in the address', async ({ page }) => {
  await openDashboard(page, 'Add Restaurants');
  await expect(page).toHaveURL(/\/admin\?tab=restaurants$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Add Restaurants' })).toHaveAttribute('aria-selected', 'true');
});
