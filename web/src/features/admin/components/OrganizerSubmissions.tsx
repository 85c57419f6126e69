import { useMemo, useState, type FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useT, useWords } from '@/lib/i18n';
import { useOpenedForm, useSubmissionVenues } from '@/lib/submissions/api';
import { SubmissionFields } from '@/components/submissions/SubmissionFields';
import { toSubmissionFields, toSubmissionForm } from '@/lib/submissions/form';
import { useAdminVenues } from '../api/get-admin-venues';
import { useApproveSubmission, useDeclineSubmissions, useSubmissions } from '../api/submissions';
import { categoryLabel, formatCount, formatEventDateRange, itemPath, repeatChoices, type BlockChoice, type ReviewedSubmission } from '../lib/core';
import { useSelection } from '../hooks/use-selection';
import { LoadedList } from './LoadedList';
import { useUnsavedChanges } from './UnsavedChanges';

const REPEATS = new Map(repeatChoices());
const BLOCKS: [BlockChoice, string][] = [
  ['nobody', 'submission-block-nobody'],
  ['address', 'submission-block-address'],
  ['domain', 'submission-block-domain'],
];

type Failed = (error: unknown, title: string) => void;

/** A decision's refusal: under the fields when it names them, and said. */
function useFailed(showErrors?: (fields: Record<string, string>) => void): Failed {
  const toast = useToast();
  const t = useT();
  return (error, title) => {
    if (showErrors && error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields);
    toast({ title, description: serverMessage(error, t('admin-try-again')), variant: 'destructive' });
  };
}

/** The submission's form, edited by staff, then published. Whom it is
 * from stays as sent. */
