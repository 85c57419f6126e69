import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'wouter';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { OfflineStatus } from './OfflineStatus';
import { OutboxRunner } from './OutboxRunner';
import { PageNotLoaded } from './PageNotLoaded';
import { UpdatePrompt } from './UpdatePrompt';
import { ClientOnly } from './ClientOnly';
import { restoreScroll } from '@/lib/scroll-memory';
import { Busy } from '@/components/ui/Busy';
import { useT } from '@/lib/i18n';

// The plan lives in core (WASM), which loads after the first paint; the
// button appears with it (it shows only when something is saved anyway).
const FloatingFavorites = lazy(() => import('./FloatingFavorites').then((m) => ({ default: m.FloatingFavorites })));
// The offer of the browser's language uses core's rule, after the first paint.
const LanguageOffer = lazy(() => import('./LanguageOffer').then((m) => ({ default: m.LanguageOffer })));
// The tab's title comes from core too; the server wrote it already.
const RouteTitle = lazy(() => import('./RouteTitle').then((m) => ({ default: m.RouteTitle })));

/** Scrolls to the top when mounted (spec section 2), or back to where the
 * visitor was after Back or Forward; keyed by the path, it mounts on every
 * route change. */
function ScrollToTop() {
  useEffect(() => restoreScroll(), []);
  return null;
}

/** Marks the page once the app has the screen (`data-hydrated` on the
 * document): rendered by the app, or hydrated with the frame around it. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop key={pathname} />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('skip-to-content')}
      </a>
      <Navbar />
      <OfflineStatus />
      {/* At least a screen high: the footer starts below the first screen,
          so content arriving never pushes it (no layout shift). */}
      <main id="main" className="min-h-[100svh] flex-1 print:min-h-0">
        {/* Screens load as separate chunks; keep the page's height meanwhile.
            One that cannot be downloaded says so, until the visitor goes elsewhere. */}
        <ErrorBoundary FallbackComponent={PageNotLoaded} resetKeys={[pathname]}>
          <Suspense fallback={<Busy className="min-h-[60vh]" />}>
            {children}
            <Hydrated />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <Suspense fallback={null}>
        <FloatingFavorites />
        <RouteTitle />
      </Suspense>
      <ClientOnly>
        <UpdatePrompt />
        <Suspense fallback={null}>
          <LanguageOffer />
        </Suspense>
      </ClientOnly>
      <OutboxRunner />
    </div>
  );
}
