import {
  addDays,
  addsActivities,
  giftPriceQuerySchema,
  giftPriceSchema,
  NOT_BOOKABLE_MESSAGE,
  numericIdSchema,
  type Pax,
  paxOfQuery,
  priceDifference,
  productOffersQuerySchema,
  productOffersSchema,
  productQuerySchema,
  productSchema,
  quoteQuerySchema,
  quoteSchema,
  stayOfQuery,
  stayRoute,
  type UnbookableReason,
  upsellsQuerySchema,
  upsellsSchema,
} from '@escale/domain';
import { translate } from '@escale/i18n/core';
import { z } from 'zod';
import type { AppDeps, RegisterRoutes } from '../app';
import type { OfferRecord } from '../catalog/catalog';
import type { ActivityRow, OfferRow } from '../content/hotels';
import { reviewHighlights } from '../content/hotels';
import type { Lang } from '../content/locale';
import { image, imagesBySize } from '../content/media';
import { reviewView } from '../content/reviews';
import { ApiError } from '../http/errors';
import { giftPriceOfOffer } from '../product/giftPrice';
import { catalogOffer, loadOffer } from '../product/load';
import { pageModel } from '../product/pageModel';
import {
  lowestPrice30Days,
  offersOfHotel,
  priceOffer,
  type StayCriteria,
  toOfferPrice,
} from '../product/pricing';
import { checkActivityDays, stayDaysOf, UNBOOKABLE_TEXT } from '../product/stayChecks';
import { offerParts } from '../product/views';

const idParams = z.object({ id: numericIdSchema });

/** The field a reason of not being bookable points at. */
const REASON_FIELD: Record<UnbookableReason, string> = {
  INACTIVE: 'id',
  CHECKIN_PASSED: 'checkin',
  OUT_OF_RANGE: 'checkin',
  NO_RATE: 'checkin',
  SOLD_OUT: 'checkin',
  NIGHTS: 'nights',
  MIN_STAY: 'nights',
};

/** The review highlights of the product page (S-398). */
export const REVIEW_HIGHLIGHTS = 4;

const upsellBase = (base: OfferRow | undefined, lang: Lang) =>
  base ? { id: base.id, label: base.labels[lang] } : null;

