import {
  type ApiLocale,
  giftsRoute,
  ideasRoute,
  LANDING_URL_KEYS,
  type LandingBlock,
  type LandingPage,
  landingRoute,
  searchRoute,
} from '@escale/domain';
import { marketOf } from '@escale/i18n/core';
import { type Lang, languageOf } from '../content/locale';
import { image } from '../content/media';
import { pageModel } from '../product/pageModel';
import type { SearchIndex } from '../search/index';
import { names } from '../seed/lang';
import { topCities } from './places';
import { marketFirst } from './searchPage';
import type { Copy } from './text';

// Landing pages (001 §2.2, §3 Content blocks; S-384…S-389, S-379): a campaign's page per language,
// its slug in that language, made of the block types of 001 §2.2. The romantic weekends landing
// shows the market's most stocked city and the romantic theme; its flash sale ran until a day
// that has passed, so its top bar is hidden (S-379).

/** The romantic theme of the catalogue, the landing's idea. */
const ROMANTIC_THEME = 18;

const SLUGS = names('escapades-romantiques|escapadas-romanticas|fughe-romantiche|romantische-uitjes');

const COPY = {
  title: names('Week-ends en amoureux|Escapadas en pareja|Weekend di coppia|Romantische weekends'),
  description: names(
    'Nos plus beaux séjours à deux : hôtels de charme, dîners aux chandelles et spas, à réserver ou à offrir.|Nuestras mejores estancias en pareja: hoteles con encanto, cenas a la luz de las velas y spas, para reservar o regalar.|I nostri soggiorni più belli in coppia: hotel di charme, cene a lume di candela e spa, da prenotare o regalare.|Onze mooiste verblijven voor twee: charmante hotels, diners bij kaarslicht en spa’s, om te boeken of cadeau te doen.',
  ),
  subtitle: names(
    'Une nuit, un dîner, un massage : tout est prévu, il ne reste qu’à partir.|Una noche, una cena, un masaje: todo está previsto, solo queda salir.|Una notte, una cena, un massaggio: è tutto pronto, basta partire.|Een nacht, een diner, een massage: alles is geregeld, je hoeft alleen te vertrekken.',
  ),
  cta: names('Voir les séjours|Ver las estancias|Vedi i soggiorni|Bekijk de verblijven'),
  cards: [
    names('Hôtels de charme|Hoteles con encanto|Hotel di charme|Charmante hotels'),
    names('Dîner inclus|Cena incluida|Cena inclusa|Diner inbegrepen'),
    names('Spa et détente|Spa y relax|Spa e relax|Spa en ontspanning'),
  ],
  cardText: names(
    'Choisis un à un par nos équipes|Elegidos uno a uno por nuestro equipo|Scelti uno a uno dal nostro team|Een voor een gekozen door ons team',
  ),
  uspTitle: names(
    'Pourquoi réserver avec Escale|Por qué reservar con Escale|Perché prenotare con Escale|Waarom boeken bij Escale',
  ),
  usps: [
    [
      'calendar',
      names('Annulation souple|Cancelación flexible|Cancellazione flessibile|Flexibel annuleren'),
      names(
        'Sur de nombreux séjours, jusqu’à quelques jours avant l’arrivée.|En muchas estancias, hasta pocos días antes de la llegada.|Su molti soggiorni, fino a pochi giorni prima dell’arrivo.|Bij veel verblijven, tot enkele dagen voor aankomst.',
      ),
    ],
    [
      'gift',
      names('À offrir|Para regalar|Da regalare|Om cadeau te doen'),
      names(
        'Chaque séjour existe en bon cadeau valable un an.|Cada estancia existe como cheque regalo válido un año.|Ogni soggiorno esiste come buono regalo valido un anno.|Elk verblijf bestaat als cadeaubon die een jaar geldig is.',
      ),
    ],
    [
      'support',
      names('Une équipe à l’écoute|Un equipo a tu lado|Un team al tuo ascolto|Een team dat luistert'),
      names(
        'Notre service client répond sous 48 heures.|Nuestro servicio de atención al cliente responde en 48 horas.|Il nostro servizio clienti risponde entro 48 ore.|Onze klantenservice antwoordt binnen 48 uur.',
      ),
    ],
  ] as const,
  cityResults: names('Nos idées à|Nuestras ideas en|Le nostre idee a|Onze ideeën in'),
  themeResults: names(
    'Les séjours romantiques|Las estancias románticas|I soggiorni romantici|De romantische verblijven',
  ),
  promoTitle: names('Et aussi|Y también|E inoltre|En ook'),
  promos: [
    [names('Offrir un coffret|Regalar una caja|Regalare un cofanetto|Een cadeaubox geven'), giftsRoute()],
    [names('Les activités|Las actividades|Le attività|De activiteiten'), searchRoute('activity')],
    [
      names('Nos idées week-end|Nuestras ideas de escapada|Le nostre idee weekend|Onze weekendideeën'),
      ideasRoute(),
    ],
    [names('Tous les séjours|Todas las estancias|Tutti i soggiorni|Alle verblijven'), searchRoute('booking')],
  ] as const,
  promoText: names('Découvrir|Descubrir|Scopri|Ontdek'),
  flashSale: names(
    'Vente flash : -20 % sur les séjours en amoureux|Venta flash: -20 % en escapadas en pareja|Vendita lampo: -20% sui weekend di coppia|Flash sale: -20% op romantische weekends',
  ),
  bestBoxes: names('Les coffrets à deux|Las cajas para dos|I cofanetti per due|De cadeauboxen voor twee'),
} satisfies Record<string, Copy | readonly unknown[]>;

