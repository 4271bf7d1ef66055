import type { Localized } from '../db/schema';
import { names } from './lang';

// Reference vocabularies of the catalog: themes, facilities, hotel types, environments and styles,
// activity tags. Codes are stable; names exist in the four catalog languages. The vocabularies
// without a table of their own are also stored in `meta` (see `referenceMeta`).

export interface Theme {
  id: number;
  /** Icon name the shop maps to a pictogram (002 §3 Theme). */
  icon: string;
  names: Localized;
}

/** Theme 39 is the family theme (G-27). */
export const FAMILY_THEME = 39;

export const THEMES: Theme[] = [
  { id: 12, icon: 'wellness', names: names('Bien-être|Bienestar|Benessere|Wellness') },
  { id: 15, icon: 'chef', names: names('Gastronomie|Gastronomía|Gastronomia|Gastronomie') },
  { id: 18, icon: 'romantic', names: names('Romantique|Romántico|Romantico|Romantisch') },
  {
    id: 21,
    icon: 'sport',
    names: names('Sport et aventure|Deporte y aventura|Sport e avventura|Sport en avontuur'),
  },
  { id: 24, icon: 'sea', names: names('Mer et plage|Mar y playa|Mare e spiaggia|Zee en strand') },
  { id: 27, icon: 'mountain', names: names('Montagne|Montaña|Montagna|Bergen') },
  {
    id: 30,
    icon: 'culture',
    names: names('Culture et patrimoine|Cultura y patrimonio|Cultura e patrimonio|Cultuur en erfgoed'),
  },
  { id: 33, icon: 'nature', names: names('Nature|Naturaleza|Natura|Natuur') },
  {
    id: 36,
    icon: 'wine',
    names: names('Vins et vignobles|Vinos y viñedos|Vini e vigneti|Wijn en wijngaarden'),
  },
  { id: FAMILY_THEME, icon: 'family', names: names('En famille|En familia|In famiglia|Met het gezin') },
  { id: 42, icon: 'city', names: names('Escapade urbaine|Escapada urbana|Città d’arte|Stedentrip') },
  { id: 45, icon: 'unusual', names: names('Insolite|Insólito|Insolito|Bijzonder overnachten') },
  { id: 48, icon: 'ski', names: names('Ski|Esquí|Sci|Skiën') },
];

export interface Facility {
  code: string;
  kind: 'facility' | 'eco';
  names: Localized;
  /** The facility inside a sentence, with its article: "une piscine extérieure". */
  phrase: Localized;
}

const facility = (code: string, kind: Facility['kind'], label: string, phrase: string): Facility => ({
  code,
  kind,
  names: names(label),
  phrase: names(phrase),
});

