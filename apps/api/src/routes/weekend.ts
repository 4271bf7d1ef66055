import {
  checkoutNightsQuerySchema,
  checkoutNightsSchema,
  numericIdSchema,
  offerAvailabilityQuerySchema,
  offerAvailabilitySchema,
  offerDetailQuerySchema,
  offerDetailSchema,
  paxOfQuery,
  stayOfQuery,
  stayRoute,
} from '@escale/domain';
import { z } from 'zod';
import type { RegisterRoutes } from '../app';
import { imagesBySize } from '../content/media';
import { catalogOffer, loadOffer } from '../product/load';
import { calendarWindow } from '../product/months';
import { pageModel } from '../product/pageModel';
import { priceOffer } from '../product/pricing';

const idParams = z.object({ id: numericIdSchema });

export const registerWeekend: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/api/weekend/:id{[0-9]+}/detail.json',
      operationId: 'offerDetail',
      summary:
        'An offer in detail (S-469, S-480, S-481): program, activities, room, hotel, and its price for the criteria (final with dates, otherwise the from-price)',
      tag: 'product',
      params: idParams,
      query: offerDetailQuerySchema,
      response: offerDetailSchema,
      errors: [404],
      cacheControl: 'public, max-age=60',
    },
    async ({ params, query }) => {
      const { record, row, views } = await loadOffer(deps, params.id, query.locale);
      const pax = paxOfQuery(query);
      const stay = stayOfQuery(query);
      const priced = priceOffer(deps.catalog, record, stay, pax, 'quote');
      const nights = priced?.price.nights ?? stay.nights ?? record.nightsMin;
      const { hotel } = views.content;
      const location = views.location();
      const label = row.labels[views.lang];
      const images = views.offerImages(row);
      return {
        id: row.id,
        label,
        active: record.active,
        headwords: row.headwords[views.lang],
        hotel: {
          id: hotel.id,
          label: hotel.label,
          stars: hotel.stars,
          review: views.review(),
          location: { label: location.label, latitude: location.latitude, longitude: location.longitude },
          checkInOut: views.checkInOut(),
          importantInfos: views.importantInfos(),
        },
        images,
        imagesBySize: imagesBySize(images),
        programLine: views.programLines(row, nights, pax),
        activities: views.activities(row, pax),
        breakfast: views.breakfast(row),
        room: views.stayRoom(views.room(row)),
        price: priced?.price ?? null,
        cancellationPolicy: priced?.cancellationPolicy ?? {
          isCancellable: record.cancellable,
          cancellationDeadline: null,
        },
        possibleNights: { start: record.nightsMin, end: record.nightsMax },
        ...(query.fetchPageModel
          ? {
              pageModel: pageModel(
                query.locale,
                stayRoute(row.id),
                `${label} – ${hotel.label}`,
                record.active,
              ),
            }
          : {}),
      };
    },
  );

  registry.add(
    {
      method: 'get',
      path: '/api/weekend/:id{[0-9]+}/packageCheckoutNights.json',
      operationId: 'offerCheckoutNights',
      summary:
        'The night counts a stay from a checkin can be sold for (S-471): allotment left every night and the minimum stay met',
      tag: 'product',
      params: idParams,
      query: checkoutNightsQuerySchema,
      response: checkoutNightsSchema,
      errors: [404],
      cacheControl: 'public, max-age=30',
    },
    ({ params, query }) => {
      catalogOffer(deps, params.id);
      const nights = deps.catalog.checkoutNights(params.id, query.checkin, paxOfQuery(query));
      const { length } = query;
      return length === undefined ? nights : nights.filter((n) => n <= length);
    },
  );

  registry.add(
    {
      method: 'get',
      path: '/api/weekend/:id{[0-9]+}/availabilities.json',
      operationId: 'offerAvailabilities',
      summary:
        "An offer's calendar (G-48): each checkin day with its shortest stay's price (with nights, the gift calendar's: a stay of exactly that length, S-268), null when none can start, each month's best price marked",
      tag: 'product',
      params: idParams,
      query: offerAvailabilityQuerySchema,
      response: offerAvailabilitySchema,
      errors: [404],
      cacheControl: 'public, max-age=30',
    },
    ({ params, query }) => {
      const record = catalogOffer(deps, params.id);
      const { month } = calendarWindow(deps.catalog, query.month);
      return {
        days: deps.catalog.calendar(params.id, month, query.length, paxOfQuery(query), query.nights),
        possibleNights: { start: record.nightsMin, end: record.nightsMax },
      };
    },
  );
};
