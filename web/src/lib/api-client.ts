/**
 * A non-ok answer. `message` is the spec's generic form "<status>: <body
 * text or status text>" (section 8); `serverError` and `fields` are the
 * API's `{"error", "fields"}` body when it sent JSON, so toasts can show the
 * server's own message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverError: string | null;
  readonly fields: Record<string, string>;

  constructor(status: number, message: string, serverError: string | null, fields: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverError = serverError;
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
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      serverError = body.error;
      if ('fields' in body && body.fields && typeof body.fields === 'object') {
        fields = body.fields as Record<string, string>;
      }
    }
  } catch {
    // Not JSON: only the generic message applies.
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`, serverError, fields);
}

/** Reads send GET with credentials and return parsed JSON (spec section 7). */
export async function apiGet<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { credentials: 'include', ...init });
  if (!response.ok) {
    throw await toApiError(response);
  }
  return (await response.json()) as T;
}

/** Writes send JSON with a JSON content type and include credentials (spec section 7). */
export async function apiPost<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw await toApiError(response);
  }
  // The answer shape is not part of the contract; tolerate an empty body.
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
