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

type Query = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;

export function queryString(query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}

/** GET an API path and parse the answer with its contract schema. */
export async function apiGet<S extends z.ZodType>(
  path: string,
  query: Query,
  schema: S,
  init?: { signal?: AbortSignal },
): Promise<z.output<S>> {
  const qs = queryString(query);
  const url = `${serverBase}${path}${qs ? `?${qs}` : ''}`;
  const response = await fetch(url, { signal: init?.signal, headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, body, path);
  return schema.parse(body);
}
