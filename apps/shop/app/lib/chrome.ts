import {
  type GiftContent,
  giftContentHrefs,
  type NavigationLink,
  navigationHrefs,
  type PromoBar,
  promoBarHrefs,
  type Theme,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { marketOf } from '@escale/i18n/core';
import { apiGet } from './api';

/**
 * What every page of a market shows around its content: the menu, the gift links, themes, promo
 * bars. Their links come as routes and leave here as hrefs under the market.
 */
export interface ChromeData {
  menu: NavigationLink[];
  giftContent: GiftContent | null;
  themes: Theme[];
  promoBars: PromoBar[];
}

/** A part that fails to load is left out of the page (002 §8: banners and blocks hide on failure). */
function orEmpty<T>(promise: Promise<T>, empty: T): Promise<T> {
  return promise.catch((error: unknown) => {
    console.error(error);
    return empty;
  });
}

export async function loadChrome(locale: Locale): Promise<ChromeData> {
  const [menu, giftContent, themes, promoBars] = await Promise.all([
    orEmpty(apiGet('/api/navigation.json', locale, {}, 'navigation'), []),
    orEmpty<GiftContent | null>(apiGet('/content/giftBlock', locale, {}, 'giftBlock'), null),
    orEmpty(apiGet('/api/themes.json', locale, {}, 'themes'), []),
    orEmpty(apiGet('/api/cms/promoBars', locale, {}, 'promoBars'), []),
  ]);
  const { path } = marketOf(locale);
  return {
    menu: navigationHrefs(menu, path),
    giftContent: giftContent && giftContentHrefs(giftContent, path),
    themes,
    promoBars: promoBars.map((bar) => promoBarHrefs(bar, path)),
  };
}
