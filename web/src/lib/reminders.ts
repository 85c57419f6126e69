import { apiPost, apiWithLink } from '@/lib/api-client';
import type { HeldForAddress, ReminderAnswer, ReminderRequest, WeeklyRequest } from '@/lib/core';

/** The link this device was given by a reminder e-mail, kept so the next
 * 'Remind me' for the same address needs no confirmation: its token
 * proves the address (server/src/api/reminders.rs). Only in this browser. */
type KeptLink = { email: string; token: string };

const LINK_KEY = 'guide-reminder-link';

export const reminderLink = {
  read(): KeptLink | null {
    try {
      const kept = JSON.parse(localStorage.getItem(LINK_KEY) ?? 'null') as Partial<KeptLink> | null;
      return typeof kept?.email === 'string' && typeof kept.token === 'string' ? { email: kept.email, token: kept.token } : null;
    } catch {
      return null;
    }
  },
  keep(link: KeptLink) {
    try {
      localStorage.setItem(LINK_KEY, JSON.stringify(link));
    } catch {
      // Private browsing: the next reminder is confirmed by e-mail again.
    }
  },
  forget() {
    try {
      localStorage.removeItem(LINK_KEY);
    } catch {
      // Nothing was kept.
    }
  },
  /** The kept token when it is for `email` (as typed, any case). */
  tokenFor(email: string): string | null {
    const kept = reminderLink.read();
    return kept && kept.email.toLowerCase() === email.trim().toLowerCase() ? kept.token : null;
  },
};

/** `POST /api/reminders` (202): set, or waiting for the e-mailed link. */
export function askReminder(request: ReminderRequest) {
  return apiPost<ReminderAnswer>('/api/reminders', request);
}

/** `POST /api/weekly` (202): subscribed to 'This weekend in <city>', or
 * waiting for the e-mailed link. */
export function subscribeWeekly(request: WeeklyRequest) {
  return apiPost<ReminderAnswer>('/api/weekly', request);
}

/** A call on the address a link names; null when the answer is empty
 * (204: nothing is held any more). */
async function withLink<T>(method: 'GET' | 'POST' | 'DELETE', path: string, token: string): Promise<T | null> {
  return (await apiWithLink<T | undefined>(method, path, token)) ?? null;
}

export const heldFor = (token: string) => withLink<HeldForAddress>('GET', '/api/reminders', token) as Promise<HeldForAddress>;
export const confirmReminders = (token: string) => withLink<HeldForAddress>('POST', '/api/reminders/confirm', token) as Promise<HeldForAddress>;
export const forgetReminder = (token: string, eventId: number) =>
  withLink<HeldForAddress>('DELETE', `/api/reminders/${eventId}`, token) as Promise<HeldForAddress>;
export const forgetEverything = (token: string) => withLink<null>('DELETE', '/api/reminders', token);
/** Ends the weekly e-mail; what is left held for the address, or null
 * when nothing is (the address is forgotten). */
export const unsubscribeWeekly = (token: string) => withLink<HeldForAddress>('DELETE', '/api/weekly', token);