/** The slug of the romantic landing in a market's language. */
export const landingSlug = (locale: ApiLocale) => SLUGS[languageOf(locale)];

function blocks(index: SearchIndex, locale: ApiLocale, lang: Lang): LandingBlock[] {
  const keys = LANDING_URL_KEYS[locale];
  const city = marketFirst(topCities(index, 'booking'), marketOf(locale).country)[0];
  const cityBlock: LandingBlock[] = city
    ? [
        {
          type: 'topSearchResults',
          title: `${COPY.cityResults[lang]} ${city.names[lang]}`,
          resultsType: 'offer',
          resultsCount: 3,
          criteriaUrl: `/${keys.city}/${city.id.replace(/^city-/, '')}`,
          url: searchRoute('booking', { city: city.id }),
          newTab: false,
        },
      ]
    : [];
  return [
    {
      type: 'topBar',
      text: COPY.flashSale[lang],
      cta: { label: COPY.cta[lang], url: searchRoute('booking', { theme: ROMANTIC_THEME }), newTab: false },
      colorPalette: { background: '#b3123d', font: 'light' },
      // The flash sale is over: the bar stays hidden (S-379).
      countdown: { start: '2026-02-10T00:00:00Z', end: '2026-02-15T00:00:00Z' },
    },
    {
      type: 'jumbotronPromo',
      title: COPY.title[lang],
      subtitle: COPY.subtitle[lang],
      image: image('content', `landing-romantic`, 0, COPY.title[lang]),
      cta: { label: COPY.cta[lang], url: searchRoute('booking', { theme: ROMANTIC_THEME }), newTab: false },
      cards: COPY.cards.map((title) => ({ title: title[lang], text: COPY.cardText[lang] })),
      colorPalette: { background: '#2b1f3a', font: 'light' },
    },
    {
      type: 'uspList',
      title: COPY.uspTitle[lang],
      items: COPY.usps.map(([icon, title, text]) => ({ icon, title: title[lang], text: text[lang] })),
      colorPalette: { background: '#f7efe6', font: 'dark' },
    },
    ...cityBlock,
    {
      type: 'topSearchResults',
      title: COPY.themeResults[lang],
      resultsType: 'offer',
      // The landing default (S-386).
      resultsCount: 3,
      criteriaUrl: `/${keys.idea}/${ROMANTIC_THEME}`,
      url: searchRoute('booking', { theme: ROMANTIC_THEME }),
      newTab: false,
    },
    {
      type: 'promoCards',
      title: COPY.promoTitle[lang],
      cards: COPY.promos.map(([title, url], position) => ({
        title: title[lang],
        image: image('content', `landing-promo-${position}`, 0, title[lang]),
        cta: { label: COPY.promoText[lang], url, newTab: false },
      })),
    },
    {
      type: 'bestBoxes',
      title: COPY.bestBoxes[lang],
      medium: 'digital',
      resultsCount: 4,
      url: giftsRoute(),
    },
  ];
}

/** The landing of a slug in a market, or null when the market has none of that slug (S-384). */
export function landingPage(index: SearchIndex, locale: ApiLocale, slug: string): LandingPage | null {
  const lang = languageOf(locale);
  if (slug !== SLUGS[lang]) return null;
  const model = pageModel(locale, landingRoute(slug), COPY.title[lang], true);
  return {
    slug,
    seo: { title: COPY.title[lang], description: COPY.description[lang] },
    pageModel: {
      ...model,
      // Each language has its slug: a market's alternate is its own landing.
      alternateUrls: model.alternateUrls.map(({ locale: other, url }) => ({
        locale: other,
        url: url.replace(`/lp/${slug}`, `/lp/${landingSlug(other)}`),
      })),
    },
    blocks: blocks(index, locale, lang),
  };
}
