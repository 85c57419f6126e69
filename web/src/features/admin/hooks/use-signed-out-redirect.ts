import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { goToLogin, isSignedOut } from '../lib/login';

/**
 * A session can end while the dashboard is open (expiry, sign-out in another
 * tab): the first admin call that is refused for it, query or mutation,
 * sends the browser to the sign-in page (spec section 8).
 */
export function useSignedOutRedirect() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const check = (error: unknown) => {
      if (isSignedOut(error)) goToLogin();
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
