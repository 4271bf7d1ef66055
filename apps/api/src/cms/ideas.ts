import type { ApiLocale, Ideas } from '@escale/domain';
import { languageOf } from '../content/locale';
import { image } from '../content/media';
import type { SearchIndex } from '../search/index';
import { names } from '../seed/lang';
import { THEMES } from '../seed/reference';
import { placeUri, themeUri } from './links';
import { countOf, placeStats, sortByName, topCities } from './places';

// The weekend ideas page (001 §2.9): the themes that have stays, the cities to get away to, the
// themes to give, and the regions, each leading to its search.

const COPY = {
  title: names('Idées de week-end|Ideas de escapada|Idee per il weekend|Weekendideeën'),
  intro: names(
    'Pas encore de destination ? Partez d’une envie : un thème, une ville, une région.|¿Aún sin destino? Empieza por un deseo: un tema, una ciudad, una región.|Ancora senza meta? Parti da un desiderio: un tema, una città, una regione.|Nog geen bestemming? Begin bij waar je zin in hebt: een thema, een stad, een regio.',
  ),
  themes: {
    title: names('Par envie|Según tu plan|Per desiderio|Waar heb je zin in?'),
    intro: names(
      'Bien-être, gastronomie, nature… le week-end qui vous ressemble.|Bienestar, gastronomía, naturaleza… la escapada que va contigo.|Benessere, gastronomia, natura… il weekend che ti somiglia.|Wellness, lekker eten, natuur… het weekend dat bij je past.',
    ),
  },
  cities: {
    title: names('Escapades en ville|Escapadas urbanas|Fughe in città|Stedentrips'),
    intro: names(
      'Les villes où nos hôtels vous attendent le plus nombreux.|Las ciudades donde más hoteles te esperan.|Le città dove ti aspettano più hotel.|De steden waar de meeste van onze hotels op je wachten.',
    ),
  },
  gifts: {
    title: names('Idées cadeaux|Ideas para regalar|Idee regalo|Cadeau-ideeën'),
    intro: names(
      'Un séjour à offrir, selon ce qu’aime la personne.|Una escapada para regalar, según lo que le guste.|Un soggiorno da regalare, secondo i suoi gusti.|Een verblijf om cadeau te doen, naar wat de ander graag doet.',
    ),
  },
};

export function ideas(index: SearchIndex, locale: ApiLocale): Ideas {
  const lang = languageOf(locale);
  const stats = placeStats(index);
  const themes = THEMES.filter((theme) => (stats.themeTotals.get(theme.id) ?? 0) > 0);
  const themeIdeas = (flow: 'booking' | 'gifting') =>
    themes.map((theme) => ({
      label: theme.names[lang],
      url: themeUri(flow, theme.id),
      cover: image('content', `theme-${theme.id}`, 0, theme.names[lang]),
    }));
  const regions = [...index.destinations.values()].filter(
    (place) => place.kind === 'region' && countOf(stats, 'booking', place.id) > 0,
  );
  return {
    title: COPY.title[lang],
    intro: COPY.intro[lang],
    sections: [
      { title: COPY.themes.title[lang], intro: COPY.themes.intro[lang], ideas: themeIdeas('booking') },
      {
        title: COPY.cities.title[lang],
        intro: COPY.cities.intro[lang],
        ideas: topCities(index, 'booking').map((city) => ({
          label: city.names[lang],
          url: placeUri('booking', 'city', city.id),
          cover: image('destination', city.id, 0, city.names[lang]),
        })),
      },
      { title: COPY.gifts.title[lang], intro: COPY.gifts.intro[lang], ideas: themeIdeas('gifting') },
    ].filter((section) => section.ideas.length > 0),
    regions: sortByName(regions, lang).map((region) => ({
      label: region.names[lang],
      url: placeUri('booking', 'region', region.id),
    })),
  };
}
