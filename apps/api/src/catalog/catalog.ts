import {
  type AvailabilityMap,
  addDays,
  calendarHorizonEnd,
  cancellationDeadline,
  dayNumber,
  isoDateOfDay,
  type LocalTaxRule,
  localTaxTotal,
  markBestPriceOfTheMonth,
  type PackageContent,
  type Pax,
  roomsNeeded,
  SAME_DAY_CUTOFF_HOUR,
  type StayPrice,
  stayPrice,
  stayPriceOfRatesTotal,
  todayInTimeZone,
} from '@escale/domain';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { Inventory, type RoomNights, type Unbookable } from './inventory';

/** The shop's clock runs on the markets' time (all six share Central European Time). */
export const CATALOG_TIME_ZONE = 'Europe/Paris';

export interface OfferRecord {
  id: number;
  hotelId: number;
  roomId: string;
  nightsMin: number;
  nightsMax: number;
  content: PackageContent;
  giftable: boolean;
  cancellable: boolean;
  cancellationDays: number;
  /** The offer and its hotel are both active. */
  active: boolean;
  /** Its room's lowest nightly rate of the 30 days before today, for promotions (EU price rules). */
  lowestRate30Days: number | null;
  localTax: LocalTaxRule | null;
}

export type Quote =
  | ({
      bookable: true;
      checkin: string;
      checkout: string;
      nightlyRates: number[];
      localTaxTotalAmount: number | null;
      cancellationDeadline: string | null;
    } & StayPrice)
  | { bookable: false; reason: Unbookable | 'CHECKIN_PASSED' | 'NIGHTS' | 'INACTIVE' };

/**
 * The read model every price comes from: offers with their package content, and the inventory.
 * Search results, calendars, quotes and (re-checked in a transaction) orders all price stays here,
 * with the domain's `stayPrice`.
 */
/** A stay resolved for a scan (Catalog.stayScan). */
export interface StayScan {
  /** The checkin's index in the inventory's arrays; −1 outside them. */
  first: number;
  nights: number;
  pax: Pax;
}

/** The clock read once per minute of `now()`: the date and hour in Paris cannot change within one. */
interface ClockReading {
  minute: number;
  clock: { date: string; hour: number };
  firstCheckin: string;
  lastCheckin: string;
}

export class Catalog {
  private fromPrices = new Map<string, (StayPrice & { checkin: string }) | null>();
  private fromPricesVersion = 0;
  private reading: ClockReading | null = null;

  private constructor(
    readonly inventory: Inventory,
    readonly offers: Map<number, OfferRecord>,
    private readonly now: () => Date,
  ) {}

  static async load(db: Database, now: () => Date): Promise<Catalog> {
    const today = todayInTimeZone(now(), CATALOG_TIME_ZONE).date;
    const inventory = await Inventory.load(db, today);
    const rows = await db
      .selectFrom('offers as o')
      .innerJoin('hotels as h', 'h.id', 'o.hotel_id')
      .leftJoin('local_taxes as t', 't.city_id', 'h.city_id')
      .select([
        'o.id',
        'o.hotel_id',
        'o.room_id',
        'o.nights_min',
        'o.nights_max',
        'o.breakfast_included',
        'o.breakfast_price',
        'o.dinners',
        'o.dinner_price',
        'o.activity_price',
        'o.discount_pct',
        'o.giftable',
        'o.cancellable',
        'o.cancellation_days',
        'o.active',
        'h.active as hotel_active',
        't.type as tax_type',
        't.amount as tax_amount',
        't.percentage as tax_percentage',
        't.to_be_paid_at_hotel',
      ])
      .execute();
    const lowest = await sql<{ room_id: string; lowest: number }>`
      select room_id, min(nightly_rate) as lowest from room_rate_history
      where day >= ${addDays(today, -30)}::date and day < ${today}::date group by room_id
    `.execute(db);
    const lowestByRoom = new Map(lowest.rows.map((r) => [r.room_id, Number(r.lowest)]));
    const offers = new Map<number, OfferRecord>();
    for (const row of rows) {
      offers.set(row.id, {
        id: row.id,
        hotelId: row.hotel_id,
        roomId: row.room_id,
        nightsMin: row.nights_min,
        nightsMax: row.nights_max,
        content: {
          breakfastIncluded: row.breakfast_included,
          breakfastPrice: row.breakfast_price,
          dinners: row.dinners,
          dinnerPrice: row.dinner_price,
          activityPrice: row.activity_price,
          discountPct: row.discount_pct,
        },
        giftable: row.giftable,
        cancellable: row.cancellable,
        cancellationDays: row.cancellation_days,
        active: row.active && row.hotel_active,
        lowestRate30Days: lowestByRoom.get(row.room_id) ?? null,
        localTax: localTaxRule(row),
      });
    }
    return new Catalog(inventory, offers, now);
  }

