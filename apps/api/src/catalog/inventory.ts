import { addDays, dayNumber, isoDateOfDay, nightsBetween } from '@escale/domain';
import { sql } from 'kysely';
import type { Database } from '../db/database';

/** ISO weekday of a date: Monday 1 … Sunday 7. */
function isoWeekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay() || 7;
}

/** Why a stay cannot be sold. */
export type Unbookable = 'OUT_OF_RANGE' | 'NO_RATE' | 'SOLD_OUT' | 'MIN_STAY';

export interface RoomNights {
  capacity: number;
  maxCapacity: number;
  /** Per-night rate for the room (2 people), cents; 0 when no rate plan covers the night. */
  rates: Int32Array;
  /** Minimum length of stay for a checkin on that night. */
  minLos: Uint8Array;
  /** Rooms still sellable that night (allotment − reserved). */
  left: Int16Array;
}

/** Rooms waiting for the next reload, and its end. */
interface ReloadBatch {
  rooms: Set<string> | 'all';
  done: Promise<void>;
}

/**
 * Rates, minimum stays and rooms left of every room, per night, in memory: the read side of the
 * hotel ARI, built from the database and reloaded for the rooms an order changes. Night arrays
 * start at `start` (today − 60 days at load time) and run over the stored horizon.
 */
export class Inventory {
  private reloading: Promise<void> = Promise.resolve();
  private queued: ReloadBatch | null = null;
  /** The day number (days.ts) of `start`. */
  private readonly startDay: number;
  /** The ISO date of every night of the arrays. */
  private readonly nightDates: string[];

  private constructor(
    readonly start: string,
    readonly days: number,
    private readonly rooms: Map<string, RoomNights>,
    /** Bumps whenever the inventory changes: caches key their entries with it. */
    public version = 1,
  ) {
    this.startDay = dayNumber(start);
    this.nightDates = Array.from({ length: days }, (_, i) => isoDateOfDay(this.startDay + i));
  }

  static async load(db: Database, today: string): Promise<Inventory> {
    const start = addDays(today, -60);
    const bounds = await db
      .selectFrom('allotments')
      .select((eb) => eb.fn.max('night').as('last'))
      .executeTakeFirst();
    const last = bounds?.last ?? today;
    const days = Math.max(1, nightsBetween(start, last) + 1);
    const inventory = new Inventory(start, days, new Map());
    const rooms = await db.selectFrom('rooms').select(['id', 'capacity', 'max_capacity']).execute();
    for (const room of rooms) {
      inventory.rooms.set(room.id, {
        capacity: room.capacity,
        maxCapacity: room.max_capacity,
        rates: new Int32Array(days),
        minLos: new Uint8Array(days).fill(1),
        left: new Int16Array(days),
      });
    }
    await inventory.fill(db);
    return inventory;
  }

  /**
   * Reloads the nights of some rooms, or of all, after orders changed them (this process's or
   * another's, catalog/inventoryFeed.ts) and bumps the version. Reloads run one after the other, so
   * a later one never reads an older state than an earlier one wrote; the rooms asked for while one
   * runs are read together by the next.
   */
  reload(db: Database, roomIds: readonly string[] | 'all'): Promise<void> {
    if (roomIds !== 'all' && roomIds.length === 0) return Promise.resolve();
    let batch = this.queued;
    if (!batch) {
      const next: ReloadBatch = { rooms: new Set(), done: Promise.resolve() };
      next.done = this.reloading.then(async () => {
        this.queued = null;
        await this.fill(db, next.rooms === 'all' ? undefined : [...next.rooms]);
        this.version += 1;
      });
      this.reloading = next.done.catch(() => {});
      this.queued = next;
      batch = next;
    }
    if (roomIds === 'all') batch.rooms = 'all';
    else if (batch.rooms !== 'all') for (const id of roomIds) batch.rooms.add(id);
    return batch.done;
  }

  private async fill(db: Database, roomIds?: readonly string[]): Promise<void> {
    const end = addDays(this.start, this.days - 1);
    let plans = db
      .selectFrom('rate_plans')
      .selectAll()
      .where('valid_to', '>=', this.start)
      .where('valid_from', '<=', end);
    if (roomIds) plans = plans.where('room_id', 'in', roomIds);
    for (const plan of await plans.execute()) {
      const room = this.rooms.get(plan.room_id);
      if (!room) continue;
      const from = Math.max(0, dayNumber(plan.valid_from) - this.startDay);
      const to = Math.min(this.days - 1, dayNumber(plan.valid_to) - this.startDay);
      // Day 0 is `start`; its ISO weekday gives every other night's.
      const startWeekday = isoWeekday(this.start);
      for (let i = from; i <= to; i += 1) {
        const weekday = ((startWeekday - 1 + i) % 7) + 1;
        room.rates[i] =
          weekday === 5 ? plan.price_friday : weekday === 6 ? plan.price_saturday : plan.price_weekday;
        room.minLos[i] = weekday === 5 || weekday === 6 ? plan.min_los_weekend : plan.min_los_weekday;
      }
    }
    // One row per room with its nights in order: far fewer rows than one per night.
    const left = await sql<{ room_id: string; first: string; last: string; left: number[] }>`
      select room_id, min(night)::text as first, max(night)::text as last,
        array_agg(total - reserved order by night) as left
      from allotments
      where night between ${this.start}::date and ${end}::date
      ${roomIds ? sql`and room_id in (${sql.join(roomIds)})` : sql``}
      group by room_id
    `.execute(db);
    for (const row of left.rows) {
      const room = this.rooms.get(row.room_id);
      if (!room) continue;
      if (row.left.length !== nightsBetween(row.first, row.last) + 1) {
        throw new Error(`Allotments of room ${row.room_id} skip nights between ${row.first} and ${row.last}`);
      }
      room.left.set(row.left.slice(0, this.days - this.indexOf(row.first)), this.indexOf(row.first));
    }
  }

