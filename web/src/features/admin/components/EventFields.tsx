import { ImageField } from './ImageField';
import { TextAreaField, TextField, type FieldErrors } from '@/components/ui/form';
import { MenuField } from '@/components/ui/select';
import { useAdminVenues } from '../api/get-admin-venues';
import { categoryLabel, eventCategories, eventStatuses, venueName, type Event, type EventEdit, type EventStatus, type SeriesDates } from '../lib/core';
import { useT, useWords } from '@/lib/i18n';
import { fromText, toText } from '../lib/form-values';

const CATEGORIES = eventCategories();
const STATUSES = eventStatuses();

/** The event form's values, as text; `venueId` '' means "a venue by name only". */
export type EventForm = {
  title: string;
  description: string;
  venueId: string;
  venueName: string;
  date: string;
  endDate: string;
  time: string;
  category: string;
  image: string;
  ticketPrice: string;
  ticketUrl: string;
  status: EventStatus;
  /** The edit goes to every coming date of the event's series too. */
  everyDate: boolean;
};

export function eventToForm(e: Event): EventForm {
  return {
    title: e.title,
    description: e.description ?? '',
    venueId: toText(e.venueId),
    venueName: venueName(e.venue),
    date: e.date,
    endDate: toText(e.endDate),
    time: toText(e.time),
    category: e.category,
    image: toText(e.image),
    ticketPrice: toText(e.ticketPrice),
    ticketUrl: toText(e.ticketUrl),
    status: e.status ?? 'scheduled',
    everyDate: false,
  };
}

/** The edit's body: the discovered-event fields plus the ticket link and
 * the status. The server checks it (dates, venue, lengths) and says what
 * is wrong. */
export function formToEventEdit(form: EventForm): EventEdit {
  const venueId = form.venueId === '' ? null : Number(form.venueId);
  return {
    title: form.title,
    description: form.description,
    venueId,
    venueName: venueId === null ? form.venueName : '',
    date: form.date,
    endDate: fromText(form.endDate),
    time: fromText(form.time),
    category: form.category,
    image: fromText(form.image),
    ticketPrice: fromText(form.ticketPrice),
    sourceUrl: null,
    ticketUrl: fromText(form.ticketUrl),
    status: form.status,
    everyDate: form.everyDate,
  };
}

type Props = {
  form: EventForm;
  onChange: (form: EventForm) => void;
  errors?: FieldErrors;
  /** The coming dates of the event's series, when it repeats. */
  series?: SeriesDates | null;
  /** An event being added: it is scheduled, so there is no status to choose. */
  adding?: boolean;
};

/** The event's fields in the Manage Content edit dialog and in Add Event. */
export function EventFields({ form, onChange, errors = {}, series, adding = false }: Props) {
  const t = useT();
  const words = useWords();
  const venues = useAdminVenues().data ?? [];
  const set = (field: keyof EventForm) => (e: { target: { value: string } }) => onChange({ ...form, [field]: e.target.value });
  const pick = (field: keyof EventForm) => (value: string) => onChange({ ...form, [field]: value });
  const knownVenue = form.venueId === '' || venues.some((v) => String(v.id) === form.venueId);
  const categories = form.category && !CATEGORIES.includes(form.category) ? [...CATEGORIES, form.category] : CATEGORIES;

  return (
    <>
      <TextField label={t('field-title')} required value={form.title} onChange={set('title')} error={errors.title} />
      <TextAreaField label={t('field-description')} value={form.description} onChange={set('description')} error={errors.description} />
      <div className="grid gap-4 md:grid-cols-2">
        <MenuField
          label={t('field-venue')}
          value={form.venueId}
          onValueChange={pick('venueId')}
          error={errors.venueId}
          options={[
            { value: '', label: t('field-venue-other') },
            ...venues.map((venue) => ({ value: String(venue.id), label: venue.name })),
            ...(knownVenue ? [] : [{ value: form.venueId, label: form.venueName }]),
          ]}
        />
        {form.venueId === '' && <TextField label={t('field-venue-name')} value={form.venueName} onChange={set('venueName')} error={errors.venueName} />}
        <TextField label={t('field-date')} type="date" required value={form.date} onChange={set('date')} error={errors.date} />
        <TextField label={t('field-end-date')} type="date" min={form.date || undefined} value={form.endDate} onChange={set('endDate')} error={errors.endDate} />
        <TextField label={t('field-time')} value={form.time} onChange={set('time')} error={errors.time} placeholder={t('field-time-example')} />
        <MenuField
          label={t('field-category')}
          value={form.category}
          onValueChange={pick('category')}
          error={errors.category}
          options={categories.map((category) => ({ value: category, label: categoryLabel(category, words) }))}
        />
        <ImageField value={form.image} onChange={set('image')} error={errors.image} />
        <TextField label={t('field-ticket-price')} value={form.ticketPrice} onChange={set('ticketPrice')} error={errors.ticketPrice} placeholder={t('field-ticket-price-example')} />
        <TextField label={t('field-ticket-url')} type="url" inputMode="url" value={form.ticketUrl} onChange={set('ticketUrl')} error={errors.ticketUrl} />
        {!adding && (
          <MenuField
            label={t('field-status')}
            value={form.status}
            onValueChange={(status) => onChange({ ...form, status })}
            error={errors.status}
            hint={t('field-status-hint')}
            options={STATUSES.map(([value, message]) => ({ value, label: t(message) }))}
          />
        )}
      </div>
      {series && (
        <div className="flex items-start gap-3 rounded-md bg-slate-50 p-3">
          <input
            id="event-every-date"
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-600"
            checked={form.everyDate}
            onChange={(e) => onChange({ ...form, everyDate: e.target.checked })}
            aria-describedby="event-every-date-hint"
          />
          <div>
            <label htmlFor="event-every-date" className="font-medium text-slate-900">
              {t('field-every-date', { count: series.dates.length })}
            </label>
            <p id="event-every-date-hint" className="text-sm text-slate-600">
              {t('field-every-date-hint')}
            </p>
          </div>
        </div>
      )}
    </>
  );
}
