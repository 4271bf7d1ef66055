import { type ApiLocale, type Flow, ratingOutOfTen, type SearchPageContent, type Seo } from '@escale/domain';
import { marketOf } from '@escale/i18n/core';
import { type Lang, languageOf } from '../content/locale';
import { image } from '../content/media';
import type { SearchIndex } from '../search/index';
import { joinList, names } from '../seed/lang';
import { placeUri } from './links';
import { countOf, type Place, placeStats, suggestedCities, topCities } from './places';
import { type Copy, formatCount, formatScore, plural, quoted } from './text';

// The content of a search page (000 §2 Search page, S-054): its header image, title, subtitle,
// SEO text and suggestion links, per flow, for the whole catalog or for one place. The copy names
// a city with a preposition ("Week-end à Annecy"); other places, whose article varies ("en
// Bretagne", "aux Pays-Bas"), come first and take a colon in French and Italian.

const SUGGESTIONS = 8;
const THEMES_NAMED = 3;

type Counts = (n: number, hotels: number | null) => string;

interface FlowCopy {
  title: string;
  cityTitle: (name: string) => string;
  placeTitle: (name: string) => string;
  /** The subtitle of a page with something to show. */
  subtitle: Counts;
  emptySubtitle: string;
  /** The first paragraph: what the place (or the catalog) holds. */
  intro: (where: string, ...counts: Parameters<Counts>) => string;
  /** The last paragraph, the same on every page of the flow. */
  closing: string;
}

const hotelsClause = (lang: Lang, locale: ApiLocale, hotels: number | null, chosen: boolean): string => {
  if (hotels === null) return '';
  const h = formatCount(locale, hotels);
  switch (lang) {
    case 'fr':
      return ` dans ${h} ${plural(lang, hotels, 'hôtel', 'hôtels')}${chosen ? ` ${plural(lang, hotels, 'sélectionné', 'sélectionnés')} par nos équipes` : ''}`;
    case 'es':
      return ` en ${h} ${plural(lang, hotels, 'hotel', 'hoteles')}${chosen ? ` ${plural(lang, hotels, 'seleccionado', 'seleccionados')} por nuestro equipo` : ''}`;
    case 'it':
      return ` in ${h} hotel${chosen ? ` ${plural(lang, hotels, 'selezionato', 'selezionati')} dal nostro team` : ''}`;
    case 'nl':
      return ` in ${h} ${plural(lang, hotels, 'hotel', 'hotels')}${chosen ? ' die ons team heeft uitgekozen' : ''}`;
  }
};

/** Italian "a Roma", and "ad" before an a: "ad Annecy". */
const toCity = (name: string) => (/^[aà]/i.test(name) ? `ad ${name}` : `a ${name}`);

