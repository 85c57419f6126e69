import { eventStatusBadge, type GuideEvent } from '@/lib/core';

/** The red mark of an event its source cancelled or postponed (core's
 * word: 'Cancelled', 'Postponed'). */
export function StatusBadge({ label }: { label: string }) {
  return <span className="inline-block rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">{label}</span>;
}

/** An event's mark; nothing while it takes place. */
export function EventStatusBadge({ status }: { status: GuideEvent['status'] }) {
  const badge = eventStatusBadge(status);
  return badge ? <StatusBadge label={badge} /> : null;
}
