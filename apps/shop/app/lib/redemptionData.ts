import {
  type BoxStay,
  boxStaysLimit,
  boxStaysOf,
  type GiftCalendar,
  type Redemption,
  type RedemptionRequest,
  type StarCount,
  type VoucherView,
  voucherCoverage,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { apiGet, apiPostJson } from './api';

// The beneficiary's calls (S-349, S-488), made by the page's server: the visitor's address goes
// with the code, so that the API's limit on wrong codes counts each visitor apart.

const forwarded = (clientAddress: string | undefined): Record<string, string> =>
  clientAddress ? { 'x-forwarded-for': clientAddress } : {};

/** What a code opens; for a box's voucher with `offerId`, the stay chosen among the box's. */
export function voucherLogin(
  code: string,
  locale: Locale,
  clientAddress: string | undefined,
  offerId: number | null = null,
): Promise<VoucherView> {
  const body = offerId ? { code, locale, offerId } : { code, locale };
  return apiPostJson('/api/beneficiary/login', body, 'voucherView', { headers: forwarded(clientAddress) });
}

/**
 * The stays a voucher is exchanged for (a box's: S-489; a single voucher's: S-490): pages 0 to
 * `page` of those the filters keep, how many they are, and how many each star rating would keep.
 */
export async function voucherStays(
  voucher: Pick<VoucherView, 'code' | 'kind'>,
  locale: Locale,
  clientAddress: string | undefined,
  { page, stars, checkinDate }: { page: number; stars: number[]; checkinDate: string },
): Promise<{ stays: BoxStay[]; totalCount: number; nights: number; starCounts: StarCount[] }> {
  const query = { code: voucher.code, stars, checkinDate };
  const list = voucher.kind === 'BOX' ? 'boxes' : 'single-vouchers';
  const headers = forwarded(clientAddress);
  const [answer, facets] = await Promise.all([
    apiGet(
      `/api/beneficiary/${list}/offers`,
      locale,
      { ...query, limit: boxStaysLimit(page) },
      'offerCards',
      undefined,
      headers,
    ),
    apiGet(`/api/beneficiary/${list}/facets`, locale, query, 'facets', undefined, headers),
  ]);
  return {
    stays: boxStaysOf(answer),
    totalCount: answer.searchDetails.totalCount,
    nights: answer.searchDetails.night ?? 1,
    starCounts: facets.stars.map(({ value, count }) => ({ stars: value, count })),
  };
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
      // A box pays its stays in full: no value to compare each day's price with.
      giftPrice: voucherCoverage(voucher) ?? undefined,
      adult: voucher.stay.adults,
      child: 0,
      baby: 0,
    },
    'giftCalendar',
  );
}

export function redeemVoucher(request: RedemptionRequest, clientAddress?: string): Promise<Redemption> {
  return apiPostJson('/api/beneficiary/redemptions', request, 'redemption', {
    headers: forwarded(clientAddress),
  });
}
