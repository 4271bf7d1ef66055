import { z } from 'zod';
import { analyticsEvents } from '../analytics';

// POST /analytics/ga/collect/{pos} (002 §7; S-456): the client id, user data and events of a page's
// hits, sent by beacon or fetch.

/** The point of sale of a hit: a market, written as the collector's path writes it. */
export const pointsOfSale = ['fr_fr', 'es_es', 'it_it', 'nl_nl', 'fr_be', 'nl_be'] as const;
export const analyticsParamsSchema = z.object({ pos: z.enum(pointsOfSale) });

const paramValue = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]);
const paramName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'Expected a parameter name');
/** An event's parameters, or one of its items: a few flat values, never a whole page's data. */
const flatValues = (max: number) =>
  z
    .record(paramName, paramValue)
    .refine((params) => Object.keys(params).length <= max, `At most ${max} values`);

export const analyticsHitSchema = z.object({
  clientId: z.string().regex(/^[A-Za-z0-9._-]{8,64}$/, 'Expected a client id'),
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected a session id'),
  userData: z
    .object({
      /** Whether the visitor is signed in; nothing that names them. */
      isLoggedIn: z.boolean(),
      isCustomerCare: z.boolean().optional(),
    })
    .strict(),
  events: z
    .array(
      z.object({
        name: z.enum(analyticsEvents),
        /** When the page pushed it, in ms since the epoch. */
        at: z.number().int().positive(),
        params: flatValues(25).default({}),
        /** The products it is about (a list's, a product's): their ids, names, prices. */
        items: z.array(flatValues(10)).max(50).optional(),
      }),
    )
    .min(1)
    .max(25),
});
export type AnalyticsHit = z.infer<typeof analyticsHitSchema>;

export const analyticsAnswerSchema = z.object({ stored: z.number().int().min(0) });
