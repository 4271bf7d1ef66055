import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_PARTICIPANTS,
  changePax,
  DEFAULT_PAX,
  GIFTING_PAX,
  isSingleRoom,
  isWithinBounds,
  PAX_LIMITS,
  PAX_STEPPER_BOUNDS,
  type Pax,
  type PaxKind,
  paxForFlow,
  stepperBounds,
} from './travellers';

const kinds: PaxKind[] = ['adults', 'children', 'babies'];
const validPax = fc.record({
  adults: fc.integer({ min: 1, max: 20 }),
  children: fc.integer({ min: 0, max: 10 }),
  babies: fc.integer({ min: 0, max: 10 }),
});

describe('travellers', () => {
  it('S-016 default travellers are 2 adults, 0 children, 0 babies', () => {
    expect(DEFAULT_PAX).toEqual({ adults: 2, children: 0, babies: 0 });
  });

  it('S-017 limits are adults 1-20, children 0-10, babies 0-10', () => {
    expect(PAX_LIMITS).toEqual({
      adults: { min: 1, max: 20 },
      children: { min: 0, max: 10 },
      babies: { min: 0, max: 10 },
    });
  });

  it('S-017 adults accept 1 and 20 but ignore 0 and 21', () => {
    const pax: Pax = { adults: 2, children: 0, babies: 0 };
    expect(changePax(pax, 'adults', 1).adults).toBe(1);
    expect(changePax(pax, 'adults', 20).adults).toBe(20);
    expect(changePax(pax, 'adults', 0)).toBe(pax);
    expect(changePax(pax, 'adults', 21)).toBe(pax);
  });

  it('S-017 children accept 0 and 10 but ignore 11; babies ignore -1', () => {
    const pax: Pax = { adults: 2, children: 3, babies: 1 };
    expect(changePax(pax, 'children', 0).children).toBe(0);
    expect(changePax(pax, 'children', 10).children).toBe(10);
    expect(changePax(pax, 'children', 11)).toBe(pax);
    expect(changePax(pax, 'babies', 0).babies).toBe(0);
    expect(changePax(pax, 'babies', 10).babies).toBe(10);
    expect(changePax(pax, 'babies', -1)).toBe(pax);
  });

  it('S-017 a value that is not an integer is ignored', () => {
    const pax: Pax = { ...DEFAULT_PAX };
    expect(changePax(pax, 'adults', 2.5)).toBe(pax);
    expect(changePax(pax, 'children', Number.NaN)).toBe(pax);
    expect(changePax(pax, 'babies', Number.POSITIVE_INFINITY)).toBe(pax);
  });

  it('S-017 a change never leaves the limits and touches only its kind', () => {
    fc.assert(
      fc.property(
        validPax,
        fc.constantFrom(...kinds),
        fc.integer({ min: -50, max: 50 }),
        (pax, kind, next) => {
          const changed = changePax(pax, kind, next);
          for (const k of kinds) {
            expect(isWithinBounds(changed[k], PAX_LIMITS[k])).toBe(true);
            if (k !== kind) expect(changed[k]).toBe(pax[k]);
          }
          const accepted = next >= PAX_LIMITS[kind].min && next <= PAX_LIMITS[kind].max;
          expect(changed[kind]).toBe(accepted ? next : pax[kind]);
        },
      ),
    );
  });

  it('changePax does not mutate the pax it is given', () => {
    const pax: Pax = { adults: 2, children: 0, babies: 0 };
    const changed = changePax(pax, 'children', 1);
    expect(changed).toEqual({ adults: 2, children: 1, babies: 0 });
    expect(pax).toEqual({ adults: 2, children: 0, babies: 0 });
  });

  it('S-019 single room is true when children or babies are present, false otherwise', () => {
    expect(isSingleRoom({ adults: 2, children: 0, babies: 0 })).toBe(false);
    expect(isSingleRoom({ adults: 20, children: 0, babies: 0 })).toBe(false);
    expect(isSingleRoom({ adults: 1, children: 1, babies: 0 })).toBe(true);
    expect(isSingleRoom({ adults: 1, children: 0, babies: 1 })).toBe(true);
    fc.assert(
      fc.property(validPax, (pax) => {
        expect(isSingleRoom(pax)).toBe(pax.children + pax.babies > 0);
      }),
    );
  });

  it('S-053 gifting always searches for 2 adults, 0 children, 0 babies', () => {
    const family: Pax = { adults: 3, children: 2, babies: 1 };
    expect(GIFTING_PAX).toEqual({ adults: 2, children: 0, babies: 0 });
    expect(paxForFlow(family, 'gifting')).toEqual({ adults: 2, children: 0, babies: 0 });
    fc.assert(
      fc.property(validPax, (pax) => {
        expect(paxForFlow(pax, 'gifting')).toEqual(GIFTING_PAX);
      }),
    );
  });

  it('S-053 the other flows keep the pax of the URL', () => {
    const family: Pax = { adults: 3, children: 2, babies: 1 };
    for (const flow of ['booking', 'activity', 'hotel'] as const) {
      expect(paxForFlow(family, flow)).toBe(family);
    }
  });

  it('S-245 the generic pax stepper runs from 1 to 20', () => {
    expect(PAX_STEPPER_BOUNDS).toEqual({ min: 1, max: 20 });
  });

  it('S-289 G-17 activity participants run from 1 to 2, apart from the traveller limits', () => {
    expect(ACTIVITY_PARTICIPANTS).toEqual({ min: 1, max: 2 });
    expect(PAX_LIMITS.adults).toEqual({ min: 1, max: 20 });
  });

  it('S-288 the activity stepper is bounded by the lowest and highest pax keys of the prices', () => {
    expect(stepperBounds(Object.keys({ 2: {}, 1: {}, 4: {} }))).toEqual({ min: 1, max: 4 });
    expect(stepperBounds(['3'])).toEqual({ min: 3, max: 3 });
    expect(stepperBounds([6, 2])).toEqual({ min: 2, max: 6 });
  });

  it('S-288 keys that are not pax counts are skipped; no key at all gives the generic stepper', () => {
    expect(stepperBounds(['0', 'x', '2.5', '2', '-1'])).toEqual({ min: 2, max: 2 });
    expect(stepperBounds([])).toEqual({ min: 1, max: 20 });
    expect(stepperBounds(['default'])).toEqual({ min: 1, max: 20 });
  });
});
