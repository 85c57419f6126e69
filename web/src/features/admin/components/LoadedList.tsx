import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { serverMessage } from '@/lib/api-client';

/** A dashboard list while it loads, when it could not, when it is empty,
 * and then itself. `what` names it: 'the inbox', 'sources'. */
export function LoadedList({
  query,
  what,
  count,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  what: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Loading ${what}…`} visible className="mt-3" />;
  if (query.isError) {
    const capitalized = what.charAt(0).toUpperCase() + what.slice(1);
    return (
      <p className="mt-3 text-red-800">
        {capitalized} could not be loaded: {serverMessage(query.error, 'please reload the page.')}
      </p>
    );
  }
  if (count === 0) return <p className="mt-3 text-slate-700">{empty}</p>;
  return children;
}
