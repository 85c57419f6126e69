// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { Footer } from '@/components/layout/Footer';
import { routeTitle, type Localizer } from '@/lib/core';
import { loadLocalization, LocalizationProvider, pageLang, useWords } from './i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The footer in `lang`, before the site's settings have arrived. */
async function footer(lang: 'en' | 'es' | 'fr' | 'de') {
  const l10n = await loadLocalization(lang);
  const element = document.createElement('div');
  const root = createRoot(element);
  await act(async () =>
    root.render(
      <LocalizationProvider l10n={l10n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
          <Footer />
        </QueryClientProvider>
      </LocalizationProvider>,
    ),
  );
  const headings = [...element.querySelectorAll('h2')].map((h) => h.textContent);
  const links = [...element.querySelectorAll('section a')].map((a) => a.textContent);
  const text = element.textContent;
  root.unmount();
  return { headings, links, text };
}

describe('the catalogs', () => {
  it("give English the spec's words", async () => {
    const { headings, links } = await footer('en');
    expect(headings).toEqual(['Explore', 'Plan Your Visit', 'Help Us Improve', 'Follow Along']);
    expect(links).toEqual(['Events', 'Activities', 'Dining', 'Best Time to Visit', 'My Favorites', 'Suggest Addition', 'Add Your Event']);
  });

  it('give each language its own words, with the same links', async () => {
    const spanish = await footer('es');
    expect(spanish.headings).toEqual(['Explorar', 'Planifica tu visita', 'Ayúdanos a mejorar', 'Síguenos']);
    expect(spanish.links).toContain('Dónde comer');
    expect(spanish.text).toContain('Guía del visitante. Todos los derechos reservados.');
    expect((await footer('fr')).headings[0]).toBe('Découvrir');
    expect((await footer('de')).links).toContain('Beste Reisezeit');
  });

  it('are read once per language', async () => {
    expect(await loadLocalization('fr')).toBe(await loadLocalization('fr'));
  });

  it("follow the page's address, whatever the saved shell declares", () => {
    for (const [path, lang] of [['/fr/events', 'fr'], ['/es', 'es'], ['/events', 'en'], ['/escape', 'en'], ['/pt/events', 'en']] as const) {
      window.history.replaceState(null, '', path);
      expect(pageLang(), path).toBe(lang);
    }
    window.history.replaceState(null, '', '/');
  });

  it("give core the page's words for what it writes", async () => {
    let words: Localizer | undefined;
    function Title() {
      words = useWords();
      return null;
    }
    const element = document.createElement('div');
    const root = createRoot(element);
    const l10n = await loadLocalization('es');
    await act(async () =>
      root.render(
        <LocalizationProvider l10n={l10n}>
          <Title />
        </LocalizationProvider>,
      ),
    );
    root.unmount();
    expect(words!.lang).toBe('es');
    expect(routeTitle('/events', 'Sarasota', words!)).toBe('Todos los eventos · Guía de Sarasota');
  });
});
