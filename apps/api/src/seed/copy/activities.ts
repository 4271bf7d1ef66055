import type { ActivityDetails, Localized } from '../../db/schema';
import { type Lang, localize, names } from '../lang';
import type { Random } from '../random';
import { TAG_BY_ID } from '../reference';

// Activities, dinners and breakfasts included in packages, and activity-only vouchers.

const TITLES: Record<number, string[]> = {
  101: [
    'Accès illimité au spa|Acceso ilimitado al spa|Accesso illimitato alla spa|Onbeperkte toegang tot de spa',
    'Accès à l’espace bien-être|Acceso a la zona de bienestar|Accesso all’area benessere|Toegang tot de wellnessruimte',
  ],
  102: [
    'Massage relaxant de 50 minutes|Masaje relajante de 50 minutos|Massaggio rilassante di 50 minuti|Ontspannende massage van 50 minuten',
    'Massage aux huiles essentielles|Masaje con aceites esenciales|Massaggio agli oli essenziali|Massage met etherische oliën',
  ],
  103: [
    'Rituel hammam et gommage|Ritual de baño turco y exfoliación|Rituale bagno turco e scrub|Hamamritueel met scrub',
  ],
  104: [
    'Soin du visage éclat|Tratamiento facial iluminador|Trattamento viso illuminante|Verhelderende gezichtsbehandeling',
  ],
  105: [
    'Séance de yoga au lever du soleil|Sesión de yoga al amanecer|Lezione di yoga all’alba|Yogales bij zonsopgang',
  ],
  201: [
    'Cours de cuisine avec le chef|Clase de cocina con el chef|Corso di cucina con lo chef|Kookworkshop met de chef',
  ],
  202: [
    'Dégustation de vins commentée|Cata de vinos comentada|Degustazione di vini guidata|Wijnproeverij met toelichting',
    'Dégustation de trois vins de la région|Cata de tres vinos de la zona|Degustazione di tre vini del territorio|Proeverij van drie streekwijnen',
  ],
  203: [
    'Visite de cave et dégustation|Visita a la bodega con cata|Visita in cantina con degustazione|Bezoek aan de wijnkelder met proeverij',
  ],
  204: [
    'Atelier chocolat avec un maître chocolatier|Taller de chocolate con un maestro chocolatero|Laboratorio di cioccolato con un maestro cioccolatiere|Chocoladeworkshop met een chocolatier',
  ],
  301: ['Balade en kayak|Paseo en kayak|Escursione in kayak|Kajaktocht'],
  302: ['Randonnée accompagnée|Ruta de senderismo guiada|Escursione guidata|Begeleide wandeling'],
  303: [
    'Balade à vélo électrique|Ruta en bicicleta eléctrica|Giro in bicicletta elettrica|Tocht op een elektrische fiets',
  ],
  304: [
    'Green fee pour un parcours de 18 trous|Green fee para un recorrido de 18 hoyos|Green fee per un percorso a 18 buche|Greenfee voor een 18-holesbaan',
  ],
  305: ['Promenade à cheval|Paseo a caballo|Passeggiata a cavallo|Buitenrit te paard'],
  306: ['Forfait de ski d’une journée|Forfait de esquí de un día|Skipass giornaliero|Skipas voor één dag'],
  307: ['Cours de surf|Clase de surf|Lezione di surf|Surfles'],
  308: ['Initiation au paddle|Iniciación al paddle surf|Lezione di prova di SUP|Kennismaking met suppen'],
  401: [
    'Visite guidée de la vieille ville|Visita guiada por el casco antiguo|Visita guidata del centro storico|Rondleiding door de oude stad',
  ],
  402: ['Entrée au musée|Entrada al museo|Ingresso al museo|Toegang tot het museum'],
  403: ['Visite du château|Visita al castillo|Visita al castello|Bezoek aan het kasteel'],
  501: ['Croisière commentée|Crucero con guía|Crociera con guida|Rondvaart met gids'],
  502: [
    'Vol en montgolfière au lever du jour|Vuelo en globo al amanecer|Volo in mongolfiera all’alba|Ballonvaart bij zonsopgang',
  ],
  503: [
    'Sortie nature avec un guide ornithologue|Salida de observación de aves con guía|Uscita di birdwatching con guida|Vogeltocht met een gids',
  ],
  601: [
    'Billets pour le parc d’attractions|Entradas al parque de atracciones|Biglietti per il parco divertimenti|Toegangskaarten voor het pretpark',
  ],
  602: [
    'Partie de mini-golf en famille|Partida de minigolf en familia|Partita a minigolf in famiglia|Potje minigolf met het gezin',
  ],
  603: ['Parcours dans les arbres|Circuito en los árboles|Percorso tra gli alberi|Klimparcours in de bomen'],
};

