import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Redirect, Route, Router, Switch, useSearch } from 'wouter';
import { Layout } from '@/components/layout/Layout';
import { ToastProvider } from '@/components/ui/toast';
import { lazyScreen } from '@/lib/lazy-screen';
import { queryClient } from '@/lib/query-client';
import type { Screen } from '@/lib/core';
import { LocalizationProvider, type CatalogPart, type Localization } from '@/lib/i18n';
import { langBase } from '@/lib/languages';
import TABLE from './routes.json';
import { Home } from './routes/Home';

// Home is in the first bundle; every other screen is its own chunk, loaded
// when first visited, so `/` downloads only what it shows (and, on a page
// the server rendered, before it is hydrated: lib/lazy-screen.tsx).
const CHUNKS = {
  Events: () => import('./routes/Events').then((m) => m.Events),
  EventPage: () => import('./routes/EventPage').then((m) => m.EventPage),
  Activities: () => import('./routes/Activities').then((m) => m.Activities),
  ActivityPage: () => import('./routes/ActivityPage').then((m) => m.ActivityPage),
  Dining: () => import('./routes/Dining').then((m) => m.Dining),
  RestaurantPage: () => import('./routes/RestaurantPage').then((m) => m.RestaurantPage),
  Search: () => import('./routes/Search').then((m) => m.Search),
  Weather: () => import('./routes/Weather').then((m) => m.Weather),
  PlanVisit: () => import('./routes/PlanVisit').then((m) => m.PlanVisit),
  TripPlanner: () => import('./routes/TripPlanner').then((m) => m.TripPlanner),
  SharedPlan: () => import('./routes/SharedPlan').then((m) => m.SharedPlan),
  Suggest: () => import('./routes/Suggest').then((m) => m.Suggest),
  Reminders: () => import('./routes/Reminders').then((m) => m.Reminders),
  AddEvent: () => import('./routes/AddEvent').then((m) => m.AddEvent),
  MySubmission: () => import('./routes/MySubmission').then((m) => m.MySubmission),
  Collections: () => import('./routes/Collections').then((m) => m.Collections),
  Collection: () => import('./routes/Collection').then((m) => m.Collection),
  RightNow: () => import('./routes/RightNow').then((m) => m.RightNow),
  NotFound: () => import('./routes/NotFound').then((m) => m.NotFound),
} satisfies Record<Exclude<Screen, 'Home' | 'Admin'> | 'NotFound', () => Promise<ComponentType>>;

// The parts of the catalog (core/locales/<lang>/<part>.ftl) a screen's
// words are in beside the first screen's (`guide`), loaded with it: an
// item's facts (`item`), the lists' filters (`lists`), a screen's own.
const WORDS: Partial<Record<keyof typeof CHUNKS, CatalogPart[]>> = {
  Events: ['item', 'lists'],
  EventPage: ['item'],
  Activities: ['item', 'lists'],
  ActivityPage: ['item'],
  Dining: ['item', 'lists'],
  RestaurantPage: ['item'],
  Search: ['search'],
  PlanVisit: ['item', 'plan', 'forms'],
  TripPlanner: ['item', 'plan', 'weather'],
  SharedPlan: ['item', 'plan'],
  Suggest: ['suggest', 'forms'],
  Reminders: ['item', 'plan'],
  AddEvent: ['forms', 'event-form'],
  MySubmission: ['forms', 'event-form'],
  Weather: ['weather'],
  Collection: ['item', 'lists'],
  RightNow: ['item', 'lists'],
};

const LAZY = Object.fromEntries(Object.entries(CHUNKS).map(([name, load]) => [name, lazyScreen(name, load, WORDS[name as keyof typeof CHUNKS])])) as Record<
  keyof typeof CHUNKS,
  ComponentType
>;

// The dashboard and its WASM rules (core-wasm/pkg-admin) load only here,
// with the words its forms' checks are written in, and the lists' (the
// Embed tab offers the events list's date choices).
const Admin: ComponentType = import.meta.env.SERVER_RENDER
  ? NotServerRendered
  : lazyScreen('Admin', () => import('./routes/Admin').then((m) => m.Admin), ['forms', 'event-form', 'dashboard', 'lists', 'item']);

/** The server renders the public screens only (core's route table): the
 * dashboard's code and words stay out of its engine. Rendering it there
 * fails the render, and the app renders the page. */
function NotServerRendered(): never {
  throw new Error('the dashboard is not rendered by the server');
}

const SCREENS: Record<Screen, ComponentType> = { ...LAZY, Home, Admin };

// Every address is core's route table (`pages::ROUTES`), the one list the
// server renders pages and writes its sitemap from, as JSON beside this file
// (a core test fails when they differ): the first bundle does not wait for
// the WASM to know its routes. A screen it names that the app lacks does
// not compile. wouter rather than a larger router: it is a few KB of the
// first download.
const ROUTES = TABLE.routes as [string, Screen][];
const ALIASES = TABLE.aliases.map(([alias, target]) => [new RegExp(`^${alias}(?<rest>/.*)?$`), target] as const);

/** An address people guess, sent on to the guide's own with the rest of
 * it (the server does the same with a 308, core's `pages::ALIASES`). */
function AliasRedirect({ to, rest }: { to: string; rest?: string }) {
  const search = useSearch();
  return <Redirect to={`${to}${rest ?? ''}${search ? `?${search}` : ''}`} replace />;
}

function Routes() {
  return (
    <Switch>
      {ROUTES.map(([path, screen]) => (
        <Route key={path} path={path} component={SCREENS[screen]} />
      ))}
      {ALIASES.map(([pattern, target]) => (
        <Route key={target + pattern.source} path={pattern}>
          {(params: { rest?: string }) => <AliasRedirect to={target} rest={params.rest} />}
        </Route>
      ))}
      <Route component={LAZY.NotFound} />
    </Switch>
  );
}

/** The app in the words of `l10n` (`loadLocalization`), at its
 * language's addresses: every link and route under `/es` in Spanish. */
export function App({ l10n }: { l10n: Localization }) {
  return (
    <LocalizationProvider l10n={l10n}>
      <Router base={langBase(l10n.lang)}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <Layout>
              <Routes />
            </Layout>
          </ToastProvider>
        </QueryClientProvider>
      </Router>
    </LocalizationProvider>
  );
}
