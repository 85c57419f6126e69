// The trip planner's day, as the planner's screen works it out on the
// device (core's planTrip in WASM, in the package loaded on demand): 10 stops with their opening hours,
// ordered exactly, and 25 ordered by the heuristic. run.mjs opens this
// page on the phone profile (CPU slowed as Lighthouse's mobile preset).
import { planTrip, type Activity, type SavedItem, type Trip } from 'guide-core-wasm-calendar';
import { loadLocalization } from '../src/lib/localization';

const DAY = '2026-12-15';
const HOURS = ['Daily 10 AM - 5 PM', 'Tue-Sun 9 AM - 6 PM', 'Daily 11 AM - 9 PM', 'Daily, sunrise to sunset', 'Wed-Mon 8 AM - 2 PM', 'Daily 4 PM - 10 PM'];

/** `count` places spread over about ten miles of the county, each with
 * hours, placed on one day. */
function day(count: number, visitMinutes: number) {
  const activities: Activity[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Place ${i + 1}`,
    description: '',
    address: null,
    phone: null,
    website: null,
    image: null,
    activityType: 'attraction',
    recurringSchedule: HOURS[i % HOURS.length],
    capacity: null,
    venueType: null,
    location: null,
    price: null,
    visitMinutes,
    latitude: 27.25 + ((i * 37) % 23) * 0.006,
    longitude: -82.6 + ((i * 53) % 29) * 0.005,
  }));
  const items = activities.map((a): SavedItem => ({ id: a.id, name: a.name, type: 'activity' }) as SavedItem);
  const trip: Trip = { first: DAY, last: DAY, placed: activities.map((a) => ({ type: 'activity', id: a.id, date: DAY, at: null })), orders: [] };
  return { activities, items, trip };
}

const words = await loadLocalization('en');
await words.include('plan');
await words.include('item');

function measure(count: number, visitMinutes: number, runs: number) {
  const { activities, items, trip } = day(count, visitMinutes);
  const plan = () => planTrip(items, trip, { events: [], activities, restaurants: [] }, '2026-12-10', words);
  const stops = plan().days[0].visits.length;
  for (let i = 0; i < 3; i++) plan();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    plan();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { stops, medianMs: samples[Math.floor(samples.length / 2)], worstMs: samples[samples.length - 1] };
}

const result = { ten: measure(10, 60, 30), twentyFive: measure(25, 25, 15) };
(window as unknown as { tripResult: typeof result }).tripResult = result;
document.getElementById('result')!.textContent = JSON.stringify(result, null, 2);