export const FACILITIES: Facility[] = [
  facility(
    'wifi',
    'facility',
    'Wi-Fi gratuit|Wi-Fi gratis|Wi-Fi gratuito|Gratis wifi',
    'le Wi-Fi gratuit|wifi gratuito|il Wi-Fi gratuito|gratis wifi',
  ),
  facility(
    'parking',
    'facility',
    'Parking|Aparcamiento|Parcheggio|Parkeerplaats',
    'un parking privé|aparcamiento privado|un parcheggio privato|een eigen parkeerplaats',
  ),
  facility(
    'pool',
    'facility',
    'Piscine|Piscina|Piscina|Zwembad',
    'une piscine|una piscina|una piscina|een zwembad',
  ),
  facility(
    'indoor_pool',
    'facility',
    'Piscine intérieure|Piscina cubierta|Piscina coperta|Binnenzwembad',
    'une piscine intérieure chauffée|una piscina cubierta climatizada|una piscina coperta riscaldata|een verwarmd binnenzwembad',
  ),
  facility('spa', 'facility', 'Spa|Spa|Spa|Spa', 'un spa|un spa|una spa|een spa'),
  facility(
    'restaurant',
    'facility',
    'Restaurant|Restaurante|Ristorante|Restaurant',
    'un restaurant|un restaurante|un ristorante|een restaurant',
  ),
  facility('bar', 'facility', 'Bar|Bar|Bar|Bar', 'un bar|un bar|un bar|een bar'),
  facility(
    'fitness',
    'facility',
    'Salle de sport|Gimnasio|Palestra|Fitnessruimte',
    'une salle de sport|un gimnasio|una palestra|een fitnessruimte',
  ),
  facility(
    'air_conditioning',
    'facility',
    'Climatisation|Aire acondicionado|Aria condizionata|Airconditioning',
    'la climatisation|aire acondicionado|l’aria condizionata|airconditioning',
  ),
  facility('garden', 'facility', 'Jardin|Jardín|Giardino|Tuin', 'un jardin|un jardín|un giardino|een tuin'),
  facility(
    'terrace',
    'facility',
    'Terrasse|Terraza|Terrazza|Terras',
    'une terrasse|una terraza|una terrazza|een terras',
  ),
  facility(
    'elevator',
    'facility',
    'Ascenseur|Ascensor|Ascensore|Lift',
    'un ascenseur|ascensor|un ascensore|een lift',
  ),
  facility('sauna', 'facility', 'Sauna|Sauna|Sauna|Sauna', 'un sauna|una sauna|una sauna|een sauna'),
  facility(
    'hammam',
    'facility',
    'Hammam|Baño turco|Bagno turco|Hamam',
    'un hammam|un baño turco|un bagno turco|een hamam',
  ),
  facility(
    'jacuzzi',
    'facility',
    'Jacuzzi|Jacuzzi|Idromassaggio|Jacuzzi',
    'un jacuzzi|un jacuzzi|una vasca idromassaggio|een jacuzzi',
  ),
  facility(
    'beach_access',
    'facility',
    'Accès plage|Acceso a la playa|Accesso alla spiaggia|Toegang tot het strand',
    'un accès direct à la plage|acceso directo a la playa|l’accesso diretto alla spiaggia|directe toegang tot het strand',
  ),
  facility(
    'ski_in_out',
    'facility',
    'Accès skis aux pieds|Acceso directo a pistas|Sci ai piedi|Ski-in/ski-out',
    'un accès skis aux pieds|acceso directo a las pistas|l’accesso sci ai piedi|directe toegang tot de pistes',
  ),
  facility(
    'kids_club',
    'facility',
    'Club enfants|Club infantil|Miniclub|Kinderclub',
    'un club enfants|un club infantil|un miniclub|een kinderclub',
  ),
  facility(
    'room_service',
    'facility',
    'Service en chambre|Servicio de habitaciones|Servizio in camera|Roomservice',
    'un service en chambre|servicio de habitaciones|il servizio in camera|roomservice',
  ),
  facility(
    'pets',
    'facility',
    'Animaux acceptés|Se admiten mascotas|Animali ammessi|Huisdieren toegestaan',
    'l’accueil de vos animaux|la admisión de mascotas|l’accoglienza dei vostri animali|ruimte voor uw huisdier',
  ),
  facility(
    'accessible',
    'facility',
    'Accès PMR|Accesible|Accessibile ai disabili|Rolstoeltoegankelijk',
    'des chambres accessibles|habitaciones adaptadas|camere accessibili|aangepaste kamers',
  ),
  facility(
    'bike_storage',
    'facility',
    'Local à vélos|Guardabicicletas|Deposito bici|Fietsenstalling',
    'un local à vélos|un guardabicicletas|un deposito bici|een fietsenstalling',
  ),
  facility(
    'meeting_room',
    'facility',
    'Salle de séminaire|Sala de reuniones|Sala riunioni|Vergaderzaal',
    'une salle de séminaire|una sala de reuniones|una sala riunioni|een vergaderzaal',
  ),
  facility(
    'tennis',
    'facility',
    'Court de tennis|Pista de tenis|Campo da tennis|Tennisbaan',
    'un court de tennis|una pista de tenis|un campo da tennis|een tennisbaan',
  ),
  facility(
    'ev_charging',
    'eco',
    'Borne de recharge|Cargador eléctrico|Colonnina di ricarica|Laadpaal',
    'une borne de recharge|un cargador para coches eléctricos|una colonnina di ricarica|een laadpaal',
  ),
  facility(
    'solar_panels',
    'eco',
    'Panneaux solaires|Paneles solares|Pannelli solari|Zonnepanelen',
    'des panneaux solaires|paneles solares|pannelli solari|zonnepanelen',
  ),
  facility(
    'local_products',
    'eco',
    'Produits locaux|Productos locales|Prodotti locali|Lokale producten',
    'des produits locaux|productos locales|prodotti locali|lokale producten',
  ),
  facility(
    'waste_sorting',
    'eco',
    'Tri des déchets|Reciclaje de residuos|Raccolta differenziata|Afvalscheiding',
    'le tri des déchets|el reciclaje|la raccolta differenziata|afvalscheiding',
  ),
  facility(
    'led_lighting',
    'eco',
    'Éclairage LED|Iluminación LED|Illuminazione LED|Ledverlichting',
    'un éclairage LED|iluminación LED|l’illuminazione LED|ledverlichting',
  ),
  facility(
    'water_saving',
    'eco',
    'Économies d’eau|Ahorro de agua|Risparmio idrico|Waterbesparing',
    'des économiseurs d’eau|sistemas de ahorro de agua|sistemi di risparmio idrico|waterbesparende kranen',
  ),
  facility(
    'organic_breakfast',
    'eco',
    'Petit-déjeuner bio|Desayuno ecológico|Colazione biologica|Biologisch ontbijt',
    'un petit-déjeuner bio|un desayuno ecológico|una colazione biologica|een biologisch ontbijt',
  ),
  facility(
    'bike_rental',
    'eco',
    'Location de vélos|Alquiler de bicicletas|Noleggio bici|Fietsverhuur',
    'la location de vélos|alquiler de bicicletas|il noleggio di biciclette|fietsverhuur',
  ),
  facility(
    'green_certification',
    'eco',
    'Label écologique|Certificación ecológica|Certificazione ecologica|Ecolabel',
    'un label écologique|una certificación ecológica|una certificazione ecologica|een ecolabel',
  ),
  facility(
    'no_single_use_plastic',
    'eco',
    'Zéro plastique jetable|Sin plásticos de un solo uso|Niente plastica monouso|Geen wegwerpplastic',
    'le zéro plastique jetable|cero plásticos de un solo uso|zero plastica monouso|geen wegwerpplastic',
  ),
  facility(
    'green_energy',
    'eco',
    'Électricité verte|Energía verde|Energia verde|Groene stroom',
    'une électricité 100 % renouvelable|energía 100 % renovable|energia 100% rinnovabile|100% groene stroom',
  ),
  facility(
    'vegetable_garden',
    'eco',
    'Potager|Huerto|Orto|Moestuin',
    'un potager|un huerto propio|un orto|een eigen moestuin',
  ),
  facility(
    'rainwater_harvesting',
    'eco',
    'Récupération d’eau de pluie|Recogida de agua de lluvia|Recupero dell’acqua piovana|Regenwateropvang',
    'la récupération de l’eau de pluie|la recogida de agua de lluvia|il recupero dell’acqua piovana|opvang van regenwater',
  ),
  facility(
    'eco_cleaning',
    'eco',
    'Produits d’entretien écologiques|Limpieza ecológica|Pulizia ecologica|Ecologische schoonmaak',
    'des produits d’entretien écologiques|productos de limpieza ecológicos|prodotti di pulizia ecologici|ecologische schoonmaakmiddelen',
  ),
];

