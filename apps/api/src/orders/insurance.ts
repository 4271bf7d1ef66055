import type { CancellationPolicyType, InsuranceOffer } from '@escale/domain';

// The insurance offered beside an offer's own cancellation terms (002 §3 Insurance offer, §4; G-54).

/** The premium: a share of the order amount with a floor, rounded up to 10 cents. */
const RATES: Record<CancellationPolicyType, { rate: number; min: number }> = {
  NON_CANCELLABLE: { rate: 0.05, min: 900 },
  CANCELLABLE: { rate: 0.03, min: 600 },
};

export const insuranceId = (type: CancellationPolicyType) => (type === 'CANCELLABLE' ? 'INS-C' : 'INS-NC');

/** The insurance offers for an order amount in cents; none for an amount of 0 (S-320). */
export function insuranceOffers(type: CancellationPolicyType, orderAmount: number): InsuranceOffer[] {
  if (orderAmount <= 0) return [];
  const { rate, min } = RATES[type];
  const sellPrice = Math.max(min, Math.ceil((orderAmount * rate) / 10) * 10);
  return [{ id: insuranceId(type), sellPrice, cancellationPolicy: type }];
}
