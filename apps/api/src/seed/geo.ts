import type { CountryCode, DestinationKind, Localized } from '../db/schema';
import { names } from './lang';

// Real places of the five countries with their coordinates (to about 0.01°). Names are written
// `fr|es|it|nl`, or once when the four languages agree. Ids are stable slugs: `city-annecy`.

export interface Destination {
  id: string;
  kind: DestinationKind;
  country: CountryCode;
  /** The point of sale the destination is sold from (S-462): its own country. */
  pos: CountryCode;
  parentId: string | null;
  regionId: string | null;
  departmentId: string | null;
  names: Localized;
  lat: number;
  lng: number;
  distanceMin: number;
  distanceMax: number;
  population: number;
}

export interface City extends Destination {
  kind: 'city';
  /** The main postcode; large cities spread over a range (see `postcode` in copy/addresses). */
  zip: string;
  /** Region of Belgium decides the language of street names; elsewhere the country does. */
  streetLanguage: 'fr' | 'es' | 'ca' | 'it' | 'nl';
  /** Hotels stay within this many km of the centre. */
  spreadKm: number;
  /** Relative share of the catalog's hotels. */
  weight: number;
  /** City hotels price weekends like weekdays (business cities). */
  business: boolean;
}

/** What a hotel is near: its city decides the touristic region, distance the resorts and POIs. */
export interface Reach {
  id: string;
  kind: 'searesort' | 'skiresort' | 'poi';
  lat: number;
  lng: number;
  radiusKm: number;
}

type Row = [slug: string, names: string, lat: number, lng: number];

const COUNTRIES: Array<[CountryCode, string, number, number, number]> = [
  ['FR', 'France|Francia|Francia|Frankrijk', 46.6, 2.45, 68_000_000],
  ['ES', 'Espagne|España|Spagna|Spanje', 40.24, -3.65, 48_000_000],
  ['IT', 'Italie|Italia|Italia|Italië', 42.83, 12.83, 59_000_000],
  ['NL', 'Pays-Bas|Países Bajos|Paesi Bassi|Nederland', 52.21, 5.6, 17_900_000],
  ['BE', 'Belgique|Bélgica|Belgio|België', 50.64, 4.67, 11_800_000],
];

/** Bounding boxes of the five countries (mainland and islands), for checks. */
export const COUNTRY_BOUNDS: Record<CountryCode, { lat: [number, number]; lng: [number, number] }> = {
  FR: { lat: [41.3, 51.1], lng: [-5.2, 9.6] },
  ES: { lat: [27.6, 43.8], lng: [-18.2, 4.4] },
  IT: { lat: [35.4, 47.1], lng: [6.6, 18.6] },
  NL: { lat: [50.7, 53.6], lng: [3.3, 7.3] },
  BE: { lat: [49.5, 51.5], lng: [2.5, 6.4] },
};

const REGIONS: Record<CountryCode, Row[]> = {
  FR: [
    [
      'auvergne-rhone-alpes',
      'Auvergne-Rhône-Alpes|Auvernia-Ródano-Alpes|Alvernia-Rodano-Alpi|Auvergne-Rhône-Alpes',
      45.45,
      4.39,
    ],
    [
      'bourgogne-franche-comte',
      'Bourgogne-Franche-Comté|Borgoña-Franco Condado|Borgogna-Franca Contea|Bourgogne-Franche-Comté',
      47.24,
      4.81,
    ],
    ['bretagne', 'Bretagne|Bretaña|Bretagna|Bretagne', 48.2, -2.93],
    [
      'centre-val-de-loire',
      'Centre-Val de Loire|Centro-Valle del Loira|Centro-Valle della Loira|Centre-Val de Loire',
      47.5,
      1.68,
    ],
    ['corse', 'Corse|Córcega|Corsica|Corsica', 42.15, 9.09],
    ['grand-est', 'Grand Est|Gran Este|Grand Est|Grand Est', 48.7, 6.19],
    ['hauts-de-france', 'Hauts-de-France|Alta Francia|Alta Francia|Hauts-de-France', 49.97, 2.79],
    ['ile-de-france', 'Île-de-France|Isla de Francia|Île-de-France|Île-de-France', 48.71, 2.5],
    ['normandie', 'Normandie|Normandía|Normandia|Normandië', 49.12, 0.11],
    [
      'nouvelle-aquitaine',
      'Nouvelle-Aquitaine|Nueva Aquitania|Nuova Aquitania|Nouvelle-Aquitaine',
      45.19,
      0.2,
    ],
    ['occitanie', 'Occitanie|Occitania|Occitania|Occitanie', 43.89, 2.18],
    ['pays-de-la-loire', 'Pays de la Loire|País del Loira|Paesi della Loira|Pays de la Loire', 47.76, -0.33],
    [
      'provence-alpes-cote-d-azur',
      "Provence-Alpes-Côte d'Azur|Provenza-Alpes-Costa Azul|Provenza-Alpi-Costa Azzurra|Provence-Alpes-Côte d'Azur",
      43.94,
      6.07,
    ],
  ],
  ES: [
    ['andalucia', 'Andalousie|Andalucía|Andalusia|Andalusië', 37.54, -4.73],
    ['aragon', 'Aragon|Aragón|Aragona|Aragón', 41.52, -0.66],
    ['asturias', 'Asturies|Asturias|Asturie|Asturië', 43.29, -5.99],
    ['illes-balears', 'Îles Baléares|Islas Baleares|Isole Baleari|Balearen', 39.57, 2.65],
    ['canarias', 'Îles Canaries|Canarias|Isole Canarie|Canarische Eilanden', 28.29, -16.63],
    ['cantabria', 'Cantabrie|Cantabria|Cantabria|Cantabrië', 43.18, -4.03],
    [
      'castilla-la-mancha',
      'Castille-La Manche|Castilla-La Mancha|Castiglia-La Mancia|Castilië-La Mancha',
      39.28,
      -3.1,
    ],
    ['castilla-y-leon', 'Castille-et-León|Castilla y León|Castiglia e León|Castilië en León', 41.84, -4.4],
    ['cataluna', 'Catalogne|Cataluña|Catalogna|Catalonië', 41.8, 1.53],
    [
      'comunidad-valenciana',
      'Communauté valencienne|Comunidad Valenciana|Comunità Valenzana|Valenciaanse Gemeenschap',
      39.48,
      -0.75,
    ],
    ['extremadura', 'Estrémadure|Extremadura|Estremadura|Extremadura', 39.19, -6.15],
    ['galicia', 'Galice|Galicia|Galizia|Galicië', 42.58, -8.13],
    ['la-rioja', 'La Rioja', 42.28, -2.53],
    [
      'comunidad-de-madrid',
      'Communauté de Madrid|Comunidad de Madrid|Comunità di Madrid|Regio Madrid',
      40.42,
      -3.7,
    ],
    ['region-de-murcia', 'Région de Murcie|Región de Murcia|Regione di Murcia|Regio Murcia', 37.99, -1.13],
    ['navarra', 'Navarre|Navarra|Navarra|Navarra', 42.7, -1.68],
    ['pais-vasco', 'Pays basque|País Vasco|Paesi Baschi|Baskenland', 43.04, -2.62],
  ],
  IT: [
    ['abruzzo', 'Abruzzes|Abruzos|Abruzzo|Abruzzen', 42.35, 13.4],
    ['basilicata', 'Basilicate|Basilicata|Basilicata|Basilicata', 40.64, 15.8],
    ['calabria', 'Calabre|Calabria|Calabria|Calabrië', 39.31, 16.35],
    ['campania', 'Campanie|Campania|Campania|Campanië', 40.84, 14.25],
    ['emilia-romagna', 'Émilie-Romagne|Emilia-Romaña|Emilia-Romagna|Emilia-Romagna', 44.49, 11.34],
    [
      'friuli-venezia-giulia',
      'Frioul-Vénétie Julienne|Friuli-Venecia Julia|Friuli-Venezia Giulia|Friuli-Venezia Giulia',
      46.06,
      13.24,
    ],
    ['lazio', 'Latium|Lacio|Lazio|Lazio', 41.89, 12.49],
    ['liguria', 'Ligurie|Liguria|Liguria|Ligurië', 44.41, 8.93],
    ['lombardia', 'Lombardie|Lombardía|Lombardia|Lombardije', 45.47, 9.19],
    ['marche', 'Marches|Marcas|Marche|Marche', 43.62, 13.52],
    ['molise', 'Molise|Molise|Molise|Molise', 41.56, 14.66],
    ['piemonte', 'Piémont|Piamonte|Piemonte|Piëmont', 45.07, 7.69],
    ['puglia', 'Pouilles|Apulia|Puglia|Apulië', 41.13, 16.87],
    ['sardegna', 'Sardaigne|Cerdeña|Sardegna|Sardinië', 39.22, 9.12],
    ['sicilia', 'Sicile|Sicilia|Sicilia|Sicilië', 38.12, 13.36],
    ['toscana', 'Toscane|Toscana|Toscana|Toscane', 43.77, 11.25],
    [
      'trentino-alto-adige',
      'Trentin-Haut-Adige|Trentino-Alto Adigio|Trentino-Alto Adige|Trentino-Zuid-Tirol',
      46.07,
      11.12,
    ],
    ['umbria', 'Ombrie|Umbría|Umbria|Umbrië', 43.11, 12.39],
    ['valle-d-aosta', "Vallée d'Aoste|Valle de Aosta|Valle d'Aosta|Valle d'Aosta", 45.74, 7.32],
    ['veneto', 'Vénétie|Véneto|Veneto|Veneto', 45.44, 12.33],
  ],
  NL: [
    [
      'noord-holland',
      'Hollande-Septentrionale|Holanda Septentrional|Olanda Settentrionale|Noord-Holland',
      52.58,
      4.87,
    ],
    ['zuid-holland', 'Hollande-Méridionale|Holanda Meridional|Olanda Meridionale|Zuid-Holland', 52.02, 4.49],
    ['utrecht', 'Utrecht', 52.09, 5.12],
    ['zeeland', 'Zélande|Zelanda|Zelanda|Zeeland', 51.49, 3.85],
    [
      'noord-brabant',
      'Brabant-Septentrional|Brabante Septentrional|Brabante Settentrionale|Noord-Brabant',
      51.56,
      5.18,
    ],
    ['limburg', 'Limbourg|Limburgo|Limburgo|Limburg', 51.21, 5.94],
    ['gelderland', 'Gueldre|Güeldres|Gheldria|Gelderland', 52.06, 5.91],
    ['overijssel', 'Overijssel', 52.44, 6.45],
    ['drenthe', 'Drenthe', 52.86, 6.62],
    ['groningen', 'Groningue|Groninga|Groninga|Groningen', 53.22, 6.74],
    ['friesland', 'Frise|Frisia|Frisia|Friesland', 53.11, 5.84],
    ['flevoland', 'Flevoland', 52.53, 5.6],
  ],
  BE: [
    ['flanders', 'Flandre|Flandes|Fiandre|Vlaanderen', 51.04, 4.12],
    ['wallonia', 'Wallonie|Valonia|Vallonia|Wallonië', 50.42, 4.87],
    [
      'brussels',
      'Bruxelles-Capitale|Bruselas-Capital|Bruxelles-Capitale|Brussels Hoofdstedelijk Gewest',
      50.846,
      4.352,
    ],
  ],
};

