import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import { button } from '@/components/ui/button';
import { byField, TextField } from '@/components/ui/form';
import { MenuField } from '@/components/ui/select';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useT, useWords } from '@/lib/i18n';
import { isSimilarAnswer, useAddEvent } from '../api/add-event';
import { useLinkSuggestion } from '../api/link-suggestion';
import { useAdminVenues } from '../api/get-admin-venues';
import { getEditable } from '../api/get-editable';
import {
  itemPath,
  mergeRows,
  repeatChoices,
  validateEventAdd,
  type Event,
  type EventAdd,
  type Repeat,
  type SimilarEventsFound,
  type SuggestionDraft,
} from '../lib/core';
import { fromText, toText } from '../lib/form-values';
import { EventFields, formToEventEdit, type EventForm } from './EventFields';
import { FromSuggestionNotice, type FromSuggestion } from './FromSuggestionNotice';
import { useUnsavedChanges } from './UnsavedChanges';

const REPEATS = repeatChoices();

/** The Add Event form: the Edit form's fields, and how the event repeats. */
type AddForm = EventForm & { repeat: Repeat; until: string };

const emptyForm = (): AddForm => ({
  title: '',
  description: '',
  venueId: '',
  venueName: '',
  date: '',
  endDate: '',
  time: '',
  category: 'Other',
  image: '',
  ticketPrice: '',
  ticketUrl: '',
  status: 'scheduled',
  everyDate: false,
  repeat: 'never',
  until: '',
});

type EventDraft = Extract<SuggestionDraft, { kind: 'event' }>;

/** The form filled from the event a suggested page gave. */
function draftToForm({ event, ticketUrl }: EventDraft): AddForm {
  return {
    ...emptyForm(),
    title: event.title,
    description: event.description ?? '',
    venueId: toText(event.venueId),
    venueName: event.venueName,
    date: event.date,
    endDate: toText(event.endDate),
    time: toText(event.time),
    category: event.category,
    image: toText(event.image),
    ticketPrice: toText(event.ticketPrice),
    ticketUrl: toText(ticketUrl),
  };
}

function formToEventAdd(form: AddForm, addAnyway: boolean, sourceUrl: string | null): EventAdd {
  // The status and "every date" belong to an edit of an existing event.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { status, everyDate, ...event } = formToEventEdit(form);
  return { ...event, sourceUrl, repeat: form.repeat, until: form.repeat === 'never' ? null : fromText(form.until), addAnyway };
}

/** What was added: its first date's id, its name, and the server's words. */
type Added = { id: number; name: string; message: string };

/** The guide's similar events beside the one being added, field by field. */
function SimilarEvents({ found, form, onEdit }: { found: SimilarEventsFound; form: AddForm; onEdit: (event: Event) => void }) {
  const t = useT();
  const words = useWords();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const venues = useAdminVenues().data ?? [];
  // Yours beside the guide's, field by field: core's lines of the merge view.
  const typed = formToEventEdit(form);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {t('event-similar-heading')}
      </h3>
      <p className="text-sm text-slate-700">
        {found.message}
      </p>
      {found.similarEvents.map((event) => {
        const rows = mergeRows(event, typed, venues, words);
        return (
          <div key={event.id} className="grid gap-2 rounded-lg border border-slate-200 p-3">
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="text-slate-600">
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {t('event-similar-field')}
                    </th>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {t('event-similar-yours')}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {t('event-similar-guides')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ field, label, read: yours, guide: theirs }) => (
                    <tr key={field} className="border-t border-slate-100 align-top">
                      <th scope="row" className="py-1 pr-3 font-medium text-slate-700">
                        {label}
                      </th>
                      <td className="break-words py-1 pr-3 text-slate-900">{yours}</td>
                      <td className="break-words py-1 text-slate-900">{theirs}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="flex flex-wrap gap-3">
              <a href={itemPath('event', event.id, event.title)} target="_blank" rel="noreferrer" className="text-sm font-medium text-brand-700 underline">
                {event.title}
              </a>
              <button type="button" className={button({ intent: 'secondary', size: 'sm' })} onClick={() => onEdit(event)}>
                {t('event-similar-edit')}
                <span className="sr-only"> {event.title}</span>
              </button>
            </div>
          </div>
        );
      })}
    </section>
  );
}

/** After the add: where it is, and its translations next. */
function AddedNotice({ added, onTranslate, onClose }: { added: Added; onTranslate: () => void; onClose: () => void }) {
  const t = useT();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid gap-3">
      <p ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        {added.message}
      </p>
      <p className="text-sm text-slate-700">
        <a href={itemPath('event', added.id, added.name)} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
          {t('event-added-text', { name: added.name })}
        </a>
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={button({ intent: 'secondary' })} onClick={onTranslate}>
          {t('event-added-translate')}
        </button>
        <button type="button" className={button()} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}

type Props = {
  /** Opened by a suggestion's 'Create from this': filled from its page, and linked to what is added. */
  from?: FromSuggestion | null;
  onClose: () => void;
  /** Staff chose to edit the guide's similar event instead. */
  onEditExisting: (event: Event) => void;
  /** Staff chose to translate the event just added. */
  onTranslate: (event: Event) => void;
};

