import type { SeedScale } from '../config';
import type { Localized, RoomType } from '../db/schema';
import { streetAddress } from './copy/addresses';
import { type Environment, hotelDescription, hotelName, importantInfos, type Style } from './copy/hotels';
import {
  bedding,
  type RoomTier,
  type RoomView,
  roomDescription,
  roomHighlights,
  roomName,
  viewFor,
} from './copy/rooms';
import { type City, geography, haversineKm } from './geo';
import { hotelBaseRate, roomBaseRate, SEASON_PROFILE_CODES, seasonProfile, weekendFactors } from './prices';
import { type Random, random } from './random';
import { ECO_CODES, FACILITY_BY_CODE, INFO_GENERAL_GROUPS } from './reference';
import { hotelCities } from './scales';

export const FIRST_HOTEL_ID = 10_001;

const LAKE_CITIES = new Set([
  'city-annecy',
  'city-evian-les-bains',
  'city-aix-les-bains',
  'city-como',
  'city-bellagio',
  'city-sirmione',
]);
const VINEYARD_CITIES = new Set([
  'city-beaune',
  'city-saint-emilion',
  'city-epernay',
  'city-reims',
  'city-logrono',
  'city-san-gimignano',
  'city-bordeaux',
]);

/** What the offers and reviews need to know about a generated hotel. */
export interface HotelPlan {
  id: number;
  label: string;
  /** Street address, postcode and city as written locally. */
  location: string;
  index: number;
  city: City;
  stars: number;
  environment: Environment;
  style: Style;
  active: boolean;
  hasReviews: boolean;
  /** 5.5–9.7: how guests tend to rate it. */
  quality: number;
  facilities: string[];
  skiResort: boolean;
  seaResort: boolean;
  rooms: RoomPlan[];
}

export interface RoomPlan {
  id: string;
  hotelId: number;
  number: number;
  type: RoomType;
  names: Localized;
  /** Mid-season weekday rate for two, cents. */
  base: number;
}

/** Per-room parameters the inventory SQL expands into rate plans and allotments. */
export interface RoomInventory {
  room_id: string;
  hotel_id: number;
  room_no: number;
  base: number;
  profile: number;
  friday: number;
  saturday: number;
  /** 0: never, 1: in high season, 2: all year a minimum stay of two nights on weekends. */
  min_stay: number;
  total: number;
}

export interface BuiltHotels {
  plans: HotelPlan[];
  hotels: Array<Record<string, unknown>>;
  rooms: Array<Record<string, unknown>>;
  inventory: RoomInventory[];
}

function environmentOf(rng: Random, city: City, seaResort: boolean, skiResort: boolean): Environment {
  if (skiResort) return 'mountain';
  if (seaResort && rng.chance(0.8)) return 'sea';
  if (LAKE_CITIES.has(city.id) && rng.chance(0.6)) return 'lake';
  if (VINEYARD_CITIES.has(city.id) && rng.chance(0.5)) return 'vineyard';
  if (city.population > 150_000) return rng.chance(0.88) ? 'city' : 'countryside';
  return rng.weighted<Environment>([
    ['city', 45],
    ['countryside', 35],
    ['forest', 12],
    ['vineyard', 8],
  ]);
}

function styleOf(rng: Random, stars: number, environment: Environment): Style {
  return rng.weighted<Style>([
    ['design', environment === 'city' ? 18 : 8],
    ['charming', 20],
    ['traditional', stars <= 3 ? 22 : 8],
    ['luxury', stars === 5 ? 40 : stars === 4 ? 8 : 0],
    ['family', environment === 'sea' || environment === 'mountain' ? 18 : 8],
    ['romantic', 12],
    ['eco', environment === 'city' ? 4 : 10],
    ['historic', environment === 'city' ? 12 : 8],
  ]);
}

function hotelTypeOf(rng: Random, stars: number, environment: Environment, style: Style): string {
  if (style === 'historic' && stars >= 4 && environment !== 'city' && rng.chance(0.5)) return 'castle';
  if (environment === 'mountain' && rng.chance(0.45)) return 'lodge';
  if ((environment === 'countryside' || environment === 'vineyard') && rng.chance(0.4)) {
    return stars <= 3 ? 'guest_house' : 'manor';
  }
  if (stars === 5 && environment === 'sea' && rng.chance(0.4)) return 'resort';
  if (style === 'design' || style === 'charming') return rng.chance(0.6) ? 'boutique_hotel' : 'hotel';
  return rng.chance(0.15) && stars >= 4 ? 'spa_hotel' : 'hotel';
}