/** Departments, provinces and provincie-level units, with the region they belong to. */
const DEPARTMENTS: Record<
  CountryCode,
  Array<[slug: string, region: string, names: string, lat: number, lng: number]>
> = {
  FR: [
    ['paris', 'ile-de-france', 'Paris|París|Parigi|Parijs', 48.857, 2.352],
    ['seine-et-marne', 'ile-de-france', 'Seine-et-Marne', 48.54, 2.66],
    ['yvelines', 'ile-de-france', 'Yvelines', 48.8, 2.13],
    ['rhone', 'auvergne-rhone-alpes', 'Rhône|Ródano|Rodano|Rhône', 45.764, 4.836],
    [
      'haute-savoie',
      'auvergne-rhone-alpes',
      'Haute-Savoie|Alta Saboya|Alta Savoia|Haute-Savoie',
      45.899,
      6.129,
    ],
    ['savoie', 'auvergne-rhone-alpes', 'Savoie|Saboya|Savoia|Savoie', 45.564, 5.918],
    ['puy-de-dome', 'auvergne-rhone-alpes', 'Puy-de-Dôme', 45.778, 3.087],
    ['cote-d-or', 'bourgogne-franche-comte', "Côte-d'Or", 47.322, 5.041],
    ['ille-et-vilaine', 'bretagne', 'Ille-et-Vilaine', 48.117, -1.678],
    ['finistere', 'bretagne', 'Finistère', 47.996, -4.102],
    ['morbihan', 'bretagne', 'Morbihan', 47.658, -2.76],
    ['indre-et-loire', 'centre-val-de-loire', 'Indre-et-Loire', 47.394, 0.685],
    ['loir-et-cher', 'centre-val-de-loire', 'Loir-et-Cher', 47.586, 1.335],
    ['corse-du-sud', 'corse', 'Corse-du-Sud|Córcega del Sur|Corsica del Sud|Corse-du-Sud', 41.919, 8.738],
    ['bas-rhin', 'grand-est', 'Bas-Rhin|Bajo Rin|Basso Reno|Bas-Rhin', 48.573, 7.752],
    ['haut-rhin', 'grand-est', 'Haut-Rhin|Alto Rin|Alto Reno|Haut-Rhin', 48.079, 7.358],
    ['marne', 'grand-est', 'Marne', 48.957, 4.363],
    ['nord', 'hauts-de-france', 'Nord|Norte|Nord|Nord', 50.629, 3.057],
    ['calvados', 'normandie', 'Calvados', 49.182, -0.37],
    ['manche', 'normandie', 'Manche|Mancha|Manica|Manche', 49.116, -1.091],
    ['gironde', 'nouvelle-aquitaine', 'Gironde|Gironda|Gironda|Gironde', 44.838, -0.579],
    [
      'pyrenees-atlantiques',
      'nouvelle-aquitaine',
      'Pyrénées-Atlantiques|Pirineos Atlánticos|Pirenei Atlantici|Pyrénées-Atlantiques',
      43.295,
      -0.37,
    ],
    ['landes', 'nouvelle-aquitaine', 'Landes', 43.89, -0.5],
    [
      'charente-maritime',
      'nouvelle-aquitaine',
      'Charente-Maritime|Charente Marítimo|Charente Marittima|Charente-Maritime',
      46.16,
      -1.151,
    ],
    ['dordogne', 'nouvelle-aquitaine', 'Dordogne|Dordoña|Dordogna|Dordogne', 45.184, 0.722],
    ['haute-garonne', 'occitanie', 'Haute-Garonne|Alto Garona|Alta Garonna|Haute-Garonne', 43.605, 1.444],
    ['herault', 'occitanie', 'Hérault', 43.611, 3.877],
    ['gard', 'occitanie', 'Gard', 43.837, 4.36],
    [
      'pyrenees-orientales',
      'occitanie',
      'Pyrénées-Orientales|Pirineos Orientales|Pirenei Orientali|Pyrénées-Orientales',
      42.699,
      2.895,
    ],
    [
      'loire-atlantique',
      'pays-de-la-loire',
      'Loire-Atlantique|Loira Atlántico|Loira Atlantica|Loire-Atlantique',
      47.218,
      -1.554,
    ],
    [
      'alpes-maritimes',
      'provence-alpes-cote-d-azur',
      'Alpes-Maritimes|Alpes Marítimos|Alpi Marittime|Alpes-Maritimes',
      43.71,
      7.262,
    ],
    ['var', 'provence-alpes-cote-d-azur', 'Var', 43.125, 5.93],
    [
      'bouches-du-rhone',
      'provence-alpes-cote-d-azur',
      'Bouches-du-Rhône|Bocas del Ródano|Bocche del Rodano|Bouches-du-Rhône',
      43.296,
      5.37,
    ],
    ['vaucluse', 'provence-alpes-cote-d-azur', 'Vaucluse|Vaucluse|Valchiusa|Vaucluse', 43.949, 4.806],
  ],
  ES: [
    ['barcelona', 'cataluna', 'Barcelone|Barcelona|Barcellona|Barcelona', 41.387, 2.17],
    ['girona', 'cataluna', 'Gérone|Girona|Girona|Girona', 41.979, 2.821],
    ['lleida', 'cataluna', 'Lérida|Lérida|Lleida|Lleida', 41.617, 0.62],
    ['tarragona', 'cataluna', 'Tarragone|Tarragona|Tarragona|Tarragona', 41.119, 1.245],
    ['madrid', 'comunidad-de-madrid', 'Madrid', 40.417, -3.704],
    ['sevilla', 'andalucia', 'Séville|Sevilla|Siviglia|Sevilla', 37.389, -5.984],
    ['malaga', 'andalucia', 'Malaga|Málaga|Malaga|Málaga', 36.721, -4.421],
    ['granada', 'andalucia', 'Grenade|Granada|Granada|Granada', 37.177, -3.599],
    ['cordoba', 'andalucia', 'Cordoue|Córdoba|Cordova|Córdoba', 37.888, -4.779],
    ['cadiz', 'andalucia', 'Cadix|Cádiz|Cadice|Cádiz', 36.527, -6.289],
    ['valencia', 'comunidad-valenciana', 'Valence|Valencia|Valencia|Valencia', 39.47, -0.376],
    ['alicante', 'comunidad-valenciana', 'Alicante|Alicante|Alicante|Alicante', 38.345, -0.481],
    ['gipuzkoa', 'pais-vasco', 'Guipuscoa|Guipúzcoa|Gipuzkoa|Gipuzkoa', 43.318, -1.981],
    ['bizkaia', 'pais-vasco', 'Biscaye|Vizcaya|Biscaglia|Biskaje', 43.263, -2.935],
    ['toledo', 'castilla-la-mancha', 'Tolède|Toledo|Toledo|Toledo', 39.863, -4.027],
    ['segovia', 'castilla-y-leon', 'Ségovie|Segovia|Segovia|Segovia', 40.948, -4.118],
    ['salamanca', 'castilla-y-leon', 'Salamanque|Salamanca|Salamanca|Salamanca', 40.97, -5.664],
    ['cantabria', 'cantabria', 'Cantabrie|Cantabria|Cantabria|Cantabrië', 43.462, -3.81],
    ['illes-balears', 'illes-balears', 'Îles Baléares|Islas Baleares|Isole Baleari|Balearen', 39.57, 2.65],
    ['la-rioja', 'la-rioja', 'La Rioja', 42.465, -2.445],
    ['navarra', 'navarra', 'Navarre|Navarra|Navarra|Navarra', 42.812, -1.646],
  ],
  IT: [
    ['roma', 'lazio', 'Rome|Roma|Roma|Rome', 41.903, 12.496],
    ['firenze', 'toscana', 'Florence|Florencia|Firenze|Florence', 43.77, 11.256],
    ['siena', 'toscana', 'Sienne|Siena|Siena|Siena', 43.318, 11.331],
    ['pisa', 'toscana', 'Pise|Pisa|Pisa|Pisa', 43.716, 10.402],
    ['lucca', 'toscana', 'Lucques|Lucca|Lucca|Lucca', 43.843, 10.505],
    ['venezia', 'veneto', 'Venise|Venecia|Venezia|Venetië', 45.44, 12.316],
    ['verona', 'veneto', 'Vérone|Verona|Verona|Verona', 45.438, 10.992],
    ['belluno', 'veneto', 'Belluno', 46.142, 12.217],
    ['milano', 'lombardia', 'Milan|Milán|Milano|Milaan', 45.464, 9.19],
    ['como', 'lombardia', 'Côme|Como|Como|Como', 45.808, 9.085],
    ['brescia', 'lombardia', 'Brescia', 45.541, 10.219],
    ['napoli', 'campania', 'Naples|Nápoles|Napoli|Napels', 40.852, 14.268],
    ['salerno', 'campania', 'Salerne|Salerno|Salerno|Salerno', 40.683, 14.768],
    ['bologna', 'emilia-romagna', 'Bologne|Bolonia|Bologna|Bologna', 44.494, 11.343],
    ['rimini', 'emilia-romagna', 'Rimini', 44.06, 12.566],
    ['trento', 'trentino-alto-adige', 'Trente|Trento|Trento|Trente', 46.067, 11.121],
    ['bolzano', 'trentino-alto-adige', 'Bolzano', 46.498, 11.355],
    ['aosta', 'valle-d-aosta', 'Aoste|Aosta|Aosta|Aosta', 45.737, 7.315],
    ['torino', 'piemonte', 'Turin|Turín|Torino|Turijn', 45.07, 7.686],
    ['genova', 'liguria', 'Gênes|Génova|Genova|Genua', 44.407, 8.934],
    ['la-spezia', 'liguria', 'La Spezia', 44.103, 9.824],
    ['perugia', 'umbria', 'Pérouse|Perugia|Perugia|Perugia', 43.112, 12.389],
    ['palermo', 'sicilia', 'Palerme|Palermo|Palermo|Palermo', 38.116, 13.361],
    ['messina', 'sicilia', 'Messine|Mesina|Messina|Messina', 38.193, 15.554],
    ['bari', 'puglia', 'Bari', 41.117, 16.872],
  ],
  NL: [],
  BE: [
    [
      'west-vlaanderen',
      'flanders',
      'Flandre-Occidentale|Flandes Occidental|Fiandre Occidentali|West-Vlaanderen',
      51.209,
      3.225,
    ],
    [
      'oost-vlaanderen',
      'flanders',
      'Flandre-Orientale|Flandes Oriental|Fiandre Orientali|Oost-Vlaanderen',
      51.054,
      3.722,
    ],
    ['antwerpen', 'flanders', 'Anvers|Amberes|Anversa|Antwerpen', 51.219, 4.402],
    ['limburg', 'flanders', 'Limbourg|Limburgo|Limburgo|Limburg', 50.93, 5.338],
    [
      'vlaams-brabant',
      'flanders',
      'Brabant flamand|Brabante Flamenco|Brabante Fiammingo|Vlaams-Brabant',
      50.88,
      4.7,
    ],
    [
      'brabant-wallon',
      'wallonia',
      'Brabant wallon|Brabante Valón|Brabante Vallone|Waals-Brabant',
      50.669,
      4.612,
    ],
    ['hainaut', 'wallonia', 'Hainaut|Henao|Hainaut|Henegouwen', 50.454, 3.952],
    ['namur', 'wallonia', 'Namur|Namur|Namur|Namen', 50.466, 4.867],
    ['liege', 'wallonia', 'Liège|Lieja|Liegi|Luik', 50.633, 5.567],
    ['luxembourg', 'wallonia', 'Luxembourg|Luxemburgo|Lussemburgo|Luxemburg', 49.683, 5.817],
  ],
};

