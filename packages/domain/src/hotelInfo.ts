// What the hotel info and practical info blocks show of a hotel (002 §2 Hotel info block, §9;
// 001 §2.5 modals, §3 Hotel (detail); S-211, S-212, S-222, S-224).

/** The eco block shows from this many eco facilities (S-212). */
export const ECO_BLOCK_MIN_FACILITIES = 8;

/** S-212: the eco block shows from 8 eco facilities. */
export function showsEcoBlock(ecoFacilities: readonly string[]): boolean {
  return ecoFacilities.length >= ECO_BLOCK_MIN_FACILITIES;
}

/** The `infoGeneral` group of parking facilities (S-222). */
export const PARKING_INFO_CODE = 'parking';

interface InfoGroup {
  code: string;
  label: string;
  facilities: readonly string[];
}

/** The parking facilities of "Getting there" (S-222): the `parking` group's, empty without one. */
export function parkingFacilities(infoGeneral: readonly InfoGroup[]): string[] {
  return infoGeneral
    .filter((group) => group.code === PARKING_INFO_CODE)
    .flatMap((group) => [...group.facilities]);
}

/**
 * The count of "Services and equipment" (S-224): every distinct facility of the hotel, those of
 * its general information groups included.
 */
export function servicesCount(hotel: {
  facilities: readonly string[];
  infoGeneral: readonly InfoGroup[];
}): number {
  return new Set([...hotel.facilities, ...hotel.infoGeneral.flatMap((group) => group.facilities)]).size;
}
