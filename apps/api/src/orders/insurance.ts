import { type CancellationPolicyType, type InsuranceOffer, insuranceRequested } from '@escale/domain';

// The insurance offered beside an offer's own cancellation terms (002 §3 Insurance offer, §4; G-54).

/** The premium: a share of the order amount with a floor, rounded up to 10 cents. */
const RATES: Record<CancellationPolicyType, { rate: number; min: number }> = {
  NON_CANCELLABLE: { rate: 0.05, min: 900 },
  CANCELLABLE: { rate: 0.03, min: 600 },
};

export const insuranceId = (type: CancellationPolicyType) => (type === 'CANCELLABLE' ? 'INS-C' : 'INS-NC');

/** Insurance is sold in every market of the shop (002 §4 "when enabled"). */
const INSURANCE_ENABLED = true;

/**
 * The insurance offers for an order amount in cents and its cancellation type: none for an amount of
 * 0 or without a type, as a gift has none yet (S-320).
 */
export function insuranceOffers(type: CancellationPolicyType | null, orderAmount: number): InsuranceOffer[] {
  const requested = insuranceRequested({
    enabled: INSURANCE_ENABLED,
    stayAmount: orderAmount,
    cancellationPolicyType: type,
  });
  if (!requested || type === null) return [];
  const { rate, min } = RATES[type];
  const sellPrice = Math.max(min, Math.ceil((orderAmount * rate) / 10) * 10);
  return [{ id: insuranceId(type), sellPrice, cancellationPolicy: type }];
}