/**
 * Cities: slug, department (region in the Netherlands and for Brussels), names, lat, lng,
 * population, main postcode, catalog weight (share of hotels), business city.
 */
type CityRow = [
  slug: string,
  parent: string,
  names: string,
  lat: number,
  lng: number,
  population: number,
  zip: string,
  weight: number,
  business?: boolean,
];

const CITIES: Record<CountryCode, CityRow[]> = {
  FR: [
    ['paris', 'paris', 'Paris|París|Parigi|Parijs', 48.857, 2.352, 2_100_000, '75001', 10, true],
    [
      'versailles',
      'yvelines',
      'Versailles|Versalles|Versailles|Versailles',
      48.805,
      2.12,
      85_000,
      '78000',
      2,
    ],
    ['fontainebleau', 'seine-et-marne', 'Fontainebleau', 48.405, 2.701, 15_000, '77300', 1],
    ['magny-le-hongre', 'seine-et-marne', 'Magny-le-Hongre', 48.863, 2.814, 9_000, '77700', 2],
    ['lyon', 'rhone', 'Lyon|Lyon|Lione|Lyon', 45.764, 4.836, 520_000, '69002', 5, true],
    ['annecy', 'haute-savoie', 'Annecy', 45.899, 6.129, 131_000, '74000', 4],
    ['chamonix-mont-blanc', 'haute-savoie', 'Chamonix-Mont-Blanc', 45.924, 6.87, 8_600, '74400', 4],
    ['megeve', 'haute-savoie', 'Megève', 45.857, 6.618, 3_000, '74120', 2],
    ['evian-les-bains', 'haute-savoie', 'Évian-les-Bains', 46.401, 6.59, 9_200, '74500', 2],
    ['val-thorens', 'savoie', 'Val Thorens', 45.298, 6.58, 2_500, '73440', 3],
    ['courchevel', 'savoie', 'Courchevel', 45.415, 6.634, 2_500, '73120', 2],
    ['val-d-isere', 'savoie', "Val-d'Isère", 45.448, 6.98, 1_600, '73150', 2],
    ['aix-les-bains', 'savoie', 'Aix-les-Bains', 45.688, 5.915, 31_000, '73100', 2],
    ['clermont-ferrand', 'puy-de-dome', 'Clermont-Ferrand', 45.778, 3.087, 147_000, '63000', 1, true],
    ['dijon', 'cote-d-or', 'Dijon', 47.322, 5.041, 157_000, '21000', 2],
    ['beaune', 'cote-d-or', 'Beaune', 47.025, 4.84, 20_000, '21200', 2],
    ['saint-malo', 'ille-et-vilaine', 'Saint-Malo', 48.649, -2.026, 46_000, '35400', 4],
    ['rennes', 'ille-et-vilaine', 'Rennes', 48.117, -1.678, 222_000, '35000', 1, true],
    ['quimper', 'finistere', 'Quimper', 47.996, -4.102, 63_000, '29000', 1],
    ['carnac', 'morbihan', 'Carnac', 47.584, -3.078, 4_200, '56340', 2],
    ['tours', 'indre-et-loire', 'Tours', 47.394, 0.685, 136_000, '37000', 2],
    ['amboise', 'indre-et-loire', 'Amboise', 47.413, 0.982, 13_000, '37400', 2],
    ['blois', 'loir-et-cher', 'Blois', 47.586, 1.335, 46_000, '41000', 2],
    ['ajaccio', 'corse-du-sud', 'Ajaccio', 41.919, 8.738, 73_000, '20000', 2],
    ['porto-vecchio', 'corse-du-sud', 'Porto-Vecchio', 41.591, 9.279, 12_000, '20137', 2],
    [
      'strasbourg',
      'bas-rhin',
      'Strasbourg|Estrasburgo|Strasburgo|Straatsburg',
      48.573,
      7.752,
      290_000,
      '67000',
      4,
    ],
    ['colmar', 'haut-rhin', 'Colmar', 48.079, 7.358, 67_000, '68000', 3],
    ['reims', 'marne', 'Reims', 49.258, 4.032, 180_000, '51100', 2],
    ['epernay', 'marne', 'Épernay', 49.04, 3.96, 22_000, '51200', 2],
    ['lille', 'nord', 'Lille', 50.629, 3.057, 236_000, '59000', 3, true],
    ['deauville', 'calvados', 'Deauville', 49.36, 0.075, 3_500, '14800', 3],
    ['honfleur', 'calvados', 'Honfleur', 49.419, 0.233, 7_000, '14600', 2],
    ['pontorson', 'manche', 'Pontorson', 48.553, -1.508, 4_000, '50170', 2],
    ['bordeaux', 'gironde', 'Bordeaux|Burdeos|Bordeaux|Bordeaux', 44.838, -0.579, 260_000, '33000', 5],
    ['arcachon', 'gironde', 'Arcachon', 44.658, -1.168, 11_000, '33120', 3],
    ['saint-emilion', 'gironde', 'Saint-Émilion', 44.894, -0.155, 1_900, '33330', 2],
    ['biarritz', 'pyrenees-atlantiques', 'Biarritz', 43.483, -1.559, 25_000, '64200', 4],
    [
      'saint-jean-de-luz',
      'pyrenees-atlantiques',
      'Saint-Jean-de-Luz|San Juan de Luz|Saint-Jean-de-Luz|Saint-Jean-de-Luz',
      43.388,
      -1.663,
      14_000,
      '64500',
      2,
    ],
    ['hossegor', 'landes', 'Hossegor', 43.664, -1.397, 4_000, '40150', 2],
    ['la-rochelle', 'charente-maritime', 'La Rochelle', 46.16, -1.151, 77_000, '17000', 3],
    ['sarlat-la-caneda', 'dordogne', 'Sarlat-la-Canéda', 44.889, 1.216, 8_800, '24200', 2],
    [
      'toulouse',
      'haute-garonne',
      'Toulouse|Toulouse|Tolosa|Toulouse',
      43.605,
      1.444,
      500_000,
      '31000',
      3,
      true,
    ],
    ['montpellier', 'herault', 'Montpellier', 43.611, 3.877, 300_000, '34000', 3],
    ['nimes', 'gard', 'Nîmes', 43.837, 4.36, 148_000, '30000', 2],
    [
      'collioure',
      'pyrenees-orientales',
      'Collioure|Colliure|Collioure|Collioure',
      42.525,
      3.083,
      2_500,
      '66190',
      2,
    ],
    ['nantes', 'loire-atlantique', 'Nantes', 47.218, -1.554, 320_000, '44000', 2, true],
    ['la-baule-escoublac', 'loire-atlantique', 'La Baule-Escoublac', 47.287, -2.391, 16_000, '44500', 3],
    ['nice', 'alpes-maritimes', 'Nice|Niza|Nizza|Nice', 43.71, 7.262, 342_000, '06000', 5],
    ['cannes', 'alpes-maritimes', 'Cannes', 43.552, 7.017, 74_000, '06400', 3],
    ['antibes', 'alpes-maritimes', 'Antibes', 43.58, 7.125, 74_000, '06600', 2],
    ['saint-tropez', 'var', 'Saint-Tropez', 43.27, 6.64, 4_300, '83990', 2],
    [
      'marseille',
      'bouches-du-rhone',
      'Marseille|Marsella|Marsiglia|Marseille',
      43.296,
      5.37,
      870_000,
      '13001',
      4,
    ],
    ['aix-en-provence', 'bouches-du-rhone', 'Aix-en-Provence', 43.529, 5.447, 145_000, '13100', 3],
    ['arles', 'bouches-du-rhone', 'Arles', 43.677, 4.631, 51_000, '13200', 2],
    ['avignon', 'vaucluse', 'Avignon|Aviñón|Avignone|Avignon', 43.949, 4.806, 91_000, '84000', 3],
    ['gordes', 'vaucluse', 'Gordes', 43.912, 5.2, 2_000, '84220', 2],
  ],
  ES: [
    [
      'barcelona',
      'barcelona',
      'Barcelone|Barcelona|Barcellona|Barcelona',
      41.387,
      2.17,
      1_620_000,
      '08002',
      8,
      true,
    ],
    ['sitges', 'barcelona', 'Sitges', 41.235, 1.811, 29_000, '08870', 3],
    ['girona', 'girona', 'Gérone|Girona|Girona|Girona', 41.979, 2.821, 103_000, '17004', 2],
    ['tossa-de-mar', 'girona', 'Tossa de Mar', 41.72, 2.932, 6_000, '17320', 2],
    ['cadaques', 'girona', 'Cadaqués', 42.289, 3.277, 2_900, '17488', 2],
    ['vielha', 'lleida', 'Vielha', 42.702, 0.796, 5_600, '25530', 3],
    ['tarragona', 'tarragona', 'Tarragone|Tarragona|Tarragona|Tarragona', 41.119, 1.245, 135_000, '43003', 2],
    ['madrid', 'madrid', 'Madrid', 40.417, -3.704, 3_300_000, '28013', 8, true],
    ['sevilla', 'sevilla', 'Séville|Sevilla|Siviglia|Sevilla', 37.389, -5.984, 684_000, '41004', 5],
    ['malaga', 'malaga', 'Malaga|Málaga|Malaga|Málaga', 36.721, -4.421, 578_000, '29015', 4],
    ['marbella', 'malaga', 'Marbella', 36.51, -4.883, 147_000, '29601', 3],
    ['ronda', 'malaga', 'Ronda', 36.742, -5.167, 34_000, '29400', 2],
    ['granada', 'granada', 'Grenade|Granada|Granada|Granada', 37.177, -3.599, 230_000, '18009', 4],
    ['cordoba', 'cordoba', 'Cordoue|Córdoba|Cordova|Córdoba', 37.888, -4.779, 320_000, '14003', 3],
    ['cadiz', 'cadiz', 'Cadix|Cádiz|Cadice|Cádiz', 36.527, -6.289, 113_000, '11005', 2],
    ['valencia', 'valencia', 'Valence|Valencia|Valencia|Valencia', 39.47, -0.376, 800_000, '46002', 5],
    ['alicante', 'alicante', 'Alicante', 38.345, -0.481, 340_000, '03002', 3],
    [
      'san-sebastian',
      'gipuzkoa',
      'Saint-Sébastien|San Sebastián|San Sebastián|San Sebastián',
      43.318,
      -1.981,
      188_000,
      '20004',
      4,
    ],
    ['bilbao', 'bizkaia', 'Bilbao', 43.263, -2.935, 345_000, '48005', 3, true],
    ['toledo', 'toledo', 'Tolède|Toledo|Toledo|Toledo', 39.863, -4.027, 85_000, '45002', 2],
    ['segovia', 'segovia', 'Ségovie|Segovia|Segovia|Segovia', 40.948, -4.118, 51_000, '40001', 2],
    [
      'salamanca',
      'salamanca',
      'Salamanque|Salamanca|Salamanca|Salamanca',
      40.97,
      -5.664,
      143_000,
      '37002',
      2,
    ],
    ['santander', 'cantabria', 'Santander', 43.462, -3.81, 172_000, '39003', 2],
    ['palma', 'illes-balears', 'Palma|Palma|Palma di Maiorca|Palma', 39.57, 2.65, 416_000, '07001', 4],
    ['logrono', 'la-rioja', 'Logroño', 42.465, -2.445, 151_000, '26001', 2],
    ['pamplona', 'navarra', 'Pampelune|Pamplona|Pamplona|Pamplona', 42.812, -1.646, 203_000, '31001', 2],
  ],
  IT: [
    ['roma', 'roma', 'Rome|Roma|Roma|Rome', 41.903, 12.496, 2_750_000, '00184', 9, true],
    ['firenze', 'firenze', 'Florence|Florencia|Firenze|Florence', 43.77, 11.256, 367_000, '50122', 6],
    ['siena', 'siena', 'Sienne|Siena|Siena|Siena', 43.318, 11.331, 53_000, '53100', 3],
    ['san-gimignano', 'siena', 'San Gimignano', 43.468, 11.043, 7_600, '53037', 2],
    ['pisa', 'pisa', 'Pise|Pisa|Pisa|Pisa', 43.716, 10.402, 90_000, '56126', 2],
    ['lucca', 'lucca', 'Lucques|Lucca|Lucca|Lucca', 43.843, 10.505, 89_000, '55100', 2],
    ['forte-dei-marmi', 'lucca', 'Forte dei Marmi', 43.963, 10.174, 7_000, '55042', 2],
    ['venezia', 'venezia', 'Venise|Venecia|Venezia|Venetië', 45.44, 12.316, 250_000, '30124', 6],
    ['verona', 'verona', 'Vérone|Verona|Verona|Verona', 45.438, 10.992, 255_000, '37121', 3],
    ['cortina-d-ampezzo', 'belluno', "Cortina d'Ampezzo", 46.537, 12.137, 5_800, '32043', 3],
    ['milano', 'milano', 'Milan|Milán|Milano|Milaan', 45.464, 9.19, 1_370_000, '20121', 6, true],
    ['como', 'como', 'Côme|Como|Como|Como', 45.808, 9.085, 83_000, '22100', 3],
    ['bellagio', 'como', 'Bellagio', 45.987, 9.262, 3_700, '22021', 2],
    ['sirmione', 'brescia', 'Sirmione', 45.497, 10.608, 8_200, '25019', 2],
    ['napoli', 'napoli', 'Naples|Nápoles|Napoli|Napels', 40.852, 14.268, 910_000, '80132', 4],
    ['sorrento', 'napoli', 'Sorrente|Sorrento|Sorrento|Sorrento', 40.626, 14.376, 16_000, '80067', 3],
    ['positano', 'salerno', 'Positano', 40.628, 14.485, 3_900, '84017', 2],
    ['amalfi', 'salerno', 'Amalfi', 40.634, 14.603, 4_900, '84011', 2],
    ['bologna', 'bologna', 'Bologne|Bolonia|Bologna|Bologna', 44.494, 11.343, 390_000, '40121', 3],
    ['rimini', 'rimini', 'Rimini', 44.06, 12.566, 150_000, '47921', 4],
    ['madonna-di-campiglio', 'trento', 'Madonna di Campiglio', 46.23, 10.826, 1_000, '38086', 2],
    ['ortisei', 'bolzano', 'Ortisei', 46.575, 11.672, 4_800, '39046', 2],
    ['courmayeur', 'aosta', 'Courmayeur', 45.797, 6.969, 2_800, '11013', 2],
    ['torino', 'torino', 'Turin|Turín|Torino|Turijn', 45.07, 7.686, 850_000, '10121', 3, true],
    ['genova', 'genova', 'Gênes|Génova|Genova|Genua', 44.407, 8.934, 560_000, '16121', 2],
    ['monterosso-al-mare', 'la-spezia', 'Monterosso al Mare', 44.146, 9.654, 1_400, '19016', 2],
    ['assisi', 'perugia', 'Assise|Asís|Assisi|Assisi', 43.07, 12.615, 28_000, '06081', 2],
    ['palermo', 'palermo', 'Palerme|Palermo|Palermo|Palermo', 38.116, 13.361, 630_000, '90133', 3],
    ['taormina', 'messina', 'Taormine|Taormina|Taormina|Taormina', 37.852, 15.288, 10_800, '98039', 3],
    ['alberobello', 'bari', 'Alberobello', 40.785, 17.24, 10_600, '70011', 2],
  ],
  NL: [
    [
      'amsterdam',
      'noord-holland',
      'Amsterdam|Ámsterdam|Amsterdam|Amsterdam',
      52.373,
      4.893,
      930_000,
      '1012',
      8,
      true,
    ],
    ['haarlem', 'noord-holland', 'Haarlem', 52.387, 4.646, 163_000, '2011', 3],
    ['zandvoort', 'noord-holland', 'Zandvoort', 52.372, 4.532, 17_000, '2042', 3],
    ['utrecht', 'utrecht', 'Utrecht', 52.091, 5.122, 370_000, '3511', 3, true],
    [
      'rotterdam',
      'zuid-holland',
      'Rotterdam|Róterdam|Rotterdam|Rotterdam',
      51.924,
      4.478,
      655_000,
      '3011',
      4,
      true,
    ],
    ['delft', 'zuid-holland', 'Delft', 52.012, 4.357, 104_000, '2611', 2],
    ['leiden', 'zuid-holland', 'Leyde|Leiden|Leida|Leiden', 52.16, 4.497, 126_000, '2311', 2],
    ['noordwijk', 'zuid-holland', 'Noordwijk', 52.24, 4.447, 44_000, '2202', 3],
    ['maastricht', 'limburg', 'Maastricht', 50.851, 5.691, 121_000, '6211', 3],
    ['valkenburg', 'limburg', 'Valkenburg', 50.865, 5.831, 16_000, '6301', 2],
    ['middelburg', 'zeeland', 'Middelburg', 51.499, 3.611, 49_000, '4331', 2],
    ['domburg', 'zeeland', 'Domburg', 51.563, 3.497, 1_400, '4357', 2],
    ['apeldoorn', 'gelderland', 'Apeldoorn', 52.211, 5.969, 165_000, '7311', 2],
    ['arnhem', 'gelderland', 'Arnhem', 51.985, 5.899, 165_000, '6811', 2],
    [
      's-hertogenbosch',
      'noord-brabant',
      "Bois-le-Duc|Bolduque|'s-Hertogenbosch|'s-Hertogenbosch",
      51.699,
      5.304,
      160_000,
      '5211',
      2,
    ],
    ['giethoorn', 'overijssel', 'Giethoorn', 52.74, 6.077, 2_600, '8355', 2],
    ['groningen', 'groningen', 'Groningue|Groninga|Groninga|Groningen', 53.219, 6.567, 235_000, '9711', 2],
  ],
  BE: [
    [
      'brussels',
      'brussels',
      'Bruxelles|Bruselas|Bruxelles|Brussel',
      50.847,
      4.352,
      1_220_000,
      '1000',
      7,
      true,
    ],
    ['bruges', 'west-vlaanderen', 'Bruges|Brujas|Bruges|Brugge', 51.209, 3.225, 118_000, '8000', 5],
    ['knokke-heist', 'west-vlaanderen', 'Knokke-Heist', 51.35, 3.265, 33_000, '8300', 3],
    ['ostend', 'west-vlaanderen', 'Ostende|Ostende|Ostenda|Oostende', 51.216, 2.927, 72_000, '8400', 3],
    ['blankenberge', 'west-vlaanderen', 'Blankenberge', 51.313, 3.132, 20_000, '8370', 2],
    ['ghent', 'oost-vlaanderen', 'Gand|Gante|Gand|Gent', 51.054, 3.722, 265_000, '9000', 4],
    ['antwerp', 'antwerpen', 'Anvers|Amberes|Anversa|Antwerpen', 51.219, 4.402, 530_000, '2000', 4, true],
    ['mechelen', 'antwerpen', 'Malines|Malinas|Malines|Mechelen', 51.026, 4.478, 87_000, '2800', 2],
    ['hasselt', 'limburg', 'Hasselt', 50.93, 5.338, 80_000, '3500', 2],
    ['leuven', 'vlaams-brabant', 'Louvain|Lovaina|Lovanio|Leuven', 50.88, 4.7, 102_000, '3000', 2],
    ['waterloo', 'brabant-wallon', 'Waterloo', 50.715, 4.399, 30_000, '1410', 1],
    ['mons', 'hainaut', 'Mons|Mons|Mons|Bergen', 50.454, 3.952, 96_000, '7000', 2],
    ['tournai', 'hainaut', 'Tournai|Tournai|Tournai|Doornik', 50.606, 3.389, 69_000, '7500', 1],
    ['namur', 'namur', 'Namur|Namur|Namur|Namen', 50.466, 4.867, 112_000, '5000', 3],
    ['dinant', 'namur', 'Dinant', 50.261, 4.912, 13_000, '5500', 2],
    ['liege', 'liege', 'Liège|Lieja|Liegi|Luik', 50.633, 5.567, 197_000, '4000', 2],
    ['spa', 'liege', 'Spa', 50.492, 5.864, 10_500, '4900', 2],
    ['durbuy', 'luxembourg', 'Durbuy', 50.352, 5.456, 11_500, '6940', 3],
    ['la-roche-en-ardenne', 'luxembourg', 'La Roche-en-Ardenne', 50.183, 5.575, 4_200, '6980', 2],
    ['bouillon', 'luxembourg', 'Bouillon', 49.794, 5.067, 5_400, '6830', 2],
  ],
};

