import { QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
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
const Suggest = lazy(() => import('./routes/Suggest').then((m) => ({ default: m.Suggest })));
const NotFound = lazy(() => import('./routes/NotFound').then((m) => ({ default: m.NotFound })));

// Routes of spec section 2. /admin belongs to the admin dashboard (its own
// issue) and falls through to the 404 page until it exists.
const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/events', element: <Events /> },
      { path: '/activities', element: <Activities /> },
      { path: '/venues', element: <Activities /> },
      { path: '/restaurants', element: <Dining /> },
      { path: '/weather', element: <Weather /> },
      { path: '/plan-visit', element: <PlanVisit /> },
      { path: '/suggest', element: <Suggest /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
