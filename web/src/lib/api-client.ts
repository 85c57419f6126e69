import { notePublicRead, notePublicReadFailed } from './connection';
import type { ErrorBody, ErrorCode } from './core';
import { langOfPath } from './languages';

/** Every write, and every read of the dashboard, asks its answer's
 * messages (a field's refusal, a picture's summary) in the page's
 * language, by the standard header (server/src/reply_lang.rs). */
const replyLanguage = () => ({ 'Accept-Language': langOfPath(globalThis.location?.pathname ?? '/') });

/**
 * A non-ok answer. `message` is the spec's generic form "<status>: <body
 * text or status text>" (section 8); `serverError`, `code` and `fields` are
 * the API's `{"error", "code", "fields"}` body when it sent JSON, so toasts
 * can show the server's own message and the app can tell refusals apart by
 * their code, never by their words.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverError: string | null;
  readonly code: ErrorCode | null;
  readonly fields: Record<string, string>;

  constructor(status: number, message: string, serverError: string | null, fields: Record<string, string>, code: ErrorCode | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverError = serverError;
    this.code = code;
    this.fields = fields;
  }
}

/** The server's `error` text when the failure came back as JSON, else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverError ? error.serverError : fallback;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let serverError: string | null = null;
  let fields: Record<string, string> = {};
  let code: ErrorCode | null = null;
  try {
    // Every refusal of the API is an ErrorBody; anything else (a proxy's
    // page) has only the generic message.
    const body = JSON.parse(text) as Partial<ErrorBody> | null;
    if (typeof body?.error === 'string') {
      serverError = body.error;
      code = body.code ?? null;
      fields = body.fields ?? {};
    }
  } catch {
    // Not JSON: only the generic message applies.
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`, serverError, fields, code);
}

/** Reads send GET with credentials and return parsed JSON (spec section 7). */
export async function apiGet<T>(path: string, init: Omit<RequestInit, 'headers'> = {}): Promise<T> {
  const response = await fetch(path, { credentials: 'include', ...init, headers: replyLanguage() });
  if (!response.ok) {
    throw await toApiError(response);
  }
  return (await response.json()) as T;
}

/** A read of the public guide: as `apiGet`, and tells the connection
 * status how fresh the answer is (it may be the device's saved copy). */
export async function publicGet<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', ...init });
  } catch (error) {
    notePublicReadFailed();
    throw error;
  }
  if (!response.ok) {
    throw await toApiError(response);
  }
  notePublicRead(response);
  return (await response.json()) as T;
}

async function parsed<T>(response: Response): Promise<T> {
  if (!response.ok) {
    throw await toApiError(response);
  }
  // The answer shape is not part of the contract; tolerate an empty body.
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

function sendJson(method: 'POST' | 'PUT', path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(path, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', ...replyLanguage(), ...headers },
    body: JSON.stringify(body),
  });
}

/** Writes send JSON with a JSON content type and include credentials (spec section 7). */
export async function apiPost<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  return parsed<T>(await sendJson('POST', path, body, headers));
}

export async function apiPut<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  return parsed<T>(await sendJson('PUT', path, body, headers));
}

/** A DELETE with credentials; the answer (204) has no body. */
export async function apiDelete(path: string): Promise<void> {
  const response = await fetch(path, { method: 'DELETE', credentials: 'include', headers: replyLanguage() });
  if (!response.ok) {
    throw await toApiError(response);
  }
}

/** A call by an e-mailed link: its token is the bearer, and the answer
 * (or refusal) is in the page's language (`?lang=`, as the link's page is
 * read before anything is known of its address). */
export async function apiWithLink<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, body?: unknown): Promise<T> {
  const lang = langOfPath(globalThis.location?.pathname ?? '/');
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Accept-Language': lang };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return parsed<T>(await fetch(`${path}?lang=${lang}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
}

/** A multipart upload. Spec section 6: upload calls set no credentials
 * option (the browser's same-origin default still sends the session). */
export async function apiUpload<T>(path: string, form: FormData): Promise<T> {
  return parsed<T>(await fetch(path, { method: 'POST', body: form, headers: replyLanguage() }));
}

/**
 * A JSON write whose answer streams one JSON value per line
 * (`application/x-ndjson`); each value is handed to `onValue` as soon as
 * its line has arrived. A refusal before the stream starts is an ApiError
 * like any other.
 */
export async function apiPostStream(path: string, body: unknown, onValue: (value: unknown) => void): Promise<void> {
  const response = await sendJson('POST', path, body, { Accept: 'application/x-ndjson' });
  if (!response.ok) {
    throw await toApiError(response);
  }
  const lines = (text: string) => {
    for (const line of text.split('\n')) {
      if (line.trim()) onValue(JSON.parse(line));
    }
  };
  if (!response.body) {
    lines(await response.text());
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    pending += value;
    const end = pending.lastIndexOf('\n');
    if (end >= 0) {
      lines(pending.slice(0, end));
      pending = pending.slice(end + 1);
    }
  }
  lines(pending);
}
