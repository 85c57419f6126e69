import type { Lang } from '@/lib/core';
import TABLE from './languages.json';

// The guide's languages, in the menu's order: each one's code, the base
// of its addresses ('' for English, '/es') and its name in itself. Core's
// table (`text::lang::Lang`), as JSON beside this file (a core test fails
// when they differ): the first bundle knows the page's language without
// waiting for the WASM.
export const LANGUAGES = TABLE as [Lang, string, string][];

/** The language an address is in: the one whose base is its first whole
 * segment (`/es/events`, `/es`), else English (core's `Lang::split_path`). */
export function langOfPath(path: string): Lang {
  const found = LANGUAGES.find(([, base]) => base && (path === base || path.startsWith(`${base}/`)));
  return found?.[0] ?? 'en';
}

/** What the language's addresses start with: the app's router base. */
export function langBase(lang: Lang): string {
  return LANGUAGES.find(([code]) => code === lang)?.[1] ?? '';
}

const CHOICE = 'guide-language';

/** Remembers on the device the language the visitor chose (from the menu,
 * or by taking or declining the offer): the guide offers no other again. */
export function rememberLanguage(lang: Lang) {
  try {
    window.localStorage.setItem(CHOICE, lang);
  } catch {
    // Storage disabled or full: the offer may come again, nothing else.
  }
}

/** The language the visitor chose on this device, if they did. */
export function rememberedLanguage(): Lang | null {
  try {
    const chosen = window.localStorage.getItem(CHOICE);
    return LANGUAGES.find(([lang]) => lang === chosen)?.[0] ?? null;
  } catch {
    return null;
  }
}
