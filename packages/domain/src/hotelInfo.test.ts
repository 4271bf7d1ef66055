import { describe, expect, it } from 'vitest';
import { ECO_BLOCK_MIN_FACILITIES, parkingFacilities, servicesCount, showsEcoBlock } from './hotelInfo';

const eco = (count: number) => Array.from({ length: count }, (_, index) => `Eco ${index + 1}`);

describe('showsEcoBlock', () => {
  it('S-212 shows the eco block from 8 eco facilities', () => {
    expect(ECO_BLOCK_MIN_FACILITIES).toBe(8);
    expect(showsEcoBlock(eco(7))).toBe(false);
    expect(showsEcoBlock(eco(8))).toBe(true);
    expect(showsEcoBlock(eco(14))).toBe(true);
    expect(showsEcoBlock([])).toBe(false);
  });
});

const infoGeneral = [
  { code: 'general', label: 'Général', facilities: ['Wi-Fi gratuit', 'Accès PMR'] },
  { code: 'parking', label: 'Parking', facilities: ['Parking', 'Borne de recharge'] },
];

describe('parkingFacilities', () => {
  it('S-222 reads the parking group of infoGeneral', () => {
    expect(parkingFacilities(infoGeneral)).toEqual(['Parking', 'Borne de recharge']);
    expect(parkingFacilities(infoGeneral.slice(0, 1))).toEqual([]);
  });
});

describe('servicesCount', () => {
  it('S-224 counts each facility once', () => {
    expect(servicesCount({ facilities: ['Wi-Fi gratuit', 'Parking', 'Bar'], infoGeneral })).toBe(5);
    expect(servicesCount({ facilities: [], infoGeneral: [] })).toBe(0);
  });
});
