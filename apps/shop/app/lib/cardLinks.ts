import { type Flow, marketHref, type SearchCriteria } from '@escale/domain';

/**
 * The product page of a result (002 §2 Routes and links): its `uri` under the market root, the
 * flow in the query when not booking, and in the hash the travellers and, in booking with dates,
 * the stay (gifting drops the dates).
 */
export function productHref(marketPath: string, uri: string, flow: Flow, criteria: SearchCriteria): string {
  const hash = new URLSearchParams({ a: String(criteria.a), c: String(criteria.c), b: String(criteria.b) });
  if (flow !== 'gifting' && criteria.checkin && criteria.checkout && criteria.night) {
    hash.set('checkin', criteria.checkin);
    hash.set('checkout', criteria.checkout);
    hash.set('night', String(criteria.night));
  }
  const query = flow === 'gifting' ? '?flow=gifting' : '';
  return `${marketHref(marketPath, uri)}${query}#${hash.toString()}`;
}
