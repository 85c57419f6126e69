import type { Lang } from '@/lib/core';
import { ApiError } from '@/lib/api-client';
import { langOfPath } from '@/lib/languages';

/** The server's sign-in page; it returns the admin to /admin afterwards. */
export const LOGIN_PATH = '/api/login';

/** The sign-in page for the dashboard at `location`: the spec's
 * `/api/login` in English; in another language, the page in it, which
 * returns to the dashboard's address (`?next=/es/admin`). */
export function loginAddress(location: { pathname: string; search: string }): string {
  if (langOfPath(location.pathname) === 'en') return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ next: location.pathname + location.search })}`;
}

/** Ends the session (POST), then the server sends the browser to the
 * guide's home in the dashboard's language. */
export function logoutAddress(lang: Lang): string {
  return lang === 'en' ? '/api/logout' : `/api/logout?lang=${lang}`;
}

/** Spec sections 4 and 8: an admin who is not signed in goes to the sign-in page. */
export function goToLogin() {
  window.location.assign(loginAddress(window.location));
}

/** True for the answer of an admin call made without a (live) session. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
