import { z } from 'zod';
import { isoDateSchema } from './common';

// Staff sign-in for customer-care mode (000 §6, G-05) and the staff's funnel.

/** The cookie of a staff session: HttpOnly, set by the API through the shop's origin. */
export const STAFF_SESSION_COOKIE = 'escale_staff';

/** A staff member signed in: the answer of GET /api/staff/session. */
export const staffSchema = z.object({ email: z.string(), name: z.string() });
export type Staff = z.infer<typeof staffSchema>;

/** GET /api/staff/signin: the shop path to come back to, and the language of the provider's page. */
export const staffSignInQuerySchema = z.object({
  returnTo: z.string().max(2000).optional(),
  uiLocale: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
    .optional(),
});

/** A funnel covers 31 days at most. */
export const STAFF_FUNNEL_MAX_DAYS = 31;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export const staffFunnelQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine(({ from, to }) => from <= to, { path: ['to'], message: 'to must not be before from' })
  .refine(({ from, to }) => dayNumber(to) - dayNumber(from) < STAFF_FUNNEL_MAX_DAYS, {
    path: ['to'],
    message: `A funnel covers ${STAFF_FUNNEL_MAX_DAYS} days at most`,
  });

/** One market's day: each step's count, from the stored events and the confirmed orders. */
export const staffFunnelDaySchema = z.object({
  pos: z.enum(['fr_fr', 'es_es', 'it_it', 'nl_nl', 'fr_be', 'nl_be']),
  day: isoDateSchema,
  viewItemList: z.number().int(),
  viewItem: z.number().int(),
  addToCart: z.number().int(),
  orders: z.number().int(),
  /** The confirmed orders' total, cents. */
  revenue: z.number().int(),
});
export type StaffFunnelDay = z.infer<typeof staffFunnelDaySchema>;

export const staffFunnelSchema = z.object({ days: z.array(staffFunnelDaySchema) });
export type StaffFunnel = z.infer<typeof staffFunnelSchema>;
