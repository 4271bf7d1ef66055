import { type ApiLocale, type Article, cityRoute } from '@escale/domain';
import { marketOf } from '@escale/i18n/core';
import { languageOf } from '../content/locale';
import { image } from '../content/media';
import type { CountryCode } from '../db/schema';
import { names } from '../seed/lang';
import { themeUri } from './links';

// Marketing articles, "Our selection of the moment" of the 404 and expired-offer pages (000 §2,
// G-14). Each leads to a city landing or a theme search; a market reads its own country's first.

interface ArticleSpec {
  slug: string;
  titles: string;
  /** A city article's country; theme articles have none. */
  country?: CountryCode;
  link: string;
}

const ARTICLES: ArticleSpec[] = [
  {
    slug: 'annecy',
    country: 'FR',
    link: cityRoute('city-annecy'),
    titles:
      'Annecy, la Venise des Alpes le temps d’un week-end|Annecy, la Venecia de los Alpes en un fin de semana|Annecy, la Venezia delle Alpi in un weekend|Annecy, het Venetië van de Alpen in één weekend',
  },
  {
    slug: 'barcelona',
    country: 'ES',
    link: cityRoute('city-barcelona'),
    titles:
      'Barcelone hors des sentiers battus : nos adresses préférées|Barcelona fuera de las rutas habituales: nuestras direcciones favoritas|Barcellona fuori dai soliti percorsi: i nostri indirizzi preferiti|Barcelona buiten de gebaande paden: onze favoriete adressen',
  },
  {
    slug: 'firenze',
    country: 'IT',
    link: cityRoute('city-firenze'),
    titles:
      'Florence en trois jours, sans courir|Florencia en tres días, sin prisas|Firenze in tre giorni, senza correre|Florence in drie dagen, zonder haast',
  },
  {
    slug: 'amsterdam',
    country: 'NL',
    link: cityRoute('city-amsterdam'),
    titles:
      'Amsterdam à vélo : le guide d’un week-end réussi|Ámsterdam en bicicleta: guía para una escapada perfecta|Amsterdam in bicicletta: la guida per un weekend perfetto|Amsterdam op de fiets: zo wordt je weekend een succes',
  },
  {
    slug: 'bruges',
    country: 'BE',
    link: cityRoute('city-bruges'),
    titles:
      'Bruges en amoureux : canaux, chocolat et beffroi|Brujas en pareja: canales, chocolate y campanario|Bruges in coppia: canali, cioccolato e campanile|Brugge met z’n tweeën: grachten, chocolade en het Belfort',
  },
  {
    slug: 'spa-weekend',
    link: themeUri('booking', 12),
    titles:
      'Cinq conseils pour un week-end spa vraiment reposant|Cinco consejos para una escapada spa realmente relajante|Cinque consigli per un weekend spa davvero rilassante|Vijf tips voor een echt ontspannend spaweekend',
  },
  {
    slug: 'biarritz',
    country: 'FR',
    link: cityRoute('city-biarritz'),
    titles:
      'Biarritz : surf, pintxos et grand air|Biarritz: surf, pintxos y aire libre|Biarritz: surf, pintxos e aria di mare|Biarritz: surfen, pintxos en frisse zeelucht',
  },
  {
    slug: 'granada',
    country: 'ES',
    link: cityRoute('city-granada'),
    titles:
      'Grenade, entre Alhambra et Sierra Nevada|Granada, entre la Alhambra y Sierra Nevada|Granada, tra Alhambra e Sierra Nevada|Granada, tussen het Alhambra en de Sierra Nevada',
  },
  {
    slug: 'cortina',
    country: 'IT',
    link: cityRoute('city-cortina-d-ampezzo'),
    titles:
      'Cortina d’Ampezzo, un week-end au cœur des Dolomites|Cortina d’Ampezzo, una escapada en el corazón de los Dolomitas|Cortina d’Ampezzo, un weekend nel cuore delle Dolomiti|Cortina d’Ampezzo, een weekend in het hart van de Dolomieten',
  },
  {
    slug: 'family-weekend',
    link: themeUri('booking', 39),
    titles:
      'Week-end en famille : nos idées pour les petits et les grands|Escapada en familia: ideas para pequeños y mayores|Weekend in famiglia: idee per grandi e piccini|Weekendje weg met het gezin: ideeën voor jong en oud',
  },
  {
    slug: 'colmar',
    country: 'FR',
    link: cityRoute('city-colmar'),
    titles:
      'Colmar et la route des vins d’Alsace|Colmar y la ruta del vino de Alsacia|Colmar e la strada dei vini d’Alsazia|Colmar en de Elzasser wijnroute',
  },
  {
    slug: 'durbuy',
    country: 'BE',
    link: cityRoute('city-durbuy'),
    titles:
      'Durbuy, la plus petite ville du monde|Durbuy, la ciudad más pequeña del mundo|Durbuy, la città più piccola del mondo|Durbuy, het kleinste stadje ter wereld',
  },
  {
    slug: 'roma',
    country: 'IT',
    link: cityRoute('city-roma'),
    titles:
      'Rome à la belle saison : terrasses, jardins et trattorias|Roma en primavera: terrazas, jardines y trattorias|Roma nella bella stagione: terrazze, giardini e trattorie|Rome in de lente: terrassen, tuinen en trattoria’s',
  },
  {
    slug: 'zandvoort',
    country: 'NL',
    link: cityRoute('city-zandvoort'),
    titles:
      'Zandvoort, la plage des Amstellodamois|Zandvoort, la playa de los amsterdameses|Zandvoort, la spiaggia degli amsterdamesi|Zandvoort, het strand van de Amsterdammers',
  },
];

/** The articles of a market, its own country's first, then the others in the editors' order. */
export function articles(locale: ApiLocale, limit: number): Article[] {
  const lang = languageOf(locale);
  const home = marketOf(locale).country;
  return [...ARTICLES]
    .sort((a, b) => Number(b.country === home) - Number(a.country === home))
    .slice(0, limit)
    .map((article) => {
      const title = names(article.titles)[lang];
      return { link: article.link, title, cover: image('content', `article-${article.slug}`, 0, title) };
    });
}
