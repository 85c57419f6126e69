import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import { button } from '@/components/ui/button';
import { byField, type FieldErrors } from '@/components/ui/form';
import { useForm } from '@/components/ui/use-form';
import { Spinner } from '@/components/ui/Spinner';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useT, useWords } from '@/lib/i18n';
import { useEventSeries } from '../api/get-event-series';
import { getEditable, useEditable } from '../api/get-editable';
import type { ContentKind } from '../api/get-content';
import { useUpdateContent, type ContentEdit } from '../api/update-content';
import {
  mergeEdit,
  validateActivity,
  validateEvent,
  validateRestaurant,
  type Activity,
  type ChangeEntry,
  type Editable,
  type Event,
  type MergedEdit,
  type Restaurant,
} from '../lib/core';
import { ActivityFields, activityToForm, formToActivity } from './ActivityFields';
import { EventFields, eventToForm, formToEventEdit } from './EventFields';
import { ItemHistory } from './ItemHistory';
import { formToRestaurant, RestaurantFields, restaurantToForm } from './RestaurantFields';
import { useUnsavedChanges } from './UnsavedChanges';

/** The history's word for each kind Manage Content edits. */
const HISTORY_KIND = { events: 'event', activities: 'activity', restaurants: 'restaurant' } as const;

/** The item being edited, with its kind. */
export type Editing = { kind: 'events'; item: Event } | { kind: 'activities'; item: Activity } | { kind: 'restaurants'; item: Restaurant };

/** What a save needs of its form besides the edit: its messages, and the
 * merge when someone changed the item after the form opened. */
type SaveForm = {
  showErrors: (errors: FieldErrors) => void;
  /** Reads the item as it is now and merges it into the form (core's
   * rule); answers the merge and the version it was made at. */
  merge: () => Promise<{ merged: MergedEdit; version: number }>;
};

type FormProps<T> = {
  opened: Editable<T>;
  onSave: (edit: ContentEdit, name: string, form: SaveForm) => void;
  /** Told whether the form now differs from the item. */
  onChanged: (changed: boolean) => void;
  children: ReactNode;
};

/** Tells the dialog whether its form has changes to lose. In the commit
 * (a layout effect), so that an Escape pressed right after typing already
 * meets a dialog that knows: a passive effect may run after that key. */
function useReportChanged(changed: boolean, onChanged: (changed: boolean) => void) {
  useLayoutEffect(() => onChanged(changed), [changed, onChanged]);
}

/** What changed while the editor was editing, as the form shows it. */
type Meanwhile<F> = { changes: ChangeEntry[]; taken: string[]; both: string[]; theirs: F };

/**
 * An edit form that knows the version it was opened at (#71). When a save
 * meets a newer version, `merge` reads the item as it is now and merges it
 * with core's rule: the fields only the others changed come into the form,
 * the editor's stay, and a field both changed keeps the editor's value with
 * theirs said under it. Nothing is saved until the editor saves again.
 */
function useEditForm<I, F extends object>(kind: ContentKind, opened: Editable<I>, toForm: (item: I) => F) {
  const form = useForm(() => toForm(opened.item));
  const [base, setBase] = useState(() => ({ version: opened.version, values: toForm(opened.item) }));
  const [meanwhile, setMeanwhile] = useState<Meanwhile<F> | null>(null);
  const t = useT();
  const { values, rebase, showErrors, setValues } = form;
  const id = (opened.item as { id: number }).id;

  const merge = async () => {
    const now = await getEditable(kind, id, base.version);
    const theirs = toForm(now.item as I);
    const merged = mergeEdit(base.values, values, theirs);
    rebase(theirs, merged.values as F);
    setBase({ version: now.version, values: theirs });
    if (!merged.clean) {
      setMeanwhile({ changes: now.changes, taken: merged.taken, both: merged.both, theirs });
      const said = (field: string) => {
        const value = (theirs as Record<string, unknown>)[field];
        return value === '' || value === null || value === undefined ? t('edit-meanwhile-field-cleared') : t('edit-meanwhile-field', { value: String(value) });
      };
      showErrors(Object.fromEntries(merged.both.map((field) => [field, said(field)])));
    }
    return { merged, version: now.version };
  };

  const takeTheirs = () => {
    if (meanwhile) setValues(meanwhile.theirs);
    showErrors({});
    setMeanwhile(null);
    // The button goes with the notice: the keyboard stays in the form.
    form.ref.current?.querySelector<HTMLElement>('input, textarea, select, button')?.focus();
  };

  return { ...form, version: base.version, merge, meanwhile, takeTheirs };
}

