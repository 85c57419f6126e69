import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { notePublicRead, notePublicReadFailed } from '@/lib/connection';
import { contentKeys } from '@/lib/content-keys';
import type { EventQuery, EventsSlice } from '@/lib/core';
import type { Answer, Ask } from './events.worker';

// The main thread's side of the device's copy of the events (see
// events.worker.ts): one worker per tab, started when the events page
// first wants it, loaded again at each visit of the page (a 304 when
// nothing changed).

type Replied = Exclude<Answer, { ready: true }>;
let worker: Worker | null = null;
let started: Promise<void> | null = null;
let nextId = 1;
const pending = new Map<number, (answer: Replied) => void>();

/** 'idle' until asked, then 'loading', 'ready' or 'failed'; `version`
 * counts the loads, so that slices are asked again after one. */
type DeviceCopy = { status: 'idle' | 'loading' | 'ready' | 'failed'; version: number };
let copy: DeviceCopy = { status: 'idle', version: 0 };
const listeners = new Set<() => void>();
function setCopy(next: DeviceCopy) {
  copy = next;
  for (const listener of listeners) listener();
}

/** The worker, started once; resolved when it can take requests. */
function start(): Promise<void> {
  started ??= new Promise((resolve, reject) => {
    worker = new Worker(new URL('./events.worker.ts', import.meta.url), { type: 'module', name: 'events' });
    worker.onmessage = ({ data }: MessageEvent<Answer>) => {
      if ('ready' in data) return resolve();
      pending.get(data.id)?.(data);
      pending.delete(data.id);
    };
    // Its code could not be loaded (offline before it was saved): every
    // request fails, and the page says so rather than waiting.
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error('the events worker could not start'));
      for (const [id, answer] of pending) answer({ id, ok: false, error: 'the events worker stopped' });
      pending.clear();
    };
  });
  return started;
}

async function ask(request: Ask): Promise<Replied> {
  try {
    await start();
  } catch (error) {
    return { id: 0, ok: false, error: String(error) };
  }
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    worker!.postMessage({ id, ...request });
  });
}

async function load() {
  if (copy.status === 'loading') return;
  setCopy({ ...copy, status: 'loading' });
  const answer = await ask({ kind: 'load' });
  if (answer.ok) {
    if (answer.date) notePublicRead({ headers: new Headers({ date: answer.date }) });
    setCopy({ status: 'ready', version: copy.version + 1 });
  } else {
    if (answer.network) notePublicReadFailed();
    // A copy loaded before stays usable.
    setCopy({ ...copy, status: copy.version > 0 ? 'ready' : 'failed' });
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The device's copy of the events: whether it is loaded, and which load. */
export function useDeviceCopy(): DeviceCopy {
  return useSyncExternalStore(subscribe, () => copy, () => copy);
}

/** Loads the device's copy (again) the first time `wanted` is true while
 * the calling screen is shown: when its first screen is on the page, or
 * at once offline. */
export function useLoadDeviceCopy(wanted: boolean) {
  const loaded = useRef(false);
  useEffect(() => {
    if (!wanted || loaded.current) return;
    loaded.current = true;
    void load();
  }, [wanted]);
}

/** The first `limit` events of the device's copy under `query` on `today`. */
export function useDeviceEventsSlice(address: string, query: EventQuery | null, today: string | undefined, limit: number, copyVersion: number) {
  return useQuery({
    queryKey: [...contentKeys.events, 'device', address, limit, today, copyVersion],
    queryFn: async (): Promise<EventsSlice> => {
      const answer = await ask({ kind: 'slice', query: query!, today: today!, limit });
      if (!answer.ok || !answer.slice) throw new Error(answer.ok ? 'no slice' : answer.error);
      return answer.slice;
    },
    enabled: copyVersion > 0 && query !== null && today !== undefined,
    staleTime: Infinity,
    gcTime: 60_000,
    // The cards stay while another filter's are found (a few milliseconds).
    placeholderData: (previous) => previous,
  });
}
