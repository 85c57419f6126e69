import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '@/lib/core';
import type { Localization, Translate } from '@/lib/localization';

// The page's words for its components (see lib/localization.ts).
export { loadLocalization, pageLang, Localization, type CatalogPart, type Translate } from '@/lib/localization';

const Context = createContext<Localization | null>(null);

/** Gives the app the page's words. */
export function LocalizationProvider({ l10n, children }: { l10n: Localization; children: ReactNode }) {
  return <Context.Provider value={l10n}>{children}</Context.Provider>;
}

/** The page's catalog: its language, its words (`message`), and what
 * core is handed to word what it decides (a page's title, a card's
 * category): core says which message and with what, Fluent how it
 * reads. */
export function useWords(): Localization {
  const l10n = useContext(Context);
  if (!l10n) throw new Error('a component asked for words outside LocalizationProvider');
  return l10n;
}

/** A component's words: `t('nav-events')`, `t('footer-rights', { brand })`. */
export function useT(): Translate {
  return useWords().message;
}

/** The page's language. */
export function useLang(): Lang {
  return useWords().lang;
}