/** Who changed what meanwhile, what the form now holds, and a way to take
 * the other version whole. */
function MeanwhileNotice<F>({ meanwhile, onTakeTheirs }: { meanwhile: Meanwhile<F> | null; onTakeTheirs: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // Brought into view with the keyboard on it, unless a field both changed
  // has it (the form takes it to the first such field).
  useEffect(() => {
    if (meanwhile && meanwhile.both.length === 0) ref.current?.focus();
  }, [meanwhile]);
  if (!meanwhile) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
      <p className="font-semibold">{t('edit-meanwhile-title')}</p>
      <ul className="grid gap-1">
        {meanwhile.changes.map((change) => (
          <li key={change.id}>
            {t('edit-meanwhile-change', {
              who: change.staffName ?? t('edit-conflict-someone'),
              when: change.when,
              fields: change.fields.map((field) => field.label).join(', '),
            })}
          </li>
        ))}
      </ul>
      {meanwhile.taken.length > 0 && <p>{t('edit-meanwhile-taken')}</p>}
      {meanwhile.both.length > 0 && <p>{t('edit-meanwhile-both', { count: meanwhile.both.length })}</p>}
      <div>
        <button type="button" className={button({ intent: 'secondary', size: 'sm' })} onClick={onTakeTheirs}>
          {t('edit-meanwhile-theirs')}
        </button>
      </div>
    </div>
  );
}

function EventEditor({ opened, onSave, onChanged, children }: FormProps<Event>) {
  const item = opened.item;
  const { values: form, setValues: setForm, errors, showErrors, ref, changed, version, merge, meanwhile, takeTheirs } = useEditForm('events', opened, eventToForm);
  useReportChanged(changed, onChanged);
  const series = useEventSeries(item.id).data;
  const words = useWords();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = formToEventEdit(form);
    // Core's rules (title, dates, lengths, addresses) under the fields; the
    // server adds the one it alone can check (the venue exists).
    if (!showErrors(byField(validateEvent(body, words)))) return;
    onSave({ kind: 'events', id: item.id, body, version }, form.title, { showErrors, merge });
  };
  return (
    <form ref={ref} noValidate onSubmit={submit} className="grid gap-4">
      <MeanwhileNotice meanwhile={meanwhile} onTakeTheirs={takeTheirs} />
      <EventFields form={form} onChange={setForm} errors={errors} series={series} />
      {children}
    </form>
  );
}

function ActivityEditor({ opened, onSave, onChanged, children }: FormProps<Activity>) {
  const item = opened.item;
  const { values: form, setValues: setForm, errors, showErrors, ref, changed, version, merge, meanwhile, takeTheirs } = useEditForm('activities', opened, activityToForm);
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
    onSave({ kind: 'activities', id: item.id, body: activity, version }, activity.name, { showErrors, merge });
  };
  return (
    <form ref={ref} noValidate onSubmit={submit} className="grid gap-4">
      <MeanwhileNotice meanwhile={meanwhile} onTakeTheirs={takeTheirs} />
      <ActivityFields form={form} onChange={setForm} errors={errors} />
      {children}
    </form>
  );
}

