import { useT } from '@/lib/i18n';
import { useSite } from '@/lib/site';
import { useWeeklyOverview } from '../api/get-weekly';

/** The weekly e-mail, 'This weekend in <city>' (#37): how many subscribe,
 * when the next issue goes, and that issue for every category as the
 * guide is now, rendered as mail clients render it (a sandboxed frame: no
 * script, no access to the dashboard). */
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