function flowCopy(flow: Flow, locale: ApiLocale): FlowCopy {
  const lang = languageOf(locale);
  const n = (count: number) => formatCount(locale, count);
  const pl = (count: number, one: string, other: string) => `${n(count)} ${plural(lang, count, one, other)}`;
  const inHotels = (hotels: number | null, chosen = false) => hotelsClause(lang, locale, hotels, chosen);
  const copies: Record<Flow, Copy<FlowCopy>> = {
    booking: {
      fr: {
        title: 'Tous nos week-ends',
        cityTitle: (name) => `Week-end à ${name}`,
        placeTitle: (name) => `${name} : idées de week-end`,
        subtitle: (count, hotels) => `${pl(count, 'séjour', 'séjours')} avec activités${inHotels(hotels)}`,
        emptySubtitle: 'De nouveaux séjours arrivent bientôt : inspirez-vous des destinations voisines',
        intro: (where, count, hotels) =>
          `${where} : ${pl(count, 'séjour', 'séjours')} avec activités${inHotels(hotels, true)}. La nuit, le petit-déjeuner et les activités sont réunis dans un seul prix, celui que vous payez.`,
        closing:
          'Réservez l’esprit tranquille : le prix affiché est le prix payé, et vous pouvez modifier gratuitement votre séjour jusqu’à la date limite d’annulation.',
      },
      es: {
        title: 'Todas nuestras escapadas',
        cityTitle: (name) => `Escapadas en ${name}`,
        placeTitle: (name) => `Escapadas en ${name}`,
        subtitle: (count, hotels) =>
          `${pl(count, 'escapada', 'escapadas')} con actividades${inHotels(hotels)}`,
        emptySubtitle: 'Pronto habrá nuevas escapadas: inspírate con los destinos cercanos',
        intro: (where, count, hotels) =>
          `${where}: ${pl(count, 'escapada', 'escapadas')} con actividades${inHotels(hotels, true)}. La noche, el desayuno y las actividades se reúnen en un solo precio, el que pagas.`,
        closing:
          'Reserva con tranquilidad: el precio que ves es el que pagas, y puedes modificar tu escapada gratis hasta la fecha límite de cancelación.',
      },
      it: {
        title: 'Tutti i nostri weekend',
        cityTitle: (name) => `Weekend ${toCity(name)}`,
        placeTitle: (name) => `${name}: idee per il weekend`,
        subtitle: (count, hotels) => `${pl(count, 'soggiorno', 'soggiorni')} con attività${inHotels(hotels)}`,
        emptySubtitle: 'Nuovi soggiorni in arrivo: lasciati ispirare dalle mete vicine',
        intro: (where, count, hotels) =>
          `${where}: ${pl(count, 'soggiorno', 'soggiorni')} con attività${inHotels(hotels, true)}. Notte, colazione e attività sono riunite in un unico prezzo, quello che paghi.`,
        closing:
          'Prenota in tutta tranquillità: il prezzo che vedi è quello che paghi e puoi modificare gratuitamente il soggiorno fino alla scadenza per la cancellazione.',
      },
      nl: {
        title: 'Al onze weekendjes weg',
        cityTitle: (name) => `Weekendjes weg in ${name}`,
        placeTitle: (name) => `Weekendjes weg in ${name}`,
        subtitle: (count, hotels) =>
          `${pl(count, 'verblijf', 'verblijven')} met activiteiten${inHotels(hotels)}`,
        emptySubtitle: 'Binnenkort nieuwe verblijven: laat je inspireren door bestemmingen in de buurt',
        intro: (where, count, hotels) =>
          `${where}: ${pl(count, 'verblijf', 'verblijven')} met activiteiten${inHotels(hotels, true)}. Overnachting, ontbijt en activiteiten zitten samen in één prijs, de prijs die je betaalt.`,
        closing:
          'Boek met een gerust hart: de prijs die je ziet is de prijs die je betaalt, en je kunt je verblijf gratis wijzigen tot de annuleringsdeadline.',
      },
    },
    gifting: {
      fr: {
        title: 'Séjours à offrir',
        cityTitle: (name) => `Séjours cadeaux à ${name}`,
        placeTitle: (name) => `${name} : séjours à offrir`,
        subtitle: (count, hotels) => `${pl(count, 'séjour', 'séjours')} à offrir${inHotels(hotels)}`,
        emptySubtitle: 'De nouveaux séjours à offrir arrivent bientôt : découvrez les destinations voisines',
        intro: (where, count, hotels) =>
          `${where} : ${pl(count, 'séjour', 'séjours')} à offrir${inHotels(hotels)}. Le bénéficiaire choisit ses dates : le bon cadeau est valable 12 mois pour 2 personnes et reste échangeable.`,
        closing:
          'Le bon cadeau part par e-mail dès la commande, ou arrive gratuitement par la poste en 2 à 4 jours ouvrés : il est toujours là à temps.',
      },
      es: {
        title: 'Escapadas para regalar',
        cityTitle: (name) => `Escapadas para regalar en ${name}`,
        placeTitle: (name) => `Escapadas para regalar en ${name}`,
        subtitle: (count, hotels) => `${pl(count, 'escapada', 'escapadas')} para regalar${inHotels(hotels)}`,
        emptySubtitle: 'Pronto habrá nuevas escapadas para regalar: descubre los destinos cercanos',
        intro: (where, count, hotels) =>
          `${where}: ${pl(count, 'escapada', 'escapadas')} para regalar${inHotels(hotels)}. Quien la recibe elige las fechas: el cheque regalo es válido 12 meses para 2 personas y se puede cambiar.`,
        closing:
          'El cheque regalo sale por e-mail en cuanto haces el pedido, o llega gratis por correo en 2 a 4 días laborables: siempre a tiempo.',
      },
      it: {
        title: 'Soggiorni da regalare',
        cityTitle: (name) => `Soggiorni da regalare ${toCity(name)}`,
        placeTitle: (name) => `${name}: soggiorni da regalare`,
        subtitle: (count, hotels) => `${pl(count, 'soggiorno', 'soggiorni')} da regalare${inHotels(hotels)}`,
        emptySubtitle: 'Nuovi soggiorni da regalare in arrivo: scopri le mete vicine',
        intro: (where, count, hotels) =>
          `${where}: ${pl(count, 'soggiorno', 'soggiorni')} da regalare${inHotels(hotels)}. Chi lo riceve sceglie le date: il buono regalo vale 12 mesi per 2 persone ed è sostituibile.`,
        closing:
          'Il buono regalo parte via e-mail appena ordini, oppure arriva gratuitamente per posta in 2-4 giorni lavorativi: sempre in tempo.',
      },
      nl: {
        title: 'Verblijven om cadeau te geven',
        cityTitle: (name) => `Cadeauverblijven in ${name}`,
        placeTitle: (name) => `Cadeauverblijven in ${name}`,
        subtitle: (count, hotels) =>
          `${pl(count, 'verblijf', 'verblijven')} om cadeau te geven${inHotels(hotels)}`,
        emptySubtitle: 'Binnenkort nieuwe cadeauverblijven: ontdek bestemmingen in de buurt',
        intro: (where, count, hotels) =>
          `${where}: ${pl(count, 'verblijf', 'verblijven')} om cadeau te geven${inHotels(hotels)}. De ontvanger kiest zelf de data: de cadeaubon is 12 maanden geldig voor 2 personen en kan worden geruild.`,
        closing:
          'De cadeaubon gaat direct na je bestelling per e-mail de deur uit, of komt gratis met de post binnen 2 tot 4 werkdagen: altijd op tijd.',
      },
    },
    activity: {
      fr: {
        title: 'Activités à la journée',
        cityTitle: (name) => `Activités à ${name}`,
        placeTitle: (name) => `${name} : activités à la journée`,
        subtitle: (count) => `${pl(count, 'activité', 'activités')} à la journée, à vivre ou à offrir`,
        emptySubtitle: 'De nouvelles activités arrivent bientôt : découvrez celles des environs',
        intro: (where, count) =>
          `${where} : ${pl(count, 'activité', 'activités')} à la journée, sans nuit d’hôtel. Spa, ateliers, visites ou sorties en plein air, à réserver pour soi ou à offrir avec un bon valable 12 mois.`,
        closing:
          'Chaque activité se réserve directement auprès de notre partenaire, aux dates qui vous conviennent, pendant les 12 mois de validité du bon.',
      },
      es: {
        title: 'Actividades de un día',
        cityTitle: (name) => `Actividades en ${name}`,
        placeTitle: (name) => `Actividades en ${name}`,
        subtitle: (count) => `${pl(count, 'actividad', 'actividades')} de un día, para vivir o regalar`,
        emptySubtitle: 'Pronto habrá nuevas actividades: descubre las de los alrededores',
        intro: (where, count) =>
          `${where}: ${pl(count, 'actividad', 'actividades')} de un día, sin noche de hotel. Spa, talleres, visitas o salidas al aire libre, para reservar o regalar con un bono válido 12 meses.`,
        closing:
          'Cada actividad se reserva directamente con nuestro socio, en las fechas que prefieras, durante los 12 meses de validez del bono.',
      },
      it: {
        title: 'Attività in giornata',
        cityTitle: (name) => `Attività ${toCity(name)}`,
        placeTitle: (name) => `${name}: attività in giornata`,
        subtitle: (count) => `${n(count)} attività in giornata, da vivere o da regalare`,
        emptySubtitle: 'Nuove attività in arrivo: scopri quelle nei dintorni',
        intro: (where, count) =>
          `${where}: ${n(count)} attività in giornata, senza notte in hotel. Spa, laboratori, visite o uscite all’aria aperta, da prenotare o da regalare con un buono valido 12 mesi.`,
        closing:
          'Ogni attività si prenota direttamente presso il nostro partner, nelle date che preferisci, nei 12 mesi di validità del buono.',
      },
      nl: {
        title: 'Dagactiviteiten',
        cityTitle: (name) => `Activiteiten in ${name}`,
        placeTitle: (name) => `Activiteiten in ${name}`,
        subtitle: (count) =>
          `${pl(count, 'dagactiviteit', 'dagactiviteiten')} om te beleven of cadeau te doen`,
        emptySubtitle: 'Binnenkort nieuwe activiteiten: ontdek wat er in de buurt te doen is',
        intro: (where, count) =>
          `${where}: ${pl(count, 'dagactiviteit', 'dagactiviteiten')}, zonder hotelovernachting. Spa, workshops, bezoeken of uitstapjes in de natuur, om zelf te boeken of cadeau te doen met een bon die 12 maanden geldig is.`,
        closing:
          'Je boekt elke activiteit rechtstreeks bij onze partner, op de data die jou uitkomen, binnen de 12 maanden dat de bon geldig is.',
      },
    },
    hotel: {
      fr: {
        title: 'Nuits d’hôtel',
        cityTitle: (name) => `Hôtels à ${name}`,
        placeTitle: (name) => `${name} : nuits d’hôtel`,
        subtitle: (count) => `${pl(count, 'hôtel', 'hôtels')} où passer une nuit au meilleur prix`,
        emptySubtitle: 'De nouveaux hôtels arrivent bientôt : découvrez ceux des environs',
        intro: (where, count) =>
          `${where} : ${pl(count, 'hôtel', 'hôtels')} où réserver simplement une nuit, au meilleur prix et sans activité imposée.`,
        closing:
          'Le prix affiché est le prix payé ; la taxe de séjour, quand elle s’applique, est indiquée à part et se règle sur place.',
      },
      es: {
        title: 'Noches de hotel',
        cityTitle: (name) => `Hoteles en ${name}`,
        placeTitle: (name) => `Hoteles en ${name}`,
        subtitle: (count) => `${pl(count, 'hotel', 'hoteles')} para pasar una noche al mejor precio`,
        emptySubtitle: 'Pronto habrá nuevos hoteles: descubre los de los alrededores',
        intro: (where, count) =>
          `${where}: ${pl(count, 'hotel', 'hoteles')} donde reservar solo una noche, al mejor precio y sin actividades obligatorias.`,
        closing:
          'El precio que ves es el que pagas; la tasa turística, cuando se aplica, se indica aparte y se abona en el hotel.',
      },
      it: {
        title: 'Notti in hotel',
        cityTitle: (name) => `Hotel ${toCity(name)}`,
        placeTitle: (name) => `${name}: notti in hotel`,
        subtitle: (count) => `${n(count)} hotel dove passare una notte al miglior prezzo`,
        emptySubtitle: 'Nuovi hotel in arrivo: scopri quelli nei dintorni',
        intro: (where, count) =>
          `${where}: ${n(count)} hotel dove prenotare solo una notte, al miglior prezzo e senza attività obbligatorie.`,
        closing:
          'Il prezzo che vedi è quello che paghi; la tassa di soggiorno, se prevista, è indicata a parte e si paga in hotel.',
      },
      nl: {
        title: 'Hotelovernachtingen',
        cityTitle: (name) => `Hotels in ${name}`,
        placeTitle: (name) => `Hotels in ${name}`,
        subtitle: (count) => `${pl(count, 'hotel', 'hotels')} voor een nacht tegen de beste prijs`,
        emptySubtitle: 'Binnenkort nieuwe hotels: ontdek de hotels in de buurt',
        intro: (where, count) =>
          `${where}: ${pl(count, 'hotel', 'hotels')} om gewoon een nacht te boeken, tegen de beste prijs en zonder verplichte activiteiten.`,
        closing:
          'De prijs die je ziet is de prijs die je betaalt; toeristenbelasting wordt, waar van toepassing, apart vermeld en ter plaatse betaald.',
      },
    },
  };
  return copies[flow][lang];
}

