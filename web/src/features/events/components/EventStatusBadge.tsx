import { StatusBadge } from '@/components/items/StatusBadge';
import { eventStatusBadge, type GuideEvent } from '@/lib/core';
import { useWords } from '@/lib/i18n';

/** An event's mark ('Cancelled', 'Postponed'); nothing while it takes place. */
export function EventStatusBadge({ status }: { status: GuideEvent['status'] }) {
  const badge = eventStatusBadge(status, useWords());
  return badge ? <StatusBadge label={badge} /> : null;
}
