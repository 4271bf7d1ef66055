import { clientLogSchema, errorReportSchema } from '@escale/domain';
import { z } from 'zod';
import type { RegisterRoutes } from '../app';
import { LOG_RATE, limitRate } from '../http/rateLimit';

const LOG_LIMIT = `429 with Retry-After past ${LOG_RATE.limit} reports and log lines together from one client in a minute`;

/** Fire-and-forget reports of the shop, written to the API's log (G-50, G-57). */
export const registerLogs: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'post',
      path: '/error',
      operationId: 'reportError',
      summary: `The 404 page reports the missing URL (G-50, S-189); logged, answers 204; ${LOG_LIMIT}`,
      tag: 'logs',
      query: errorReportSchema,
      response: z.void(),
      status: 204,
      errors: [429],
      cacheControl: 'no-store',
    },
    async ({ query, c }) => {
      await limitRate(deps, c, LOG_RATE);
      deps.logger.warn(
        { reqId: c.get('requestId'), report: 'not-found', uri: query.uri, locale: query.locale },
        'page not found',
      );
    },
  );
  registry.add(
    {
      method: 'post',
      path: '/gateway/logs',
      operationId: 'clientLog',
      summary: `A log line of the shop’s client, its message at most 256 characters (G-57); answers 204; ${LOG_LIMIT}`,
      tag: 'logs',
      query: clientLogSchema,
      response: z.void(),
      status: 204,
      errors: [429],
      cacheControl: 'no-store',
    },
    async ({ query, c }) => {
      await limitRate(deps, c, LOG_RATE);
      const entry = {
        reqId: c.get('requestId'),
        client: true,
        locale: query.locale,
        location: query.location,
      };
      const levels = { DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' } as const;
      deps.logger[levels[query.level]](entry, query.message);
    },
  );
};
