// Run at build time in Node (`scripts/prerender.mjs`), never in the browser:
// each public screen as it looks before its data arrives (the layout, the
// hero, headings, filters and card skeletons), which the server puts into
// the page so that a phone paints it before any script has run.
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '@/app/App';
import { queryClient } from '@/lib/query-client';

/** The screens written ahead, by path: those whose first look is the same
 * on every device and without a query (the server sends the plain shell
 * for an address with one). My Favorites is the device's own, so its page
 * has the layout and leaves the plan to the browser. */
export const PRERENDERED_PATHS = ['/', '/events', '/activities', '/venues', '/restaurants', '/weather', '/suggest', '/search', '/plan-visit'];

/** The markup of the screen at `path`, waiting for every lazy chunk. */
export async function render(path: string): Promise<string> {
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <App />
    </Router>,
    // Every boundary inline: a larger one would be sent apart with a script
    // to put it in place, which the site's CSP (no inline script) refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // The reads the screen started never answer here: drop them, with their
  // timers (kept for minutes, they would hold the build's process open).
  queryClient.clear();
  return new Response(prelude).text();
}
