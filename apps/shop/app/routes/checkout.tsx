import {
  BookingSummary,
  type BuyerField,
  BuyerForm,
  type BuyerValues,
  buyerFields,
  firstInvalidBuyerField,
  Header,
  InsuranceChoice,
  type InsuranceChoiceValue,
  PaymentOptions,
  validateBuyer,
  WalletCheckout,
  walletTrigger,
} from '@escale/blocks';
import {
  type CancellationChoice,
  type CheckoutState,
  type CheckoutSummary,
  cancellationChoices,
  checkoutHash,
  checkoutItems,
  GIFT_MESSAGE_MAX,
  GIFT_SENDER_MAX,
  type OrderRequest,
  type PaymentMethod,
  parseCheckoutHash,
  paymentMethods,
  productBackHref,
  promotionCodeSchema,
} from '@escale/domain';
import { type MessageId, useFormat, useT } from '@escale/i18n';
import { translate } from '@escale/i18n/core';
import { Alert, Button, ButtonLink, Heading, Stack, Text, TextField, useHydrated } from '@escale/ui';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  type ShouldRevalidateFunction,
  useActionData,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
} from 'react-router';
import * as styles from '../components/checkoutPage.css';
import { ApiRequestError, apiBeacon } from '../lib/api';
import { createPaymentIntent, loadCheckoutSummary, loadEligibility, placeOrder } from '../lib/checkoutData';
import { marketOfRequest } from '../lib/market';
import { indexableOf, pageMeta } from '../lib/seo';
import { useLoad } from '../lib/useLoad';
import { useRootData } from '../root';

// The booking summary (002 §2, §3, §4; G-61): /checkout with the hash of 002 §2 (or the same
// parameters in the query string, so the page works without JavaScript). Every amount comes from
// the API's checkout call; the form posts to this route's action, which places the order once per
// Idempotency-Key and leads to /confirmation/{orderUUID}?status=success&gaId=….

type CheckoutField =
  | BuyerField
  | 'insuranceChoice'
  | 'promotionCode'
  | 'paymentMethod'
  | 'cardNumber'
  | 'cardExpiry'
  | 'cardCvc'
  | 'giftFrom'
  | 'giftMessage';

