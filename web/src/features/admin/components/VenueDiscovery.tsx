import { useEffect, useId, useRef, useState } from 'react';
import { button } from '@/components/ui/button';
import { inputClass, TextAreaField } from '@/components/ui/form';
import { Spinner } from '@/components/ui/Spinner';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useT, useWords } from '@/lib/i18n';
import { useBulkCreateEvents } from '../api/bulk-create-events';
import { useDiscoverEvents, type DiscoveryProgress } from '../api/discover-events';
import { useAdminVenues } from '../api/get-admin-venues';
import { useUpdateVenueEventsUrl } from '../api/update-venue-events-url';
import { useUpdateVenuePosition } from '../api/update-venue-position';
import { canDiscover, eventsPageFor, itemPath, readPosition, type AdminVenue, type DiscoveryReport } from '../lib/core';
import { DiscoveryResults } from './DiscoveryResults';

/** A page read: the stream's line says how many events; the final report
 * says too why a page gave none (its past events, what it skipped). */
type PageDone = { name: string; events: number; error: string | null; past?: number; skipped?: string[] };

/** Why a page that was read gave no event: all its events are past, or
 * what it had was skipped (with the reader's reason), or it lists none. */
function NothingFound({ page }: { page: PageDone }) {
  const t = useT();
  const why = [page.past ? t('discovery-page-past', { count: page.past }) : '', ...(page.skipped ?? [])].filter(Boolean);
  return <span className="block pl-4 text-slate-600">{why.length > 0 ? why.join('; ') : t('discovery-page-no-events')}</span>;
}

/** What the streamed answer has said so far. */
type Progress = { total: number; done: number; reading: { index: number; name: string }[]; finished: PageDone[] };

const NO_PROGRESS: Progress = { total: 0, done: 0, reading: [], finished: [] };

function advance(progress: Progress, line: DiscoveryProgress): Progress {
  if (line.kind === 'started') {
    return { ...progress, total: line.total, reading: [...progress.reading, { index: line.index, name: line.name }] };
  }
  return {
    total: line.total,
    done: Math.max(progress.done, line.done),
    reading: progress.reading.filter((page) => page.index !== line.index),
    finished: [...progress.finished, line],
  };
}

/** A venue's 'Map position' (for Near me and the maps), pasted as a map
 * gives it and read by core; saved when the field loses focus. */