function facilitiesOf(
  rng: Random,
  p: {
    stars: number;
    environment: Environment;
    style: Style;
    type: string;
    pets: boolean;
    business: boolean;
    skiResort: boolean;
  },
): string[] {
  const { stars, environment } = p;
  const has = new Set<string>(['wifi']);
  const maybe = (code: string, probability: number) => rng.chance(probability) && has.add(code);
  maybe('parking', environment === 'city' ? 0.45 : 0.95);
  maybe('restaurant', stars >= 3 ? 0.8 : 0.3);
  maybe('bar', stars >= 3 ? 0.75 : 0.3);
  maybe('elevator', environment === 'city' || stars >= 4 ? 0.85 : 0.3);
  maybe('air_conditioning', stars >= 4 ? 0.9 : 0.5);
  maybe('pool', environment === 'sea' || environment === 'countryside' || stars === 5 ? 0.6 : 0.15);
  if (p.type === 'spa_hotel') has.add('spa');
  else maybe('spa', stars === 5 ? 0.8 : stars === 4 ? 0.5 : stars === 3 ? 0.15 : 0);
  if (has.has('spa')) {
    maybe('sauna', 0.8);
    maybe('hammam', 0.6);
    maybe('jacuzzi', 0.5);
    maybe('indoor_pool', 0.4);
  }
  maybe('fitness', stars >= 4 ? 0.7 : 0.15);
  maybe('garden', environment === 'city' ? 0.2 : 0.7);
  maybe('terrace', 0.6);
  if (environment === 'sea') maybe('beach_access', 0.5);
  if (p.skiResort) maybe('ski_in_out', 0.5);
  if (p.style === 'family') has.add('kids_club');
  maybe('room_service', stars >= 4 ? 0.8 : 0.1);
  if (p.pets) has.add('pets');
  maybe('accessible', 0.6);
  maybe('bike_storage', environment === 'city' ? 0.2 : 0.5);
  maybe('meeting_room', p.business ? 0.7 : 0.15);
  maybe('tennis', stars >= 4 && environment !== 'city' ? 0.3 : 0);
  return [...FACILITY_BY_CODE.keys()].filter((code) => has.has(code));
}

function ecoFacilitiesOf(rng: Random, style: Style, certified: boolean): string[] {
  const count =
    certified || style === 'eco'
      ? rng.int(8, ECO_CODES.length)
      : rng.weighted([
          [0, 40],
          [rng.int(1, 4), 40],
          [rng.int(5, 7), 15],
          [rng.int(8, 10), 5],
        ]);
  const codes = new Set(rng.sample(ECO_CODES, count));
  return ECO_CODES.filter((code) => codes.has(code));
}

const HIGHLIGHT_ORDER = [
  'spa',
  'pool',
  'indoor_pool',
  'beach_access',
  'ski_in_out',
  'restaurant',
  'garden',
  'terrace',
  'kids_club',
  'fitness',
  'parking',
  'wifi',
];

