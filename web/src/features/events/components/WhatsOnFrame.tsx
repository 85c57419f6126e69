import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';

// Home's lead as laid out before its events arrive: it imports no core
// (WASM), so the first paint waits for neither (see Home.tsx).

export type WhatsOnWindow = 'tonight' | 'weekend';

export const WHATS_ON_WINDOWS: readonly WhatsOnWindow[] = ['tonight', 'weekend'];

/** A window's column rows while it loads. */
const SKELETON_ROWS = 2;

/** The two windows side by side (stacked on a phone), each column's
 * content under its heading. */
export function WhatsOnFrame({ columns }: { columns: Record<WhatsOnWindow, ReactNode> }) {
  const t = useT();
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-12 md:grid-cols-2" data-testid="whats-on">
      {WHATS_ON_WINDOWS.map((window) => (
        <section key={window} aria-labelledby={`whats-on-${window}`} className="min-w-0">
          <h2 id={`whats-on-${window}`} className="font-display text-2xl font-bold text-slate-900">
            {t(window === 'tonight' ? 'whats-on-tonight' : 'whats-on-weekend')}
          </h2>
          {columns[window]}
        </section>
      ))}
    </div>
  );
}

/** A column's placeholder rows. */
export function WhatsOnRowsSkeleton() {
  return (
    <ul className="mt-4 flex flex-col gap-3" aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, n) => (
        <li key={n} className="h-20 animate-pulse rounded-xl bg-slate-100" />
      ))}
    </ul>
  );
}

/** Home's lead before its events arrive. */
export function WhatsOnSkeleton() {
  return <WhatsOnFrame columns={{ tonight: <WhatsOnRowsSkeleton />, weekend: <WhatsOnRowsSkeleton /> }} />;
}
