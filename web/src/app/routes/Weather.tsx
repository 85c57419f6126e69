import { ExternalLink } from '@/components/ui/ExternalLink';
import { PageHeading } from '@/components/ui/PageHeading';
import { useSite } from '@/lib/site';

// Static content of spec section 2: three seasons, a monthly guide, a link to
// the climate averages and three tips.

const SEASONS = [
  {
    months: 'Nov-Apr',
    name: 'Peak Season',
    rating: 'Excellent',
    temperature: '60-80°F',
    tone: 'bg-emerald-700',
    pros: ['Dry, sunny days and low humidity', 'The arts season: opera, ballet, theater and concerts', 'Perfect weather for the beaches and outdoor dining'],
    cons: ['Higher hotel prices', 'Busier beaches, restaurants and roads', 'Book popular shows and tables early'],
  },
  {
    months: 'May-Oct',
    name: 'Summer',
    rating: 'Good',
    temperature: '75-92°F',
    tone: 'bg-sky-700',
    pros: ['Lower prices and easy reservations', 'Warm Gulf water for swimming and paddling', 'Quieter beaches and attractions'],
    cons: ['Hot and humid', 'Short, strong afternoon thunderstorms', 'Fewer performances while the arts season rests'],
  },
  {
    months: 'Jun 1-Nov 30',
    name: 'Hurricane Season',
    rating: 'Fair',
    temperature: '75-92°F',
    tone: 'bg-amber-800',
    pros: ['The best off-season deals', 'Most days are still sunny and calm', 'Lush, green gardens and parks'],
    cons: ['A storm can disrupt travel plans', 'Consider travel insurance', 'Watch the forecast before and during your trip'],
  },
];

const MONTHS = [
  { months: 'Dec-Feb', text: 'Mild and dry, the coolest months. Holiday events and the heart of the arts season; bring a light jacket for the evenings.' },
  { months: 'Mar-Apr', text: 'Warm, sunny and dry: the most popular time to visit. Spring festivals, outdoor markets and busy beaches.' },
  { months: 'May-Jun', text: 'Hot days and warming water before the summer rains. Fewer crowds; hurricane season begins on June 1.' },
  { months: 'Jul-Sep', text: 'The hottest, wettest months, with afternoon storms. Plan outdoor time for the morning and keep an eye on the tropics.' },
  { months: 'Oct-Nov', text: 'Humidity drops and the arts season opens. Comfortable weather returns; hurricane season ends on November 30.' },
];

const TIPS = [
  'Wear reef-safe sunscreen and drink plenty of water in every season: the Florida sun is strong even in winter.',
  'In summer, plan beaches and outdoor activities for the morning; afternoon storms usually pass within an hour.',
  'During peak season, book hotels, restaurants and performances well in advance.',
];

export function Weather() {
  const site = useSite();
  const city = site?.city;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeading>Best Time to Visit</PageHeading>
      <p className="mt-3 max-w-3xl text-slate-700">
        {city ? `${city} is` : 'Our city is'} warm all year. Here is what each season brings, so you can pick the visit that suits you.
      </p>

      <section aria-labelledby="seasons" className="mt-10">
        <h2 id="seasons" className="font-display text-2xl font-bold text-slate-900">Seasons</h2>
        <ul className="mt-6 grid gap-6 lg:grid-cols-3">
          {SEASONS.map((s) => (
            <li key={s.name} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              <div className={`${s.tone} p-5 text-white`}>
                <h3 className="text-xl font-semibold">{s.name}</h3>
                <p className="mt-1 text-sm">{s.months} · {s.temperature}</p>
                <p className="mt-2 inline-block rounded-full bg-white px-3 py-0.5 text-sm font-semibold text-slate-900">{s.rating}</p>
              </div>
              <div className="grid gap-4 p-5 text-sm">
                <div>
                  <h4 className="font-semibold text-emerald-800">Pros</h4>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                    {s.pros.map((p) => <li key={p}>{p}</li>)}
                  </ul>
                </div>
                <div>
                  <h4 className="font-semibold text-red-800">Cons</h4>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                    {s.cons.map((c) => <li key={c}>{c}</li>)}
                  </ul>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="monthly" className="mt-12">
        <h2 id="monthly" className="font-display text-2xl font-bold text-slate-900">Monthly Planning Guide</h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {MONTHS.map((m) => (
            <div key={m.months} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <dt className="text-lg font-semibold text-brand-700">{m.months}</dt>
              <dd className="mt-2 text-sm text-slate-700">{m.text}</dd>
            </div>
          ))}
        </dl>
        {site && (
          <p className="mt-6 text-slate-700">
            Monthly temperatures and rainfall:{' '}
            <ExternalLink href={site.weatherAveragesUrl} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900">
              {site.city} weather averages<span className="sr-only"> (opens in a new tab)</span>
            </ExternalLink>
          </p>
        )}
      </section>

      <section aria-labelledby="tips" className="mt-12">
        <h2 id="tips" className="font-display text-2xl font-bold text-slate-900">Quick Tips</h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {TIPS.map((tip, i) => (
            <li key={tip} className="flex gap-3 rounded-xl bg-white p-5 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
              <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-sun-400 font-bold text-slate-900">
                {i + 1}
              </span>
              {tip}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
