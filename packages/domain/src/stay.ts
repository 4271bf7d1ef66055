import { promoPercent } from './prices';
import { isSingleRoom, type Pax } from './travellers';

// The price of a stay package, the rooms it needs and its local tax: one rule for search results,
// quotes and orders alike. Amounts are integer cents.

export interface RoomCapacity {
  /** People a room sleeps as sold (usually 2). */
  capacity: number;
  /** People it can sleep with extra beds, used when a family shares one room. */
  maxCapacity: number;
}

/**
 * Rooms needed for the party: babies sleep in their parents' room; with children or babies the
 * party shares rooms up to their maximum capacity (the single-room rule of 000 §3), otherwise
 * each room takes its standard capacity.
 */
export function roomsNeeded(pax: Pax, room: RoomCapacity): number {
  const sleepers = pax.adults + pax.children;
  const perRoom = isSingleRoom(pax) ? Math.max(room.maxCapacity, room.capacity) : room.capacity;
  return Math.max(1, Math.ceil(sleepers / Math.max(1, perRoom)));
}

export interface PackageContent {
  breakfastIncluded: boolean;
  /** Per person per night. */
  breakfastPrice: number;
  dinners: number;
  /** Per person per dinner. */
  dinnerPrice: number;
  /** Per person for the whole package (its activities). */
  activityPrice: number;
  /** The offer's discount from its reference price, in percent. */
  discountPct: number;
}

export interface StayPrice {
  /** What the buyer pays (tourist tax apart). */
  sellPrice: number;
  /** The reference price before the offer's discount. */
  refPrice: number;
  /** The discount from refPrice, rounded up (S-252). */
  promoPercentageRounded: number;
  moneySaved: number;
  nights: number;
  nbRooms: number;
}

/**
 * The package price: every night's room rate times the rooms, plus breakfasts, dinners and
 * activities per person (children at half price, babies free), less the offer's discount.
 */
export function stayPrice(input: {
  nightlyRates: readonly number[];
  nbRooms: number;
  pax: Pax;
  content: PackageContent;
}): StayPrice {
  const { nightlyRates, nbRooms, pax, content } = input;
  const ratesTotal = nightlyRates.reduce((sum, rate) => sum + rate, 0);
  return stayPriceOfRatesTotal(ratesTotal, nightlyRates.length, nbRooms, pax, content);
}

/**
 * `stayPrice` from the sum of the stay's nightly rates (one room): the same amounts, for callers
 * that add the rates up themselves (the API's search scans thousands of stays).
 */
export function stayPriceOfRatesTotal(
  ratesTotal: number,
  nights: number,
  nbRooms: number,
  pax: Pax,
  content: PackageContent,
): StayPrice {
  const roomTotal = ratesTotal * nbRooms;
  const perPerson =
    (content.breakfastIncluded ? content.breakfastPrice * nights : 0) +
    content.dinners * content.dinnerPrice +
    content.activityPrice;
  const extras = perPerson * pax.adults + Math.ceil((perPerson * pax.children) / 2);
  const refPrice = roomTotal + extras;
  const sellPrice = Math.round((refPrice * (100 - content.discountPct)) / 100);
  return {
    sellPrice,
    refPrice,
    promoPercentageRounded: promoPercent(sellPrice, refPrice),
    moneySaved: refPrice - sellPrice,
    nights,
    nbRooms,
  };
}

/**
 * The lowest price of the 30 days before today to show beside a promotion (EU price rules): the
 * same stay, with its nights, rooms, travellers and package, at the lowest nightly rate its room was
 * sold at in those days, so that a two-night total is never compared with a one-night price.
 */
export function lowestPriceOfStay(
  lowestNightlyRate: number,
  stay: { nights: number; nbRooms: number; pax: Pax; content: PackageContent },
): number {
  const nightlyRates = Array.from({ length: stay.nights }, () => lowestNightlyRate);
  return stayPrice({ ...stay, nightlyRates }).sellPrice;
}

export type LocalTaxRule =
  | { type: 'PER_PERSON_PER_NIGHT'; amount: number; toBePaidAtHotel: boolean }
  | { type: 'BOOKING_PERCENTAGE'; percentage: number; toBePaidAtHotel: boolean };

/**
 * The tourist tax of a stay (G-42): per person per night is amount × adults × nights;
 * a booking percentage is that share of the stay's sell price, rounded up to the cent.
 */
export function localTaxTotal(
  rule: LocalTaxRule,
  stay: { adults: number; nights: number; sellPrice: number },
): number {
  if (rule.type === 'PER_PERSON_PER_NIGHT') return rule.amount * stay.adults * stay.nights;
  return Math.ceil((stay.sellPrice * rule.percentage) / 100);
}

/**
 * The last day a cancellable stay can be cancelled or changed free of charge: `days` before the
 * checkin; null when the offer is not cancellable or the deadline has already passed.
 */
export function cancellationDeadline(
  checkin: string,
  policy: { cancellable: boolean; days: number },
  today: string,
): string | null {
  if (!policy.cancellable) return null;
  const date = new Date(`${checkin}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - policy.days);
  const deadline = date.toISOString().slice(0, 10);
  return deadline >= today ? deadline : null;
}
