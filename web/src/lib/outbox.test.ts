// The outbox against a real HTTP server: what waits on the device (in
// IndexedDB, here fake-indexeddb's, which follows the standard), and how
// each send ends once it goes out.
import 'fake-indexeddb/auto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flushOutbox, onDelivery, pendingCount, sendOrQueue, type Delivery } from './outbox';

type Seen = { path: string; key: string | undefined; body: unknown };
const seen: Seen[] = [];
/** The statuses the server answers next, in order; then 201. */
const answers: number[] = [];
let server: Server;
let base = '';
const network = { onLine: true };
Object.defineProperty(globalThis, 'navigator', { value: network, configurable: true });

async function bodyOf(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    seen.push({ path: request.url ?? '', key: request.headers['idempotency-key'] as string | undefined, body });
    const status = answers.shift() ?? 201;
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(status < 300 ? { id: seen.length, title: 'Suggestion submitted!', message: 'Thank you.' } : { error: `refused ${status}`, code: 'invalid' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  seen.length = 0;
  answers.length = 0;
  network.onLine = true;
  // Whatever an earlier test left waiting goes out first.
  await flushOutbox();
  seen.length = 0;
});

function deliveries() {
  const ended: Delivery[] = [];
  const stop = onDelivery((delivery) => ended.push(delivery));
  return { ended, stop };
}

describe('the outbox', () => {
  it('sends at once when online, with an Idempotency-Key', async () => {
    const sent = await sendOrQueue('suggestion', `${base}/api/suggestions`, { name: 'Jazz night' });
    expect(sent).toEqual({ queued: false, answer: { id: 1, title: 'Suggestion submitted!', message: 'Thank you.' } });
    expect(seen[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await pendingCount()).toBe(0);
  });

  it('keeps a send made offline and sends it, with the same key, when the network returns', async () => {
    network.onLine = false;
    const first = await sendOrQueue('plan-to-self', `${base}/api/send-visit-plan-self`, { email: 'a@b.test' });
    const second = await sendOrQueue('suggestion', `${base}/api/suggestions`, { name: 'Market' });
    expect(first).toEqual({ queued: true });
    expect(second).toEqual({ queued: true });
    expect(await pendingCount()).toBe(2);
    expect(seen).toHaveLength(0);

    network.onLine = true;
    const { ended, stop } = deliveries();
    await flushOutbox();
    stop();
    // Oldest first, each with the server's own answer.
    expect(seen.map((s) => s.path)).toEqual(['/api/send-visit-plan-self', '/api/suggestions']);
    expect(ended.map((d) => d.kind)).toEqual(['plan-to-self', 'suggestion']);
    expect(ended[0]).toMatchObject({ ok: true, answer: { title: 'Suggestion submitted!' } });
    expect(await pendingCount()).toBe(0);

    // A second flush sends nothing again.
    await flushOutbox();
    expect(seen).toHaveLength(2);
  });

  it("retries a server error, and reports a refusal at once with the server's words", async () => {
    network.onLine = false;
    await sendOrQueue('suggestion', `${base}/api/suggestions`, { name: 'Retried' });
    network.onLine = true;
    answers.push(503);
    const { ended, stop } = deliveries();
    await flushOutbox();
    expect(ended).toHaveLength(0);
    expect(await pendingCount()).toBe(1);
    await flushOutbox();
    expect(ended).toMatchObject([{ kind: 'suggestion', ok: true }]);
    // The retry is the same send: the same key.
    expect(seen[0].key).toBe(seen[1].key);

    network.onLine = false;
    await sendOrQueue('plan-to-curator', `${base}/api/send-visit-plan`, { name: 'Ana' });
    network.onLine = true;
    answers.push(400);
    await flushOutbox();
    stop();
    expect(ended[1]).toEqual({ kind: 'plan-to-curator', ok: false, message: 'refused 400' });
    expect(await pendingCount()).toBe(0);
  });

  it('gives up on a send the server keeps failing, after five tries', async () => {
    network.onLine = false;
    await sendOrQueue('suggestion', `${base}/api/suggestions`, { name: 'Doomed' });
    network.onLine = true;
    answers.push(500, 500, 500, 500, 500);
    const { ended, stop } = deliveries();
    for (let i = 0; i < 4; i++) await flushOutbox();
    expect(ended).toHaveLength(0);
    await flushOutbox();
    stop();
    expect(seen).toHaveLength(5);
    expect(ended).toEqual([{ kind: 'suggestion', ok: false, message: 'refused 500' }]);
    expect(await pendingCount()).toBe(0);
  });

  it('keeps everything while the server cannot be reached', async () => {
    network.onLine = false;
    await sendOrQueue('suggestion', `${base.replace(/:\d+$/, ':9')}/api/suggestions`, { name: 'Nowhere' });
    network.onLine = true;
    await flushOutbox();
    expect(await pendingCount()).toBe(1);
  });
});
