import type { Localized } from '../../db/schema';
import { type Lang, localize, names } from '../lang';
import type { Random } from '../random';
import { TAG_BY_ID } from '../reference';

// Offer labels, headwords and marketing labels.

/** The package name a main activity gives: "Week-end spa", "Escapada spa", "Weekend spa", "Spaweekend". */
const PACKAGE_NAMES: Record<number, string> = {
  101: 'Week-end spa|Escapada spa|Weekend spa|Spaweekend',
  102: 'Week-end détente avec massage|Escapada relax con masaje|Weekend relax con massaggio|Ontspanningsweekend met massage',
  103: 'Parenthèse hammam|Escapada con baño turco|Pausa relax con bagno turco|Wellnessuitje met hamam',
  104: 'Séjour beauté avec soin du visage|Escapada de belleza con tratamiento facial|Soggiorno benessere con trattamento viso|Beautyarrangement met gezichtsbehandeling',
  105: 'Retraite yoga|Retiro de yoga|Ritiro yoga|Yogaweekend',
  201: 'Séjour gourmand avec cours de cuisine|Escapada gastronómica con clase de cocina|Soggiorno goloso con corso di cucina|Culinair arrangement met kookworkshop',
  202: 'Escapade œnologique|Escapada enológica|Weekend enogastronomico|Wijnweekend met proeverij',
  203: 'Week-end au cœur des vignes|Escapada entre viñedos|Weekend tra i vigneti|Weekend tussen de wijngaarden',
  204: 'Séjour gourmand et atelier chocolat|Escapada golosa con taller de chocolate|Soggiorno goloso con laboratorio di cioccolato|Chocoladearrangement',
  301: 'Week-end kayak|Escapada en kayak|Weekend in kayak|Kajakweekend',
  302: 'Séjour randonnée|Escapada de senderismo|Weekend tra i sentieri|Wandelweekend',
  303: 'Escapade à vélo|Escapada en bicicleta|Weekend in bicicletta|Fietsweekend',
  304: 'Séjour golf|Escapada de golf|Soggiorno golf|Golfarrangement',
  305: 'Week-end équitation|Escapada a caballo|Weekend a cavallo|Paardrijweekend',
  306: 'Séjour ski|Escapada de esquí|Soggiorno sulla neve|Skiweekend',
  307: 'Week-end surf|Escapada de surf|Weekend di surf|Surfweekend',
  308: 'Escapade paddle|Escapada de paddle surf|Weekend di SUP|Supweekend',
  401: 'Escapade culturelle avec visite guidée|Escapada cultural con visita guiada|Weekend culturale con visita guidata|Cultureel weekend met rondleiding',
  402: 'Séjour culturel et musée|Escapada cultural con museo|Weekend d’arte con museo|Museumweekend',
  403: 'Week-end château|Escapada con visita a un castillo|Weekend al castello|Kastelenweekend',
  501: 'Escapade avec croisière|Escapada con crucero|Weekend con crociera|Weekend met boottocht',
  502: 'Séjour en montgolfière|Escapada en globo|Weekend in mongolfiera|Ballonvaartweekend',
  503: 'Séjour nature et oiseaux|Escapada de naturaleza y aves|Weekend nella natura|Natuurweekend',
  601: 'Séjour en famille au parc|Escapada familiar al parque|Soggiorno in famiglia al parco|Gezinsuitje naar het pretpark',
  602: 'Week-end en famille|Escapada en familia|Weekend in famiglia|Gezinsweekend',
  603: 'Week-end aventure en famille|Escapada de aventura en familia|Weekend avventura in famiglia|Avonturenweekend met het gezin',
};

const DINNER_SUFFIX: Localized = {
  fr: ' et dîner gastronomique',
  es: ' y cena gastronómica',
  it: ' e cena gourmet',
  nl: ' met gastronomisch diner',
};

const WITHOUT_ACTIVITY: Record<'dinner' | 'romantic' | 'discovery', Localized> = {
  dinner: {
    fr: 'Escapade gourmande',
    es: 'Escapada gastronómica',
    it: 'Weekend gourmet',
    nl: 'Culinair weekend',
  },
  romantic: {
    fr: 'Escapade romantique',
    es: 'Escapada romántica',
    it: 'Fuga romantica',
    nl: 'Romantisch weekend',
  },
  discovery: {
    fr: 'Week-end découverte',
    es: 'Escapada de descubrimiento',
    it: 'Weekend alla scoperta',
    nl: 'Ontdekkingsweekend',
  },
};