/** "Week-end à Annecy", "Escapadas en Annecy": a city's search, as a title or a link. */
export function cityTitle(flow: Flow, locale: ApiLocale, name: string): string {
  return flowCopy(flow, locale).cityTitle(name);
}

const EVERYWHERE = names('Partout en Europe|En toda Europa|In tutta Europa|In heel Europa');
const NEW_ADDRESSES = names(
  ' : nos équipes préparent de nouvelles adresses. En attendant, les destinations voisines ci-dessous vous attendent.|: nuestro equipo está preparando nuevas direcciones. Mientras tanto, te esperan los destinos cercanos que encontrarás más abajo.|: il nostro team sta preparando nuovi indirizzi. Nel frattempo, ti aspettano le mete vicine qui sotto.|: ons team is op zoek naar nieuwe adressen. Ontdek in de tussentijd de bestemmingen in de buurt hieronder.',
);
const TOP_THEMES = {
  one: names(
    'Le thème le plus représenté|La temática más presente|Il tema più presente|Het meest voorkomende thema',
  ),
  other: names(
    'Les thèmes les plus représentés|Las temáticas más presentes|I temi più presenti|De meest voorkomende thema’s',
  ),
};
const AVERAGE_SCORE = {
  hotel: names(
    'Note moyenne de l’hôtel|Nota media del hotel|Voto medio dell’hotel|Gemiddelde score van het hotel',
  ),
  place: names(
    'Note moyenne des hôtels|Nota media de los hoteles|Voto medio degli hotel|Gemiddelde score van de hotels',
  ),
};
const ON_REVIEWS: Copy<(reviews: string, count: number) => string> = {
  fr: (reviews) => `, sur ${reviews} avis`,
  es: (reviews, count) => `, sobre ${reviews} ${count === 1 ? 'opinión' : 'opiniones'}`,
  it: (reviews, count) => ` su ${reviews} ${count === 1 ? 'recensione' : 'recensioni'}`,
  nl: (reviews, count) => `, op basis van ${reviews} ${count === 1 ? 'review' : 'reviews'}`,
};
const SEPARATOR: Copy = { fr: ' : ', es: ': ', it: ': ', nl: ': ' };