  /**
   * The clock and the checkin window it gives, computed again when the minute of `now()` changes:
   * time zones shift by whole minutes, so the date and hour in Paris are those of the whole minute.
   */
  private read(): ClockReading {
    const time = this.now().getTime();
    const minute = Math.floor(time / 60_000);
    if (this.reading?.minute === minute) return this.reading;
    const clock = todayInTimeZone(new Date(time), CATALOG_TIME_ZONE);
    const horizon = calendarHorizonEnd(clock.date);
    this.reading = {
      minute,
      clock,
      firstCheckin: clock.hour < SAME_DAY_CUTOFF_HOUR ? clock.date : addDays(clock.date, 1),
      lastCheckin: [horizon, this.inventory.lastNight].sort()[0] ?? horizon,
    };
    return this.reading;
  }

  /** Today and the hour in the markets' time zone. */
  clock(): { date: string; hour: number } {
    const { date, hour } = this.read().clock;
    return { date, hour };
  }

  /** The first night a stay can start: today until 20:00, then tomorrow (S-110). */
  firstCheckin(): string {
    return this.read().firstCheckin;
  }

  /** The last checkin the calendar offers: one year ahead (S-119). */
  lastCheckin(): string {
    return this.read().lastCheckin;
  }

  /** Prices a stay of an offer; not bookable with the reason when it cannot be sold. */
  quote(offerId: number, stay: { checkin: string; nights: number; pax: Pax }): Quote | undefined {
    const offer = this.offers.get(offerId);
    if (!offer) return undefined;
    if (!offer.active) return { bookable: false, reason: 'INACTIVE' };
    if (stay.checkin < this.firstCheckin() || stay.checkin > this.lastCheckin()) {
      return { bookable: false, reason: 'CHECKIN_PASSED' };
    }
    if (stay.nights < offer.nightsMin || stay.nights > offer.nightsMax)
      return { bookable: false, reason: 'NIGHTS' };
    const nbRooms = this.roomsFor(offer, stay.pax);
    const nights = this.inventory.stay(offer.roomId, stay.checkin, stay.nights, nbRooms);
    if (!nights.ok) return { bookable: false, reason: nights.reason };
    const price = stayPrice({ nightlyRates: nights.rates, nbRooms, pax: stay.pax, content: offer.content });
    return {
      bookable: true,
      checkin: stay.checkin,
      checkout: isoDateOfDay(dayNumber(stay.checkin) + stay.nights),
      nightlyRates: nights.rates,
      localTaxTotalAmount: offer.localTax
        ? localTaxTotal(offer.localTax, {
            adults: stay.pax.adults,
            nights: stay.nights,
            sellPrice: price.sellPrice,
          })
        : null,
      cancellationDeadline: cancellationDeadline(
        stay.checkin,
        { cancellable: offer.cancellable, days: offer.cancellationDays },
        this.clock().date,
      ),
      ...price,
    };
  }

  /**
   * The price of a stay when it can be sold, null otherwise: the same rules and amounts as
   * `quote`, without its dates and texts, for scans that price every offer of an area (search).
   */
  stayPriceOf(offerId: number, stay: { checkin: string; nights: number; pax: Pax }): StayPrice | null {
    const offer = this.offers.get(offerId);
    const scan = offer ? this.stayScan(stay, stay.pax) : null;
    return offer && scan ? this.scanPrice(scan, offer, this.inventory.nightsOf(offer.roomId)) : null;
  }

  /**
   * A stay resolved once for a scan of many offers (search): its checkin's index in the inventory;
   * null when no offer can be sold for it (checkin outside the bookable window).
   */
  stayScan(stay: { checkin: string; nights: number }, pax: Pax): StayScan | null {
    if (stay.checkin < this.firstCheckin() || stay.checkin > this.lastCheckin()) return null;
    return { first: this.inventory.indexOf(stay.checkin), nights: stay.nights, pax };
  }

  /**
   * `stayPriceOf` for a resolved stay, an offer and its room's nights (Inventory.nightsOf), without
   * a lookup or an array: the same checks and amounts.
   */
  scanPrice(scan: StayScan, offer: OfferRecord, room: Readonly<RoomNights> | undefined): StayPrice | null {
    const { first, nights, pax } = scan;
    if (!offer.active || nights < offer.nightsMin || nights > offer.nightsMax) return null;
    if (!room || first < 0 || first + nights > this.inventory.days) return null;
    const nbRooms = roomsNeeded(pax, room);
    let ratesTotal = 0;
    for (let i = first; i < first + nights; i += 1) {
      const rate = room.rates[i] ?? 0;
      if (rate === 0 || (room.left[i] ?? 0) < nbRooms) return null;
      ratesTotal += rate;
    }
    if (nights < (room.minLos[first] ?? 1)) return null;
    return stayPriceOfRatesTotal(ratesTotal, nights, nbRooms, pax, offer.content);
  }

