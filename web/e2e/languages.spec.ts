import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { card, controlsUnderToast, outboxMessages, SAVED_ACTIVITY, SAVED_EVENT, SAVED_RESTAURANT, seedFavorites, toasts } from './support';

/** The .eml the server's outbox wrote for `address` (no SMTP host in the
 * e2e run; the API tests deliver to a real SMTP server). */
async function outboxMessageTo(address: string): Promise<string | undefined> {
  return (await outboxMessages()).find((text) => text.includes(address));
}

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
    // A toast in the header's band, in Spanish, over no control.
    const offer = toasts(page);
    await expect(offer).toContainText('Esta guía también está en español.');
    await expect(offer).toHaveAttribute('lang', 'es');
    expect(await controlsUnderToast(page)).toEqual([]);
    await offer.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toHaveCount(0);
    // Declined, it is not made again.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor();
    await expect(offer).toHaveCount(0);

    // Neither taken nor declined, it is made once a visit.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(offer).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Activities' }).click();
    await expect(page).toHaveURL(/\/activities$/);
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor();
    await expect(offer).toHaveCount(0);

    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await offer.getByRole('link', { name: 'Leerla en español' }).click();
    await expect(page).toHaveURL(/\/es\/activities$/);
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeAttached();
    await page.evaluate(() => sessionStorage.clear());
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor();
    await expect(offer).toHaveCount(0);
  });
});

test("a screen's own words come with it, rendered by the server or by the app", { tag: '@any-width' }, async ({ page }) => {
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
  // Core's kinds of suggestion, named by the French catalog.
  await expect(page.getByRole('combobox', { name: 'Type' }).getByRole('option')).toContainText(['Spectacle/Événement', 'Activité/Attraction']);
  // Why a field is refused, in French too: core's check, from the catalog.
  await name.fill('');
  await page.getByRole('button', { name: 'Envoyer la suggestion' }).click();
  await expect(page.getByText('Nom : champ obligatoire', { exact: true })).toBeVisible();
  await expect(page.getByText('Description : 5\u202f000 caractères au maximum')).toBeVisible();
});

test('in Spanish on a phone: browse, filter, read an event, take it to the calendar, save it and mail the plan', async ({ page, isMobile }) => {
  test.skip(!isMobile, "the visitor's phone");
  await page.goto('/es/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Todos los eventos' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor();
  // The filters fold behind their button, in Spanish; the categories are
  // core's, named by the Spanish catalog.
  await page.getByRole('button', { name: /^Filtros/ }).click();
  await page.getByLabel('Categoría').selectOption({ label: 'Ópera' });
  await expect(page).toHaveURL(/\/es\/events\?category=Opera$/);
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ eventos?$/);
  const traviata = card(page, 'La Traviata');
  await expect(traviata).toContainText('Ópera');
  // Its day as Spanish writes it ('5 dic'), its time in 24-hour form.
  await expect(traviata).toContainText(/\b\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic) · 19:30/);
  await traviata.getByRole('heading').getByRole('link', { name: 'La Traviata' }).click();
  await expect(page).toHaveURL(/\/es\/events\/\d+-la-traviata$/);
  const facts = page.getByRole('main').locator('dl');
  await expect(facts.getByRole('term')).toContainText(['Fecha', 'Hora', 'Lugar']);
  await expect(facts).toContainText(/(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de /);
  await expect(facts).toContainText('19:30');

  // The calendar file says its lines in Spanish and links the Spanish page.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('main').getByRole('button', { name: 'Añadir al calendario', exact: true }).click(),
  ]);
  const text = (await readFile((await file.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
  const origin = new URL(page.url()).origin;
  expect(text).toMatch(new RegExp(`URL:${origin}/es/events/\\d+-la-traviata\r\n`));
  expect(text).toContain(`En la guía: ${origin}/es/events/`);

  // Saved, then sent: the e-mail is written in Spanish.
  await page.getByRole('main').getByRole('button', { name: /^Añadir a Mis favoritos\W+La Traviata$/ }).click();
  await page.goto('/es/plan-visit');
  await expect(page.getByRole('heading', { level: 2, name: 'Elementos seleccionados (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar mis favoritos por correo' }).click();
  const address = `ana-${Date.now()}@example.com`;
  // A refusal says why in Spanish.
  await page.getByLabel('Correo(s) electrónico(s)').fill('ana@');
  await page.getByRole('button', { name: 'Enviar a mi correo' }).click();
  await expect(page.getByText('«ana@» no es un correo electrónico válido')).toBeVisible();
  await page.getByLabel('Correo(s) electrónico(s)').fill(address);
  await page.getByRole('button', { name: 'Enviar a mi correo' }).click();
  await expect(toasts(page)).toContainText('¡Tu plan de visita, bien presentado, se ha enviado a tu correo!');
  await expect.poll(() => outboxMessageTo(address), { timeout: 15_000 }).toContain('Elementos seleccionados (1)');
  const mail = (await outboxMessageTo(address))!;
  expect(mail).toContain('<html lang=3D"es">');
  expect(mail).toContain('La Traviata');
});

test("core's words come in the page's language: search results, ratings", { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/es/search?q=opera');
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Eventos' })).toBeVisible();
  await expect(page.getByRole('main').locator('output').first()).toHaveText(/^\d+ resultados? para «opera»$/);
  // The results' days, from the server and then from the device's own search.
  await expect(page.getByTestId('search-result').first()).toContainText(/\b\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic)\b/);
  // Nothing found: the nearest words, and core's lists to browse.
  await page.goto('/es/search?q=mutcracker');
  await expect(page.getByText('¿Quisiste decir')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Explora la guía' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ópera', exact: true })).toBeVisible();

  await page.goto('/de/restaurants');
  await expect(page.getByRole('heading', { level: 1, name: 'Essen & Trinken' })).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText(/ von \d+ Restaurants$|^\d+ Restaurants$/);
  // A rating with a decimal comma.
  await expect(page.getByRole('main').getByText(/^\d,\d\/10$/).first()).toBeVisible();
});

