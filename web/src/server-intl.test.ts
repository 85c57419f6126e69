import { FluentBundle, FluentResource } from '@fluent/bundle';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/languages';

// The server's engine has no `Intl`: its plural rules are the polyfill's
// (src/server-intl.ts). They must choose each catalog's words as a
// browser's own do, or a page would change as it hydrates.

const CATALOGS = import.meta.glob<string>('../../core/locales/*/guide.ftl', { query: '?raw', import: 'default', eager: true });

function countdowns(lang: string): string[] {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  bundle.addResource(new FluentResource(CATALOGS[`../../core/locales/${lang}/guide.ftl`]));
  const message = bundle.getMessage('characters-left')!.value!;
  return [0, 1, 2, 1.5, 1_000_000].map((count) => {
    const errors: Error[] = [];
    const text = bundle.formatPattern(message, { count, shown: String(count) }, errors);
    expect(errors).toEqual([]);
    return text;
  });
}

describe("the server engine's plural rules", () => {
  const native = globalThis.Intl;
  const browsers = Object.fromEntries(LANGUAGES.map(([lang]) => [lang, countdowns(lang)]));
  afterAll(() => void (globalThis.Intl = native));

  it("choose every language's words as a browser does, without Intl", async () => {
    // As in the engine: no Intl at all, then the polyfill.
    (globalThis as { Intl?: typeof Intl }).Intl = undefined;
    await import('./server-intl');
    expect(globalThis.Intl).not.toBe(native);
    for (const [lang] of LANGUAGES) expect(countdowns(lang), lang).toEqual(browsers[lang]);
    expect(browsers.en.slice(0, 3)).toEqual(['0 characters left', '1 character left', '2 characters left']);
    expect(browsers.fr.slice(0, 2)).toEqual(['0 caractère restant', '1 caractère restant']);
  });
});
