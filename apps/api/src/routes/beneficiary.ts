import {
  beneficiaryLoginSchema,
  redemptionRequestSchema,
  redemptionSchema,
  voucherViewSchema,
} from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { beneficiaryLogin, redeemVoucher } from '../vouchers/redeem';

// The beneficiary of a gift (000 roles; 001 §7; S-349): the voucher's code, and its exchange.

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
        'Exchanges a voucher for its stay from checkinDate: reserves the room-nights and marks the voucher used in one transaction, exactly once (409 VOUCHER_USED after); the beneficiary pays the price of those dates above the voucher’s value (expectedSupplement, 422 when it differs), with pspAuthorization when above zero',
      tag: 'beneficiary',
      query: redemptionRequestSchema,
      response: redemptionSchema,
      status: 201,
      errors: [402, 404, 409, 410, 422],
      cacheControl: 'no-store',
    },
    ({ query }) => redeemVoucher(deps, query),
  );
};
