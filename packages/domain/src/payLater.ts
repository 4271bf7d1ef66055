import type { Eligibility } from './api/orders';
import { nightsBetween } from './calendar';
import { addDays } from './isoDate';

// Pay-later and instalment eligibility as the product page explains it (002 §5 "Pay-later
// eligibility (informational text)", §9; 001 §9; S-324…S-331, G-39…G-41). Amounts are cents,
// dates ISO `YYYY-MM-DD`.

export const payLaterTypes = ['INSTALMENTS_3X', 'INSTALMENTS_4X', 'DEFERRED'] as const;
export type PayLaterType = (typeof payLaterTypes)[number];

/** Deferred payment needs the arrival at least this many days away (S-324). */
export const DEFERRED_PAYMENT_MIN_DAYS = 5;
/** Instalments need the arrival at least this many days away (S-325, S-326). */
export const INSTALMENT_MIN_DAYS = 7;
/** Without an earlier cancellation deadline, the deferred payment is taken this many days before check-in (S-328). */
export const DEFERRED_PAYMENT_DAYS_BEFORE_CHECKIN = 2;

/** Instalment plans: 3x or 4x (S-327). */
export const instalmentCounts = [3, 4] as const;
export type InstalmentCount = (typeof instalmentCounts)[number];

/** The order amounts each plan accepts, both ends included: 200 to 2,000 € for 3x, 250 to 2,000 € for 4x. */
export const INSTALMENT_AMOUNT_RANGES: Record<InstalmentCount, { min: number; max: number }> = {
  3: { min: 20_000, max: 200_000 },
  4: { min: 25_000, max: 200_000 },
};

/** The wallet provider's pay-later (PayPal): Spanish and Italian shops, 30 to 2,000 € (S-329, G-40). */
export const WALLET_PAY_LATER_LOCALES = ['es_ES', 'it_IT'] as const;
export const WALLET_PAY_LATER_AMOUNT_RANGE = { min: 3_000, max: 200_000 } as const;
/** The markets of the card pay-later feature (S-330). */
export const PAY_LATER_LOCALES = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE'] as const;

/** S-330: instalments and the deferral are offered in these markets only. */
export function isPayLaterMarket(locale: string): boolean {
  return (PAY_LATER_LOCALES as readonly string[]).includes(locale);
}

/** Whole days from `today` to the check-in; negative once it has passed. */
export function daysUntilArrival(checkin: string, today: string): number {
  return nightsBetween(today, checkin);
}

/** S-324: deferred payment from 5 days before arrival. */
export function isDeferredPaymentEligible(stay: { checkin: string; today: string }): boolean {
  return daysUntilArrival(stay.checkin, stay.today) >= DEFERRED_PAYMENT_MIN_DAYS;
}

/** S-325, S-326: arrival at least 7 days away and an amount within the plan's range. */
export function isInstalmentEligible(
  count: InstalmentCount,
  stay: { amount: number; checkin: string; today: string },
): boolean {
  const range = INSTALMENT_AMOUNT_RANGES[count];
  return (
    daysUntilArrival(stay.checkin, stay.today) >= INSTALMENT_MIN_DAYS &&
    stay.amount >= range.min &&
    stay.amount <= range.max
  );
}

/**
 * The day a deferred payment is taken (S-328, G-39): the cancellation deadline when it comes
 * before 2 days ahead of check-in, otherwise 2 days before check-in.
 */
export function deferredPaymentDate(checkin: string, cancellationDeadline: string | null): string {
  const beforeCheckin = addDays(checkin, -DEFERRED_PAYMENT_DAYS_BEFORE_CHECKIN);
  return cancellationDeadline !== null && cancellationDeadline < beforeCheckin
    ? cancellationDeadline
    : beforeCheckin;
}

/**
 * The payments of an instalment plan (S-327): the amount split in equal whole cents, the first
 * payment taking the remainder and the fee.
 */
export function instalmentAmounts(amount: number, count: InstalmentCount, fee = 0): number[] {
  const share = Math.floor(amount / count);
  const first = amount - share * (count - 1) + fee;
  return [first, ...Array.from({ length: count - 1 }, () => share)];
}

export interface InstalmentPlan {
  count: InstalmentCount;
  /** What is paid at booking, fee included. */
  first: number;
  /** Each later payment. */
  rest: number;
  fee: number;
  /** Every payment added up: the amount plus the fee. */
  total: number;
}

export interface PayLaterOptions {
  /** Nothing paid at booking; the whole amount on `date`. Null when not eligible. */
  deferred: { date: string; amount: number } | null;
  /** The eligible plans, 3x before 4x. */
  instalments: InstalmentPlan[];
}

const NO_OPTION: PayLaterOptions = { deferred: null, instalments: [] };

