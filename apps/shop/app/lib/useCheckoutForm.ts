import type { CheckoutFormProps, InsuranceChoiceValue } from '@escale/blocks';
import {
  apiErrorOf,
  type BuyerCountry,
  CHECKOUT_ERROR_LOCATION,
  type CheckoutProblem,
  type CheckoutState,
  type CheckoutSummary,
  checkoutFieldErrors,
  checkoutHash,
  checkoutItems,
  checkoutPromotionCode,
  checkoutStartProblem,
  isAutoDiscountRefused,
  NO_CHECKOUT_CHOICES,
  type OrderItems,
  postedCard,
} from '@escale/domain';
import { useHydrated } from '@escale/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { useRootData } from '../root';
import { ApiRequestError } from './api';
import { forgetAutoDiscount, readAutoDiscount } from './autoDiscountMemory';
import type { CheckoutFailure } from './checkoutAttempt';
import { statusOf } from './checkoutAttempt';
import { createPaymentIntent, loadCheckoutSummary, loadEligibility } from './checkoutData';
import { reportClientError } from './clientErrors';
import { readMinisite } from './minisiteMemory';
import { track } from './track';
import { useGiftMessage } from './useGiftMessage';
import { dataOr, useLoad } from './useLoad';

/** What the server rendered the checkout with. */
export interface CheckoutServerData {
  /** The stay of the query string (the page without JavaScript); the server never sees the hash. */
  queryState: CheckoutState | null;
  summary: CheckoutSummary | null;
  summaryError: number | null;
  idempotencyKey: string;
  showSandboxCards: boolean;
}

const summaryKey = (items: OrderItems) => `summary|${JSON.stringify(items)}`;

/** Card data goes to the provider only: never in what the form posts to the shop. */
function withoutCard(form: FormData): FormData {
  for (const name of ['cardNumber', 'cardExpiry', 'cardCvc']) form.delete(name);
  return form;
}

/**
 * S-335, S-343: a failed checkout start, payment or order is logged with its location and tracked.
 */
function reportCheckoutFailure(step: 'start' | 'payment' | 'order' | 'wallet', reason: unknown) {
  const message = reason instanceof Error ? reason.message : String(reason);
  reportClientError(`Checkout ${step} failed: ${message}`, CHECKOUT_ERROR_LOCATION);
  track('checkout_error', { step, location: CHECKOUT_ERROR_LOCATION, reason: message.slice(0, 100) });
}

/**
 * The booking summary's browser side (002 §2…§5): the summary priced again for each choice, the
 * pay-later eligibility, the card handed to the provider before the form goes to the shop's action,
 * and the wallet's hash (`isLoading`, then `error` on a failure, S-333…S-335).
 */
