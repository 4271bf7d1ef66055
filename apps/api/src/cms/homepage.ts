import {
  type ApiLocale,
  type BestBoxesBlock,
  giftsRoute,
  type HomeBlock,
  type HomeContent,
  type HomeFlow,
  type HomeFlowContent,
  homeFlows,
  promoBarFor,
  searchRoute,
  type TopSearchResultsBlock,
} from '@escale/domain';
import { marketOf } from '@escale/i18n/core';
import { type Lang, languageOf } from '../content/locale';
import { image } from '../content/media';
import type { SearchIndex } from '../search/index';
import { names } from '../seed/lang';
import { announcementsOf } from './banners';
import { placeUri, themeUri } from './links';
import { topCities } from './places';
import { promoBars } from './promoBars';
import { cityTitle, marketFirst } from './searchPage';
import type { Copy } from './text';

// The home content of each market (001 §2.1 Home page, S-381, S-382, S-476): per flow, its SEO
// data, the jumbotron behind the search box and the blocks of top search results (S-491), with the
// best gift boxes in the gifting home (S-304). A city block shows the market's most stocked city.

/** Results a top-search-results block shows by default (001 §9). */
const RESULTS_PER_BLOCK = 3;

interface HomeCopy {
  seoTitle: Copy;
  seoDescription: Copy;
  title: Copy;
  subtitle: Copy;
  blocks: Array<{ title: Copy; subtitle?: Copy; url: string }>;
  /** The best e-boxes, after the first block (S-304). */
  bestBoxes?: { title: Copy; subtitle: Copy };
}

/** Boxes a best-boxes block shows. */
const BEST_BOXES_COUNT = 4;

const RESULTS_TYPE: Record<HomeFlow, TopSearchResultsBlock['resultsType']> = {
  booking: 'offer',
  gifting: 'gift',
  activity: 'activity',
};

const HOME: Record<HomeFlow, HomeCopy> = {
  booking: {
    seoTitle: names(
      'Escale : week-ends et courts séjours avec activités incluses|Escale: escapadas y estancias cortas con actividades incluidas|Escale: weekend e soggiorni brevi con attività incluse|Escale: weekendjes weg en korte verblijven met activiteiten',
    ),
    seoDescription: names(
      'Hôtels de charme, spas et tables gourmandes : réservez un week-end avec activités incluses, partout en Europe.|Hoteles con encanto, spas y buena mesa: reserva una escapada con actividades incluidas en toda Europa.|Hotel di charme, spa e buona cucina: prenota un weekend con attività incluse in tutta Europa.|Sfeervolle hotels, spa’s en goede restaurants: boek een weekendje weg met activiteiten in heel Europa.',
    ),
    title: names(
      'Réservez les plus beaux séjours, activités incluses|Reserva las escapadas más bonitas con actividades incluidas|Prenota i soggiorni più belli con attività incluse|Boek de mooiste verblijven, inclusief activiteiten',
    ),
    subtitle: names(
      'Des hôtels choisis un par un, une activité incluse et un prix final sans surprise.|Hoteles elegidos uno a uno, una actividad incluida y un precio final sin sorpresas.|Hotel scelti uno per uno, un’attività inclusa e un prezzo finale senza sorprese.|Zorgvuldig gekozen hotels, een activiteit inbegrepen en een eindprijs zonder verrassingen.',
    ),
    blocks: [
      {
        title: names(
          'Nos week-ends coups de cœur|Nuestras escapadas favoritas|I nostri weekend preferiti|Onze favoriete weekendjes weg',
        ),
        subtitle: names(
          'Choisis par notre équipe pour leur rapport qualité-prix|Elegidas por nuestro equipo por su relación calidad-precio|Scelti dal nostro team per il rapporto qualità-prezzo|Door ons team gekozen om hun prijs-kwaliteitverhouding',
        ),
        url: searchRoute('booking'),
      },
      {
        title: names('Pause bien-être|Pausa de bienestar|Pausa benessere|Even helemaal ontspannen'),
        url: themeUri('booking', 12),
      },
    ],
  },
  gifting: {
    seoTitle: names(
      'Escale : offrez un séjour, ils choisiront les dates|Escale: regala una escapada y que elijan las fechas|Escale: regala un soggiorno, le date le scelgono loro|Escale: geef een verblijf cadeau, zij kiezen de data',
    ),
    seoDescription: names(
      'Bons cadeaux séjour valables 12 mois pour 2 personnes, échangeables et livrés gratuitement.|Cheques regalo de escapadas válidos 12 meses para 2 personas, canjeables y con envío gratuito.|Buoni regalo per soggiorni validi 12 mesi per 2 persone, sostituibili e con consegna gratuita.|Cadeaubonnen voor een verblijf, 12 maanden geldig voor 2 personen, te ruilen en gratis geleverd.',
    ),
    title: names(
      'Offrez un séjour, ils choisiront les dates|Regala una escapada y que ellos elijan las fechas|Regala un soggiorno, le date le sceglieranno loro|Geef een verblijf cadeau, zij kiezen zelf de data',
    ),
    subtitle: names(
      'Valable 12 mois pour 2 personnes, échangeable et livré gratuitement en 2 à 4 jours ouvrés.|Válido 12 meses para 2 personas, canjeable y con envío gratuito en 2 a 4 días laborables.|Valido 12 mesi per 2 persone, sostituibile e consegnato gratuitamente in 2-4 giorni lavorativi.|12 maanden geldig voor 2 personen, te ruilen en gratis geleverd binnen 2 tot 4 werkdagen.',
    ),
    blocks: [
      {
        title: names(
          'Les séjours les plus offerts|Las escapadas más regaladas|I soggiorni più regalati|De populairste cadeauverblijven',
        ),
        url: searchRoute('gifting'),
      },
      {
        title: names('Cadeaux gourmands|Regalos gastronómicos|Regali golosi|Culinaire cadeaus'),
        subtitle: names(
          'Pour ceux qui aiment les bonnes tables|Para quienes disfrutan de la buena mesa|Per chi ama la buona tavola|Voor wie van lekker eten houdt',
        ),
        url: themeUri('gifting', 15),
      },
    ],
    bestBoxes: {
      title: names(
        'Nos coffrets cadeaux préférés|Nuestras cajas regalo favoritas|I nostri cofanetti regalo preferiti|Onze favoriete cadeauboxen',
      ),
      subtitle: names(
        'Le bénéficiaire choisit son hôtel parmi des dizaines|El destinatario elige su hotel entre decenas|Chi lo riceve sceglie il suo hotel tra decine|De ontvanger kiest zelf uit tientallen hotels',
      ),
    },
  },
  activity: {
    seoTitle: names(
      'Escale : activités à la journée, à vivre ou à offrir|Escale: actividades de un día para vivir o regalar|Escale: attività in giornata da vivere o da regalare|Escale: dagactiviteiten om te beleven of cadeau te doen',
    ),
    seoDescription: names(
      'Spa, cours de cuisine, dégustations, balades : des activités sans nuit d’hôtel, valables 12 mois.|Spa, clases de cocina, catas y excursiones: actividades sin noche de hotel, válidas 12 meses.|Spa, corsi di cucina, degustazioni ed escursioni: attività senza notte in hotel, valide 12 mesi.|Spa, kookworkshops, proeverijen en uitstapjes: activiteiten zonder hotelovernachting, 12 maanden geldig.',
    ),
    title: names(
      'Des activités à la journée, sans nuit d’hôtel|Actividades de un día, sin noche de hotel|Attività in giornata, senza notte in hotel|Dagactiviteiten, zonder hotelovernachting',
    ),
    subtitle: names(
      'Un massage, un atelier ou une balade près de chez vous, à vivre ou à offrir.|Un masaje, un taller o una excursión cerca de casa, para vivirlo o regalarlo.|Un massaggio, un laboratorio o un’escursione vicino a casa, da vivere o da regalare.|Een massage, een workshop of een uitstapje in de buurt, om zelf te beleven of cadeau te doen.',
    ),
    blocks: [
      {
        title: names(
          'Nos activités du moment|Nuestras actividades del momento|Le nostre attività del momento|Onze activiteiten van het moment',
        ),
        url: searchRoute('activity'),
      },
      {
        title: names('Bien-être à la journée|Bienestar en un día|Benessere in giornata|Een dagje wellness'),
        url: themeUri('activity', 12),
      },
    ],
  },
};

