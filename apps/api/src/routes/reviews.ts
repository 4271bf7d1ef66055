import {
  numericIdSchema,
  type ReviewCriterion,
  reviewCriteria,
  reviewLanguageOf,
  reviewSetSchema,
  reviewsQuerySchema,
  scoreOneDecimal,
} from '@escale/domain';
import { z } from 'zod';
import type { RegisterRoutes } from '../app';
import { reviewPage, reviewStats, reviewView } from '../content/reviews';
import { notFound } from '../http/errors';

export const registerReviews: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/api/hotel/:id{[0-9]+}/reviews.json',
      operationId: 'hotelReviews',
      summary:
        "A hotel's reviews (002 §3, §7, S-501): 10 a page in the sort asked, in one language or all, with the score and the criteria averages of that language, at one decimal",
      tag: 'reviews',
      params: z.object({ id: numericIdSchema }),
      query: reviewsQuerySchema,
      response: reviewSetSchema,
      errors: [404],
      cacheControl: 'public, max-age=300',
    },
    async ({ params, query }) => {
      const hotel = await deps.db
        .selectFrom('hotels')
        .select('id')
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!hotel) throw notFound('Hotel');
      let locale = query.locale === 'all' ? null : reviewLanguageOf(query.locale);
      let stats = await reviewStats(deps.db, params.id, locale);
      const languageFallback = locale !== null && stats.count === 0 && query.withOtherLanguageFallback;
      if (languageFallback) {
        locale = null;
        stats = await reviewStats(deps.db, params.id, null);
      }
      const rows = await reviewPage(deps.db, params.id, locale, query.sort, query.page);
      return {
        totalCount: stats.count,
        score: stats.average === null ? null : scoreOneDecimal(stats.average),
        page: query.page,
        languageFallback,
        list: rows.map(reviewView),
        details: reviewCriteria.flatMap((label: ReviewCriterion) => {
          const score = stats.criteria[label];
          return score === null ? [] : [{ label, score: scoreOneDecimal(score) }];
        }),
      };
    },
  );
};
