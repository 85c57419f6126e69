// The trip planner's days, worked out in a worker: core's planTrip on a
// full trip runs cold WASM the first time (tens of milliseconds on a
// laptop, several times that on a phone), and each change plans every day
// again. In a worker, neither holds up the visitor's taps and drags.
import { planTrip } from 'guide-core-wasm-calendar';
import type { Guide, Lang, SavedItem, Trip, TripView } from 'guide-core-wasm';
import { loadLocalization, type Localization } from '@/lib/localization';

/** A plan asked for: `planTrip`'s arguments, the words by their language. */
export type PlanAsk = { items: SavedItem[]; trip: Trip; guide: Guide; today: string; lang: Lang };
export type PlanRequest = PlanAsk & { id: number };
export type PlanAnswer = { id: number; view: TripView } | { id: number; error: string } | { ready: true };

/** The planner's words: the page's language's catalog with the parts its
 * screen reads (its own copy: a worker shares nothing with the page). */
const catalogs = new Map<Lang, Promise<Localization>>();
function wordsOf(lang: Lang): Promise<Localization> {
  let words = catalogs.get(lang);
  if (!words) {
    words = loadLocalization(lang).then(async (loaded) => {
      await Promise.all(['item', 'plan', 'weather'].map((part) => loaded.include(part)));
      return loaded;
    });
    catalogs.set(lang, words);
  }
  return words;
}

self.onmessage = async ({ data }: MessageEvent<PlanRequest>) => {
  try {
    const view = planTrip(data.items, data.trip, data.guide, data.today, await wordsOf(data.lang));
    self.postMessage({ id: data.id, view } satisfies PlanAnswer);
  } catch (error) {
    self.postMessage({ id: data.id, error: String(error) } satisfies PlanAnswer);
  }
};

// Messages sent while the module (and its WASM) was still loading are not
// delivered to it: the page waits for this before it asks anything.
self.postMessage({ ready: true } satisfies PlanAnswer);
