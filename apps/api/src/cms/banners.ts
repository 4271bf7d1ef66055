import {
  type AnnouncementBanner,
  type AnnouncementBannerEntry,
  type AnnouncementBanners,
  type ApiLocale,
  contactRoute,
  type Flow,
  giftCardRoute,
  giftsRoute,
  ideasRoute,
  localeSchema,
  type PromoBarPage,
  parseRichText,
  searchRoute,
  type TargetedBannerRaw,
  type TargetingContext,
  targetedBannersFor,
} from '@escale/domain';
import { marketOf } from '@escale/i18n/core';
import { languageOf } from '../content/locale';
import { image } from '../content/media';
import { geography } from '../seed/geo';
import { names } from '../seed/lang';
import { placeUri, themeUri } from './links';
import type { Copy } from './text';

// The banners of the CMS (002 §2 Promo bar and banners, §3, §7; S-371…S-377, S-474, S-493, G-51):
// announcement banners above the home, search and product pages, and targeted banners on search
// pages. The copy is written as the CMS's editors write it, in simple markup; the answer carries it
// as rich text built through an allow-list (`parseRichText`), so nothing the CMS holds reaches a
// page as markup.

type AnnouncementCopy = Pick<AnnouncementBanner, 'colorVariation' | 'url'> & { content: Copy };

/** Announcement banners per page kind and flow; several crossfade (S-373). */
const ANNOUNCEMENTS: Record<PromoBarPage, Partial<Record<Flow, AnnouncementCopy[]>>> = {
  home: {
    booking: [
      {
        content: names(
          '<b>Annulation gratuite</b> sur de nombreux séjours, jusqu’à la date indiquée sur l’offre|<b>Cancelación gratuita</b> en muchas escapadas, hasta la fecha indicada en la oferta|<b>Cancellazione gratuita</b> su molti soggiorni, fino alla data indicata nell’offerta|<b>Gratis annuleren</b> bij veel verblijven, tot de datum die bij het aanbod staat',
        ),
        colorVariation: 'green',
        url: searchRoute('booking'),
      },
      {
        content: names(
          `Nouveau : des week-ends <i>sans voiture</i>, accessibles en train. <a href="${ideasRoute()}">Trouver une idée</a>|Novedad: escapadas <i>sin coche</i>, a las que se llega en tren. <a href="${ideasRoute()}">Buscar una idea</a>|Novità: weekend <i>senz’auto</i>, raggiungibili in treno. <a href="${ideasRoute()}">Trova un’idea</a>|Nieuw: weekendjes weg <i>zonder auto</i>, bereikbaar met de trein. <a href="${ideasRoute()}">Vind een idee</a>`,
        ),
        colorVariation: 'blue',
        url: null,
      },
    ],
    gifting: [
      {
        content: names(
          'Bons cadeaux valables <b>12 mois</b>, échangeables et livrés gratuitement|Cheques regalo válidos <b>12 meses</b>, canjeables y con envío gratuito|Buoni regalo validi <b>12 mesi</b>, sostituibili e con consegna gratuita|Cadeaubonnen <b>12 maanden</b> geldig, te ruilen en gratis geleverd',
        ),
        colorVariation: 'yellow',
        url: null,
      },
    ],
  },
  search: {
    booking: [
      {
        content: names(
          'Prix pour 2 personnes, <b>taxes comprises</b> ; la taxe de séjour se paie sur place|Precios para 2 personas, <b>impuestos incluidos</b>; la tasa turística se paga en el hotel|Prezzi per 2 persone, <b>tasse incluse</b>; la tassa di soggiorno si paga in hotel|Prijzen voor 2 personen, <b>inclusief btw</b>; de toeristenbelasting betaal je ter plaatse',
        ),
        colorVariation: 'black',
        url: null,
      },
      {
        content: names(
          'Dernière minute : <b>jusqu’à -40 %</b> sur les week-ends de cette semaine|Última hora: <b>hasta un -40 %</b> en las escapadas de esta semana|Ultimo minuto: <b>fino al -40%</b> sui weekend di questa settimana|Last minute: <b>tot -40%</b> op weekendjes weg deze week',
        ),
        colorVariation: 'red',
        url: searchRoute('booking', { sort: 'promo' }),
      },
    ],
    gifting: [
      {
        content: names(
          'Le bon cadeau arrive <b>par e-mail en quelques minutes</b>|El cheque regalo llega <b>por e-mail en unos minutos</b>|Il buono regalo arriva <b>via e-mail in pochi minuti</b>|De cadeaubon komt <b>binnen enkele minuten per e-mail</b>',
        ),
        colorVariation: 'yellow',
        url: null,
      },
    ],
    activity: [
      {
        content: names(
          'Activités valables <b>12 mois</b>, à réserver quand vous voulez|Actividades válidas <b>12 meses</b>, para reservar cuando quieras|Attività valide <b>12 mesi</b>, da prenotare quando vuoi|Activiteiten <b>12 maanden</b> geldig, te reserveren wanneer je wilt',
        ),
        colorVariation: 'blue',
        url: null,
      },
    ],
  },
  product: {
    booking: [
      {
        content: names(
          `<b>Paiement sécurisé</b> et confirmation immédiate. Une question ? <a href="${contactRoute()}">Contactez-nous</a>|<b>Pago seguro</b> y confirmación inmediata. ¿Alguna pregunta? <a href="${contactRoute()}">Contáctanos</a>|<b>Pagamento sicuro</b> e conferma immediata. Una domanda? <a href="${contactRoute()}">Contattaci</a>|<b>Veilig betalen</b> en direct bevestigd. Een vraag? <a href="${contactRoute()}">Neem contact op</a>`,
        ),
        colorVariation: 'grey',
        url: null,
      },
    ],
    gifting: [
      {
        content: names(
          'Offrez ce séjour : <i>le bénéficiaire choisit ses dates</i>|Regala esta escapada: <i>quien la recibe elige las fechas</i>|Regala questo soggiorno: <i>chi lo riceve sceglie le date</i>|Geef dit verblijf cadeau: <i>de ontvanger kiest zelf de datums</i>',
        ),
        colorVariation: 'yellow',
        url: null,
      },
    ],
  },
};

