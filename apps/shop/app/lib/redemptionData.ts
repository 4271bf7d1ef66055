import type { GiftCalendar, Redemption, RedemptionRequest, VoucherView } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { apiGet, apiPostJson } from './api';

// The beneficiary's calls (S-349, S-488), made by the page's server: the visitor's address goes
// with the code, so that the API's limit on wrong codes counts each visitor apart.

export function voucherLogin(
  code: string,
  locale: Locale,
  clientAddress: string | undefined,
): Promise<VoucherView> {
  const headers: Record<string, string> = clientAddress ? { 'x-forwarded-for': clientAddress } : {};
  return apiPostJson('/api/beneficiary/login', { code, locale }, 'voucherView', { headers });
}

/** The gift calendar of a voucher's stay (S-488): `months` from `month`, for its nights and value. */
export function voucherCalendar(
  voucher: VoucherView & { stay: NonNullable<VoucherView['stay']> },
  locale: Locale,
  month: string,
  months: number,
): Promise<GiftCalendar> {
  return apiGet(
    `/redeem/weekend/${voucher.stay.offerId}/packageCheckinPrices.json`,
    locale,
    {
      month,
      length: months,
      nights: voucher.stay.nights,
      giftPrice: voucher.value,
      adult: voucher.stay.adults,
      child: 0,
      baby: 0,
    },
    'giftCalendar',
  );
}

export function redeemVoucher(request: RedemptionRequest): Promise<Redemption> {
  return apiPostJson('/api/beneficiary/redemptions', request, 'redemption');
}
