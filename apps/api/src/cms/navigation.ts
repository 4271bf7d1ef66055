import {
  type ApiLocale,
  ideasRoute,
  MENU_MAX_LEVELS,
  menuTree,
  type NavigationLink,
  pickOfTheWeek,
} from '@escale/domain';
import { marketOf } from '@escale/i18n/core';
import { languageOf } from '../content/locale';
import type { DestinationEntry, SearchIndex } from '../search/index';
import { names } from '../seed/lang';
import { placeUri, themeUri } from './links';
import { countOf, placeStats, sortByName, topCities } from './places';
import { THEME_PITCHES, themesOf } from './themes';

// The "Inspirations" menu (002 §2 Top bar and menu, §3 Navigation link): the countries with their
// regions, departments and cities (four levels at most, S-358), the most stocked cities, and the
// themes with the theme of the week (S-360). Only places with stays are listed, each with its
// count of stays and its search.

/** The cities of "Top destinations": enough for a third column (S-359) at every scale but the smallest. */
const TOP_CITIES = 24;

const TOP_CITIES_LABEL = names('Destinations phares|Destinos estrella|Mete più amate|Populaire bestemmingen');
const THEMES_LABEL = names('Nos thèmes|Nuestras temáticas|I nostri temi|Onze thema’s');

export function navigation(index: SearchIndex, locale: ApiLocale, today: string): NavigationLink[] {
  const lang = languageOf(locale);
  const stats = placeStats(index);
  const stays = (place: DestinationEntry) => countOf(stats, 'booking', place.id);

  const childrenOf = new Map<string, DestinationEntry[]>();
  for (const place of index.destinations.values()) {
    if (place.parentId === null || stays(place) === 0) continue;
    if (!['region', 'department', 'city'].includes(place.kind)) continue;
    childrenOf.set(place.parentId, [...(childrenOf.get(place.parentId) ?? []), place]);
  }
  const leaf = (place: DestinationEntry, id = place.id): NavigationLink => ({
    _id: id,
    label: place.names[lang],
    uri: placeUri('booking', place.kind, place.id),
    count: stays(place),
  });
  const branch = (place: DestinationEntry): NavigationLink => {
    const children = sortByName(childrenOf.get(place.id) ?? [], lang).map(branch);
    const [only] = children;
    // A department holding only its namesake city (Paris, Rome) shows as that city.
    if (children.length === 1 && only?.label === place.names[lang]) return only;
    return { ...leaf(place), ...(children.length > 0 ? { children } : {}) };
  };

  const home = marketOf(locale).country;
  const countries = sortByName(
    [...index.destinations.values()].filter((place) => place.kind === 'country' && stays(place) > 0),
    lang,
  ).sort((a, b) => Number(b.pos === home) - Number(a.pos === home));

  const themes = themesOf(index, locale).filter((theme) => (stats.themeTotals.get(theme.id) ?? 0) > 0);
  const thisWeek = pickOfTheWeek(themes, today);

  return menuTree(
    [
      ...countries.map(branch),
      {
        _id: 'top-destinations',
        label: TOP_CITIES_LABEL[lang],
        children: topCities(index, 'booking')
          .slice(0, TOP_CITIES)
          .map((city) => leaf(city, `top-${city.id}`)),
      },
      {
        _id: 'themes',
        label: THEMES_LABEL[lang],
        uri: ideasRoute(),
        children: themes.map((theme) => ({
          _id: `theme-${theme.id}`,
          label: theme.name,
          uri: themeUri('booking', theme.id),
          count: stats.themeTotals.get(theme.id) ?? 0,
          ...(theme === thisWeek ? { variant: 'highlight' as const } : {}),
        })),
        ...(thisWeek
          ? {
              thisWeekTheme: {
                themaTitle: thisWeek.name,
                description: THEME_PITCHES[thisWeek.id]?.[lang] ?? thisWeek.name,
                weekendUrl: themeUri('booking', thisWeek.id),
              },
            }
          : {}),
      },
    ],
    MENU_MAX_LEVELS,
  );
}