const PAGE_KEYS = { home: 'homePages', search: 'searchPages', product: 'productPages' } as const;
const LOCALES = localeSchema.options;

const entryId = (page: PromoBarPage, flow: Flow, locale: ApiLocale) => `${page}-${flow}-${locale}`;

/** The announcement banners of a page kind and flow in a locale. */
export function announcementsOf(page: PromoBarPage, flow: Flow, locale: ApiLocale): AnnouncementBanner[] {
  const lang = languageOf(locale);
  return (ANNOUNCEMENTS[page][flow] ?? []).map((copy) => ({
    content: parseRichText(copy.content[lang]),
    colorVariation: copy.colorVariation,
    url: copy.url,
    flow,
    page,
  }));
}

/**
 * GET /gateway/cms/announcementBanner (S-493): the entries of every page kind, flow and locale, or of
 * one locale; each names its translations in the other locales.
 */
export function announcementBanners(locale?: ApiLocale): AnnouncementBanners {
  const answer: AnnouncementBanners = { homePages: [], searchPages: [], productPages: [] };
  for (const page of Object.keys(PAGE_KEYS) as PromoBarPage[]) {
    for (const flow of Object.keys(ANNOUNCEMENTS[page]) as Flow[]) {
      for (const entryLocale of locale ? [locale] : LOCALES) {
        const entry: AnnouncementBannerEntry = {
          id: entryId(page, flow, entryLocale),
          flow,
          locale: entryLocale,
          announcementBanner: announcementsOf(page, flow, entryLocale),
          localizations: LOCALES.filter((other) => other !== entryLocale).map((other) => ({
            id: entryId(page, flow, other),
            locale: other,
          })),
        };
        answer[PAGE_KEYS[page]].push(entry);
      }
    }
  }
  return answer;
}

/** A targeted banner's copy and selection, in the four languages. */
interface TargetedCopy {
  id: string;
  title: Copy;
  subtitle: Copy;
  imagePosition: TargetedBannerRaw['imagePosition'];
  /** Up to three calls to action; one without a url is left out by the shop (S-376). */
  ctas: Array<{ label: Copy; url?: string; newTab?: boolean; category?: string }>;
  campaign?: string;
  flow: Flow;
  /** The market's own country (`country-fr` for fr_FR and so on). */
  marketCountry?: boolean;
  department?: string;
  displayBannerWithThisThematic?: number;
  city?: string;
  region?: string;
  isLessThanTwoHours?: boolean;
}

const WELLNESS = 12;
const MOUNTAIN = 27;

