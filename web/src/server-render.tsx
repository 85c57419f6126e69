// The server's renderer of the public pages (server rendering): bundled by
// `scripts/server-render.mjs` into one script that the Rust server runs in
// its embedded JavaScript engine (server/src/web/render.rs), never in a
// browser. It renders a screen with the app's own components and the data
// its reads answer, so that the first HTML carries the real content; the
// browser's app then hydrates it from the same data (`src/main.tsx`).
import { forgetTimers, whenIdle } from './server-globals';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
// The edge runtimes' build (Cloudflare's, Vercel's): it asks the engine
// for no `MessageChannel`, which the browsers' build takes at load.
import { renderToString } from 'react-dom/server.edge';
import { Router } from 'wouter';
import { App } from '@/app/App';
import { setDeviceHints, type DeviceHints } from '@/lib/device-hints';
import { loadLocalization } from '@/lib/i18n';
import { langBase, langOfPath } from '@/lib/languages';
import type { Read } from '@/lib/core';
import { READS } from '@/app/reads';
import { renderedScreens } from '@/lib/lazy-screen';
import { queryClient } from '@/lib/query-client';
import { setRenderedAt } from '@/lib/today';
import { renderedBusy } from '@/components/ui/Busy';

/** What a render gives the server: the root's markup, for the page's
 * data block (`ServerData`) what it was rendered from, and whether it is
 * complete (no part of it waits for the app: see `Busy`). */
export interface Rendered {
  html: string;
  data: string;
  complete: boolean;
}

/** The page's data block, read by `src/main.tsx`: the reads the screen
 * was rendered from (TanStack Query's dehydrated state), and the chunks it
 * was rendered with. */
export interface ServerData {
  reads: DehydratedState;
  screens: string[];
  device: DeviceHints;
  /** When it was rendered: the app hydrates it with the clock read then. */
  renderedAt: number;
}

// At most this many passes: a screen's code (and its words) loads the
// first time an engine renders it, which suspends the pass before.
const MAX_PASSES = 4;

/** A read the screen asked for that has not answered: one its route does
 * not declare. (A server render subscribes nothing: the query's own
 * options say whether the screen wanted it made.) */
function waiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const wanted = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return wanted && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/** React marks a part it could not render (its code still loading) as one
 * for the browser to render: `<!--$!-->` or `<!--$?-->`. */
const suspended = (html: string) => html.includes('<!--$!-->') || html.includes('<!--$?-->');

/** The screen at `url` (a path with its query) for a device the server
 * knows `device` of, rendered once the reads its route declares (`reads`,
 * core's `pages::ROUTES`) have answered. A read that fails is left for the
 * browser, which renders it as the app would after a failed read; so is
 * one the route does not declare, said in the server's log. */
export async function render(url: string, device: DeviceHints, reads: Read[]): Promise<Rendered> {
  forgetTimers();
  setDeviceHints(device);
  const renderedAt = Date.now();
  setRenderedAt(renderedAt);
  queryClient.clear();
  renderedScreens();
  renderedBusy();
  const [path, search = ''] = url.split('?', 2);
  // The page's language is its address's (`/es/events`); the app's router
  // is based there.
  const lang = langOfPath(path);
  const at = { path: path.slice(langBase(lang).length) || '/', params: new URLSearchParams(search), lang };
  const [l10n] = await Promise.all([
    loadLocalization(lang),
    ...reads.map((read) => {
      const query = READS[read](at);
      return query && queryClient.fetchQuery(query).catch((error: unknown) => console.error(`reading ${JSON.stringify(query.queryKey)}:`, error));
    }),
  ]);
  const renderScreen = () => {
    // (Only the last pass's busy parts are the page's.)
    renderedBusy();
    return renderToString(
      <Router ssrPath={path} ssrSearch={search}>
        <App l10n={l10n} />
      </Router>,
    );
  };
  let html = renderScreen();
  for (let pass = 1; pass < MAX_PASSES && suspended(html); pass++) {
    // Lazily loaded code is part of this one script: it resolves once the
    // jobs queued so far have run.
    await whenIdle();
    html = renderScreen();
  }
  const busy = renderedBusy();
  for (const query of queryClient.getQueryCache().findAll({ predicate: waiting })) {
    console.error(`${path} reads ${JSON.stringify(query.queryKey)}, which its route in core's table (pages::ROUTES) does not declare`);
  }
  const rendered: ServerData = { reads: dehydrate(queryClient), screens: renderedScreens(), device, renderedAt };
  setRenderedAt(undefined);
  const data = JSON.stringify(rendered).replaceAll('<', '\\u003c');
  queryClient.clear();
  return { html, data, complete: !busy };
}
