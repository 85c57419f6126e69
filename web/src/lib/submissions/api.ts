import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, apiUpload, apiWithLink, publicGet } from '@/lib/api-client';
import { useHydrating } from '@/lib/hydration';
import type { OrganizerSubmission, SubmissionAnswer, SubmissionForm, OpenedSubmissionForm, SubmissionPicture, SubmissionVenue } from '@/lib/core';

/** `GET /api/submissions/form`: the form's choices, and the token that
 * says when it was shown (the server refuses a form sent in a program's
 * hurry). Asked each time the form opens, never kept: by the device, once
 * the page is hydrated (a token in a rendered page would be everyone's). */
export function useOpenedForm() {
  const hydrating = useHydrating();
  return useQuery({
    queryKey: ['submission-form'],
    enabled: !hydrating,
    queryFn: () => apiGet<OpenedSubmissionForm>('/api/submissions/form', { cache: 'no-store' }),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** `GET /api/submissions/venues`: the guide's venues to choose from,
 * read with the form, by the device. */
export function useSubmissionVenues() {
  const hydrating = useHydrating();
  return useQuery({
    queryKey: ['submission-venues'],
    enabled: !hydrating,
    queryFn: () => publicGet<SubmissionVenue[]>('/api/submissions/venues'),
    staleTime: 10 * 60_000,
  });
}

/** `POST /api/submissions/pictures`: the picture, with the form's token. */
export function uploadPicture(formToken: string, file: File) {
  const form = new FormData();
  form.append('formToken', formToken);
  form.append('image', file);
  return apiUpload<SubmissionPicture>('/api/submissions/pictures', form);
}

/** `POST /api/submissions` (202): kept until the organizer confirms
 * their address by the e-mailed link. */
export function sendSubmission(form: SubmissionForm) {
  return apiPost<SubmissionAnswer>('/api/submissions', form);
}

/** What the organizer's private link opens: the link's token is the
 * bearer (server/src/api/submissions.rs). */
export const mySubmission = (token: string) => apiWithLink<OrganizerSubmission>('GET', '/api/submissions/mine', token);
export const confirmMySubmission = (token: string) => apiWithLink<SubmissionAnswer>('POST', '/api/submissions/mine/confirm', token);
export const saveMySubmission = (token: string, form: SubmissionForm) => apiWithLink<SubmissionAnswer>('PUT', '/api/submissions/mine', token, form);
