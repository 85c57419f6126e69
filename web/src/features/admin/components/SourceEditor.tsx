import { useId, type FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { byField, TextField } from '@/components/ui/form';
import { MenuField } from '@/components/ui/select';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useT, useWords, type Translate } from '@/lib/i18n';
import { useCreateSource } from '../api/create-source';
import { useAdminVenues } from '../api/get-admin-venues';
import { useUpdateSource } from '../api/update-source';
import { defaultEveryHours, scheduleChoices, scheduleLabel, validateSource, type SourceForm, type SourceView, type Trust, type Localizer } from '../lib/core';

/** The select's value for 'only when run'. */
const OFF = 'off';

/** The form's schedules, with a source's own when the API set another. */
function scheduleOptions(current: number | null | undefined, words: Localizer) {
  const options = scheduleChoices(words).map(([hours, label]) => ({ value: hours === null ? OFF : String(hours), label }));
  if (typeof current === 'number' && !options.some((o) => o.value === String(current))) {
    options.unshift({ value: String(current), label: scheduleLabel(current, words) });
  }
  return options;
}

/** When a saved source is read next, as its toast says. */
const whenRead = (everyHours: number | null, words: Localizer, t: Translate, first: boolean) =>
  everyHours === null
    ? t('sources-read-when-run')
    : t(first ? 'sources-first-read' : 'sources-schedule', { schedule: scheduleLabel(everyHours, words) });

type Values = { name: string; url: string; venueId: string; every: string; trust: Trust };

const blank = (): Values => ({ name: '', url: '', venueId: '', every: String(defaultEveryHours()), trust: 'inbox' });

const valuesOf = (source: SourceView): Values => ({
  name: source.name,
  url: source.url,
  venueId: source.venueId === null ? '' : String(source.venueId),
  every: source.everyHours === null ? OFF : String(source.everyHours),
  trust: source.trust,
});

function toForm(values: Values): SourceForm {
  return {
    name: values.name,
    url: values.url,
    venueId: values.venueId ? Number(values.venueId) : null,
    everyHours: values.every === OFF ? null : Number(values.every),
    trust: values.trust,
  };
}

/**
 * A source's settings: its name, address, venue, schedule and trust. Core
 * checks the form before it is sent; the server's refusals (an address
 * already followed) show under the fields too. Without `source` it follows
 * a new page or feed (`onSaved` is told of it: its first read can be
 * watched); with one, it changes that source (and `onCancel` leaves it).
 */
export function SourceEditor({ source, onSaved, onCancel }: { source?: SourceView; onSaved: (source: SourceView) => void; onCancel?: () => void }) {
  const { values, setValues, set, errors, showErrors, ref, reset } = useForm<Values>(() => (source ? valuesOf(source) : blank()));
  const venues = useAdminVenues();
  const create = useCreateSource();
  const update = useUpdateSource();
  const pending = create.isPending || update.isPending;
  const toast = useToast();
  const headingId = useId();
  const t = useT();
  const words = useWords();

  const onVenue = (venueId: string) => {
    const venue = venues.data?.find((v) => String(v.id) === venueId);
    // A venue fills what is still empty: its name and its events page.
    setValues((v) => ({
      ...v,
      venueId,
      name: v.name || venue?.name || '',
      url: v.url || venue?.eventsPageUrl || '',
    }));
  };

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 409) {
      showErrors({ url: serverMessage(error, t('sources-already-followed')) });
    } else if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
      showErrors(error.fields);
    } else {
      toast({
        title: source ? t('sources-save-failed', { name: source.name }) : t('sources-follow-source-failed'),
        description: serverMessage(error, t('admin-try-again')),
        variant: 'destructive',
      });
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const form = toForm(values);
    if (!showErrors(byField(validateSource(form, words)))) return;
    if (source) {
      update.mutate(
        { id: source.id, form },
        {
          onSuccess: (saved) => {
            toast({ title: t('sources-saved', { name: saved.name }), description: whenRead(saved.everyHours, words, t, false) });
            onSaved(saved);
          },
          onError,
        },
      );
      return;
    }
    create.mutate(form, {
      onSuccess: (created) => {
        toast({ title: t('sources-following', { name: created.name }), description: whenRead(created.everyHours, words, t, true) });
        reset();
        onSaved(created);
      },
      onError,
    });
  };

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate aria-labelledby={headingId} className={source ? 'mt-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200' : 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200'}>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {source ? t('sources-settings-of', { name: source.name }) : t('sources-follow-page')}
      </h3>
      {!source && <p className="mt-1 text-sm text-slate-700">{t('sources-follow-page-text')}</p>}
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <TextField label={t('field-name')} required value={values.name} onChange={set('name')} error={errors.name} autoComplete="off" />
        <TextField label={t('field-address')} required type="text" inputMode="url" autoCapitalize="off" spellCheck={false} value={values.url} onChange={set('url')} error={errors.url} placeholder={t('sources-url-example')} />
        <MenuField
          label={t('field-venue')}
          value={values.venueId}
          onValueChange={onVenue}
          error={errors.venueId}
          hint={t('sources-venue-hint')}
          options={[{ value: '', label: t('sources-no-venue') }, ...(venues.data ?? []).map((venue) => ({ value: String(venue.id), label: venue.name }))]}
        />
        <MenuField
          label={t('sources-read-it')}
          value={values.every}
          onValueChange={(every) => setValues((v) => ({ ...v, every }))}
          error={errors.everyHours}
          options={scheduleOptions(source?.everyHours, words)}
        />
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-800">{t('sources-trust')}</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(
            [
              ['inbox', 'sources-trust-wait'],
              ['publish', 'sources-trust-live'],
            ] as const
          ).map(([trust, label]) => (
            <label key={trust} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={`${headingId}-trust`} value={trust} checked={values.trust === trust} onChange={() => setValues((v) => ({ ...v, trust }))} className="size-4" />
              {t(label)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={button()} disabled={pending}>
          {source ? (pending ? t('sources-saving') : t('sources-save')) : pending ? t('sources-following-busy') : t('sources-follow')}
        </button>
        {onCancel && (
          <button type="button" className={button({ intent: 'secondary' })} onClick={onCancel} disabled={pending}>
            {t('admin-cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