export const registerProduct: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/api/product/:id{[0-9]+}',
      operationId: 'productPage',
      summary:
        'The stay product page model (G-52): offer, hotel, "Your stay includes", program and activities, practical info, cancellation, gift info, from-price and review highlights',
      tag: 'product',
      params: idParams,
      query: productQuerySchema,
      response: productSchema,
      errors: [404],
      cacheControl: 'public, max-age=60, stale-while-revalidate=300',
    },
    async ({ params, query }) => {
      const { record, row, views } = await loadOffer(deps, params.id, query.locale);
      const pax = paxOfQuery(query);
      const priced = priceOffer(deps.catalog, record, {}, pax, 'offerList');
      const nights = priced?.price.nights ?? record.nightsMin;
      const { hotel } = views.content;
      const parts = offerParts(row, views.content);
      const program = views.programLines(row, nights, pax);
      const images = views.offerImages(row);
      const label = row.labels[views.lang];
      const highlights = await reviewHighlights(deps.db, hotel.id, REVIEW_HIGHLIGHTS);
      return {
        offer: {
          id: row.id,
          label,
          active: record.active,
          itemCategory: 'weekend' as const,
          hotelOnly: row.hotel_only,
          headwords: row.headwords[views.lang],
          marketingLabels: row.marketing_labels[views.lang] ?? [],
          themes: row.themes,
          images,
          imagesBySize: imagesBySize(images),
        },
        hotel: views.hotelDetail(offersOfHotel(deps.catalog, hotel.id).filter((o) => o.active).length),
        breadcrumb: views.breadcrumb(),
        packageSummary: views.packageSummary(row, program, pax),
        upsellOf: upsellBase(views.baseOffer(row), views.lang),
        programLine: program,
        activities: views.activities(row, pax),
        breakfast: views.breakfast(row),
        room: views.stayRoom(views.room(row)),
        practicalInfo: {
          checkInOut: views.checkInOut(),
          breakfastHours: hotel.breakfast_hours,
          activitySchedules: parts.activities.map((a) => ({
            activityId: a.id,
            title: a.titles[views.lang],
            schedules: a.schedules,
          })),
        },
        cancellation: {
          cancellable: record.cancellable,
          daysBeforeCheckin: record.cancellable ? record.cancellationDays : null,
        },
        gift: { giftable: record.giftable, nights: { min: record.nightsMin, max: record.nightsMax } },
        price: priced?.price ?? null,
        reviews: { ...views.review(), highlights: highlights.map(reviewView) },
        pageModel: pageModel(query.locale, stayRoute(row.id), `${label} – ${hotel.label}`, record.active),
      };
    },
  );

  registry.add(
    {
      method: 'get',
      path: '/api/product/:id{[0-9]+}/offers',
      operationId: 'productOffers',
      summary:
        "The hotel's offers on sale for the criteria, this one included, cheapest first (S-478): final prices with dates, otherwise from-prices",
      tag: 'product',
      params: idParams,
      query: productOffersQuerySchema,
      response: productOffersSchema,
      errors: [404],
      cacheControl: 'public, max-age=30',
    },
    async ({ params, query }) => {
      const { record, views } = await loadOffer(deps, params.id, query.locale);
      const pax = paxOfQuery(query);
      const stay = stayOfQuery(query);
      const offers = views.content.offers.flatMap((row) => {
        const other = deps.catalog.offers.get(row.id);
        const priced = other?.active ? priceOffer(deps.catalog, other, stay, pax, 'offerList') : null;
        if (!priced) return [];
        return [
          {
            weekendId: row.id,
            label: row.labels[views.lang],
            headwords: row.headwords[views.lang],
            image: views.offerImage(row),
            current: row.id === record.id,
            priceInfo: priced.price,
            cancellationPolicy: priced.cancellationPolicy,
          },
        ];
      });
      offers.sort((a, b) => a.priceInfo.sellPrice - b.priceInfo.sellPrice || a.weekendId - b.weekendId);
      return { offers };
    },
  );

  registry.add(
    {
      method: 'get',
      path: '/api/product/:id{[0-9]+}/quote',
      operationId: 'productQuote',
      summary:
        'The final price of a stay (S-479): price info with rooms and nights, local tax (G-42), program, cancellation deadline and activity dates; 422 "The offer is not bookable with these criterias" with the reason as code',
      tag: 'product',
      params: idParams,
      query: quoteQuerySchema,
      response: quoteSchema,
      errors: [404, 422],
      cacheControl: 'no-store',
    },
    async ({ params, query }) => {
      const { record, row, views } = await loadOffer(deps, params.id, query.locale);
      const pax = paxOfQuery(query);
      // quoteQuerySchema requires the checkin and its length.
      const { checkin, nights } = stayOfQuery(query) as Required<StayCriteria>;
      const checkout = addDays(checkin, nights);
      const activities = offerParts(row, views.content).activities;
      const stayDays = stayDaysOf(checkin, nights);
      const selections = activitySelections(query.activitySelectionList, activities, stayDays);
      const quote = deps.catalog.quote(record.id, { checkin, nights, pax });
      if (!quote?.bookable) {
        const reason = quote?.reason ?? 'INACTIVE';
        throw new ApiError(422, reason, NOT_BOOKABLE_MESSAGE, [
          { path: REASON_FIELD[reason], message: UNBOOKABLE_TEXT[reason] },
        ]);
      }
      return {
        bookable: true as const,
        priceInfo: {
          ...toOfferPrice(quote, checkin, true, 'quote'),
          lowestPrice30Days: lowestPrice30Days(record, quote, pax),
        },
        reservationCriteria: {
          offerId: record.id,
          pax: { numberOfAdults: pax.adults, numberOfChildren: pax.children, numberOfBabies: pax.babies },
          travelPeriod: { checkinDate: checkin, checkoutDate: checkout },
          activityDaySelections: selections,
        },
        localTaxTotalAmount: quote.localTaxTotalAmount,
        roomsAmountMessage:
          quote.nbRooms > 1 ? translate(query.locale, 'product.roomsAmount', { count: quote.nbRooms }) : null,
        programLineList: views.programLines(row, nights, pax),
        cancellationPolicy: {
          isCancellable: quote.cancellationDeadline !== null,
          cancellationDeadline: quote.cancellationDeadline,
        },
        activityDates: activities.map((activity) => ({
          activityId: activity.id,
          title: activity.titles[views.lang],
          dates: stayDays.map((date) => ({ value: `${activity.id}_${date}`, date })),
        })),
      };
    },
  );

  registry.add(
    {
      method: 'get',
      path: '/api/product/:id{[0-9]+}/gift-price',
      operationId: 'giftPrice',
      summary:
        'The gift price of a stay of `nights` for 2 people (001 §3 Gift price, G-52): its minimum fare (Essential), the Serenity and Liberty buckets covering about 55% and 70% of the weekend checkins of the next 6 months (S-270), and the availability upsell, which raises the gift to the Liberty price (S-267); 422 NOT_GIFTABLE for a stay that is not, NIGHTS when no stay of those nights can be sold',
      tag: 'product',
      params: idParams,
      query: giftPriceQuerySchema,
      response: giftPriceSchema,
      errors: [404, 422],
      cacheControl: 'public, max-age=60',
    },
    ({ params, query }) => {
      const record = catalogOffer(deps, params.id);
      if (!record.giftable) {
        throw new ApiError(422, 'NOT_GIFTABLE', 'This stay cannot be offered as a gift', [
          { path: 'id', message: 'This stay is not giftable' },
        ]);
      }
      const price = giftPriceOfOffer(deps.catalog, record, query.nights);
      if (!price) {
        throw new ApiError(422, 'NIGHTS', NOT_BOOKABLE_MESSAGE, [
          { path: 'nights', message: UNBOOKABLE_TEXT.NIGHTS },
        ]);
      }
      return price;
    },
  );

  registry.add(
    {
      method: 'get',
      path: '/api/product/:id{[0-9]+}/upsells',
      operationId: 'productUpsells',
      summary:
        'Extras (001 §3 Upsell, §4): the offers of the same hotel and room that add activities, with their price difference for the criteria rounded up to the euro',
      tag: 'product',
      params: idParams,
      query: upsellsQuerySchema,
      response: upsellsSchema,
      errors: [404],
      cacheControl: 'public, max-age=30',
    },
    async ({ params, query }) => {
      const { record, row, views } = await loadOffer(deps, params.id, query.locale);
      const pax = paxOfQuery(query);
      const stay = stayOfQuery(query);
      const upsells = views.content.offers.flatMap((candidate) => {
        const other = deps.catalog.offers.get(candidate.id);
        if (!other?.active || candidate.room_id !== row.room_id) return [];
        if (!addsActivities(row.activity_ids, candidate.activity_ids)) return [];
        // Both priced for the same stay: the nights asked, else the shortest both sell.
        const nights = stay.nights ?? Math.max(record.nightsMin, other.nightsMin);
        const base = priceOffer(deps.catalog, record, { ...stay, nights }, pax, 'quote');
        const priced = priceOffer(deps.catalog, other, { ...stay, nights }, pax, 'quote');
        if (!base || !priced) return [];
        const addedIds = candidate.activity_ids.filter((id) => !row.activity_ids.includes(id));
        const addedImages = addedIds.flatMap((id) => {
          const activity = views.content.activities.get(id);
          return activity ? [image('activity', id, 0, activity.titles[views.lang])] : [];
        });
        return [
          {
            id: candidate.id,
            label: candidate.labels[views.lang],
            priceDifference: priceDifference(priced.price.sellPrice, base.price.sellPrice),
            priceDifferencePerLos: differencesPerLength(deps, record, other, pax),
            programLines: views.programLines(candidate, nights, pax),
            activityIds: addedIds,
            imagesBySize: imagesBySize(addedImages),
          },
        ];
      });
      return { upsells: upsells.sort((a, b) => a.priceDifference - b.priceDifference || a.id - b.id) };
    },
  );
};

