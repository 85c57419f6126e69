import { useEffect, useRef, useSyncExternalStore } from 'react';
import { notePublicRead, notePublicReadFailed } from '@/lib/connection';
import type { Answer, Ask } from './worker';

export type { Ask };

// The main thread's side of the device's copies (see worker.ts):
// one worker per tab, started when the events or the search page first
// wants it, each copy loaded again at each visit of its page (a 304 when
// nothing changed).

type Replied = Exclude<Answer, { ready: true }>;
let worker: Worker | null = null;
let started: Promise<void> | null = null;
let nextId = 1;
const pending = new Map<number, (answer: Replied) => void>();

/** The worker, started once; resolved when it can take requests. */
function start(): Promise<void> {
  started ??= new Promise((resolve, reject) => {
    worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'device-copy' });
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

export async function ask(request: Ask): Promise<Replied> {
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

/** 'idle' until asked, then 'loading', 'ready' or 'failed'; `version`
 * counts the loads, so that what was asked of it is asked again after one. */
export type DeviceCopy = { status: 'idle' | 'loading' | 'ready' | 'failed'; version: number };

/** A copy the worker keeps (the events, or the search over the guide),
 * loaded by `loading`: its state for the screens, and its loads. */
export function deviceCopy(loading: Ask) {
  let copy: DeviceCopy = { status: 'idle', version: 0 };
  const listeners = new Set<() => void>();
  const setCopy = (next: DeviceCopy) => {
    copy = next;
    for (const listener of listeners) listener();
  };
  const load = async () => {
    if (copy.status === 'loading') return;
    setCopy({ ...copy, status: 'loading' });
    const answer = await ask(loading);
    if (answer.ok) {
      if (answer.date) notePublicRead({ headers: new Headers({ date: answer.date }) });
      setCopy({ status: 'ready', version: copy.version + 1 });
    } else {
      if (answer.network) notePublicReadFailed();
      // A copy loaded before stays usable.
      setCopy({ ...copy, status: copy.version > 0 ? 'ready' : 'failed' });
    }
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    /** Whether it is loaded, and which load. */
    useCopy: (): DeviceCopy => useSyncExternalStore(subscribe, () => copy, () => copy),
    /** Loads it (again) the first time `wanted` is true while the calling
     * screen is shown. */
    useLoad: (wanted: boolean) => {
      const loaded = useRef(false);
      useEffect(() => {
        if (!wanted || loaded.current) return;
        loaded.current = true;
        void load();
      }, [wanted]);
    },
  };
}
