import { z } from 'zod';
import { localeSchema } from './common';

// Partner minisites (002 §2 Partner minisites, §3 Partner minisite entry, §9; S-437…S-440, G-09):
// each from a row of the `minisites` table, answered by GET /api/minisites/{minisiteUrl}.

/** A minisite's url: lowercase words joined by `-`, as in `/partner/{minisiteUrl}`. */
export const minisiteUrlSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected lowercase letters and digits joined by -')
  .max(80);

const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour as #rrggbb');

/** What a partner gives of its theme; `resolveTheme` (@escale/tokens) derives every token. */
export const minisiteThemeSchema = z.object({
  brand: colorSchema,
  brandAccent: colorSchema.optional(),
  /** The page's background, when the partner's palette has one. */
  body: colorSchema.optional(),
  fontFamily: z.string().max(120).optional(),
  headingFontFamily: z.string().max(120).optional(),
  radius: z.enum(['sharp', 'soft', 'round']).optional(),
});
export type MinisiteTheme = z.infer<typeof minisiteThemeSchema>;

/** The stays a minisite lists: a country, a city or a theme of the search, or every stay. */
export const minisiteSelectionSchema = z.object({
  country: z.string().max(64).optional(),
  city: z.string().max(64).optional(),
  theme: z.number().int().positive().optional(),
});
export type MinisiteSelection = z.infer<typeof minisiteSelectionSchema>;

/** One minisite (002 §3 Partner minisite entry). */
export const minisiteSchema = z.object({
  minisiteId: z.number().int().positive(),
  minisiteUrl: minisiteUrlSchema,
  partnerName: z.string().nullable(),
  /** The language the minisite is shown in, whatever the market path (G-09). */
  minisiteLocale: localeSchema,
  bannerUrls: z.object({ desktop: z.string().min(1), mobile: z.string().min(1) }),
  logoUrl: z.string().nullable(),
  /** The partner's legal text: the offer's conditions and booking window (S-440). */
  footer: z.string().nullable(),
  theme: minisiteThemeSchema,
  selection: minisiteSelectionSchema,
});
export type Minisite = z.infer<typeof minisiteSchema>;

export const minisiteParamsSchema = z.object({ minisiteUrl: minisiteUrlSchema });