/** The search page of a flow, for the whole catalog or for one place. */
export function searchPageContent(
  index: SearchIndex,
  locale: ApiLocale,
  flow: Flow,
  place: Place | null,
): SearchPageContent {
  const lang = languageOf(locale);
  const copy = flowCopy(flow, locale);
  const stats = placeStats(index);
  const countries = [...index.destinations.values()].filter((entry) => entry.kind === 'country');
  const countIn = (countFlow: Flow, id: string | null) =>
    id === null
      ? countries.reduce((sum, country) => sum + countOf(stats, countFlow, country.id), 0)
      : countOf(stats, countFlow, id);

  const placeId = place?.id ?? null;
  const count = countIn(flow, placeId);
  const hotels = place?.key === 'hotel' ? null : countIn('hotel', placeId);
  const name = place?.names[lang] ?? null;
  const title =
    name === null ? copy.title : place?.key === 'city' ? copy.cityTitle(name) : copy.placeTitle(name);
  const subtitle = count > 0 ? copy.subtitle(count, hotels) : copy.emptySubtitle;

  const intro =
    count > 0
      ? copy.intro(name ?? EVERYWHERE[lang], count, hotels)
      : `${name ?? EVERYWHERE[lang]}${NEW_ADDRESSES[lang]}`;
  const paragraphs = [intro];
  if (count > 0 && (flow === 'booking' || flow === 'gifting')) {
    const themes = [
      ...((placeId === null ? stats.themeTotals : stats.themes.get(placeId)) ?? new Map()).entries(),
    ]
      .sort(([themeA, a], [themeB, b]) => b - a || themeA - themeB)
      .slice(0, THEMES_NAMED)
      .flatMap(([theme]) => {
        const themeNames = index.themes.get(theme)?.names;
        return themeNames ? [quoted(lang, themeNames[lang])] : [];
      });
    if (themes.length > 0) {
      const label = (themes.length === 1 ? TOP_THEMES.one : TOP_THEMES.other)[lang];
      paragraphs.push(`${label}${SEPARATOR[lang]}${joinList(lang, themes)}.`);
    }
  }
  const reviews = placeId === null ? undefined : stats.reviews.get(placeId);
  if (count > 0 && flow !== 'activity' && reviews && reviews.count > 0) {
    const label = (place?.key === 'hotel' ? AVERAGE_SCORE.hotel : AVERAGE_SCORE.place)[lang];
    const score = formatScore(locale, Math.trunc((reviews.sum / reviews.count) * 10) / 10);
    paragraphs.push(
      `${label}${SEPARATOR[lang]}${ratingOutOfTen(score)}${ON_REVIEWS[lang](formatCount(locale, reviews.count), reviews.count)}.`,
    );
  }
  paragraphs.push(copy.closing);

  const cities = place
    ? suggestedCities(index, place, flow, SUGGESTIONS)
    : marketFirst(topCities(index, flow), marketOf(locale).country).slice(0, SUGGESTIONS);

  const headerImage =
    place === null
      ? image('content', `search-${flow}`, 0, title)
      : place.key === 'hotel'
        ? image('hotel', place.id, 0, title)
        : image('destination', place.id, 0, title);
  const seo: Seo = {
    title: `${title} | Escale`,
    description: intro,
    image: headerImage.sizes['960_540'],
    ...(count === 0 ? { robots: 'noindex, follow' } : {}),
  };
  return {
    seo,
    title,
    subtitle,
    headerImage,
    seoText: paragraphs,
    suggestionLinks: cities.map((city) => ({
      label: copy.cityTitle(city.names[lang]),
      uri: placeUri(flow, 'city', city.id),
    })),
  };
}

/** Places of the market's country first, the order kept otherwise. */
export function marketFirst<T extends { pos: string }>(places: readonly T[], country: string): T[] {
  return [...places].sort((a, b) => Number(b.pos === country) - Number(a.pos === country));
}