/** A package label from its main activity and whether it includes a dinner. */
export function packageLabel(
  mainTag: number | null,
  withDinner: boolean,
  fallback: 'romantic' | 'discovery',
): Localized {
  if (mainTag === null) return withDinner ? WITHOUT_ACTIVITY.dinner : WITHOUT_ACTIVITY[fallback];
  const base = names(PACKAGE_NAMES[mainTag] ?? (PACKAGE_NAMES[101] as string));
  return localize((lang) => {
    if (!withDinner) return base[lang];
    // Dutch labels that already say "met …" continue with "en".
    if (lang === 'nl' && base.nl.includes(' met ')) return `${base.nl} en gastronomisch diner`;
    return `${base[lang]}${DINNER_SUFFIX[lang]}`;
  });
}

const STAY_IN: Localized = { fr: 'Séjour en', es: 'Estancia en', it: 'Soggiorno in', nl: 'Verblijf in' };
const WITH_BREAKFAST: Localized = {
  fr: 'avec petit-déjeuner',
  es: 'con desayuno',
  it: 'con colazione',
  nl: 'met ontbijt',
};

/** A hotel-only offer's label: "Séjour en Chambre Double Supérieure avec petit-déjeuner". */
export function hotelOnlyLabel(roomNames: Localized, breakfast: boolean): Localized {
  return localize((lang) => {
    const room =
      lang === 'nl' ? roomNames.nl.charAt(0).toLowerCase() + roomNames.nl.slice(1) : roomNames[lang];
    return `${STAY_IN[lang]} ${room}${breakfast ? ` ${WITH_BREAKFAST[lang]}` : ''}`;
  });
}

const NIGHTS: Record<Lang, (min: number, max: number) => string> = {
  fr: (min, max) => (min === max ? `${min} nuit${min > 1 ? 's' : ''}` : `De ${min} à ${max} nuits`),
  es: (min, max) => (min === max ? `${min} noche${min > 1 ? 's' : ''}` : `De ${min} a ${max} noches`),
  it: (min, max) => (min === max ? `${min} nott${min > 1 ? 'i' : 'e'}` : `Da ${min} a ${max} notti`),
  nl: (min, max) => (min === max ? `${min} nacht${min > 1 ? 'en' : ''}` : `${min} tot ${max} nachten`),
};

const BREAKFAST: Localized = {
  fr: 'Petit-déjeuner inclus',
  es: 'Desayuno incluido',
  it: 'Colazione inclusa',
  nl: 'Ontbijt inbegrepen',
};

const DINNERS: Record<Lang, (count: number) => string> = {
  fr: (n) => (n === 1 ? 'Dîner gastronomique' : `${n} dîners gastronomiques`),
  es: (n) => (n === 1 ? 'Cena gastronómica' : `${n} cenas gastronómicas`),
  it: (n) => (n === 1 ? 'Cena gourmet' : `${n} cene gourmet`),
  nl: (n) => (n === 1 ? 'Gastronomisch diner' : `${n} gastronomische diners`),
};

/** The offer's short list of what it includes (headwords). */
export function headwords(o: {
  nightsMin: number;
  nightsMax: number;
  breakfast: boolean;
  dinners: number;
  tagIds: number[];
}): Localized<string[]> {
  return localize((lang) => [
    NIGHTS[lang](o.nightsMin, o.nightsMax),
    ...(o.breakfast ? [BREAKFAST[lang]] : []),
    ...(o.dinners > 0 ? [DINNERS[lang](o.dinners)] : []),
    ...o.tagIds.map((id) => TAG_BY_ID.get(id)?.names[lang] ?? ''),
  ]);
}

const MARKETING: Localized[] = [
  { fr: 'Coup de cœur', es: 'Nuestro favorito', it: 'Il nostro preferito', nl: 'Onze favoriet' },
  { fr: 'Nouveauté', es: 'Novedad', it: 'Novità', nl: 'Nieuw' },
  { fr: 'Meilleure vente', es: 'Más vendido', it: 'Il più venduto', nl: 'Populairste keuze' },
  { fr: 'Exclusivité', es: 'Exclusiva', it: 'Esclusiva', nl: 'Exclusief' },
  { fr: 'Offre limitée', es: 'Oferta limitada', it: 'Offerta limitata', nl: 'Beperkte aanbieding' },
];

/** One marketing label, or none for most offers. */
export function marketingLabels(random: Random): Partial<Localized<string[]>> {
  if (!random.chance(0.25)) return {};
  const label = random.pick(MARKETING);
  return localize((lang) => [label[lang]]);
}
