import type { Localized } from '../../db/schema';
import type { City } from '../geo';
import { capitalize, joinList, type Lang, localize, names } from '../lang';
import type { Random } from '../random';
import { FACILITY_BY_CODE } from '../reference';

// Hotel names in the language of their place, and descriptions written as a hotel copywriter would.

export type Environment = 'city' | 'sea' | 'mountain' | 'countryside' | 'lake' | 'vineyard' | 'forest';
export type Style =
  | 'design'
  | 'charming'
  | 'traditional'
  | 'luxury'
  | 'family'
  | 'romantic'
  | 'eco'
  | 'historic';

type NamePool = {
  heads: string[];
  complements: Partial<Record<Environment | 'any', string[]>>;
  standalone: string[];
};

const NAME_POOLS: Record<City['streetLanguage'], NamePool> = {
  fr: {
    heads: [
      'Hôtel',
      'Le Relais',
      'La Maison',
      'Les Jardins',
      'Le Clos',
      'La Demeure',
      'L’Auberge',
      'Le Manoir',
    ],
    complements: {
      any: [
        'des Remparts',
        'des Arts',
        'du Parc',
        'de la Tour',
        'des Voyageurs',
        'de la Poste',
        'des Tilleuls',
        'du Moulin',
        'de la Source',
        'des Cèdres',
        'du Vieux Pont',
        'des Glycines',
        'de l’Horloge',
        'des Marronniers',
        'des Lys',
        'du Cloître',
      ],
      city: ['du Théâtre', 'de l’Opéra', 'des Halles', 'du Beffroi'],
      sea: ['de la Plage', 'du Port', 'des Dunes', 'des Mouettes', 'du Phare', 'des Embruns'],
      mountain: ['des Neiges', 'des Cimes', 'du Glacier', 'des Mélèzes', 'des Edelweiss'],
      lake: ['du Lac', 'de la Rive', 'des Roseaux'],
      vineyard: ['des Vignes', 'du Pressoir', 'des Vendanges'],
      countryside: ['des Prés', 'de la Colline', 'des Oliviers', 'des Lavandes'],
      forest: ['de la Forêt', 'des Chênes', 'du Bois Joli'],
    },
    standalone: [
      'Le Grand Hôtel',
      'Hôtel Le Bellevue',
      'Hôtel Le Cheval Blanc',
      'Hôtel Le Lion d’Or',
      'Hôtel Les Ambassadeurs',
      'Hôtel Le Splendid',
      'Hôtel La Belle Époque',
    ],
  },
  es: {
    heads: ['Hotel', 'Hostal', 'Casa', 'Palacio', 'Posada', 'Hotel Boutique'],
    complements: {
      any: [
        'del Carmen',
        'de los Reyes',
        'de la Alameda',
        'de las Flores',
        'del Sol',
        'de la Luz',
        'del Olivo',
        'de San Miguel',
        'del Conde',
        'de la Catedral',
        'de los Naranjos',
        'del Arco',
        'de la Fuente',
        'de Santa Clara',
      ],
      city: ['de la Plaza Mayor', 'del Teatro', 'de la Villa'],
      sea: ['del Mar', 'de la Playa', 'del Puerto', 'de las Dunas', 'de la Bahía'],
      mountain: ['de la Montaña', 'de las Nieves', 'del Valle', 'de los Pinos'],
      lake: ['del Lago', 'de la Ribera'],
      vineyard: ['de las Viñas', 'de la Bodega'],
      countryside: ['del Campo', 'de los Almendros', 'de la Dehesa'],
      forest: ['del Bosque', 'de los Robles'],
    },
    standalone: [
      'Hotel Casa del Mar',
      'Hotel Miramar',
      'Hotel El Mirador',
      'Hotel Las Palmeras',
      'Hotel Doña Lola',
      'Gran Hotel Victoria',
    ],
  },
  ca: {
    heads: ['Hotel', 'Casa', 'Hostal', 'Mas'],
    complements: {
      any: [
        'de la Vila',
        'del Carme',
        'de Sant Pere',
        'de les Flors',
        'del Rellotge',
        'de la Font',
        'de l’Om',
        'del Pou',
      ],
      sea: ['del Mar', 'de la Platja', 'del Port', 'de la Cala', 'de les Barques'],
      mountain: ['de la Vall', 'dels Pins', 'de la Neu'],
      countryside: ['de l’Oliver', 'de les Vinyes'],
    },
    standalone: [
      'Hotel Miramar',
      'Hotel El Jardí',
      'Hotel Can Serra',
      'Hotel Casa Gràcia',
      'Hotel Mas Bellavista',
    ],
  },
  it: {
    heads: ['Albergo', 'Hotel', 'Locanda', 'Villa', 'Palazzo', 'Relais', 'Residenza'],
    complements: {
      any: [
        'del Sole',
        'della Torre',
        'dei Fiori',
        'Santa Chiara',
        'degli Artisti',
        'San Marco',
        'dei Mercanti',
        'delle Rose',
        'del Borgo',
        'La Loggia',
        'Il Chiostro',
        'Le Rondini',
        'dei Cipressi',
      ],
      city: ['al Duomo', 'della Piazza', 'del Teatro'],
      sea: ['sul Mare', 'della Marina', 'del Faro', 'Miramare', 'delle Onde'],
      mountain: ['delle Alpi', 'della Neve', 'del Bosco', 'delle Vette'],
      lake: ['del Lago', 'della Riva'],
      vineyard: ['delle Vigne', 'della Vendemmia'],
      countryside: ['degli Ulivi', 'Le Colline', 'del Podere'],
      forest: ['del Bosco', 'dei Castagni'],
    },
    standalone: [
      'Hotel Bellavista',
      'Albergo La Loggia',
      'Grand Hotel Excelsior',
      'Hotel Belvedere',
      'Villa Serena',
    ],
  },
  nl: {
    heads: ['Hotel', 'Herberg', 'Hotel-Restaurant'],
    complements: {
      any: [
        'De Gouden Leeuw',
        'Het Anker',
        'De Zwaan',
        'De Witte Raaf',
        'Het Hof',
        'De Klok',
        'De Poort',
        'De Kroon',
        'De Drie Linden',
        'De Oude Molen',
        'De Vier Seizoenen',
        'De Gulden Roos',
        'Het Wapen',
        'De Sterre',
      ],
      city: ['Het Pakhuis', 'De Waag', 'Het Stadhuis'],
      sea: ['De Duinen', 'De Zeemeeuw', 'De Branding', 'Het Zeepaardje'],
      lake: ['Het Veerhuis', 'De Aalscholver'],
      forest: ['De Beukenhof', 'De Heide', 'Het Hertenkamp'],
      countryside: ['De Hoeve', 'De Boomgaard', 'De Roode Schuur'],
    },
    standalone: [
      'Landgoed De Wildhorst',
      'Strandhotel De Zeeuwse Kust',
      'Hotel ’t Hof van Oranje',
      'Hotel De Gouden Karper',
    ],
  },
};