/** The targeted banners of search pages, the same in every locale (G-51). */
const TARGETED: TargetedCopy[] = [
  {
    id: 'wellness-weekend',
    title: names(
      'Un week-end pour souffler|Una escapada para desconectar|Un weekend per staccare|Een weekend om op te laden',
    ),
    subtitle: names(
      'Spa, massage et nuit au calme : nos hôtels bien-être.|Spa, masaje y una noche tranquila: nuestros hoteles de bienestar.|Spa, massaggio e una notte tranquilla: i nostri hotel benessere.|Spa, massage en een rustige nacht: onze wellnesshotels.',
    ),
    imagePosition: 'left',
    ctas: [
      {
        label: names(
          'Voir les séjours bien-être|Ver escapadas de bienestar|Scopri i soggiorni benessere|Bekijk wellnessverblijven',
        ),
        url: themeUri('booking', WELLNESS),
        category: 'theme',
      },
      {
        label: names(
          'Offrir un séjour bien-être|Regalar una escapada de bienestar|Regala un soggiorno benessere|Geef een wellnessverblijf cadeau',
        ),
        url: themeUri('gifting', WELLNESS),
        category: 'gift',
      },
      // The CMS's third call to action has no link yet: the shop leaves it out (S-376).
      {
        label: names(
          'Nos spas préférés|Nuestros spas favoritos|Le nostre spa preferite|Onze favoriete spa’s',
        ),
      },
    ],
    campaign: 'theme-wellness',
    flow: 'booking',
    displayBannerWithThisThematic: WELLNESS,
  },
  {
    id: 'mountain-weekend',
    title: names('Cap sur la montagne|Rumbo a la montaña|Verso la montagna|Op naar de bergen'),
    subtitle: names(
      'Randonnées, lacs et chalets : l’air pur à portée de week-end.|Rutas, lagos y refugios: aire puro para el fin de semana.|Escursioni, laghi e chalet: aria pura a portata di weekend.|Wandelingen, meren en chalets: frisse lucht voor een weekend.',
    ),
    imagePosition: 'right',
    ctas: [
      {
        label: names(
          'Voir les séjours à la montagne|Ver escapadas de montaña|Scopri i soggiorni in montagna|Bekijk verblijven in de bergen',
        ),
        url: themeUri('booking', MOUNTAIN),
      },
    ],
    flow: 'booking',
    displayBannerWithThisThematic: MOUNTAIN,
  },
  {
    id: 'paris-weekend',
    title: names(
      'Paris, le temps d’un week-end|París, el tiempo de una escapada|Parigi, il tempo di un weekend|Parijs, een weekendje lang',
    ),
    subtitle: names(
      'Musées, terrasses et bonnes tables : nos hôtels au cœur de la ville.|Museos, terrazas y buena mesa: nuestros hoteles en el corazón de la ciudad.|Musei, terrazze e buona cucina: i nostri hotel nel cuore della città.|Musea, terrasjes en goede restaurants: onze hotels midden in de stad.',
    ),
    imagePosition: 'right',
    ctas: [
      {
        label: names(
          'Tous les hôtels à Paris|Todos los hoteles en París|Tutti gli hotel a Parigi|Alle hotels in Parijs',
        ),
        url: placeUri('booking', 'city', 'city-paris'),
      },
      {
        label: names('Idées de week-ends|Ideas de escapadas|Idee per il weekend|Ideeën voor een weekend'),
        url: ideasRoute(),
      },
    ],
    campaign: 'city-paris',
    flow: 'booking',
    city: 'city-paris',
  },
  {
    id: 'near-home',
    title: names(
      'À moins de 2 h de chez vous|A menos de 2 h de casa|A meno di 2 ore da casa|Op minder dan 2 uur van huis',
    ),
    subtitle: names(
      'Pas besoin d’aller loin pour changer d’air.|No hace falta ir lejos para cambiar de aires.|Non serve andare lontano per cambiare aria.|Je hoeft niet ver te gaan voor een frisse neus.',
    ),
    imagePosition: 'center',
    ctas: [
      {
        label: names(
          'Voir les meilleures offres|Ver las mejores ofertas|Scopri le offerte migliori|Bekijk de beste aanbiedingen',
        ),
        url: searchRoute('booking', { sort: 'promo' }),
      },
    ],
    flow: 'booking',
    isLessThanTwoHours: true,
  },
  {
    id: 'home-country',
    title: names(
      'Partez sans passer la frontière|Escápate sin cruzar la frontera|Parti senza passare il confine|Weg zonder de grens over te gaan',
    ),
    subtitle: names(
      'Des centaines d’hôtels près de chez vous, activités comprises.|Cientos de hoteles cerca de ti, con actividades incluidas.|Centinaia di hotel vicino a te, attività incluse.|Honderden hotels dicht bij huis, activiteiten inbegrepen.',
    ),
    imagePosition: 'center',
    ctas: [
      {
        label: names('Voir les séjours|Ver las escapadas|Scopri i soggiorni|Bekijk de verblijven'),
        url: searchRoute('booking'),
      },
    ],
    flow: 'booking',
    marketCountry: true,
  },
  {
    id: 'gift-weekend',
    title: names(
      'Un week-end à offrir|Un fin de semana para regalar|Un weekend da regalare|Een weekend om cadeau te geven',
    ),
    subtitle: names(
      'Le bénéficiaire choisit ses dates parmi des centaines d’hôtels.|Quien lo recibe elige las fechas entre cientos de hoteles.|Chi lo riceve sceglie le date tra centinaia di hotel.|De ontvanger kiest zelf de datums uit honderden hotels.',
    ),
    imagePosition: 'left',
    ctas: [
      {
        label: names('Coffrets cadeaux|Cajas regalo|Cofanetti regalo|Cadeauboxen'),
        url: giftsRoute(),
        category: 'gift',
      },
      {
        label: names('Carte cadeau|Tarjeta regalo|Carta regalo|Cadeaukaart'),
        url: giftCardRoute(),
        category: 'gift',
      },
    ],
    campaign: 'gift-weekend',
    flow: 'gifting',
  },
];

