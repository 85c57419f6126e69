import { useMemo, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PageHeading } from '@/components/ui/PageHeading';
import { button } from '@/components/ui/button';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useHydrating } from '@/lib/hydration';
import { useT, useWords } from '@/lib/i18n';
import { confirmMySubmission, mySubmission, saveMySubmission, useOpenedForm, useSubmissionVenues } from '@/lib/submissions/api';
import { SubmissionFields } from '@/components/submissions/SubmissionFields';
import { toSubmissionFields, toSubmissionForm } from '@/lib/submissions/form';
import type { OrganizerSubmission, SubmissionForm } from '@/lib/core';

/** The private link's token, from the address's fragment (`#token=…`),
 * which never reaches a server or its logs. */
function tokenOfFragment(): string | null {
  const token = new URLSearchParams(globalThis.location?.hash.slice(1) ?? '').get('token');
  return token && /^[0-9a-f]{64}$/.test(token) ? token : null;
}

/** What opening the link found: the submission, and whether this opening
 * confirmed the organizer's address. */
type Opened = { submission: OrganizerSubmission; confirmed: string | null };

/** Opens the submission; the first opening confirms the address (the link
 * was e-mailed to it), which sends the submission to staff. */
async function open(token: string): Promise<Opened> {
  const submission = await mySubmission(token);
  if (submission.status !== 'unconfirmed') return { submission, confirmed: null };
  const answer = await confirmMySubmission(token);
  return { submission: await mySubmission(token), confirmed: answer.message };
}

const STATUS_STYLE: Record<OrganizerSubmission['status'], string> = {
  unconfirmed: 'bg-amber-50 text-amber-900 ring-amber-200',
  pending: 'bg-sky-50 text-sky-900 ring-sky-200',
  approved: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  declined: 'bg-slate-100 text-slate-900 ring-slate-300',
};

/** The form while staff have not decided it. */
function EditForm({ token, submission, onSaved }: { token: string; submission: OrganizerSubmission; onSaved: (form: SubmissionForm) => void }) {
  const t = useT();
  const words = useWords();
  const toast = useToast();
  const opened = useOpenedForm();
  const venues = useSubmissionVenues().data ?? [];
  const { values: fields, setValues, errors, showErrors, ref, changed, rebase } = useForm(() => toSubmissionFields(submission.form));
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const form = toSubmissionForm(fields, words.lang, '');
      const answer = await saveMySubmission(token, form);
      showErrors({});
      rebase(fields, fields);
      onSaved(form);
      toast({ title: answer.message });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields);
      toast({ title: t('my-submission-failed'), description: serverMessage(error, t('please-try-later')), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={ref} noValidate onSubmit={onSubmit} className="mt-6 grid gap-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm text-slate-700">{t('my-submission-edit-intro')}</p>
      <SubmissionFields
        fields={fields}
        onChange={(next) => setValues((v) => ({ ...v, ...next }))}
        errors={errors}
        venues={venues}
        opened={opened.data}
        addressFixed
      />
      <div>
        <button type="submit" className={button({ size: 'lg' })} disabled={busy || !changed}>
          {busy ? t('my-submission-saving') : t('my-submission-save')}
        </button>
      </div>
    </form>
  );
}

/**
 * `/add-event/mine` (#73): the event an organizer sent, by the private
 * link e-mailed to them. Opening it confirms their address (the
 * submission goes to staff); then it says where the review stands, and
 * takes changes until staff decide.
 */
export function MySubmission() {
  const t = useT();
  const queries = useQueryClient();
  // The fragment is the browser's alone: read once the page is hydrated.
  const hydrating = useHydrating();
  const token = useMemo(() => (hydrating ? undefined : tokenOfFragment()), [hydrating]);
  const key = ['my-submission', token];
  const read = useQuery({ queryKey: key, enabled: !!token, gcTime: 0, retry: false, queryFn: () => open(token!) });
  const gone = read.error instanceof ApiError && read.error.status === 410;

  const saved = (form: SubmissionForm) =>
    queries.setQueryData<Opened>(key, (before) => (before ? { ...before, submission: { ...before.submission, form: { ...form, organizerEmail: before.submission.form.organizerEmail } } } : before));

  const submission = read.data?.submission;
  const confirmed = read.data?.confirmed;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading>{t('page-my-submission-title')}</PageHeading>
      {token === null && (
        <p className="mt-4 text-slate-700">
          {t('my-submission-no-link')}{' '}
          <Link href="/add-event" className="font-medium text-brand-700 underline">
            {t('nav-add-event')}
          </Link>
        </p>
      )}
      {token && read.isPending && <output className="mt-4 block text-slate-700">{t('my-submission-loading')}</output>}
      {read.isError && (
        <p className="mt-4 text-slate-700" role="alert">
          {gone ? serverMessage(read.error, t('my-submission-failed-open')) : t('my-submission-failed-open')}
        </p>
      )}
      {token && submission && (
        <>
          {confirmed && <output className="mt-4 block rounded-lg bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200">{confirmed}</output>}
          <section aria-labelledby="my-submission-event" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="my-submission-event" className="text-xl font-semibold text-slate-900">
              {submission.form.title}
            </h2>
            <p className="mt-2">
              <span className="text-sm text-slate-600">{t('my-submission-status')} </span>
              <span className={`inline-block rounded-full px-3 py-1 text-sm font-medium ring-1 ${STATUS_STYLE[submission.status]}`} data-testid="submission-status">
                {submission.statusText}
              </span>
            </p>
            {submission.declineReason && <p className="mt-3 text-slate-700">{t('my-submission-reason', { reason: submission.declineReason })}</p>}
            {submission.status === 'approved' && <p className="mt-3 text-slate-700">{t('my-submission-published')}</p>}
          </section>
          {submission.editable && <EditForm token={token} submission={submission} onSaved={saved} />}
          <p className="mt-6">
            <Link href="/add-event" className="font-medium text-brand-700 underline">
              {t('my-submission-another')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
