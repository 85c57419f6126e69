import { openingHours } from '@/lib/core';
import { useSite } from '@/lib/site';
import { useMinuteClock } from '@/lib/today';
import { useT, useWords } from '@/lib/i18n';

/** A place's hours on its page, as core reads them at the city's clock:
 * 'Closed now · Opens at 10 AM tomorrow' and the coming week day by day,
 * holidays named, in the page's language. Hours core cannot read
 * ('Seasonal') are shown as staff wrote them. */
export function OpeningHours({ hours }: { hours: string }) {
  const site = useSite();
  const now = useMinuteClock(true);
  const words = useWords();
  const t = useT();
  const shown = site ? openingHours(hours, now, site.timeZone, words) : undefined;
  if (!shown) return <>{hours}</>;
  return (
    <div data-testid="opening-hours">
      <p>
        <span
          data-testid="open-now"
          className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold ${shown.open ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-800'}`}
        >
          {shown.state}
        </span>
        {shown.next && <span className="ml-2">{shown.next}</span>}
      </p>
      <table className="mt-2 text-sm">
        <caption className="sr-only">{t('hours-this-week')}</caption>
        <tbody>
          {shown.days.map((day) => (
            <tr key={day.day} className={day.today ? 'font-semibold' : undefined} aria-current={day.today ? 'date' : undefined}>
              <th scope="row" className={`py-0.5 pr-4 text-left ${day.today ? 'font-semibold' : 'font-normal'}`}>
                {day.day}
                {day.note && <span className="font-normal text-slate-600"> ({day.note})</span>}
              </th>
              <td className="py-0.5">{day.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