test('with every text 40% longer and accented, no screen at 375 px overflows or hides a control', async ({ page, isMobile }) => {
  test.skip(!isMobile, "a phone's width");
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('guide-pseudo-localization', '1'));
  await seedFavorites(page, [SAVED_EVENT, SAVED_RESTAURANT, SAVED_ACTIVITY]);
  const events = await (await page.request.get('/api/events')).json();
  const traviata = events.find((e: { title: string }) => e.title === 'La Traviata');
  for (const path of [
    '/',
    '/events',
    `/events/${traviata.id}-la-traviata`,
    '/activities',
    '/restaurants',
    '/restaurants?view=area',
    '/search?q=opera',
    '/search?q=mutcracker',
    '/weather',
    '/suggest',
    '/plan-visit',
  ]) {
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor();
    // The app's own words, pseudo-localised, are on the page.
    await expect(page.getByRole('main')).toContainText('ẍẍẍ');
    await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
    const trouble = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const found: string[] = [];
      if (document.documentElement.scrollWidth > width) found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
      for (const control of document.querySelectorAll<HTMLElement>('main a, main button, main input, main select, main textarea, header a, header button, footer a')) {
        const box = control.getBoundingClientRect();
        const style = getComputedStyle(control);
        if (style.visibility === 'hidden' || box.width === 0 || control.closest('[hidden], .sr-only, [aria-hidden="true"]')) continue;
        const name = `${control.tagName.toLowerCase()} '${(control.textContent ?? '').trim().slice(0, 40)}'`;
        // Inside a box that scrolls (a list, the map), out of view is
        // fine; a box that clips (a card) must hold it whole.
        let scrolls = false;
        for (let parent = control.parentElement; parent && !scrolls; parent = parent.parentElement) {
          const overflow = getComputedStyle(parent).overflowX;
          scrolls = overflow === 'auto' || overflow === 'scroll';
          if (overflow === 'hidden' || overflow === 'clip') {
            const outer = parent.getBoundingClientRect();
            if (box.left < outer.left - 1 || box.right > outer.right + 1) found.push(`${name} is cut off by its box`);
          }
        }
        if (!scrolls && (box.left < -1 || box.right > width + 1)) found.push(`${name} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
      return found;
    });
    expect(trouble, path).toEqual([]);
  }
});
