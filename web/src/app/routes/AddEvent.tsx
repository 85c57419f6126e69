import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PageHeading } from '@/components/ui/PageHeading';
import { button } from '@/components/ui/button';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/connection';
import { useT, useWords } from '@/lib/i18n';
import { useSite } from '@/lib/site';
import { sendSubmission, useOpenedForm, useSubmissionVenues } from '@/lib/submissions/api';
import { SubmissionFields } from '@/components/submissions/SubmissionFields';
import { emptySubmission, toSubmissionForm } from '@/lib/submissions/form';

/** After sending: the address to confirm, and another event. */
function Sent({ message, onAnother }: { message: string; onAnother: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mt-8 grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby="add-event-sent">
      <h2 id="add-event-sent" ref={heading} tabIndex={-1} className="font-display text-2xl font-bold text-slate-900 focus:outline-none">
        {t('add-event-sent-heading')}
      </h2>
      <p className="text-slate-700">{message}</p>
      <div>
        <button type="button" className={button({ intent: 'secondary' })} onClick={onAnother}>
          {t('add-event-another')}
        </button>
      </div>
    </section>
  );
}

/**
 * 'Add your event' (#73): an organizer sends their event for review. It
 * is published only once they confirm their address (the e-mailed link
 * opens their page, `/add-event/mine`) and staff approve it. The form
 * carries the server's token of when it was shown and a field people
 * never see: programs that fill forms in a hurry are refused without a
 * third party's CAPTCHA.
 */
export function AddEvent() {
  const t = useT();
  const words = useWords();
  const toast = useToast();
  const site = useSite();
  const online = useOnline();
  const opened = useOpenedForm();
  const venues = useSubmissionVenues().data ?? [];
  const { values: fields, setValues, errors, showErrors, ref, reset } = useForm(emptySubmission);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!opened.data) return;
    setBusy(true);
    try {
      const answer = await sendSubmission(toSubmissionForm(fields, words.lang, opened.data.token));
      showErrors({});
      setSent(answer.message);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields);
      toast({ title: t('add-event-failed'), description: serverMessage(error, t('please-try-later')), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const another = () => {
    reset();
    setSent(null);
    // A new form is a new token: the next one's pace counts from now.
    void opened.refetch();
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading>{t('page-add-event-title')}</PageHeading>
      <p className="mt-3 text-slate-700">{t('add-event-intro', { city: site?.city ?? '' })}</p>
      <ol className="mt-4 grid list-decimal gap-1 pl-5 text-sm text-slate-700">
        <li>{t('add-event-step-form')}</li>
        <li>{t('add-event-step-confirm')}</li>
        <li>{t('add-event-step-review')}</li>
      </ol>
      {sent ? (
        <Sent message={sent} onAnother={another} />
      ) : (
        <form ref={ref} noValidate onSubmit={onSubmit} className="mt-8 grid gap-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <SubmissionFields fields={fields} onChange={(next) => setValues((v) => ({ ...v, ...next }))} errors={errors} venues={venues} opened={opened.data} />
          {/* Hidden from people and from assistive technology; a program
              that fills every field fills this one too. */}
          <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
            <label>
              {t('add-event-homepage')}
              <input type="text" name="homepage" tabIndex={-1} autoComplete="off" value={fields.homepage} onChange={(e) => setValues((v) => ({ ...v, homepage: e.target.value }))} />
            </label>
          </div>
          {!online && (
            <output className="block rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('add-event-offline')}</output>
          )}
          {opened.isError && online && (
            <p role="alert" className="text-sm text-red-700">
              {t('add-event-form-unavailable')}
            </p>
          )}
          <div>
            <button type="submit" className={button({ size: 'lg' })} disabled={busy || !online || !opened.data}>
              {busy ? t('add-event-sending') : t('add-event-send')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
