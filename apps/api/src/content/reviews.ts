import { REVIEW_PAGE_SIZE, type Review, type ReviewCriterion, type ReviewSort } from '@escale/domain';
import type { Database } from '../db/database';
import type { ReviewsTable } from '../db/schema';

// The SQL of hotel reviews: one language or all, counts and averages, pages in each sort.

type ReviewLocale = ReviewsTable['locale'];

/** The column of each criterion. */
const CRITERION_COLUMNS = {
  welcoming: 'welcoming',
  comfort: 'comfort',
  cleanliness: 'cleanliness',
  food: 'food',
  localization: 'localization',
  priceQualityRatio: 'price_quality_ratio',
} as const satisfies Record<ReviewCriterion, keyof ReviewsTable>;

export interface ReviewStats {
  count: number;
  /** Unrounded averages; null without reviews. */
  average: number | null;
  criteria: Record<ReviewCriterion, number | null>;
}

function reviewsOf(db: Database, hotelId: number, locale: ReviewLocale | null) {
  let query = db.selectFrom('reviews').where('hotel_id', '=', hotelId);
  if (locale) query = query.where('locale', '=', locale);
  return query;
}

export async function reviewStats(
  db: Database,
  hotelId: number,
  locale: ReviewLocale | null,
): Promise<ReviewStats> {
  const row = await reviewsOf(db, hotelId, locale)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.avg<number | null>('average').as('average'),
      ...Object.entries(CRITERION_COLUMNS).map(([criterion, column]) =>
        eb.fn.avg<number | null>(column).as(criterion),
      ),
    ])
    .executeTakeFirstOrThrow();
  const stats = row as unknown as Record<string, number | string | null>;
  const number = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return {
    count: Number(stats.count),
    average: number(stats.average),
    criteria: Object.fromEntries(
      Object.keys(CRITERION_COLUMNS).map((criterion) => [criterion, number(stats[criterion])]),
    ) as Record<ReviewCriterion, number | null>,
  };
}

/** One page of 10 in the sort asked; ties fall back to the newest, then the highest id. */
export async function reviewPage(
  db: Database,
  hotelId: number,
  locale: ReviewLocale | null,
  sort: ReviewSort,
  page: number,
) {
  let query = reviewsOf(db, hotelId, locale).select([
    'id',
    'locale',
    'customer',
    'stay_type',
    'stayed_on',
    'average',
    'positive',
    'negative',
  ]);
  if (sort === 'SCORE_DESC') query = query.orderBy('average', 'desc');
  if (sort === 'SCORE_ASC') query = query.orderBy('average', 'asc');
  const ascending = sort === 'DATE_ASC';
  return query
    .orderBy('stayed_on', ascending ? 'asc' : 'desc')
    .orderBy('id', ascending ? 'asc' : 'desc')
    .limit(REVIEW_PAGE_SIZE)
    .offset(page * REVIEW_PAGE_SIZE)
    .execute();
}

/** The latest reviews with a positive comment (S-398). */
export async function positiveReviews(db: Database, hotelId: number, limit: number) {
  return reviewsOf(db, hotelId, null)
    .select(['id', 'locale', 'customer', 'stay_type', 'stayed_on', 'average', 'positive', 'negative'])
    .where('positive', 'is not', null)
    .orderBy('stayed_on', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type ReviewRow = Awaited<ReturnType<typeof positiveReviews>>[number];

/** A review as the API answers it (002 §3 Review). */
export function reviewView(row: ReviewRow) {
  return {
    id: row.id,
    locale: row.locale,
    customer: row.customer,
    type: row.stay_type as Review['type'],
    date: row.stayed_on,
    average: row.average,
    positive: row.positive,
    negative: row.negative,
  };
}
