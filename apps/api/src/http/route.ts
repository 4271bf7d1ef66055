import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { ApiError, badRequest } from './errors';
import { BODY_LIMIT_BYTES, limitBody } from './limits';

export type Method = 'get' | 'post' | 'put' | 'delete';
type AnyObject = z.ZodType<Record<string, unknown>>;

export interface RouteSpec<Q extends AnyObject, P extends AnyObject, R extends z.ZodType> {
  method: Method | Method[];
  /**
   * Hono path (`/api/weekend/:id{[0-9]+}/detail.json`); the OpenAPI document writes `{id}`. A suffix
   * after a parameter goes inside its pattern: `/api/hotel/:id{[0-9]+\\.json}` (see openApiPath).
   */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  /**
   * The input: the query string of a GET; for a POST, its JSON body over the query string.
   * Schemas accept both forms (`queryInt`, `queryList`, `queryBoolean` in @escale/domain).
   */
  query?: Q;
  params?: P;
  /** The success answer (200 unless `status`); a 204 answers no body (its schema is `z.void()`). */
  response: R;
  /** The media type of a binary answer (the handler returns its bytes); JSON when absent. */
  produces?: 'application/pdf';
  /**
   * A POST that a browser's form may send: its body may be url-encoded as well as JSON. Only
   * such routes accept it, so that no other POST can be sent by another site's form.
   */
  acceptsForm?: boolean;
  /** Request headers the route reads, by name, with what they say (documented, read by the handler). */
  headers?: Record<string, string>;
  /** The most bytes of a POST's or PUT's body (BODY_LIMIT_BYTES unless given): 413 beyond. */
  maxBody?: number;
  /** A 204 answers no body (its schema is `z.void()`); a 303 sends to the path the handler returns. */
  status?: ContentfulStatusCode | 204 | 303;
  /** Error statuses this route may answer besides 400. */
  errors?: number[];
  /** Cache-Control of successful answers. */
  cacheControl?: string;
}

export interface RouteInput<Q, P> {
  query: Q;
  params: P;
  c: Context;
}

export type AnyRouteSpec = RouteSpec<AnyObject, AnyObject, z.ZodType>;

/** Every route of the API, for the OpenAPI document and the contract and fuzz tests. */
export class RouteRegistry {
  readonly routes: AnyRouteSpec[] = [];

  constructor(private readonly app: Hono) {}

  add<Q extends AnyObject, P extends AnyObject, R extends z.ZodType>(
    spec: RouteSpec<Q, P, R>,
    handler: (input: RouteInput<z.output<Q>, z.output<P>>) => Promise<z.input<R>> | z.input<R>,
  ): void {
    this.routes.push(spec as unknown as AnyRouteSpec);
    const methods = Array.isArray(spec.method) ? spec.method : [spec.method];
    for (const method of methods) {
      const hasBody = method === 'post' || method === 'put';
      // Refused before the handler reads it: from its Content-Length, or as its bytes stream in.
      if (hasBody) this.app.on(method.toUpperCase(), spec.path, limitBody(spec.maxBody ?? BODY_LIMIT_BYTES));
      this.app.on(method.toUpperCase(), spec.path, async (c) => {
        const raw = hasBody
          ? { ...searchParams(c), ...(await bodyOf(c, spec.acceptsForm)) }
          : searchParams(c);
        refuseNullCharacters({ ...c.req.param(), ...raw });
        const query = parse(spec.query, raw) as z.output<Q>;
        const params = parse(spec.params, c.req.param()) as z.output<P>;
        const result = await handler({ query, params, c });
        if (spec.cacheControl) c.header('Cache-Control', spec.cacheControl);
        if (spec.status === 204) return c.body(null, 204);
        if (spec.status === 303) return c.redirect(result as string, 303);
        if (spec.produces) {
          return c.body(result as Uint8Array<ArrayBuffer>, spec.status ?? 200, {
            'Content-Type': spec.produces,
          });
        }
        return c.json(result as object, spec.status ?? 200);
      });
    }
  }
}

/** Repeated keys are joined with commas, as lists are written (`stars=4,5`). */
function searchParams(c: Context): Record<string, string> {
  const url = new URL(c.req.url);
  const values: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) values[key] = url.searchParams.getAll(key).join(',');
  return values;
}

async function bodyOf(c: Context, acceptsForm = false): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (acceptsForm && c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'BAD_REQUEST', 'The body is not valid JSON', [
      { path: '(body)', message: 'Invalid JSON' },
    ]);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'BAD_REQUEST', 'The body must be a JSON object', [
      { path: '(body)', message: 'Expected an object' },
    ]);
  }
  return body as Record<string, unknown>;
}

/** Where a value holds U+0000, at any depth: `text`, `items.0.label`. */
function nullCharacterPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.') || '(root)'] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(key.includes('\u0000') ? [[...path, key].join('.')] : []),
    ...nullCharacterPaths(item, [...path, key]),
  ]);
}

/**
 * PostgreSQL stores no U+0000 in text and answers an error for it, so a request holding one in any
 * field (a robot's `%00`) is refused with 400 before it reaches a query.
 */
function refuseNullCharacters(input: Record<string, unknown>): void {
  const paths = nullCharacterPaths(input);
  if (paths.length === 0) return;
  throw new ApiError(
    400,
    'BAD_REQUEST',
    `Invalid request: ${paths.join(', ')}`,
    paths.map((path) => ({ path, message: 'Must not contain a null character' })),
  );
}

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error);
  return result.data;
}
