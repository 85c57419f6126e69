import { useId, useState, type ChangeEvent } from 'react';
import { button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { inputClass, SelectField, TextAreaField } from '@/components/ui/form';
import { Spinner } from '@/components/ui/Spinner';
import { useToast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-client';
import { useLang, useT } from '@/lib/i18n';
import { useSite } from '@/lib/site';
import { useSuggestions } from '../api/get-suggestions';
import { useSuggestionDraft } from '../api/suggestion-draft';
import { useUpdateSuggestionStatus } from '../api/update-suggestion-status';
import { NEW_STATUS } from '../hooks/use-new-suggestion-count';
import { itemPath, submittedOn, suggestionStatuses, suggestionTypes, type StoredSuggestion, type SuggestionStatus } from '../lib/core';
import type { FromSuggestion } from './FromSuggestionNotice';

/** Core's review states, in order, with their names' messages. */
const STATUSES = suggestionStatuses();
const TYPE_NAMES = new Map<string, string>(suggestionTypes());
const ALL = 'all';

/** Dismissing asks for a note: why it is not in the guide, for staff who read it later. */
function DismissDialog({ suggestion, onClose }: { suggestion: StoredSuggestion; onClose: () => void }) {
  const [note, setNote] = useState('');
  const update = useUpdateSuggestionStatus();
  const toast = useToast();
  const t = useT();
  const [error, setError] = useState<string | undefined>();
  const dismiss = () =>
    update.mutate(
      { id: suggestion.id, status: 'dismissed', note },
      {
        onSuccess: () => {
          toast({ title: t('suggestion-updated'), description: t('suggestion-updated-text', { name: suggestion.name, status: 'dismissed' }) });
          onClose();
        },
        onError: (failure) => setError(serverMessage(failure, t('admin-try-again'))),
      },
    );
  return (
    <Dialog size="narrow" described busy={update.isPending} onClose={onClose}>
      <div className="grid gap-4 p-4 md:p-6">
        <DialogTitle className="font-display text-2xl font-bold text-slate-900">{t('suggestion-dismiss-title', { name: suggestion.name })}</DialogTitle>
        <DialogDescription className="text-sm text-slate-700">{t('suggestion-dismiss-text')}</DialogDescription>
        <TextAreaField label={t('suggestion-note')} value={note} onChange={(e) => setNote(e.target.value)} error={error} rows={3} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={button({ intent: 'secondary' })} disabled={update.isPending} onClick={onClose}>
            {t('admin-cancel')}
          </button>
          <button type="button" className={button()} disabled={update.isPending} onClick={dismiss}>
            {update.isPending ? t('suggestion-dismissing') : t('suggestion-dismiss')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

function SuggestionRow({ suggestion, onCreateFrom }: { suggestion: StoredSuggestion; onCreateFrom: (from: FromSuggestion) => void }) {
  const id = useId();
  const timeZone = useSite()?.timeZone;
  const lang = useLang();
  const update = useUpdateSuggestionStatus();
  const draft = useSuggestionDraft();
  const [dismissing, setDismissing] = useState(false);
  const toast = useToast();
  const t = useT();

  const onStatus = (e: ChangeEvent<HTMLSelectElement>) => {
    const status = e.target.value as SuggestionStatus;
    if (status === 'dismissed') {
      setDismissing(true);
      return;
    }
    update.mutate(
      { id: suggestion.id, status },
      {
        onSuccess: () => toast({ title: t('suggestion-updated'), description: t('suggestion-updated-text', { name: suggestion.name, status }) }),
        onError: (error) =>
          toast({ title: t('suggestion-update-failed'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' }),
      },
    );
  };

  // 'Create from this': the server reads the page; the form it fills opens in its tab.
  const createFrom = () =>
    draft.mutate(suggestion.id, {
      onSuccess: (read) => onCreateFrom({ suggestion, draft: read, at: Date.now() }),
      onError: (error) =>
        toast({ title: t('suggestion-read-failed'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' }),
    });

  return (
    <li className="grid gap-3 py-4 md:grid-cols-[minmax(0,1fr)_auto] md:gap-6">
      <div className="min-w-0">
        <p className="break-words font-semibold text-slate-900">
          {suggestion.name}{' '}
          <span className="ml-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-100">
            {t(TYPE_NAMES.get(suggestion.type) ?? suggestion.type)}
          </span>
        </p>
        <p className="mt-1 text-sm">
          <ExternalLink href={suggestion.website} className="break-all text-brand-700 underline hover:text-brand-800">
            {suggestion.website}
            <span className="sr-only"> {t('opens-new-tab')}</span>
          </ExternalLink>
        </p>
        {suggestion.description && <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{suggestion.description}</p>}
        <p className="mt-1 break-words text-xs text-slate-600">
          {t('suggestion-by', { name: suggestion.submitterName })} (
          <a href={`mailto:${suggestion.submitterEmail}`} className="text-brand-700 underline hover:text-brand-800">
            {suggestion.submitterEmail}
          </a>
          ){timeZone && ` ${t('suggestion-on', { date: submittedOn(suggestion.createdAt, timeZone, lang) })}`}
        </p>
        {suggestion.added && (
          <p className="mt-2 text-sm">
            <a
              href={itemPath(suggestion.added.kind, suggestion.added.id, suggestion.added.name)}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-brand-700 underline hover:text-brand-800"
            >
              {t('suggestion-added-as', { name: suggestion.added.name })}
              <span className="sr-only"> {t('opens-new-tab')}</span>
            </a>
          </p>
        )}
        {suggestion.note && <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">{t('suggestion-note-shown', { note: suggestion.note })}</p>}
      </div>
      <div className="grid content-start gap-3 md:w-44">
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
            {t('suggestion-status')}
            <span className="sr-only"> {t('manage-item-of', { name: suggestion.name })}</span>
          </label>
          <select
            id={id}
            className={inputClass}
            // The chosen status while it is being saved; what the server has otherwise.
            value={update.isPending ? update.variables.status : suggestion.status}
            disabled={update.isPending}
            onChange={onStatus}
          >
            {STATUSES.map(([status, message]) => (
              <option key={status} value={status}>
                {t(message)}
              </option>
            ))}
          </select>
        </div>
        {!suggestion.added && (
          <button type="button" className={button({ intent: 'secondary', size: 'sm' })} disabled={draft.isPending} onClick={createFrom}>
            {draft.isPending ? t('suggestion-reading', { name: suggestion.name }) : t('suggestion-create-from')}
            <span className="sr-only"> {suggestion.name}</span>
          </button>
        )}
      </div>
      {dismissing && <DismissDialog suggestion={suggestion} onClose={() => setDismissing(false)} />}
    </li>
  );
}

/**
 * Suggestions: what visitors proposed on /suggest, filtered by review
 * status (new ones first shown), each with its status control, a note
 * when dismissed, 'Create from this' (the page read and its form opened in
 * its tab) and, once added, a link to what it became. The status values
 * are core's.
 */
export function Suggestions({ onCreateFrom }: { onCreateFrom: (from: FromSuggestion) => void }) {
  const [filter, setFilter] = useState<string>(NEW_STATUS);
  const headingId = useId();
  const suggestions = useSuggestions();
  const shown = suggestions.data?.filter((s) => filter === ALL || s.status === filter);
  const t = useT();

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('suggestions-title')}
        </h2>
        <div className="w-full sm:w-56">
          <SelectField label={t('suggestions-show')} value={filter} onChange={(e) => setFilter(e.target.value)}>
            {STATUSES.map(([status, message]) => (
              <option key={status} value={status}>
                {t(message)}
              </option>
            ))}
            <option value={ALL}>{t('suggestions-all')}</option>
          </SelectField>
        </div>
      </div>
      {suggestions.isPending && <Spinner label={t('suggestions-loading')} visible />}
      {suggestions.isError && <p className="text-sm text-red-700">{t('suggestions-failed')}</p>}
      {shown &&
        (shown.length === 0 ? (
          <p className="text-sm text-slate-700">{filter === ALL ? t('suggestions-none') : t('suggestions-none-of', { status: filter })}</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={t('admin-tab-suggestions')}>
            {shown.map((suggestion) => (
              <SuggestionRow key={suggestion.id} suggestion={suggestion} onCreateFrom={onCreateFrom} />
            ))}
          </ul>
        ))}
    </section>
  );
}
