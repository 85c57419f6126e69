import { createStore, get, set } from 'idb-keyval';
import { ApiError, apiPost } from './api-client';
import type { SendKind, Sent as SendAnswer } from './core';

// Sends made without a network (plans and suggestions) wait here, in
// IndexedDB, and go out by themselves when the connection returns or on
// the next visit. Each carries an Idempotency-Key from the start, so a
// retry after an answer that never arrived is not written twice.

/** Which send it is: core's `SendKind`. */
export type OutboxKind = SendKind;

type Queued = { key: string; kind: OutboxKind; path: string; body: unknown; queuedAt: number; attempts: number };

/** What happened to a send: answered now, or kept for later. */
export type Sent<T> = { queued: false; answer: T } | { queued: true };

/** How a queued send ended. */
export type Delivery = { kind: OutboxKind; ok: true; answer: SendAnswer } | { kind: OutboxKind; ok: false; message: string };

const LIST = 'queued';
/** A server error (5xx) is retried this many times, then reported. */
const MAX_ATTEMPTS = 5;

let database: ReturnType<typeof createStore> | undefined;
const store = () => (database ??= createStore('guide-outbox', 'sends'));

const listeners = new Set<(delivery: Delivery) => void>();

/** Calls `listener` with every queued send that ends; returns the unsubscribe. */
export function onDelivery(listener: (delivery: Delivery) => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

async function queued(): Promise<Queued[]> {
  return (await get<Queued[]>(LIST, store())) ?? [];
}

async function enqueue(entry: Queued) {
  await set(LIST, [...(await queued()), entry], store());
}

/** Sends now, or keeps the send for later when there is no network (a
 * refusal by the server is an ApiError, as for any write). */
export async function sendOrQueue<T>(kind: OutboxKind, path: string, body: unknown): Promise<Sent<T>> {
  const entry: Queued = { key: crypto.randomUUID(), kind, path, body, queuedAt: Date.now(), attempts: 0 };
  if (navigator.onLine) {
    try {
      return { queued: false, answer: await apiPost<T>(path, body, { 'Idempotency-Key': entry.key }) };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // No answer at all: the network failed. Kept, with the same key.
    }
  }
  await enqueue(entry);
  return { queued: true };
}

/** How many sends are waiting. */
export async function pendingCount(): Promise<number> {
  return (await queued()).length;
}

let flushing: Promise<void> | null = null;

/** Sends what is waiting, oldest first; stops at the first network failure. */
export function flushOutbox(): Promise<void> {
  flushing ??= withLock(flushOnce).finally(() => {
    flushing = null;
  });
  return flushing;
}

// One tab at a time (the keys would make a second send harmless anyway).
async function withLock(work: () => Promise<void>): Promise<void> {
  if (navigator.locks) await navigator.locks.request('guide-outbox', work);
  else await work();
}

async function flushOnce() {
  for (const entry of await queued()) {
    let ended: Delivery | null;
    try {
      const answer = await apiPost<SendAnswer>(entry.path, entry.body, { 'Idempotency-Key': entry.key });
      ended = { kind: entry.kind, ok: true, answer };
    } catch (error) {
      if (!(error instanceof ApiError)) return; // still offline: keep everything
      const retry = error.status >= 500 && entry.attempts + 1 < MAX_ATTEMPTS;
      if (retry) {
        await replace(entry.key, { ...entry, attempts: entry.attempts + 1 });
        continue;
      }
      ended = { kind: entry.kind, ok: false, message: error.serverError ?? error.message };
    }
    await replace(entry.key, null);
    for (const listener of listeners) listener(ended);
  }
}

async function replace(key: string, next: Queued | null) {
  const rest = (await queued()).flatMap((e) => (e.key !== key ? [e] : next ? [next] : []));
  await set(LIST, rest, store());
}
