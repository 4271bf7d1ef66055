import {
  CARD_NUMBER_MAX_DIGITS,
  type CardField,
  cardFieldIssue,
  type DeferralConditions,
  type Eligibility,
  isWalletPayLaterAvailable,
  type OfferedPaymentMethod,
  type PaymentChoice,
  type PaymentMethod,
  paymentChoices,
  SANDBOX_CARDS,
  WALLET_PAY_LATER_AMOUNT_RANGE,
} from '@escale/domain';
import { type Locale, type MessageId, useFormat, useT } from '@escale/i18n';
import { Button, TextField, type TextFieldProps } from '@escale/ui';
import { CalendarClock, CircleAlert, CreditCard, FlaskConical, Info, Layers, Wallet } from '@escale/ui/icons';
import { useId, useState } from 'react';
import { issueMessage } from '../fieldIssues';
import { fieldError } from '../styles/fieldMessages.css';
import { leadingIcon } from '../styles/itemList.css';
import { formatCardCvc, formatCardExpiry, formatCardNumber } from './cardInput';
import * as styles from './PaymentOptions.css';

/** The form fields of the block: the choice and, with the card, its three fields. */
export type PaymentOptionsField = 'paymentMethod' | 'cardNumber' | 'cardExpiry' | 'cardCvc';

export interface PaymentOptionsProps {
  /** The market: it decides the pay-later options (S-330) and the wallet's pay-later (S-329). */
  locale: Locale;
  /** The amount to pay, in cents. */
  amount: number;
  /** The answer of the pay-later eligibility call; null when it failed or was not made (G-59). */
  eligibility: Eligibility | null;
  /** What decides the card-payment deferral (S-323). */
  deferral: DeferralConditions;
  /** The chosen method; the card shows when it is not one of the offered methods. */
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Server-side errors, already translated, under their field. */
  errors?: Partial<Record<PaymentOptionsField, string>>;
  /** Shows the "Fast checkout" wallet button, which calls it. */
  onWalletClick?: () => void;
  /** The wallet's name on its button and pay-later line; defaults to "Express wallet". */
  walletLabel?: string;
  /** Lists the sandbox provider's test cards under the card fields: only when it is the sandbox. */
  showSandboxCards?: boolean;
}

/** The card fields, numeric and formatted as typed; labels and errors are the `payment.{field}…` messages. */
const CARD_FIELDS: Record<
  CardField,
  Pick<TextFieldProps, 'autoComplete' | 'maxLength'> & {
    hint?: MessageId;
    format: (text: string) => string;
  }
> = {
  cardNumber: {
    autoComplete: 'cc-number',
    // The digits and a space between each group of 4.
    maxLength: CARD_NUMBER_MAX_DIGITS + Math.floor((CARD_NUMBER_MAX_DIGITS - 1) / 4),
    format: formatCardNumber,
  },
  cardExpiry: {
    autoComplete: 'cc-exp',
    maxLength: 5,
    hint: 'payment.cardExpiryHint',
    format: formatCardExpiry,
  },
  cardCvc: {
    autoComplete: 'cc-csc',
    maxLength: 4,
    hint: 'payment.cardCvcHint',
    format: formatCardCvc,
  },
};

const icons: Record<OfferedPaymentMethod, typeof CreditCard> = {
  CARD: CreditCard,
  INSTALMENTS_3X: Layers,
  INSTALMENTS_4X: Layers,
  DEFERRED: CalendarClock,
};

/**
 * The payment of the booking summary (002 §3 "Payment method entry", §5, §6, §9; 001 §4;
 * S-323…S-330, G-41, G-59). Above, "Fast checkout": the sandbox wallet's button and, in es_ES and
 * it_IT from 30 to 2,000 €, its pay-later line (S-329). Then the "Payment" radio group, posted as
 * `paymentMethod`: the card always; 3x, 4x and the deferral only when the eligibility answer holds
 * them in a pay-later market (S-330), the deferral also only when S-323 holds. An instalment plan
 * reads "{first} today, then N payments of {rest}"; selected, it adds its fee and dated schedule.
 * With the card selected come the card fields (`cardNumber` grouped by 4 as typed, `cardExpiry`
 * MM/YY, `cardCvc`), checked as the provider checks them, and, with `showSandboxCards`, the
 * sandbox's test cards. Card fields never take initial values: they start empty and empty again
 * whenever new server errors arrive.
 */
