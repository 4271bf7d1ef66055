import type { ApiLocale } from './api/common';
import type { GiftCalendar, RedemptionRequest, VoucherView } from './api/redemption';
import type { OffersResponse } from './api/search';
import type { ApiErrorCode, ApiIssue } from './apiErrors';
import { type BuyerErrors, type BuyerValues, buyerFields, buyerOf, validateBuyer } from './buyer';
import { type CardField, cardFieldOfPath } from './cardChecks';
import type { PostedForm } from './checkoutOrder';
import { BOX_OFFERS_PAGE_SIZE } from './giftBoxes';
import { daysOfMonth, type GiftCalendarMonth } from './giftSetup';
import { addMonths } from './isoDate';
import { type IssueCode, issueCodeOf } from './issues';
import { isValidVoucherCode, normaliseVoucherCode } from './voucherCode';

// The beneficiary's page (000 roles; S-349, S-488): a voucher's code opens what it covers; a single
// voucher's stay is then booked on a day of its gift calendar, paying only the supplement if any.

/** Why the page cannot go on, above its form. */
export type RedemptionProblem =
  | 'unknownCode'
  | 'used'
  | 'expired'
  | 'tooManyAttempts'
  | 'fixFields'
  | 'declined'
  | 'priceChanged'
  | 'soldOut'
  | 'notBookable'
  | 'failed';

export type RedemptionField = keyof BuyerValues | 'code' | 'checkinDate' | CardField;
export type RedemptionFieldErrors = Partial<Record<RedemptionField, IssueCode>>;

/** Months the calendar shows at once: one on a phone reads as well, two fit a laptop. */
export const REDEMPTION_CALENDAR_MONTHS = 2;

const text = (form: PostedForm, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A typed code, checked before it is sent: a typo is caught here and costs no attempt. */
export function voucherCodeIssue(code: string): IssueCode | null {
  if (code.trim() === '') return 'MANDATORY';
  return isValidVoucherCode(code) ? null : 'INVALID';
}

/** The code as the voucher prints it (`XXXX-XXXX-XXXX-XXXX`), or as typed when it is not one. */
export const shownVoucherCode = (code: string) =>
  isValidVoucherCode(code) ? normaliseVoucherCode(code) : code.trim();

const latest = (a: string, b: string) => (a > b ? a : b);

/**
 * The months a voucher's calendar can show (`YYYY-MM`): from this month to the one its validity
 * ends in. `asked` is kept within them; the first of them when absent.
 */
export function redemptionMonths(
  today: string,
  validUntil: string,
  asked: string | null,
): { first: string; months: string[]; earlier: string | null; later: string | null } {
  const min = today.slice(0, 7);
  const max = latest(min, validUntil.slice(0, 7));
  const wanted = asked && /^\d{4}-\d{2}$/.test(asked) ? asked : min;
  // `YYYY-MM` strings sort as the months they name.
  const first = [min, wanted, max].sort()[1] ?? min;
  const months = Array.from({ length: REDEMPTION_CALENDAR_MONTHS }, (_, i) =>
    addMonths(`${first}-01`, i).slice(0, 7),
  ).filter((month) => month <= max);
  const last = months[months.length - 1] ?? first;
  return {
    first,
    months,
    earlier: first > min ? addMonths(`${first}-01`, -REDEMPTION_CALENDAR_MONTHS).slice(0, 7) : null,
    later: last < max ? addMonths(`${last}-01`, 1).slice(0, 7) : null,
  };
}

/**
 * The gift calendar's months from the API's days (S-268): a day the answer leaves out, or after the
 * voucher's validity, is notAvailable.
 */
export function redemptionCalendar(
  days: GiftCalendar['days'],
  months: readonly string[],
  validUntil: string,
): GiftCalendarMonth[] {
  return months.map((month) => ({
    month,
    days: daysOfMonth(month).map((date) => {
      const status = date <= validUntil ? days[date] : undefined;
      return { date, status: status ?? { status: 'notAvailable' as const } };
    }),
  }));
}

/** The supplement of a day of the calendar, in cents; null when the day cannot be chosen. */
export function supplementOf(months: readonly GiftCalendarMonth[], date: string): number | null {
  const day = months.flatMap((month) => month.days).find((candidate) => candidate.date === date);
  if (!day || day.status.status === 'notAvailable') return null;
  return day.status.status === 'supplement' ? day.status.supplement : 0;
}

/** What the beneficiary typed, kept as typed so a refusal loses nothing (the card excepted). */
export interface RedemptionFormValues {
  code: string;
  /** The stay chosen among the voucher's; null before one is chosen (a single voucher's own). */
  offerId: number | null;
  /** The voucher's stays are to be listed: "Choose another stay", their filters or more of them. */
  listStays: boolean;
  /** The pages of a box's stays shown, from 0. */
  stayPage: number;
  /** The filters of a box's stays (S-489): hotels of these stars, stays that can start that day. */
  stayStars: number[];
  stayDay: string;
  checkinDate: string;
  month: string;
  beneficiary: BuyerValues;
}

const positiveInt = (value: string): number | null => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** The form as posted; "Choose another stay" (`stays`) forgets the stay chosen. */
export function redemptionFormValues(form: PostedForm): RedemptionFormValues {
  const beneficiary: BuyerValues = {};
  for (const field of buyerFields) beneficiary[field] = text(form, field);
  return {
    code: text(form, 'code'),
    offerId: text(form, 'stays') ? null : positiveInt(text(form, 'offerId')),
    listStays: ['stays', 'filter', 'stayPage'].some((name) => text(form, name) !== ''),
    stayPage: Math.min(positiveInt(text(form, 'stayPage')) ?? 0, MAX_STAY_PAGE),
    stayStars: [...new Set((form.getAll?.('stars') ?? []).map(Number))]
      .filter((stars) => Number.isInteger(stars) && stars >= 1 && stars <= 5)
      .sort(),
    stayDay: /^\d{4}-\d{2}-\d{2}$/.test(text(form, 'stayDay')) ? text(form, 'stayDay') : '',
    checkinDate: text(form, 'checkinDate'),
    month: text(form, 'month'),
    beneficiary,
  };
}

/** The last page of a box's stays the page shows at once: 6 pages of 8, the API's longest list. */
const MAX_STAY_PAGE = 5;

/** A stay a box's voucher can be exchanged for, as its beneficiary chooses it (S-489). */
export interface BoxStay {
  offerId: number;
  label: string;
  hotel: string;
  place: string;
  stars: number;
  imageUrl: string;
}

/** How many of a box's stays a star rating keeps, whatever the other ratings chosen. */
export interface StarCount {
  stars: number;
  count: number;
}

/** The box's stays the page shows: pages 0 to `page`, in one call. */
export const boxStaysLimit = (page: number) => BOX_OFFERS_PAGE_SIZE * (page + 1);

/** The stays of an answer of /api/beneficiary/boxes/offers, with what the beneficiary reads of each. */
export const boxStaysOf = (answer: OffersResponse): BoxStay[] =>
  answer.exactMatch.flatMap((card) =>
    'hotel' in card
      ? [
          {
            offerId: card.id,
            label: card.label,
            hotel: card.hotel.label,
            place: card.hotel.location.label,
            stars: card.hotel.stars,
            imageUrl: card.imageUrl,
          },
        ]
      : [],
  );

export type RedemptionFromForm =
  | { kind: 'request'; request: Omit<RedemptionRequest, 'pspAuthorization'> }
  | { kind: 'refused'; errors: RedemptionFieldErrors };

/**
 * The redemption a posted form asks for, without its payment: the code, a day with its supplement
 * (`expectedSupplement`, as the calendar showed it) and the beneficiary. Refused, with each field's
 * issue, when a day is missing or the beneficiary's fields are not valid.
 */
export function redemptionRequestFromForm(form: PostedForm, locale: ApiLocale): RedemptionFromForm {
  const values = redemptionFormValues(form);
  const errors: RedemptionFieldErrors = {};
  const buyerErrors: BuyerErrors = validateBuyer(values.beneficiary);
  for (const [field, issue] of Object.entries(buyerErrors)) errors[field as keyof BuyerValues] = issue;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.checkinDate)) errors.checkinDate = 'CHOOSE_OPTION';
  const codeIssue = voucherCodeIssue(values.code);
  if (codeIssue) errors.code = codeIssue;
  if (Object.keys(errors).length > 0) return { kind: 'refused', errors };
  return {
    kind: 'request',
    request: {
      code: values.code,
      locale,
      checkinDate: values.checkinDate,
      ...(values.offerId ? { offerId: values.offerId } : {}),
      beneficiary: buyerOf(values.beneficiary),
      expectedSupplement: Number(text(form, 'expectedSupplement')) || 0,
    },
  };
}

