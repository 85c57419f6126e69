import { expect, test } from '@playwright/test';

// The guide in the visitor's language: the addresses under /es/, /fr/ and
// /de/, the language menu, and the offer to a browser that prefers one.

test('a page under /es/ is in Spanish, and its links stay in Spanish', async ({ page, isMobile }) => {
  await page.goto('/es/events');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Todos los eventos · Guía de Sarasota');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  if (isMobile) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(nav.getByRole('link', { name: 'Eventos', exact: true })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Actividades' }).click();
  await expect(page).toHaveURL(/\/es\/activities$/);
  // The app moved there itself, and titled it as the server would.
  await expect(page).toHaveTitle('Actividades · Guía de Sarasota');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Dónde comer' })).toHaveAttribute('href', '/es/restaurants');
});

test('the language menu leads to the same page in another language, remembered', async ({ page, isMobile }) => {
  await page.goto('/events?category=Theater');
  await page.locator('html[data-hydrated]').waitFor();
  const menu = page.getByRole('navigation', { name: 'Main' });
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  else await page.getByRole('button', { name: 'Language: English' }).click();
  const french = isMobile
    ? menu.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' })
    : page.getByRole('banner').getByRole('link', { name: 'Français' });
  await expect(french).toHaveAttribute('lang', 'fr');
  await french.click();
  await expect(page).toHaveURL(/\/fr\/events\?category=Theater$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('guide-language'))).toBe('fr');
  // Each language is named in itself, the page's marked.
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Langue' });
  await expect(footer.getByRole('link')).toHaveText(['English', 'Español', 'Français', 'Deutsch']);
  await expect(footer.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('is offered the guide in Spanish once, never redirected', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/events');
    await expect(page).toHaveURL(/\/events$/);
    const offer = page.getByRole('complementary', { name: 'Idioma' });
    await expect(offer).toContainText('Esta guía también está en español.');
    await expect(offer).toHaveAttribute('lang', 'es');
    await offer.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toHaveCount(0);
    // Declined, it is not made again.
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor();
    await expect(offer).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await offer.getByRole('link', { name: 'Leerla en español' }).click();
    await expect(page).toHaveURL(/\/es\/events$/);
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeAttached();
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });
});

test("a screen's own words come with it, drawn by the server or by the app", { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/fr/weather');
  await expect(page.getByRole('heading', { level: 1, name: 'Quand venir' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Haute saison' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor();

  await page.goto('/de/');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Beste Reisezeit' }).click();
  await expect(page).toHaveURL(/\/de\/weather$/);
  await expect(page.getByRole('heading', { name: 'Hauptsaison' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kurze Tipps' })).toBeVisible();
});

test("a form counts in the page's language, with its plural forms", { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/fr/suggest');
  await expect(page.getByRole('heading', { level: 1, name: 'Que devrions-nous ajouter ?' })).toBeVisible();
  const name = page.getByLabel('Nom', { exact: true });
  await name.fill('n'.repeat(299));
  await expect(name).toHaveAccessibleDescription('1 caractère restant');
  await name.fill('n'.repeat(290));
  await expect(name).toHaveAccessibleDescription('10 caractères restants');
  const description = page.getByLabel('Description');
  await description.fill('a'.repeat(6_200));
  // Counts in the language's own form: a narrow no-break space in French.
  await expect(description).toHaveAccessibleDescription('1\u202f200 caractères de trop');
});
