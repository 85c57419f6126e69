import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { BulkCreated, EventAdd, SimilarEventsFound } from '../lib/core';
import { useContentWritten } from '../hooks/use-content-written';

/** Added (201: one event a date), or, when the guide lists similar events, those to compare (nothing added). */
export type AddEventAnswer = BulkCreated | SimilarEventsFound;

export function isSimilarAnswer(answer: AddEventAnswer): answer is SimilarEventsFound {
  return 'duplicatesFound' in answer && answer.duplicatesFound;
}

/** `POST /api/admin/events`: an event added by hand, one date or a series. */
export function addEvent(event: EventAdd) {
  return apiPost<AddEventAnswer>('/api/admin/events', event);
}

export function useAddEvent() {
  const written = useContentWritten();
  return useMutation({
    mutationFn: addEvent,
    onSuccess: (answer) => {
      if (!isSimilarAnswer(answer)) written('events');
    },
  });
}
