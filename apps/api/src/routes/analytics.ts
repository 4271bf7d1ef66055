import { analyticsAnswerSchema, analyticsHitSchema, analyticsParamsSchema } from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { ANALYTICS_BODY_LIMIT_BYTES } from '../http/limits';
import { limitRate, type RateLimit } from '../http/rateLimit';

/** Hits one client may post in a minute: a busy visitor's pages, not a flood. */
export const ANALYTICS_RATE: RateLimit = { bucket: 'analytics', limit: 120, windowSeconds: 60 };

/** The analytics collector (002 §7; S-456): it checks each hit and keeps its events. */
export const registerAnalytics: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'post',
      path: '/analytics/ga/collect/:pos',
      operationId: 'analyticsCollect',
      summary:
        'The analytics collector (S-456): a hit of a point of sale with its client id, session id, user data (signed in or not, nothing that names the visitor) and 1 to 25 events of S-455 with flat parameters and up to 50 flat items, sent by beacon or fetch; stores one row per event; 429 with Retry-After past 120 hits from one client in a minute',
      tag: 'analytics',
      params: analyticsParamsSchema,
      query: analyticsHitSchema,
      response: analyticsAnswerSchema,
      status: 201,
      errors: [429],
      maxBody: ANALYTICS_BODY_LIMIT_BYTES,
      cacheControl: 'no-store',
    },
    async ({ params, query, c }) => {
      await limitRate(deps, c, ANALYTICS_RATE);
      await deps.db
        .insertInto('analytics_events')
        .values(
          query.events.map((event) => ({
            pos: params.pos,
            client_id: query.clientId,
            session_id: query.sessionId,
            is_logged_in: query.userData.isLoggedIn,
            name: event.name,
            params: JSON.stringify(event.items ? { ...event.params, items: event.items } : event.params),
            at: new Date(event.at),
          })),
        )
        .execute();
      return { stored: query.events.length };
    },
  );
};
