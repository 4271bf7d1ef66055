import { addDays } from '@escale/domain';
import type { CountryCode } from '../db/schema';
import { type ReviewLocale, reviewComments, reviewCustomer, STAY_TYPES } from './copy/reviews';
import type { HotelPlan } from './hotels';
import { type Random, random } from './random';

// Guests' reviews with the six criteria of 002 §3, over the two years before today.

/** Guests come mostly from the hotel's own country, then from its neighbours. */
const LOCALE_MIX: Record<CountryCode, Array<[ReviewLocale, number]>> = {
  FR: [
    ['fr_FR', 60],
    ['nl_NL', 15],
    ['es_ES', 10],
    ['it_IT', 15],
  ],
  ES: [
    ['es_ES', 55],
    ['fr_FR', 25],
    ['it_IT', 10],
    ['nl_NL', 10],
  ],
  IT: [
    ['it_IT', 55],
    ['fr_FR', 25],
    ['es_ES', 10],
    ['nl_NL', 10],
  ],
  NL: [
    ['nl_NL', 70],
    ['fr_FR', 15],
    ['es_ES', 5],
    ['it_IT', 10],
  ],
  BE: [
    ['nl_NL', 45],
    ['fr_FR', 45],
    ['es_ES', 5],
    ['it_IT', 5],
  ],
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const clampScore = (value: number) => Math.min(10, Math.max(2, value));

function score(rng: Random, quality: number, spread: number): number {
  return oneDecimal(clampScore(quality + rng.float(-spread, spread)));
}

/** About `target` reviews shared among the hotels that have some, more for the popular ones. */
export function buildReviews(
  plans: HotelPlan[],
  target: number,
  today: string,
): Array<Record<string, unknown>> {
  const reviewed = plans.filter((plan) => plan.hasReviews);
  const perHotel = target / Math.max(1, reviewed.length);
  const rows: Array<Record<string, unknown>> = [];
  let id = 1;
  for (const hotel of reviewed) {
    const rng = random('reviews', hotel.id);
    const count = Math.max(1, Math.round(perHotel * rng.float(0.3, 1.7)));
    for (let i = 0; i < count; i += 1) {
      const locale = rng.weighted(LOCALE_MIX[hotel.city.country]);
      const mood = rng.float(-1.2, 0.8);
      const criteria = {
        welcoming: score(rng, hotel.quality + mood + 0.3, 0.8),
        comfort: score(rng, hotel.quality + mood, 0.8),
        cleanliness: score(rng, hotel.quality + mood + 0.2, 0.6),
        food: score(rng, hotel.quality + mood - 0.2, 1),
        localization: score(rng, hotel.quality + mood + 0.4, 0.7),
        price_quality_ratio: score(rng, hotel.quality + mood - 0.4, 0.9),
      };
      const values = Object.values(criteria);
      const average = oneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length);
      rows.push({
        id,
        hotel_id: hotel.id,
        locale,
        customer: reviewCustomer(rng, locale),
        stay_type: rng.weighted<string>([
          [STAY_TYPES[0], 45],
          [STAY_TYPES[1], 20],
          [STAY_TYPES[2], 15],
          [STAY_TYPES[3], 8],
          [STAY_TYPES[4], 12],
        ]),
        stayed_on: addDays(today, -rng.int(3, 730)),
        average,
        ...reviewComments(rng, locale, average),
        ...criteria,
      });
      id += 1;
    }
  }
  return rows;
}
