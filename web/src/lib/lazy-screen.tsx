import { lazy, use, useState, type ComponentType } from 'react';
import { useWords, type CatalogPart, type Localization } from './i18n';

// Screens (and large parts of them) are chunks of their own, loaded when
// first shown. A page the server rendered must not wait for one while React
// hydrates it: a press on a part whose code has not arrived is lost (React
// can hydrate a part at once for a press only when it has its code). So
// the server names the chunks a page was rendered with (`renderedScreens`), and
// the app loads them before it hydrates (`loadScreens`).

// A screen's words come with it: its parts of the catalog (`words`) are
// added to the page's before it renders, in whatever language the page is
// (the server's renderer renders them all).

type Load = (l10n: Promise<Localization>) => Promise<unknown>;

const screens = new Map<string, Load>();
const rendered = new Set<string>();

/** `load`'s component, loaded on demand as `name`, with its parts of the
 * catalog: it suspends the first time, unless all were loaded ahead, when
 * it renders at once. The choice is made once per mount, so a screen
 * never mounts twice. */
export function lazyScreen<P extends object>(name: string, load: () => Promise<ComponentType<P>>, words: CatalogPart[] = []): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadNow = () => load().then((component) => (loaded = component));
  const include = (page: Localization) => Promise.all(words.map((part) => page.include(part)));
  screens.set(name, (l10n) => Promise.all([loadNow(), l10n.then(include)]));
  const Lazy = lazy(() => loadNow().then((component) => ({ default: component })));
  return function Screen(props: P) {
    const l10n = useWords();
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    // (Each part's promise is the catalog's own, the same every render.)
    for (const part of words) if (!l10n.has(part)) use(l10n.include(part));
    if (import.meta.env.SSR) rendered.add(name);
    return <Component {...props} />;
  };
}

/** The chunks the last server render used, and forgets them. */
export function renderedScreens(): string[] {
  const names = [...rendered];
  rendered.clear();
  return names;
}

/** Loads the named chunks (those a page was rendered with) and their words,
 * all at once, the page's catalog (`l10n`) arriving meanwhile. */
export function loadScreens(names: string[], l10n: Promise<Localization>): Promise<unknown> {
  return Promise.all(names.map((name) => screens.get(name)?.(l10n)));
}
