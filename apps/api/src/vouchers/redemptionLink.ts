import { type ApiLocale, beneficiaryLoginRoute, marketHref } from '@escale/domain';
import { marketOf } from '@escale/i18n/core';

const LOCAL_SHOP = 'http://127.0.0.1:3000';

/** The shop page where the beneficiary signs in with the code, in the market of the order. */
export function redemptionLink(
  locale: ApiLocale,
  code: string,
  shopOrigin = process.env.SHOP_ORIGIN,
): string {
  const route = `${beneficiaryLoginRoute()}?code=${encodeURIComponent(code)}`;
  return `${(shopOrigin || LOCAL_SHOP).replace(/\/$/, '')}${marketHref(marketOf(locale).path, route)}`;
}
