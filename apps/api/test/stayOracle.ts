import { addDays, type Pax, roomsNeeded, type StayPrice, stayPrice } from '@escale/domain';
import type { Database } from '../src/db/database';

// The price of a stay recomputed for tests straight from the tables (rate_plans, allotments,
// rooms, offers) with the domain's stayPrice, independently of the catalog's in-memory inventory.

export type OracleStay =
  | { bookable: true; price: StayPrice; minLos: number }
  | { bookable: false; reason: 'NO_RATE' | 'SOLD_OUT' | 'MIN_STAY' | 'NIGHTS' };

interface Night {
  rate: number;
  minLos: number;
  left: number;
}

export class StayOracle {
  private readonly nights = new Map<string, Map<string, Night>>();

  constructor(private readonly db: Database) {}

  /** Rates, minimum stays and rooms left of a room, per night, from SQL. */
  private async room(roomId: string): Promise<Map<string, Night>> {
    const cached = this.nights.get(roomId);
    if (cached) return cached;
    const plans = await this.db.selectFrom('rate_plans').selectAll().where('room_id', '=', roomId).execute();
    const allotments = await this.db
      .selectFrom('allotments')
      .select(['night', 'total', 'reserved'])
      .where('room_id', '=', roomId)
      .execute();
    const nights = new Map<string, Night>();
    for (const { night, total, reserved } of allotments) {
      const plan = plans.find((p) => p.valid_from <= night && night <= p.valid_to);
      const weekday = new Date(`${night}T00:00:00Z`).getUTCDay();
      const weekend = weekday === 5 || weekday === 6;
      nights.set(night, {
        rate: !plan
          ? 0
          : weekday === 5
            ? plan.price_friday
            : weekday === 6
              ? plan.price_saturday
              : plan.price_weekday,
        minLos: !plan ? 1 : weekend ? plan.min_los_weekend : plan.min_los_weekday,
        left: total - reserved,
      });
    }
    this.nights.set(roomId, nights);
    return nights;
  }

  /** Forgets a room's nights after a test changed them. */
  forget(roomId: string): void {
    this.nights.delete(roomId);
  }

  async stay(offerId: number, checkin: string, nights: number, pax: Pax): Promise<OracleStay> {
    const offer = await this.db
      .selectFrom('offers')
      .selectAll()
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow();
    if (nights < offer.nights_min || nights > offer.nights_max) return { bookable: false, reason: 'NIGHTS' };
    const room = await this.db
      .selectFrom('rooms')
      .select(['capacity', 'max_capacity'])
      .where('id', '=', offer.room_id)
      .executeTakeFirstOrThrow();
    const nbRooms = roomsNeeded(pax, { capacity: room.capacity, maxCapacity: room.max_capacity });
    const calendar = await this.room(offer.room_id);
    const rates: number[] = [];
    for (let i = 0; i < nights; i += 1) {
      const night = calendar.get(addDays(checkin, i));
      if (!night || night.rate === 0) return { bookable: false, reason: 'NO_RATE' };
      if (night.left < nbRooms) return { bookable: false, reason: 'SOLD_OUT' };
      rates.push(night.rate);
    }
    const minLos = calendar.get(checkin)?.minLos ?? 1;
    if (nights < minLos) return { bookable: false, reason: 'MIN_STAY' };
    const price = stayPrice({
      nightlyRates: rates,
      nbRooms,
      pax,
      content: {
        breakfastIncluded: offer.breakfast_included,
        breakfastPrice: offer.breakfast_price,
        dinners: offer.dinners,
        dinnerPrice: offer.dinner_price,
        activityPrice: offer.activity_price,
        discountPct: offer.discount_pct,
      },
    });
    return { bookable: true, price, minLos };
  }

  /** The nights a stay from `checkin` can last (the offer's range, bookable ones only). */
  async checkoutNights(offerId: number, checkin: string, pax: Pax): Promise<number[]> {
    const offer = await this.db
      .selectFrom('offers')
      .select(['nights_min', 'nights_max'])
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow();
    const nights: number[] = [];
    for (let n = offer.nights_min; n <= offer.nights_max; n += 1) {
      if ((await this.stay(offerId, checkin, n, pax)).bookable) nights.push(n);
    }
    return nights;
  }
}
