import {
  type ApiLocale,
  activityRoute,
  cityRoute,
  contactRoute,
  contentPageIds,
  contentPageSlug,
  homeFlows,
  homeRoute,
  hotelRoute,
  ideasRoute,
  marketHref,
  type Route,
  type Sitemap,
  stayRoute,
} from '@escale/domain';
import { marketOf, markets } from '@escale/i18n/core';
import type { AppDeps } from '../app';
import { contentPage } from './contentPages';
import { boxDetail, listedBoxes, loadGiftBoxes } from './giftBoxes';
import { landingPage, landingSlug } from './landings';
import { topCities } from './places';

// The pages of a market that search engines may index: the homes, the ideas page, the city
// landings, the campaign landings, the stays, hotels and activities on sale, the e-boxes, the contact page and Escale's own
// pages, each with the same page in the other markets as its alternates. Paths under the market root; the shop adds its origin.

type Entry = Sitemap['urls'][number];

/** A page with the same route in every market. */
function everywhere(locale: ApiLocale, route: Route): Entry {
  return {
    loc: marketHref(marketOf(locale).path, route),
    alternates: markets.map((market) => ({ locale: market.locale, href: marketHref(market.path, route) })),
  };
}

const fromPageModel = (model: {
  canonicalUrl: string;
  alternateUrls: { locale: ApiLocale; url: string }[];
}) => ({
  loc: model.canonicalUrl,
  alternates: model.alternateUrls.map(({ locale, url }) => ({ locale, href: url })),
});

export async function sitemapOf(deps: AppDeps, locale: ApiLocale): Promise<Sitemap> {
  const { search } = deps;
  const onSale = search.hotels.filter((hotel) => hotel.active);
  const stays = onSale.flatMap((hotel) =>
    hotel.offers.filter((offer) => offer.record?.active).map((offer) => offer.id),
  );
  const hotels = onSale
    .filter((hotel) => hotel.offers.some((offer) => offer.record?.active))
    .map((hotel) => hotel.id);
  const activities = await deps.db
    .selectFrom('activity_vouchers')
    .select('id')
    .where('published', '=', true)
    .orderBy('id')
    .execute();
  const boxes = await loadGiftBoxes(deps.db);
  const boxPages = listedBoxes(boxes, locale)
    .map((box) => boxDetail(boxes, box, locale).pageModel)
    .filter((model) => model.metaRobots === 'index,follow');
  const ownPages = contentPageIds.flatMap((id) => {
    const slug = contentPageSlug(locale, id);
    const page = slug ? contentPage(locale, slug) : null;
    return page ? [page.pageModel] : [];
  });
  return {
    urls: [
      ...homeFlows.map((flow) => everywhere(locale, homeRoute(flow))),
      everywhere(locale, ideasRoute()),
      ...topCities(search, 'booking').map((city) => everywhere(locale, cityRoute(city.id))),
      ...stays.sort((a, b) => a - b).map((id) => everywhere(locale, stayRoute(id))),
      ...hotels.sort((a, b) => a - b).map((id) => everywhere(locale, hotelRoute(id))),
      ...activities.map(({ id }) => everywhere(locale, activityRoute(id))),
      ...boxPages.map(fromPageModel),
      ...ownPages.map(fromPageModel),
      ...[landingPage(search, locale, landingSlug(locale))?.pageModel ?? []].flat().map(fromPageModel),
      everywhere(locale, contactRoute()),
    ],
  };
}
