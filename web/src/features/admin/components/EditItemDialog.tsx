import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import { button } from '@/components/ui/button';
import { byField, type FieldErrors } from '@/components/ui/form';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useT, useWords } from '@/lib/i18n';
import { useEventSeries } from '../api/get-event-series';
import { useUpdateContent, type ContentEdit } from '../api/update-content';
import { validateActivity, validateEvent, validateRestaurant, type Activity, type Event, type Restaurant } from '../lib/core';
import { ActivityFields, activityToForm, formToActivity } from './ActivityFields';
import { EventFields, eventToForm, formToEventEdit } from './EventFields';
import { ItemHistory } from './ItemHistory';
import { formToRestaurant, RestaurantFields, restaurantToForm } from './RestaurantFields';
import { useUnsavedChanges } from './UnsavedChanges';

/** The history's word for each kind Manage Content edits. */
const HISTORY_KIND = { events: 'event', activities: 'activity', restaurants: 'restaurant' } as const;

/** The item being edited, with its kind. */
export type Editing = { kind: 'events'; item: Event } | { kind: 'activities'; item: Activity } | { kind: 'restaurants'; item: Restaurant };

type FormProps<T> = {
  item: T;
  onSave: (edit: ContentEdit, name: string, showErrors: (errors: FieldErrors) => void) => void;
  /** Told whether the form now differs from the item. */
  onChanged: (changed: boolean) => void;
  children: ReactNode;
};

/** Tells the dialog whether its form has changes to lose. */
function useReportChanged(changed: boolean, onChanged: (changed: boolean) => void) {
  useEffect(() => onChanged(changed), [changed, onChanged]);
}

function EventEditor({ item, onSave, onChanged, children }: FormProps<Event>) {
  const { values: form, setValues: setForm, errors, showErrors, ref, changed } = useForm(() => eventToForm(item));
  useReportChanged(changed, onChanged);
  const series = useEventSeries(item.id).data;
  const words = useWords();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = formToEventEdit(form);
    // Core's rules (title, dates, lengths, addresses) under the fields; the
    // server adds the one it alone can check (the venue exists).
    if (!showErrors(byField(validateEvent(body, words)))) return;
    onSave({ kind: 'events', id: item.id, body }, form.title, showErrors);
  };
  return (
    <form ref={ref} noValidate onSubmit={submit} className="grid gap-4">
      <EventFields form={form} onChange={setForm} errors={errors} series={series} />
      {children}
    </form>
  );
}

function ActivityEditor({ item, onSave, onChanged, children }: FormProps<Activity>) {
  const { values: form, setValues: setForm, errors, showErrors, ref, changed } = useForm(() => activityToForm(item));
  useReportChanged(changed, onChanged);
  const toast = useToast();
  const words = useWords();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const activity = formToActivity(form, item.id);
    // Core's rule: name and description are required, said in a toast as on Add Activities.
    const notice = validateActivity(activity, words);
    if (notice) {
      toast({ title: notice.title, description: notice.description, variant: 'destructive' });
      return;
    }
    onSave({ kind: 'activities', id: item.id, body: activity }, activity.name, showErrors);
  };
  return (
    <form ref={ref} noValidate onSubmit={submit} className="grid gap-4">
      <ActivityFields form={form} onChange={setForm} errors={errors} />
      {children}
    </form>
  );
}

function RestaurantEditor({ item, onSave, onChanged, children }: FormProps<Restaurant>) {
  const { values: form, setValues: setForm, errors, showErrors, ref, changed } = useForm(() => restaurantToForm(item));
  useReportChanged(changed, onChanged);
  const words = useWords();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const restaurant = formToRestaurant(form, item.id);
    if (!showErrors(byField(validateRestaurant(restaurant, words)))) return;
    onSave({ kind: 'restaurants', id: item.id, body: restaurant }, restaurant.name, showErrors);
  };
  return (
    <form ref={ref} noValidate onSubmit={submit} className="grid gap-4">
      <RestaurantFields form={form} onChange={setForm} errors={errors} />
      {children}
    </form>
  );
}

/**
 * Manage Content's edit dialog: the item's form, prefilled, saved with
 * `PUT /api/admin/{kind}/{id}`. The server's message is the success toast;
 * a refusal keeps the dialog open with the server's reason in a toast.
 */
export function EditItemDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const update = useUpdateContent();
  const toast = useToast();
  const t = useT();
  const kind = { kind: editing.kind };
  const [changed, setChanged] = useState(false);
  const { requestClose, prompt } = useUnsavedChanges(changed, onClose);

  const onSave = (edit: ContentEdit, name: string, showErrors: (errors: FieldErrors) => void) =>
    update.mutate(edit, {
      onSuccess: (answer) => {
        toast({ title: answer?.message || t('edit-saved', kind), description: t('edit-saved-text', { name }) });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields);
        toast({ title: t('edit-failed', kind), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' });
      },
    });

  const buttons = (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="button" className={button({ intent: 'secondary' })} disabled={update.isPending} onClick={requestClose}>
        {t('admin-cancel')}
      </button>
      <button type="submit" className={button()} disabled={update.isPending}>
        {update.isPending ? t('admin-saving') : t('edit-save')}
      </button>
    </div>
  );

  return (
    <Dialog busy={update.isPending} onClose={requestClose}>
      <div className="grid gap-4 p-4 md:p-6">
        <DialogTitle className="font-display text-2xl font-bold text-slate-900">{t('edit-title', kind)}</DialogTitle>
        {editing.kind === 'events' && (
          <EventEditor item={editing.item} onSave={onSave} onChanged={setChanged}>
            {buttons}
          </EventEditor>
        )}
        {editing.kind === 'activities' && (
          <ActivityEditor item={editing.item} onSave={onSave} onChanged={setChanged}>
            {buttons}
          </ActivityEditor>
        )}
        {editing.kind === 'restaurants' && (
          <RestaurantEditor item={editing.item} onSave={onSave} onChanged={setChanged}>
            {buttons}
          </RestaurantEditor>
        )}
        <ItemHistory kind={HISTORY_KIND[editing.kind]} id={editing.item.id} onUndone={onClose} />
      </div>
      {prompt}
    </Dialog>
  );
}
