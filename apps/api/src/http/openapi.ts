import { apiErrorSchema } from '@escale/domain';
import { z } from 'zod';
import { BODY_LIMIT_BYTES, URL_LIMIT_CHARS } from './limits';
import type { AnyRouteSpec } from './route';

type JsonSchema = Record<string, unknown>;

const inputSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const outputSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;

/**
 * `/api/weekend/:id{[0-9]+}/detail.json` → `/api/weekend/{id}/detail.json`. Hono cannot follow a
 * parameter with a suffix, so `/api/hotel/{id}.json` is written `/api/hotel/:id{[0-9]+\\.json}`
 * (the parameter holds `12.json`): the suffix inside the pattern is kept after the parameter.
 */
export const openApiPath = (path: string) =>
  path.replace(
    /:(\w+)(?:\{[^}]*?((?:\\\.\w+)?)\})?/g,
    (_, name: string, suffix = '') => `{${name}}${suffix.replace('\\', '')}`,
  );

function parameters(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = inputSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: outputSchema(apiErrorSchema) } },
});

const errorDescriptions: Record<number, string> = {
  401: 'Not signed in: no session, or one that ended',
  403: 'Refused: the bot check is missing, wrong or used',
  404: 'Unknown id',
  413: 'The body is larger than the route accepts (PAYLOAD_TOO_LARGE), refused before it is read',
  409: 'Conflict (sold out, duplicate)',
  422: 'Not bookable, or an amount that differs from the server’s',
  429: 'Too many requests from this client or for this key: Retry-After says in how many seconds to try again',
  503: 'Not sold for a while (the physical format)',
};

/** The OpenAPI 3.1 document, generated from the same zod schemas that validate the requests. */
export function buildOpenApi(routes: AnyRouteSpec[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const operation: Record<string, unknown> = {
        operationId:
          methods.length > 1
            ? `${route.operationId}${method.charAt(0).toUpperCase()}${method.slice(1)}`
            : route.operationId,
        summary: route.summary,
        tags: [route.tag],
        parameters: [
          ...parameters(route.params, 'path'),
          ...Object.entries(route.headers ?? {}).map(([name, description]) => ({
            name,
            in: 'header',
            required: false,
            schema: { type: 'string', maxLength: 200 },
            description,
          })),
          ...(method === 'get' ? parameters(route.query, 'query') : []),
        ],
        ...((method === 'post' || method === 'put') && route.query
          ? {
              requestBody: {
                required: false,
                description: `At most ${Math.round((route.maxBody ?? BODY_LIMIT_BYTES) / 1024)} KB; 413 PAYLOAD_TOO_LARGE beyond`,
                content: {
                  'application/json': { schema: inputSchema(route.query) },
                  ...(route.acceptsForm
                    ? { 'application/x-www-form-urlencoded': { schema: inputSchema(route.query) } }
                    : {}),
                },
              },
            }
          : {}),
        responses: {
          [String(route.status ?? 200)]:
            route.status === 204
              ? { description: 'Done, no content' }
              : route.status === 303
                ? {
                    description: 'Done: see the page of the Location header',
                    headers: { Location: { schema: { type: 'string' } } },
                  }
                : route.produces
                  ? {
                      description: 'Success',
                      content: { [route.produces]: { schema: { type: 'string', format: 'binary' } } },
                    }
                  : {
                      description: 'Success',
                      content: { 'application/json': { schema: outputSchema(route.response) } },
                    },
          '400': errorResponse('Invalid input: every failing field is named in issues[]'),
          '414': errorResponse(`A URL longer than ${URL_LIMIT_CHARS} characters (URI_TOO_LONG)`),
          ...Object.fromEntries(
            [...(route.errors ?? []), ...(method === 'post' || method === 'put' ? [413] : [])].map(
              (status) => [String(status), errorResponse(errorDescriptions[status] ?? 'Error')],
            ),
          ),
        },
      };
      const path = openApiPath(route.path);
      paths[path] = { ...paths[path], [method]: operation };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Escale API',
      version: '0.1.0',
      description:
        'Catalog, inventory, search and quotes. Amounts are integer cents, dates YYYY-MM-DD, months YYYY-MM. ' +
        'Errors answer { error: { code, message, issues } }. ' +
        `A body is at most ${BODY_LIMIT_BYTES / 1024} KB unless its route says otherwise (413 beyond), a URL at most ${URL_LIMIT_CHARS} characters (414 beyond); ` +
        'every list in a query or a body has a maximum length.',
    },
    servers: [{ url: '/' }],
    paths,
  };
}
