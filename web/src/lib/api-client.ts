/**
 * Reads send GET with credentials and return parsed JSON (spec section 7).
 * Any non-ok response raises an error "<status>: <body text or status text>".
 */
export async function apiGet<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { credentials: 'include', ...init });
  if (!response.ok) {
    throw new Error(await errorMessage(response));
  }
  return (await response.json()) as T;
}

export async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return `${response.status}: ${text || response.statusText}`;
}
