import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Renders `fallback` in the page the server renders (see
 * `src/server-render.tsx`) and while that page is hydrated, its children
 * afterwards: what they show depends on the device (its saved plan, its
 * service worker, its clock), which the server cannot know.
 *
 * For the layout's parts, mounted once a visit: the children come in a
 * transition after the first commit, a render React does in slices,
 * rather than in the synchronous one a store that changes under hydration
 * forces (`useHydrating`), which blocked a phone's main thread after every
 * server-rendered page (scripts/bench-hydration). A screen's own parts,
 * mounted at each visit of the screen, use `useHydrating`, so that a
 * screen opened in the app shows them at once. */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? children : fallback;
}
