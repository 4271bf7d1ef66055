import {
  addDays,
  cheapestDays,
  hotelAvailabilityQuerySchema,
  hotelAvailabilitySchema,
  hotelPageSchema,
  hotelQuerySchema,
  hotelRoute,
  monthsFrom,
  NEARBY_HOTELS_LIMIT,
  numericIdSchema,
  type Pax,
  paxOfQuery,
  shiftMonth,
  stayOfQuery,
} from '@escale/domain';
import { z } from 'zod';
import type { AppDeps, RegisterRoutes } from '../app';
import { loadHotelContent, nearestHotels } from '../content/hotels';
import { image } from '../content/media';
import { notFound } from '../http/errors';
import { calendarWindow } from '../product/months';
import { pageModel } from '../product/pageModel';
import { byPrice, offersOfHotel, type PricedOffer, priceOffer } from '../product/pricing';
import { ContentViews } from '../product/views';

const idParams = z.object({ id: numericIdSchema });

/** `/api/hotel/12.json`: the parameter holds the `.json` suffix (see openApiPath). */
const hotelFileParams = z.object({
  id: z.preprocess(
    (file) => (typeof file === 'string' ? file.replace(/\.json$/, '') : file),
    numericIdSchema,
  ),
});

/** Hotels looked at around a hotel, of which the 9 nearest with an offer on sale are kept. */
const NEARBY_CANDIDATES = 30;

export const registerHotel: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/api/hotel/:id{[0-9]+\\.json}',
      operationId: 'hotelPage',
      summary:
        'The hotel page record (001 §2.3, §3): details, rooms with their offers and weekends priced for the criteria (final with dates, otherwise from-prices), nearby hotels',
      tag: 'hotel',
      params: hotelFileParams,
      query: hotelQuerySchema,
      response: hotelPageSchema,
      errors: [404],
      cacheControl: 'public, max-age=60, stale-while-revalidate=300',
    },
    async ({ params, query }) => {
      const content = await loadHotelContent(deps.db, params.id);
      if (!content) throw notFound('Hotel');
      const views = new ContentViews(content, query.locale);
      const pax = paxOfQuery(query);
      const stay = stayOfQuery(query);
      const onSale = offersOfHotel(deps.catalog, params.id).filter((offer) => offer.active);
      const priced = new Map<number, PricedOffer>();
      for (const offer of onSale) {
        const price = priceOffer(deps.catalog, offer, stay, pax, 'offerList');
        if (price) priced.set(offer.id, price);
      }
      const pricedRows = content.offers.flatMap((row) => {
        const offer = priced.get(row.id);
        return offer ? [{ row, ...offer }] : [];
      });
      const hasSelectedDates = stay.checkin !== undefined;
      const { hotel } = content;
      return {
        ...views.hotelDetail(onSale.length),
        breadcrumb: views.breadcrumb(),
        images: views.hotelImages(),
        rooms: content.rooms.flatMap((room) => {
          const offers = byPrice(
            pricedRows
              .filter(({ row }) => row.room_id === room.id)
              .map(({ row, price, cancellationPolicy }) => ({
                id: row.id,
                label: row.labels[views.lang],
                nights: price.nights,
                price,
                checkin: price.checkin,
                paxCount: pax.adults + pax.children + pax.babies,
                hasSelectedDates,
                shortProgramIntroWithoutRoom: views.shortProgramIntro(row, price.nights, pax),
                cancellationPolicy,
              })),
          );
          if (offers.length === 0) return [];
          const stayRoom = views.stayRoom(room);
          return [
            {
              uuid: room.id,
              label: stayRoom.title,
              size: room.size_m2,
              type: room.type,
              capacity: room.capacity,
              highlights: stayRoom.highlightedFacilities,
              images: stayRoom.images,
              offers,
            },
          ];
        }),
        weekends: byPrice(
          pricedRows.map(({ row, price, cancellationPolicy }) => ({
            id: row.id,
            label: row.labels[views.lang],
            image: views.offerImage(row),
            headwords: row.headwords[views.lang],
            price,
            cancellationPolicy,
          })),
        ),
        nearbyHotels: await nearbyHotels(deps, hotel, pax, views.lang),
        criteria: {
          checkin: stay.checkin ?? null,
          nights: stay.nights ?? null,
          adult: pax.adults,
          child: pax.children,
          baby: pax.babies,
          hasSelectedDates,
        },
        pageModel: pageModel(query.locale, hotelRoute(hotel.id), hotel.label, hotel.active),
      };
    },
  );

  registry.add(
    {
      method: 'get',
      path: '/api/hotels/:id{[0-9]+}/availabilities.json',
      operationId: 'hotelAvailabilities',
      summary:
        "The hotel's calendar (S-477): each checkin day priced with the cheapest offer's shortest stay, null when none can start, each month's best price marked",
      tag: 'hotel',
      params: idParams,
      query: hotelAvailabilityQuerySchema,
      response: hotelAvailabilitySchema,
      errors: [404],
      cacheControl: 'public, max-age=60',
    },
    async ({ params, query }) => {
      const hotel = await deps.db
        .selectFrom('hotels')
        .select('id')
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!hotel) throw notFound('Hotel');
      const pax = paxOfQuery(query);
      const { month, minMonth, maxMonth } = calendarWindow(deps.catalog, query.month);
      const requestedMonths = monthsFrom(month, query.length);
      const onSale = offersOfHotel(deps.catalog, params.id).filter((offer) => offer.active);
      const calendars = onSale.map((offer) => deps.catalog.calendar(offer.id, month, query.length, pax));
      const prevMonth = shiftMonth(month, -1);
      const nextMonth = shiftMonth(month, query.length);
      return {
        id: params.id,
        days: cheapestDays([noDays(month, query.length), ...calendars]),
        requestedMonths,
        stepLength: query.length,
        prevMonth: prevMonth >= minMonth ? prevMonth : null,
        nextMonth: nextMonth <= maxMonth ? nextMonth : null,
        minMonth,
        maxMonth,
        adult: pax.adults,
        child: pax.children,
        baby: pax.babies,
      };
    },
  );
};

