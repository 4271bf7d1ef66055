import type { Localized, RoomType } from '../../db/schema';
import { type Lang, localize } from '../lang';
import type { Random } from '../random';
import type { Environment } from './hotels';

// Room names, descriptions, bedding and highlights.

export type RoomTier = 'classic' | 'superior' | 'comfort';
export type RoomView = 'sea' | 'mountain' | 'lake' | 'garden' | 'vineyard' | null;

const NOUNS: Record<Lang, Record<RoomType, string>> = {
  fr: {
    double: 'Chambre Double',
    twin: 'Chambre à lits jumeaux',
    family: 'Chambre Familiale',
    suite: 'Suite Junior',
    single: 'Chambre Simple',
  },
  es: {
    double: 'Habitación Doble',
    twin: 'Habitación con dos camas',
    family: 'Habitación Familiar',
    suite: 'Suite Junior',
    single: 'Habitación Individual',
  },
  it: {
    double: 'Camera Matrimoniale',
    twin: 'Camera Doppia con letti separati',
    family: 'Camera Familiare',
    suite: 'Junior Suite',
    single: 'Camera Singola',
  },
  nl: {
    double: 'tweepersoonskamer',
    twin: 'twinkamer',
    family: 'familiekamer',
    suite: 'juniorsuite',
    single: 'eenpersoonskamer',
  },
};

const TIERS: Record<Lang, Record<RoomTier, string>> = {
  fr: { classic: 'Classique', superior: 'Supérieure', comfort: 'Confort' },
  es: { classic: 'Clásica', superior: 'Superior', comfort: 'Confort' },
  it: { classic: 'Classica', superior: 'Superior', comfort: 'Comfort' },
  nl: { classic: 'Klassieke', superior: 'Superieure', comfort: 'Comfortabele' },
};

const VIEWS: Record<Lang, Record<Exclude<RoomView, null>, string>> = {
  fr: {
    sea: 'vue mer',
    mountain: 'vue montagne',
    lake: 'vue lac',
    garden: 'côté jardin',
    vineyard: 'vue sur les vignes',
  },
  es: {
    sea: 'con vistas al mar',
    mountain: 'con vistas a la montaña',
    lake: 'con vistas al lago',
    garden: 'con vistas al jardín',
    vineyard: 'con vistas a los viñedos',
  },
  it: {
    sea: 'vista mare',
    mountain: 'vista montagna',
    lake: 'vista lago',
    garden: 'vista giardino',
    vineyard: 'vista vigneti',
  },
  nl: {
    sea: 'met zeezicht',
    mountain: 'met bergzicht',
    lake: 'met uitzicht op het meer',
    garden: 'met tuinzicht',
    vineyard: 'met uitzicht op de wijngaarden',
  },
};

/** The view a room of a hotel in this environment may have. */
export function viewFor(environment: Environment): RoomView {
  switch (environment) {
    case 'sea':
      return 'sea';
    case 'mountain':
      return 'mountain';
    case 'lake':
      return 'lake';
    case 'vineyard':
      return 'vineyard';
    case 'countryside':
    case 'forest':
      return 'garden';
    case 'city':
      return null;
  }
}

/** "Chambre Double Supérieure vue mer", "Superieure tweepersoonskamer met zeezicht". */
export function roomName(type: RoomType, tier: RoomTier, view: RoomView): Localized {
  return localize((lang) => {
    const noun = NOUNS[lang][type];
    const withTier =
      type === 'suite' || type === 'single' || (tier === 'classic' && type !== 'double')
        ? noun
        : lang === 'nl'
          ? `${TIERS.nl[tier]} ${noun}`
          : `${noun} ${TIERS[lang][tier]}`;
    const named = view ? `${withTier} ${VIEWS[lang][view]}` : withTier;
    return named.charAt(0).toUpperCase() + named.slice(1);
  });
}

