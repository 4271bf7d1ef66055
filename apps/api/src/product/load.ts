import type { ApiLocale } from '@escale/domain';
import type { AppDeps } from '../app';
import type { OfferRecord } from '../catalog/catalog';
import { loadHotelContent, type OfferRow } from '../content/hotels';
import { notFound } from '../http/errors';
import { ContentViews } from './views';

export interface LoadedOffer {
  record: OfferRecord;
  row: OfferRow;
  views: ContentViews;
}

/** The catalog's offer with its hotel's content in the locale; 404 for an unknown offer. */
export async function loadOffer(deps: AppDeps, offerId: number, locale: ApiLocale): Promise<LoadedOffer> {
  const record = catalogOffer(deps, offerId);
  const content = await loadHotelContent(deps.db, record.hotelId);
  const views = content ? new ContentViews(content, locale) : undefined;
  const row = views?.offer(offerId);
  if (!views || !row) throw notFound('Offer');
  return { record, row, views };
}

/** The catalog's offer; 404 for an unknown offer. */
export function catalogOffer(deps: AppDeps, offerId: number): OfferRecord {
  const record = deps.catalog.offers.get(offerId);
  if (!record) throw notFound('Offer');
  return record;
}
