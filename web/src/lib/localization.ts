import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import type { Lang, Localizer } from './core';
import { langOfPath } from './languages';

// The visitor's words come from the guide's catalogs, one per language
// (core/locales/<lang>/, Project Fluent), the same files the server's Rust
// reads. Each file is a chunk of its own: a page downloads its language's
// only, `guide.ftl` (the frame, Home and the cards) with the app and a
// screen's own words with the screen (`lazyScreen`). `pages.ftl` and
// `mail.ftl` are the server's alone. Dates, times and counts are core's (text/format.rs); the
// catalog says the words around them. See docs/decisions/0007.
// The server renders no dashboard (app/App.tsx): its engine goes without its words.
const CATALOGS = import.meta.env.SERVER_RENDER
  ? import.meta.glob<string>(['../../../core/locales/*/*.ftl', '!**/pages.ftl', '!**/mail.ftl', '!**/dashboard.ftl'], { query: '?raw', import: 'default' })
  : import.meta.glob<string>(['../../../core/locales/*/*.ftl', '!**/pages.ftl', '!**/mail.ftl'], { query: '?raw', import: 'default' });

/** A file of the catalogs: `guide`, or a screen's (`events`). */
export type CatalogPart = string;

const catalog = (lang: string, part: CatalogPart = 'guide') => CATALOGS[`../../../core/locales/${lang}/${part}.ftl`];

/** The language of the page's address (`/es/events` is Spanish, core's
 * rule): also right for a page the service worker opens offline from its
 * saved shell, whose `<html lang>` is the build's. */
export function pageLang(): Lang {
  return langOfPath(window.location.pathname);
}

export type Translate = (id: string, args?: Record<string, FluentVariable>) => string;

/** A language's catalog, formatted by `@fluent/bundle`: core's `Localizer`,
 * as the WASM bindings take it. Messages are plain
 * text (no markup: the server's engine has no DOM to parse it with), so
 * a component needs only a message's words, not `@fluent/react`'s
 * `<Localized>` (1.7 KB of every first visit; see docs/decisions/0007). */
export class Localization implements Localizer {
  /** The screens' parts added, or being added. */
  private readonly parts = new Map<CatalogPart, Promise<void>>();
  private readonly added = new Set<CatalogPart>();

  constructor(
    readonly lang: Lang,
    private readonly bundle: FluentBundle,
  ) {}

  /** Whether a screen's part of the catalog is in. */
  has(part: CatalogPart): boolean {
    return this.added.has(part);
  }

  /** Adds a screen's part of the catalog, downloaded once. */
  include(part: CatalogPart): Promise<void> {
    let adding = this.parts.get(part);
    if (!adding) {
      const load = catalog(this.lang, part);
      if (!load) return Promise.reject(new Error(`the catalog has no part '${part}'`));
      adding = load().then((text) => {
        this.bundle.addResource(new FluentResource(text));
        this.added.add(part);
      });
      this.parts.set(part, adding);
      // A failed download is tried again next time.
      adding.catch(() => this.parts.delete(part));
    }
    return adding;
  }

  /** The message `id` with `args`; one the catalog lacks reads as its id
   * (every catalog has every message: core/tests/catalogs.rs). */
  readonly message: Translate = (id, args) => {
    const message = this.bundle.getMessage(id);
    if (!message?.value) return id;
    // A value the message lacks reads as '{$name}' rather than failing
    // the page; it is said in the console (the server's log).
    const errors: Error[] = [];
    const text = this.bundle.formatPattern(message.value, args, errors);
    if (errors.length) console.error(`the message '${id}' in '${this.lang}':`, errors.map(String).join('; '));
    return PSEUDO ? pseudoLocalized(text) : text;
  };
}

/** Pseudo-localisation, a check of the screens rather than a language:
 * with `localStorage['guide-pseudo-localization'] = '1'` every message
 * reads 40% longer, in words, with accented letters ('[Évéñts ẍẍẍ]'), so
 * that a layout that only fits English shows (e2e/languages.spec.ts). */
const PSEUDO = typeof localStorage !== 'undefined' && localStorage.getItem('guide-pseudo-localization') === '1';

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', n: 'ñ', c: 'ç', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', N: 'Ñ', C: 'Ç' };

function pseudoLocalized(text: string): string {
  const longer = Math.ceil(text.length * 0.4);
  // Words of up to six letters, as a translation's would break.
  const padding = Array.from({ length: longer }, (_, i) => (i % 7 === 6 ? ' ' : 'ẍ')).join('');
  return `[${text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter)} ${padding}]`;
}

/** Downloads every part of `lang`'s catalog, for the service worker to
 * keep (lib/save-guide.ts): every screen then opens offline in the page's
 * language, and no other language's words are fetched. */
export async function saveCatalog(lang: Lang): Promise<void> {
  const prefix = `../../../core/locales/${lang}/`;
  await Promise.all(Object.entries(CATALOGS).flatMap(([path, load]) => (path.startsWith(prefix) ? [load()] : [])));
  // A part the page imported before the worker controlled it is not
  // imported again, and the worker never saw it: it is read once more,
  // through the worker, from the browser's cache.
  const files = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith(`/assets/catalogs/${lang}-`)),
  );
  await Promise.all([...files].map((url) => fetch(url).then((response) => response.arrayBuffer())));
}

const loaded = new Map<Lang, Promise<Localization>>();

/** The words of `lang`, for `LocalizationProvider`: read once (the
 * server's renderer renders many pages). */
export function loadLocalization(lang: Lang): Promise<Localization> {
  let words = loaded.get(lang);
  if (!words) {
    words = read(lang);
    loaded.set(lang, words);
    // A failed download is tried again next time.
    words.catch(() => loaded.delete(lang));
  }
  return words;
}

async function read(lang: Lang): Promise<Localization> {
  const load = catalog(lang);
  if (!load) throw new Error(`the guide has no catalog for '${lang}'`);
  // Left to right only: no isolation marks around the values.
  const bundle = new FluentBundle(lang, { useIsolating: false });
  // Every catalog parses and has every message: core/tests/catalogs.rs.
  bundle.addResource(new FluentResource(await load()));
  return new Localization(lang, bundle);
}