const BEDDING: Record<Lang, Record<RoomType, string>> = {
  fr: {
    double: '1 lit double (160 × 200 cm)',
    twin: '2 lits simples (90 × 200 cm)',
    family: '1 lit double et 2 lits simples',
    suite: '1 grand lit (180 × 200 cm) et 1 canapé-lit',
    single: '1 lit simple (90 × 200 cm)',
  },
  es: {
    double: '1 cama de matrimonio (160 × 200 cm)',
    twin: '2 camas individuales (90 × 200 cm)',
    family: '1 cama de matrimonio y 2 camas individuales',
    suite: '1 cama extragrande (180 × 200 cm) y 1 sofá cama',
    single: '1 cama individual (90 × 200 cm)',
  },
  it: {
    double: '1 letto matrimoniale (160 × 200 cm)',
    twin: '2 letti singoli (90 × 200 cm)',
    family: '1 letto matrimoniale e 2 letti singoli',
    suite: '1 letto matrimoniale grande (180 × 200 cm) e 1 divano letto',
    single: '1 letto singolo (90 × 200 cm)',
  },
  nl: {
    double: '1 tweepersoonsbed (160 × 200 cm)',
    twin: '2 eenpersoonsbedden (90 × 200 cm)',
    family: '1 tweepersoonsbed en 2 eenpersoonsbedden',
    suite: '1 extra breed tweepersoonsbed (180 × 200 cm) en 1 slaapbank',
    single: '1 eenpersoonsbed (90 × 200 cm)',
  },
};

export function bedding(type: RoomType): Localized {
  return localize((lang) => BEDDING[lang][type]);
}

const HIGHLIGHTS: Array<{ code: string; text: Localized; views?: RoomView[] }> = [
  { code: 'balcony', text: { fr: 'Balcon', es: 'Balcón', it: 'Balcone', nl: 'Balkon' } },
  {
    code: 'terrace',
    text: { fr: 'Terrasse privée', es: 'Terraza privada', it: 'Terrazza privata', nl: 'Eigen terras' },
  },
  {
    code: 'coffee',
    text: { fr: 'Machine à café', es: 'Cafetera', it: 'Macchina del caffè', nl: 'Koffiezetapparaat' },
  },
  { code: 'bath', text: { fr: 'Baignoire', es: 'Bañera', it: 'Vasca da bagno', nl: 'Ligbad' } },
  {
    code: 'shower',
    text: {
      fr: 'Douche à l’italienne',
      es: 'Ducha a ras de suelo',
      it: 'Doccia a filo pavimento',
      nl: 'Inloopdouche',
    },
  },
  { code: 'safe', text: { fr: 'Coffre-fort', es: 'Caja fuerte', it: 'Cassaforte', nl: 'Kluisje' } },
  { code: 'minibar', text: { fr: 'Minibar', es: 'Minibar', it: 'Minibar', nl: 'Minibar' } },
  {
    code: 'bathrobes',
    text: {
      fr: 'Peignoirs et chaussons',
      es: 'Albornoces y zapatillas',
      it: 'Accappatoi e ciabattine',
      nl: 'Badjassen en slippers',
    },
  },
  {
    code: 'tv',
    text: {
      fr: 'Télévision à écran plat',
      es: 'Televisión de pantalla plana',
      it: 'TV a schermo piatto',
      nl: 'Flatscreen-tv',
    },
  },
  { code: 'lounge', text: { fr: 'Coin salon', es: 'Zona de estar', it: 'Angolo salotto', nl: 'Zithoek' } },
  { code: 'desk', text: { fr: 'Bureau', es: 'Escritorio', it: 'Scrivania', nl: 'Bureau' } },
  {
    code: 'kettle',
    text: {
      fr: 'Plateau de courtoisie',
      es: 'Hervidor con té y café',
      it: 'Bollitore con tè e tisane',
      nl: 'Waterkoker met thee en koffie',
    },
  },
];

const VIEW_HIGHLIGHT: Record<Exclude<RoomView, null>, Localized> = {
  sea: { fr: 'Vue sur la mer', es: 'Vistas al mar', it: 'Vista sul mare', nl: 'Uitzicht op zee' },
  mountain: {
    fr: 'Vue sur les montagnes',
    es: 'Vistas a la montaña',
    it: 'Vista sulle montagne',
    nl: 'Uitzicht op de bergen',
  },
  lake: { fr: 'Vue sur le lac', es: 'Vistas al lago', it: 'Vista sul lago', nl: 'Uitzicht op het meer' },
  garden: {
    fr: 'Vue sur le jardin',
    es: 'Vistas al jardín',
    it: 'Vista sul giardino',
    nl: 'Uitzicht op de tuin',
  },
  vineyard: {
    fr: 'Vue sur les vignes',
    es: 'Vistas a los viñedos',
    it: 'Vista sui vigneti',
    nl: 'Uitzicht op de wijngaarden',
  },
};

