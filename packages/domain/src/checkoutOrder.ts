import type { ApiLocale } from './api/common';
import type { InsuranceItem, OrderRequest } from './api/orders';
import type { ApiErrorCode, ApiIssue } from './apiErrors';
import { checkoutPromotionCode } from './autoDiscount';
import { type BuyerField, type BuyerValues, buyerFields, buyerOf } from './buyer';
import { type CardField, cardFieldOfPath, cardFields, paymentCardOf } from './cardChecks';
import { type CheckoutState, checkoutItems, parseCheckoutHash } from './checkoutHash';
import { type IssueCode, issueCodeOf } from './issues';
import { parseMinisiteId } from './minisites';
import {
  type CancellationChoice,
  cancellationChoices,
  type PaymentMethod,
  PROMOTION_CODE_PATTERN,
  paymentMethods,
  promotionCodeOf,
} from './orderFields';
import { isValidVoucherCode, normaliseVoucherCode } from './voucherCode';

// The checkout form as it posts to the shop (002 §3 Order request; G-61), the order it becomes,
// and the API's refusals as the form shows them: under their field, or above the form.

/** Every field of the checkout form that can show an error. */
export type CheckoutField =
  | BuyerField
  | 'insuranceChoice'
  | 'promotionCode'
  | 'giftcard'
  | 'paymentMethod'
  | CardField
  | 'giftFrom'
  | 'giftMessage';

export type CheckoutFieldErrors = Partial<Record<CheckoutField, IssueCode>>;

/**
 * What stops an order, above the form: the link names no stay (S-337); fields to fix; the card
 * declined; the total changed; the last room gone; a stay that cannot be sold; anything else.
 */
export type CheckoutProblem =
  | 'incomplete'
  | 'fixFields'
  | 'declined'
  | 'priceChanged'
  | 'soldOut'
  | 'notBookable'
  | 'failed';

/** What the buyer typed and chose, kept as typed so a refused order loses nothing. */
export interface CheckoutFormValues {
  buyer: BuyerValues;
  promotionCode: string;
  /** A gift card's serial number, as typed. */
  giftcard: string;
  giftFrom: string;
  giftMessage: string;
  insurance: InsuranceItem | null;
  paymentMethod: PaymentMethod;
}

/** A posted form: `FormData`, or anything that reads a field by its name. */
export interface PostedForm {
  get(name: string): unknown;
  /** Every value of a name (FormData's): checkboxes of one list. */
  getAll?(name: string): unknown[];
}

