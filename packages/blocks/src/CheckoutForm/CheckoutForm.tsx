import {
  type BuyerField,
  type BuyerValues,
  buyerFields,
  type CheckoutFieldErrors,
  type CheckoutProblem,
  type CheckoutState,
  type CheckoutSummary,
  cardFields,
  checkoutHash,
  type Eligibility,
  firstInvalidBuyerField,
  firstInvalidCardField,
  GIFT_MESSAGE_MAX,
  GIFT_SENDER_MAX,
  type GiftMessage,
  giftcardProblem,
  hasCancellationChoice,
  isGiftCheckout,
  type PaymentMethod,
  paysByCard,
  promotionCodeOf,
  takesGiftcard,
  validateBuyer,
} from '@escale/domain';
import { useFormat, useLocale, useT } from '@escale/i18n';
import { Alert, Button, Heading, Text, TextField, useHydrated } from '@escale/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { BookingSummary, BookingSummarySkeleton } from '../BookingSummary';
import { BuyerForm } from '../BuyerForm';
import { issueMessage } from '../fieldIssues';
import { InsuranceChoice, type InsuranceChoiceValue } from '../InsuranceChoice';
import { PaymentOptions, type PaymentOptionsField } from '../PaymentOptions';
import { WalletCheckout, walletTrigger } from '../WalletCheckout';
import * as styles from './CheckoutForm.css';
import { problemMessage } from './problemMessage';

/** What the buyer typed and chose before an attempt the shop refused: the form shows it again. */
export interface CheckoutAttempt {
  values: BuyerValues & {
    promotionCode?: string;
    giftcard?: string;
    giftFrom?: string;
    giftMessage?: string;
  };
  paymentMethod: PaymentMethod;
  errors: CheckoutFieldErrors;
  /** Why the order was not placed, above the form; it takes the focus. */
  problem: CheckoutProblem | null;
  /** The attempt's own key: a new one focuses its problem again. */
  key: string;
}

export interface CheckoutFormProps {
  /** The stay or gift of the checkout hash, with the wallet's `isLoading` and `error` (S-333, S-334). */
  state: CheckoutState;
  /** The booking summary priced by the server; null until the first answer. */
  summary: CheckoutSummary | null;
  /** A new price is on its way: the summary's amounts show as skeletons. */
  isRepricing?: boolean;
  /** The pay-later eligibility answer; null when it failed or is not there yet (G-59). */
  eligibility: Eligibility | null;
  /** The cancellation choice, owned by the page: it changes the price. */
  insurance: InsuranceChoiceValue | null;
  onInsuranceChange: (value: InsuranceChoiceValue) => void;
  /** The promotion code applied, upper case, or null; the page prices it. */
  onPromotionCodeApply: (code: string | null) => void;
  /** The gift card number typed, or null to use none; the page prices it (S-257). */
  onGiftcardApply: (serialNumber: string | null) => void;
  /** The last attempt the shop refused, or none. */
  attempt?: CheckoutAttempt | null;
  /** A gift's message as the buyer wrote it on the gift's page (kept in the browser, S-278). */
  giftMessage?: GiftMessage;
  /** The Idempotency-Key of the next attempt: one order per key (S-498). */
  idempotencyKey: string;
  /** Where the form posts without JavaScript; its current address by default. */
  action?: string;
  /**
   * The page sends the order. Called once the form is valid, with what it posts (card fields
   * included: the page hands them to the provider, never to the shop); it may answer the card
   * fields the provider refused, which the form then shows and focuses. Without it, the browser
   * posts the form.
   */
  onSubmit?: (form: FormData) => Promise<CheckoutFieldErrors | null>;
  /** An attempt is being sent: the button says so and a second press does nothing. */
  isSubmitting?: boolean;
  /** The wallet's "Pay": the page restores the hash with isLoading and pays with the form's data. */
  onWalletPay?: (form: FormData) => void;
  /** The wallet's modal closed: the page takes isLoading and error off the hash. */
  onWalletClose: () => void;
  /** The booking summary without the wallet's flags: the failure's "Book" link (S-333). */
  walletBookHref: string;
  /** Shows the sandbox provider's test cards: only when the payments go to the sandbox. */
  showSandboxCards?: boolean;
}

/** Moves the focus to a field of the form by its name. */
const focusNamed = (form: HTMLFormElement | null, name: string) =>
  form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The booking summary's form (002 §2…§5; G-61; S-317, S-332…S-336): the buyer, a gift's message or
 * the cancellation choice, the promotion code, the payment and the pay button, with the summary
 * beside it (before it on mobile). A real `<form>` that posts `criteria` (the hash), the expected
 * total and the Idempotency-Key with every field, so it works before JavaScript; once the page is
 * interactive it checks the buyer and the cancellation choice first (S-317), focusing the first
 * field to fix, then hands the form to `onSubmit`. The wallet opens its modal only on a valid form
 * (S-332); the hash's `isLoading` shows its loader and `error` its failure with a Book link
 * (S-333, S-334). A refused attempt shows its problem above the form, focused, and its errors
 * under their fields; what was typed stays, the card fields excepted.
 */
