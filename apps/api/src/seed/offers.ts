import type { Localized } from '../db/schema';
import { activityDetails, activityTitle, breakfast, dinner, voucherCopy } from './copy/activities';
import { headwords, hotelOnlyLabel, marketingLabels, packageLabel } from './copy/offers';
import type { HotelPlan } from './hotels';
import { activityPrice, breakfastPrice, DISCOUNTS, dinnerPrice } from './prices';
import { type Random, random } from './random';
import { ACTIVITY_GROUPS, ACTIVITY_TAGS, type ActivityTag, FAMILY_THEME } from './reference';

// Activities (with the hotel's breakfast and dinner), packages and hotel-only offers, and
// activity-only vouchers.

type Row = Record<string, unknown>;

export interface BuiltOffers {
  activities: Row[];
  offers: Row[];
  vouchers: Row[];
}

const THEME = {
  sea: 24,
  mountain: 27,
  romantic: 18,
  city: 42,
  unusual: 45,
  gastronomy: 15,
  wine: 36,
  nature: 33,
} as const;

/** Tags a hotel can offer, given where it is and what it has. */
function fits(tag: ActivityTag, hotel: HotelPlan): boolean {
  switch (tag.id) {
    case 101:
    case 103:
    case 104:
      return hotel.facilities.includes('spa');
    case 306:
      return hotel.skiResort;
    case 307:
    case 308:
      return hotel.environment === 'sea' || hotel.seaResort;
    case 301:
    case 501:
      return hotel.environment === 'sea' || hotel.environment === 'lake' || hotel.city.population > 200_000;
    case 202:
    case 203:
      return (
        hotel.environment === 'vineyard' ||
        hotel.city.country === 'FR' ||
        hotel.city.country === 'IT' ||
        hotel.city.country === 'ES'
      );
    case 304:
    case 305:
    case 502:
    case 503:
      return hotel.environment !== 'city';
    case 401:
    case 402:
      return hotel.environment === 'city' || hotel.city.population > 50_000;
    default:
      return true;
  }
}

/** Two or three tags; the first from a group that turns with the hotel index, so every group is sold. */
function tagsOf(rng: Random, hotel: HotelPlan): ActivityTag[] {
  const group = (ACTIVITY_GROUPS[hotel.index % ACTIVITY_GROUPS.length] as { code: string }).code;
  const candidates = ACTIVITY_TAGS.filter((tag) => fits(tag, hotel));
  const inGroup = candidates.filter((tag) => tag.group === group);
  const first = inGroup.length > 0 ? rng.pick(inGroup) : rng.pick(candidates);
  const preferred = candidates.filter(
    (tag) => tag.id !== first.id && (hotel.style !== 'family' || tag.group === 'fun' || rng.chance(0.5)),
  );
  return [first, ...rng.sample(preferred, rng.int(1, 2))];
}

function nightsRange(rng: Random, hotelOnly: boolean): [number, number] {
  return hotelOnly
    ? rng.weighted<[number, number]>([
        [[1, 7], 50],
        [[1, 5], 20],
        [[2, 7], 15],
        [[1, 3], 15],
      ])
    : rng.weighted<[number, number]>([
        [[1, 1], 35],
        [[2, 2], 25],
        [[1, 2], 15],
        [[1, 3], 15],
        [[2, 3], 10],
      ]);
}

function themesOf(hotel: HotelPlan, tags: ActivityTag[], dinners: number): number[] {
  const themes = tags.map((tag) => tag.theme);
  if (dinners > 0) themes.push(THEME.gastronomy);
  if (hotel.environment === 'sea') themes.push(THEME.sea);
  if (hotel.environment === 'mountain') themes.push(THEME.mountain);
  if (hotel.environment === 'city') themes.push(THEME.city);
  if (hotel.environment === 'vineyard') themes.push(THEME.wine);
  if (hotel.environment === 'forest' || hotel.environment === 'countryside') themes.push(THEME.nature);
  if (hotel.style === 'romantic') themes.push(THEME.romantic);
  if (hotel.style === 'family') themes.push(FAMILY_THEME);
  if (hotel.style === 'historic' && hotel.environment !== 'city') themes.push(THEME.unusual);
  return themes.filter((theme, i) => themes.indexOf(theme) === i);
}

const CUISINE = { FR: 'fr', ES: 'es', IT: 'it', NL: 'nl', BE: 'nl' } as const;