/**
 * Add Event (#71): the Edit form's fields, a picture uploaded in the form,
 * and a repeat that makes a series (one event a date, undone as one step).
 * Core checks the fields before sending; the server checks them again and
 * meets the duplicate check every way in meets. When the guide lists a
 * similar event, nothing is added yet: the dialog shows it beside this
 * one, to edit the guide's or add this anyway.
 */
export function AddEventDialog({ from, onClose, onEditExisting, onTranslate }: Props) {
  const draft = from?.draft.kind === 'event' ? from.draft : null;
  const { values: form, setValues: setForm, errors, showErrors, ref, changed } = useForm(() => (draft ? draftToForm(draft) : emptyForm()));
  const link = useLinkSuggestion();
  const add = useAddEvent();
  const toast = useToast();
  const t = useT();
  const words = useWords();
  const [similar, setSimilar] = useState<SimilarEventsFound | null>(null);
  const [added, setAdded] = useState<Added | null>(null);
  const [opening, setOpening] = useState(false);
  const { requestClose, prompt } = useUnsavedChanges(changed && !added, onClose);

  const send = (addAnyway: boolean) => {
    const body = formToEventAdd(form, addAnyway, draft?.event.sourceUrl ?? null);
    add.mutate(body, {
      onSuccess: (answer) => {
        if (isSimilarAnswer(answer)) {
          setSimilar(answer);
          return;
        }
        setSimilar(null);
        setAdded({ id: answer.ids[0], name: form.title.trim(), message: answer.message });
        if (from) link(from.suggestion, { kind: 'event', id: answer.ids[0] });
        toast({ title: answer.message, description: t('event-added-text', { name: form.title.trim() }) });
      },
      onError: (error) => {
        setSimilar(null);
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields);
        toast({ title: t('event-add-failed'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' });
      },
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!showErrors(byField(validateEventAdd(formToEventAdd(form, false, null), words)))) return;
    send(false);
  };

  const translate = () => {
    if (!added) return;
    setOpening(true);
    getEditable('events', added.id)
      .then((opened) => onTranslate(opened.item))
      .catch((error: unknown) => toast({ title: t('edit-open-failed'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' }))
      .finally(() => setOpening(false));
  };

  const busy = add.isPending || opening;
  return (
    <Dialog busy={busy} onClose={requestClose}>
      <div className="grid gap-4 p-4 md:p-6">
        <DialogTitle className="font-display text-2xl font-bold text-slate-900">{t('event-add-title')}</DialogTitle>
        {added ? (
          <AddedNotice added={added} onTranslate={translate} onClose={onClose} />
        ) : similar ? (
          <>
            <SimilarEvents found={similar} form={form} onEdit={onEditExisting} />
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" className={button({ intent: 'secondary' })} disabled={busy} onClick={() => setSimilar(null)}>
                {t('event-similar-back')}
              </button>
              <button type="button" className={button()} disabled={busy} onClick={() => send(true)}>
                {busy ? t('event-add-adding') : t('event-similar-add-anyway')}
              </button>
            </div>
          </>
        ) : (
          <form ref={ref} noValidate onSubmit={submit} className="grid gap-4">
            {from && draft && (
              <FromSuggestionNotice from={from}>
                {draft.similarEvents.length > 0 && (
                  <>
                    <p>{t('suggestion-listed-already')}</p>
                    <ul className="grid gap-2">
                      {draft.similarEvents.map((event) => (
                        <li key={event.id} className="flex flex-wrap items-center gap-3">
                          <a href={itemPath('event', event.id, event.title)} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
                            {event.title} ({event.date})
                          </a>
                          <button
                            type="button"
                            className={button({ intent: 'secondary', size: 'sm' })}
                            onClick={() => {
                              link(from.suggestion, { kind: 'event', id: event.id });
                              onClose();
                            }}
                          >
                            {t('suggestion-it-is-this')}
                            <span className="sr-only"> {event.title}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </FromSuggestionNotice>
            )}
            <EventFields form={form} onChange={(next) => setForm({ ...form, ...next })} errors={errors} adding />
            <div className="grid gap-4 md:grid-cols-2">
              <MenuField
                label={t('field-repeat')}
                value={form.repeat}
                onValueChange={(repeat) => setForm({ ...form, repeat })}
                error={errors.repeat}
                options={REPEATS.map(([value, message]) => ({ value, label: t(message) }))}
              />
              {form.repeat !== 'never' && (
                <TextField
                  label={t('field-until')}
                  type="date"
                  required
                  min={form.date || undefined}
                  value={form.until}
                  onChange={(e) => setForm({ ...form, until: e.target.value })}
                  error={errors.until}
                />
              )}
            </div>
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" className={button({ intent: 'secondary' })} disabled={busy} onClick={requestClose}>
                {t('admin-cancel')}
              </button>
              <button type="submit" className={button()} disabled={busy}>
                {busy ? t('event-add-adding') : t('event-add-save')}
              </button>
            </div>
          </form>
        )}
      </div>
      {prompt}
    </Dialog>
  );
}
