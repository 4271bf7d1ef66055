import type { CheckoutAttempt } from '@escale/blocks';
import {
  apiErrorOf,
  type CheckoutFieldErrors,
  type CheckoutFormValues,
  type CheckoutProblem,
  type CheckoutSummary,
  checkoutRefusal,
  type InsuranceItem,
} from '@escale/domain';
import { ApiRequestError } from './api';

// What the checkout's action answers when the order is not placed: nothing typed is lost.

export interface CheckoutFailure extends CheckoutAttempt {
  insurance: InsuranceItem | null;
  /** The summary priced again, when the total changed. */
  summary: CheckoutSummary | null;
}

/** A refused attempt with what was typed (card fields excepted) and a new key for the next one. */
export function failedAttempt(
  values: CheckoutFormValues,
  refusal: { problem: CheckoutProblem | null; errors: CheckoutFieldErrors },
  summary: CheckoutSummary | null = null,
): CheckoutFailure {
  return {
    values: {
      ...values.buyer,
      promotionCode: values.promotionCode,
      giftcard: values.giftcard,
      giftFrom: values.giftFrom,
      giftMessage: values.giftMessage,
    },
    paymentMethod: values.paymentMethod,
    insurance: values.insurance,
    errors: refusal.errors,
    problem: refusal.problem,
    summary,
    key: crypto.randomUUID(),
  };
}

/** An API refusal as the checkout reads it: its status, code and issues. */
export function refusalOf(error: ApiRequestError) {
  const body = apiErrorOf(error.body);
  return checkoutRefusal({ status: error.status, code: body?.code ?? null, issues: body?.issues ?? [] });
}

/** The status of a failed call, or null when it never answered. */
export const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : null);