const bestBoxes = ({ title, subtitle }: NonNullable<HomeCopy['bestBoxes']>, lang: Lang): BestBoxesBlock => ({
  type: 'bestBoxes',
  title: title[lang],
  subtitle: subtitle[lang],
  medium: 'digital',
  resultsCount: BEST_BOXES_COUNT,
  url: giftsRoute(),
});

function flowContent(index: SearchIndex, locale: ApiLocale, flow: HomeFlow): HomeFlowContent {
  const lang = languageOf(locale);
  const copy = HOME[flow];
  const block = (title: string, url: string, subtitle?: string): TopSearchResultsBlock => ({
    type: 'topSearchResults',
    title,
    ...(subtitle ? { subtitle } : {}),
    resultsType: RESULTS_TYPE[flow],
    resultsCount: RESULTS_PER_BLOCK,
    url,
    newTab: false,
  });
  const city = marketFirst(topCities(index, flow), marketOf(locale).country)[0];
  const jumbotron = {
    title: copy.title[lang],
    subtitle: copy.subtitle[lang],
    image: image('content', `home-${flow}`, 0, copy.title[lang]),
  };
  return {
    seo: {
      title: copy.seoTitle[lang],
      description: copy.seoDescription[lang],
      image: jumbotron.image.sizes['960_540'],
    },
    // The first of the home's announcement banners (`banners.ts`); the page shows them all (S-373).
    announcementBanner: announcementsOf('home', flow, locale)[0] ?? null,
    // The header's tabs switch between the three homes (S-356).
    header: { flowTabs: [...homeFlows] },
    promoBar: promoBarFor(promoBars(locale), { page: 'home', flow }) ?? null,
    jumbotron,
    blocks: [
      ...copy.blocks
        .map((entry): HomeBlock => block(entry.title[lang], entry.url, entry.subtitle?.[lang]))
        .toSpliced(1, 0, ...(copy.bestBoxes ? [bestBoxes(copy.bestBoxes, lang)] : [])),
      ...(city ? [block(cityTitle(flow, locale, city.names[lang]), placeUri(flow, 'city', city.id))] : []),
    ],
    footer: { legal: true, newsletter: true, contact: true },
  };
}

export function homeContent(index: SearchIndex, locale: ApiLocale): HomeContent {
  return {
    locale,
    booking: flowContent(index, locale, 'booking'),
    gifting: flowContent(index, locale, 'gifting'),
    activity: flowContent(index, locale, 'activity'),
  };
}
