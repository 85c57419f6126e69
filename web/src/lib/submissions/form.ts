import type { Lang, Repeat, SubmissionForm } from '@/lib/core';

/** Where the event is, as the venue menu holds it: none chosen yet, a
 * venue the guide does not list (named and addressed by hand), or one of
 * the guide's by its id. */
export const NO_VENUE = '';
export const NEW_VENUE = 'new';

/** 'Add your event' as its fields hold it: text, and the repeat. */
export type SubmissionFields = {
  title: string;
  description: string;
  venue: string;
  venueName: string;
  venueAddress: string;
  date: string;
  endDate: string;
  time: string;
  category: string;
  ticketPrice: string;
  ticketUrl: string;
  image: string;
  repeat: Repeat;
  until: string;
  organizerName: string;
  organizerEmail: string;
  /** The field people never see (see `SubmissionForm.homepage`). */
  homepage: string;
};

export const emptySubmission = (): SubmissionFields => ({
  title: '',
  description: '',
  venue: NO_VENUE,
  venueName: '',
  venueAddress: '',
  date: '',
  endDate: '',
  time: '',
  category: '',
  ticketPrice: '',
  ticketUrl: '',
  image: '',
  repeat: 'never',
  until: '',
  organizerName: '',
  organizerEmail: '',
  homepage: '',
});

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The fields as the API takes them; core's rules (on the server) say
 * what is wrong, field by field. */
export function toSubmissionForm(fields: SubmissionFields, lang: Lang, formToken: string): SubmissionForm {
  const listed = fields.venue !== NO_VENUE && fields.venue !== NEW_VENUE;
  return {
    title: fields.title,
    description: fields.description,
    venueId: listed ? Number(fields.venue) : null,
    venueName: fields.venue === NEW_VENUE ? fields.venueName : '',
    venueAddress: fields.venue === NEW_VENUE ? fields.venueAddress : '',
    date: fields.date,
    endDate: orNull(fields.endDate),
    time: orNull(fields.time),
    category: fields.category,
    ticketPrice: orNull(fields.ticketPrice),
    ticketUrl: orNull(fields.ticketUrl),
    image: orNull(fields.image),
    repeat: fields.repeat,
    until: fields.repeat === 'never' ? null : orNull(fields.until),
    organizerName: fields.organizerName,
    organizerEmail: fields.organizerEmail,
    lang,
    homepage: fields.homepage,
    formToken,
  };
}

/** A submission as sent, back in its fields (the organizer's page);
 * what it left out is blank. */
export function toSubmissionFields(form: SubmissionForm): SubmissionFields {
  const named = Boolean(form.venueName || form.venueAddress);
  return {
    ...emptySubmission(),
    title: form.title ?? '',
    description: form.description ?? '',
    venue: form.venueId !== null && form.venueId !== undefined ? String(form.venueId) : named ? NEW_VENUE : NO_VENUE,
    venueName: form.venueName ?? '',
    venueAddress: form.venueAddress ?? '',
    date: form.date ?? '',
    endDate: form.endDate ?? '',
    time: form.time ?? '',
    category: form.category ?? '',
    ticketPrice: form.ticketPrice ?? '',
    ticketUrl: form.ticketUrl ?? '',
    image: form.image ?? '',
    repeat: form.repeat ?? 'never',
    until: form.until ?? '',
    organizerName: form.organizerName ?? '',
    organizerEmail: form.organizerEmail ?? '',
  };
}

/** The server's field names where the menu stands for two of them: a
 * refusal of the venue's name goes under the menu when no venue is
 * chosen yet. */
export function venueError(errors: Record<string, string>, venue: string): string | undefined {
  return venue === NO_VENUE ? (errors.venueName ?? errors.venueId) : errors.venueId;
}
