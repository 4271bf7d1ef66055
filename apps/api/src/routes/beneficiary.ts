import {
  beneficiaryBoxOffersQuerySchema,
  beneficiaryLoginSchema,
  beneficiarySingleVoucherOffersQuerySchema,
  facetsResponseSchema,
  giftCalendarQuerySchema,
  giftCalendarSchema,
  giftDayStatus,
  numericIdSchema,
  offersResponseSchema,
  paxOfQuery,
  redemptionRequestSchema,
  redemptionSchema,
  voucherViewSchema,
} from '@escale/domain';
import { z } from 'zod';
import type { RegisterRoutes } from '../app';
import { limitRate, REDEMPTION_CODE_RATE, REDEMPTION_RATE } from '../http/rateLimit';
import { catalogOffer } from '../product/load';
import { calendarWindow } from '../product/months';
import { facetsOf } from '../search/facets';
import { offersOf } from '../search/offers';
import { beneficiaryLogin, redeemVoucher, voucherStaysOf } from '../vouchers/redeem';

// The beneficiary of a gift (000 roles; 001 §7; S-349, S-488, S-489): the voucher's code, a box's
// stays with their facets, the gift calendar of a stay, and its exchange.

export const registerBeneficiary: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'post',
      path: '/api/beneficiary/login',
      operationId: 'beneficiaryLogin',
      summary:
        'What a voucher covers, from its code (case, dashes and spaces do not matter): 400 naming `code` when its check symbol fails, 404 unknown, 409 VOUCHER_USED, 410 VOUCHER_EXPIRED; after 10 wrong codes in 15 minutes from one client, 429 TOO_MANY_ATTEMPTS with Retry-After',
      tag: 'beneficiary',
      query: beneficiaryLoginSchema,
      response: voucherViewSchema,
      errors: [404, 409, 410, 429],
      cacheControl: 'no-store',
    },
    ({ query, c }) => beneficiaryLogin(deps, c, query),
  );
  const staysErrors = [404, 409, 410, 422, 429];
  const codeChecked =
    'The code is checked as at the login (wrong codes count against the client); 422 VOUCHER_NOT_A_STAY for another kind of voucher';
  const stayLists: {
    kind: 'BOX' | 'SINGLEVOUCHER';
    path: string;
    operationIds: [string, string];
    query: typeof beneficiaryBoxOffersQuerySchema | typeof beneficiarySingleVoucherOffersQuerySchema;
    what: string;
  }[] = [
    {
      kind: 'BOX',
      path: 'boxes',
      operationIds: ['beneficiaryBoxOffers', 'beneficiaryBoxFacets'],
      query: beneficiaryBoxOffersQuerySchema,
      what: 'The stays a box’s voucher is exchanged for (S-489): the box’s giftable offers of its themes in its countries, which the box pays in full',
    },
    {
      kind: 'SINGLEVOUCHER',
      path: 'single-vouchers',
      operationIds: ['beneficiarySingleVoucherOffers', 'beneficiarySingleVoucherFacets'],
      query: beneficiarySingleVoucherOffersQuerySchema,
      what: 'The stays a single voucher can be exchanged for (S-490): its own or any other giftable stay, paying the difference; within its value with matchOfferRangePriceWithGiftAmount',
    },
  ];
  for (const list of stayLists) {
    registry.add(
      {
        method: 'get',
        path: `/api/beneficiary/${list.path}/offers`,
        operationId: list.operationIds[0],
        summary: `${list.what}, for its nights and 2 adults; with checkinDate (or checkin) only those a stay can start that day, priced for those dates; stars filters the hotels; numberOfPackagesPerHotel per hotel (20), 8 cards per page. ${codeChecked}`,
        tag: 'beneficiary',
        query: list.query,
        response: offersResponseSchema,
        errors: staysErrors,
        cacheControl: 'no-store',
      },
      async ({ query, c }) => offersOf(deps.search, await voucherStaysOf(deps, c, list.kind, query)),
    );
    registry.add(
      {
        method: 'get',
        path: `/api/beneficiary/${list.path}/facets`,
        operationId: list.operationIds[1],
        summary: `The facets, with their counts and names, of the same stays as /api/beneficiary/${list.path}/offers. ${codeChecked}`,
        tag: 'beneficiary',
        query: list.query,
        response: facetsResponseSchema,
        errors: staysErrors,
        cacheControl: 'no-store',
      },
      async ({ query, c }) =>
        facetsOf(deps.search, await voucherStaysOf(deps, c, list.kind, query), {
          withNames: true,
          withActivities: false,
        }),
    );
  }
  registry.add(
    {
      method: 'post',
      path: '/api/beneficiary/redemptions',
      operationId: 'beneficiaryRedemption',
      summary: `Exchanges a voucher for its stay from checkinDate (a box’s voucher: for offerId, one of the box’s stays, which the box pays in full): reserves the room-nights, marks the voucher used and queues the beneficiary’s booking e-mail in one transaction, exactly once (409 VOUCHER_USED after); the beneficiary pays the price of those dates above the voucher’s value (expectedSupplement, 422 when it differs), with pspAuthorization when above zero. 429 with Retry-After past ${REDEMPTION_RATE.limit} exchanges asked by one client, or ${REDEMPTION_CODE_RATE.limit} of one code, in 10 minutes`,
      tag: 'beneficiary',
      query: redemptionRequestSchema,
      response: redemptionSchema,
      status: 201,
      errors: [402, 404, 409, 410, 422, 429],
      cacheControl: 'no-store',
    },
    async ({ query, c }) => {
      await limitRate(deps, c, REDEMPTION_RATE);
      await limitRate(deps, c, REDEMPTION_CODE_RATE, query.code);
      return redeemVoucher(deps, query);
    },
  );
  registry.add(
    {
      method: 'get',
      path: '/redeem/weekend/:id{[0-9]+}/packageCheckinPrices.json',
      operationId: 'giftCalendar',
      summary:
        'The gift calendar of a stay (S-488, S-268): each checkin day of the months asked, for a stay of exactly `nights`, from live inventory and prices: included when it costs no more than giftPrice (cents) or without giftPrice (a box’s stay), supplement with the difference, notAvailable when no such stay can start (its minimum stay is longer, or no room)',
      tag: 'beneficiary',
      params: z.object({ id: numericIdSchema }),
      query: giftCalendarQuerySchema,
      response: giftCalendarSchema,
      errors: [404],
      cacheControl: 'public, max-age=30',
    },
    ({ params, query }) => {
      catalogOffer(deps, params.id);
      const { month } = calendarWindow(deps.catalog, query.month);
      const prices = deps.catalog.calendar(params.id, month, query.length, paxOfQuery(query), query.nights);
      const gift = { giftAmount: query.giftPrice ?? null, giftNights: query.nights };
      return {
        days: Object.fromEntries(
          Object.entries(prices).map(([day, price]) => [day, giftDayStatus(price ?? undefined, gift)]),
        ),
      };
    },
  );
};
