import { useId, useState, type ChangeEvent } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { inputClass, SelectField } from '@/components/ui/form';
import { Spinner } from '@/components/ui/Spinner';
import { useToast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-client';
import { useLang, useT } from '@/lib/i18n';
import { useSite } from '@/lib/site';
import { useSuggestions } from '../api/get-suggestions';
import { useUpdateSuggestionStatus } from '../api/update-suggestion-status';
import { NEW_STATUS } from '../hooks/use-new-suggestion-count';
import { submittedOn, suggestionStatuses, suggestionTypes, type StoredSuggestion, type SuggestionStatus } from '../lib/core';

/** Core's review states, in order, with their names' messages. */
const STATUSES = suggestionStatuses();
const TYPE_NAMES = new Map<string, string>(suggestionTypes());
const ALL = 'all';

function SuggestionRow({ suggestion }: { suggestion: StoredSuggestion }) {
  const id = useId();
  const timeZone = useSite()?.timeZone;
  const lang = useLang();
  const update = useUpdateSuggestionStatus();
  const toast = useToast();
  const t = useT();

  const onStatus = (e: ChangeEvent<HTMLSelectElement>) => {
    const status = e.target.value as SuggestionStatus;
    update.mutate(
      { id: suggestion.id, status },
      {
        onSuccess: () => toast({ title: t('suggestion-updated'), description: t('suggestion-updated-text', { name: suggestion.name, status }) }),
        onError: (error) =>
          toast({ title: t('suggestion-update-failed'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' }),
      },
    );
  };

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
      </div>
      <div className="md:w-44">
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
    </li>
  );
}

/**
 * Suggestions: what visitors proposed on /suggest, filtered by review
 * status (new ones first shown), each with its status control. The status
 * values are core's.
 */
export function Suggestions() {
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
              <SuggestionRow key={suggestion.id} suggestion={suggestion} />
            ))}
          </ul>
        ))}
    </section>
  );
}
