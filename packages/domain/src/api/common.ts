import { z } from 'zod';

/** The six market locales; every content, search and product call carries one (S-460). */
export const localeSchema = z.enum(['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE']);
export type ApiLocale = z.infer<typeof localeSchema>;

/** `YYYY-MM-DD`, a real calendar date (S-463). */
export const isoDateSchema = z.iso.date();
/** `YYYY-MM` (S-463). */
export const isoMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month as YYYY-MM');

/** An integer amount in cents (S-463). */
export const centsSchema = z.number().int();

/** A non-negative integer from a query string. */
export const queryInt = (min = 0, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max);

/** `true`/`false` in a query string or a JSON boolean (anything else is refused, never read as true). */
export const queryBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

/** A comma-joined list in a query string (`stars=4,5`), or the same list in a JSON body. */
export const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value === '' ? [] : value.split(',')) : value),
    z.array(item).max(50),
  );

/** Identifiers of catalog entities in URLs and criteria. */
export const idSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected an id of letters, digits, _ or -');
export const numericIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** Image URLs at the spec's sizes (000 §9, S-157). */
export const imageSizes = ['120_80', '640_360', '960_540'] as const;
export type ImageSize = (typeof imageSizes)[number];
export const imageSchema = z.object({
  alt: z.string(),
  sizes: z.object({ '120_80': z.string(), '640_360': z.string(), '960_540': z.string() }),
});
export type ApiImage = z.infer<typeof imageSchema>;