function EditDialog({ submission, onClose }: { submission: ReviewedSubmission; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const opened = useOpenedForm();
  const venues = useSubmissionVenues().data ?? [];
  const approve = useApproveSubmission();
  const { values: fields, setValues, errors, showErrors, ref, changed } = useForm(() => toSubmissionFields(submission.form));
  const failed = useFailed(showErrors);
  const { requestClose, prompt } = useUnsavedChanges(changed, onClose);

  const publish = (e: FormEvent) => {
    e.preventDefault();
    const form = { ...toSubmissionForm(fields, submission.form.lang ?? 'en', ''), organizerEmail: submission.form.organizerEmail };
    approve.mutate(
      { id: submission.id, form },
      {
        onSuccess: (decided) => {
          toast({ title: decided.message });
          onClose();
        },
        onError: (error) => failed(error, t('submission-not-published')),
      },
    );
  };

  return (
    <Dialog busy={approve.isPending} onClose={requestClose}>
      <form ref={ref} noValidate onSubmit={publish} className="grid gap-6 p-4 md:p-6">
        <DialogTitle className="font-display text-2xl font-bold text-slate-900">{t('submission-edit-title', { title: submission.form.title ?? '' })}</DialogTitle>
        <SubmissionFields fields={fields} onChange={(next) => setValues((v) => ({ ...v, ...next }))} errors={errors} venues={venues} opened={opened.data} addressFixed />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={button({ intent: 'secondary' })} disabled={approve.isPending} onClick={requestClose}>
            {t('admin-cancel')}
          </button>
          <button type="submit" className={button()} disabled={approve.isPending}>
            {approve.isPending ? t('submission-publishing') : t('submission-publish')}
          </button>
        </div>
      </form>
      {prompt}
    </Dialog>
  );
}

/** Declines one or several with a reason e-mailed to each organizer;
 * their senders blocked in the same step when staff ask. */
function DeclineDialog({ chosen, onClose, onDeclined }: { chosen: ReviewedSubmission[]; onClose: () => void; onDeclined: () => void }) {
  const t = useT();
  const lang = useWords().lang;
  const toast = useToast();
  const decline = useDeclineSubmissions();
  const count = { count: chosen.length, shown: formatCount(chosen.length, lang) };
  const { values, setValues, errors, showErrors, ref } = useForm<{ reason: string; block: BlockChoice }>({ reason: '', block: 'nobody' });
  const failed = useFailed(showErrors);
  const title = chosen.length === 1 ? t('submission-decline-one', { title: chosen[0].form.title ?? '' }) : t('submission-decline-many', count);

  const send = (e: FormEvent) => {
    e.preventDefault();
    decline.mutate(
      { ids: chosen.map((s) => s.id), reason: values.reason, block: values.block },
      {
        onSuccess: (decided) => {
          toast({ title: decided.message });
          onDeclined();
        },
        onError: (error) => failed(error, t('submission-not-declined')),
      },
    );
  };

  return (
    <Dialog size="narrow" busy={decline.isPending} onClose={onClose}>
      <form ref={ref} noValidate onSubmit={send} className="grid gap-4 p-4 md:p-6">
        <DialogTitle className="font-display text-2xl font-bold text-slate-900">{title}</DialogTitle>
        <TextAreaField
          label={t('field-decline-reason')}
          required
          value={values.reason}
          onChange={(e) => setValues((v) => ({ ...v, reason: e.target.value }))}
          error={errors.reason}
          hint={t('submission-decline-reason-hint')}
        />
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('submission-block')}</legend>
          {BLOCKS.map(([value, message]) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="block" className="size-5" checked={values.block === value} onChange={() => setValues((v) => ({ ...v, block: value }))} />
              {t(message, count)}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={button({ intent: 'secondary' })} disabled={decline.isPending} onClick={onClose}>
            {t('admin-cancel')}
          </button>
          <button type="submit" className={button({ intent: 'danger' })} disabled={decline.isPending}>
            {decline.isPending ? t('submission-declining') : t('submission-decline')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** One submission: what it says, whom it is from, the guide's events like
 * it, and the decisions. */
function SubmissionRow({
  submission,
  selected,
  onSelect,
  onEdit,
  onDecline,
  busy,
  onPublish,
}: {
  submission: ReviewedSubmission;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onEdit: () => void;
  onDecline: () => void;
  busy: boolean;
  onPublish: () => void;
}) {
  const t = useT();
  const words = useWords();
  const venues = useAdminVenues().data ?? [];
  const { form } = submission;
  const title = form.title ?? '';
  const venue =
    form.venueId !== null && form.venueId !== undefined
      ? (venues.find((v) => v.id === form.venueId)?.name ?? '')
      : t('submission-new-venue', { name: form.venueName ?? '', address: form.venueAddress ?? '' });
  const repeat = form.repeat && form.repeat !== 'never' ? t('submission-repeats', { repeat: t(REPEATS.get(form.repeat) ?? ''), until: form.until ? formatEventDateRange(form.until, null, words.lang) : '' }) : null;
  const facts = [
    form.date ? formatEventDateRange(form.date, form.endDate ?? null, words.lang) : '',
    form.time ?? '',
    venue,
    form.category ? categoryLabel(form.category, words) : '',
    form.ticketPrice ?? '',
  ].filter((fact) => fact.trim() !== '');
  return (
    <li className="flex gap-3 py-4" aria-label={title}>
      <input type="checkbox" className="mt-1 size-5 shrink-0" checked={selected} onChange={(e) => onSelect(e.target.checked)} aria-label={t('inbox-select', { title })} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start gap-3">
          {form.image && <img src={form.image} alt="" className="size-16 shrink-0 rounded-lg object-cover" />}
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">{title}</p>
            <p className="mt-1 text-sm text-slate-700">{facts.join(' · ')}</p>
            {repeat && <p className="text-sm text-slate-700">{repeat}</p>}
            <p className="mt-1 text-sm text-slate-600">{t('submission-from', { name: form.organizerName ?? '', email: form.organizerEmail ?? '' })}</p>
          </div>
        </div>
        {(form.description || form.ticketUrl) && (
          <details className="mt-1 text-sm text-slate-700">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700">{t('submission-show-description')}</summary>
            <p className="whitespace-pre-line break-words">{form.description}</p>
            {form.ticketUrl && <p className="mt-1 break-all">{t('submission-ticket-link', { url: form.ticketUrl })}</p>}
          </details>
        )}
        {submission.similarEvents.length > 0 && (
          <div className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p>{t('submission-looks-like')}</p>
            <ul className="list-disc pl-5">
              {submission.similarEvents.map((event) => (
                <li key={event.id}>
                  <a href={itemPath('event', event.id, event.title)} target="_blank" rel="noreferrer" className="font-semibold underline">
                    {event.title}
                    <span className="sr-only"> {t('opens-new-tab')}</span>
                  </a>{' '}
                  ({formatEventDateRange(event.date, event.endDate ?? null, words.lang)})
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={button({ size: 'sm' })} onClick={onPublish} disabled={busy}>
            {t('submission-publish')}
            <span className="sr-only"> {title}</span>
          </button>
          <button type="button" className={button({ size: 'sm', intent: 'secondary' })} onClick={onEdit} disabled={busy}>
            {t('submission-edit')}
            <span className="sr-only"> {title}</span>
          </button>
          <button type="button" className={button({ size: 'sm', intent: 'secondary' })} onClick={onDecline} disabled={busy}>
            {t('submission-decline')}
            <span className="sr-only"> {title}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * Organizers' events (#73) in the review inbox, beside what followed
 * sources found: each confirmed by its organizer's address, with the
 * guide's events like it (the duplicate check every way in meets).
 * Publish it as sent, edit it then publish, or decline it with a reason
 * e-mailed to the organizer, one or several at once, blocking their
 * addresses or domains in the same step.
 */
export function OrganizerSubmissions() {
  const t = useT();
  const toast = useToast();
  const list = useSubmissions();
  const approve = useApproveSubmission();
  const failed = useFailed();
  const submissions = useMemo(() => list.data ?? [], [list.data]);
  const { selection, select } = useSelection<number>();
  const [editing, setEditing] = useState<ReviewedSubmission | null>(null);
  const [declining, setDeclining] = useState<ReviewedSubmission[] | null>(null);
  // What is selected and still waits (another tab may have decided some).
  const selected = submissions.filter((s) => selection.has(s.id));

  const publish = (submission: ReviewedSubmission) =>
    approve.mutate(
      { id: submission.id, form: submission.form },
      {
        onSuccess: (decided) => {
          toast({ title: decided.message });
          select([submission.id], false);
        },
        onError: (error) => failed(error, t('submission-not-published')),
      },
    );

  return (
    <section aria-labelledby="submissions-heading">
      <h2 id="submissions-heading" className="font-display text-2xl font-bold text-slate-900">
        {t('submissions-title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('submissions-intro')}</p>
      <LoadedList query={list} what="submissions" count={submissions.length} empty={t('submissions-empty')}>
        <>
          <fieldset className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
            <legend className="sr-only">{t('submissions-selected')}</legend>
            <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="size-5"
                checked={selected.length === submissions.length}
                ref={(box) => {
                  if (box) box.indeterminate = selected.length > 0 && selected.length < submissions.length;
                }}
                onChange={(e) =>
                  select(
                    submissions.map((s) => s.id),
                    e.target.checked,
                  )
                }
              />
              {t('inbox-select-all', { count: submissions.length })}
            </label>
            <output className="text-sm text-slate-700">{t('discovery-selected', { count: selected.length })}</output>
            {selected.length > 0 && (
              <button type="button" className={button({ size: 'sm', intent: 'secondary' })} onClick={() => setDeclining(selected)}>
                {t('submission-decline')} {selected.length}
              </button>
            )}
          </fieldset>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white px-5 shadow-sm ring-1 ring-slate-200">
            {submissions.map((submission) => (
              <SubmissionRow
                key={submission.id}
                submission={submission}
                selected={selection.has(submission.id)}
                onSelect={(on) => select([submission.id], on)}
                onPublish={() => publish(submission)}
                onEdit={() => setEditing(submission)}
                onDecline={() => setDeclining([submission])}
                busy={approve.isPending}
              />
            ))}
          </ul>
        </>
      </LoadedList>
      {editing && <EditDialog submission={editing} onClose={() => setEditing(null)} />}
      {declining && (
        <DeclineDialog
          chosen={declining}
          onClose={() => setDeclining(null)}
          onDeclined={() => {
            select(
              declining.map((s) => s.id),
              false,
            );
            setDeclining(null);
          }}
        />
      )}
    </section>
  );
}
