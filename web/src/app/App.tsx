import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Layout } from '@/components/layout/Layout';
import { queryClient } from '@/lib/query-client';
import { Activities } from './routes/Activities';
import { Dining } from './routes/Dining';
import { Events } from './routes/Events';
import { Home } from './routes/Home';
import { NotFound } from './routes/NotFound';

// Routes of spec section 2. Screens still to come (weather, favorites,
// suggest, admin) fall through to the 404 page until they exist.
const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/events', element: <Events /> },
      { path: '/activities', element: <Activities /> },
      { path: '/venues', element: <Activities /> },
      { path: '/restaurants', element: <Dining /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