/** Touristic regions with the cities they cover. */
const TOURISTIC_REGIONS: Array<
  [slug: string, country: CountryCode, names: string, lat: number, lng: number, cities: string[]]
> = [
  [
    'provence',
    'FR',
    'Provence|Provenza|Provenza|Provence',
    43.85,
    5.1,
    ['avignon', 'gordes', 'aix-en-provence', 'arles', 'marseille'],
  ],
  [
    'cote-d-azur',
    'FR',
    "Côte d'Azur|Costa Azul|Costa Azzurra|Côte d'Azur",
    43.55,
    7.0,
    ['nice', 'cannes', 'antibes', 'saint-tropez'],
  ],
  ['alsace', 'FR', 'Alsace|Alsacia|Alsazia|Elzas', 48.32, 7.44, ['strasbourg', 'colmar']],
  [
    'loire-valley',
    'FR',
    'Val de Loire|Valle del Loira|Valle della Loira|Loirevallei',
    47.4,
    1.0,
    ['tours', 'amboise', 'blois'],
  ],
  [
    'normandy',
    'FR',
    'Normandie|Normandía|Normandia|Normandië',
    49.2,
    -0.4,
    ['deauville', 'honfleur', 'pontorson'],
  ],
  [
    'brittany',
    'FR',
    'Bretagne|Bretaña|Bretagna|Bretagne',
    48.0,
    -2.9,
    ['saint-malo', 'rennes', 'quimper', 'carnac'],
  ],
  [
    'savoie-mont-blanc',
    'FR',
    'Savoie Mont-Blanc|Saboya Mont Blanc|Savoia Monte Bianco|Savoie Mont-Blanc',
    45.7,
    6.45,
    [
      'annecy',
      'chamonix-mont-blanc',
      'megeve',
      'evian-les-bains',
      'val-thorens',
      'courchevel',
      'val-d-isere',
      'aix-les-bains',
    ],
  ],
  [
    'basque-coast',
    'FR',
    'Côte basque|Costa vasca francesa|Costa basca francese|Baskische kust',
    43.45,
    -1.58,
    ['biarritz', 'saint-jean-de-luz'],
  ],
  ['champagne', 'FR', 'Champagne|Champaña|Champagne|Champagne', 49.15, 4.0, ['reims', 'epernay']],
  ['burgundy', 'FR', 'Bourgogne|Borgoña|Borgogna|Bourgondië', 47.17, 4.94, ['dijon', 'beaune']],
  ['perigord', 'FR', 'Périgord|Perigord|Perigord|Périgord', 44.95, 1.0, ['sarlat-la-caneda']],
  ['costa-brava', 'ES', 'Costa Brava', 41.9, 3.05, ['tossa-de-mar', 'cadaques', 'girona']],
  ['costa-del-sol', 'ES', 'Costa del Sol', 36.6, -4.65, ['malaga', 'marbella']],
  [
    'tuscany',
    'IT',
    'Toscane|Toscana|Toscana|Toscane',
    43.45,
    11.1,
    ['firenze', 'siena', 'san-gimignano', 'pisa', 'lucca', 'forte-dei-marmi'],
  ],
  ['lake-como', 'IT', 'Lac de Côme|Lago de Como|Lago di Como|Comomeer', 45.99, 9.26, ['como', 'bellagio']],
  [
    'dolomites',
    'IT',
    'Dolomites|Dolomitas|Dolomiti|Dolomieten',
    46.45,
    11.85,
    ['cortina-d-ampezzo', 'ortisei', 'madonna-di-campiglio'],
  ],
  [
    'amalfi-coast',
    'IT',
    'Côte amalfitaine|Costa Amalfitana|Costiera Amalfitana|Amalfikust',
    40.63,
    14.55,
    ['positano', 'amalfi', 'sorrento'],
  ],
  ['cinque-terre', 'IT', 'Cinque Terre', 44.13, 9.7, ['monterosso-al-mare']],
  [
    'lake-garda',
    'IT',
    'Lac de Garde|Lago de Garda|Lago di Garda|Gardameer',
    45.6,
    10.65,
    ['sirmione', 'verona'],
  ],
  ['zeeland', 'NL', 'Zélande|Zelanda|Zelanda|Zeeland', 51.5, 3.75, ['middelburg', 'domburg']],
  ['veluwe', 'NL', 'Veluwe', 52.2, 5.85, ['apeldoorn', 'arnhem']],
  [
    'ardennes',
    'BE',
    'Ardennes|Ardenas|Ardenne|Ardennen',
    50.2,
    5.4,
    ['durbuy', 'la-roche-en-ardenne', 'bouillon', 'dinant', 'spa'],
  ],
  [
    'belgian-coast',
    'BE',
    'Côte belge|Costa belga|Costa belga|Belgische kust',
    51.25,
    3.0,
    ['knokke-heist', 'ostend', 'blankenberge'],
  ],
];