function targetedOf(copy: TargetedCopy, locale: ApiLocale): TargetedBannerRaw {
  const lang = languageOf(locale);
  const title = copy.title[lang];
  const picture = image('content', `targeted-${copy.id}`, 0, title);
  const raw: TargetedBannerRaw = {
    id: `${copy.id}-${locale}`,
    title,
    subtitle: copy.subtitle[lang],
    imageUrl: picture.sizes['960_540'],
    imageMobile: picture.sizes['640_360'],
    imagePosition: copy.imagePosition,
    imageAlt: '',
    newTab: false,
    trackingBlockName: 'targetedBanner',
    ...(copy.campaign ? { campaign: copy.campaign } : {}),
    locale,
    page: 'search',
    flow: copy.flow,
    ...(copy.marketCountry ? { country: `country-${marketOf(locale).country.toLowerCase()}` } : {}),
    ...(copy.department ? { department: copy.department } : {}),
    ...(copy.displayBannerWithThisThematic
      ? { displayBannerWithThisThematic: copy.displayBannerWithThisThematic }
      : {}),
    ...(copy.city ? { city: copy.city } : {}),
    ...(copy.region ? { region: copy.region } : {}),
    ...(copy.isLessThanTwoHours ? { isLessThanTwoHours: true } : {}),
  };
  // The CMS sends calls to action flattened (S-376).
  copy.ctas.forEach((cta, index) => {
    const n = (index + 1) as 1 | 2 | 3;
    raw[`cta${n}Label`] = cta.label[lang];
    if (cta.url) raw[`cta${n}Url`] = cta.url;
    raw[`cta${n}NewTab`] = cta.newTab ?? false;
    if (cta.category) raw[`cta${n}Category`] = cta.category;
  });
  return raw;
}

/**
 * The places a place lies in: a city's department, region and country, and so on up, so that a
 * banner for a country shows on the search of one of its cities.
 */
function withEnclosingPlaces(context: TargetingContext): TargetingContext {
  const filled = { ...context };
  const start = context.city ?? context.department ?? context.region;
  const place = start ? geography.byId.get(start) : undefined;
  if (!place) return filled;
  filled.department ??= place.departmentId ?? (place.kind === 'department' ? place.id : undefined);
  filled.region ??= place.regionId ?? (place.kind === 'region' ? place.id : undefined);
  filled.country ??= `country-${place.country.toLowerCase()}`;
  return filled;
}

/** GET /content/targetedBanner.json (S-474, G-51): the banners for a page's criteria, the most specific first (S-377). */
export function targetedBanners(context: TargetingContext): TargetedBannerRaw[] {
  const all = TARGETED.map((copy) => targetedOf(copy, context.locale));
  return targetedBannersFor(all, withEnclosingPlaces(context));
}