export const FACILITY_BY_CODE = new Map(FACILITIES.map((f) => [f.code, f]));
export const ECO_CODES = FACILITIES.filter((f) => f.kind === 'eco').map((f) => f.code);

/** Groups of the hotel's general information (001 §3 infoGeneral): code and its facility codes. */
export const INFO_GENERAL_GROUPS: Array<{ code: string; names: Localized; facilities: string[] }> = [
  {
    code: 'general',
    names: names('Général|General|Generale|Algemeen'),
    facilities: ['wifi', 'elevator', 'air_conditioning', 'accessible', 'room_service', 'pets'],
  },
  {
    code: 'parking',
    names: names('Parking|Aparcamiento|Parcheggio|Parkeren'),
    facilities: ['parking', 'ev_charging', 'bike_storage'],
  },
  {
    code: 'wellness',
    names: names('Bien-être|Bienestar|Benessere|Wellness'),
    facilities: ['pool', 'indoor_pool', 'spa', 'sauna', 'hammam', 'jacuzzi', 'fitness'],
  },
  {
    code: 'food',
    names: names('Restauration|Restauración|Ristorazione|Eten en drinken'),
    facilities: ['restaurant', 'bar'],
  },
  {
    code: 'leisure',
    names: names('Loisirs|Ocio|Tempo libero|Vrije tijd'),
    facilities: ['garden', 'terrace', 'beach_access', 'ski_in_out', 'kids_club', 'tennis', 'meeting_room'],
  },
];

