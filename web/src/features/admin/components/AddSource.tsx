import { type FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { byField, TextField } from '@/components/ui/form';
import { MenuField } from '@/components/ui/select';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useCreateSource } from '../api/create-source';
import { useAdminVenues } from '../api/get-admin-venues';
import { defaultEveryHours, scheduleChoices, scheduleLabel, validateSource, type SourceForm, type SourceView, type Trust } from '../lib/core';

const SCHEDULES = scheduleChoices();
/** The select's value for 'only when run'. */
const OFF = 'off';

type Values = { name: string; url: string; venueId: string; every: string; trust: Trust };

const initial = (): Values => ({ name: '', url: '', venueId: '', every: String(defaultEveryHours()), trust: 'inbox' });

function toForm(values: Values): SourceForm {
  return {
    name: values.name,
    url: values.url,
    venueId: values.venueId ? Number(values.venueId) : null,
    everyHours: values.every === OFF ? null : Number(values.every),
    trust: values.trust,
  };
}

/** Follow a page or feed: its name, address, venue, schedule and trust.
 * Core checks the form before it is sent; the server's refusals (an
 * address already followed) show under the fields too. `onFollowed` is
 * told of the new source (its first read can be watched). */
export function AddSource({ onFollowed }: { onFollowed: (source: SourceView) => void }) {
  const { values, setValues, set, errors, showErrors, ref, reset } = useForm<Values>(initial);
  const venues = useAdminVenues();
  const create = useCreateSource();
  const toast = useToast();

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

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const form = toForm(values);
    if (!showErrors(byField(validateSource(form)))) return;
    create.mutate(form, {
      onSuccess: (source) => {
        const when = source.everyHours === null ? 'It is read when you run it.' : `${scheduleLabel(source.everyHours)}; its first read starts now.`;
        toast({ title: `Following ${source.name}`, description: when });
        reset();
        onFollowed(source);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          showErrors({ url: serverMessage(error, 'This address is already followed') });
        } else if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          showErrors(error.fields);
        } else {
          toast({ title: 'Failed to follow the source', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
        }
      },
    });
  };

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate aria-labelledby="add-source-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 id="add-source-heading" className="text-lg font-semibold text-slate-900">
        Follow a page or feed
      </h3>
      <p className="mt-1 text-sm text-slate-700">A venue's events page, an iCal feed or any page that lists events. The guide reads it again by itself.</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <TextField label="Name" required value={values.name} onChange={set('name')} error={errors.name} autoComplete="off" />
        <TextField label="Address" required type="url" inputMode="url" value={values.url} onChange={set('url')} error={errors.url} placeholder="https://…" />
        <MenuField
          label="Venue"
          value={values.venueId}
          onValueChange={onVenue}
          error={errors.venueId}
          hint="Events that name no venue of their own are put here."
          options={[{ value: '', label: 'No venue' }, ...(venues.data ?? []).map((venue) => ({ value: String(venue.id), label: venue.name }))]}
        />
        <MenuField
          label="Read it"
          value={values.every}
          onValueChange={(every) => setValues((v) => ({ ...v, every }))}
          error={errors.everyHours}
          options={SCHEDULES.map(([hours, label]) => ({ value: hours === null ? OFF : String(hours), label }))}
        />
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-800">What its changes do</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(
            [
              ['inbox', 'Wait in the review inbox'],
              ['publish', 'Go live by themselves'],
            ] as const
          ).map(([trust, label]) => (
            <label key={trust} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="trust" value={trust} checked={values.trust === trust} onChange={() => setValues((v) => ({ ...v, trust }))} className="size-4" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={button({ className: 'mt-4' })} disabled={create.isPending}>
        {create.isPending ? 'Following…' : 'Follow'}
      </button>
    </form>
  );
}