/** An API refusal as the page shows it: above the form, or under the fields it names. */
export function redemptionRefusal(error: {
  status: number;
  code: ApiErrorCode | string | null;
  issues: readonly (Pick<ApiIssue, 'path'> & { message?: string })[];
}): { problem: RedemptionProblem; errors: RedemptionFieldErrors } {
  const { status, code } = error;
  if (status === 429) return { problem: 'tooManyAttempts', errors: {} };
  if (status === 409 && code === 'VOUCHER_USED') return { problem: 'used', errors: { code: 'INVALID' } };
  if (status === 410 || code === 'VOUCHER_EXPIRED') return { problem: 'expired', errors: {} };
  if (status === 402) return { problem: 'declined', errors: {} };
  if (code === 'AMOUNT_MISMATCH') return { problem: 'priceChanged', errors: {} };
  if (status === 409 && code === 'SOLD_OUT') return { problem: 'soldOut', errors: {} };
  if (status === 404) return { problem: 'unknownCode', errors: { code: 'INVALID' } };
  if (status === 400) {
    const errors: RedemptionFieldErrors = {};
    for (const issue of error.issues) {
      const path = issue.path.replace(/^beneficiary\./, '');
      const field = path === 'code' || path === 'checkinDate' ? path : cardFieldOfPath(issue.path);
      const buyerField = buyerFields.find((candidate) => candidate === path);
      const target = field ?? buyerField;
      if (target && !errors[target]) errors[target] = issueCodeOf(issue.message ?? '');
    }
    if (errors.code) return { problem: 'unknownCode', errors };
    return { problem: Object.keys(errors).length > 0 ? 'fixFields' : 'failed', errors };
  }
  if (status === 422) return { problem: 'notBookable', errors: {} };
  return { problem: 'failed', errors: {} };
}

/** Whether a voucher's view is one the page books: a single voucher's stay, or the one chosen for a box's. */
export const isStayVoucher = (
  view: VoucherView,
): view is VoucherView & { stay: NonNullable<VoucherView['stay']> } => view.stay !== null;
