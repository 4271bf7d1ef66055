// Upsell extras (001 §3 Upsell, §4 Upsell extras, §9).

/**
 * What an extra (or another room offer) costs on top of the chosen offer: the difference rounded up
 * to the whole euro, in cents (S-206, 001 §9).
 */
export function priceDifference(otherCents: number, baseCents: number): number {
  const euros = Math.ceil((otherCents - baseCents) / 100);
  // Math.ceil(-0.4) is -0: answer a plain 0.
  return euros === 0 ? 0 : euros * 100;
}

/** Whether `candidate` adds activities to `base`: it has every one of base's and at least one more. */
export function addsActivities(base: readonly number[], candidate: readonly number[]): boolean {
  const has = new Set(candidate);
  return candidate.length > base.length && base.every((id) => has.has(id)) && has.size > new Set(base).size;
}