export function activityTitle(random: Random, tagId: number): Localized {
  return names(random.pick(TITLES[tagId] ?? TITLES[101] ?? []));
}

type GroupCopy = { detail: string[]; why: string[]; mustKnow: string[]; how: string };

/** Per activity group: what is included, why you will love it, what to know and how to book. */
const GROUP_COPY: Record<string, Record<Lang, GroupCopy>> = {
  wellness: {
    fr: {
      detail: [
        'Peignoirs, serviettes et chaussons fournis',
        'Tisane et fruits secs dans l’espace de repos',
        'Accès au sauna et au hammam',
      ],
      why: [
        'Un vrai moment de lâcher-prise',
        'Des praticiens formés aux meilleures techniques',
        'Des produits naturels et de saison',
      ],
      mustKnow: [
        'Maillot de bain obligatoire',
        'Déconseillé aux femmes enceintes',
        'Accès réservé aux plus de 16 ans',
      ],
      how: 'Réservez votre créneau auprès de la réception dès votre arrivée.',
    },
    es: {
      detail: [
        'Albornoz, toallas y zapatillas incluidos',
        'Infusiones y frutos secos en la zona de descanso',
        'Acceso a la sauna y al baño turco',
      ],
      why: [
        'Un auténtico momento de desconexión',
        'Terapeutas formados en las mejores técnicas',
        'Productos naturales y de temporada',
      ],
      mustKnow: [
        'Bañador obligatorio',
        'No recomendado para embarazadas',
        'Acceso solo para mayores de 16 años',
      ],
      how: 'Reserve su horario en la recepción a su llegada.',
    },
    it: {
      detail: [
        'Accappatoio, teli e ciabattine forniti',
        'Tisane e frutta secca nella zona relax',
        'Accesso a sauna e bagno turco',
      ],
      why: [
        'Un vero momento di relax',
        'Operatori formati nelle migliori tecniche',
        'Prodotti naturali e di stagione',
      ],
      mustKnow: [
        'Costume da bagno obbligatorio',
        'Sconsigliato in gravidanza',
        'Accesso consentito dai 16 anni',
      ],
      how: 'Prenotate il vostro orario alla reception al momento dell’arrivo.',
    },
    nl: {
      detail: [
        'Badjas, handdoeken en slippers aanwezig',
        'Kruidenthee en noten in de rustruimte',
        'Toegang tot sauna en hamam',
      ],
      why: [
        'Een moment om echt los te laten',
        'Ervaren therapeuten',
        'Natuurlijke producten van het seizoen',
      ],
      mustKnow: ['Badkleding verplicht', 'Niet aanbevolen tijdens de zwangerschap', 'Toegang vanaf 16 jaar'],
      how: 'Reserveer uw tijdstip bij aankomst aan de receptie.',
    },
  },
  gastronomy: {
    fr: {
      detail: [
        'Accueil par le chef ou le sommelier',
        'Dégustation de produits du terroir',
        'Recettes remises à la fin de l’atelier',
      ],
      why: [
        'Des producteurs passionnés',
        'Une expérience conviviale en petit groupe',
        'Des saveurs à rapporter chez soi',
      ],
      mustKnow: [
        'L’abus d’alcool est dangereux pour la santé, à consommer avec modération',
        'Allergies à signaler à la réservation',
      ],
      how: 'L’hôtel vous communique l’horaire de l’atelier lors de la confirmation.',
    },
    es: {
      detail: [
        'Bienvenida del chef o del sumiller',
        'Degustación de productos de la tierra',
        'Recetas entregadas al final del taller',
      ],
      why: [
        'Productores apasionados',
        'Una experiencia agradable en grupo reducido',
        'Sabores para llevarse a casa',
      ],
      mustKnow: ['Consuma alcohol con moderación', 'Indique sus alergias al reservar'],
      how: 'El hotel le comunicará el horario del taller en la confirmación.',
    },
    it: {
      detail: [
        'Accoglienza dello chef o del sommelier',
        'Assaggio di prodotti del territorio',
        'Ricette consegnate alla fine del corso',
      ],
      why: [
        'Produttori appassionati',
        'Un’esperienza conviviale in piccoli gruppi',
        'Sapori da portare a casa',
      ],
      mustKnow: ['Bevete responsabilmente', 'Segnalate eventuali allergie alla prenotazione'],
      how: 'L’hotel vi comunicherà l’orario del corso nella conferma.',
    },
    nl: {
      detail: [
        'Ontvangst door de chef of de sommelier',
        'Proeverij van streekproducten',
        'Recepten om mee naar huis te nemen',
      ],
      why: [
        'Gepassioneerde producenten',
        'Een gezellige ervaring in een kleine groep',
        'Smaken die u thuis nog lang bijblijven',
      ],
      mustKnow: ['Geniet, maar drink met mate', 'Meld allergieën bij de reservering'],
      how: 'Het hotel laat u het tijdstip van de workshop weten bij de bevestiging.',
    },
  },
  sport: {
    fr: {
      detail: ['Encadrement par un moniteur diplômé', 'Matériel fourni', 'Niveau débutant à confirmé'],
      why: [
        'Des paysages à couper le souffle',
        'Une activité accessible à tous',
        'Des souvenirs pleins la tête',
      ],
      mustKnow: ['Tenue de sport et chaussures adaptées', 'Activité soumise aux conditions météo'],
      how: 'Présentez-vous au point de rendez-vous quinze minutes avant le départ.',
    },
    es: {
      detail: ['Acompañamiento de un monitor titulado', 'Material incluido', 'Nivel principiante a avanzado'],
      why: [
        'Paisajes que quitan el aliento',
        'Una actividad al alcance de todos',
        'Recuerdos para mucho tiempo',
      ],
      mustKnow: ['Ropa deportiva y calzado adecuado', 'Actividad sujeta a las condiciones meteorológicas'],
      how: 'Preséntese en el punto de encuentro quince minutos antes de la salida.',
    },
    it: {
      detail: [
        'Accompagnamento di un istruttore qualificato',
        'Attrezzatura fornita',
        'Per principianti ed esperti',
      ],
      why: ['Paesaggi mozzafiato', 'Un’attività alla portata di tutti', 'Ricordi indimenticabili'],
      mustKnow: ['Abbigliamento sportivo e scarpe adatte', 'Attività soggetta alle condizioni meteo'],
      how: 'Presentatevi al punto d’incontro quindici minuti prima della partenza.',
    },
    nl: {
      detail: [
        'Begeleiding door een gediplomeerde instructeur',
        'Materiaal inbegrepen',
        'Voor beginners en gevorderden',
      ],
      why: ['Adembenemende landschappen', 'Een activiteit voor iedereen', 'Herinneringen voor het leven'],
      mustKnow: ['Sportkleding en geschikte schoenen', 'Afhankelijk van het weer'],
      how: 'Meld u een kwartier voor vertrek op het afgesproken punt.',
    },
  },
  culture: {
    fr: {
      detail: ['Guide conférencier passionné', 'Billets coupe-file', 'Visite en petit groupe'],
      why: [
        'Des anecdotes que l’on ne trouve pas dans les guides',
        'Un patrimoine exceptionnel',
        'Le meilleur de la ville en quelques heures',
      ],
      mustKnow: ['Prévoir de bonnes chaussures', 'Visite en français ou en anglais selon les dates'],
      how: 'Vos billets vous attendent à la réception de l’hôtel.',
    },
    es: {
      detail: ['Guía apasionado y experto', 'Entradas sin colas', 'Visita en grupo reducido'],
      why: [
        'Anécdotas que no aparecen en las guías',
        'Un patrimonio excepcional',
        'Lo mejor de la ciudad en pocas horas',
      ],
      mustKnow: ['Lleve calzado cómodo', 'Visita en español o en inglés según la fecha'],
      how: 'Sus entradas le esperan en la recepción del hotel.',
    },
    it: {
      detail: ['Guida esperta e appassionata', 'Biglietti salta fila', 'Visita in piccoli gruppi'],
      why: [
        'Aneddoti che non trovate nelle guide',
        'Un patrimonio eccezionale',
        'Il meglio della città in poche ore',
      ],
      mustKnow: ['Indossate scarpe comode', 'Visita in italiano o in inglese secondo le date'],
      how: 'I biglietti vi aspettano alla reception dell’hotel.',
    },
    nl: {
      detail: ['Gepassioneerde gids', 'Voorrangstickets', 'Rondleiding in een kleine groep'],
      why: [
        'Verhalen die niet in de reisgids staan',
        'Uitzonderlijk erfgoed',
        'Het beste van de stad in een paar uur',
      ],
      mustKnow: [
        'Draag comfortabele schoenen',
        'Rondleiding in het Nederlands of Engels, afhankelijk van de datum',
      ],
      how: 'Uw tickets liggen klaar aan de receptie van het hotel.',
    },
  },
  nature: {
    fr: {
      detail: ['Sortie encadrée par un guide local', 'Jumelles et matériel prêtés', 'Collation offerte'],
      why: ['Une nature préservée', 'Des points de vue inoubliables', 'Un rythme tranquille'],
      mustKnow: ['Prévoir une tenue chaude le matin', 'Sortie annulée ou reportée en cas de mauvais temps'],
      how: 'Le guide vous retrouve à l’hôtel à l’heure indiquée.',
    },
    es: {
      detail: ['Salida con un guía local', 'Prismáticos y material incluidos', 'Tentempié incluido'],
      why: ['Una naturaleza intacta', 'Vistas inolvidables', 'Un ritmo tranquilo'],
      mustKnow: ['Lleve ropa de abrigo por la mañana', 'La salida se aplaza en caso de mal tiempo'],
      how: 'El guía le recogerá en el hotel a la hora indicada.',
    },
    it: {
      detail: ['Uscita con una guida locale', 'Binocoli e attrezzatura forniti', 'Merenda offerta'],
      why: ['Una natura incontaminata', 'Panorami indimenticabili', 'Un ritmo rilassato'],
      mustKnow: ['Portate abiti caldi per il mattino', 'L’uscita è rinviata in caso di maltempo'],
      how: 'La guida vi aspetta in hotel all’orario indicato.',
    },
    nl: {
      detail: ['Tocht met een lokale gids', 'Verrekijker en materiaal te leen', 'Inclusief versnapering'],
      why: ['Ongerepte natuur', 'Onvergetelijke uitzichten', 'Een rustig tempo'],
      mustKnow: ['Neem ’s ochtends warme kleding mee', 'Bij slecht weer wordt de tocht verplaatst'],
      how: 'De gids haalt u op het afgesproken uur op in het hotel.',
    },
  },
  fun: {
    fr: {
      detail: [
        'Billets pour toute la famille',
        'Accès à toutes les attractions',
        'Plan et conseils de l’équipe',
      ],
      why: [
        'Des rires garantis pour petits et grands',
        'Une journée pleine de surprises',
        'Tout est prévu, vous n’avez qu’à profiter',
      ],
      mustKnow: [
        'Certaines attractions ont une taille minimale',
        'Les enfants restent sous la responsabilité des parents',
      ],
      how: 'Retirez vos billets à la réception, ils sont valables le jour choisi.',
    },
    es: {
      detail: [
        'Entradas para toda la familia',
        'Acceso a todas las atracciones',
        'Plano y consejos del equipo',
      ],
      why: [
        'Risas aseguradas para pequeños y mayores',
        'Un día lleno de sorpresas',
        'Todo está organizado, solo tiene que disfrutar',
      ],
      mustKnow: [
        'Algunas atracciones exigen una altura mínima',
        'Los niños están bajo la responsabilidad de sus padres',
      ],
      how: 'Recoja sus entradas en la recepción; son válidas para el día elegido.',
    },
    it: {
      detail: [
        'Biglietti per tutta la famiglia',
        'Accesso a tutte le attrazioni',
        'Mappa e consigli dello staff',
      ],
      why: [
        'Risate assicurate per grandi e piccini',
        'Una giornata piena di sorprese',
        'È tutto organizzato, dovete solo divertirvi',
      ],
      mustKnow: [
        'Alcune attrazioni richiedono un’altezza minima',
        'I bambini restano sotto la responsabilità dei genitori',
      ],
      how: 'Ritirate i biglietti alla reception, sono validi nel giorno scelto.',
    },
    nl: {
      detail: [
        'Tickets voor het hele gezin',
        'Toegang tot alle attracties',
        'Plattegrond en tips van het team',
      ],
      why: [
        'Plezier gegarandeerd voor jong en oud',
        'Een dag vol verrassingen',
        'Alles is geregeld, u hoeft alleen te genieten',
      ],
      mustKnow: [
        'Voor sommige attracties geldt een minimumlengte',
        'Kinderen blijven onder toezicht van hun ouders',
      ],
      how: 'Haal uw tickets op aan de receptie; ze zijn geldig op de gekozen dag.',
    },
  },
};

