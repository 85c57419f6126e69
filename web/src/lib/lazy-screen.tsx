import { lazy, useState, type ComponentType } from 'react';

// Screens (and large parts of them) are chunks of their own, loaded when
// first shown. A page the server drew must not wait for one while React
// hydrates it: a press on a part whose code has not arrived is lost (React
// can hydrate a part at once for a press only when it has its code). So
// the server names the chunks a page was drawn with (`drawnScreens`), and
// the app loads them before it hydrates (`loadScreens`).

type Load = () => Promise<unknown>;

const screens = new Map<string, Load>();
const drawn = new Set<string>();

/** `load`'s component, loaded on demand as `name`: it suspends the first
 * time, unless the chunk was loaded ahead, when it renders at once. The
 * choice is made once per mount, so a screen never mounts twice. */
export function lazyScreen<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadNow = () => load().then((component) => (loaded = component));
  screens.set(name, loadNow);
  const Lazy = lazy(() => loadNow().then((component) => ({ default: component })));
  return function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    if (import.meta.env.SSR) drawn.add(name);
    return <Component {...props} />;
  };
}

/** The chunks the last server render drew with, and forgets them. */
export function drawnScreens(): string[] {
  const names = [...drawn];
  drawn.clear();
  return names;
}

/** Loads the named chunks (those a page was drawn with). */
export function loadScreens(names: string[]): Promise<unknown> {
  return Promise.all(names.map((name) => screens.get(name)?.()));
}
