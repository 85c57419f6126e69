import { QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { Layout } from '@/components/layout/Layout';
import { ToastProvider } from '@/components/ui/toast';
import { lazyScreen } from '@/lib/lazy-screen';
import { queryClient } from '@/lib/query-client';
import { Home } from './routes/Home';

// Home is in the first bundle; every other screen is its own chunk, loaded
// when first visited, so `/` downloads only what it shows (and, on a page
// the server drew, before it is hydrated: lib/lazy-screen.tsx).
const Events = lazyScreen('Events', () => import('./routes/Events').then((m) => m.Events));
const Activities = lazyScreen('Activities', () => import('./routes/Activities').then((m) => m.Activities));
const Dining = lazyScreen('Dining', () => import('./routes/Dining').then((m) => m.Dining));
const Weather = lazyScreen('Weather', () => import('./routes/Weather').then((m) => m.Weather));
const PlanVisit = lazyScreen('PlanVisit', () => import('./routes/PlanVisit').then((m) => m.PlanVisit));
const SharedPlan = lazyScreen('SharedPlan', () => import('./routes/SharedPlan').then((m) => m.SharedPlan));
const Suggest = lazyScreen('Suggest', () => import('./routes/Suggest').then((m) => m.Suggest));
const EventPage = lazyScreen('EventPage', () => import('./routes/EventPage').then((m) => m.EventPage));
const ActivityPage = lazyScreen('ActivityPage', () => import('./routes/ActivityPage').then((m) => m.ActivityPage));
const RestaurantPage = lazyScreen('RestaurantPage', () => import('./routes/RestaurantPage').then((m) => m.RestaurantPage));
const Search = lazyScreen('Search', () => import('./routes/Search').then((m) => m.Search));
const NotFound = lazyScreen('NotFound', () => import('./routes/NotFound').then((m) => m.NotFound));
// The dashboard and its WASM rules (core-wasm/pkg-admin) load only here.
const Admin = lazy(() => import('./routes/Admin').then((m) => ({ default: m.Admin })));

// Routes of spec section 2, and a page per item and search (issue #16).
// wouter rather than a larger router: it is a few KB of the first download.
function Routes() {
  return (
    <Switch>
      <Route path="/" component={Home} />
      <Route path="/events" component={Events} />
      <Route path="/events/:item" component={EventPage} />
      <Route path="/activities/:item" component={ActivityPage} />
      <Route path="/restaurants/:item" component={RestaurantPage} />
      <Route path="/search" component={Search} />
      <Route path="/activities" component={Activities} />
      <Route path="/venues" component={Activities} />
      <Route path="/restaurants" component={Dining} />
      <Route path="/weather" component={Weather} />
      <Route path="/plan-visit" component={PlanVisit} />
      <Route path="/plan-visit/shared" component={SharedPlan} />
      <Route path="/suggest" component={Suggest} />
      <Route path="/admin" component={Admin} />
      <Route component={NotFound} />
    </Switch>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Layout>
          <Routes />
        </Layout>
      </ToastProvider>
    </QueryClientProvider>
  );
}
