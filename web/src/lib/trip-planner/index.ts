import { startTransition, useEffect, useState } from 'react';
import type { Activity, GuideEvent, Localizer, Restaurant, SavedItem, TripView } from '@/lib/core';
import type { PlanAnswer, PlanAsk, PlanRequest } from './worker';

// The trip planner's core (planTrip, the hours to book) is in the package
// of My Favorites' tools loaded on demand, with the calendar files
// (guide-core-wasm-calendar): the first visit of every other page does not
// download it. The service worker keeps it for offline use. The planner's
// screen plans its days in a worker (worker.ts).

export type Planner = typeof import('guide-core-wasm-calendar');

let loaded: Planner | undefined;

export async function loadPlanner(): Promise<Planner> {
  loaded ??= await import('guide-core-wasm-calendar');
  return loaded;
}

/** The planner, once its package has loaded (at once when it has). */
export function usePlanner(): Planner | undefined {
  const [planner, setPlanner] = useState(loaded);
  useEffect(() => {
    if (!planner) void loadPlanner().then(setPlanner);
  }, [planner]);
  return planner;
}

type Lists = { events?: GuideEvent[]; activities?: Activity[]; restaurants?: Restaurant[] };

/** The guide's lists cut to the saved `items`, for `planTrip`: the
 * planner reads nothing else of them, and each call copies what it is
 * given into core (at 10,000 events, the whole list on every drag). */
export function savedOfLists(items: SavedItem[], { events = [], activities = [], restaurants = [] }: Lists) {
  const saved = new Set(items.map((item) => `${item.type}:${item.id}`));
  const kept = <T extends { id: number }>(type: string, list: T[]) => list.filter((entry) => saved.has(`${type}:${entry.id}`));
  return { events: kept('event', events), activities: kept('activity', activities), restaurants: kept('restaurant', restaurants) };
}

let worker: Worker | null = null;
let started: Promise<Worker | null> | null = null;
let nextId = 1;
const pending = new Map<number, (answer: PlanAnswer) => void>();

/** The planner's worker, started once; none where it cannot start (its
 * code not saved, offline): then the page plans itself. */
function start(): Promise<Worker | null> {
  started ??= new Promise((resolve) => {
    if (typeof Worker === 'undefined') return resolve(null);
    worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'trip-planner' });
    worker.onmessage = ({ data }: MessageEvent<PlanAnswer>) => {
      if ('ready' in data) return resolve(worker);
      pending.get(data.id)?.(data);
      pending.delete(data.id);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      resolve(null);
      for (const [id, answer] of pending) answer({ id, error: 'the trip planner stopped' });
      pending.clear();
    };
  });
  return started;
}

/** Starts the planner's worker ahead of the first plan (in a browser). */
export function startPlanning() {
  if (typeof window !== 'undefined') void start();
}

/** `planTrip` in the worker (in the page where it cannot run). */
async function planOffThread(ask: PlanAsk, words: Localizer): Promise<TripView> {
  const planner = await start();
  if (!planner) return (await loadPlanner()).planTrip(ask.items, ask.trip, ask.guide, ask.today, words);
  const id = nextId++;
  const answer = await new Promise<PlanAnswer>((resolve) => {
    pending.set(id, resolve);
    planner.postMessage({ id, ...ask } satisfies PlanRequest);
  });
  if ('view' in answer) return answer.view;
  throw new Error('error' in answer ? answer.error : 'the trip planner did not answer');
}

/** The trip's days as core plans them from `ask`, worked out off the
 * page's thread; the last plan while a new one is worked out, none
 * before the first. */
export function useTripView(ask: PlanAsk | null, words: Localizer): TripView | null {
  const [view, setView] = useState<TripView | null>(null);
  useEffect(() => {
    if (!ask) return;
    let current = true;
    void planOffThread(ask, words).then((planned) => {
      // A new plan renders in a transition: it yields to the visitor.
      if (current) startTransition(() => setView(planned));
    });
    return () => {
      current = false;
    };
  }, [ask, words]);
  return ask ? view : null;
}
