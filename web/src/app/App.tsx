import { QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { Layout } from '@/components/layout/Layout';
import { ToastProvider } from '@/components/ui/toast';
import { queryClient } from '@/lib/query-client';
import { Home } from './routes/Home';

// Home is in the first bundle; every other screen is its own chunk, loaded
// when first visited, so `/` downloads only what it shows.
const Events = lazy(() => import('./routes/Events').then((m) => ({ default: m.Events })));
const Activities = lazy(() => import('./routes/Activities').then((m) => ({ default: m.Activities })));
const Dining = lazy(() => import('./routes/Dining').then((m) => ({ default: m.Dining })));
const Weather = lazy(() => import('./routes/Weather').then((m) => ({ default: m.Weather })));
const PlanVisit = lazy(() => import('./routes/PlanVisit').then((m) => ({ default: m.PlanVisit })));
const SharedPlan = lazy(() => import('./routes/SharedPlan').then((m) => ({ default: m.SharedPlan })));
const Suggest = lazy(() => import('./routes/Suggest').then((m) => ({ default: m.Suggest })));
const EventPage = lazy(() => import('./routes/EventPage').then((m) => ({ default: m.EventPage })));
const ActivityPage = lazy(() => import('./routes/ActivityPage').then((m) => ({ default: m.ActivityPage })));
const RestaurantPage = lazy(() => import('./routes/RestaurantPage').then((m) => ({ default: m.RestaurantPage })));
const Search = lazy(() => import('./routes/Search').then((m) => ({ default: m.Search })));
const NotFound = lazy(() => import('./routes/NotFound').then((m) => ({ default: m.NotFound })));
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