export function CheckoutForm({
  state,
  summary,
  isRepricing = false,
  eligibility,
  insurance,
  onInsuranceChange,
  onPromotionCodeApply,
  onGiftcardApply,
  attempt = null,
  giftMessage,
  idempotencyKey,
  action,
  onSubmit,
  isSubmitting = false,
  onWalletPay,
  onWalletClose,
  walletBookHref,
  showSandboxCards = false,
}: CheckoutFormProps) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const isHydrated = useHydrated();
  const isGift = isGiftCheckout(state);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(attempt?.paymentMethod ?? 'CARD');
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [insuranceError, setInsuranceError] = useState(false);
  const [cardErrors, setCardErrors] = useState<CheckoutFieldErrors>({});
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

  const total = summary?.breakdown.totalAmount ?? 0;
  // What gift cards leave to pay; nothing at all needs no payment.
  const toPay = summary?.breakdown.remainingAmountToPay ?? total;
  const paysNothing = summary !== null && toPay === 0;
  const problem = attempt?.problem ?? null;
  // A refused attempt moves the focus to its problem, so keyboard and screen-reader users hear it.
  const attemptKey = attempt?.key;
  useEffect(() => {
    if (attemptKey && problem) alertRef.current?.focus();
  }, [attemptKey, problem]);

  /** The browser's checks before the server's: the buyer's fields, then the cancellation choice (S-317). */
  const validate = (): boolean => {
    const form = formRef.current;
    if (!form) return false;
    const data = new FormData(form);
    const values: BuyerValues = {};
    for (const field of buyerFields) values[field] = text(data, field);
    const first = firstInvalidBuyerField(validateBuyer(values));
    const missingChoice = hasCancellationChoice(state) && !insurance;
    setShowAllErrors(first !== null);
    setInsuranceError(missingChoice);
    if (first) {
      focusNamed(formRef.current, first);
      return false;
    }
    if (missingChoice) {
      insuranceRef.current?.querySelector<HTMLElement>('input')?.focus();
      return false;
    }
    return true;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    if (isSubmitting || !validate()) return;
    setCardErrors({});
    const refused = await onSubmit(new FormData(event.currentTarget));
    if (refused && Object.keys(refused).length > 0) setCardErrors(refused);
  };
  // The provider refused the card: its fields come back empty with their errors, the first focused.
  useEffect(() => {
    if (Object.keys(cardErrors).length > 0)
      focusNamed(formRef.current, firstInvalidCardField(cardErrors) ?? 'cardCvc');
  }, [cardErrors]);

  const openWallet = walletTrigger(validate, () => setWalletOpen(true));
  const payWithWallet = () => {
    if (formRef.current) onWalletPay?.(new FormData(formRef.current));
  };

  const errors = attempt?.errors ?? {};
  const message = (field: keyof CheckoutFieldErrors, shown = errors) => {
    const code = shown[field];
    return code ? t(issueMessage(code)) : undefined;
  };
  const buyerErrors: Partial<Record<BuyerField, string>> = {};
  for (const field of buyerFields) buyerErrors[field] = message(field);
  const paymentErrors: Partial<Record<PaymentOptionsField, string>> = {
    paymentMethod: message('paymentMethod'),
  };
  for (const field of cardFields) paymentErrors[field] = message(field, cardErrors) ?? message(field);

  const isCardFlow = paysByCard(paymentMethod);
  const giftcardIssue = giftcardProblem(summary?.giftcard ?? null);
  const payLabel = paysNothing
    ? t('checkout.payWithGiftcard')
    : paymentMethod === 'DEFERRED'
      ? t('checkout.payLater')
      : t('checkout.pay', { amount: format.price(toPay) });
  const walletState = state.error ? 'error' : state.isLoading ? 'loading' : 'confirm';

  return (
    <div className={styles.columns}>
      <div className={styles.title}>
        <Heading level={1}>{t(isGift ? 'checkout.giftTitle' : 'checkout.title')}</Heading>
      </div>
      <div className={styles.main}>
        {problem ? (
          <div ref={alertRef} tabIndex={-1} className={styles.alert}>
            <Alert tone="critical">{t(problemMessage(problem), { amount: format.price(toPay) })}</Alert>
          </div>
        ) : null}
        <form
          ref={formRef}
          method="post"
          action={action}
          noValidate={isHydrated}
          onSubmit={submit}
          className={styles.form}
        >
          <input
            type="hidden"
            name="criteria"
            value={checkoutHash({ ...state, error: false, isLoading: false })}
          />
          <input type="hidden" name="expectedAmount" value={total} />
          <input type="hidden" name="expectedAmountToPay" value={toPay} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <BuyerForm defaultValues={attempt?.values} errors={buyerErrors} showAllErrors={showAllErrors} />
          {isGift ? (
            <fieldset
              className={styles.fieldset}
              // The message kept in the browser arrives after hydration: the fields start again with it.
              key={`${giftMessage?.fromName}|${giftMessage?.message}`}
            >
              <legend className={styles.legend}>{t('checkout.giftMessageTitle')}</legend>
              <TextField
                name="giftFrom"
                label={t('checkout.giftFrom')}
                isOptional
                maxLength={GIFT_SENDER_MAX}
                defaultValue={attempt?.values.giftFrom ?? giftMessage?.fromName}
                errorMessage={message('giftFrom')}
              />
              <TextField
                name="giftMessage"
                label={t('checkout.giftMessage')}
                isOptional
                description={t('checkout.giftMessageMax')}
                maxLength={GIFT_MESSAGE_MAX}
                defaultValue={attempt?.values.giftMessage ?? giftMessage?.message}
                errorMessage={message('giftMessage')}
                multiline
              />
            </fieldset>
          ) : summary && hasCancellationChoice(state) ? (
            <div ref={insuranceRef}>
              <InsuranceChoice
                cancellationPolicy={summary.cancellationPolicy}
                insuranceOffers={summary.insuranceOffers}
                value={insurance}
                onChange={(selection) => {
                  onInsuranceChange({ choice: selection.choice, insuranceId: selection.insuranceId });
                  setInsuranceError(false);
                }}
                error={
                  insuranceError || errors.insuranceChoice ? t('insuranceChoice.chooseOption') : undefined
                }
              />
            </div>
          ) : null}
          <CodeField
            name="promotionCode"
            label={t('checkout.promoLabel')}
            applyLabel={t('checkout.promoApply')}
            defaultValue={attempt?.values.promotionCode}
            errorMessage={message('promotionCode')}
            onApply={(typed) => onPromotionCodeApply(promotionCodeOf(typed))}
          />
          {takesGiftcard(state) ? (
            <CodeField
              name="giftcard"
              label={t('checkout.giftcardLabel')}
              applyLabel={t('checkout.giftcardApply')}
              defaultValue={attempt?.values.giftcard}
              errorMessage={giftcardIssue ? t(`checkout.${giftcardIssue}`) : message('giftcard')}
              onApply={(typed) => onGiftcardApply(typed.trim() || null)}
            />
          ) : null}
          {paysNothing ? (
            <Text>{t('checkout.giftcardPaysAll')}</Text>
          ) : summary ? (
            <PaymentOptions
              // A new attempt (after any failure) starts with empty card fields, on purpose.
              key={idempotencyKey}
              locale={locale}
              amount={toPay}
              eligibility={eligibility}
              deferral={{
                siteAllows: true,
                flagOn: true,
                hasFinalPrice: summary.stay !== null,
                isCancellable: summary.cancellationPolicy.isCancellable,
              }}
              value={paymentMethod}
              onChange={setPaymentMethod}
              errors={paymentErrors}
              onWalletClick={isHydrated && onWalletPay ? openWallet : undefined}
              showSandboxCards={showSandboxCards}
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
            isPending={isSubmitting && (isCardFlow || paysNothing)}
          >
            {isSubmitting ? t('checkout.paying') : payLabel}
          </Button>
        </form>
      </div>
      <aside className={styles.aside}>
        {summary ? (
          <BookingSummary summary={summary} loading={isRepricing} />
        ) : (
          <BookingSummarySkeleton isGift={isGift} />
        )}
      </aside>
      <WalletCheckout
        open={walletOpen}
        state={walletState}
        amount={total}
        paymentMethodLabel={t('payment.walletName')}
        onConfirm={payWithWallet}
        onClose={() => {
          setWalletOpen(false);
          onWalletClose();
        }}
        bookHref={walletBookHref}
      />
    </div>
  );
}

interface CodeFieldProps {
  name: string;
  label: string;
  applyLabel: string;
  defaultValue?: string;
  errorMessage?: string;
  /** The code as typed: the page reads and prices it. */
  onApply: (typed: string) => void;
}

/** A code (a promotion code, a gift card's number) and the button that applies it, on one line. */
function CodeField({ name, label, applyLabel, defaultValue = '', errorMessage, onApply }: CodeFieldProps) {
  const [draft, setDraft] = useState(defaultValue);
  return (
    <div className={styles.codeField}>
      <TextField
        name={name}
        label={label}
        value={draft}
        onChange={setDraft}
        errorMessage={errorMessage}
        autoComplete="off"
      />
      <Button type="button" variant="outline" onPress={() => onApply(draft)}>
        {applyLabel}
      </Button>
    </div>
  );
}
