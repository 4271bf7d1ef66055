import type { ApiLocale, GiftFormat } from '@escale/domain';
import type { CountryCode } from '../../db/schema';
import type { Lang } from '../lang';

// The gift boxes on sale: each family is one box, sold as an e-box and, for most, as a physical
// box too. Copy is written `fr|es|it|nl`. Prices are cents for the whole box; a reference price
// marks a promotion (shown only above 5 %, 002 §9).

export interface BoxFamily {
  /** Code stem: the e-box is `{family}EBOX`, the physical box `{family}BOX`. */
  family: string;
  titles: string;
  descriptions: string;
  /** What the box holds besides the nights, one line each. */
  extras: string[];
  themes: number[];
  /** The countries of the hotels accepting it; all when absent. */
  countries?: CountryCode[];
  nights: number;
  /** 2 for a couple, 4 for two adults and two children. */
  people: 2 | 4;
  value: number;
  referencePrice?: number;
  /** The markets selling it; all six when absent. */
  locales?: ApiLocale[];
  physical: boolean;
  /** A new box has no ratings yet. */
  isNew?: boolean;
}

/** A box is valid a year and a half (001 §9). */
export const BOX_VALIDITY_MONTHS = 18;

export const BOX_FAMILIES: BoxFamily[] = [
  {
    family: 'SPA1N',
    titles: 'Parenthèse bien-être|Paréntesis de bienestar|Pausa benessere|Wellnessmoment',
    descriptions:
      'Une nuit pour deux dans un hôtel avec spa, pour souffler le temps d’une soirée.|Una noche para dos en un hotel con spa, para desconectar sin alejarse demasiado.|Una notte per due in un hotel con spa, per staccare la spina anche solo per una sera.|Een nacht voor twee in een hotel met spa, om even helemaal tot rust te komen.',
    extras: [
      'Accès au spa pour 2 personnes|Acceso al spa para 2 personas|Accesso alla spa per 2 persone|Toegang tot de spa voor 2 personen',
    ],
    themes: [12],
    nights: 1,
    people: 2,
    value: 14990,
    referencePrice: 16990,
    physical: true,
  },
  {
    family: 'GOUR1N',
    titles: 'Escapade gourmande|Escapada gastronómica|Fuga gourmet|Culinair uitje',
    descriptions:
      'Une nuit dans un hôtel à la table réputée, avec un dîner en trois plats pour deux.|Una noche en un hotel con un restaurante de renombre y una cena de tres platos para dos.|Una notte in un hotel dalla cucina rinomata, con una cena di tre portate per due.|Een nacht in een hotel met een geroemde keuken, inclusief een driegangendiner voor twee.',
    extras: [
      '1 dîner en trois plats pour 2 personnes|1 cena de tres platos para 2 personas|1 cena di tre portate per 2 persone|1 driegangendiner voor 2 personen',
    ],
    themes: [15],
    nights: 1,
    people: 2,
    value: 17990,
    referencePrice: 18990,
    physical: true,
  },
  {
    family: 'ROMA2N',
    titles: 'Week-end en amoureux|Escapada en pareja|Weekend di coppia|Weekend voor twee',
    descriptions:
      'Deux nuits rien que pour vous deux, un dîner aux chandelles et le petit-déjeuner servi sans se presser.|Dos noches solo para vosotros, una cena a la luz de las velas y el desayuno sin prisas.|Due notti tutte per voi, una cena a lume di candela e la colazione servita con calma.|Twee nachten voor jullie samen, een diner bij kaarslicht en een ontbijt zonder haast.',
    extras: [
      '1 dîner aux chandelles pour 2 personnes|1 cena a la luz de las velas para 2 personas|1 cena a lume di candela per 2 persone|1 diner bij kaarslicht voor 2 personen',
    ],
    themes: [18],
    nights: 2,
    people: 2,
    value: 26990,
    referencePrice: 28990,
    physical: true,
  },
  {
    family: 'SPA2N',
    titles: 'Week-end spa et massage|Escapada spa y masaje|Weekend spa e massaggio|Spaweekend met massage',
    descriptions:
      'Deux nuits au calme, un accès au spa et un massage chacun : le cadeau idéal pour décompresser.|Dos noches de calma, acceso al spa y un masaje para cada uno: el regalo perfecto para desconectar.|Due notti di relax, accesso alla spa e un massaggio a testa: il regalo perfetto per ricaricarsi.|Twee rustige nachten, toegang tot de spa en voor ieder een massage: het ideale cadeau om te ontspannen.',
    extras: [
      'Accès au spa pendant le séjour|Acceso al spa durante la estancia|Accesso alla spa durante il soggiorno|Toegang tot de spa tijdens het verblijf',
      '1 massage de 50 minutes par personne|1 masaje de 50 minutos por persona|1 massaggio di 50 minuti a persona|1 massage van 50 minuten per persoon',
    ],
    themes: [12],
    nights: 2,
    people: 2,
    value: 32990,
    physical: true,
  },
  {
    family: 'ROMA1N',
    titles: 'Nuit romantique|Noche romántica|Notte romantica|Romantische nacht',
    descriptions:
      'Une nuit à deux dans un hôtel de charme, avec une bouteille de bulles qui attend dans la chambre.|Una noche para dos en un hotel con encanto, con una botella de espumoso esperándoos en la habitación.|Una notte a due in un hotel di charme, con una bottiglia di bollicine ad attendervi in camera.|Een nacht met z’n tweeën in een sfeervol hotel, met een fles bubbels die al klaarstaat op de kamer.',
    extras: [
      '1 bouteille de bulles en chambre|1 botella de espumoso en la habitación|1 bottiglia di bollicine in camera|1 fles bubbels op de kamer',
      'Départ tardif selon disponibilité|Salida tardía según disponibilidad|Check-out posticipato in base alla disponibilità|Late check-out indien beschikbaar',
    ],
    themes: [18],
    nights: 1,
    people: 2,
    value: 12990,
    referencePrice: 13490,
    physical: true,
  },
  {
    family: 'WINE1N',
    titles: 'Escapade dans les vignes|Escapada entre viñedos|Fuga tra i vigneti|Uitje tussen de wijngaarden',
    descriptions:
      'Une nuit au cœur d’un vignoble, avec la visite d’une cave et une dégustation commentée.|Una noche en el corazón de un viñedo, con visita a una bodega y cata comentada.|Una notte nel cuore di un vigneto, con visita in cantina e degustazione guidata.|Een nacht midden in de wijngaarden, met een bezoek aan een wijnkelder en een begeleide proeverij.',
    extras: [
      '1 visite de cave et dégustation pour 2 personnes|1 visita a bodega con cata para 2 personas|1 visita in cantina con degustazione per 2 persone|1 kelderbezoek met proeverij voor 2 personen',
    ],
    themes: [36],
    nights: 1,
    people: 2,
    value: 15990,
    referencePrice: 17990,
    physical: true,
  },
  {
    family: 'FAMI2N',
    titles: 'Week-end en famille|Escapada en familia|Weekend in famiglia|Weekendje weg met het gezin',
    descriptions:
      'Deux nuits en chambre familiale et une sortie qui plaira aux petits comme aux grands.|Dos noches en habitación familiar y una salida que gustará a pequeños y mayores.|Due notti in camera familiare e un’uscita che piacerà a grandi e piccini.|Twee nachten in een gezinskamer en een uitje waar jong en oud van genieten.',
    extras: [
      '1 activité en famille : parc, accrobranche ou mini-golf|1 actividad en familia: parque, circuito de aventura o minigolf|1 attività in famiglia: parco, percorso avventura o minigolf|1 gezinsactiviteit: pretpark, klimpark of minigolf',
    ],
    themes: [39],
    nights: 2,
    people: 4,
    value: 29990,
    referencePrice: 34990,
    physical: true,
  },
  {
    family: 'SEA2N',
    titles: 'Week-end à la mer|Escapada a la playa|Weekend al mare|Weekend aan zee',
    descriptions:
      'Deux nuits les pieds dans le sable, avec le petit-déjeuner face à la mer et une activité nautique.|Dos noches junto al mar, con desayuno frente a las olas y una actividad náutica.|Due notti in riva al mare, con colazione vista mare e un’attività in acqua.|Twee nachten aan zee, met ontbijt met zeezicht en een activiteit op het water.',
    extras: [
      '1 activité nautique pour 2 personnes : paddle, kayak ou surf|1 actividad náutica para 2 personas: paddle surf, kayak o surf|1 attività in acqua per 2 persone: SUP, kayak o surf|1 wateractiviteit voor 2 personen: suppen, kajakken of surfen',
    ],
    themes: [24],
    nights: 2,
    people: 2,
    value: 27990,
    physical: true,
  },
  {
    family: 'CITY1N',
    titles: 'Escapade en ville|Escapada urbana|Fuga in città|Stedentrip',
    descriptions:
      'Une nuit dans une grande ville d’Europe, avec un musée ou une visite guidée pour la découvrir.|Una noche en una gran ciudad europea, con un museo o una visita guiada para descubrirla.|Una notte in una grande città europea, con un museo o una visita guidata per scoprirla.|Een nacht in een Europese stad, met een museum of een rondleiding om haar te ontdekken.',
    extras: [
      '1 entrée de musée ou 1 visite guidée pour 2 personnes|1 entrada a un museo o 1 visita guiada para 2 personas|1 ingresso al museo o 1 visita guidata per 2 persone|1 museumbezoek of 1 rondleiding voor 2 personen',
    ],
    themes: [42, 30],
    nights: 1,
    people: 2,
    value: 9500,
    referencePrice: 10000,
    physical: false,
  },
  {
    family: 'SKI2N',
    titles: 'Week-end à la montagne|Escapada a la montaña|Weekend in montagna|Weekend in de bergen',
    descriptions:
      'Deux nuits face aux sommets, avec une journée de ski ou une randonnée accompagnée selon la saison.|Dos noches frente a las cumbres, con un día de esquí o una ruta guiada según la temporada.|Due notti davanti alle vette, con una giornata sugli sci o un’escursione guidata a seconda della stagione.|Twee nachten met uitzicht op de toppen, met een skidag of een begeleide wandeling, afhankelijk van het seizoen.',
    extras: [
      '1 forfait de ski à la journée ou 1 randonnée accompagnée par personne|1 forfait de esquí de un día o 1 ruta guiada por persona|1 skipass giornaliero o 1 escursione guidata a persona|1 dagskipas of 1 begeleide wandeling per persoon',
    ],
    themes: [27, 48],
    nights: 2,
    people: 2,
    value: 34990,
    referencePrice: 36990,
    physical: true,
  },
  {
    family: 'NATU1N',
    titles: 'Évasion nature|Escapada a la naturaleza|Fuga nella natura|Natuuruitje',
    descriptions:
      'Une nuit au vert et une activité en plein air : randonnée, vélo, kayak ou balade à cheval.|Una noche en plena naturaleza y una actividad al aire libre: senderismo, bicicleta, kayak o paseo a caballo.|Una notte nel verde e un’attività all’aria aperta: escursione, bici, kayak o passeggiata a cavallo.|Een nacht in het groen en een buitenactiviteit: wandelen, fietsen, kajakken of paardrijden.',
    extras: [
      '1 activité de plein air pour 2 personnes|1 actividad al aire libre para 2 personas|1 attività all’aria aperta per 2 persone|1 buitenactiviteit voor 2 personen',
    ],
    themes: [33, 21],
    nights: 1,
    people: 2,
    value: 11990,
    physical: false,
  },
  {
    family: 'GOUR2N',
    titles:
      'Grandes tables et belles adresses|Grandes mesas y direcciones con encanto|Grandi tavole e indirizzi d’eccezione|Topkeukens en bijzondere adressen',
    descriptions:
      'Deux nuits et deux dîners gastronomiques dans des maisons où la cuisine est une affaire sérieuse.|Dos noches y dos cenas gastronómicas en casas donde la cocina se toma muy en serio.|Due notti e due cene gourmet in strutture dove la cucina è una cosa seria.|Twee nachten en twee gastronomische diners in huizen waar koken een serieuze zaak is.',
    extras: [
      '2 dîners gastronomiques pour 2 personnes|2 cenas gastronómicas para 2 personas|2 cene gourmet per 2 persone|2 gastronomische diners voor 2 personen',
      '1 coupe de bulles à l’arrivée|1 copa de espumoso de bienvenida|1 calice di bollicine all’arrivo|1 glas bubbels bij aankomst',
    ],
    themes: [15, 36],
    nights: 2,
    people: 2,
    value: 44990,
    physical: true,
  },
  {
    family: 'BELG1N',
    titles: 'Escapades en Belgique|Escapadas por Bélgica|Fughe in Belgio|Er even tussenuit in België',
    descriptions:
      'De Bruges aux Ardennes, une nuit dans l’un de nos hôtels belges, avec dîner ou visite au choix.|De Brujas a las Ardenas, una noche en uno de nuestros hoteles belgas, con cena o visita a elegir.|Da Bruges alle Ardenne, una notte in uno dei nostri hotel belgi, con cena o visita a scelta.|Van Brugge tot de Ardennen: een nacht in een van onze Belgische hotels, met een diner of een bezoek naar keuze.',
    extras: [
      '1 dîner ou 1 visite au choix pour 2 personnes|1 cena o 1 visita a elegir para 2 personas|1 cena o 1 visita a scelta per 2 persone|1 diner of 1 bezoek naar keuze voor 2 personen',
    ],
    themes: [30, 15],
    countries: ['BE'],
    nights: 1,
    people: 2,
    value: 13990,
    referencePrice: 15990,
    locales: ['fr_BE', 'nl_BE', 'fr_FR', 'nl_NL'],
    physical: true,
  },
  {
    family: 'ITAL2N',
    titles: 'Dolce vita en Italie|Dolce vita en Italia|Dolce vita italiana|Dolce vita in Italië',
    descriptions:
      'Deux nuits en Italie, de Florence aux Dolomites, avec un dîner de spécialités régionales.|Dos noches en Italia, de Florencia a los Dolomitas, con una cena de especialidades regionales.|Due notti in Italia, da Firenze alle Dolomiti, con una cena di specialità regionali.|Twee nachten in Italië, van Florence tot de Dolomieten, met een diner met streekgerechten.',
    extras: [
      '1 dîner de spécialités régionales pour 2 personnes|1 cena de especialidades regionales para 2 personas|1 cena di specialità regionali per 2 persone|1 diner met streekgerechten voor 2 personen',
    ],
    themes: [30, 15],
    countries: ['IT'],
    nights: 2,
    people: 2,
    value: 24990,
    physical: true,
  },
  {
    family: 'ESPA2N',
    titles: 'Escapades en Espagne|Escapadas por España|Fughe in Spagna|Er even tussenuit in Spanje',
    descriptions:
      'Deux nuits au soleil, de Barcelone à Grenade, avec une visite ou un moment de détente au choix.|Dos noches al sol, de Barcelona a Granada, con una visita o un momento de relax a elegir.|Due notti al sole, da Barcellona a Granada, con una visita o un momento di relax a scelta.|Twee nachten in de zon, van Barcelona tot Granada, met een bezoek of een ontspanningsmoment naar keuze.',
    extras: [
      '1 visite ou 1 soin au choix pour 2 personnes|1 visita o 1 tratamiento a elegir para 2 personas|1 visita o 1 trattamento a scelta per 2 persone|1 bezoek of 1 behandeling naar keuze voor 2 personen',
    ],
    themes: [24, 30],
    countries: ['ES'],
    nights: 2,
    people: 2,
    value: 21990,
    referencePrice: 23990,
    locales: ['es_ES', 'fr_FR', 'fr_BE', 'it_IT'],
    physical: false,
  },
  {
    family: 'INSO1N',
    titles: 'Nuit insolite|Noche insólita|Notte insolita|Bijzondere overnachting',
    descriptions:
      'Cabane perchée, bulle sous les étoiles ou roulotte : une nuit à deux dans un hébergement hors du commun.|Cabaña en los árboles, burbuja bajo las estrellas o carromato: una noche para dos en un alojamiento fuera de lo común.|Casa sull’albero, bolla sotto le stelle o carrozzone: una notte a due in un alloggio fuori dal comune.|Boomhut, bubbel onder de sterren of pipowagen: een nacht met z’n tweeën op een bijzondere plek.',
    extras: [
      '1 apéritif de bienvenue pour 2 personnes|1 aperitivo de bienvenida para 2 personas|1 aperitivo di benvenuto per 2 persone|1 welkomstaperitief voor 2 personen',
    ],
    themes: [45],
    nights: 1,
    people: 2,
    value: 16990,
    physical: false,
    isNew: true,
  },
];

