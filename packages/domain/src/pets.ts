// The pet policy of a hotel as "Things to know" words it (001 §3 Hotel (detail) policy; S-226).

/** A hotel with a pet policy but no maximum takes one pet (001 §3). */
export const DEFAULT_MAX_PETS = 1;

export interface PetPolicyInput {
  petsAllowed: boolean;
  /** Cents; 0 when pets stay free, null when the hotel gives no price. */
  petsPrice: number | null;
  /** Kilograms, null without a limit. */
  petsMaxWeight: number | null;
  /** Pets a booking may bring; 1 when absent. */
  petsMaxNumberOfPets?: number | null;
}

/**
 * One line of the pet policy, each a message: pets not allowed; allowed with their maximum count;
 * their maximum weight; their price, or free of charge.
 */
export type PetPolicyLine =
  | { kind: 'notAllowed' }
  | { kind: 'allowed'; maxPets: number }
  | { kind: 'maxWeight'; kilograms: number }
  | { kind: 'price'; amount: number }
  | { kind: 'free' };

/**
 * The pet policy's lines (S-226): "not allowed" alone, or "allowed" with the maximum number of
 * pets (1 by default), then the maximum weight when the hotel sets one, then the price (a price
 * of 0 is free of charge; no price, no line).
 */
export function petPolicyLines(policy: PetPolicyInput): PetPolicyLine[] {
  if (!policy.petsAllowed) return [{ kind: 'notAllowed' }];
  const maxPets = Math.max(DEFAULT_MAX_PETS, Math.floor(policy.petsMaxNumberOfPets ?? DEFAULT_MAX_PETS));
  const lines: PetPolicyLine[] = [{ kind: 'allowed', maxPets }];
  if (policy.petsMaxWeight !== null && policy.petsMaxWeight > 0) {
    lines.push({ kind: 'maxWeight', kilograms: policy.petsMaxWeight });
  }
  if (policy.petsPrice === 0) lines.push({ kind: 'free' });
  else if (policy.petsPrice !== null && policy.petsPrice > 0)
    lines.push({ kind: 'price', amount: policy.petsPrice });
  return lines;
}