function RestaurantEditor({ opened, onSave, onChanged, children }: FormProps<Restaurant>) {
  const item = opened.item;
  const { values: form, setValues: setForm, errors, showErrors, ref, changed, version, merge, meanwhile, takeTheirs } = useEditForm('restaurants', opened, restaurantToForm);
  useReportChanged(changed, onChanged);
  const words = useWords();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const restaurant = formToRestaurant(form, item.id);
    if (!showErrors(byField(validateRestaurant(restaurant, words)))) return;
    onSave({ kind: 'restaurants', id: item.id, body: restaurant, version }, restaurant.name, { showErrors, merge });
  };
  return (
    <form ref={ref} noValidate onSubmit={submit} className="grid gap-4">
      <MeanwhileNotice meanwhile={meanwhile} onTakeTheirs={takeTheirs} />
      <RestaurantFields form={form} onChange={setForm} errors={errors} />
      {children}
    </form>
  );
}

/**
 * Manage Content's edit dialog: the item read afresh with its version,
 * its form prefilled, saved with `PUT /api/admin/{kind}/{id}` naming that
 * version. The server's message is the success toast; a refusal keeps the
 * dialog open with the server's reason in a toast. A save refused because
 * the item changed meanwhile merges that change into the form; when
 * nothing the form shows changed (a translation, say), it saves again.
 */
export function EditItemDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const update = useUpdateContent();
  const opened = useEditable(editing.kind, editing.item.id);
  const toast = useToast();
  const t = useT();
  const kind = { kind: editing.kind };
  const [changed, setChanged] = useState(false);
  const [merging, setMerging] = useState(false);
  const { requestClose, prompt } = useUnsavedChanges(changed, onClose);

  const onSave = (edit: ContentEdit, name: string, form: SaveForm) => {
    const failed = (error: unknown) => toast({ title: t('edit-failed', kind), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' });
    const save = (sent: ContentEdit, again: boolean) =>
      update.mutate(sent, {
        onSuccess: (answer) => {
          toast({ title: answer?.message || t('edit-saved', kind), description: t('edit-saved-text', { name }) });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'edit_conflict') {
            setMerging(true);
            form
              .merge()
              .then(({ merged, version }) => {
                if (merged.clean && !again) save({ ...sent, version }, true);
                else toast({ title: t('edit-not-saved'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' });
              })
              .catch(failed)
              .finally(() => setMerging(false));
            return;
          }
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) form.showErrors(error.fields);
          failed(error);
        },
      });
    save(edit, false);
  };

  const busy = update.isPending || merging;
  const buttons = (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="button" className={button({ intent: 'secondary' })} disabled={busy} onClick={requestClose}>
        {t('admin-cancel')}
      </button>
      <button type="submit" className={button()} disabled={busy}>
        {busy ? t('admin-saving') : t('edit-save')}
      </button>
    </div>
  );

  const data = opened.data;
  return (
    <Dialog busy={busy} onClose={requestClose}>
      <div className="grid gap-4 p-4 md:p-6">
        <DialogTitle className="font-display text-2xl font-bold text-slate-900">{t('edit-title', kind)}</DialogTitle>
        {!opened.data && !opened.error && <Spinner label={t('edit-opening', kind)} visible />}
        {opened.error !== undefined && (
          <div className="grid gap-3">
            <p role="alert" className="text-red-700">
              {opened.error instanceof ApiError && opened.error.status === 404 ? t('edit-gone', kind) : t('edit-open-failed')}
            </p>
            <div className="flex justify-end">
              <button type="button" className={button({ intent: 'secondary' })} onClick={onClose}>
                {t('admin-cancel')}
              </button>
            </div>
          </div>
        )}
        {data && editing.kind === 'events' && (
          <EventEditor opened={data as Editable<Event>} onSave={onSave} onChanged={setChanged}>
            {buttons}
          </EventEditor>
        )}
        {data && editing.kind === 'activities' && (
          <ActivityEditor opened={data as Editable<Activity>} onSave={onSave} onChanged={setChanged}>
            {buttons}
          </ActivityEditor>
        )}
        {data && editing.kind === 'restaurants' && (
          <RestaurantEditor opened={data as Editable<Restaurant>} onSave={onSave} onChanged={setChanged}>
            {buttons}
          </RestaurantEditor>
        )}
        <ItemHistory kind={HISTORY_KIND[editing.kind]} id={editing.item.id} onUndone={onClose} />
      </div>
      {prompt}
    </Dialog>
  );
}