const PARTY: Record<Lang, Record<2 | 4, string>> = {
  fr: { 2: '2 personnes', 4: '2 adultes et 2 enfants' },
  es: { 2: '2 personas', 4: '2 adultos y 2 niños' },
  it: { 2: '2 persone', 4: '2 adulti e 2 bambini' },
  nl: { 2: '2 personen', 4: '2 volwassenen en 2 kinderen' },
};

/** "2 nuits avec petit-déjeuner pour 2 personnes": the first line of every box. */
export function nightsLine(lang: Lang, nights: number, people: 2 | 4): string {
  const party = PARTY[lang][people];
  const many = nights > 1;
  switch (lang) {
    case 'fr':
      return `${nights} nuit${many ? 's' : ''} avec petit-déjeuner pour ${party}`;
    case 'es':
      return `${nights} noche${many ? 's' : ''} con desayuno para ${party}`;
    case 'it':
      return `${nights} nott${many ? 'i' : 'e'} con colazione per ${party}`;
    case 'nl':
      return `${nights} nacht${many ? 'en' : ''} met ontbijt voor ${party}`;
  }
}

/** How the box reaches the buyer, by format. */
export const FORMAT_LINES: Record<GiftFormat, Record<Lang, string>> = {
  digital: {
    fr: 'E-coffret envoyé par e-mail, à imprimer ou à offrir sur mobile',
    es: 'Caja regalo digital enviada por e-mail, para imprimir o regalar en el móvil',
    it: 'Cofanetto digitale inviato via e-mail, da stampare o regalare sullo smartphone',
    nl: 'E-box per e-mail, om te printen of op je telefoon cadeau te doen',
  },
  physical: {
    fr: 'Coffret livré gratuitement en 2 à 4 jours ouvrés',
    es: 'Caja regalo con envío gratuito en 2 a 4 días laborables',
    it: 'Cofanetto consegnato gratuitamente in 2-4 giorni lavorativi',
    nl: 'Gratis geleverd in een geschenkdoos binnen 2 tot 4 werkdagen',
  },
};

/** "Valable 18 mois, échange gratuit" (001 §9). */
export function validityLine(lang: Lang, months: number): string {
  switch (lang) {
    case 'fr':
      return `Valable ${months} mois, échange gratuit`;
    case 'es':
      return `Válido ${months} meses, cambio gratuito`;
    case 'it':
      return `Valido ${months} mesi, cambio gratuito`;
    case 'nl':
      return `${months} maanden geldig, gratis te ruilen`;
  }
}
