import { ExternalLink } from '@/components/ui/ExternalLink';
import { PageHeading } from '@/components/ui/PageHeading';
import { useT } from '@/lib/i18n';
import { useSite } from '@/lib/site';

// Static content of spec section 2: three seasons, a monthly guide, a link to
// the climate averages and three tips. Their words are the catalog's
// (core/locales/<lang>/weather.ftl), by these ids.

const SEASONS = [
  { id: 'season-peak', tone: 'bg-emerald-700' },
  { id: 'season-summer', tone: 'bg-sky-700' },
  { id: 'season-hurricane', tone: 'bg-amber-800' },
];
const POINTS = [1, 2, 3];
const MONTHS = ['months-dec-feb', 'months-mar-apr', 'months-may-jun', 'months-jul-sep', 'months-oct-nov'];
const TIPS = ['weather-tip-1', 'weather-tip-2', 'weather-tip-3'];

export function Weather() {
  const site = useSite();
  const t = useT();
  const city = site?.city;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeading>{t('page-weather-title')}</PageHeading>
      <p className="mt-3 max-w-3xl text-slate-700">{city ? t('weather-intro', { city }) : t('weather-intro-no-city')}</p>

      <section aria-labelledby="seasons" className="mt-10">
        <h2 id="seasons" className="font-display text-2xl font-bold text-slate-900">{t('weather-seasons')}</h2>
        <ul className="mt-6 grid gap-6 lg:grid-cols-3">
          {SEASONS.map((s) => (
            <li key={s.id} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              <div className={`${s.tone} p-5 text-white`}>
                <h3 className="text-xl font-semibold">{t(s.id)}</h3>
                <p className="mt-1 text-sm">
                  {t(`${s.id}-months`)} · {t(`${s.id}-temperature`)}
                </p>
                <p className="mt-2 inline-block rounded-full bg-white px-3 py-0.5 text-sm font-semibold text-slate-900">{t(`${s.id}-rating`)}</p>
              </div>
              <div className="grid gap-4 p-5 text-sm">
                <div>
                  <h4 className="font-semibold text-emerald-800">{t('weather-pros')}</h4>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                    {POINTS.map((n) => <li key={n}>{t(`${s.id}-pro-${n}`)}</li>)}
                  </ul>
                </div>
                <div>
                  <h4 className="font-semibold text-red-800">{t('weather-cons')}</h4>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                    {POINTS.map((n) => <li key={n}>{t(`${s.id}-con-${n}`)}</li>)}
                  </ul>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="monthly" className="mt-12">
        <h2 id="monthly" className="font-display text-2xl font-bold text-slate-900">{t('weather-monthly')}</h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {MONTHS.map((m) => (
            <div key={m} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <dt className="text-lg font-semibold text-brand-700">{t(m)}</dt>
              <dd className="mt-2 text-sm text-slate-700">{t(`${m}-text`)}</dd>
            </div>
          ))}
        </dl>
        {site && (
          <p className="mt-6 text-slate-700">
            {t('weather-averages-lead')}{' '}
            <ExternalLink href={site.weatherAveragesUrl} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900">
              {t('weather-averages', { city: site.city })}
              <span className="sr-only"> {t('opens-new-tab')}</span>
            </ExternalLink>
          </p>
        )}
      </section>

      <section aria-labelledby="tips" className="mt-12">
        <h2 id="tips" className="font-display text-2xl font-bold text-slate-900">{t('weather-tips')}</h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {TIPS.map((tip, i) => (
            <li key={tip} className="flex gap-3 rounded-xl bg-white p-5 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
              <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-sun-400 font-bold text-slate-900">
                {i + 1}
              </span>
              {t(tip)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
