import type { QueryValues } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import type { Answer, AnswerName } from './answers.server';

/**
 * The one API client. On the server, loaders call the API directly (`API_URL`); in the browser,
 * the same paths go through the shop's same-origin proxy.
 */
const onServer = typeof window === 'undefined';
const serverBase = onServer ? (process.env.API_URL ?? 'http://127.0.0.1:4000') : '';

/**
 * How long the server waits for an API answer, body included (`API_TIMEOUT_MS`, 4 s by default):
 * a slow or silent API fails the call, and the page renders what it can instead of hanging.
 */
export const API_TIMEOUT_MS = onServer ? Number(process.env.API_TIMEOUT_MS) || 4_000 : 0;

/** The caller's signal, bounded on the server by the API timeout (a TimeoutError, not an abort). */
export function boundedSignal(signal?: AbortSignal, timeoutMs = API_TIMEOUT_MS): AbortSignal | undefined {
  if (!onServer) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

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

async function parsed<K extends AnswerName>(response: Response, path: string, answer: K): Promise<Answer<K>> {
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiRequestError(response.status, body ?? null, path);
  // A success whose body is not JSON (a proxy's page, a cut answer) is a failed call, in the browser too.
  if (body === undefined) throw new ApiRequestError(502, null, path);
  // The contracts stay on the server (the browser does not download zod): it answers from its own API.
  if (import.meta.env.SSR) return (await import('./answers.server')).parseAnswer(answer, body);
  return body as Answer<K>;
}

/** GET an API path with the locale and read the named answer; extra headers such as X-Forwarded-For. */
export function apiGet<K extends AnswerName>(
  path: string,
  locale: Locale,
  query: QueryValues,
  answer: K,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<Answer<K>> {
  const qs = queryString({ ...query, locale });
  return fetch(`${serverBase}${path}?${qs}`, {
    signal: boundedSignal(signal),
    headers: { accept: 'application/json', ...headers },
  }).then((response) => parsed(response, path, answer));
}

/** POST a JSON body with the locale (search/activity-only.json) and parse the answer. */
export function apiPost<K extends AnswerName>(
  path: string,
  locale: Locale,
  body: QueryValues,
  answer: K,
  signal?: AbortSignal,
): Promise<Answer<K>> {
  return apiPostJson(path, { ...body, locale }, answer, { signal });
}

/** POST any JSON body (an order, a checkout) and parse the answer; extra headers such as Idempotency-Key. */
export function apiPostJson<K extends AnswerName>(
  path: string,
  body: unknown,
  answer: K,
  init: { signal?: AbortSignal; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer<K>> {
  return fetch(`${serverBase}${path}`, {
    method: 'POST',
    signal: boundedSignal(init.signal, init.timeoutMs),
    headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  }).then((response) => parsed(response, path, answer));
}

/** POST a form, as a browser would, and answer the raw response: its redirect is not followed. */
export function apiPostForm(
  path: string,
  body: URLSearchParams,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${serverBase}${path}`, {
    method: 'POST',
    redirect: 'manual',
    signal: boundedSignal(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
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