export function PaymentOptions({
  locale,
  amount,
  eligibility,
  deferral,
  value,
  onChange,
  errors,
  onWalletClick,
  walletLabel,
  showSandboxCards = false,
}: PaymentOptionsProps) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const choices = paymentChoices({ locale, amount, eligibility, deferral });
  const selected: OfferedPaymentMethod = choices.find((choice) => choice.method === value)?.method ?? 'CARD';
  const wallet = walletLabel ?? t('payment.walletName');
  const walletPayLater = isWalletPayLaterAvailable(locale, amount);
  const methodError = errors?.paymentMethod;

  // New server errors empty the card fields (and forget that they were visited).
  const errorsKey = JSON.stringify(errors ?? {});
  const [seenErrors, setSeenErrors] = useState(errorsKey);
  const [cardGeneration, setCardGeneration] = useState(0);
  if (errorsKey !== seenErrors) {
    setSeenErrors(errorsKey);
    if (errors && Object.values(errors).some(Boolean)) setCardGeneration((n) => n + 1);
  }

  return (
    <div
      className={styles.root}
      data-methods={choices.map((choice) => choice.method).join(' ')}
      data-selected={selected}
    >
      {onWalletClick ? (
        <fieldset className={styles.wallet}>
          <legend className={styles.legend}>{t('payment.fastCheckout')}</legend>
          <Button
            tone="neutral"
            isFullWidth
            iconStart={<Wallet size={20} />}
            onPress={onWalletClick}
            aria-describedby={walletPayLater ? `${id}-wallet-later` : undefined}
          >
            {t('payment.walletButton', { wallet })}
          </Button>
          {walletPayLater ? (
            <p id={`${id}-wallet-later`} className={styles.hint} data-wallet-pay-later="">
              <Info size={16} className={leadingIcon} aria-hidden="true" />
              <span>
                {t('payment.walletPayLater', {
                  wallet,
                  min: format.price(WALLET_PAY_LATER_AMOUNT_RANGE.min),
                  max: format.price(WALLET_PAY_LATER_AMOUNT_RANGE.max),
                })}
              </span>
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <fieldset
        className={styles.group}
        aria-describedby={methodError ? `${id}-method-error` : undefined}
        aria-invalid={methodError ? true : undefined}
      >
        <legend className={styles.legend}>{t('payment.legend')}</legend>
        {methodError ? (
          <p id={`${id}-method-error`} className={fieldError}>
            <CircleAlert size={16} className={leadingIcon} aria-hidden="true" />
            <span>{methodError}</span>
          </p>
        ) : null}
        <div className={styles.options}>
          {choices.map((choice) => (
            <PaymentOption
              key={choice.method}
              choice={choice}
              isSelected={choice.method === selected}
              isInvalid={Boolean(methodError)}
              onSelect={() => onChange(choice.method)}
            />
          ))}
        </div>
      </fieldset>
      {selected === 'CARD' ? (
        <CardFields key={cardGeneration} errors={errors} showSandboxCards={showSandboxCards} />
      ) : null}
    </div>
  );
}

function PaymentOption({
  choice,
  isSelected,
  isInvalid,
  onSelect,
}: {
  choice: PaymentChoice;
  isSelected: boolean;
  isInvalid: boolean;
  onSelect: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const { method, fee, installments } = choice;
  const Icon = icons[method];
  const [first, second] = installments;
  const total = installments.reduce((sum, payment) => sum + payment.amount, 0);
  const isInstalments = method === 'INSTALMENTS_3X' || method === 'INSTALMENTS_4X';

  const title =
    method === 'CARD'
      ? t('payment.card')
      : method === 'DEFERRED'
        ? t('payLater.title')
        : t('payLater.instalmentsTitle', { count: method === 'INSTALMENTS_4X' ? 4 : 3 });
  const description =
    isInstalments && first && second
      ? t('payLater.instalmentsText', {
          first: format.price(first.amount),
          others: installments.length - 1,
          rest: format.price(second.amount),
        })
      : method === 'DEFERRED' && first?.dueDate
        ? t('payLater.deferredText', {
            amount: format.price(first.amount),
            date: format.date(first.dueDate, 'long'),
          })
        : null;
  const dated = installments.filter(
    (payment): payment is { dueDate: string; amount: number } => payment.dueDate !== null,
  );

  return (
    <div
      className={styles.option}
      data-method={method}
      data-selected={isSelected || undefined}
      data-invalid={isInvalid || undefined}
    >
      <label className={styles.optionLabel}>
        <input
          type="radio"
          className={styles.radio}
          name="paymentMethod"
          value={method}
          checked={isSelected}
          onChange={onSelect}
          aria-describedby={description ? `${id}-description` : undefined}
        />
        <span>{title}</span>
        <Icon size={20} className={styles.optionIcon} aria-hidden="true" />
      </label>
      {description || (isSelected && isInstalments) ? (
        <div className={styles.optionText}>
          {description ? (
            <p id={`${id}-description`} className={styles.optionDescription}>
              {description}
            </p>
          ) : null}
          {isSelected && isInstalments ? (
            <div className={styles.schedule} data-schedule={method}>
              {fee > 0 ? (
                <p className={styles.optionDescription}>
                  {t('payLater.instalmentsFee', { fee: format.price(fee), total: format.price(total) })}
                </p>
              ) : null}
              {dated.length === installments.length ? (
                <>
                  <p id={`${id}-schedule`} className={styles.scheduleTitle}>
                    {t('payment.scheduleTitle')}
                  </p>
                  <ul className={styles.scheduleList} aria-labelledby={`${id}-schedule`}>
                    {dated.map((payment) => (
                      <li key={payment.dueDate}>
                        {t('payment.scheduleLine', {
                          amount: format.price(payment.amount),
                          date: format.date(payment.dueDate, 'long'),
                        })}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The card fields; local state only, never an initial value. */
function CardFields({
  errors,
  showSandboxCards,
}: {
  errors?: Partial<Record<PaymentOptionsField, string>>;
  showSandboxCards: boolean;
}) {
  const t = useT();
  const [values, setValues] = useState<Record<CardField, string>>({
    cardNumber: '',
    cardExpiry: '',
    cardCvc: '',
  });

  const cardField = (field: CardField) => {
    const { hint, format, ...input } = CARD_FIELDS[field];
    return (
      <TextField
        {...input}
        label={t(`payment.${field}`)}
        description={hint ? t(hint) : undefined}
        name={field}
        inputMode="numeric"
        isRequired
        value={values[field]}
        onChange={(text) => setValues((current) => ({ ...current, [field]: format(text) }))}
        validate={(text) => {
          const issue = cardFieldIssue(field, text);
          return issue ? t(issueMessage(issue)) : null;
        }}
        errorMessage={errors?.[field]}
      />
    );
  };

  return (
    <fieldset className={styles.card} data-card-fields="">
      <legend className={styles.legend}>{t('payment.cardDetails')}</legend>
      {cardField('cardNumber')}
      <div className={styles.cardRow}>
        {cardField('cardExpiry')}
        {cardField('cardCvc')}
      </div>
      {showSandboxCards ? (
        <p className={styles.hint} data-sandbox-cards="">
          <FlaskConical size={16} className={leadingIcon} aria-hidden="true" />
          <span>
            {t('payment.sandboxCards', {
              success: formatCardNumber(SANDBOX_CARDS.success),
              declined: formatCardNumber(SANDBOX_CARDS.declined),
              pending: formatCardNumber(SANDBOX_CARDS.pending),
            })}
          </span>
        </p>
      ) : null}
    </fieldset>
  );
}