/** Sea resorts and ski resorts: slug, city, names, lat, lng. */
const SEA_RESORTS: Array<[string, string, string, number, number]> = [
  ['deauville', 'deauville', 'Deauville', 49.36, 0.075],
  ['biarritz', 'biarritz', 'Biarritz', 43.483, -1.559],
  ['saint-malo', 'saint-malo', 'Saint-Malo', 48.649, -2.026],
  ['arcachon', 'arcachon', 'Arcachon', 44.658, -1.168],
  ['la-baule', 'la-baule-escoublac', 'La Baule', 47.283, -2.39],
  ['saint-tropez', 'saint-tropez', 'Saint-Tropez', 43.27, 6.64],
  ['hossegor', 'hossegor', 'Hossegor', 43.664, -1.42],
  [
    'saint-jean-de-luz',
    'saint-jean-de-luz',
    'Saint-Jean-de-Luz|San Juan de Luz|Saint-Jean-de-Luz|Saint-Jean-de-Luz',
    43.388,
    -1.663,
  ],
  ['collioure', 'collioure', 'Collioure|Colliure|Collioure|Collioure', 42.525, 3.083],
  ['carnac', 'carnac', 'Carnac-Plage', 47.572, -3.07],
  ['cannes', 'cannes', 'Cannes', 43.55, 7.02],
  ['sitges', 'sitges', 'Sitges', 41.235, 1.811],
  ['marbella', 'marbella', 'Marbella', 36.51, -4.883],
  [
    'san-sebastian',
    'san-sebastian',
    'Saint-Sébastien|San Sebastián|San Sebastián|San Sebastián',
    43.318,
    -1.981,
  ],
  ['tossa-de-mar', 'tossa-de-mar', 'Tossa de Mar', 41.72, 2.932],
  ['cadaques', 'cadaques', 'Cadaqués', 42.289, 3.277],
  ['rimini', 'rimini', 'Rimini', 44.06, 12.566],
  ['positano', 'positano', 'Positano', 40.628, 14.485],
  ['forte-dei-marmi', 'forte-dei-marmi', 'Forte dei Marmi', 43.963, 10.174],
  ['sorrento', 'sorrento', 'Sorrente|Sorrento|Sorrento|Sorrento', 40.626, 14.376],
  ['taormina', 'taormina', 'Taormine|Taormina|Taormina|Taormina', 37.852, 15.288],
  ['monterosso-al-mare', 'monterosso-al-mare', 'Monterosso al Mare', 44.146, 9.654],
  ['zandvoort', 'zandvoort', 'Zandvoort', 52.372, 4.532],
  ['noordwijk', 'noordwijk', 'Noordwijk', 52.24, 4.447],
  ['domburg', 'domburg', 'Domburg', 51.563, 3.497],
  ['knokke-heist', 'knokke-heist', 'Knokke-Heist', 51.35, 3.265],
  ['ostend', 'ostend', 'Ostende|Ostende|Ostenda|Oostende', 51.216, 2.927],
  ['blankenberge', 'blankenberge', 'Blankenberge', 51.313, 3.132],
];

