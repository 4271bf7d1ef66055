import { z } from 'zod';
import { LOG_MESSAGE_MAX, logLevels } from '../clientLogs';
import { localeSchema } from './common';

// The gateway logs endpoint (002 §7, G-57): the shop's client errors and logs, POST
// {frontGateway}/logs, answering 204 with no body.

/** POST /gateway/logs (G-57). */
export const clientLogSchema = z.object({
  level: z.enum(logLevels),
  locale: localeSchema,
  /** Where it happened: `application.client.error` for a client error (002 §7). */
  location: z.string().min(1).max(200),
  message: z.string().min(1).max(LOG_MESSAGE_MAX),
});
export type ClientLog = z.infer<typeof clientLogSchema>;
