import { z } from 'zod';
import { reviewCriteria, reviewLanguageFilters, reviewSorts } from '../reviews';
import { isoDateSchema, localeSchema, queryBoolean, queryInt } from './common';

// Hotel reviews (002 §3 Review, Review set, §4 Reviews, §7; S-501).

export const reviewStayTypes = ['couple', 'family', 'friends', 'solo', 'business'] as const;
export const reviewLocales = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL'] as const;

/**
 * `locale` is the language filter: all, or a language's locale (the Belgian locales filter by
 * their language); `page` is zero-based, 10 reviews a page.
 */
export const reviewsQuerySchema = z.object({
  locale: z
    .union([z.enum(reviewLanguageFilters), localeSchema])
    .default('all')
    .describe('all, fr_FR, es_ES, it_IT or nl_NL (fr_BE and nl_BE filter as French and Dutch)'),
  sort: z.enum(reviewSorts).default('DATE_DESC'),
  page: queryInt(0, 100_000).default(0),
  withOtherLanguageFallback: queryBoolean
    .default(false)
    .describe('With no review in the language, answer the reviews of every language'),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  locale: z.enum(reviewLocales),
  customer: z.string(),
  /** The stay type code; the page names it. */
  type: z.enum(reviewStayTypes),
  date: isoDateSchema,
  average: z.number().min(0).max(10),
  positive: z.string().nullable(),
  negative: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Scores with one decimal (S-403), over the reviews of the language asked. */
export const reviewSetSchema = z.object({
  totalCount: z.number().int().min(0),
  score: z.number().min(0).max(10).nullable(),
  page: z.number().int().min(0),
  /** The language had no review and the answer holds every language (withOtherLanguageFallback). */
  languageFallback: z.boolean(),
  list: z.array(reviewSchema),
  details: z.array(z.object({ label: z.enum(reviewCriteria), score: z.number().min(0).max(10) })),
});
export type ReviewSet = z.infer<typeof reviewSetSchema>;