const SKI_RESORTS: Array<[string, string, string, number, number]> = [
  ['chamonix', 'chamonix-mont-blanc', 'Chamonix', 45.924, 6.87],
  ['val-thorens', 'val-thorens', 'Val Thorens', 45.298, 6.58],
  ['courchevel', 'courchevel', 'Courchevel', 45.415, 6.634],
  ['val-d-isere', 'val-d-isere', "Val-d'Isère", 45.448, 6.98],
  ['megeve', 'megeve', 'Megève', 45.857, 6.618],
  ['baqueira-beret', 'vielha', 'Baqueira-Beret', 42.698, 0.934],
  ['cortina-d-ampezzo', 'cortina-d-ampezzo', "Cortina d'Ampezzo", 46.537, 12.137],
  ['courmayeur', 'courmayeur', 'Courmayeur', 45.797, 6.969],
  ['madonna-di-campiglio', 'madonna-di-campiglio', 'Madonna di Campiglio', 46.23, 10.826],
  ['val-gardena', 'ortisei', 'Val Gardena|Val Gardena|Val Gardena|Val Gardena', 46.575, 11.672],
];

/** Points of interest: slug, city, names, lat, lng. */
const POIS: Array<[string, string, string, number, number]> = [
  ['eiffel-tower', 'paris', 'Tour Eiffel|Torre Eiffel|Torre Eiffel|Eiffeltoren', 48.858, 2.295],
  ['louvre', 'paris', 'Musée du Louvre|Museo del Louvre|Museo del Louvre|Louvre', 48.861, 2.336],
  [
    'mont-saint-michel',
    'pontorson',
    'Mont-Saint-Michel|Monte Saint-Michel|Mont-Saint-Michel|Mont Saint-Michel',
    48.636,
    -1.511,
  ],
  [
    'chateau-de-versailles',
    'versailles',
    'Château de Versailles|Palacio de Versalles|Reggia di Versailles|Paleis van Versailles',
    48.805,
    2.12,
  ],
  ['disneyland-paris', 'magny-le-hongre', 'Disneyland Paris', 48.872, 2.776],
  [
    'chateau-de-chambord',
    'blois',
    'Château de Chambord|Castillo de Chambord|Castello di Chambord|Kasteel van Chambord',
    47.616,
    1.517,
  ],
  [
    'palais-des-papes',
    'avignon',
    'Palais des Papes|Palacio de los Papas|Palazzo dei Papi|Pausenpaleis',
    43.951,
    4.808,
  ],
  ['pont-du-gard', 'nimes', 'Pont du Gard|Puente del Gard|Pont du Gard|Pont du Gard', 43.948, 4.535],
  ['dune-du-pilat', 'arcachon', 'Dune du Pilat|Duna de Pilat|Duna del Pilat|Duin van Pilat', 44.589, -1.213],
  [
    'sagrada-familia',
    'barcelona',
    'Sagrada Família|Sagrada Familia|Sagrada Família|Sagrada Família',
    41.404,
    2.174,
  ],
  ['alhambra', 'granada', 'Alhambra', 37.176, -3.588],
  ['museo-del-prado', 'madrid', 'Musée du Prado|Museo del Prado|Museo del Prado|Prado', 40.414, -3.692],
  [
    'guggenheim-bilbao',
    'bilbao',
    'Musée Guggenheim|Museo Guggenheim|Museo Guggenheim|Guggenheimmuseum',
    43.269,
    -2.934,
  ],
  [
    'mezquita-de-cordoba',
    'cordoba',
    'Mosquée-cathédrale de Cordoue|Mezquita de Córdoba|Moschea di Cordova|Mezquita van Córdoba',
    37.879,
    -4.779,
  ],
  ['colosseum', 'roma', 'Colisée|Coliseo|Colosseo|Colosseum', 41.89, 12.492],
  [
    'duomo-di-firenze',
    'firenze',
    'Cathédrale de Florence|Catedral de Florencia|Duomo di Firenze|Dom van Florence',
    43.773,
    11.256,
  ],
  [
    'leaning-tower-of-pisa',
    'pisa',
    'Tour de Pise|Torre de Pisa|Torre di Pisa|Toren van Pisa',
    43.723,
    10.397,
  ],
  [
    'piazza-san-marco',
    'venezia',
    'Place Saint-Marc|Plaza de San Marcos|Piazza San Marco|San Marcoplein',
    45.434,
    12.339,
  ],
  ['pompeii', 'sorrento', 'Pompéi|Pompeya|Pompei|Pompeï', 40.749, 14.485],
  [
    'arena-di-verona',
    'verona',
    'Arènes de Vérone|Arena de Verona|Arena di Verona|Arena van Verona',
    45.439,
    10.994,
  ],
  ['rijksmuseum', 'amsterdam', 'Rijksmuseum', 52.36, 4.885],
  ['keukenhof', 'noordwijk', 'Keukenhof', 52.27, 4.546],
  ['kinderdijk', 'rotterdam', 'Kinderdijk', 51.884, 4.641],
  ['efteling', 's-hertogenbosch', 'Efteling', 51.65, 5.044],
  ['atomium', 'brussels', 'Atomium', 50.895, 4.342],
  ['grand-place-brussels', 'brussels', 'Grand-Place|Grand Place|Grand-Place|Grote Markt', 50.847, 4.352],
  [
    'belfry-of-bruges',
    'bruges',
    'Beffroi de Bruges|Campanario de Brujas|Campanile di Bruges|Belfort van Brugge',
    51.209,
    3.225,
  ],
  ['pairi-daiza', 'mons', 'Pairi Daiza', 50.585, 3.887],
];