function VenuePositionField({ venue }: { venue: AdminVenue }) {
  const id = useId();
  const t = useT();
  const words = useWords();
  const update = useUpdateVenuePosition();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stored = venue.latitude != null && venue.longitude != null ? `${venue.latitude}, ${venue.longitude}` : '';

  const save = () => {
    if (draft === null) return;
    const read = readPosition(draft, words);
    if (!read.position) {
      setError(read.error);
      return;
    }
    setError(null);
    const { latitude, longitude } = read.position;
    if (latitude === (venue.latitude ?? null) && longitude === (venue.longitude ?? null)) {
      setDraft(null);
      return;
    }
    update.mutate(
      { id: venue.id, latitude, longitude },
      {
        onSuccess: () => setDraft(null),
        onError: (failed) => setError(failed instanceof ApiError ? (Object.values(failed.fields)[0] ?? serverMessage(failed, t('admin-try-again'))) : t('admin-try-again')),
      },
    );
  };

  return (
    <div>
      <label htmlFor={`${id}-position`} className="mb-1 block text-xs font-medium text-slate-600">
        {t('discovery-position')}
        <span className="sr-only"> {t('discovery-for', { name: venue.name })}</span>
      </label>
      <input
        id={`${id}-position`}
        type="text"
        // The full keyboard: a phone's decimal pad has no minus sign for a
        // western longitude, nor the comma between the two numbers.
        autoComplete="off"
        className={inputClass}
        value={draft ?? stored}
        placeholder="27.3306, -82.5418"
        onChange={(e) => {
          setDraft(e.target.value);
          setError(null);
        }}
        onBlur={save}
        aria-busy={update.isPending || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-position-error` : undefined}
      />
      {error && (
        <p id={`${id}-position-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** One venue: its checkbox, its events-page address and its map position, each saved when its field loses focus. */
function VenueRow({ venue, onToggle }: { venue: AdminVenue; onToggle: () => void }) {
  const id = useId();
  const update = useUpdateVenueEventsUrl();
  // What the admin typed, until the venues have been read again after saving it.
  const [draft, setDraft] = useState<string | null>(null);
  const stored = venue.eventsPageUrl ?? '';
  const t = useT();

  const save = () => {
    if (draft === null) return;
    if (draft === stored) {
      setDraft(null);
      return;
    }
    update.mutate({ id: venue.id, eventsPageUrl: draft }, { onSettled: () => setDraft(null) });
  };

  return (
    <li className="grid gap-2 py-3 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_minmax(0,2fr)] md:items-start md:gap-4">
      <div className="flex items-start gap-3 md:pt-7">
        <input
          id={`${id}-venue`}
          type="checkbox"
          checked={venue.selected ?? false}
          onChange={onToggle}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <label htmlFor={`${id}-venue`} className="text-sm font-medium text-slate-900">
          {venue.name}
        </label>
      </div>
      <div>
        <label htmlFor={`${id}-url`} className="mb-1 block text-xs font-medium text-slate-600">
          {t('discovery-events-page')}
          <span className="sr-only"> {t('discovery-for', { name: venue.name })}</span>
        </label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          className={inputClass}
          value={draft ?? stored}
          placeholder={eventsPageFor(venue)}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={save}
          aria-busy={update.isPending || undefined}
        />
      </div>
      <VenuePositionField venue={venue} />
    </li>
  );
}

/** What a bulk create made, and the results it left. */
type Created = { events: { id: number; title: string }[]; rest: DiscoveryReport };

/** After 'Create Selected Events': links to what was made, and what was
 * found and not made, to show again. Taken into view with the keyboard on
 * it, where the results were (the page would otherwise end at its footer). */
function CreatedNotice({ created, onShowRest }: { created: Created; onShowRest: () => void }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  // Each create shows a notice of its own (the results are gone between two).
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const rest = created.rest.newEvents.length + created.rest.duplicateEvents.length;
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="created-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 id="created-heading" className="text-xl font-semibold text-slate-900">
        {t('discovery-created-heading', { count: created.events.length })}
      </h2>
      <ul className="mt-2 grid gap-1">
        {created.events.map((event) => (
          <li key={event.id}>
            <a href={itemPath('event', event.id, event.title)} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
              {event.title}
            </a>
          </li>
        ))}
      </ul>
      {rest > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-slate-700">{t('discovery-left', { count: rest })}</p>
          <button type="button" className={button({ intent: 'secondary', size: 'sm' })} onClick={onShowRest}>
            {t('discovery-show-left')}
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * Venue Events Discovery (spec sections 2 and 4): pick venues and custom
 * pages, discover (progress streamed page by page), tick the new events and
 * create them in bulk.
 */
export function VenueDiscovery({ followsSources }: { followsSources: boolean }) {
  const venues = useAdminVenues();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [customUrls, setCustomUrls] = useState('');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [report, setReport] = useState<DiscoveryReport | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [created, setCreated] = useState<Created | null>(null);
  const discover = useDiscoverEvents();
  const bulkCreate = useBulkCreateEvents();
  const toast = useToast();
  const t = useT();

  const list: AdminVenue[] = (venues.data ?? []).map((venue) => ({ ...venue, selected: selected.has(venue.id) }));
  const lines = customUrls.split('\n');
  const running = discover.isPending;
  // Spec section 5: disabled while running, or with no venue ticked and no custom URL.
  const enabled = !running && canDiscover(list, lines);

  const toggleVenue = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onDiscover = () => {
    setReport(null);
    setCreated(null);
    setChosen(new Set());
    setProgress(NO_PROGRESS);
    discover.mutate(
      {
        request: {
          venues: list.filter((venue) => venue.selected),
          customUrls: lines.map((line) => line.trim()).filter((line) => line !== ''),
        },
        onProgress: (line) => setProgress((current) => advance(current ?? NO_PROGRESS, line)),
      },
      {
        onSuccess: (answer) => setReport(answer),
        // Spec section 8: only logged (by the hook); the spinner just stops.
        onError: () => setProgress(null),
      },
    );
  };

  const onCreate = () => {
    if (!report) return;
    const events = report.newEvents.filter((_, i) => chosen.has(i));
    bulkCreate.mutate(events, {
      onSuccess: (answer) => {
        toast({ title: answer?.message ?? t('discovery-created') });
        // Spec section 4: the selection clears and the results go; what
        // was made is linked, and what was not chosen is one click away.
        setCreated({
          events: events.map((event, i) => ({ id: answer?.ids[i] ?? 0, title: event.title })).filter((event) => event.id > 0),
          rest: { ...report, newEvents: report.newEvents.filter((_, i) => !chosen.has(i)) },
        });
        setReport(null);
        setChosen(new Set());
        setProgress(null);
      },
    });
  };

  const current = progress?.reading.at(-1);
  const pages: PageDone[] = report?.sources ?? progress?.finished ?? [];
  const showProgress = progress !== null && (running || progress.total > 0);

  return (
    <div className="grid gap-8">
      <section aria-labelledby="venues-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="venues-heading" className="text-xl font-semibold text-slate-900">
            {t('discovery-venues')}
          </h2>
          <p className="text-sm text-slate-600">{t('discovery-selected', { count: selected.size })}</p>
        </div>
        <p className="mt-1 text-sm text-slate-700">{t('discovery-venues-text')}</p>
        {venues.isPending && <Spinner label={t('discovery-venues-loading')} visible className="mt-4" />}
        {venues.isError && <p className="mt-4 text-sm text-red-700">{t('discovery-venues-failed')}</p>}
        {list.length > 0 && (
          <ul className="mt-2 divide-y divide-slate-200">
            {list.map((venue) => (
              <VenueRow key={venue.id} venue={venue} onToggle={() => toggleVenue(venue.id)} />
            ))}
          </ul>
        )}
        <div className="mt-4">
          <TextAreaField
            label={t('discovery-custom-urls')}
            hint={t('discovery-custom-urls-hint')}
            value={customUrls}
            onChange={(e) => setCustomUrls(e.target.value)}
            rows={3}
            inputMode="url"
            placeholder={t('discovery-custom-urls-example')}
          />
        </div>
        <div className="mt-4">
          <button type="button" className={button()} disabled={!enabled} onClick={onDiscover}>
            {running && <span aria-hidden="true" className="mr-2 size-4 animate-spin rounded-full border-2 border-white border-t-transparent" />}
            {running ? t('discovery-running') : t('discovery-run')}
          </button>
        </div>
      </section>

      {showProgress && (
        <section aria-labelledby="progress-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
          <h2 id="progress-heading" className="text-xl font-semibold text-slate-900">
            {t('discovery-pages')}
          </h2>
          <output className="mt-2 block text-sm text-slate-800">
            {!running
              ? t('discovery-read', { done: progress.done, total: progress.total })
              : current
                ? t('discovery-reading', { name: current.name, n: current.index + 1, total: progress.total })
                : progress.total > 0 && progress.done === progress.total
                  ? t('discovery-comparing')
                  : t('discovery-starting')}
          </output>
          {progress.total > 0 && (
            <>
              <progress className="mt-3 h-2 w-full accent-brand-600" value={progress.done} max={progress.total} aria-labelledby="progress-heading" />
              <p className="mt-1 text-sm text-slate-600">
                {t('discovery-done', { done: progress.done, total: progress.total })}
              </p>
            </>
          )}
          {pages.length > 0 && (
            <ul className="mt-3 grid gap-1 text-sm">
              {pages.map((page, i) => (
                <li key={`${i}-${page.name}`} className={page.error ? 'text-red-700' : 'text-slate-700'}>
                  <span className="font-medium">{page.name}</span>:{' '}
                  {page.error ? t('discovery-page-failed', { error: page.error }) : t('discovery-page-events', { count: page.events })}
                  {!page.error && page.events === 0 && <NothingFound page={page} />}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {created && (
        <CreatedNotice
          created={created}
          onShowRest={() => {
            setReport(created.rest);
            setCreated(null);
          }}
        />
      )}

      {report && (
        <DiscoveryResults
          followsSources={followsSources}
          report={report}
          chosen={chosen}
          onChoose={setChosen}
          creating={bulkCreate.isPending}
          onCreate={onCreate}
        />
      )}
    </div>
  );
}