export function buildOffers(plans: HotelPlan[], voucherCount: number): BuiltOffers {
  const activities: Row[] = [];
  const offers: Row[] = [];
  const vouchers: Row[] = [];
  const voucherActivities: Array<{
    hotel: HotelPlan;
    activityId: number;
    tag: ActivityTag;
    titles: Localized;
  }> = [];

  for (const hotel of plans) {
    const rng = random('offers', hotel.id);
    const breakfastId = hotel.id * 10;
    const dinnerId = hotel.id * 10 + 1;
    const breakfastCopy = breakfast();
    activities.push({
      id: breakfastId,
      hotel_id: hotel.id,
      kind: 'breakfast',
      tag_id: null,
      titles: breakfastCopy.titles,
      details: breakfastCopy.details,
      duration_minutes: null,
      schedules: ['07:30-10:30'],
      location: null,
      single_day: false,
      repeated: true,
      display_pax: false,
      image_count: 1,
    });
    const dinnerCopy = dinner(rng, CUISINE[hotel.city.country]);
    activities.push({
      id: dinnerId,
      hotel_id: hotel.id,
      kind: 'dinner',
      tag_id: null,
      titles: dinnerCopy.titles,
      details: dinnerCopy.details,
      duration_minutes: 120,
      schedules: ['19:30-21:30'],
      location: null,
      single_day: true,
      repeated: false,
      display_pax: true,
      image_count: 2,
    });
    const tags = tagsOf(rng, hotel);
    const tagActivities = tags.map((tag, i) => {
      const id = hotel.id * 10 + 2 + i;
      const titles = activityTitle(rng, tag.id);
      activities.push({
        id,
        hotel_id: hotel.id,
        kind: 'activity',
        tag_id: tag.id,
        titles,
        details: activityDetails(rng, tag.id),
        duration_minutes: tag.minutes,
        schedules:
          tag.minutes >= 240 ? ['09:00-17:00'] : rng.sample(['09:30', '11:00', '14:00', '16:30'], 2).sort(),
        location: tag.group === 'wellness' ? null : hotel.location,
        single_day: true,
        repeated: tag.group === 'wellness' && rng.chance(0.5),
        display_pax: true,
        image_count: rng.int(2, 4),
      });
      if (voucherActivities.length < plans.length * 3)
        voucherActivities.push({ hotel, activityId: id, tag, titles });
      return { id, tag, price: activityPrice(rng, tag.id) };
    });

    const bookableRooms = hotel.rooms.filter((room) => room.type !== 'single');
    const packageCount = rng.int(2, 4);
    for (let k = 0; k <= packageCount; k += 1) {
      const hotelOnly = k === 0;
      const room = hotelOnly ? (bookableRooms[0] ?? hotel.rooms[0]) : rng.pick(bookableRooms);
      if (!room) continue;
      const [nightsMin, nightsMax] = nightsRange(rng, hotelOnly);
      const included = hotelOnly ? [] : rng.sample(tagActivities, k === 1 ? 1 : rng.int(0, 2));
      const dinners = hotelOnly
        ? 0
        : rng.weighted([
            [0, 40],
            [1, 50],
            [Math.min(2, nightsMin), 10],
          ]);
      const withBreakfast = !hotelOnly || rng.chance(0.6);
      const discount = rng.weighted(DISCOUNTS);
      const themes = themesOf(
        hotel,
        included.map((a) => a.tag),
        dinners,
      );
      const offerRng = random('offer', hotel.id, k);
      offers.push({
        id: hotel.id * 10 + k,
        hotel_id: hotel.id,
        room_id: room.id,
        hotel_only: hotelOnly,
        labels: hotelOnly
          ? hotelOnlyLabel(room.names, withBreakfast)
          : packageLabel(
              included[0]?.tag.id ?? null,
              dinners > 0,
              hotel.style === 'romantic' || rng.chance(0.5) ? 'romantic' : 'discovery',
            ),
        headwords: headwords({
          nightsMin,
          nightsMax,
          breakfast: withBreakfast,
          dinners,
          tagIds: included.map((a) => a.tag.id),
        }),
        marketing_labels: marketingLabels(offerRng),
        top_theme: themes[0] ?? null,
        themes,
        nights_min: nightsMin,
        nights_max: nightsMax,
        breakfast_included: withBreakfast,
        breakfast_price: withBreakfast ? breakfastPrice(rng, hotel.stars) : 0,
        dinners,
        dinner_price: dinners > 0 ? dinnerPrice(rng, hotel.stars) : 0,
        activity_ids: [breakfastId, ...(dinners > 0 ? [dinnerId] : []), ...included.map((a) => a.id)].filter(
          (id) => id !== breakfastId || withBreakfast,
        ),
        activity_price: included.reduce((sum, a) => sum + a.price, 0),
        discount_pct: discount,
        giftable: !hotelOnly && rng.chance(0.85),
        cancellable: rng.chance(0.75),
        cancellation_days: rng.pick([2, 3, 7, 7, 14]),
        popularity: Math.round(rng.float(0, 1) ** 2 * 1000) + hotel.stars * 20,
        active: rng.chance(0.97),
      });
    }
  }

  // Vouchers spread evenly over the hotels' activities; every tenth is not published yet.
  const step = Math.max(1, Math.floor(voucherActivities.length / Math.max(1, voucherCount)));
  for (let i = 0; i < voucherCount && i * step < voucherActivities.length; i += 1) {
    const { hotel, activityId, tag, titles } = voucherActivities[
      i * step
    ] as (typeof voucherActivities)[number];
    const rng = random('voucher', i);
    const perPerson = Math.round((activityPrice(rng, tag.id) * rng.float(1.1, 1.3)) / 100) * 100;
    const promo = rng.weighted([
      [0, 50],
      [5, 15],
      [10, 20],
      [20, 15],
    ]);
    const bar = (adults: number) => perPerson * adults;
    const sell = (adults: number) =>
      Math.round((bar(adults) * (100 - promo - (adults === 2 ? 5 : 0))) / 100 / 100) * 100;
    const copy = voucherCopy(titles, hotel.label, hotel.city.names);
    vouchers.push({
      id: 50_001 + i,
      activity_id: activityId,
      hotel_id: hotel.id,
      labels: copy.labels,
      descriptions: copy.descriptions,
      prices: [1, 2].map((adults) => ({ adults, sellPrice: sell(adults), barPrice: bar(adults) })),
      themes: [tag.theme],
      published: i % 10 !== 9,
      image_count: rng.int(3, 5),
    });
  }
  return { activities, offers, vouchers };
}