function roomsOf(
  rng: Random,
  hotelId: number,
  stars: number,
  environment: Environment,
  style: Style,
  base: number,
) {
  const view = viewFor(environment);
  const plan: Array<{ type: RoomType; tier: RoomTier; view: RoomView; total: number }> = [
    { type: 'double', tier: 'classic', view: null, total: rng.int(4, 9) },
    stars >= 3 || rng.chance(0.5)
      ? { type: 'double', tier: rng.chance(0.5) ? 'superior' : 'comfort', view, total: rng.int(2, 6) }
      : { type: 'twin', tier: 'classic', view: null, total: rng.int(2, 4) },
  ];
  if (style === 'family' || (stars >= 3 && rng.chance(0.4)))
    plan.push({ type: 'family', tier: 'classic', view: null, total: rng.int(1, 3) });
  if (stars >= 4 && rng.chance(0.7))
    plan.push({ type: 'suite', tier: 'superior', view, total: rng.int(1, 2) });
  if (stars <= 2 && rng.chance(0.4))
    plan.push({ type: 'single', tier: 'classic', view: null, total: rng.int(1, 2) });
  return plan.map((room, i) => {
    const number = i + 1;
    const size =
      room.type === 'single'
        ? rng.int(11, 15)
        : room.type === 'family'
          ? rng.int(28, 40)
          : room.type === 'suite'
            ? rng.int(35, 60)
            : rng.int(14, 20) + stars * 2 + (room.tier === 'classic' ? 0 : 4);
    const capacity = room.type === 'single' ? 1 : room.type === 'family' ? 4 : 2;
    const maxCapacity =
      room.type === 'single'
        ? 1
        : room.type === 'family'
          ? 5
          : room.type === 'suite'
            ? 4
            : rng.chance(0.5)
              ? 3
              : 2;
    return {
      ...room,
      id: `room-${hotelId}-${number}`,
      number,
      size,
      capacity,
      maxCapacity,
      names: roomName(room.type, room.tier, room.view),
      base: roomBaseRate(base, room.type, room.tier, room.view),
    };
  });
}