  /**
   * The from-price: the cheapest stay of `nights` (the offer's shortest by default) over every
   * checkin from the first bookable day to the horizon; null when none can be sold.
   */
  fromPrice(offerId: number, pax: Pax, nights?: number): (StayPrice & { checkin: string }) | null {
    const offer = this.offers.get(offerId);
    if (!offer?.active) return null;
    const length = nights ?? offer.nightsMin;
    if (length < offer.nightsMin || length > offer.nightsMax) return null;
    if (this.fromPricesVersion !== this.inventory.version) {
      this.fromPrices.clear();
      this.fromPricesVersion = this.inventory.version;
    }
    const nbRooms = this.roomsFor(offer, pax);
    const first = this.firstCheckin();
    const key = `${offerId}|${length}|${nbRooms}|${pax.adults}|${pax.children}|${first}`;
    const cached = this.fromPrices.get(key);
    if (cached !== undefined) return cached;
    const best = this.inventory.cheapestStay(offer.roomId, first, this.lastCheckin(), length, nbRooms);
    const result = best
      ? {
          ...stayPrice({ nightlyRates: best.rates, nbRooms, pax, content: offer.content }),
          checkin: best.checkin,
        }
      : null;
    this.fromPrices.set(key, result);
    return result;
  }

  /** The night counts a stay starting on `checkin` can be sold for (S-103, S-471). */
  checkoutNights(offerId: number, checkin: string, pax: Pax): number[] {
    const offer = this.offers.get(offerId);
    if (!offer?.active) return [];
    const nights: number[] = [];
    for (let n = offer.nightsMin; n <= offer.nightsMax; n += 1) {
      if (this.quote(offerId, { checkin, nights: n, pax })?.bookable) nights.push(n);
    }
    return nights;
  }

  /**
   * Checkin days of `months` months from `month` (YYYY-MM) with the price of the offer's shortest
   * bookable stay from that day; null on days it cannot start; each month's lowest price marked (G-48).
   * With `nights` (the gift calendar, S-268): the price of a stay of exactly that length, and only
   * the minimum stay of a day that asks for more nights.
   */
  calendar(offerId: number, month: string, months: number, pax: Pax, nights?: number): AvailabilityMap {
    const offer = this.offers.get(offerId);
    const days: AvailabilityMap = {};
    if (!offer) return days;
    const first = dayNumber(`${month}-01`);
    const end = dayNumber(addMonths(`${month}-01`, months));
    const inventoryStart = this.inventory.indexOf(isoDateOfDay(first));
    for (let number = first; number < end; number += 1) {
      const day =
        inventoryStart >= 0 ? this.inventory.dateAt(inventoryStart + number - first) : isoDateOfDay(number);
      const quote =
        nights === undefined
          ? this.shortestStay(offer, day, pax)
          : this.stayPriceOf(offer.id, { checkin: day, nights, pax });
      const minLos = this.inventory.minLosAt(offer.roomId, day);
      if (!quote && nights !== undefined && minLos > nights) {
        days[day] = { minLos };
        continue;
      }
      days[day] = quote
        ? {
            price: String(Math.ceil(quote.sellPrice / 100)),
            amount: quote.sellPrice,
            minLos,
            promo: quote.promoPercentageRounded,
          }
        : null;
    }
    return markBestPriceOfTheMonth(days);
  }

  /** After an order changed these rooms' nights (or an unknown set of rooms: 'all'). */
  async reloadRooms(db: Database, roomIds: readonly string[] | 'all'): Promise<void> {
    await this.inventory.reload(db, roomIds);
  }

  /** The price of the shortest stay that can start on `checkin`, if any. */
  private shortestStay(offer: OfferRecord, checkin: string, pax: Pax): StayPrice | null {
    for (let n = offer.nightsMin; n <= offer.nightsMax; n += 1) {
      const price = this.stayPriceOf(offer.id, { checkin, nights: n, pax });
      if (price) return price;
    }
    return null;
  }

  private roomsFor(offer: OfferRecord, pax: Pax): number {
    const room = this.inventory.room(offer.roomId);
    return room ? roomsNeeded(pax, room) : 1;
  }
}

function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

function localTaxRule(row: {
  tax_type: 'BOOKING_PERCENTAGE' | 'PER_PERSON_PER_NIGHT' | null;
  tax_amount: number | null;
  tax_percentage: number | null;
  to_be_paid_at_hotel: boolean | null;
}): LocalTaxRule | null {
  if (row.tax_type === 'PER_PERSON_PER_NIGHT' && row.tax_amount !== null) {
    return { type: row.tax_type, amount: row.tax_amount, toBePaidAtHotel: row.to_be_paid_at_hotel ?? true };
  }
  if (row.tax_type === 'BOOKING_PERCENTAGE' && row.tax_percentage !== null) {
    return {
      type: row.tax_type,
      percentage: Number(row.tax_percentage),
      toBePaidAtHotel: row.to_be_paid_at_hotel ?? true,
    };
  }
  return null;
}
