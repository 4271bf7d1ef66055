import type { Flow } from './flows';

/** Travellers of a search: the `a`, `c` and `b` hash parameters (000 §3). */
export interface Pax {
  adults: number;
  children: number;
  babies: number;
}

export type PaxKind = keyof Pax;

/** Inclusive integer bounds of a stepper. */
export interface StepperBounds {
  min: number;
  max: number;
}

/** S-016: 2 adults, 0 children, 0 babies. */
export const DEFAULT_PAX: Readonly<Pax> = Object.freeze({ adults: 2, children: 0, babies: 0 });

/** S-053: gifting always searches for 2 adults, 0 children, 0 babies (prices per 2 people). */
export const GIFTING_PAX: Readonly<Pax> = Object.freeze({ adults: 2, children: 0, babies: 0 });

/** S-017 (000 §5, 002 §5): adults 1–20, children 0–10, babies 0–10. */
export const PAX_LIMITS: Readonly<Record<PaxKind, StepperBounds>> = Object.freeze({
  adults: { min: 1, max: 20 },
  children: { min: 0, max: 10 },
  babies: { min: 0, max: 10 },
});

/** S-245: the generic pax stepper runs from 1 to 20. */
export const PAX_STEPPER_BOUNDS: Readonly<StepperBounds> = Object.freeze({ min: 1, max: 20 });

/** S-289, G-17: the activity participants picker runs from 1 to 2; the traveller selector keeps PAX_LIMITS. */
export const ACTIVITY_PARTICIPANTS: Readonly<StepperBounds> = Object.freeze({ min: 1, max: 2 });

/** Whether `value` is an integer inside `bounds`. */
export function isWithinBounds(value: number, bounds: StepperBounds): boolean {
  return Number.isInteger(value) && value >= bounds.min && value <= bounds.max;
}

/** S-017: sets one kind of traveller; a value outside its limits is ignored and the same pax returned. */
export function changePax(pax: Pax, kind: PaxKind, next: number): Pax {
  if (!isWithinBounds(next, PAX_LIMITS[kind]) || pax[kind] === next) return pax;
  return { ...pax, [kind]: next };
}

/** S-019: the single-room flag `s` is true exactly when children or babies travel. */
export function isSingleRoom(pax: Pax): boolean {
  return pax.children > 0 || pax.babies > 0;
}

/** S-053: the pax a flow searches with; gifting ignores whatever the URL holds. */
export function paxForFlow(pax: Pax, flow: Flow): Pax {
  return flow === 'gifting' ? { ...GIFTING_PAX } : pax;
}

/**
 * S-288: the activity stepper runs from the lowest to the highest pax key of the prices
 * (`Object.keys(prices)`); keys that are not positive integers are skipped. Without any usable
 * key it falls back to the generic stepper (S-245).
 */
export function stepperBounds(paxKeys: Iterable<string | number>): StepperBounds {
  const counts = [...paxKeys].map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (counts.length === 0) return { ...PAX_STEPPER_BOUNDS };
  return { min: Math.min(...counts), max: Math.max(...counts) };
}