/** What the action answers when the order is not placed: nothing typed is lost. */
interface CheckoutFailure {
  values: BuyerValues & { promotionCode?: string; giftFrom?: string; giftMessage?: string };
  insurance: InsuranceChoiceValue | null;
  paymentMethod: PaymentMethod;
  errors: Partial<Record<CheckoutField, MessageId>>;
  formError: MessageId | null;
  /** The summary priced again, when the total changed. */
  summary: CheckoutSummary | null;
  idempotencyKey: string;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const market = marketOfRequest(request);
  const url = new URL(request.url);
  // Without JavaScript the hash never reaches the server: the same parameters may come as a query.
  const state = parseCheckoutHash(url.search);
  let summary: CheckoutSummary | null = null;
  let summaryError: number | null = null;
  if (state) {
    try {
      summary = await loadCheckoutSummary(market.locale, checkoutItems(state, NO_CHOICES));
    } catch (error) {
      summaryError = error instanceof ApiRequestError ? error.status : 500;
    }
  }
  return data(
    {
      locale: market.locale,
      origin: market.origin,
      // Read here: the browser bundle never carries the other locales' catalogs.
      title: translate(market.locale, 'checkout.metaTitle'),
      queryState: state,
      summary,
      summaryError,
      idempotencyKey: crypto.randomUUID(),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

const NO_CHOICES = { insurance: null, promotionCode: null, specialRequest: null };

/** The buyer's errors the API names, as the form's messages. */
const API_MESSAGES: Record<string, MessageId> = {
  'Mandatory field': 'field.mandatory',
  'Email seems incorrect': 'buyerForm.emailInvalid',
  'Phone number seems incorrect': 'buyerForm.phoneInvalid',
  'Only text is expected': 'buyerForm.textOnly',
  'Please choose an option': 'insuranceChoice.chooseOption',
};

function fieldOfIssue(path: string): CheckoutField | null {
  if (path.startsWith('buyer.')) return path.slice(6) as BuyerField;
  if (path.startsWith('items.insuranceItem')) return 'insuranceChoice';
  if (path.startsWith('items.promotionCodeItem')) return 'promotionCode';
  if (path.startsWith('pspAuthorization.paymentMethod')) return 'paymentMethod';
  if (path === 'items.shortStayItem.specialRequest') return 'specialRequest';
  if (path === 'items.shortStayItem.gift.fromName') return 'giftFrom';
  if (path === 'items.shortStayItem.gift.message') return 'giftMessage';
  return null;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export async function action({ request }: ActionFunctionArgs) {
  const market = marketOfRequest(request);
  const form = await request.formData();
  const state = parseCheckoutHash(text(form, 'criteria'));
  const values: CheckoutFailure['values'] = {};
  for (const field of buyerFields) values[field] = text(form, field);
  values.promotionCode = text(form, 'promotionCode');
  values.giftFrom = text(form, 'giftFrom');
  values.giftMessage = text(form, 'giftMessage');
  const choice = text(form, 'insuranceChoice');
  const insurance: InsuranceChoiceValue | null = (cancellationChoices as readonly string[]).includes(choice)
    ? {
        choice: choice as CancellationChoice,
        insuranceId: choice === 'INSURANCE' ? text(form, 'insuranceId') || null : null,
      }
    : null;
  const method = text(form, 'paymentMethod');
  const paymentMethod = (paymentMethods as readonly string[]).includes(method)
    ? (method as PaymentMethod)
    : 'CARD';
  const fail = (status: number, failure: Partial<CheckoutFailure>) =>
    data<CheckoutFailure>(
      {
        values,
        insurance,
        paymentMethod,
        errors: {},
        formError: null,
        summary: null,
        idempotencyKey: crypto.randomUUID(),
        ...failure,
      },
      { status },
    );
  if (!state) return fail(400, { formError: 'checkout.incomplete' });

  const promo = values.promotionCode ? promotionCodeSchema.safeParse(values.promotionCode) : null;
  if (promo && !promo.success) return fail(400, { errors: { promotionCode: 'checkout.fieldInvalid' } });
  const items = checkoutItems(state, {
    insurance,
    promotionCode: promo?.data ?? null,
    specialRequest: values.specialRequest?.trim() || null,
    giftMessage: { fromName: values.giftFrom?.trim() || null, message: values.giftMessage?.trim() || null },
  });

  // The card goes to the provider, never further: JavaScript sends only the intent it answered.
  let paymentIntentId = text(form, 'paymentIntentId');
  if (!paymentIntentId) {
    try {
      const intent = await createPaymentIntent(
        paymentMethod === 'WALLET' ? { method: 'wallet' } : { method: 'card', card: cardOf(form) },
      );
      paymentIntentId = intent.paymentIntentId;
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 400) throw error;
      return fail(400, { errors: cardErrorsOf(error), formError: 'checkout.fixFields' });
    }
  }

  const order: OrderRequest = {
    locale: market.locale,
    currency: 'EUR',
    expectedAmount: Number(text(form, 'expectedAmount')) || 0,
    buyer: {
      civility: values.civility as OrderRequest['buyer']['civility'],
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      email: values.email ?? '',
      phoneNumber: values.phoneNumber ?? '',
      addressLine: values.addressLine ?? '',
      postalCode: values.postalCode ?? '',
      city: values.city ?? '',
      country: values.country as OrderRequest['buyer']['country'],
    },
    items,
    pspAuthorization: { paymentIntentId, paymentMethod },
  };
  try {
    const created = await placeOrder(order, text(form, 'idempotencyKey') || crypto.randomUUID());
    const gaId = text(form, 'gaId') || created.orderUUID;
    return redirect(
      `${market.marketPath ?? ''}/confirmation/${created.orderUUID}?status=success&gaId=${encodeURIComponent(gaId)}`,
    );
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return failureOf(error, order, fail);
  }
}

function apiIssues(error: ApiRequestError): { path: string; message: string }[] {
  const body = error.body as { error?: { issues?: { path: string; message: string }[] } } | null;
  return body?.error?.issues ?? [];
}

function apiCode(error: ApiRequestError): string {
  return (error.body as { error?: { code?: string } } | null)?.error?.code ?? '';
}

const CARD_FIELDS = ['cardNumber', 'cardExpiry', 'cardCvc'] as const;
type CardField = (typeof CARD_FIELDS)[number];

/** The card as the provider takes it, from the form's fields. */
function cardOf(form: FormData) {
  return {
    number: text(form, 'cardNumber').replace(/\D/g, ''),
    expiry: text(form, 'cardExpiry').replace(/\s/g, ''),
    cvc: text(form, 'cardCvc').trim(),
  };
}

/** The card fields the provider refused, as the form's messages, in the order of the form. */
function cardErrorsOf(error: ApiRequestError): Partial<Record<CardField, MessageId>> {
  const paths = apiIssues(error).map((issue) => issue.path);
  const errors: Partial<Record<CardField, MessageId>> = {};
  if (paths.includes('card.number')) errors.cardNumber = 'payment.cardNumberInvalid';
  if (paths.includes('card.expiry')) errors.cardExpiry = 'payment.cardExpiryInvalid';
  if (paths.includes('card.cvc')) errors.cardCvc = 'payment.cardCvcInvalid';
  return errors;
}

/** Card data goes to the provider only: never in what the form posts to the shop. */
function withoutCard(form: FormData): FormData {
  for (const name of CARD_FIELDS) form.delete(name);
  return form;
}

async function failureOf(
  error: ApiRequestError,
  order: OrderRequest,
  fail: (status: number, failure: Partial<CheckoutFailure>) => ReturnType<typeof data<CheckoutFailure>>,
) {
  const code = apiCode(error);
  if (error.status === 400) {
    const errors: CheckoutFailure['errors'] = {};
    for (const issue of apiIssues(error)) {
      const field = fieldOfIssue(issue.path);
      if (field && !errors[field]) errors[field] = API_MESSAGES[issue.message] ?? 'checkout.fieldInvalid';
    }
    return fail(400, {
      errors,
      formError: Object.keys(errors).length ? 'checkout.fixFields' : 'checkout.failed',
    });
  }
  if (error.status === 402) return fail(402, { formError: 'checkout.declined' });
  if (code === 'AMOUNT_MISMATCH') {
    const summary = await loadCheckoutSummary(order.locale, order.items).catch(() => null);
    return fail(422, { formError: 'checkout.priceChanged', summary });
  }
  if (code === 'PROMOTION_NOT_APPLICABLE')
    return fail(422, { errors: { promotionCode: 'checkout.fieldInvalid' } });
  if (code === 'PAYMENT_METHOD_NOT_ELIGIBLE')
    return fail(422, { errors: { paymentMethod: 'checkout.fieldInvalid' } });
  if (error.status === 409 && code === 'SOLD_OUT') return fail(409, { formError: 'checkout.soldOut' });
  if (error.status === 404 || error.status === 422)
    return fail(error.status, { formError: 'checkout.notBookable' });
  return fail(error.status, { formError: 'checkout.failed' });
}

/** The hash changes on the page itself (wallet loading and error): nothing to load again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod !== undefined
    ? defaultShouldRevalidate
    : currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  return pageMeta({
    indexable: indexableOf(matches),
    title: page.title,
    description: '',
    locale: page.locale,
    origin: page.origin,
    path: '/checkout',
    robots: 'noindex, nofollow',
  });
};

export default function CheckoutPage() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const { marketPath } = useRootData();
  const market = marketPath ?? '';
  const location = useLocation();
  const isHydrated = useHydrated();
  const state = useMemo(
    () => (isHydrated ? (parseCheckoutHash(location.hash) ?? loaded.queryState) : loaded.queryState),
    [isHydrated, location.hash, loaded.queryState],
  );

  const backHref = state ? productBackHref(market, state) : market || '/';
  return (
    <>
      <Header variant="checkout" marketPath={market || '/'} backHref={backHref} />
      <main id="main" className={styles.page}>
        {state ? (
          <CheckoutForm
            key={`${state.offerId}|${state.checkin}|${state.nights}|${state.giftNights}`}
            state={state}
          />
        ) : isHydrated || !loaded.queryState ? (
          <Stack space="4">
            <Heading level={1}>{t('checkout.metaTitle')}</Heading>
            <Alert tone="info">{t('checkout.incomplete')}</Alert>
            <ButtonLink href={market || '/'} variant="outline">
              {t('checkout.backHome')}
            </ButtonLink>
          </Stack>
        ) : null}
      </main>
    </>
  );
}

const CARD_METHODS: readonly PaymentMethod[] = ['CARD', 'INSTALMENTS_3X', 'INSTALMENTS_4X', 'DEFERRED'];

function CheckoutForm({ state }: { state: CheckoutState }) {
  const t = useT();
  const format = useFormat();
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<CheckoutFailure>();
  const fetcher = useFetcher<CheckoutFailure>();
  const failure = fetcher.data ?? actionData ?? null;
  const { locale, marketPath } = useRootData();
  const market = marketPath ?? '';
  const navigate = useNavigate();
  const location = useLocation();
  const isHydrated = useHydrated();
  const isGift = state.giftNights !== null;

  const [insurance, setInsurance] = useState<InsuranceChoiceValue | null>(failure?.insurance ?? null);
  const [promotionCode, setPromotionCode] = useState<string | null>(failure?.values.promotionCode || null);
  const [promoDraft, setPromoDraft] = useState(failure?.values.promotionCode ?? '');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(failure?.paymentMethod ?? 'CARD');
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [insuranceError, setInsuranceError] = useState(false);
  const [cardErrors, setCardErrors] = useState<Partial<Record<CardField, MessageId>>>({});
  // The hash's isLoading and error open the wallet's modal; leaving both (its Book link) closes it.
  const walletFlag = state.error || state.isLoading;
  const [walletOpen, setWalletOpen] = useState(walletFlag);
  const [lastWalletFlag, setLastWalletFlag] = useState(walletFlag);
  if (walletFlag !== lastWalletFlag) {
    setLastWalletFlag(walletFlag);
    setWalletOpen(walletFlag);
  }
  const formRef = useRef<HTMLFormElement>(null);
  const insuranceRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const items = useMemo(
    () => checkoutItems(state, { insurance, promotionCode, specialRequest: null }),
    [state, insurance, promotionCode],
  );
  const summaryLoad = useLoad(isHydrated ? `summary|${JSON.stringify(items)}` : null, (signal) =>
    loadCheckoutSummary(locale, items, signal),
  );
  const summary: CheckoutSummary | null =
    summaryLoad.status === 'ready'
      ? summaryLoad.data
      : summaryLoad.status === 'loading'
        ? (summaryLoad.previous ?? failure?.summary ?? loaded.summary)
        : (failure?.summary ?? loaded.summary);
  const total = summary?.breakdown.totalAmount ?? 0;
  const eligibility = useLoad(
    isHydrated && summary?.stay ? `eligibility|${total}|${summary.stay.checkin}` : null,
    (signal) => loadEligibility(locale, summary as CheckoutSummary, signal),
  );

  const submitting = fetcher.state !== 'idle';
  const formError = failure?.formError ?? null;
  // A failure moves the focus to its message, so keyboard and screen-reader users hear it.
  const attempt = failure?.idempotencyKey;
  useEffect(() => {
    if (attempt && formError) alertRef.current?.focus();
  }, [attempt, formError]);

  const hashWith = (flags: { error?: boolean; isLoading?: boolean }) =>
    `${location.pathname}${location.search}#${checkoutHash({ ...state, error: !!flags.error, isLoading: !!flags.isLoading })}`;

  /** Client checks before the server's: buyer fields, then the cancellation choice (S-317). */
  const validate = (): boolean => {
    const form = formRef.current;
    if (!form) return false;
    const data = new FormData(form);
    const values: BuyerValues = {};
    for (const field of buyerFields) values[field] = text(data, field);
    const errors = validateBuyer(values);
    const first = firstInvalidBuyerField(errors);
    const missingChoice = !isGift && !insurance;
    setShowAllErrors(first !== null);
    setInsuranceError(missingChoice);
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return false;
    }
    if (missingChoice) {
      insuranceRef.current?.querySelector<HTMLElement>('input')?.focus();
      return false;
    }
    return true;
  };

  const reportFailure = (message: string) => {
    // S-335, S-343: the failed checkout start is logged with its location.
    apiBeacon('/gateway/logs', {
      level: 'ERROR',
      locale,
      location: 'application.client.checkout',
      message: message.slice(0, 256),
    });
  };

  const submitWith = (data: FormData) => fetcher.submit(data, { method: 'post' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !validate()) return;
    setCardErrors({});
    const data = new FormData(event.currentTarget);
    if (CARD_METHODS.includes(paymentMethod)) {
      try {
        const intent = await createPaymentIntent({ method: 'card', card: cardOf(data) });
        data.set('paymentIntentId', intent.paymentIntentId);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 400) {
          const errors = cardErrorsOf(error);
          setCardErrors(errors);
          const first = CARD_FIELDS.find((field) => errors[field]) ?? 'cardCvc';
          formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
          return;
        }
        reportFailure(error instanceof Error ? error.message : 'Payment intent failed');
        throw error;
      }
    }
    submitWith(withoutCard(data));
  };