export interface Vocabulary {
  code: string;
  names: Localized;
}

const vocabulary = (rows: Array<[string, string]>): Vocabulary[] =>
  rows.map(([code, label]) => ({ code, names: names(label) }));

export const HOTEL_TYPES = vocabulary([
  ['hotel', 'Hôtel|Hotel|Hotel|Hotel'],
  ['boutique_hotel', 'Hôtel de charme|Hotel boutique|Boutique hotel|Boetiekhotel'],
  ['guest_house', 'Chambre d’hôtes|Casa rural|Bed and breakfast|Bed & breakfast'],
  ['castle', 'Château|Castillo|Castello|Kasteel'],
  ['resort', 'Complexe hôtelier|Complejo turístico|Resort|Resort'],
  ['spa_hotel', 'Hôtel & spa|Hotel con spa|Hotel con spa|Spahotel'],
  ['lodge', 'Chalet|Refugio de montaña|Chalet|Chalet'],
  ['manor', 'Domaine|Finca|Tenuta|Landgoed'],
]);

export const HOTEL_ENVIRONMENTS = vocabulary([
  ['city', 'En ville|En la ciudad|In città|In de stad'],
  ['sea', 'Bord de mer|Junto al mar|Al mare|Aan zee'],
  ['mountain', 'Montagne|Montaña|Montagna|In de bergen'],
  ['countryside', 'Campagne|Campo|Campagna|Op het platteland'],
  ['lake', 'Bord de lac|Junto a un lago|Sul lago|Aan het meer'],
  ['vineyard', 'Vignoble|Viñedos|Vigneti|Tussen de wijngaarden'],
  ['forest', 'Forêt|Bosque|Bosco|In het bos'],
]);

export const HOTEL_STYLES = vocabulary([
  ['design', 'Design|De diseño|Design|Design'],
  ['charming', 'Charme|Con encanto|Di charme|Sfeervol'],
  ['traditional', 'Traditionnel|Tradicional|Tradizionale|Traditioneel'],
  ['luxury', 'Luxe|Lujo|Lusso|Luxe'],
  ['family', 'Familial|Familiar|Per famiglie|Gezinsvriendelijk'],
  ['romantic', 'Romantique|Romántico|Romantico|Romantisch'],
  ['eco', 'Écoresponsable|Sostenible|Ecosostenibile|Duurzaam'],
  ['historic', 'Historique|Histórico|Storico|Historisch'],
]);

export interface ActivityTag {
  id: number;
  group: string;
  names: Localized;
  /** The theme an offer with this activity belongs to. */
  theme: number;
  /** Typical duration in minutes. */
  minutes: number;
}

export const ACTIVITY_GROUPS = vocabulary([
  ['wellness', 'Bien-être|Bienestar|Benessere|Wellness'],
  ['gastronomy', 'Gastronomie|Gastronomía|Gastronomia|Gastronomie'],
  ['sport', 'Sport|Deporte|Sport|Sport'],
  ['culture', 'Culture|Cultura|Cultura|Cultuur'],
  ['nature', 'Nature|Naturaleza|Natura|Natuur'],
  ['fun', 'Loisirs|Ocio|Divertimento|Plezier'],
]);

const tag = (id: number, group: string, label: string, theme: number, minutes: number): ActivityTag => ({
  id,
  group,
  names: names(label),
  theme,
  minutes,
});

