import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/Spinner';
import { useToast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-client';
import { useT, useWords } from '@/lib/i18n';
import { useCreateSource } from '../api/create-source';
import { useConfirmSource } from '../api/confirm-source';
import { useDeleteSource } from '../api/delete-source';
import { useAdminVenues } from '../api/get-admin-venues';
import { inboxQueryKey } from '../api/get-inbox';
import { getSources, SOURCES_WATCH_MS, sourcesQueryKey, useSources } from '../api/get-sources';
import { useRunSource } from '../api/run-source';
import { scheduleLabel, sourceForVenue, venuesToFollow, type AdminVenue, type FollowState, type HealthState, type SourceForm, type SourceView } from '../lib/core';
import { ConfirmDialog } from './ConfirmDialog';
import { LoadedList } from './LoadedList';
import { SourceEditor } from './SourceEditor';

/** The colours of each state's badge (its words are core's `label`). */
const STATE_CLASS: Record<HealthState, string> = {
  waiting: 'bg-slate-100 text-slate-800',
  reading: 'bg-brand-50 text-brand-800',
  ok: 'bg-brand-50 text-emerald-800',
  failing: 'bg-red-50 text-red-800',
  suspicious: 'bg-amber-50 text-amber-900',
};

/** How a followed account answered the guide's follow. */
const ACCOUNT_STATE: Record<FollowState, string> = {
  pending: 'sources-account-pending',
  accepted: 'sources-account-accepted',
  refused: 'sources-account-refused',
};

/**
 * A read asked for ('Run now', or a new source's first), until it is over:
 * `since` is the source's last read before it was asked for (to the
 * millisecond), so the read is over once there is a later one and the
 * source is no longer being read, whenever the runner took it.
 */
type Run = { since: string | null };

function finished(source: SourceView, run: Run) {
  return source.health.state !== 'reading' && source.health.lastReadAt !== run.since;
}

/** Looks at a source being read before giving up on watching it: longer
 * than a read may hold its source (five minutes). */
const RUN_LOOKS = 400;

function SourceRow({ source, run, onRun, onUnfollow }: { source: SourceView; run: Run | undefined; onRun: () => void; onUnfollow: () => void }) {
  const { health } = source;
  const [editing, setEditing] = useState(false);
  const t = useT();
  const words = useWords();
  const confirm = useConfirmSource();
  const toast = useToast();
  const onConfirm = () =>
    confirm.mutate(source.id, {
      onSuccess: () => toast({ title: t('source-confirmed'), description: source.name }),
      onError: (error) => toast({ title: t('edit-not-saved'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' }),
    });
  return (
    <li className="py-4" aria-label={source.name}>
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto] md:gap-6">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {source.name}
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[health.state]}`}>{health.label}</span>
            {source.waiting > 0 && (
              <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t('sources-waiting', { count: source.waiting })}
              </span>
            )}
          </p>
          <p className="mt-1 text-sm">
            <ExternalLink href={source.account?.actor ?? source.url} className="break-all text-brand-700 underline hover:text-brand-800">
              {source.url}
              <span className="sr-only"> {t('opens-new-tab')}</span>
            </ExternalLink>
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {[
              scheduleLabel(source.everyHours, words),
              source.trust === 'publish' ? t('sources-trust-publish') : t('sources-trust-inbox'),
              source.account && t(ACCOUNT_STATE[source.account.state]),
              health.lastReadAgo && t('sources-last-read', { ago: health.lastReadAgo }),
              health.found,
              health.nextReadIn && source.everyHours !== null && t('sources-next-read', { when: health.nextReadIn }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {health.suspicion && (
            <div className="mt-2 grid gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <p>{health.suspicion}</p>
              <div>
                <button type="button" className={button({ intent: 'secondary', size: 'sm' })} disabled={confirm.isPending} onClick={onConfirm}>
                  {t('source-confirm')}
                  <span className="sr-only"> {source.name}</span>
                </button>
              </div>
            </div>
          )}
          {health.state === 'failing' && health.error && (
            <p className="mt-1 text-sm text-red-800">
              {health.failingFor ? t('sources-failing-for', { time: health.failingFor, error: health.error }) : t('sources-failing', { error: health.error })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {run && <Spinner visible label={health.state === 'reading' ? t('sources-reading') : t('sources-waiting-reader')} />}
          <button type="button" className={button({ size: 'sm' })} onClick={onRun} disabled={!!run}>
            {t('sources-run')}
            <span className="sr-only"> {source.name}</span>
          </button>
          <button type="button" className={button({ intent: 'secondary', size: 'sm' })} onClick={() => setEditing((on) => !on)} aria-expanded={editing}>
            {t('sources-settings')}
            <span className="sr-only"> {t('manage-item-of', { name: source.name })}</span>
          </button>
          <button type="button" className={button({ intent: 'secondary', size: 'sm' })} onClick={onUnfollow}>
            {t('sources-stop')}
            <span className="sr-only"> {source.name}</span>
          </button>
        </div>
      </div>
      {editing && <SourceEditor source={source} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />}
    </li>
  );
}

/** Asks before `DELETE /api/admin/sources/{id}`. */
function UnfollowDialog({ source, onClose }: { source: SourceView; onClose: () => void }) {
  const remove = useDeleteSource();
  const toast = useToast();
  const t = useT();
  const onConfirm = () =>
    remove.mutate(source.id, {
      onSuccess: () => {
        toast({ title: t('sources-stopped', { name: source.name }), description: t('sources-stopped-text') });
        onClose();
      },
      onError: (error) => toast({ title: t('sources-stop-failed', { name: source.name }), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' }),
    });
  return (
    <ConfirmDialog
      title={t('sources-stop-title')}
      confirm={{ label: t('sources-stop'), busy: t('sources-stopping') }}
      busy={remove.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <strong>{source.name}</strong> {t('sources-stop-text', { count: source.waiting })}
    </ConfirmDialog>
  );
}

function FollowVenues({ venues, onFollow, busy }: { venues: AdminVenue[]; onFollow: (forms: SourceForm[]) => void; busy: boolean }) {
  const forms = venues.flatMap((venue) => sourceForVenue(venue) ?? []);
  const t = useT();
  if (forms.length === 0) return null;
  return (
    <section aria-labelledby="follow-venues-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="follow-venues-heading" className="text-lg font-semibold text-slate-900">
          {t('sources-venues-title')}
        </h3>
        {forms.length > 1 && (
          <button type="button" className={button({ intent: 'secondary', size: 'sm' })} onClick={() => onFollow(forms)} disabled={busy}>
            {t('sources-follow-all', { count: forms.length })}
          </button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700">{t('sources-venues-text')}</p>
      <ul className="mt-2 divide-y divide-slate-200">
        {forms.map((form) => (
          <li key={form.venueId} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span className="min-w-0 text-sm">
              <span className="font-medium text-slate-900">{form.name}</span> <span className="break-all text-slate-600">{form.url}</span>
            </span>
            <button type="button" className={button({ size: 'sm' })} onClick={() => onFollow([form])} disabled={busy}>
              {t('sources-follow')}
              <span className="sr-only"> {form.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The sources the guide follows, failing ones first (the server's order),
 * each with its health and 'Run now'; the discovery tab's venues that no
 * source follows yet; and the form to follow another page or feed.
 */
export function SourceHealthPanel() {
  const [runs, setRuns] = useState<Record<number, Run>>({});
  const [unfollowing, setUnfollowing] = useState<SourceView | null>(null);
  const sources = useSources();
  const venues = useAdminVenues();
  const run = useRunSource();
  const follow = useCreateSource();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT();

  const forget = (id: number) => setRuns((current) => Object.fromEntries(Object.entries(current).filter(([key]) => Number(key) !== id)));

  /** Watches a source until a read later than `since` is over, and says
   * how it went (its row shows the progress meanwhile). */
  const watchRead = async (source: SourceView, since: string | null) => {
    const watched: Run = { since };
    setRuns((current) => ({ ...current, [source.id]: watched }));
    try {
      for (let look = 0; look < RUN_LOOKS; look += 1) {
        await new Promise((resolve) => setTimeout(resolve, SOURCES_WATCH_MS));
        const now = (await queryClient.fetchQuery({ queryKey: sourcesQueryKey, queryFn: getSources, staleTime: 0 })).find((s) => s.id === source.id);
        if (!now || !finished(now, watched)) continue;
        if (now.health.state === 'failing') {
          toast({ title: t('sources-read-failed', { name: now.name }), description: now.health.error ?? t('admin-try-again'), variant: 'destructive' });
        } else if (now.health.suspicion) {
          toast({ title: t('sources-read', { name: now.name }), description: now.health.suspicion });
        } else {
          const told = [now.health.found, t('sources-waiting', { count: now.waiting })].filter(Boolean).join('; ');
          toast({ title: t('sources-read', { name: now.name }), description: `${told}.` });
        }
        return;
      }
      toast({ title: t('sources-not-read', { name: source.name }), description: t('sources-not-read-text') });
    } catch (error) {
      toast({ title: t('sources-watch-failed', { name: source.name }), description: serverMessage(error, t('sources-reload')), variant: 'destructive' });
    } finally {
      forget(source.id);
      void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    }
  };

  /** A new source with a schedule is read at once: watch that read. */
  const onFollowed = (source: SourceView) => {
    if (source.everyHours !== null) void watchRead(source, null);
  };

  /** Asks for a read now, then watches it. */
  const onRun = async (source: SourceView) => {
    const since = source.health.lastReadAt;
    setRuns((current) => ({ ...current, [source.id]: { since } }));
    try {
      await run.mutateAsync(source.id);
    } catch (error) {
      forget(source.id);
      toast({ title: t('sources-run-failed', { name: source.name }), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' });
      return;
    }
    await watchRead(source, since);
  };

  const onFollow = async (forms: SourceForm[]) => {
    let followed = 0;
    for (const form of forms) {
      try {
        onFollowed(await follow.mutateAsync(form));
        followed += 1;
      } catch (error) {
        toast({ title: t('sources-follow-failed', { name: form.name }), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' });
      }
    }
    if (followed > 0) toast({ title: followed === 1 ? t('sources-following', { name: forms[0].name }) : t('sources-following-venues', { count: followed }), description: t('sources-first-reads') });
  };

  const list = sources.data ?? [];
  const toFollow = venues.data && sources.data ? venuesToFollow(venues.data, sources.data) : [];
  return (
    <section aria-labelledby="sources-heading" className="space-y-6">
      <div>
        <h2 id="sources-heading" className="font-display text-2xl font-bold text-slate-900">
          {t('sources-title')}
        </h2>
        <LoadedList query={sources} what="sources" count={list.length} empty={t('sources-empty')}>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white px-5 shadow-sm ring-1 ring-slate-200">
            {list.map((source) => (
              <SourceRow key={source.id} source={source} run={runs[source.id]} onRun={() => void onRun(source)} onUnfollow={() => setUnfollowing(source)} />
            ))}
          </ul>
        </LoadedList>
      </div>
      <FollowVenues venues={toFollow} onFollow={(forms) => void onFollow(forms)} busy={follow.isPending} />
      <SourceEditor onSaved={onFollowed} />
      {unfollowing && <UnfollowDialog source={unfollowing} onClose={() => setUnfollowing(null)} />}
    </section>
  );
}