/**
 * The pay-later options a stay qualifies for (002 §5; G-41: the page shows only these): none
 * outside the feature's markets (S-330); the deferral only for a cancellable offer (S-323). `fees`
 * are the instalment fees the eligibility call answers per plan (0 when absent).
 */
export function payLaterOptions(input: {
  locale: string;
  amount: number;
  checkin: string;
  today: string;
  isCancellable: boolean;
  cancellationDeadline: string | null;
  fees?: Partial<Record<InstalmentCount, number>>;
}): PayLaterOptions {
  const { locale, amount, checkin, today, isCancellable, cancellationDeadline, fees = {} } = input;
  if (!isPayLaterMarket(locale)) return NO_OPTION;
  const stay = { amount, checkin, today };
  const deferred =
    amount > 0 && isCancellable && isDeferredPaymentEligible(stay)
      ? { date: deferredPaymentDate(checkin, cancellationDeadline), amount }
      : null;
  const instalments = instalmentCounts
    .filter((count) => isInstalmentEligible(count, stay))
    .map((count): InstalmentPlan => {
      const fee = fees[count] ?? 0;
      const [first = 0, rest = 0] = instalmentAmounts(amount, count, fee);
      return { count, first, rest, fee, total: amount + fee };
    });
  return { deferred, instalments };
}

/** Whether any option applies: the pay-later information hides otherwise. */
export function hasPayLaterOption(options: PayLaterOptions): boolean {
  return options.deferred !== null || options.instalments.length > 0;
}

/** S-329, G-40: the wallet provider's pay-later for a market and an order total. */
export function isWalletPayLaterAvailable(locale: string, amount: number): boolean {
  return (
    (WALLET_PAY_LATER_LOCALES as readonly string[]).includes(locale) &&
    amount >= WALLET_PAY_LATER_AMOUNT_RANGE.min &&
    amount <= WALLET_PAY_LATER_AMOUNT_RANGE.max
  );
}

/** What decides the Zeppto card-payment deferral at checkout (001 §4, 002 §6). */
export interface DeferralConditions {
  /** The site (market, partner) allows the deferral. */
  siteAllows: boolean;
  /** Its feature flag is on. */
  flagOn: boolean;
  /** The stay has a final price, not a "from" price. */
  hasFinalPrice: boolean;
  /** The selected offer is cancellable. */
  isCancellable: boolean;
}

/** S-323: the deferral shows only if the site allows it, the flag is on, the price is final and the offer cancellable. */
export function isDeferralOffered(conditions: DeferralConditions): boolean {
  return conditions.siteAllows && conditions.flagOn && conditions.hasFinalPrice && conditions.isCancellable;
}

/** The methods of the checkout's payment choice: the card, then the eligible pay-later types. */
export type OfferedPaymentMethod = 'CARD' | PayLaterType;

export interface PaymentChoice {
  method: OfferedPaymentMethod;
  /** The provider's fee, in the first payment (S-327); 0 for the card. */
  fee: number;
  /** The payments, first one first, fee included; empty for the card. */
  installments: { dueDate: string | null; amount: number }[];
}

const instalmentCountOf: Partial<Record<PayLaterType, InstalmentCount>> = {
  INSTALMENTS_3X: 3,
  INSTALMENTS_4X: 4,
};

/**
 * The methods offered at checkout (002 §3 "Payment method entry", §6, §9; 001 §4), in a fixed
 * order (card, 3x, 4x, deferred): the card always; a pay-later type only when the eligibility call
 * answered it (G-41; none when the call failed, G-59) in a pay-later market (S-330); the deferral
 * also only when S-323 holds. An instalment plan the answer gives without its schedule is split
 * with the fee in the first payment (S-327).
 */
export function paymentChoices(input: {
  locale: string;
  amount: number;
  eligibility: Eligibility | null;
  deferral: DeferralConditions;
}): PaymentChoice[] {
  const { locale, amount, eligibility, deferral } = input;
  const card: PaymentChoice = { method: 'CARD', fee: 0, installments: [] };
  if (!eligibility || !isPayLaterMarket(locale)) return [card];
  const later = payLaterTypes.flatMap((type): PaymentChoice[] => {
    const entry = eligibility.paymentMethods.find((method) => method.type === type);
    if (!entry) return [];
    if (type === 'DEFERRED' && !isDeferralOffered(deferral)) return [];
    const count = instalmentCountOf[type];
    const installments =
      entry.installments.length > 0
        ? entry.installments
        : count
          ? instalmentAmounts(amount, count, entry.paymentFee).map((share) => ({
              dueDate: null,
              amount: share,
            }))
          : [{ dueDate: null, amount: amount + entry.paymentFee }];
    return [{ method: type, fee: entry.paymentFee, installments }];
  });
  return [card, ...later];
}
