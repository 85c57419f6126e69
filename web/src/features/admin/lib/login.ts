import { ApiError } from '@/lib/api-client';

/** The server's sign-in page; it returns the admin to /admin afterwards. */
export const LOGIN_PATH = '/api/login';
/** Ends the session (POST), then the server sends the browser home. */
export const LOGOUT_PATH = '/api/logout';

/** Spec sections 4 and 8: an admin who is not signed in goes to the sign-in page. */
export function goToLogin() {
  window.location.assign(LOGIN_PATH);
}

/** True for the answer of an admin call made without a (live) session. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
