import type { QueryValues } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import type { z } from 'zod';

/**
 * The one API client. On the server, loaders call the API directly (`API_URL`); in the browser,
 * the same paths go through the shop's same-origin proxy.
 */
const serverBase = typeof window === 'undefined' ? (process.env.API_URL ?? 'http://127.0.0.1:4000') : '';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    path: string,
  ) {
    super(`API ${status} for ${path}`);
  }
}

export function queryString(query: QueryValues): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}

async function parsed<S extends z.ZodType>(
  response: Response,
  path: string,
  schema: S,
): Promise<z.output<S>> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, body, path);
  return schema.parse(body);
}

/** GET an API path with the locale and parse the answer with its contract schema. */
export function apiGet<S extends z.ZodType>(
  path: string,
  locale: Locale,
  query: QueryValues,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const qs = queryString({ ...query, locale });
  return fetch(`${serverBase}${path}?${qs}`, { signal, headers: { accept: 'application/json' } }).then(
    (response) => parsed(response, path, schema),
  );
}

/** POST a JSON body with the locale (search/activity-only.json) and parse the answer. */
export function apiPost<S extends z.ZodType>(
  path: string,
  locale: Locale,
  body: QueryValues,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  return apiPostJson(path, { ...body, locale }, schema, { signal });
}

/** POST any JSON body (an order, a checkout) and parse the answer; extra headers such as Idempotency-Key. */
export function apiPostJson<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<z.output<S>> {
  return fetch(`${serverBase}${path}`, {
    method: 'POST',
    signal: init.signal,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  }).then((response) => parsed(response, path, schema));
}

/** A fire-and-forget JSON POST (error reports, logs): failures are swallowed. */
export function apiBeacon(path: string, body: unknown): void {
  fetch(`${serverBase}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