export const ACTIVITY_TAGS: ActivityTag[] = [
  tag(101, 'wellness', 'Accès au spa|Acceso al spa|Accesso alla spa|Toegang tot de spa', 12, 120),
  tag(102, 'wellness', 'Massage|Masaje|Massaggio|Massage', 12, 50),
  tag(103, 'wellness', 'Hammam|Baño turco|Bagno turco|Hamam', 12, 90),
  tag(104, 'wellness', 'Soin du visage|Tratamiento facial|Trattamento viso|Gezichtsbehandeling', 12, 60),
  tag(105, 'wellness', 'Yoga|Yoga|Yoga|Yoga', 12, 75),
  tag(201, 'gastronomy', 'Cours de cuisine|Clase de cocina|Corso di cucina|Kookworkshop', 15, 180),
  tag(202, 'gastronomy', 'Dégustation de vins|Cata de vinos|Degustazione di vini|Wijnproeverij', 36, 90),
  tag(
    203,
    'gastronomy',
    'Visite de cave|Visita a una bodega|Visita in cantina|Bezoek aan een wijnkelder',
    36,
    120,
  ),
  tag(
    204,
    'gastronomy',
    'Atelier chocolat|Taller de chocolate|Laboratorio di cioccolato|Chocoladeworkshop',
    15,
    120,
  ),
  tag(301, 'sport', 'Kayak|Kayak|Kayak|Kajakken', 21, 180),
  tag(302, 'sport', 'Randonnée|Senderismo|Escursionismo|Wandeling', 33, 240),
  tag(303, 'sport', 'Balade à vélo|Ruta en bicicleta|Giro in bicicletta|Fietstocht', 33, 180),
  tag(304, 'sport', 'Golf|Golf|Golf|Golf', 21, 240),
  tag(305, 'sport', 'Équitation|Paseo a caballo|Passeggiata a cavallo|Paardrijden', 21, 120),
  tag(306, 'sport', 'Ski|Esquí|Sci|Skiën', 48, 360),
  tag(307, 'sport', 'Surf|Surf|Surf|Surfen', 24, 120),
  tag(308, 'sport', 'Paddle|Paddle surf|Stand up paddle|Suppen', 24, 90),
  tag(401, 'culture', 'Visite guidée|Visita guiada|Visita guidata|Rondleiding', 30, 120),
  tag(402, 'culture', 'Musée|Museo|Museo|Museum', 30, 150),
  tag(403, 'culture', 'Visite de château|Visita a un castillo|Visita al castello|Kasteelbezoek', 30, 150),
  tag(501, 'nature', 'Croisière|Crucero|Crociera|Boottocht', 33, 120),
  tag(502, 'nature', 'Montgolfière|Globo aerostático|Mongolfiera|Ballonvaart', 18, 180),
  tag(503, 'nature', 'Observation des oiseaux|Observación de aves|Birdwatching|Vogels spotten', 33, 150),
  tag(601, 'fun', 'Parc d’attractions|Parque de atracciones|Parco divertimenti|Pretpark', FAMILY_THEME, 480),
  tag(602, 'fun', 'Mini-golf|Minigolf|Minigolf|Minigolf', FAMILY_THEME, 60),
  tag(603, 'fun', 'Accrobranche|Parque de aventura|Parco avventura|Klimpark', FAMILY_THEME, 150),
];

export const TAG_BY_ID = new Map(ACTIVITY_TAGS.map((t) => [t.id, t]));

/** Vocabularies without a table, stored in `meta` under these keys for the API to name them. */
export function referenceMeta(): Array<{ key: string; value: unknown }> {
  return [
    { key: 'hotel_types', value: HOTEL_TYPES },
    { key: 'hotel_environments', value: HOTEL_ENVIRONMENTS },
    { key: 'hotel_styles', value: HOTEL_STYLES },
    { key: 'activity_groups', value: ACTIVITY_GROUPS },
    {
      key: 'info_general_groups',
      value: INFO_GENERAL_GROUPS.map(({ code, names: groupNames }) => ({ code, names: groupNames })),
    },
  ];
}
