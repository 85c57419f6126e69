import type { ReactNode } from 'react';

/** Whether the server render going on rendered a `Busy` part. */
let busyRendered = false;
const markBusy = () => {
  busyRendered = true;
};

/**
 * A part of a screen still loading, marked `aria-busy` for assistive
 * technology. Rendered by the server, it also tells the server that the page
 * is not complete (it waits for the app: a saved plan, a chunk), so
 * that the page announces what the app needs at once (`renderedBusy`).
 */
export function Busy({ as: Element = 'div', className, children }: { as?: 'div' | 'p'; className?: string; children?: ReactNode }) {
  if (import.meta.env.SSR) markBusy();
  return (
    <Element className={className} aria-busy="true">
      {children}
    </Element>
  );
}

/** Whether the last server render had a `Busy` part; forgets it. */
export function renderedBusy(): boolean {
  const busy = busyRendered;
  busyRendered = false;
  return busy;
}