export function activityDetails(random: Random, tagId: number): Localized<ActivityDetails> {
  const tag = TAG_BY_ID.get(tagId);
  const copy = GROUP_COPY[tag?.group ?? 'wellness'] as Record<Lang, GroupCopy>;
  const detail = random.sample([0, 1, 2], 3);
  const why = random.sample([0, 1, 2], 2);
  const duration = tag?.minutes ?? 60;
  return localize((lang) => ({
    detailList: [DURATION[lang](duration), ...detail.map((i) => copy[lang].detail[i] as string)],
    whyList: why.map((i) => copy[lang].why[i] as string),
    mustKnowList: [...copy[lang].mustKnow],
    how: copy[lang].how,
  }));
}

const DURATION: Record<Lang, (minutes: number) => string> = {
  fr: (m) => `Durée : ${formatMinutes(m, 'h', 'min')}`,
  es: (m) => `Duración: ${formatMinutes(m, 'h', 'min')}`,
  it: (m) => `Durata: ${formatMinutes(m, 'h', 'min')}`,
  nl: (m) => `Duur: ${formatMinutes(m, 'uur', 'min')}`,
};

function formatMinutes(minutes: number, hour: string, min: string): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} ${min}`;
  return m === 0 ? `${h} ${hour}` : `${h} ${hour} ${m}`;
}

/** Dinner menus by cuisine: starter, main course, dessert. */
const MENUS: Record<'fr' | 'es' | 'it' | 'nl', Array<[string, string, string]>> = {
  fr: [
    [
      'Velouté de potimarron et éclats de noisette|Crema de calabaza con avellanas|Vellutata di zucca con granella di nocciole|Pompoensoep met hazelnoot',
      'Filet de bar, beurre blanc et légumes du marché|Lubina con salsa de mantequilla y verduras de mercado|Filetto di branzino al burro bianco con verdure di stagione|Zeebaarsfilet met beurre blanc en groenten van de markt',
      'Tarte fine aux pommes et glace vanille|Tarta fina de manzana con helado de vainilla|Sfoglia di mele con gelato alla vaniglia|Dunne appeltaart met vanille-ijs',
    ],
    [
      'Œuf parfait aux champignons des bois|Huevo a baja temperatura con setas|Uovo cotto a bassa temperatura con funghi di bosco|Zachtgegaard ei met bospaddenstoelen',
      'Suprême de volaille fermière, jus au thym|Suprema de pollo de corral con jugo al tomillo|Petto di pollo ruspante al fondo di timo|Scharrelkipfilet met tijmjus',
      'Moelleux au chocolat et crème anglaise|Coulant de chocolate con crema inglesa|Tortino al cioccolato con crema inglese|Chocoladefondant met vanillesaus',
    ],
  ],
  es: [
    [
      'Salmorejo cordobés con jamón ibérico|Salmorejo cordobés con jamón ibérico|Salmorejo di Cordova con prosciutto iberico|Salmorejo uit Córdoba met Iberische ham',
      'Arroz meloso de marisco|Arroz meloso de marisco|Riso cremoso ai frutti di mare|Smeuïge rijst met zeevruchten',
      'Crema catalana|Crema catalana|Crema catalana|Crema catalana',
    ],
    [
      'Gazpacho de tomate y sandía|Gazpacho de tomate y sandía|Gazpacho di pomodoro e anguria|Gazpacho van tomaat en watermeloen',
      'Presa ibérica a la brasa con patatas panaderas|Presa ibérica a la brasa con patatas panaderas|Presa iberica alla brace con patate al forno|Gegrilde presa ibérica met ovenaardappelen',
      'Torrija caramelizada con helado|Torrija caramelizada con helado|Torrija caramellata con gelato|Gekarameliseerde torrija met ijs',
    ],
  ],
  it: [
    [
      'Burrata con pomodorini e basilico|Burrata con tomates cherry y albahaca|Burrata con pomodorini e basilico|Burrata met kerstomaatjes en basilicum',
      'Risotto ai funghi porcini|Risotto de boletus|Risotto ai funghi porcini|Risotto met eekhoorntjesbrood',
      'Tiramisù de la maison|Tiramisú casero|Tiramisù della casa|Huisgemaakte tiramisu',
    ],
    [
      'Carpaccio de bœuf et roquette|Carpaccio de ternera con rúcula|Carpaccio di manzo e rucola|Rundercarpaccio met rucola',
      'Tagliatelles fraîches au ragù|Tallarines frescos con ragú|Tagliatelle fresche al ragù|Verse tagliatelle met ragù',
      'Panna cotta aux fruits rouges|Panna cotta con frutos rojos|Panna cotta ai frutti di bosco|Panna cotta met rood fruit',
    ],
  ],
  nl: [
    [
      'Crevettes grises de la mer du Nord en tomate|Tomate rellena de camarones del mar del Norte|Pomodoro ripieno di gamberetti del Mare del Nord|Tomaat met Noordzeegarnalen',
      'Carbonade flamande et frites maison|Carbonada flamenca con patatas fritas caseras|Carbonade fiamminga con patatine fatte in casa|Stoofvlees met huisgemaakte frieten',
      'Gaufre de Liège et glace vanille|Gofre de Lieja con helado de vainilla|Waffle di Liegi con gelato alla vaniglia|Luikse wafel met vanille-ijs',
    ],
    [
      'Soupe de poisson de la mer du Nord|Sopa de pescado del mar del Norte|Zuppa di pesce del Mare del Nord|Noordzeevissoep',
      'Dos de cabillaud, purée et sauce moutarde|Lomo de bacalao con puré y salsa de mostaza|Trancio di merluzzo con purè e salsa alla senape|Kabeljauwhaasje met puree en mosterdsaus',
      'Dame blanche|Copa de helado con chocolate caliente|Coppa gelato con cioccolato caldo|Dame blanche',
    ],
  ],
};

const COURSES: Record<Lang, [string, string, string]> = {
  fr: ['Entrée', 'Plat', 'Dessert'],
  es: ['Entrante', 'Principal', 'Postre'],
  it: ['Antipasto', 'Secondo', 'Dolce'],
  nl: ['Voorgerecht', 'Hoofdgerecht', 'Nagerecht'],
};

const DINNER_TITLES = [
  'Dîner gastronomique|Cena gastronómica|Cena gourmet|Gastronomisch diner',
  'Menu du chef en trois plats|Menú del chef de tres platos|Menù dello chef in tre portate|Driegangenmenu van de chef',
  'Dîner du terroir|Cena de productos de la tierra|Cena con prodotti del territorio|Diner met streekproducten',
];

const DINNER_MUST_KNOW: Localized<string[]> = {
  fr: ['Boissons non comprises', 'Menu adaptable sur demande (végétarien, allergies)'],
  es: ['Bebidas no incluidas', 'Menú adaptable bajo petición (vegetariano, alergias)'],
  it: ['Bevande escluse', 'Menù adattabile su richiesta (vegetariano, allergie)'],
  nl: ['Drankjes niet inbegrepen', 'Menu op verzoek aan te passen (vegetarisch, allergieën)'],
};

const DINNER_HOW: Localized = {
  fr: 'Réservez votre table auprès de la réception, le dîner est servi de 19 h 30 à 21 h 30.',
  es: 'Reserve su mesa en la recepción; la cena se sirve de 19:30 a 21:30.',
  it: 'Prenotate il tavolo alla reception; la cena è servita dalle 19:30 alle 21:30.',
  nl: 'Reserveer uw tafel aan de receptie; het diner wordt geserveerd van 19.30 tot 21.30 uur.',
};

export function dinner(
  random: Random,
  cuisine: 'fr' | 'es' | 'it' | 'nl',
): { titles: Localized; details: Localized<ActivityDetails> } {
  const menu = random.pick(MENUS[cuisine]).map(names);
  return {
    titles: names(random.pick(DINNER_TITLES)),
    details: localize((lang) => ({
      detailList: menu.map((dish, i) => `${COURSES[lang][i]}${lang === 'fr' ? ' : ' : ': '}${dish[lang]}`),
      whyList: [],
      mustKnowList: DINNER_MUST_KNOW[lang],
      how: DINNER_HOW[lang],
    })),
  };
}

const BREAKFAST_DETAILS: Localized<string[]> = {
  fr: [
    'Viennoiseries et pains de la boulangerie voisine',
    'Confitures maison et miel local',
    'Fruits frais, yaourts et céréales',
    'Œufs préparés à la demande',
  ],
  es: [
    'Bollería y pan de la panadería del barrio',
    'Mermeladas caseras y miel local',
    'Fruta fresca, yogures y cereales',
    'Huevos preparados al momento',
  ],
  it: [
    'Cornetti e pane del forno vicino',
    'Marmellate fatte in casa e miele locale',
    'Frutta fresca, yogurt e cereali',
    'Uova preparate al momento',
  ],
  nl: [
    'Broodjes en koffiekoeken van de bakker om de hoek',
    'Huisgemaakte jam en lokale honing',
    'Vers fruit, yoghurt en granen',
    'Eieren naar wens bereid',
  ],
};

const BREAKFAST_MUST_KNOW: Localized<string[]> = {
  fr: ['Petit-déjeuner servi en salle ou en chambre avec supplément'],
  es: ['Desayuno servido en el comedor, o en la habitación con suplemento'],
  it: ['Colazione servita in sala, o in camera con supplemento'],
  nl: ['Ontbijt in de ontbijtzaal, of op de kamer tegen toeslag'],
};

export function breakfast(): { titles: Localized; details: Localized<ActivityDetails> } {
  return {
    titles: names('Petit-déjeuner buffet|Desayuno bufé|Colazione a buffet|Ontbijtbuffet'),
    details: localize((lang) => ({
      detailList: BREAKFAST_DETAILS[lang],
      whyList: [],
      mustKnowList: BREAKFAST_MUST_KNOW[lang],
      how: '',
    })),
  };
}

const VOUCHER_INTROS: Record<Lang, (title: string, hotel: string, city: string) => string> = {
  fr: (title, hotel, city) => `${title} à ${city}, proposé par ${hotel}.`,
  es: (title, hotel, city) => `${title} en ${city}, a cargo de ${hotel}.`,
  it: (title, hotel, city) => `${title} a ${city}, proposto da ${hotel}.`,
  nl: (title, hotel, city) => `${title} in ${city}, aangeboden door ${hotel}.`,
};

const VOUCHER_OUTROS: Localized = {
  fr: 'Un bon valable douze mois, à offrir ou à s’offrir, et une réservation en quelques clics auprès de notre partenaire.',
  es: 'Un bono válido doce meses, para regalar o regalarse, que se reserva en unos clics con nuestro socio.',
  it: 'Un buono valido dodici mesi, da regalare o da regalarsi, prenotabile in pochi clic presso il nostro partner.',
  nl: 'Een bon die twaalf maanden geldig is, om te geven of zelf te gebruiken, en snel te reserveren bij onze partner.',
};

export function voucherCopy(
  title: Localized,
  hotel: string,
  city: Localized,
): { labels: Localized; descriptions: Localized } {
  return {
    labels: localize((lang) => `${title[lang]} – ${city[lang]}`),
    descriptions: localize(
      (lang) => `${VOUCHER_INTROS[lang](title[lang], hotel, city[lang])} ${VOUCHER_OUTROS[lang]}`,
    ),
  };
}
