import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form';
import { Spinner } from '@/components/ui/Spinner';
import { useT } from '@/lib/i18n';
import { historyQueryKey, useHistory, type HistoryFilters } from '../api/get-history';
import type { ChangeEntry, ChangeKind, Role } from '../lib/core';

/** The kinds an account's role may see the changes of (the server leaves
 * the others out for an editor all the same). */
function kindsFor(role: Role): ChangeKind[] {
  const all: ChangeKind[] = ['event', 'activity', 'restaurant', 'venue', 'suggestion', 'source', 'account'];
  return role === 'admin' ? all : all.filter((kind) => kind !== 'source' && kind !== 'account');
}

/** A change's fields: each one's name, before and after. */
function FieldTable({ change }: { change: ChangeEntry }) {
  const t = useT();
  const empty = t('history-empty-value');
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm">
        <thead>
          <tr className="text-left text-slate-700">
            <th scope="col" className="py-1 pr-4 font-medium">
              {t('history-field')}
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              {t('history-before')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('history-after')}
            </th>
          </tr>
        </thead>
        <tbody className="align-top">
          {change.fields.map((field) => (
            <tr key={field.field}>
              <th scope="row" className="py-1 pr-4 text-left font-mono text-xs font-normal text-slate-700">
                {field.field}
              </th>
              <td className="max-w-xs break-words py-1 pr-4 text-slate-800">{field.before ?? empty}</td>
              <td className="max-w-xs break-words py-1 text-slate-900">{field.after ?? empty}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Change({ change }: { change: ChangeEntry }) {
  const t = useT();
  const who = change.staffName ?? (change.staffId === null ? t('history-by-guide') : t('history-by-removed'));
  return (
    <li className="py-4">
      <p className="font-semibold text-slate-900">
        {t(`history-operation-${change.operation}`)} · {t(`history-kind-${change.kind}`)} “{change.itemName}”
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {t('history-by', { who, action: t(`history-action-${change.action}`) })} · <time dateTime={new Date(change.at).toISOString()}>{change.when}</time>
      </p>
      {change.fields.length > 0 &&
        (change.operation === 'update' ? (
          <FieldTable change={change} />
        ) : (
          // What an item had when made or deleted is long: shown when asked.
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-brand-700">{t('history-fields', { count: change.fields.length })}</summary>
            <FieldTable change={change} />
          </details>
        ))}
    </li>
  );
}

/** The History tab (#39): every change to the guide, newest first, with
 * who made it, by which action and what changed; filtered by person, kind
 * and days. Read again whenever the tab is opened. */
export function HistoryTab({ active, role }: { active: boolean; role: Role }) {
  const t = useT();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<HistoryFilters>({ staff: '', kind: '', since: '', until: '' });
  useEffect(() => {
    if (active) void queryClient.invalidateQueries({ queryKey: historyQueryKey });
  }, [active, queryClient]);
  const history = useHistory(filters, active);
  const pages = history.data?.pages ?? [];
  const changes = pages.flatMap((page) => page.changes);
  const people = pages[0]?.people ?? [];
  const set = (key: keyof HistoryFilters) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: e.target.value }));

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('history-heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('history-intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label={t('history-person')} value={filters.staff} onChange={set('staff')}>
          <option value="">{t('history-everyone')}</option>
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('history-kind')} value={filters.kind} onChange={set('kind')}>
          <option value="">{t('history-all-kinds')}</option>
          {kindsFor(role).map((kind) => (
            <option key={kind} value={kind}>
              {t(`history-kind-${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('history-since')} type="date" value={filters.since} onChange={set('since')} />
        <TextField label={t('history-until')} type="date" value={filters.until} onChange={set('until')} />
      </div>
      {history.isPending && <Spinner label={t('history-loading')} visible />}
      {history.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('history-failed')}
        </p>
      )}
      {history.isSuccess &&
        (changes.length === 0 ? (
          <p className="text-sm text-slate-700">{t('history-none')}</p>
        ) : (
          <ul aria-label={t('history-heading')} className="divide-y divide-slate-200">
            {changes.map((change) => (
              <Change key={change.id} change={change} />
            ))}
          </ul>
        ))}
      {history.hasNextPage && (
        <div>
          <button type="button" className={button({ intent: 'secondary' })} disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {t('history-more')}
          </button>
        </div>
      )}
    </section>
  );
}