export function useCheckoutForm(
  state: CheckoutState,
  server: CheckoutServerData,
  actionData: CheckoutFailure | undefined,
): { startProblem: CheckoutProblem | null; form: CheckoutFormProps } {
  const { locale } = useRootData();
  const fetcher = useFetcher<CheckoutFailure>();
  const isHydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const [paymentFailure, setPaymentFailure] = useState<CheckoutFailure | null>(null);
  const attempt = paymentFailure ?? fetcher.data ?? actionData ?? null;
  const [insurance, setInsurance] = useState<InsuranceChoiceValue | null>(attempt?.insurance ?? null);
  const [promotionCode, setPromotionCode] = useState<string | null>(attempt?.values.promotionCode || null);
  const [giftcardSerial, setGiftcardSerial] = useState<string | null>(attempt?.values.giftcard || null);
  // S-278: a gift's message, as the buyer wrote it on the gift's page.
  const [giftMessage] = useGiftMessage();

  // G-45: the automatic code remembered in this session, read once the page runs in the browser.
  const [remembered, setRemembered] = useState<string | null>(null);
  useEffect(() => setRemembered(readAutoDiscount()), []);
  const sentCode = checkoutPromotionCode({ typed: promotionCode, remembered, state });
  const autoCode = promotionCode ? null : sentCode;

  const items = useMemo(
    () => checkoutItems(state, { insurance, promotionCode: sentCode, giftcardSerial, specialRequest: null }),
    [state, insurance, sentCode, giftcardSerial],
  );
  // The server priced the query's stay without choices: that summary serves until something changes.
  const initial =
    server.summary && server.queryState
      ? { key: `${summaryKey(checkoutItems(server.queryState, NO_CHECKOUT_CHOICES))}|`, data: server.summary }
      : undefined;
  // A physical gift is priced for the country the buyer gave, once the order has told it (S-257).
  const deliveryCountry =
    state.giftFormat === 'physical' ? (attempt?.values.country as BuyerCountry | undefined) : undefined;
  const summaryLoad = useLoad(
    `${summaryKey(items)}|${deliveryCountry ?? ''}`,
    (signal) => loadCheckoutSummary(locale, items, deliveryCountry, signal),
    { initial },
  );
  // A refused order priced its items again (a new total, a gift card's part): that summary serves
  // until the browser's own answer, and is the only one a page without JavaScript gets.
  const answered =
    summaryLoad.status === 'ready'
      ? summaryLoad.data
      : (attempt?.summary ??
        (summaryLoad.status === 'loading' ? summaryLoad.previous : undefined) ??
        server.summary);
  // An automatic code the API took nothing off for is dropped and forgotten: the buyer never typed
  // it, so it shows neither as a saving nor as a problem (G-45).
  const autoRefused = isAutoDiscountRefused(answered?.promotion, autoCode);
  const summary = autoRefused && answered ? { ...answered, promotion: null } : answered;
  useEffect(() => {
    if (!autoRefused) return;
    forgetAutoDiscount();
    setRemembered(null);
  }, [autoRefused]);
  const toPay = summary?.breakdown.remainingAmountToPay ?? 0;
  // G-59: a failed eligibility call hides the pay-later options and is logged.
  const eligibility = useLoad(
    summary?.stay ? `eligibility|${toPay}|${summary.stay.checkin}` : null,
    (signal) => loadEligibility(locale, summary as CheckoutSummary, signal),
    { report: true },
  );

  const startError = summaryLoad.status === 'error' ? summaryLoad.error : null;
  useEffect(() => {
    if (startError) reportCheckoutFailure('start', startError);
  }, [startError]);
  const startFailed = startError !== null || server.summaryError !== null;
  const startProblem =
    !summary && startFailed
      ? checkoutStartProblem(startError ? statusOf(startError) : server.summaryError)
      : null;

  const hashWith = (flags: { error?: boolean; isLoading?: boolean }) =>
    `${location.pathname}${location.search}#${checkoutHash({ ...state, error: !!flags.error, isLoading: !!flags.isLoading })}`;
  const replaceHash = (flags: { error?: boolean; isLoading?: boolean }) =>
    navigate(hashWith(flags), { replace: true, preventScrollReset: true });
  const submit = (data: FormData) => {
    setPaymentFailure(null);
    if (autoCode) data.set('autoPromotionCode', autoCode);
    const minisite = readMinisite();
    if (minisite) data.set('minisite', String(minisite));
    fetcher.submit(withoutCard(data), { method: 'post' });
  };

  // An order the shop refused, once per answer: logged and tracked; the wallet's brings the earlier
  // hash back with error=1 (S-335).
  const handled = useRef<CheckoutFailure | null>(null);
  useEffect(() => {
    const refused = fetcher.state === 'idle' ? fetcher.data : undefined;
    if (!refused || handled.current === refused) return;
    handled.current = refused;
    reportCheckoutFailure(state.isLoading ? 'wallet' : 'order', refused.problem ?? 'fields');
    if (state.isLoading) replaceHash({ error: true });
  });

  // The card goes to the provider, which answers an intent: the shop's action gets only its id.
  // A gift card paying it all needs no payment.
  const onSubmit: CheckoutFormProps['onSubmit'] = async (data) => {
    if (data.get('expectedAmountToPay') === '0') {
      submit(data);
      return null;
    }
    try {
      const intent = await createPaymentIntent({ method: 'card', card: postedCard(data) });
      data.set('paymentIntentId', intent.paymentIntentId);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) {
        return checkoutFieldErrors(apiErrorOf(error.body)?.issues ?? []);
      }
      reportCheckoutFailure('payment', error);
      setPaymentFailure({
        values: {},
        paymentMethod: 'CARD',
        insurance,
        errors: {},
        problem: 'failed',
        summary: null,
        key: crypto.randomUUID(),
      });
      return null;
    }
    submit(data);
    return null;
  };

  // The wallet: its hash says loading, then error when the payment fails (S-333…S-335).
  const onWalletPay = async (data: FormData) => {
    replaceHash({ isLoading: true });
    try {
      const intent = await createPaymentIntent({ method: 'wallet' });
      data.set('paymentMethod', 'WALLET');
      data.set('paymentIntentId', intent.paymentIntentId);
      submit(data);
    } catch (error) {
      reportCheckoutFailure('wallet', error);
      replaceHash({ error: true });
    }
  };

  return {
    startProblem,
    form: {
      state,
      summary,
      // Only the browser prices again: the server renders the amounts it has.
      isRepricing: isHydrated && summaryLoad.status === 'loading',
      eligibility: dataOr(eligibility, null),
      insurance,
      onInsuranceChange: setInsurance,
      onPromotionCodeApply: setPromotionCode,
      onGiftcardApply: setGiftcardSerial,
      attempt,
      giftMessage,
      idempotencyKey: attempt?.key ?? server.idempotencyKey,
      onSubmit,
      isSubmitting: fetcher.state !== 'idle',
      onWalletPay,
      onWalletClose: () => {
        if (state.error || state.isLoading) replaceHash({});
      },
      walletBookHref: hashWith({}),
      showSandboxCards: server.showSandboxCards,
    },
  };
}
