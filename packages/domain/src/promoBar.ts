import type { z } from 'zod';
import type { promoBarLinkSchema, promoBarSchema } from './api/content';

// Promo bars (002 §2 Promo bar and banners, §3 Promo bar): a row of links above the page,
// chosen by page and flow.

/** The pages a promo bar can target. */
export const promoBarPages = ['home', 'search', 'product'] as const;
export type PromoBarPage = (typeof promoBarPages)[number];

export type PromoBarLink = z.infer<typeof promoBarLinkSchema>;
export type PromoBar = z.infer<typeof promoBarSchema>;

/** The bar to show on a page: the first with links that targets this page and flow (S-368). */
export function promoBarFor(
  bars: readonly PromoBar[],
  { page, flow }: { page: PromoBarPage; flow: PromoBar['flow'] },
): PromoBar | undefined {
  return bars.find((bar) => bar.links.length > 0 && bar.flow === flow && bar.page.includes(page));
}