/** The from-price difference for each length of stay both offers sell. */
function differencesPerLength(deps: AppDeps, base: OfferRecord, upsell: OfferRecord, pax: Pax) {
  const differences: Record<string, number> = {};
  const from = Math.max(base.nightsMin, upsell.nightsMin);
  const to = Math.min(base.nightsMax, upsell.nightsMax);
  for (let nights = from; nights <= to; nights += 1) {
    const basePrice = deps.catalog.fromPrice(base.id, pax, nights);
    const upsellPrice = deps.catalog.fromPrice(upsell.id, pax, nights);
    if (basePrice && upsellPrice) {
      differences[String(nights)] = priceDifference(upsellPrice.sellPrice, basePrice.sellPrice);
    }
  }
  return differences;
}

/**
 * The chosen activity dates (S-240): `{activityId}_{date}` of an activity of the offer, on a day
 * of the stay, one per activity; anything else is a 400 naming the item.
 */
function activitySelections(values: string[], activities: ActivityRow[], stayDays: string[]) {
  const selections = values.map((value) => {
    const [id = '', date = ''] = value.split('_');
    return { activityId: Number(id), date };
  });
  const { chosen, issues } = checkActivityDays(
    selections,
    activities.map((a) => a.id),
    stayDays,
    (index) => `activitySelectionList.${index}`,
  );
  if (issues.length > 0) {
    throw new ApiError(400, 'BAD_REQUEST', 'Invalid request: activitySelectionList', issues);
  }
  return [...chosen].map(([activityId, date]) => ({ activityId, date }));
}