  /** The index of a night in the arrays, or −1 outside them. */
  indexOf(night: string): number {
    const index = dayNumber(night) - this.startDay;
    return index >= 0 && index < this.days ? index : -1;
  }

  /** The ISO date of an index of the arrays. */
  dateAt(index: number): string {
    return this.nightDates[index] ?? isoDateOfDay(this.startDay + index);
  }

  /** The nights of a room (undefined for an unknown room): for the read model's own scans. */
  nightsOf(roomId: string): Readonly<RoomNights> | undefined {
    return this.rooms.get(roomId);
  }

  room(roomId: string): Pick<RoomNights, 'capacity' | 'maxCapacity'> | undefined {
    return this.rooms.get(roomId);
  }

  /**
   * The nightly rates of a stay when `rooms` rooms can be sold every night and the checkin night's
   * minimum stay is met; otherwise why not.
   */
  stay(
    roomId: string,
    checkin: string,
    nights: number,
    rooms: number,
  ): { ok: true; rates: number[]; minLos: number } | { ok: false; reason: Unbookable } {
    const room = this.rooms.get(roomId);
    const first = this.indexOf(checkin);
    if (!room || first < 0 || first + nights > this.days) return { ok: false, reason: 'OUT_OF_RANGE' };
    const rates: number[] = [];
    for (let i = first; i < first + nights; i += 1) {
      if (room.rates[i] === 0) return { ok: false, reason: 'NO_RATE' };
      if ((room.left[i] ?? 0) < rooms) return { ok: false, reason: 'SOLD_OUT' };
      rates.push(room.rates[i] ?? 0);
    }
    const minLos = room.minLos[first] ?? 1;
    if (nights < minLos) return { ok: false, reason: 'MIN_STAY' };
    return { ok: true, rates, minLos };
  }

  /** The minimum stay for a checkin night (1 outside the arrays). */
  minLosAt(roomId: string, night: string): number {
    const index = this.indexOf(night);
    return index < 0 ? 1 : (this.rooms.get(roomId)?.minLos[index] ?? 1);
  }

  /**
   * The cheapest stay of `nights` nights starting from `from` to `to` (inclusive) that `rooms`
   * rooms can be sold for, its checkin night's minimum stay met; the earliest of equal ones.
   * One pass over the nights with a sliding window, without date strings.
   */
  cheapestStay(
    roomId: string,
    from: string,
    to: string,
    nights: number,
    rooms: number,
  ): { checkin: string; rates: number[] } | null {
    const room = this.rooms.get(roomId);
    if (!room || nights < 1) return null;
    const first = Math.max(0, dayNumber(from) - this.startDay);
    const last = Math.min(this.days - nights, dayNumber(to) - this.startDay);
    const sellable = (i: number) => (room.rates[i] ?? 0) > 0 && (room.left[i] ?? 0) >= rooms;
    let unsellable = 0;
    let total = 0;
    for (let i = first; i < first + nights - 1; i += 1) {
      if (!sellable(i)) unsellable += 1;
      total += room.rates[i] ?? 0;
    }
    let best = -1;
    let bestTotal = Number.POSITIVE_INFINITY;
    for (let start = first; start <= last; start += 1) {
      const end = start + nights - 1;
      if (!sellable(end)) unsellable += 1;
      total += room.rates[end] ?? 0;
      if (unsellable === 0 && (room.minLos[start] ?? 1) <= nights && total < bestTotal) {
        best = start;
        bestTotal = total;
      }
      if (!sellable(start)) unsellable -= 1;
      total -= room.rates[start] ?? 0;
    }
    if (best < 0) return null;
    return {
      checkin: this.dateAt(best),
      rates: Array.from(room.rates.subarray(best, best + nights)),
    };
  }

  /** Rooms still sellable on a night (0 outside the arrays). */
  roomsLeft(roomId: string, night: string): number {
    const index = this.indexOf(night);
    return index < 0 ? 0 : (this.rooms.get(roomId)?.left[index] ?? 0);
  }

  /** The last night held in memory. */
  get lastNight(): string {
    return this.dateAt(this.days - 1);
  }
}