  // The wallet: its modal opens only when the form is valid (S-332); the hash says loading, then error (S-333…S-335).
  const openWallet = walletTrigger(validate, () => setWalletOpen(true));
  const payWithWallet = async () => {
    const form = formRef.current;
    if (!form) return;
    const before = hashWith({});
    navigate(hashWith({ isLoading: true }), { replace: true, preventScrollReset: true });
    try {
      const intent = await createPaymentIntent({ method: 'wallet' });
      const data = withoutCard(new FormData(form));
      data.set('paymentMethod', 'WALLET');
      data.set('paymentIntentId', intent.paymentIntentId);
      submitWith(data);
    } catch (error) {
      reportFailure(error instanceof Error ? error.message : 'Wallet failed');
      navigate(`${before.split('#')[0]}#${checkoutHash({ ...state, error: true, isLoading: false })}`, {
        replace: true,
        preventScrollReset: true,
      });
    }
  };
  // The wallet's order failed: the earlier hash comes back with error=1 (S-335).
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && state.isLoading) {
      reportFailure(`Wallet order failed: ${fetcher.data.formError ?? 'fields'}`);
      navigate(hashWith({ error: true }), { replace: true, preventScrollReset: true });
    }
  });

  const summaryFailed = summaryLoad.status === 'error' || (!isHydrated && loaded.summaryError !== null);
  if (summaryFailed && !summary) {
    const status =
      summaryLoad.status === 'error' && summaryLoad.error instanceof ApiRequestError
        ? summaryLoad.error.status
        : loaded.summaryError;
    return (
      <Stack space="4">
        <Heading level={1}>{t('checkout.metaTitle')}</Heading>
        <Alert tone="critical">
          {t(
            status === 409
              ? 'checkout.soldOut'
              : status === 422 || status === 404
                ? 'checkout.notBookable'
                : 'checkout.failed',
          )}
        </Alert>
        <ButtonLink href={productBackHref(market, state)} variant="outline">
          {t('checkout.backToOffer')}
        </ButtonLink>
      </Stack>
    );
  }

  const walletState = state.error ? 'error' : state.isLoading ? 'loading' : 'confirm';
  const key = failure?.idempotencyKey ?? loaded.idempotencyKey;
  const serverErrors = failure?.errors ?? {};
  const buyerErrors: Partial<Record<BuyerField, string>> = {};
  for (const field of buyerFields) {
    const id = serverErrors[field];
    if (id) buyerErrors[field] = t(id);
  }
  const paymentErrors: Partial<Record<'paymentMethod' | CardField, string>> = {
    ...(serverErrors.paymentMethod ? { paymentMethod: t(serverErrors.paymentMethod) } : {}),
  };
  for (const field of CARD_FIELDS) {
    const id = cardErrors[field] ?? serverErrors[field];
    if (id) paymentErrors[field] = t(id);
  }
  const payLabel =
    paymentMethod === 'DEFERRED'
      ? t('checkout.payLater')
      : t('checkout.pay', { amount: format.price(total) });
  const isCardFlow = CARD_METHODS.includes(paymentMethod);

  return (
    <div className={styles.columns}>
      <div className={styles.title}>
        <Heading level={1}>{t(isGift ? 'checkout.giftTitle' : 'checkout.title')}</Heading>
      </div>
      <div className={styles.main}>
        {formError ? (
          <div ref={alertRef} tabIndex={-1} className={styles.alert}>
            <Alert tone="critical">
              {formError === 'checkout.priceChanged'
                ? t(formError, { amount: format.price(total) })
                : t(formError)}
            </Alert>
          </div>
        ) : null}
        <fetcher.Form
          ref={formRef}
          method="post"
          noValidate={isHydrated}
          onSubmit={onSubmit}
          className={styles.form}
        >
          <input
            type="hidden"
            name="criteria"
            value={checkoutHash({ ...state, error: false, isLoading: false })}
          />
          <input type="hidden" name="expectedAmount" value={total} />
          <input type="hidden" name="idempotencyKey" value={key} />
          <BuyerForm defaultValues={failure?.values} errors={buyerErrors} showAllErrors={showAllErrors} />
          {isGift ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('checkout.giftMessageTitle')}</legend>
              <TextField
                name="giftFrom"
                label={t('checkout.giftFrom')}
                isOptional
                maxLength={GIFT_SENDER_MAX}
                defaultValue={failure?.values.giftFrom}
              />
              <TextField
                name="giftMessage"
                label={t('checkout.giftMessage')}
                isOptional
                description={t('checkout.giftMessageMax')}
                maxLength={GIFT_MESSAGE_MAX}
                defaultValue={failure?.values.giftMessage}
                multiline
              />
            </fieldset>
          ) : summary ? (
            <div ref={insuranceRef}>
              <InsuranceChoice
                cancellationPolicy={summary.cancellationPolicy}
                insuranceOffers={summary.insuranceOffers}
                value={insurance}
                onChange={(selection) => {
                  setInsurance({ choice: selection.choice, insuranceId: selection.insuranceId });
                  setInsuranceError(false);
                }}
                error={
                  insuranceError || serverErrors.insuranceChoice
                    ? t('insuranceChoice.chooseOption')
                    : undefined
                }
              />
            </div>
          ) : null}
          <div className={styles.promo}>
            <TextField
              name="promotionCode"
              label={t('checkout.promoLabel')}
              value={promoDraft}
              onChange={setPromoDraft}
              errorMessage={serverErrors.promotionCode ? t(serverErrors.promotionCode) : undefined}
              autoComplete="off"
            />
            <Button
              type="button"
              variant="outline"
              onPress={() => setPromotionCode(promoDraft.trim().toUpperCase() || null)}
            >
              {t('checkout.promoApply')}
            </Button>
          </div>
          {summary ? (
            <PaymentOptions
              // A new attempt (after any failure) starts with empty card fields, on purpose.
              key={key}
              locale={locale}
              amount={total}
              eligibility={eligibility.status === 'ready' ? eligibility.data : null}
              deferral={{
                siteAllows: true,
                flagOn: true,
                hasFinalPrice: summary.stay !== null,
                isCancellable: summary.cancellationPolicy.isCancellable,
              }}
              value={paymentMethod}
              onChange={setPaymentMethod}
              errors={paymentErrors}
              onWalletClick={isHydrated ? openWallet : undefined}
            />
          ) : null}
          <Text tone="muted" size="small">
            {t('checkout.terms')}
          </Text>
          <Button
            type="submit"
            variant="solid"
            size="large"
            isDisabled={!summary}
            isPending={submitting && isCardFlow}
          >
            {submitting ? t('checkout.paying') : payLabel}
          </Button>
        </fetcher.Form>
      </div>
      <aside className={styles.aside}>
        {summary ? <BookingSummary summary={summary} loading={summaryLoad.status === 'loading'} /> : null}
      </aside>
      <WalletCheckout
        open={walletOpen}
        state={walletState}
        amount={total}
        paymentMethodLabel={t('payment.walletName')}
        onConfirm={payWithWallet}
        onClose={() => {
          setWalletOpen(false);
          if (state.error || state.isLoading)
            navigate(hashWith({}), { replace: true, preventScrollReset: true });
        }}
        bookHref={hashWith({})}
      />
    </div>
  );
}