export function roomHighlights(random: Random, view: RoomView, stars: number): Localized<string[]> {
  const picked = random.sample(HIGHLIGHTS, Math.min(5, stars + random.int(0, 1)));
  return localize((lang) => [
    ...(view ? [VIEW_HIGHLIGHT[view][lang]] : []),
    ...picked.map((h) => h.text[lang]),
  ]);
}

/** The bedding inside a sentence, with its articles. */
const BED_PHRASES: Record<Lang, Record<RoomType, string>> = {
  fr: {
    double: 'un lit double',
    twin: 'deux lits simples',
    family: 'un lit double et deux lits simples',
    suite: 'un grand lit et un canapé-lit',
    single: 'un lit simple',
  },
  es: {
    double: 'una cama de matrimonio',
    twin: 'dos camas individuales',
    family: 'una cama de matrimonio y dos camas individuales',
    suite: 'una cama extragrande y un sofá cama',
    single: 'una cama individual',
  },
  it: {
    double: 'un letto matrimoniale',
    twin: 'due letti singoli',
    family: 'un letto matrimoniale e due letti singoli',
    suite: 'un ampio letto matrimoniale e un divano letto',
    single: 'un letto singolo',
  },
  nl: {
    double: 'een tweepersoonsbed',
    twin: 'twee eenpersoonsbedden',
    family: 'een tweepersoonsbed en twee eenpersoonsbedden',
    suite: 'een extra breed bed en een slaapbank',
    single: 'een eenpersoonsbed',
  },
};

/** French "de" before a word: "d’un lit", "de deux lits". */
const de = (phrase: string) => (/^[aeiouéh]/.test(phrase) ? `d’${phrase}` : `de ${phrase}`);

const DESCRIPTIONS: Record<Lang, Array<(size: number, bed: string) => string>> = {
  fr: [
    (size, bed) =>
      `D’une surface de ${size} m², cette chambre lumineuse dispose ${de(bed)}, d’une salle de bains privative et d’un espace bureau.`,
    (size, bed) =>
      `Cette chambre de ${size} m² au décor apaisant offre ${bed} et une literie haut de gamme pour des nuits réparatrices.`,
    (size, bed) => `Spacieuse (${size} m²) et chaleureuse, elle accueille ${bed} et une salle d’eau moderne.`,
  ],
  es: [
    (size, bed) =>
      `Con ${size} m², esta luminosa habitación cuenta con ${bed}, baño privado y zona de trabajo.`,
    (size, bed) =>
      `Esta habitación de ${size} m² de decoración relajante ofrece ${bed} y ropa de cama de alta calidad para un descanso perfecto.`,
    (size, bed) => `Amplia (${size} m²) y acogedora, dispone de ${bed} y un baño moderno.`,
  ],
  it: [
    (size, bed) =>
      `Con i suoi ${size} m², questa camera luminosa dispone di ${bed}, bagno privato e scrivania.`,
    (size, bed) =>
      `Questa camera di ${size} m² dall’atmosfera rilassante offre ${bed} e biancheria di alta qualità per notti di vero riposo.`,
    (size, bed) => `Spaziosa (${size} m²) e accogliente, è dotata di ${bed} e di un bagno moderno.`,
  ],
  nl: [
    (size, bed) => `Deze lichte kamer van ${size} m² heeft ${bed}, een eigen badkamer en een werkplek.`,
    (size, bed) =>
      `Deze rustgevend ingerichte kamer van ${size} m² biedt ${bed} en luxe beddengoed voor een goede nachtrust.`,
    (size, bed) => `Ruim (${size} m²) en sfeervol, met ${bed} en een moderne badkamer.`,
  ],
};

export function roomDescription(random: Random, type: RoomType, size: number): Localized {
  const variant = random.int(0, 2);
  return localize((lang) =>
    (DESCRIPTIONS[lang][variant] as (size: number, bed: string) => string)(size, BED_PHRASES[lang][type]),
  );
}
