import { useState } from 'react';
import { button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/Spinner';
import { useT } from '@/lib/i18n';
import { useHistory } from '../api/get-history';
import type { ChangeKind } from '../lib/core';
import { ChangeList } from './ChangeList';

/** An item's own history, in its edit dialog (#39): read when opened,
 * each change undoable. An undo changes the item under the form, so the
 * dialog is closed (`onUndone`) rather than left showing what was. */
export function ItemHistory({ kind, id, onUndone }: { kind: ChangeKind; id: number; onUndone: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const history = useHistory({ staff: '', kind, since: '', until: '', item: id }, open);
  const changes = (history.data?.pages ?? []).flatMap((page) => page.changes);
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold text-brand-700">{t('history-of-item')}</summary>
      {history.isPending && open && <Spinner label={t('history-loading')} visible />}
      {history.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {t('history-failed')}
        </p>
      )}
      {history.isSuccess && (changes.length === 0 ? <p className="mt-2 text-slate-700">{t('history-none')}</p> : <ChangeList changes={changes} label={t('history-of-item')} onUndone={onUndone} />)}
      {history.hasNextPage && (
        <button type="button" className={button({ intent: 'secondary', size: 'sm' })} disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {t('history-more')}
        </button>
      )}
    </details>
  );
}
