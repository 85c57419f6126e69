import { useState, type FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useSite } from '@/lib/site';
import { useSaveWeeklyIntro, useSendWeeklyTest, useWeeklyOverview } from '../api/get-weekly';
import type { WeeklyOverview } from '../lib/core';
import { useUnsavedChanges } from './UnsavedChanges';

/** The next issue's introduction, which staff write, and a test of the issue to oneself. */
function IntroAndTest({ weekly }: { weekly: WeeklyOverview }) {
  const t = useT();
  const toast = useToast();
  const stored = weekly.intro?.text ?? '';
  const [text, setText] = useState(stored);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveWeeklyIntro();
  const test = useSendWeeklyTest();
  // Leaving the dashboard with an unsaved introduction asks first.
  useUnsavedChanges(text !== stored, () => {});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { text },
      {
        onSuccess: (overview) => {
          setError(undefined);
          setText(overview.intro?.text ?? '');
          toast({ title: t('weekly-admin-intro-saved') });
        },
        onError: (failure) => {
          setError(failure instanceof ApiError ? failure.fields.text : undefined);
          toast({ title: t('weekly-admin-intro-failed'), description: serverMessage(failure, t('admin-try-again')), variant: 'destructive' });
        },
      },
    );
  };
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: (sent) => toast({ title: sent.message }),
      onError: (failure) => toast({ title: t('weekly-admin-test-failed'), description: serverMessage(failure, t('admin-try-again')), variant: 'destructive' }),
    });

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid max-w-3xl gap-3">
      <h3 className="text-lg font-semibold text-slate-900">{t('weekly-admin-intro-heading')}</h3>
      <TextAreaField
        label={t('weekly-intro-label')}
        hint={t('weekly-admin-intro-hint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
        rows={4}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={button()} disabled={save.isPending}>
          {save.isPending ? t('admin-saving') : t('weekly-admin-intro-save')}
        </button>
        {weekly.preview && (
          <button type="button" className={button({ intent: 'secondary' })} disabled={test.isPending} onClick={sendTest}>
            {test.isPending ? t('weekly-admin-testing') : t('weekly-admin-test')}
          </button>
        )}
      </div>
    </form>
  );
}

/** The weekly e-mail, 'This weekend in <city>' (#37): how many subscribe,
 * when the next issue goes, its introduction staff write and a test of it
 * to oneself (#71), and that issue for every category as the guide is
 * now, rendered as mail clients render it (a sandboxed frame: no script,
 * no access to the dashboard). */
export function WeeklyEmail({ active }: { active: boolean }) {
  const t = useT();
  const city = useSite()?.city ?? '';
  const overview = useWeeklyOverview(active);
  if (overview.isPending) return <output className="block text-slate-700">{t('weekly-admin-loading')}</output>;
  if (overview.isError)
    return (
      <p role="alert" className="text-red-800">
        {t('weekly-admin-failed')}
      </p>
    );
  const weekly = overview.data;
  return (
    <section aria-labelledby="weekly-heading">
      <h2 id="weekly-heading" className="text-xl font-semibold text-slate-900">
        {t('weekly-admin-heading', { city })}
      </h2>
      <p className="mt-2 text-slate-800">
        {t('weekly-admin-subscribers', { count: weekly.subscribers })}
        {weekly.waiting > 0 && ` ${t('weekly-admin-waiting', { count: weekly.waiting })}`}
      </p>
      <p className="mt-1 text-slate-700">{weekly.sending ? t('weekly-admin-sending', { day: weekly.nextIssue }) : t('weekly-admin-next', { day: weekly.nextIssue })}</p>
      <IntroAndTest key={weekly.nextIssue} weekly={weekly} />
      {weekly.preview ? (
        <>
          <p className="mt-1 text-slate-700">{t('weekly-admin-events', { count: weekly.events })}</p>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">{t('weekly-admin-preview')}</h3>
          <iframe title={t('weekly-admin-preview')} srcDoc={weekly.preview} sandbox="" className="mt-3 h-[48rem] w-full max-w-3xl rounded-xl bg-slate-100 ring-1 ring-slate-200" />
        </>
      ) : (
        <p className="mt-4 text-slate-700">{t('weekly-admin-empty')}</p>
      )}
    </section>
  );
}
