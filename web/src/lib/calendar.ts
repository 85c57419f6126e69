// Calendar files (.ics) written by core, in a WASM package of their own
// that loads on the first ask: most visits never need it, so the first
// download does not carry it. The service worker keeps it for offline use.
// Their words are the page's language's, a part of its catalog of their
// own (calendar.ftl), loaded with the package.
import type { PlanForCalendar, RunChoice, RunDays } from 'guide-core-wasm-calendar';
import type { GuideEvent } from '@/lib/core';
import { itemPath } from '@/lib/core';
import { loadLocalization, pageLang, type Localization } from '@/lib/localization';
import { siteInfo } from '@/lib/site';

export type CalendarFile = { text: string; fileName: string };

/** The package and the page's words for it, loaded together. */
const writer = () => Promise.all([import('guide-core-wasm-calendar'), calendarWords()]);

async function calendarWords(): Promise<Localization> {
  const words = await loadLocalization(pageLang());
  await words.include('calendar');
  return words;
}

/** One event's file, named after its page ('12-the-nutcracker.ics'). */
export async function eventCalendarFile(event: GuideEvent): Promise<CalendarFile> {
  const [[calendar, words], site] = await Promise.all([writer(), siteInfo()]);
  const text = calendar.eventCalendar(event, site.brand, words, location.origin, site.timeZone, Date.now());
  return { text, fileName: `${itemPath('event', event.id, event.title).split('/').pop()}.ics` };
}

/** The days of a run of several days the visitor can still pick (none for
 * an event of one day), and whether each may go in on its own. */
export async function runDays(event: GuideEvent, today: string): Promise<RunDays> {
  const [calendar] = await writer();
  return calendar.runDays(event, today);
}

/** The file of the day (or every day, or the whole run) the visitor chose:
 * '12-the-nutcracker-2026-12-21.ics'. */
export async function runCalendarFile(event: GuideEvent, choice: RunChoice): Promise<CalendarFile> {
  const [[calendar, words], site] = await Promise.all([writer(), siteInfo()]);
  const text = calendar.runCalendar(event, choice, site.brand, words, location.origin, site.timeZone, Date.now());
  const base = itemPath('event', event.id, event.title).split('/').pop();
  const suffix = typeof choice === 'object' ? `-${choice.day}` : choice === 'everyDay' ? '-every-day' : '';
  return { text, fileName: `${base}${suffix}.ics` };
}

/** The plan's file: its events, each place the trip puts on a day at its
 * planned time, and the other places in the calendar's notes. */
export async function planCalendarFile(plan: PlanForCalendar): Promise<CalendarFile> {
  const [[calendar, words], site] = await Promise.all([writer(), siteInfo()]);
  const text = calendar.planCalendar(plan, site.brand, words, location.origin, site.timeZone, Date.now());
  return { text, fileName: 'my-plan.ics' };
}

/** Hands the file to the browser, which offers to open it in a calendar. */
export function saveCalendarFile({ text, fileName }: CalendarFile) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
