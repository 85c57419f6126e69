import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form';
import { Spinner } from '@/components/ui/Spinner';
import { useT } from '@/lib/i18n';
import { historyQueryKey, useHistory, type HistoryFilters } from '../api/get-history';
import { ChangeList } from './ChangeList';

/** The History tab (#39): every change to the guide, newest first, with
 * who made it, by which action and what changed, each undoable; filtered
 * by person, kind (those the account's role sees, as the server lists
 * them) and days. Read again whenever the tab is opened. */
export function HistoryTab({ active }: { active: boolean }) {
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
  const kinds = pages[0]?.kinds ?? [];
  const set = (key: keyof HistoryFilters) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: e.target.value }));

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl [&>*]:min-w-0 bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
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
          {kinds.map((kind) => (
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
          <ChangeList changes={changes} label={t('history-heading')} />
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