/** A hotel name in the language of its place, unused so far in its city. */
export function hotelName(random: Random, city: City, environment: Environment, taken: Set<string>): string {
  const pool = NAME_POOLS[city.streetLanguage];
  const complements = [...(pool.complements.any ?? []), ...(pool.complements[environment] ?? [])];
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const name = random.chance(0.12)
      ? random.pick(pool.standalone)
      : `${random.pick(pool.heads)} ${random.pick(complements)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  // A city with more hotels than names: the family that runs the house names it.
  const families = FAMILY_NAMES[city.streetLanguage];
  const fallbacks = [
    ...pool.heads.flatMap((head) => families.map((family) => `${head} ${family}`)),
    ...pool.heads.flatMap((head) =>
      families.flatMap((family) => complements.map((c) => `${head} ${family} ${c}`)),
    ),
  ];
  const name = random.shuffle(fallbacks).find((candidate) => !taken.has(candidate));
  if (!name) throw new Error(`No hotel name left in ${city.id}`);
  taken.add(name);
  return name;
}

const FAMILY_NAMES: Record<City['streetLanguage'], string[]> = {
  fr: [
    'Dumas',
    'Lefèvre',
    'Moreau',
    'Fontaine',
    'Chevalier',
    'Rousseau',
    'Garnier',
    'Morel',
    'Girard',
    'Mercier',
    'Blanc',
    'Guérin',
    'Faure',
    'Perrin',
    'Lambert',
    'Bonnet',
    'Roussel',
    'Marchand',
    'Vidal',
    'Renard',
  ],
  es: [
    'Ortega',
    'Navarro',
    'Molina',
    'Castillo',
    'Serrano',
    'Vidal',
    'Herrera',
    'Romero',
    'Delgado',
    'Morales',
    'Iglesias',
    'Cabrera',
    'Santos',
    'Prieto',
    'Lozano',
    'Vega',
    'Rubio',
    'Marín',
    'Gallego',
    'Soler',
  ],
  ca: [
    'Puig',
    'Vidal',
    'Ferrer',
    'Soler',
    'Roca',
    'Serra',
    'Pujol',
    'Casals',
    'Font',
    'Vilaseca',
    'Riera',
    'Bosch',
    'Costa',
    'Mas',
    'Sala',
  ],
  it: [
    'Bianchi',
    'Ferrari',
    'Esposito',
    'Romano',
    'Colombo',
    'Ricci',
    'Marino',
    'Greco',
    'Bruno',
    'Gallo',
    'Conti',
    'De Luca',
    'Mancini',
    'Costa',
    'Giordano',
    'Rizzo',
    'Lombardi',
    'Moretti',
    'Barbieri',
    'Fontana',
  ],
  nl: [
    'Van Dijk',
    'De Vries',
    'Jansen',
    'Bakker',
    'Visser',
    'Smit',
    'Meijer',
    'De Boer',
    'Mulder',
    'Bos',
    'Vos',
    'Peters',
    'Hendriks',
    'Dekker',
    'Van Leeuwen',
    'Brouwer',
    'De Wit',
    'Dijkstra',
    'Willems',
    'Claes',
  ],
};

export interface HotelCopyContext {
  label: string;
  city: City;
  stars: number;
  environment: Environment;
  style: Style;
  roomCount: number;
  /** Facility codes to mention (two or three). */
  facilities: string[];
  /** The touristic region's id when the hotel lies in one. */
  region: string | null;
}

type Sentence = (c: HotelCopyContext, lang: Lang) => string;

const cityName = (c: HotelCopyContext, lang: Lang) => c.city.names[lang];

const INTROS: Record<Lang, Record<Environment, Sentence[]>> = {
  fr: {
    city: [
      (c, l) =>
        `Au cœur ${deFr(cityName(c, l))}, ${c.label} vous accueille à deux pas des principaux sites de la ville.`,
      (c, l) =>
        `Installé dans une rue calme du centre ${deFr(cityName(c, l))}, ${c.label} est le point de départ idéal pour découvrir la ville à pied.`,
      (c, l) =>
        `À quelques minutes des musées et des boutiques ${deFr(cityName(c, l))}, ${c.label} allie adresse centrale et atmosphère feutrée.`,
    ],
    sea: [
      (c, l) => `Face à la mer, ${c.label} offre une vue imprenable sur le littoral ${deFr(cityName(c, l))}.`,
      (c, l) =>
        `À quelques pas de la plage, ${c.label} vous invite à profiter de l’air marin ${deFr(cityName(c, l))}.`,
    ],
    mountain: [
      (c, l) =>
        `Au pied des pistes ${deFr(cityName(c, l))}, ${c.label} vous reçoit dans une ambiance chaleureuse de chalet.`,
      (c, l) => `Niché à flanc de montagne, ${c.label} domine la vallée ${deFr(cityName(c, l))}.`,
    ],
    countryside: [
      (c, l) =>
        `Entouré de verdure à quelques minutes ${deFr(cityName(c, l))}, ${c.label} est une invitation au calme.`,
      (c, l) =>
        `Au milieu des champs et des bois, ${c.label} vous attend aux portes ${deFr(cityName(c, l))}.`,
    ],
    lake: [
      (c, l) => `Sur les rives du lac, ${c.label} offre un cadre apaisant à ${cityName(c, l)}.`,
      (c, l) =>
        `Les pieds dans l’eau, ${c.label} contemple le lac et les montagnes qui entourent ${cityName(c, l)}.`,
    ],
    vineyard: [
      (c, l) => `Au milieu des vignes, ${c.label} vous ouvre ses portes à deux pas ${deFr(cityName(c, l))}.`,
      (c, l) =>
        `Entre coteaux et chais, ${c.label} invite à la douceur de vivre aux environs ${deFr(cityName(c, l))}.`,
    ],
    forest: [
      (c, l) => `À l’orée de la forêt, ${c.label} est un refuge paisible près ${deFr(cityName(c, l))}.`,
      (c, l) =>
        `Caché sous les grands arbres, ${c.label} promet des nuits au calme à quelques kilomètres ${deFr(cityName(c, l))}.`,
    ],
  },
  es: {
    city: [
      (c, l) =>
        `En pleno centro de ${cityName(c, l)}, ${c.label} le recibe a pocos pasos de los principales monumentos.`,
      (c, l) =>
        `Situado en una calle tranquila del casco antiguo de ${cityName(c, l)}, ${c.label} es el punto de partida ideal para descubrir la ciudad a pie.`,
      (c, l) =>
        `A pocos minutos de los museos y las tiendas de ${cityName(c, l)}, ${c.label} combina una ubicación céntrica con un ambiente acogedor.`,
    ],
    sea: [
      (c, l) =>
        `Frente al mar, ${c.label} ofrece unas vistas espectaculares de la costa de ${cityName(c, l)}.`,
      (c, l) =>
        `A pocos pasos de la playa, ${c.label} le invita a disfrutar de la brisa marina de ${cityName(c, l)}.`,
    ],
    mountain: [
      (c, l) =>
        `A pie de pistas en ${cityName(c, l)}, ${c.label} le recibe en un cálido ambiente de montaña.`,
      (c, l) => `Enclavado en la ladera, ${c.label} domina el valle de ${cityName(c, l)}.`,
    ],
    countryside: [
      (c, l) =>
        `Rodeado de naturaleza a pocos minutos de ${cityName(c, l)}, ${c.label} es una invitación a la calma.`,
      (c, l) => `Entre campos y bosques, ${c.label} le espera a las puertas de ${cityName(c, l)}.`,
    ],
    lake: [
      (c, l) => `A orillas del lago, ${c.label} ofrece un entorno sereno en ${cityName(c, l)}.`,
      (c, l) => `Junto al agua, ${c.label} contempla el lago y las montañas que rodean ${cityName(c, l)}.`,
    ],
    vineyard: [
      (c, l) => `Entre viñedos, ${c.label} abre sus puertas muy cerca de ${cityName(c, l)}.`,
      (c, l) =>
        `Entre colinas y bodegas, ${c.label} invita a disfrutar sin prisas en los alrededores de ${cityName(c, l)}.`,
    ],
    forest: [
      (c, l) => `Al borde del bosque, ${c.label} es un refugio tranquilo cerca de ${cityName(c, l)}.`,
      (c, l) =>
        `Escondido bajo los árboles, ${c.label} promete noches tranquilas a pocos kilómetros de ${cityName(c, l)}.`,
    ],
  },
  it: {
    city: [
      (c, l) =>
        `Nel cuore di ${cityName(c, l)}, ${c.label} vi accoglie a due passi dai principali monumenti.`,
      (c, l) =>
        `In una via tranquilla del centro storico di ${cityName(c, l)}, ${c.label} è il punto di partenza ideale per scoprire la città a piedi.`,
      (c, l) =>
        `A pochi minuti dai musei e dalle botteghe di ${cityName(c, l)}, ${c.label} unisce una posizione centrale a un’atmosfera raccolta.`,
    ],
    sea: [
      (c, l) =>
        `Affacciato sul mare, ${c.label} regala una vista mozzafiato sulla costa di ${cityName(c, l)}.`,
      (c, l) =>
        `A pochi passi dalla spiaggia, ${c.label} vi invita a godervi la brezza marina di ${cityName(c, l)}.`,
    ],
    mountain: [
      (c, l) =>
        `Ai piedi delle piste di ${cityName(c, l)}, ${c.label} vi accoglie in un caldo ambiente alpino.`,
      (c, l) => `Adagiato sul fianco della montagna, ${c.label} domina la valle di ${cityName(c, l)}.`,
    ],
    countryside: [
      (c, l) =>
        `Immerso nel verde a pochi minuti da ${cityName(c, l)}, ${c.label} è un invito alla tranquillità.`,
      (c, l) => `Tra campi e boschi, ${c.label} vi aspetta alle porte di ${cityName(c, l)}.`,
    ],
    lake: [
      (c, l) => `Sulle rive del lago, ${c.label} offre una cornice rilassante a ${cityName(c, l)}.`,
      (c, l) =>
        `Affacciato sull’acqua, ${c.label} contempla il lago e le montagne che circondano ${cityName(c, l)}.`,
    ],
    vineyard: [
      (c, l) => `Tra i vigneti, ${c.label} apre le sue porte a due passi da ${cityName(c, l)}.`,
      (c, l) =>
        `Tra colline e cantine, ${c.label} invita a godersi la vita nei dintorni di ${cityName(c, l)}.`,
    ],
    forest: [
      (c, l) => `Al limitare del bosco, ${c.label} è un rifugio tranquillo vicino a ${cityName(c, l)}.`,
      (c, l) =>
        `Nascosto tra gli alberi, ${c.label} promette notti tranquille a pochi chilometri da ${cityName(c, l)}.`,
    ],
  },
  nl: {
    city: [
      (c, l) =>
        `Midden in ${cityName(c, l)} verwelkomt ${c.label} u op loopafstand van de belangrijkste bezienswaardigheden.`,
      (c, l) =>
        `In een rustige straat in het centrum van ${cityName(c, l)} is ${c.label} het ideale vertrekpunt om de stad te voet te ontdekken.`,
      (c, l) =>
        `Op een paar minuten van de musea en winkels van ${cityName(c, l)} combineert ${c.label} een centrale ligging met een intieme sfeer.`,
    ],
    sea: [
      (c, l) =>
        `Met uitzicht op zee biedt ${c.label} een prachtig panorama over de kust van ${cityName(c, l)}.`,
      (c, l) =>
        `Op een steenworp van het strand nodigt ${c.label} u uit om te genieten van de zeelucht van ${cityName(c, l)}.`,
    ],
    mountain: [
      (c, l) =>
        `Aan de voet van de pistes van ${cityName(c, l)} ontvangt ${c.label} u in een warme chaletsfeer.`,
      (c, l) => `Hoog op de berghelling kijkt ${c.label} uit over het dal van ${cityName(c, l)}.`,
    ],
    countryside: [
      (c, l) =>
        `Omringd door groen, op een paar minuten van ${cityName(c, l)}, is ${c.label} een oase van rust.`,
      (c, l) => `Tussen velden en bossen wacht ${c.label} op u aan de rand van ${cityName(c, l)}.`,
    ],
    lake: [
      (c, l) => `Aan de oever van het meer biedt ${c.label} een rustgevende omgeving in ${cityName(c, l)}.`,
      (c, l) =>
        `Direct aan het water kijkt ${c.label} uit over het meer en de bergen rond ${cityName(c, l)}.`,
    ],
    vineyard: [
      (c, l) => `Tussen de wijngaarden opent ${c.label} zijn deuren, vlak bij ${cityName(c, l)}.`,
      (c, l) =>
        `Tussen glooiende hellingen en wijnkelders nodigt ${c.label} uit tot genieten in de omgeving van ${cityName(c, l)}.`,
    ],
    forest: [
      (c, l) => `Aan de rand van het bos is ${c.label} een rustige schuilplaats vlak bij ${cityName(c, l)}.`,
      (c, l) =>
        `Verscholen onder hoge bomen belooft ${c.label} rustige nachten op een paar kilometer van ${cityName(c, l)}.`,
    ],
  },
};

const STYLE_SENTENCES: Record<Lang, Record<Style, string[]>> = {
  fr: {
    design: [
      'La décoration contemporaine, imaginée avec des artisans de la région, joue avec les matières et la lumière.',
      'Lignes épurées, mobilier de créateurs et œuvres d’artistes locaux : ici, chaque espace a été pensé comme une galerie.',
    ],
    charming: [
      'Poutres apparentes, tomettes anciennes et meubles chinés donnent à la maison un charme fou.',
      'Tissus fleuris, cheminée qui crépite et petits salons cosy : on s’y sent comme dans une maison de famille.',
    ],
    traditional: [
      'L’accueil familial et la décoration traditionnelle en font une adresse où l’on se sent tout de suite chez soi.',
      'Tenue par la même famille depuis trois générations, la maison cultive l’art de recevoir.',
    ],
    luxury: [
      'Matériaux nobles, service attentionné et détails soignés : tout est pensé pour votre confort.',
      'Conciergerie, voiturier et literie d’exception : le luxe se niche ici dans chaque attention.',
    ],
    family: [
      'Petits et grands y trouvent leur bonheur, avec des chambres spacieuses et des activités pour les enfants.',
      'Lits bébé, menus enfants et espace de jeux : les familles sont ici les bienvenues.',
    ],
    romantic: [
      'Lumières tamisées, chambres douillettes et dîners aux chandelles en font l’adresse rêvée pour une escapade à deux.',
      'Bain à deux, petit-déjeuner servi en chambre et couchers de soleil inoubliables : l’adresse idéale pour les amoureux.',
    ],
    eco: [
      'Engagé pour l’environnement, l’établissement privilégie les circuits courts et les énergies renouvelables.',
      'Ici, le potager fournit la cuisine, l’eau de pluie arrose le jardin et les vélos attendent les curieux.',
    ],
    historic: [
      'Installé dans une demeure du XVIIIe siècle, l’hôtel a su préserver son âme tout en offrant le confort d’aujourd’hui.',
      'Boiseries d’origine, escalier monumental et parquet qui craque racontent plusieurs siècles d’histoire.',
    ],
  },
  es: {
    design: [
      'La decoración contemporánea, creada con artesanos de la zona, juega con los materiales y la luz.',
      'Líneas depuradas, muebles de diseño y obras de artistas locales: cada espacio se ha pensado como una galería.',
    ],
    charming: [
      'Vigas de madera, suelos de barro cocido y muebles antiguos le dan a la casa un encanto especial.',
      'Telas estampadas, chimenea encendida y rincones acogedores: aquí se sentirá como en una casa de familia.',
    ],
    traditional: [
      'El trato familiar y la decoración tradicional hacen que se sienta como en casa desde el primer momento.',
      'Regentada por la misma familia desde hace tres generaciones, la casa cuida el arte de recibir.',
    ],
    luxury: [
      'Materiales nobles, un servicio atento y cada detalle cuidado: todo está pensado para su comodidad.',
      'Conserjería, aparcacoches y camas excepcionales: aquí el lujo está en cada atención.',
    ],
    family: [
      'Pequeños y mayores disfrutan por igual, con habitaciones amplias y actividades para los niños.',
      'Cunas, menús infantiles y zona de juegos: aquí las familias son siempre bienvenidas.',
    ],
    romantic: [
      'Luz tenue, habitaciones acogedoras y cenas a la luz de las velas lo convierten en el lugar perfecto para una escapada en pareja.',
      'Baño para dos, desayuno en la habitación y atardeceres inolvidables: el refugio ideal para los enamorados.',
    ],
    eco: [
      'Comprometido con el medio ambiente, el establecimiento apuesta por el producto de proximidad y las energías renovables.',
      'Aquí el huerto abastece la cocina, el agua de lluvia riega el jardín y las bicicletas esperan a los curiosos.',
    ],
    historic: [
      'Instalado en una casa señorial del siglo XVIII, el hotel conserva su esencia y ofrece todas las comodidades actuales.',
      'Artesonados originales, una escalera monumental y suelos centenarios cuentan varios siglos de historia.',
    ],
  },
  it: {
    design: [
      'L’arredamento contemporaneo, realizzato con artigiani del posto, gioca con materiali e luce.',
      'Linee pulite, pezzi di design e opere di artisti locali: ogni spazio è pensato come una galleria.',
    ],
    charming: [
      'Travi a vista, cotto antico e mobili d’epoca donano alla casa un fascino tutto particolare.',
      'Tessuti fioriti, il camino acceso e salottini accoglienti: qui vi sentirete come in una casa di famiglia.',
    ],
    traditional: [
      'L’accoglienza familiare e l’arredamento tradizionale vi faranno sentire subito a casa.',
      'Gestita dalla stessa famiglia da tre generazioni, la casa coltiva l’arte dell’ospitalità.',
    ],
    luxury: [
      'Materiali pregiati, un servizio attento e una cura estrema dei dettagli: tutto è pensato per il vostro comfort.',
      'Servizio di portineria, parcheggiatore e letti d’eccezione: qui il lusso si nasconde in ogni attenzione.',
    ],
    family: [
      'Grandi e piccini si trovano a meraviglia, con camere spaziose e attività dedicate ai bambini.',
      'Culle, menù per bambini e area giochi: qui le famiglie sono sempre le benvenute.',
    ],
    romantic: [
      'Luci soffuse, camere accoglienti e cene a lume di candela ne fanno l’indirizzo ideale per una fuga di coppia.',
      'Vasca per due, colazione servita in camera e tramonti indimenticabili: il rifugio perfetto per gli innamorati.',
    ],
    eco: [
      'Attenta all’ambiente, la struttura privilegia i prodotti a chilometro zero e le energie rinnovabili.',
      'Qui l’orto rifornisce la cucina, l’acqua piovana innaffia il giardino e le biciclette aspettano i più curiosi.',
    ],
    historic: [
      'Ospitato in una dimora del Settecento, l’hotel ha conservato il suo fascino offrendo tutti i comfort moderni.',
      'Soffitti a cassettoni, uno scalone monumentale e pavimenti antichi raccontano secoli di storia.',
    ],
  },
  nl: {
    design: [
      'Het eigentijdse interieur, gemaakt met ambachtslieden uit de streek, speelt met materialen en licht.',
      'Strakke lijnen, designmeubels en werk van lokale kunstenaars: elke ruimte is ingericht als een galerie.',
    ],
    charming: [
      'Houten balken, oude tegelvloeren en antieke meubels geven het huis een bijzondere charme.',
      'Gebloemde stoffen, een knapperend haardvuur en knusse zithoeken: u voelt zich er als in een familiehuis.',
    ],
    traditional: [
      'Dankzij het persoonlijke onthaal en de traditionele inrichting voelt u zich er meteen thuis.',
      'Al drie generaties runt dezelfde familie het huis, met gastvrijheid als tweede natuur.',
    ],
    luxury: [
      'Edele materialen, attente service en verzorgde details: alles is gericht op uw comfort.',
      'Conciërge, valetparking en uitzonderlijke bedden: hier zit de luxe in elk detail.',
    ],
    family: [
      'Groot en klein vermaken zich er prima, met ruime kamers en activiteiten voor de kinderen.',
      'Babybedjes, kindermenu’s en een speelhoek: gezinnen zijn hier altijd welkom.',
    ],
    romantic: [
      'Gedempt licht, knusse kamers en diners bij kaarslicht maken het tot het perfecte adres voor een uitje met z’n tweeën.',
      'Een bad voor twee, ontbijt op de kamer en onvergetelijke zonsondergangen: de ideale plek voor verliefde stellen.',
    ],
    eco: [
      'Het hotel zet zich in voor het milieu en kiest voor streekproducten en hernieuwbare energie.',
      'De moestuin levert aan de keuken, regenwater besproeit de tuin en fietsen staan klaar voor wie op ontdekking wil.',
    ],
    historic: [
      'Het hotel is gevestigd in een achttiende-eeuws herenhuis en heeft zijn ziel bewaard, met al het comfort van vandaag.',
      'Originele lambriseringen, een monumentale trap en krakende parketvloeren vertellen eeuwen geschiedenis.',
    ],
  },
};

const ROOM_SENTENCES: Record<Lang, Array<(rooms: number) => string>> = {
  fr: [
    (n) => `Ses ${n} chambres, toutes différentes, sont lumineuses et joliment décorées.`,
    (n) => `Les ${n} chambres et suites offrent literie de qualité, salle de bains soignée et calme absolu.`,
  ],
  es: [
    (n) => `Sus ${n} habitaciones, todas distintas, son luminosas y están decoradas con gusto.`,
    (n) => `Las ${n} habitaciones y suites ofrecen camas de calidad, baños cuidados y un silencio absoluto.`,
  ],
  it: [
    (n) => `Le sue ${n} camere, tutte diverse, sono luminose e arredate con gusto.`,
    (n) => `Le ${n} camere e suite offrono letti di qualità, bagni curati e una quiete assoluta.`,
  ],
  nl: [
    (n) => `De ${n} kamers zijn allemaal verschillend, licht en smaakvol ingericht.`,
    (n) => `De ${n} kamers en suites bieden goede bedden, verzorgde badkamers en volledige rust.`,
  ],
};

/** French "de" before a phrase: "d’un spa", "du Wi-Fi", "de la climatisation", "des vélos". */
export function deFr(phrase: string): string {
  if (/^(un|une) /.test(phrase)) return `d’${phrase}`;
  if (phrase.startsWith('le ')) return `du ${phrase.slice(3)}`;
  if (phrase.startsWith('les ')) return `des ${phrase.slice(4)}`;
  if (phrase.startsWith('des ')) return `de ${phrase.slice(4)}`;
  if (/^[aeiouyéèêàâîôh]/i.test(phrase)) return `d’${phrase}`;
  return `de ${phrase}`;
}

/** Italian "di" before a phrase: "di una piscina", "del servizio", "dell’aria condizionata". */
export function diIt(phrase: string): string {
  const articles: Array<[string, string]> = [
    ['il ', 'del '],
    ['lo ', 'dello '],
    ['la ', 'della '],
    ['l’', 'dell’'],
    ['i ', 'dei '],
    ['gli ', 'degli '],
    ['le ', 'delle '],
  ];
  for (const [article, contracted] of articles) {
    if (phrase.startsWith(article)) return `${contracted}${phrase.slice(article.length)}`;
  }
  return `di ${phrase}`;
}

const FACILITY_SENTENCES: Record<Lang, (phrases: string[]) => string> = {
  fr: (phrases) => `Sur place, vous profiterez ${joinList('fr', phrases.map(deFr))}.`,
  es: (phrases) => `Durante su estancia podrá disfrutar de ${joinList('es', phrases)}.`,
  it: (phrases) => `Durante il soggiorno potrete approfittare ${joinList('it', phrases.map(diIt))}.`,
  nl: (phrases) => `Ter plaatse kunt u genieten van ${joinList('nl', phrases)}.`,
};

/** Touristic regions inside a sentence, with their articles: "explorer la Provence". */
const REGION_PHRASES: Record<string, Localized> = Object.fromEntries(
  Object.entries({
    'touristicregion-provence': 'la Provence|la Provenza|la Provenza|de Provence',
    'touristicregion-cote-d-azur': 'la Côte d’Azur|la Costa Azul|la Costa Azzurra|de Côte d’Azur',
    'touristicregion-alsace': 'l’Alsace|Alsacia|l’Alsazia|de Elzas',
    'touristicregion-loire-valley': 'le Val de Loire|el Valle del Loira|la Valle della Loira|de Loirevallei',
    'touristicregion-normandy': 'la Normandie|Normandía|la Normandia|Normandië',
    'touristicregion-brittany': 'la Bretagne|Bretaña|la Bretagna|Bretagne',
    'touristicregion-savoie-mont-blanc':
      'la Savoie Mont-Blanc|Saboya y el Mont Blanc|la Savoia e il Monte Bianco|Savoie Mont-Blanc',
    'touristicregion-basque-coast':
      'la Côte basque|la costa vasca francesa|la costa basca francese|de Baskische kust',
    'touristicregion-champagne': 'la Champagne|la Champaña|la Champagne|de Champagne',
    'touristicregion-burgundy': 'la Bourgogne|Borgoña|la Borgogna|Bourgondië',
    'touristicregion-perigord': 'le Périgord|el Périgord|il Périgord|de Périgord',
    'touristicregion-costa-brava': 'la Costa Brava|la Costa Brava|la Costa Brava|de Costa Brava',
    'touristicregion-costa-del-sol': 'la Costa del Sol|la Costa del Sol|la Costa del Sol|de Costa del Sol',
    'touristicregion-tuscany': 'la Toscane|la Toscana|la Toscana|Toscane',
    'touristicregion-lake-como': 'le lac de Côme|el lago de Como|il lago di Como|het Comomeer',
    'touristicregion-dolomites': 'les Dolomites|los Dolomitas|le Dolomiti|de Dolomieten',
    'touristicregion-amalfi-coast':
      'la côte amalfitaine|la costa amalfitana|la Costiera Amalfitana|de Amalfikust',
    'touristicregion-cinque-terre': 'les Cinque Terre|las Cinque Terre|le Cinque Terre|de Cinque Terre',
    'touristicregion-lake-garda': 'le lac de Garde|el lago de Garda|il lago di Garda|het Gardameer',
    'touristicregion-zeeland': 'la Zélande|Zelanda|la Zelanda|Zeeland',
    'touristicregion-veluwe': 'la Veluwe|la Veluwe|la Veluwe|de Veluwe',
    'touristicregion-ardennes': 'les Ardennes|las Ardenas|le Ardenne|de Ardennen',
    'touristicregion-belgian-coast': 'la côte belge|la costa belga|la costa belga|de Belgische kust',
  }).map(([id, spec]) => [id, names(spec)]),
);

/** Closing lines: the region, then lines that suit the hotel's surroundings. */
const CLOSINGS: Record<
  Lang,
  { region: (region: string) => string; any: string[] } & Partial<Record<Environment, string[]>>
> = {
  fr: {
    region: (region) =>
      `Un point de départ idéal pour explorer la région : ${region} n’aura plus de secrets pour vous.`,
    any: [
      'Le soir, le restaurant met à l’honneur les produits du terroir.',
      'Une adresse idéale pour se ressourcer le temps d’un week-end.',
    ],
    sea: ['Après une journée à la plage, rien de tel qu’un apéritif face au coucher du soleil.'],
    mountain: [
      'Après une journée sur les pistes ou les sentiers, un chocolat chaud vous attend au coin du feu.',
    ],
    city: ['Musées, boutiques et bonnes tables sont à quelques minutes à pied.'],
    countryside: ['Chemins de randonnée et villages pittoresques commencent au pied de la maison.'],
    lake: ['Baignade, balades en bateau et pique-niques sur la rive rythment les beaux jours.'],
    vineyard: ['Les domaines voisins ouvrent leurs caves pour des dégustations inoubliables.'],
    forest: ['Les sentiers forestiers partent juste derrière le jardin.'],
  },
  es: {
    region: (region) => `Un punto de partida ideal para descubrir ${region} sin prisas.`,
    any: [
      'Por la noche, el restaurante rinde homenaje a los productos de la tierra.',
      'Una dirección perfecta para desconectar durante un fin de semana.',
    ],
    sea: ['Tras un día de playa, nada como un aperitivo frente a la puesta de sol.'],
    mountain: [
      'Después de un día en las pistas o en los senderos, le espera un chocolate caliente junto a la chimenea.',
    ],
    city: ['Museos, tiendas y buenos restaurantes están a pocos minutos a pie.'],
    countryside: ['Las rutas de senderismo y los pueblos con encanto empiezan a las puertas de la casa.'],
    lake: ['Baños, paseos en barca y pícnics en la orilla marcan el ritmo de los días de sol.'],
    vineyard: ['Las bodegas vecinas abren sus puertas para catas inolvidables.'],
    forest: ['Los senderos del bosque salen justo detrás del jardín.'],
  },
  it: {
    region: (region) => `Il punto di partenza ideale per scoprire ${region} con calma.`,
    any: [
      'La sera, il ristorante celebra i prodotti del territorio.',
      'L’indirizzo ideale per ricaricare le energie durante un fine settimana.',
    ],
    sea: ['Dopo una giornata in spiaggia, niente di meglio di un aperitivo al tramonto.'],
    mountain: [
      'Dopo una giornata sulle piste o sui sentieri, vi aspetta una cioccolata calda davanti al camino.',
    ],
    city: ['Musei, negozi e buoni ristoranti sono a pochi minuti a piedi.'],
    countryside: ['Sentieri e borghi pittoreschi iniziano proprio fuori dalla porta.'],
    lake: ['Bagni, gite in barca e picnic sulla riva scandiscono le belle giornate.'],
    vineyard: ['Le cantine vicine aprono le loro porte per degustazioni indimenticabili.'],
    forest: ['I sentieri nel bosco partono proprio dietro il giardino.'],
  },
  nl: {
    region: (region) => `Een ideale uitvalsbasis om ${region} rustig te verkennen.`,
    any: [
      '’s Avonds zet het restaurant streekproducten in de schijnwerpers.',
      'Het ideale adres om even tot rust te komen tijdens een weekendje weg.',
    ],
    sea: ['Na een dag op het strand is er niets beter dan een aperitief bij zonsondergang.'],
    mountain: ['Na een dag op de pistes of de wandelpaden wacht er warme chocolademelk bij het haardvuur.'],
    city: ['Musea, winkels en goede restaurants liggen op een paar minuten lopen.'],
    countryside: ['Wandelpaden en schilderachtige dorpjes beginnen vlak voor de deur.'],
    lake: ['Zwemmen, boottochtjes en picknicken aan de oever bepalen het ritme van de zomerdagen.'],
    vineyard: ['De wijndomeinen in de buurt openen hun kelders voor onvergetelijke proeverijen.'],
    forest: ['De boswandelingen beginnen vlak achter de tuin.'],
  },
};

/** A description of four or five sentences: place, style, rooms, facilities and, often, a closing line. */
export function hotelDescription(random: Random, c: HotelCopyContext): Localized {
  const intro = random.int(0, 11);
  const style = random.int(0, 1);
  const rooms = random.int(0, 11);
  const closing = random.int(0, 11);
  const withClosing = random.chance(0.75);
  return localize((lang) => {
    const intros = INTROS[lang][c.environment];
    const phrases = c.facilities.map((code) => FACILITY_BY_CODE.get(code)?.phrase[lang] ?? code);
    const closings = CLOSINGS[lang];
    const lines = [
      ...(c.region && REGION_PHRASES[c.region]
        ? [closings.region((REGION_PHRASES[c.region] as Localized)[lang])]
        : []),
      ...(closings[c.environment] ?? []),
      ...closings.any,
    ];
    const sentences = [
      (intros[intro % intros.length] as Sentence)(c, lang),
      STYLE_SENTENCES[lang][c.style][style] as string,
      (ROOM_SENTENCES[lang][rooms % ROOM_SENTENCES[lang].length] as (n: number) => string)(c.roomCount),
      FACILITY_SENTENCES[lang](phrases),
    ];
    if (withClosing) sentences.push(lines[closing % lines.length] as string);
    return sentences.map(capitalize).join(' ');
  });
}

/** Practical notes shown on the hotel page (001 §3 importantInfos). */
export function importantInfos(
  random: Random,
  c: {
    checkinFrom: string;
    checkoutUntil: string;
    petsAllowed: boolean;
    cityTaxNote: boolean;
    parkingPrice: number | null;
  },
): Localized<string[]> {
  const lateArrival = random.chance(0.5);
  return localize((lang) => {
    const lines: string[] = [];
    const t = IMPORTANT[lang];
    lines.push(t.checkin(c.checkinFrom, c.checkoutUntil));
    if (lateArrival) lines.push(t.lateArrival);
    lines.push(c.petsAllowed ? t.petsYes : t.petsNo);
    if (c.parkingPrice !== null) lines.push(t.parking(c.parkingPrice / 100));
    if (c.cityTaxNote) lines.push(t.cityTax);
    return lines;
  });
}

const IMPORTANT: Record<
  Lang,
  {
    checkin: (a: string, b: string) => string;
    lateArrival: string;
    petsYes: string;
    petsNo: string;
    parking: (euros: number) => string;
    cityTax: string;
  }
> = {
  fr: {
    checkin: (a, b) =>
      `Arrivée à partir de ${a.replace(':', ' h ')}, départ jusqu’à ${b.replace(':', ' h ')}.`,
    lateArrival: 'En cas d’arrivée après 21 h, merci de prévenir l’hôtel.',
    petsYes: 'Les animaux de compagnie sont les bienvenus (avec supplément).',
    petsNo: 'Les animaux de compagnie ne sont pas admis.',
    parking: (euros) => `Parking privé sur réservation : ${euros} € par jour.`,
    cityTax: 'La taxe de séjour est à régler sur place.',
  },
  es: {
    checkin: (a, b) => `Entrada a partir de las ${a} h y salida hasta las ${b} h.`,
    lateArrival: 'Si llega después de las 21:00, avise al hotel con antelación.',
    petsYes: 'Se admiten mascotas (con suplemento).',
    petsNo: 'No se admiten mascotas.',
    parking: (euros) => `Aparcamiento privado bajo reserva: ${euros} € al día.`,
    cityTax: 'La tasa turística se abona directamente en el hotel.',
  },
  it: {
    checkin: (a, b) => `Arrivo dalle ${a}, partenza entro le ${b}.`,
    lateArrival: 'In caso di arrivo dopo le 21:00, si prega di avvisare la struttura.',
    petsYes: 'Gli animali domestici sono i benvenuti (con supplemento).',
    petsNo: 'Non sono ammessi animali domestici.',
    parking: (euros) => `Parcheggio privato su prenotazione: ${euros} € al giorno.`,
    cityTax: 'La tassa di soggiorno si paga in loco.',
  },
  nl: {
    checkin: (a, b) => `Inchecken vanaf ${a} uur, uitchecken tot ${b} uur.`,
    lateArrival: 'Komt u na 21.00 uur aan? Laat het hotel dit dan vooraf weten.',
    petsYes: 'Huisdieren zijn welkom (tegen toeslag).',
    petsNo: 'Huisdieren zijn niet toegestaan.',
    parking: (euros) => `Eigen parkeerplaats op reservering: € ${euros} per dag.`,
    cityTax: 'De toeristenbelasting betaalt u ter plaatse.',
  },
};
