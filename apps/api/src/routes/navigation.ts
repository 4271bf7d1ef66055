import { contentQuerySchema, isoWeek, navigationResponseSchema, todayInTimeZone } from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { CATALOG_TIME_ZONE } from '../catalog/catalog';
import { navigation } from '../cms/navigation';
import { cached } from '../search/offers';

/** The "Inspirations" menu (002 §2 Top bar and menu, S-358…S-360). */
export const registerNavigation: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/api/navigation.json',
      operationId: 'navigation',
      summary:
        'The "Inspirations" menu: countries, regions, departments and cities with their count of stays (four levels at most), the most stocked cities, and the themes with the theme of the week',
      tag: 'content',
      query: contentQuerySchema,
      response: navigationResponseSchema,
      // The theme of the week turns on Monday: an hour is as stale as the menu gets.
      cacheControl: 'public, max-age=3600',
    },
    ({ query }) => {
      const today = todayInTimeZone(deps.now(), CATALOG_TIME_ZONE).date;
      return cached(deps.search, 'navigation', { locale: query.locale, week: isoWeek(today) }, () =>
        navigation(deps.search, query.locale, today),
      );
    },
  );
};
