import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import { ReactLocalization, useLocalization } from '@fluent/react';
import type { Lang } from '@/lib/core';

// The visitor's words come from the guide's catalogs, one per language
// (core/locales/<lang>/guide.ftl, Project Fluent), the same files the
// server's Rust reads: each is a chunk of its own, so a page downloads its
// language's only. Dates, times and counts are core's (text/format.rs);
// the catalog says the words around them. See docs/decisions/0007.
const CATALOGS = import.meta.glob<string>('../../../core/locales/*/guide.ftl', { query: '?raw', import: 'default' });

const catalog = (lang: string) => CATALOGS[`../../../core/locales/${lang}/guide.ftl`];

/** The language the page declares (`<html lang>`, written by the server),
 * if the guide speaks it; else English. */
export function pageLang(): Lang {
  const declared = document.documentElement.lang;
  return catalog(declared) ? (declared as Lang) : 'en';
}

const loaded = new Map<Lang, Promise<ReactLocalization>>();

/** The words of `lang`, for `LocalizationProvider`: read once (the
 * server's renderer draws many pages). */
export function loadLocalization(lang: Lang): Promise<ReactLocalization> {
  let words = loaded.get(lang);
  if (!words) {
    words = read(lang);
    loaded.set(lang, words);
    // A failed download is tried again next time.
    words.catch(() => loaded.delete(lang));
  }
  return words;
}

async function read(lang: Lang): Promise<ReactLocalization> {
  const load = catalog(lang);
  if (!load) throw new Error(`the guide has no catalog for '${lang}'`);
  // Left to right only: no isolation marks around the values.
  const bundle = new FluentBundle(lang, { useIsolating: false });
  // Every catalog parses and has every message: core/tests/catalogs.rs.
  bundle.addResource(new FluentResource(await load()));
  // No markup parser: messages are plain text (the server's engine has no
  // DOM to parse a translation's markup with).
  return new ReactLocalization([bundle], null);
}

export type Translate = (id: string, args?: Record<string, FluentVariable>) => string;

/** A component's words: `t('nav-events')`, `t('footer-rights', { brand })`. */
export function useT(): Translate {
  const { l10n } = useLocalization();
  return (id, args) => l10n.getString(id, args);
}
