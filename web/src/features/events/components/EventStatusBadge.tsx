import { eventStatusBadge, type GuideEvent } from '@/lib/core';

/** 'Cancelled' or 'Postponed' (core's words), for an event its source
 * withdrew; nothing while it takes place. */
export function EventStatusBadge({ status }: { status: GuideEvent['status'] }) {
  const badge = eventStatusBadge(status);
  if (!badge) return null;
  return <span className="inline-block rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">{badge}</span>;
}