const text = (form: PostedForm, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The values of a posted checkout form; an unknown method is the card, an unknown choice none. */
export function checkoutFormValues(form: PostedForm): CheckoutFormValues {
  const buyer: BuyerValues = {};
  for (const field of buyerFields) buyer[field] = text(form, field);
  const choice = text(form, 'insuranceChoice');
  const method = text(form, 'paymentMethod');
  return {
    buyer,
    promotionCode: text(form, 'promotionCode'),
    giftcard: text(form, 'giftcard'),
    giftFrom: text(form, 'giftFrom'),
    giftMessage: text(form, 'giftMessage'),
    insurance: isOneOf<CancellationChoice>(cancellationChoices, choice)
      ? { choice, insuranceId: choice === 'INSURANCE' ? text(form, 'insuranceId') || null : null }
      : null,
    paymentMethod: isOneOf<PaymentMethod>(paymentMethods, method) ? method : 'CARD',
  };
}

/** The methods paid with the card fields (the card, instalments, the deferral); not the wallet. */
export function paysByCard(method: PaymentMethod): boolean {
  return method !== 'WALLET';
}

/** The card typed in a posted form, as the provider takes it. */
export function postedCard(form: PostedForm) {
  return paymentCardOf({
    cardNumber: text(form, 'cardNumber'),
    cardExpiry: text(form, 'cardExpiry'),
    cardCvc: text(form, 'cardCvc'),
  });
}

export type OrderFromForm =
  | {
      kind: 'order';
      state: CheckoutState;
      order: Omit<OrderRequest, 'pspAuthorization'>;
      amountToPay: number;
    }
  | { kind: 'refused'; problem: CheckoutProblem; errors: CheckoutFieldErrors };

/**
 * The order a posted checkout form asks for (S-338…S-341), without its payment, which the provider
 * authorises apart: the stay of the form's `criteria` (the checkout hash), the buyer, the
 * cancellation choice, the promotion code, the special request, the gift's message and the total
 * the buyer saw (`expectedAmount`). Refused when the criteria name no stay or the code is malformed.
 * Without a typed code, a stay booked takes the automatic code the page priced (`autoPromotionCode`).
 */
export function orderRequestFromForm(form: PostedForm, locale: ApiLocale): OrderFromForm {
  const state = parseCheckoutHash(text(form, 'criteria'));
  if (!state) return { kind: 'refused', problem: 'incomplete', errors: {} };
  const values = checkoutFormValues(form);
  // G-45: the automatic code the browser remembered, for a stay booked, when none is typed.
  const automatic = promotionCodeOf(text(form, 'autoPromotionCode'));
  const promotionCode = checkoutPromotionCode({
    typed: promotionCodeOf(values.promotionCode),
    remembered: automatic && PROMOTION_CODE_PATTERN.test(automatic) ? automatic : null,
    state,
  });
  if (promotionCode && !PROMOTION_CODE_PATTERN.test(promotionCode)) {
    return { kind: 'refused', problem: 'fixFields', errors: { promotionCode: 'INVALID' } };
  }
  const giftcardSerial = values.giftcard.trim() ? normaliseVoucherCode(values.giftcard) : null;
  if (giftcardSerial && !isValidVoucherCode(giftcardSerial)) {
    return { kind: 'refused', problem: 'fixFields', errors: { giftcard: 'INVALID' } };
  }
  const expectedAmount = Number(text(form, 'expectedAmount')) || 0;
  const amountToPay = Number(text(form, 'expectedAmountToPay') || expectedAmount) || 0;
  const items = checkoutItems(state, {
    insurance: values.insurance,
    promotionCode,
    giftcardSerial,
    specialRequest: values.buyer.specialRequest?.trim() || null,
    giftMessage: { fromName: values.giftFrom.trim() || null, message: values.giftMessage.trim() || null },
    // S-439: the partner minisite the stay was reached from, as the browser remembered it.
    minisiteId: parseMinisiteId(text(form, 'minisite')),
  });
  return {
    kind: 'order',
    state,
    amountToPay,
    order: {
      locale,
      currency: 'EUR',
      expectedAmount,
      expectedAmountToPay: amountToPay,
      buyer: buyerOf(values.buyer),
      items,
    },
  };
}

/** The checkout field an API issue names, or null for one the form has no field for. */
export function checkoutFieldOfIssue(path: string): CheckoutField | null {
  if (path.startsWith('buyer.')) {
    const field = path.slice(6);
    return isOneOf<BuyerField>(buyerFields, field) ? field : null;
  }
  if (path.startsWith('items.insuranceItem')) return 'insuranceChoice';
  if (path.startsWith('items.promotionCodeItem')) return 'promotionCode';
  if (path.startsWith('items.giftcardItem')) return 'giftcard';
  if (path.startsWith('pspAuthorization.paymentMethod')) return 'paymentMethod';
  if (path === 'items.shortStayItem.specialRequest') return 'specialRequest';
  // The gift message of a stay given, a box or a gift card.
  const gift = /^items\.(?:shortStayItem\.gift|boxItem|giftCardItem)\.(fromName|message)$/.exec(path)?.[1];
  if (gift) return gift === 'fromName' ? 'giftFrom' : 'giftMessage';
  return cardFieldOfPath(path);
}

/** The first issue of each field the issues name, in the order they come. */
export function checkoutFieldErrors(issues: readonly Pick<ApiIssue, 'path' | 'code'>[]): CheckoutFieldErrors {
  const errors: CheckoutFieldErrors = {};
  for (const issue of issues) {
    const field = checkoutFieldOfIssue(issue.path);
    if (field && !errors[field]) errors[field] = issue.code;
  }
  return errors;
}

/** The card fields in form order: the first with an error takes the focus. */
export function firstInvalidCardField(errors: CheckoutFieldErrors): CardField | null {
  return cardFields.find((field) => errors[field]) ?? null;
}

/** An API error as the checkout reads it: its status, code and issues (any of them may be missing). */
export interface CheckoutApiError {
  status: number;
  code: ApiErrorCode | null;
  issues: readonly (Pick<ApiIssue, 'path'> & { code?: IssueCode; message?: string })[];
}

/**
 * The API's refusal of a checkout, as the form shows it (002 §8; G-56): 400 names its fields (or
 * fails as a whole when the form has none of them), 402 is a declined card, AMOUNT_MISMATCH a new
 * total, a refused promotion code or payment method an error under that field, 409 SOLD_OUT the
 * last room gone, 404 and 422 a stay that cannot be sold.
 */
export function checkoutRefusal(error: CheckoutApiError): {
  problem: CheckoutProblem | null;
  errors: CheckoutFieldErrors;
} {
  const { status, code } = error;
  if (status === 400) {
    const errors = checkoutFieldErrors(
      error.issues.map((issue) => ({
        path: issue.path,
        code: issue.code ?? issueCodeOf(issue.message ?? ''),
      })),
    );
    return { problem: Object.keys(errors).length > 0 ? 'fixFields' : 'failed', errors };
  }
  if (status === 402) return { problem: 'declined', errors: {} };
  if (code === 'AMOUNT_MISMATCH' || code === 'GIFTCARD_BALANCE_CHANGED')
    return { problem: 'priceChanged', errors: {} };
  if (code === 'PROMOTION_NOT_APPLICABLE') return { problem: null, errors: { promotionCode: 'INVALID' } };
  if (code === 'GIFTCARD_NOT_APPLICABLE') return { problem: null, errors: { giftcard: 'INVALID' } };
  if (code === 'PAYMENT_METHOD_NOT_ELIGIBLE') return { problem: null, errors: { paymentMethod: 'INVALID' } };
  if (status === 409 && code === 'SOLD_OUT') return { problem: 'soldOut', errors: {} };
  if (status === 404 || status === 422) return { problem: 'notBookable', errors: {} };
  return { problem: 'failed', errors: {} };
}

/** Why the booking summary could not be priced (the checkout start failed, S-343). */
export function checkoutStartProblem(status: number | null): CheckoutProblem {
  if (status === 409) return 'soldOut';
  if (status === 404 || status === 422) return 'notBookable';
  return 'failed';
}