/** Reach of each kind, in km. */
const RADIUS_KM = { searesort: 8, skiresort: 15, poi: 25 } as const;

/** Streets in Catalan for these Spanish provinces, Dutch in Flanders, French in Wallonia and Brussels. */
function streetLanguage(
  country: CountryCode,
  department: string | null,
  region: string,
): City['streetLanguage'] {
  if (country === 'FR') return 'fr';
  if (country === 'IT') return 'it';
  if (country === 'NL') return 'nl';
  if (country === 'ES')
    return ['barcelona', 'girona', 'lleida', 'tarragona'].includes(department ?? '') ? 'ca' : 'es';
  return region === 'flanders' ? 'nl' : 'fr';
}

function spreadKm(population: number): number {
  if (population > 1_000_000) return 6;
  if (population > 250_000) return 4;
  if (population > 50_000) return 2.5;
  return 1.5;
}

function cityDistanceMax(population: number): number {
  if (population > 1_000_000) return 100;
  if (population > 200_000) return 120;
  if (population > 50_000) return 150;
  return 200;
}

export interface Geography {
  destinations: Destination[];
  cities: City[];
  byId: Map<string, Destination>;
  /** The touristic region of each city that has one. */
  touristicRegionOfCity: Map<string, string>;
  reaches: Reach[];
}