/** Every day of the months asked, none available: a hotel without offers still answers its days. */
function noDays(month: string, months: number): Record<string, null> {
  const days: Record<string, null> = {};
  const end = `${shiftMonth(month, months)}-01`;
  for (let day = `${month}-01`; day < end; day = addDays(day, 1)) days[day] = null;
  return days;
}

/** The nearest active hotels with an offer on sale, with their cheapest from-price. */
async function nearbyHotels(
  deps: AppDeps,
  hotel: { id: number; lat: number; lng: number },
  pax: Pax,
  lang: ContentViews['lang'],
) {
  const neighbours = await nearestHotels(deps.db, hotel, NEARBY_CANDIDATES);
  const nearby = [];
  for (const neighbour of neighbours) {
    const cheapest = byPrice(
      offersOfHotel(deps.catalog, neighbour.id)
        .filter((offer) => offer.active)
        .flatMap((offer) => {
          const priced = priceOffer(deps.catalog, offer, {}, pax, 'offerList');
          return priced ? [{ id: offer.id, price: priced.price }] : [];
        }),
    )[0];
    if (!cheapest) continue;
    nearby.push({
      id: neighbour.id,
      label: neighbour.label,
      stars: neighbour.stars,
      review: { score: neighbour.review_score, count: neighbour.review_count },
      location: { label: neighbour.city_names[lang], latitude: neighbour.lat, longitude: neighbour.lng },
      distance: Math.round(neighbour.distance_km * 10) / 10,
      image: image('hotel', neighbour.id, 0, neighbour.label),
      weekendId: cheapest.id,
      price: cheapest.price,
    });
    if (nearby.length === NEARBY_HOTELS_LIMIT) break;
  }
  return nearby;
}