/** Hotels, their rooms and the parameters of their inventory, in hotel id order. */
export function buildHotels(scale: SeedScale): BuiltHotels {
  const cities = hotelCities(scale);
  const namesByCity = new Map<string, Set<string>>();
  const plans: HotelPlan[] = [];
  const hotels: Array<Record<string, unknown>> = [];
  const rooms: Array<Record<string, unknown>> = [];
  const inventory: RoomInventory[] = [];

  cities.forEach((city, index) => {
    const id = FIRST_HOTEL_ID + index;
    const rng = random('hotel', id);
    const angle = rng.float(0, 2 * Math.PI);
    const km = city.spreadKm * Math.sqrt(rng.next());
    const lat = round(city.lat + (km * Math.sin(angle)) / 111.2, 5);
    const lng = round(city.lng + (km * Math.cos(angle)) / (111.2 * Math.cos((city.lat * Math.PI) / 180)), 5);
    const near = geography.reaches
      .map((reach) => ({ reach, km: haversineKm({ lat, lng }, reach) }))
      .filter(({ reach, km: distance }) => distance <= reach.radiusKm)
      .sort((a, b) => a.km - b.km);
    const seaResort = near.find(({ reach }) => reach.kind === 'searesort')?.reach.id ?? null;
    const skiResort = near.find(({ reach }) => reach.kind === 'skiresort')?.reach.id ?? null;
    const pois = near.filter(({ reach }) => reach.kind === 'poi').map(({ reach }) => reach.id);

    const environment = environmentOf(rng, city, seaResort !== null, skiResort !== null);
    const stars = rng.weighted([
      [2, 15],
      [3, 40],
      [4, 33],
      [5, city.population < 20_000 && !skiResort && !seaResort ? 5 : 12],
    ]);
    const style = styleOf(rng, stars, environment);
    const type = hotelTypeOf(rng, stars, environment, style);
    const pets = rng.chance(0.4);
    const facilities = facilitiesOf(rng, {
      stars,
      environment,
      style,
      type,
      pets,
      business: city.business,
      skiResort: skiResort !== null,
    });
    // Every tenth hotel earns the eco label (eight eco facilities or more, S-212), so each scale has some.
    const eco = ecoFacilitiesOf(rng, style, index % 10 === 3);
    const highlighted = HIGHLIGHT_ORDER.filter((code) => facilities.includes(code)).slice(0, 3);
    const label = hotelName(
      rng,
      city,
      environment,
      namesByCity.get(city.id) ?? (namesByCity.set(city.id, new Set()).get(city.id) as Set<string>),
    );
    const touristicRegion = geography.touristicRegionOfCity.get(city.id) ?? null;
    const roomCount = stars * rng.int(6, 16);
    const base = hotelBaseRate(rng, stars, city);
    const hotelRooms = roomsOf(rng, id, stars, environment, style, base);
    const { address, zip } = streetAddress(rng, city);
    const checkinFrom = rng.pick(['14:00', '15:00', '15:00', '16:00']);
    const checkoutUntil = rng.pick(['10:30', '11:00', '11:00', '12:00']);
    const parkingPrice =
      facilities.includes('parking') && environment === 'city' ? rng.int(12, 35) * 100 : null;
    // About 2 % of hotels are inactive; one in ten has no review yet (New).
    const active = index % 50 !== 7;
    const hasReviews = index % 10 !== 4;
    const described = rng.sample(
      facilities.filter((code) => code !== 'wifi' && code !== 'pets' && code !== 'accessible'),
      rng.int(2, 3),
    );

    hotels.push({
      id,
      label,
      stars,
      city_id: city.id,
      department_id: city.departmentId,
      region_id: city.regionId,
      country_id: `country-${city.country.toLowerCase()}`,
      touristic_region_id: touristicRegion,
      sea_resort_id: seaResort,
      ski_resort_id: skiResort,
      poi_ids: pois,
      address,
      zip_code: zip,
      lat,
      lng,
      description: hotelDescription(rng, {
        label,
        city,
        stars,
        environment,
        style,
        roomCount,
        facilities: described.length > 0 ? described : ['wifi'],
        region: touristicRegion,
      }),
      facilities,
      eco_facilities: eco,
      highlighted_facilities: highlighted,
      info_general: INFO_GENERAL_GROUPS.map((group) => ({
        code: group.code,
        facilities: group.facilities.filter((code) => facilities.includes(code) || eco.includes(code)),
      })).filter((group) => group.facilities.length > 0),
      pets_allowed: pets,
      pets_price: pets ? rng.pick([0, 1000, 1500, 2000, 2500]) : null,
      pets_max_weight: pets ? rng.pick([10, 15, 20, 30]) : null,
      pets_max_number: pets && rng.chance(0.3) ? 2 : 1,
      checkin_from: checkinFrom,
      checkout_until: checkoutUntil,
      breakfast_hours: rng.pick(['07:00-10:00', '07:30-10:30', '08:00-11:00']),
      important_infos: importantInfos(rng, {
        checkinFrom,
        checkoutUntil,
        petsAllowed: pets,
        cityTaxNote: city.country !== 'ES',
        parkingPrice,
      }),
      image_count: rng.int(5, 12),
      review_score: null,
      review_count: 0,
      active,
      types: [type],
      environments:
        environment === 'city' || rng.chance(0.7)
          ? [environment]
          : [environment, 'countryside'].filter((v, i, all) => all.indexOf(v) === i),
      styles: rng.chance(0.75)
        ? [style]
        : [style, rng.pick(['charming', 'romantic', 'design', 'traditional'].filter((s) => s !== style))],
    });

    const profile = SEASON_PROFILE_CODES[seasonProfile(environment, skiResort !== null)];
    const weekend = weekendFactors(city.business && environment === 'city');
    const minStay = rng.weighted([
      [0, 70],
      [1, 20],
      [2, 10],
    ]);
    for (const room of hotelRooms) {
      rooms.push({
        id: room.id,
        hotel_id: id,
        type: room.type,
        names: room.names,
        descriptions: roomDescription(rng, room.type, room.size),
        size_m2: room.size,
        capacity: room.capacity,
        max_capacity: room.maxCapacity,
        bedding: bedding(room.type),
        highlights: roomHighlights(rng, room.view, stars),
        image_count: rng.int(2, 5),
      });
      inventory.push({
        room_id: room.id,
        hotel_id: id,
        room_no: room.number,
        base: room.base,
        profile,
        friday: weekend.friday,
        saturday: weekend.saturday,
        min_stay: minStay,
        total: room.total,
      });
    }

    plans.push({
      id,
      label,
      location: `${address}, ${zip} ${city.names[city.streetLanguage === 'ca' ? 'es' : city.streetLanguage]}`,
      index,
      city,
      stars,
      environment,
      style,
      active,
      hasReviews,
      quality: Math.min(9.7, Math.max(5.5, 6.4 + stars * 0.45 + rng.float(-1, 1))),
      facilities,
      skiResort: skiResort !== null,
      seaResort: seaResort !== null,
      rooms: hotelRooms.map((room) => ({
        id: room.id,
        hotelId: id,
        number: room.number,
        type: room.type,
        names: room.names,
        base: room.base,
      })),
    });
  });
  return { plans, hotels, rooms, inventory };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
