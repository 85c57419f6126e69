import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { StatusBadge } from '@/components/items/StatusBadge';
import { PageHeading } from '@/components/ui/PageHeading';
import { button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { confirmReminders, forgetEverything, forgetReminder, heldFor, reminderLink, unsubscribeWeekly } from '@/lib/reminders';
import { useSite } from '@/lib/site';
import { useHydrating } from '@/lib/hydration';
import { ApiError, serverMessage } from '@/lib/api-client';
import { categoryLabel, eventStatusBadge, type HeldForAddress } from '@/lib/core';
import { useT, useWords } from '@/lib/i18n';

/** What the address bar's fragment carries: `#confirm=…` (the link of a
 * confirmation e-mail) or `#token=…` (any other e-mail's). The fragment
 * never reaches a server, so the token stays out of logs. */
function linkOfFragment(): { token: string; confirm: boolean } | null {
  const hash = new URLSearchParams(globalThis.location?.hash.slice(1) ?? '');
  const confirm = hash.get('confirm');
  const token = confirm ?? hash.get('token');
  return token && /^[0-9a-f]{64}$/.test(token) ? { token, confirm: confirm !== null } : null;
}

type State =
  | { kind: 'loading' }
  | { kind: 'no-link' }
  | { kind: 'gone'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'held'; token: string; held: HeldForAddress; confirmed: boolean }
  | { kind: 'deleted'; email: string };

/** `/reminders`: what the guide keeps for the address whose e-mail's link
 * opened the page (#37). It confirms the address when the link says so,
 * keeps the link on this device (the next 'Remind me' is set at once),
 * and deletes one reminder or everything. Without a link in the address,
 * the one this device kept. */
export function Reminders() {
  const t = useT();
  const words = useWords();
  const toast = useToast();
  const queries = useQueryClient();
  const city = useSite()?.city ?? '';
  // The fragment is the browser's alone: read once the page is hydrated.
  const hydrating = useHydrating();
  const link = useMemo(() => {
    if (hydrating) return undefined;
    const kept = reminderLink.read();
    return linkOfFragment() ?? (kept ? { token: kept.token, confirm: false } : null);
  }, [hydrating]);
  const key = ['reminders', link?.token, link?.confirm];
  const held = useQuery({
    queryKey: key,
    enabled: !!link,
    gcTime: 0,
    queryFn: async () => {
      const { token, confirm } = link!;
      try {
        const answer = confirm ? await confirmReminders(token) : await heldFor(token);
        reminderLink.keep({ email: answer.email, token });
        return answer;
      } catch (error) {
        // A link that names nothing any more is not worth keeping.
        if (error instanceof ApiError && error.status === 410 && reminderLink.read()?.token === token) reminderLink.forget();
        throw error;
      }
    },
  });
  const [deleted, setDeleted] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const gone = held.error instanceof ApiError && held.error.status === 410;

  const failed = (error: unknown) =>
    toast({ title: words.message('error', {}), description: serverMessage(error, t('reminders-failed')), variant: 'destructive' });

  const forgetOne = async (token: string, eventId: number) => {
    setBusy(true);
    try {
      queries.setQueryData(key, await forgetReminder(token, eventId));
      toast({ title: t('reminders-deleted') });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const stopWeekly = async (token: string, email: string) => {
    setBusy(true);
    try {
      const left = await unsubscribeWeekly(token);
      if (left) {
        queries.setQueryData(key, left);
        toast({ title: t('reminders-weekly-stopped') });
      } else {
        // Nothing else was held: the address is forgotten with it.
        reminderLink.forget();
        setDeleted(email);
      }
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const forgetAll = async (token: string, email: string) => {
    setBusy(true);
    try {
      await forgetEverything(token);
      reminderLink.forget();
      setDeleted(email);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const state: State =
    deleted !== null
      ? { kind: 'deleted', email: deleted }
      : link === null
        ? { kind: 'no-link' }
        : held.data && link
          ? { kind: 'held', token: link.token, held: held.data, confirmed: link.confirm }
          : held.isError
            ? { kind: gone ? 'gone' : 'failed', message: gone ? serverMessage(held.error, t('reminders-none')) : t('reminders-failed') }
            : { kind: 'loading' };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading>{t('page-reminders-title')}</PageHeading>
      {state.kind === 'loading' && (
        <output className="mt-4 block text-slate-700">{t('reminders-loading')}</output>
      )}
      {state.kind === 'no-link' && <p className="mt-4 text-slate-700">{t('reminders-no-link')}</p>}
      {(state.kind === 'gone' || state.kind === 'failed') && (
        <p className="mt-4 text-slate-700" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'deleted' && (
        <output className="mt-4 block text-slate-700">{t('reminders-deleted-all', { email: state.email })}</output>
      )}
      {state.kind === 'held' && (
        <>
          {state.confirmed && (
            <output className="mt-4 block rounded-lg bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200">{t('reminders-confirmed')}</output>
          )}
          <h2 className="mt-6 text-xl font-semibold text-slate-900">{t('reminders-for', { email: state.held.email })}</h2>
          {state.held.reminders.length === 0 ? (
            <p className="mt-3 text-slate-700">{t('reminders-none')}</p>
          ) : (
            <ul className="mt-4 grid gap-3">
              {state.held.reminders.map((reminder) => {
                const badge = eventStatusBadge(reminder.status, words);
                return (
                  <li key={reminder.eventId} className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start">
                    <div className="flex-1">
                      <h3 className="text-lg font-semibold text-slate-900">
                        <Link href={reminder.path} className="hover:underline">
                          {reminder.title}
                        </Link>
                        {badge && (
                          <span className="ml-2 align-middle">
                            <StatusBadge label={badge} />
                          </span>
                        )}
                      </h3>
                      <p className="text-sm text-slate-700">{reminder.dates}</p>
                      <p className="mt-1 text-sm text-slate-600">
                        {reminder.confirmed ? t('reminders-sends', { day: reminder.sends }) : t('reminders-waiting')}
                      </p>
                    </div>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => forgetOne(state.token, reminder.eventId)}
                      className={button({ intent: 'quiet', size: 'sm' })}
                    >
                      {t('reminders-delete')}
                      <span className="sr-only"> {reminder.title}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {state.held.weekly && (
            <section className="mt-6 flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start">
              <div className="flex-1">
                <h3 className="text-lg font-semibold text-slate-900">{t('reminders-weekly-title', { city })}</h3>
                <p className="text-sm text-slate-700">
                  {state.held.weekly.categories.length === 0
                    ? t('reminders-weekly-all')
                    : t('reminders-weekly-categories', { categories: state.held.weekly.categories.map((c) => categoryLabel(c, words)).join(', ') })}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {state.held.weekly.confirmed ? t('reminders-weekly-next', { day: state.held.weekly.sends }) : t('reminders-waiting')}
                </p>
              </div>
              <button type="button" disabled={busy} onClick={() => stopWeekly(state.token, state.held.email)} className={button({ intent: 'quiet', size: 'sm' })}>
                {t('reminders-weekly-stop')}
              </button>
            </section>
          )}
          <button type="button" disabled={busy} onClick={() => forgetAll(state.token, state.held.email)} className={button({ intent: 'danger', className: 'mt-6' })}>
            {t('reminders-delete-all')}
          </button>
        </>
      )}
    </div>
  );
}
