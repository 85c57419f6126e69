import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import { button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/Spinner';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useT, useWords } from '@/lib/i18n';
import { useAdminVenues } from '../api/get-admin-venues';
import { useCreateSource } from '../api/create-source';
import { useEditable } from '../api/get-editable';
import { useUpdateContent } from '../api/update-content';
import { defaultEveryHours, mergeRows, mergeTaking, type Editable, type Event, type EventEdit, type MergeField, type MergeRow } from '../lib/core';

type Props = {
  /** The guide's event. */
  guideId: number;
  /** The new read of it, as the event form holds it. */
  read: EventEdit;
  /** Whether this staff member may follow pages (admins). */
  followsSources: boolean;
  onClose: () => void;
  /** Saved: the guide's event now holds what was taken. */
  onMerged: (name: string) => void;
};

/** One field: the guide's value or the read's, as a pair of radio buttons. */
function Choice({ row, takeRead, onTake }: { row: MergeRow; takeRead: boolean; onTake: (read: boolean) => void }) {
  const t = useT();
  const name = useId();
  const none = t('merge-none');
  return (
    <fieldset className="grid gap-1 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{row.label}</legend>
      {[false, true].map((read) => (
        <label key={String(read)} className="flex items-start gap-2 text-sm text-slate-900">
          <input type="radio" name={name} className="mt-0.5 size-4 shrink-0 accent-brand-600" checked={takeRead === read} onChange={() => onTake(read)} />
          <span className="min-w-0 break-words">
            <span className="font-medium text-slate-700">{read ? t('merge-found') : t('merge-guides')}: </span>
            {(read ? row.read : row.guide) || none}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function MergeForm({ opened, read, followsSources, onClose, onMerged }: Omit<Props, 'guideId'> & { opened: Editable<Event> }) {
  const t = useT();
  const words = useWords();
  const toast = useToast();
  const venues = useAdminVenues().data ?? [];
  const guide = opened.item;
  const rows = mergeRows(guide, read, venues, words);
  const [take, setTake] = useState<ReadonlySet<MergeField>>(() => new Set(rows.filter((row) => row.takeRead).map((row) => row.field)));
  const pageUrl = read.sourceUrl;
  const [follow, setFollow] = useState(false);
  const update = useUpdateContent();
  const createSource = useCreateSource();
  const differing = rows.filter((row) => row.differs);
  const same = rows.filter((row) => !row.differs && row.guide !== '');

  const choose = (field: MergeField, takeRead: boolean) => {
    const next = new Set(take);
    if (takeRead) next.add(field);
    else next.delete(field);
    setTake(next);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = mergeTaking(guide, read, [...take]);
    // Followed for it: the guide's event is known as the page's from now
    // on, so the page's later reads update it instead of adding it again.
    if (follow && pageUrl) body.sourceUrl = pageUrl;
    update.mutate(
      { kind: 'events', id: guide.id, body, version: opened.version },
      {
        onSuccess: () => {
          onMerged(guide.title);
          if (!(follow && pageUrl)) return;
          createSource.mutate(
            { name: guide.title, url: pageUrl, venueId: guide.venueId ?? null, everyHours: defaultEveryHours(), trust: 'inbox' },
            {
              onError: (error) => {
                // Already followed: the event is known as the page's all the same.
                if (error instanceof ApiError && error.status === 409) return;
                toast({ title: t('merge-follow-failed'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' });
              },
            },
          );
        },
        onError: (error) =>
          toast({ title: t('edit-not-saved'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-slate-700">{t('merge-intro', { name: guide.title })}</p>
      {differing.length === 0 ? (
        <p className="text-sm text-slate-900">{t('merge-nothing-differs')}</p>
      ) : (
        differing.map((row) => <Choice key={row.field} row={row} takeRead={take.has(row.field)} onTake={(takeRead) => choose(row.field, takeRead)} />)
      )}
      {same.length > 0 && <p className="text-sm text-slate-600">{t('merge-same', { fields: same.map((row) => row.label).join(', ') })}</p>}
      {followsSources && pageUrl && (
        <div className="flex items-start gap-3 rounded-md bg-slate-50 p-3">
          <input id="merge-follow" type="checkbox" className="mt-1 size-5 shrink-0 accent-brand-600" checked={follow} onChange={(e) => setFollow(e.target.checked)} aria-describedby="merge-follow-hint" />
          <div className="min-w-0">
            <label htmlFor="merge-follow" className="font-medium text-slate-900">
              {t('merge-follow')}
            </label>
            <p id="merge-follow-hint" className="break-all text-sm text-slate-600">
              {t('merge-follow-hint', { url: pageUrl })}
            </p>
          </div>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={button({ intent: 'secondary' })} disabled={update.isPending} onClick={onClose}>
          {t('admin-cancel')}
        </button>
        <button type="submit" className={button()} disabled={update.isPending}>
          {update.isPending ? t('admin-saving') : t('merge-save')}
        </button>
      </div>
    </form>
  );
}

/**
 * The merge view (#71): the guide's event beside a new read of it, each
 * field kept or taken (core's `merge_rows` and `merge_taking`), saved as
 * an edit of the guide's event at the version it was read at; admins may
 * follow the read's page for it.
 */
export function MergeDialog({ guideId, ...props }: Props) {
  const opened = useEditable('events', guideId);
  const t = useT();
  return (
    <Dialog onClose={props.onClose}>
      <div className="grid gap-4 p-4 md:p-6">
        <DialogTitle className="font-display text-2xl font-bold text-slate-900">{t('merge-title')}</DialogTitle>
        {!opened.data && !opened.error && <Spinner label={t('edit-opening', { kind: 'events' })} visible />}
        {opened.error !== undefined && (
          <p role="alert" className="text-red-700">
            {opened.error instanceof ApiError && opened.error.status === 404 ? t('edit-gone', { kind: 'events' }) : t('edit-open-failed')}
          </p>
        )}
        {opened.data && <MergeForm opened={opened.data as Editable<Event>} {...props} />}
      </div>
    </Dialog>
  );
}
