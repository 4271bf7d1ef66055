import type { InsuranceOffer } from './api/orders';
import type { CancellationChoice } from './orderFields';

// The insurance and cancellation choice of the checkout (002 §4 "Insurance and cancellation
// choice", §9; S-317…S-320, S-322).

/** The insurance refunds in under 72 hours (002 §9, S-322). */
export const INSURANCE_REFUND_HOURS = 72;
/** The insurance covers more than 25 cases (002 §9, S-322). */
export const INSURANCE_CASES_COVERED = 25;

/** The policy type the insurance and pay-later calls take (G-54). */
export type CancellationPolicyType = InsuranceOffer['cancellationPolicy'];

/** `CANCELLABLE` or `NON_CANCELLABLE` for a policy; null without one. */
export function cancellationPolicyType(policy: { isCancellable: boolean }): CancellationPolicyType;
export function cancellationPolicyType(
  policy: { isCancellable: boolean } | null | undefined,
): CancellationPolicyType | null;
export function cancellationPolicyType(
  policy: { isCancellable: boolean } | null | undefined,
): CancellationPolicyType | null {
  if (!policy) return null;
  return policy.isCancellable ? 'CANCELLABLE' : 'NON_CANCELLABLE';
}

/** The offer's own terms as a choice (S-318): flexible when cancellable, else non-cancellable. */
export function ownCancellationChoice(policy: {
  isCancellable: boolean;
}): Exclude<CancellationChoice, 'INSURANCE'> {
  return policy.isCancellable ? 'FLEXIBLE' : 'NON_CANCELLABLE';
}

/** What the buyer chose: the option, the insurance offer with INSURANCE, and what it adds in cents. */
export interface InsuranceSelection {
  choice: CancellationChoice;
  insuranceId: string | null;
  amount: number;
}

/**
 * What choosing an option reports (S-319): the option and its amount, the insurance offer's price
 * with INSURANCE and 0 otherwise (flexible cancellation costs 0 €). Null for an insurance offer that
 * is not among `offers`.
 */
export function insuranceSelection(
  choice: CancellationChoice,
  insuranceId: string | null,
  offers: readonly InsuranceOffer[],
): InsuranceSelection | null {
  if (choice !== 'INSURANCE') return { choice, insuranceId: null, amount: 0 };
  const offer = offers.find((candidate) => candidate.id === insuranceId);
  return offer ? { choice, insuranceId: offer.id, amount: offer.sellPrice } : null;
}

export interface InsuranceRequestInput {
  /** Whether the insurance feature is on for this site. */
  enabled: boolean;
  /** The stay's amount in cents. */
  stayAmount: number;
  cancellationPolicyType: CancellationPolicyType | null | undefined;
}

/**
 * Whether insurance offers are fetched (S-320): only when insurance is enabled, the stay amount is
 * above 0 and the cancellation policy has a type.
 */
export function insuranceRequested({
  enabled,
  stayAmount,
  cancellationPolicyType: type,
}: InsuranceRequestInput): boolean {
  return enabled && stayAmount > 0 && (type === 'CANCELLABLE' || type === 'NON_CANCELLABLE');
}
