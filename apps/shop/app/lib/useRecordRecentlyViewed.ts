import { type ProductPage, stayRoute } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { useEffect } from 'react';

/**
 * S-436: a stay on sale joins the visitor's recently viewed once its page runs; the list's code
 * loads then, not with the page.
 */
export function useRecordRecentlyViewed(locale: Locale, id: number, product: ProductPage): void {
  const { offer, hotel, price } = product;
  useEffect(() => {
    if (!offer.active) return;
    const item = {
      type: 'STAY' as const,
      id,
      label: offer.label,
      imageUrl: offer.images[0]?.sizes['640_360'] ?? '',
      price: price?.sellPrice ?? null,
      hotel: hotel.label,
      uri: stayRoute(id),
    };
    void import('./recentlyViewed').then((module) => module.recordRecentlyViewed(locale, item));
  }, [locale, id, offer, hotel, price]);
}