function build(): Geography {
  const destinations: Destination[] = [];
  const cities: City[] = [];
  const touristicRegionOfCity = new Map<string, string>();
  const reaches: Reach[] = [];
  const population = new Map<string, number>();

  const base = (
    id: string,
    kind: DestinationKind,
    country: CountryCode,
    spec: string,
    lat: number,
    lng: number,
  ): Destination => ({
    id,
    kind,
    country,
    pos: country,
    parentId: null,
    regionId: null,
    departmentId: null,
    names: names(spec),
    lat,
    lng,
    distanceMin: 0,
    distanceMax: 300,
    population: 0,
  });

  for (const [code, spec, lat, lng, people] of COUNTRIES) {
    const country = code.toLowerCase();
    destinations.push({
      ...base(`country-${country}`, 'country', code, spec, lat, lng),
      distanceMax: 1000,
      population: people,
    });
    for (const [slug, regionNames, rLat, rLng] of REGIONS[code]) {
      destinations.push({
        ...base(`region-${slug}`, 'region', code, regionNames, rLat, rLng),
        parentId: `country-${country}`,
      });
    }
    for (const [slug, region, deptNames, dLat, dLng] of DEPARTMENTS[code]) {
      destinations.push({
        ...base(`department-${slug}`, 'department', code, deptNames, dLat, dLng),
        parentId: `region-${region}`,
        regionId: `region-${region}`,
        distanceMax: 150,
      });
    }
  }
  const byId = new Map(destinations.map((d) => [d.id, d]));

  for (const [code] of COUNTRIES) {
    for (const [slug, parent, cityNames, lat, lng, people, zip, weight, business] of CITIES[code]) {
      const department = byId.get(`department-${parent}`);
      const regionId = department ? (department.regionId as string) : `region-${parent}`;
      if (!byId.has(regionId)) throw new Error(`Unknown region or department ${parent} of ${slug}`);
      const city: City = {
        ...base(`city-${slug}`, 'city', code, cityNames, lat, lng),
        kind: 'city',
        parentId: department ? department.id : regionId,
        regionId,
        departmentId: department?.id ?? null,
        distanceMax: cityDistanceMax(people),
        population: people,
        zip,
        streetLanguage: streetLanguage(code, department ? parent : null, regionId.slice('region-'.length)),
        spreadKm: spreadKm(people),
        weight,
        business: business ?? false,
      };
      cities.push(city);
      destinations.push(city);
      byId.set(city.id, city);
      for (const id of [regionId, department?.id]) {
        if (id) population.set(id, (population.get(id) ?? 0) + people);
      }
    }
  }

  const cityOf = (slug: string): City => {
    const city = byId.get(`city-${slug}`);
    if (city?.kind !== 'city') throw new Error(`Unknown city ${slug}`);
    return city as City;
  };

  for (const [slug, code, spec, lat, lng, members] of TOURISTIC_REGIONS) {
    const first = cityOf(members[0] as string);
    const id = `touristicregion-${slug}`;
    const people = members.reduce((sum, member) => sum + cityOf(member).population, 0);
    destinations.push({
      ...base(id, 'touristicregion', code, spec, lat, lng),
      parentId: first.regionId,
      regionId: first.regionId,
      distanceMax: 200,
      population: people,
    });
    for (const member of members) touristicRegionOfCity.set(`city-${member}`, id);
  }

  const anchored = (
    kind: 'searesort' | 'skiresort' | 'poi',
    rows: Array<[string, string, string, number, number]>,
  ) => {
    for (const [slug, citySlug, spec, lat, lng] of rows) {
      const city = cityOf(citySlug);
      const id = `${kind}-${slug}`;
      destinations.push({
        ...base(id, kind, city.country, spec, lat, lng),
        parentId: city.id,
        regionId: city.regionId,
        departmentId: city.departmentId,
        distanceMax: 100,
        population: city.population,
      });
      reaches.push({ id, kind, lat, lng, radiusKm: RADIUS_KM[kind] });
    }
  };
  anchored('searesort', SEA_RESORTS);
  anchored('skiresort', SKI_RESORTS);
  anchored('poi', POIS);

  for (const destination of destinations) {
    if (destination.kind === 'region' || destination.kind === 'department') {
      destination.population = population.get(destination.id) ?? 0;
    }
    byId.set(destination.id, destination);
  }
  return { destinations, cities, byId, touristicRegionOfCity, reaches };
}

/** The whole geography, built once. */
export const geography: Geography = build();

export { haversineKm } from '@escale/domain';

/**
 * Cities of the test scale: one or more of every kind of place (ski and sea resorts, POIs,
 * touristic regions, business cities) in all five countries, with every local-tax type.
 */
export const TEST_SCALE_CITIES = [
  'city-paris',
  'city-annecy',
  'city-chamonix-mont-blanc',
  'city-biarritz',
  'city-nice',
  'city-colmar',
  'city-pontorson',
  'city-avignon',
  'city-barcelona',
  'city-sitges',
  'city-vielha',
  'city-granada',
  'city-firenze',
  'city-roma',
  'city-cortina-d-ampezzo',
  'city-rimini',
  'city-amsterdam',
  'city-zandvoort',
  'city-bruges',
  'city-brussels',
  'city-durbuy',
  'city-knokke-heist',
];
