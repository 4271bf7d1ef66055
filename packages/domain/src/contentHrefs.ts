import type { Article, BoxBlock, GiftContent } from './api/content';
import type { NavigationLink } from './navigation';
import type { PromoBar } from './promoBar';
import { marketHref } from './routes';
import type { WishlistItem } from './wishlist';

// Content from the API carries its links as routes under the market root (`/city/annecy`,
// `/search#theme=12`); blocks take hrefs. These put every link of a content answer under the market
// it is shown in, through `marketHref` (other sites' URLs are kept).

/** The menu with every link, at every level, under the market. */
export function navigationHrefs(links: readonly NavigationLink[], marketPath: string): NavigationLink[] {
  return links.map(({ uri, children, thisWeekTheme, ...link }) => ({
    ...link,
    ...(uri === undefined ? {} : { uri: marketHref(marketPath, uri) }),
    ...(children ? { children: navigationHrefs(children, marketPath) } : {}),
    ...(thisWeekTheme
      ? { thisWeekTheme: { ...thisWeekTheme, weekendUrl: marketHref(marketPath, thisWeekTheme.weekendUrl) } }
      : {}),
  }));
}

const GIFT_URL_KEYS = ['boxURL', 'singleVoucherURL', 'giftcardURL', 'activityOnlyURL'] as const;

/** The gift block's and gift drawer's links under the market; a blank or missing URL stays as it is. */
export function giftContentHrefs(content: GiftContent, marketPath: string): GiftContent {
  const hrefs = Object.fromEntries(
    GIFT_URL_KEYS.flatMap((key) => {
      const url = content[key]?.trim();
      return url ? [[key, marketHref(marketPath, url)]] : [];
    }),
  );
  return { ...content, ...hrefs };
}

/** A promo bar's links under the market. */
export function promoBarHrefs(bar: PromoBar, marketPath: string): PromoBar {
  return { ...bar, links: bar.links.map((link) => ({ ...link, url: marketHref(marketPath, link.url) })) };
}

/** The box block's boxes and its button under the market. */
export function boxBlockHrefs(block: BoxBlock, marketPath: string): BoxBlock {
  return {
    ...block,
    buttonURL: marketHref(marketPath, block.buttonURL),
    results: block.results.map((box) => ({ ...box, url: marketHref(marketPath, box.url) })),
  };
}

/** Marketing articles' links under the market. */
export function articleHrefs(articles: readonly Article[], marketPath: string): Article[] {
  return articles.map((article) => ({ ...article, link: marketHref(marketPath, article.link) }));
}

/** The wishlist keeps routes (a stored item serves every market); the drawer shows them under this one. */
export function wishlistHrefs(items: readonly WishlistItem[], marketPath: string): WishlistItem[] {
  return items.map((item) => ({ ...item, uri: marketHref(marketPath, item.uri) }));
}
