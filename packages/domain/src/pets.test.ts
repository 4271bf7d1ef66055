import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_PETS, petPolicyLines } from './pets';

describe('petPolicyLines', () => {
  it('S-226 says only that pets are not allowed when petsAllowed is false', () => {
    expect(
      petPolicyLines({ petsAllowed: false, petsPrice: 2500, petsMaxWeight: 20, petsMaxNumberOfPets: 2 }),
    ).toEqual([{ kind: 'notAllowed' }]);
  });

  it('S-226 gives the count, the weight and the price of allowed pets', () => {
    expect(
      petPolicyLines({ petsAllowed: true, petsPrice: 2500, petsMaxWeight: 20, petsMaxNumberOfPets: 2 }),
    ).toEqual([
      { kind: 'allowed', maxPets: 2 },
      { kind: 'maxWeight', kilograms: 20 },
      { kind: 'price', amount: 2500 },
    ]);
  });

  it('S-226 allows 1 pet when petsMaxNumberOfPets is absent', () => {
    expect(DEFAULT_MAX_PETS).toBe(1);
    expect(petPolicyLines({ petsAllowed: true, petsPrice: null, petsMaxWeight: null })).toEqual([
      { kind: 'allowed', maxPets: 1 },
    ]);
    expect(
      petPolicyLines({ petsAllowed: true, petsPrice: null, petsMaxWeight: null, petsMaxNumberOfPets: null }),
    ).toEqual([{ kind: 'allowed', maxPets: 1 }]);
    expect(
      petPolicyLines({ petsAllowed: true, petsPrice: null, petsMaxWeight: null, petsMaxNumberOfPets: 0 }),
    ).toEqual([{ kind: 'allowed', maxPets: 1 }]);
  });

  it('says pets stay free of charge when the price is 0, and nothing when it is unknown', () => {
    expect(
      petPolicyLines({ petsAllowed: true, petsPrice: 0, petsMaxWeight: 10, petsMaxNumberOfPets: 1 }),
    ).toEqual([{ kind: 'allowed', maxPets: 1 }, { kind: 'maxWeight', kilograms: 10 }, { kind: 'free' }]);
    expect(
      petPolicyLines({ petsAllowed: true, petsPrice: null, petsMaxWeight: 10, petsMaxNumberOfPets: 1 }),
    ).not.toContainEqual({ kind: 'free' });
  });
});
