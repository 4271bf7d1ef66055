import {
  apiErrorOf,
  type BoxStay,
  isStayVoucher,
  postedCard,
  REDEMPTION_CALENDAR_MONTHS,
  type Redemption,
  type RedemptionFieldErrors,
  type RedemptionFormValues,
  type RedemptionProblem,
  redemptionCalendar,
  redemptionFormValues,
  redemptionMonths,
  redemptionRefusal,
  redemptionRequestFromForm,
  type StarCount,
  shownVoucherCode,
  supplementOf,
  type VoucherView,
  voucherCodeIssue,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { ApiRequestError } from './api';
import { createPaymentIntent } from './checkoutData';
import { marketClock } from './clock';
import { redeemVoucher, voucherCalendar, voucherLogin, voucherStays } from './redemptionData';

// The steps of the beneficiary's page (routes/beneficiary.tsx), each an answer of its action: the
// code refused, a gift card (spent elsewhere), the voucher's stays to choose from, the stay with its
// calendar, or the stay booked.

type StayVoucher = VoucherView & { stay: NonNullable<VoucherView['stay']> };

export type RedemptionStep =
  | { step: 'code'; code: string; problem: RedemptionProblem | null; codeRefused: boolean; key: string }
  | { step: 'elsewhere'; voucher: VoucherView }
  | {
      step: 'stays';
      voucher: VoucherView;
      stays: BoxStay[];
      totalCount: number;
      nights: number;
      page: number;
      starCounts: StarCount[];
      stars: number[];
      checkinDate: string;
      /** The day asked was refused (before the first bookable day, or past the voucher's validity). */
      dayRefused: boolean;
      /** The stay chosen is no longer one of the voucher's. */
      stayRefused?: boolean;
      key: string;
    }
  | {
      step: 'voucher';
      voucher: StayVoucher;
      calendar: ReturnType<typeof redemptionCalendar>;
      earlier: string | null;
      later: string | null;
      values: RedemptionFormValues;
      problem: RedemptionProblem | null;
      errors: RedemptionFieldErrors;
      key: string;
    }
  | { step: 'done'; redemption: Redemption; stay: StayVoucher['stay']; email: string };

const refusalOf = (error: ApiRequestError) => {
  const body = apiErrorOf(error.body);
  return redemptionRefusal({ status: error.status, code: body?.code ?? null, issues: body?.issues ?? [] });
};

/** The voucher's calendar from `month`; a month the API does not sell yet shows no day to choose. */
async function calendarOf(voucher: StayVoucher, locale: Locale, asked: string | null) {
  const window = redemptionMonths(marketClock(locale).today, voucher.validUntil, asked);
  const answer = await voucherCalendar(voucher, locale, window.first, REDEMPTION_CALENDAR_MONTHS).catch(
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 400) return { days: {} };
      throw error;
    },
  );
  return { ...window, calendar: redemptionCalendar(answer.days, window.months, voucher.validUntil) };
}

/**
 * What the code opens: its stay with the calendar (a box's: the stay chosen, or else the box's stays
 * to choose from; a single voucher's: its own, another chosen, or those to choose from), a gift card
 * spent elsewhere, or the code refused.
 */
export async function openVoucher(
  locale: Locale,
  clientAddress: string | undefined,
  values: RedemptionFormValues,
  month: string | null,
  refusal: { problem: RedemptionProblem | null; errors: RedemptionFieldErrors } = {
    problem: null,
    errors: {},
  },
): Promise<RedemptionStep> {
  const key = crypto.randomUUID();
  // A code whose check symbol fails is refused here, as the browser refuses it: it opens nothing, and
  // the API would count it as a wrong code against the visitor (against guessing).
  if (voucherCodeIssue(values.code)) {
    return { step: 'code', code: shownVoucherCode(values.code), problem: null, codeRefused: true, key };
  }
  let voucher: VoucherView;
  try {
    voucher = await voucherLogin(values.code, locale, clientAddress, values.offerId);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    // A stay that is no longer one of the voucher's: its stays again, saying so.
    if (values.offerId && error.status === 422) {
      const stays = await openVoucher(
        locale,
        clientAddress,
        { ...values, offerId: null, listStays: true },
        month,
      );
      return stays.step === 'stays' ? { ...stays, stayRefused: true } : stays;
    }
    const { problem, errors } = refusalOf(error);
    return {
      step: 'code',
      code: shownVoucherCode(values.code),
      problem,
      codeRefused: Boolean(errors.code),
      key,
    };
  }
  if (voucher.kind === 'GIFTCARD' || voucher.kind === 'ACTIVITY') return { step: 'elsewhere', voucher };
  if (!isStayVoucher(voucher) || (values.listStays && !values.offerId)) {
    const filters = { page: values.stayPage, stars: values.stayStars, checkinDate: values.stayDay };
    const stays = await voucherStays(voucher, locale, clientAddress, filters).catch((error: unknown) => {
      if (!(error instanceof ApiRequestError && error.status === 400 && filters.checkinDate)) throw error;
      return null;
    });
    if (stays) return { step: 'stays', voucher, ...stays, ...filters, dayRefused: false, key };
    const all = await voucherStays(voucher, locale, clientAddress, { ...filters, checkinDate: '' });
    return { step: 'stays', voucher, ...all, ...filters, dayRefused: true, key };
  }
  const { calendar, earlier, later } = await calendarOf(
    voucher,
    locale,
    month ?? values.checkinDate.slice(0, 7),
  );
  return { step: 'voucher', voucher, calendar, earlier, later, values, ...refusal, key };
}

/** The stay booked on the chosen day, its supplement paid by card; or the refusal with the form as typed. */
export async function redeem(
  locale: Locale,
  clientAddress: string | undefined,
  form: FormData,
): Promise<RedemptionStep> {
  const values = redemptionFormValues(form);
  const asked = redemptionRequestFromForm(form, locale);
  if (asked.kind === 'refused') {
    return openVoucher(locale, clientAddress, values, null, { problem: 'fixFields', errors: asked.errors });
  }
  const opened = await openVoucher(locale, clientAddress, values, null);
  if (opened.step !== 'voucher') return opened;
  // Without JavaScript the page posts no amount: the one its calendar showed for the day is taken.
  const supplement = form.get('expectedSupplement')
    ? asked.request.expectedSupplement
    : (supplementOf(opened.calendar, values.checkinDate) ?? 0);
  try {
    const pspAuthorization =
      supplement > 0
        ? {
            paymentIntentId: (
              await createPaymentIntent({ method: 'card', card: postedCard(form) }, clientAddress)
            ).paymentIntentId,
            paymentMethod: 'CARD' as const,
          }
        : null;
    const redemption = await redeemVoucher(
      { ...asked.request, expectedSupplement: supplement, pspAuthorization },
      clientAddress,
    );
    return { step: 'done', redemption, stay: opened.voucher.stay, email: asked.request.beneficiary.email };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const refusal = refusalOf(error);
    return openVoucher(locale, clientAddress, values, null, refusal);
  }
}
