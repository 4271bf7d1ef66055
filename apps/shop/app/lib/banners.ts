import {
  type AnnouncementBanner,
  announcementBannersFor,
  announcementHrefs,
  type Flow,
  type PromoBarPage,
  type SearchCriteria,
  type TargetedBanner,
  targetingOfCriteria,
  toTargetedBanner,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { apiGet } from './api';

// The banners of the home, search and product pages (002 §2 Promo bar and banners, §7, §8):
// loaded with the page, and left out when their call fails (S-374).

/** What a banner shows when its call failed: nothing, and the failure is logged. */
function nothing(error: unknown): null {
  console.error(error);
  return null;
}

/** The announcement banners of a page, chosen by flow, page and locale (S-371), under the market. */
export function loadAnnouncements(
  locale: Locale,
  page: PromoBarPage,
  flow: Flow,
  marketPath: string,
): Promise<AnnouncementBanner[] | null> {
  return apiGet('/gateway/cms/announcementBanner', locale, {}, 'announcementBanners')
    .then((answer) =>
      announcementBannersFor(answer, { page, flow, locale }).map((banner) =>
        announcementHrefs(banner, marketPath),
      ),
    )
    .catch(nothing);
}

/** The key of what a targeted banner depends on in a search (S-377): equal keys, the same banner. */
export function targetingKey(locale: Locale, flow: Flow, criteria: SearchCriteria): string {
  return `targeted|${locale}|${flow}|${JSON.stringify(targetingOfCriteria(criteria))}`;
}

/** The targeted banner of a search (S-377): the most specific that matches, or null. */
export function loadTargetedBanner(
  locale: Locale,
  flow: Flow,
  criteria: SearchCriteria,
  marketPath: string,
  signal?: AbortSignal,
): Promise<TargetedBanner | null> {
  const query = { page: 'search', flow, ...targetingOfCriteria(criteria) };
  return apiGet('/content/targetedBanner.json', locale, query, 'targetedBanners', signal).then(([first]) =>
    first ? toTargetedBanner(first, marketPath) : null,
  );
}
