import type { ReactNode } from 'react';

/** Whether the server render going on drew a `Busy` part. */
let drawnBusy = false;
const markDrawn = () => {
  drawnBusy = true;
};

/**
 * A part of a screen still loading, marked `aria-busy` for assistive
 * technology. Drawn by the server, it also tells the server that the page
 * is not complete (it waits for the app: a saved plan, a chunk), so
 * that the page announces what the app needs at once (`drewBusy`).
 */
export function Busy({ as: Element = 'div', className, children }: { as?: 'div' | 'p'; className?: string; children?: ReactNode }) {
  if (import.meta.env.SSR) markDrawn();
  return (
    <Element className={className} aria-busy="true">
      {children}
    </Element>
  );
}

/** Whether the last server render drew a `Busy` part; forgets it. */
export function drewBusy(): boolean {
  const busy = drawnBusy;
  drawnBusy = false;
  return busy;
}
