import { type Eligibility, type InstalmentCount, type PayLaterType, payLaterOptions } from '@escale/domain';

// Pay-later eligibility (002 §5, §7; S-323…S-330, G-39…G-41): the shop shows these options and
// the orders re-check them.

/** The instalment provider's fee: a share of the amount, added to the first payment (S-327). */
const INSTALMENT_FEE_RATES: Record<InstalmentCount, number> = { 3: 0.009, 4: 0.012 };

export interface EligibilityInput {
  amount: number;
  cancellationPolicyType: 'CANCELLABLE' | 'NON_CANCELLABLE';
  cancellableUntil?: string | null;
  checkinDate: string;
  /** A market locale (`fr_FR`), whatever its case. */
  pointOfSale: string;
}

function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/**
 * The pay-later methods an order qualifies for: instalments and the deferred payment only in the
 * markets of the feature (S-330); the deferred card payment only for a cancellable offer (S-323).
 */
export function eligibility(input: EligibilityInput, today: string): Eligibility {
  const [lang = '', country = ''] = input.pointOfSale.split('_');
  const locale = `${lang.toLowerCase()}_${country.toUpperCase()}`;
  const fees = {
    3: Math.round(input.amount * INSTALMENT_FEE_RATES[3]),
    4: Math.round(input.amount * INSTALMENT_FEE_RATES[4]),
  };
  const cancellable = input.cancellationPolicyType === 'CANCELLABLE';
  const options = payLaterOptions({
    locale,
    isCancellable: cancellable,
    amount: input.amount,
    checkin: input.checkinDate,
    today,
    cancellationDeadline: cancellable ? (input.cancellableUntil ?? null) : null,
    fees,
  });
  const paymentMethods: Eligibility['paymentMethods'] = options.instalments.map((plan) => ({
    type: `INSTALMENTS_${plan.count}X` as PayLaterType,
    paymentFee: plan.fee,
    installments: [plan.first, ...Array.from({ length: plan.count - 1 }, () => plan.rest)].map(
      (amount, i) => ({
        dueDate: addMonths(today, i),
        amount,
      }),
    ),
  }));
  if (options.deferred) {
    paymentMethods.push({
      type: 'DEFERRED',
      paymentFee: 0,
      installments: [{ dueDate: options.deferred.date, amount: options.deferred.amount }],
    });
  }
  return { paymentMethods };
}
