import {
  beneficiaryLoginSchema,
  giftCalendarQuerySchema,
  giftCalendarSchema,
  giftDayStatus,
  numericIdSchema,
  paxOfQuery,
  redemptionRequestSchema,
  redemptionSchema,
  voucherViewSchema,
} from '@escale/domain';
import { z } from 'zod';
import type { RegisterRoutes } from '../app';
import { catalogOffer } from '../product/load';
import { calendarWindow } from '../product/months';
import { beneficiaryLogin, redeemVoucher } from '../vouchers/redeem';

// The beneficiary of a gift (000 roles; 001 §7; S-349, S-488): the voucher's code, the gift
// calendar of its stay, and its exchange.

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
  registry.add(
    {
      method: 'post',
      path: '/api/beneficiary/redemptions',
      operationId: 'beneficiaryRedemption',
      summary:
        'Exchanges a voucher for its stay from checkinDate: reserves the room-nights, marks the voucher used and queues the beneficiary’s booking e-mail in one transaction, exactly once (409 VOUCHER_USED after); the beneficiary pays the price of those dates above the voucher’s value (expectedSupplement, 422 when it differs), with pspAuthorization when above zero',
      tag: 'beneficiary',
      query: redemptionRequestSchema,
      response: redemptionSchema,
      status: 201,
      errors: [402, 404, 409, 410, 422],
      cacheControl: 'no-store',
    },
    ({ query }) => redeemVoucher(deps, query),
  );
  registry.add(
    {
      method: 'get',
      path: '/redeem/weekend/:id{[0-9]+}/packageCheckinPrices.json',
      operationId: 'giftCalendar',
      summary:
        'The gift calendar of a stay (S-488, S-268): each checkin day of the months asked, for a stay of exactly `nights`, from live inventory and prices: included when it costs no more than giftPrice (cents), supplement with the difference, notAvailable when no such stay can start (its minimum stay is longer, or no room)',
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
      const gift = { giftAmount: query.giftPrice, giftNights: query.nights };
      return {
        days: Object.fromEntries(
          Object.entries(prices).map(([day, price]) => [day, giftDayStatus(price ?? undefined, gift)]),
        ),
      };
    },
  );
};
