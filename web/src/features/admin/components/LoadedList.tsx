import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { serverMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';

/** A dashboard list while it loads, when it could not, when it is empty,
 * and then itself. `what` says which, for its messages' words. */
export function LoadedList({
  query,
  what,
  count,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  what: 'inbox' | 'submissions' | 'sources';
  count: number;
  empty: string;
  children: ReactNode;
}) {
  const t = useT();
  if (query.isPending) return <Spinner label={t('list-loading', { what })} visible className="mt-3" />;
  if (query.isError) {
    return <p className="mt-3 text-red-800">{t('list-failed', { what, reason: serverMessage(query.error, t('list-reload')) })}</p>;
  }
  if (count === 0) return <p className="mt-3 text-slate-700">{empty}</p>;
  return children;
}
