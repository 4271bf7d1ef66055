import {
  type BuyerField,
  type BuyerValues,
  buyerFields,
  cardFields,
  firstInvalidBuyerField,
  type GiftCalendarMonth,
  type RedemptionFieldErrors,
  type RedemptionProblem,
  supplementOf,
  type VoucherView,
  validateBuyer,
} from '@escale/domain';
import { type Locale, useFormat, useT } from '@escale/i18n';
import { Alert, Button, Heading, Link } from '@escale/ui';
import { CircleAlert } from '@escale/ui/icons';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { BuyerForm } from '../BuyerForm';
import { issueMessage } from '../fieldIssues';
import { GiftCalendar } from '../GiftCalendar';
import { PaymentOptions, type PaymentOptionsField } from '../PaymentOptions';
import { fieldError } from '../styles/fieldMessages.css';
import { leadingIcon } from '../styles/itemList.css';
import * as styles from './Redemption.css';

type StayVoucher = VoucherView & { stay: NonNullable<VoucherView['stay']> };

export interface RedemptionFormProps {
  locale: Locale;
  /** The voucher the code opened: a single voucher with its stay, or a box's with the stay chosen. */
  voucher: StayVoucher;
  /** The calendar's months, each day included, with its supplement, or notAvailable (S-268). */
  months: readonly GiftCalendarMonth[];
  /** The months before and after those shown (`YYYY-MM`), null at the ends of the voucher's validity. */
  earlier: string | null;
  later: string | null;
  /** The day and the beneficiary typed before a round trip to the server. */
  checkinDate?: string;
  beneficiary?: BuyerValues;
  /** The server's refusal of the last attempt: above the form, and under the fields it names. */
  problem?: RedemptionProblem | null;
  errors?: RedemptionFieldErrors;
  /** A new value for each answer of the server, so that the same refusal twice is announced twice. */
  attemptKey?: string;
  /** Where "Use another code" leads: the page without the voucher. */
  otherCodeHref: string;
  showSandboxCards?: boolean;
  isPending?: boolean;
  /**
   * Called with the form's data once the browser's checks pass (or at once for another month); the
   * page posts it. Without it, or before the page's code has loaded, the form posts itself.
   */
  onSubmit?: (data: FormData) => void;
}

const focusNamed = (form: HTMLFormElement | null, name: string) =>
  form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

/**
 * The beneficiary's booking (000 roles; S-349, S-268, S-488): what the voucher covers, its gift
 * calendar to choose the arrival day (included, or with the supplement it asks), the beneficiary's
 * details and, when the day asks a supplement, its payment by card; then "Book my stay". The months
 * move with "Earlier months" and "Later months", within the voucher's validity. One form, posted
 * to the page: it works before the page's code has loaded, where the card fields show whenever a
 * shown day asks a supplement.
 */
export function RedemptionForm({
  locale,
  voucher,
  months,
  earlier,
  later,
  checkinDate = '',
  beneficiary = {},
  problem = null,
  errors = {},
  attemptKey,
  otherCodeHref,
  showSandboxCards = false,
  isPending = false,
  onSubmit,
}: RedemptionFormProps) {
  const t = useT();
  const format = useFormat();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const calendarRef = useRef<HTMLDivElement>(null);
  const [day, setDay] = useState(checkinDate);
  const [dayMissing, setDayMissing] = useState(false);
  const [showAllErrors, setShowAllErrors] = useState(false);
  const supplement = day ? supplementOf(months, day) : null;
  const anySupplement = months.some((month) => month.days.some((d) => d.status.status === 'supplement'));
  const showsPayment = supplement === null ? anySupplement : supplement > 0;

  useEffect(() => {
    if (attemptKey && problem) alertRef.current?.focus();
  }, [attemptKey, problem]);

  const validate = (data: FormData): boolean => {
    const values: BuyerValues = {};
    for (const field of buyerFields) {
      const value = data.get(field);
      values[field] = typeof value === 'string' ? value : '';
    }
    const first = firstInvalidBuyerField(validateBuyer(values));
    const noDay = supplementOf(months, String(data.get('checkinDate') ?? '')) === null;
    setShowAllErrors(first !== null);
    setDayMissing(noDay);
    if (noDay) {
      calendarRef.current?.querySelector<HTMLElement>('input')?.focus();
      return false;
    }
    if (first) {
      focusNamed(formRef.current, first);
      return false;
    }
    return true;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    if (isPending) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    if (data.get('showMonth') || data.get('stays') || validate(data)) onSubmit(data);
  };

  const message = (field: keyof RedemptionFieldErrors) => {
    const code = errors[field];
    return code ? t(issueMessage(code)) : undefined;
  };
  const buyerErrors: Partial<Record<BuyerField, string>> = {};
  for (const field of buyerFields) buyerErrors[field] = message(field);
  const paymentErrors: Partial<Record<PaymentOptionsField, string>> = {};
  for (const field of cardFields) paymentErrors[field] = message(field);
  const dayError = dayMissing || errors.checkinDate ? t('redemption.chooseDayError') : null;

  return (
    <form
      ref={formRef}
      method="post"
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby="redemption-title"
    >
      <Heading level={1} id="redemption-title">
        {t('redemption.title')}
      </Heading>
      {problem ? (
        <div ref={alertRef} tabIndex={-1}>
          <Alert tone="critical">{t(`redemption.problem.${problem}`)}</Alert>
        </div>
      ) : null}
      <input type="hidden" name="intent" value="redeem" />
      <input type="hidden" name="code" value={voucher.code} />
      {/* The stay shown: a single voucher's own, or the one chosen among the voucher's stays. */}
      <input type="hidden" name="offerId" value={voucher.stay.offerId} />
      <input type="hidden" name="expectedSupplement" value={supplement ?? ''} />

      <section className={styles.summary} aria-labelledby="redemption-gift">
        <Heading level={2} id="redemption-gift">
          {t('redemption.yourGift')}
        </Heading>
        <p className={styles.summaryText}>
          <strong>{voucher.stay.label}</strong> · {voucher.stay.hotel.label}
        </p>
        <p className={styles.muted}>
          {t('redemption.stayTerms', {
            nights: voucher.stay.nights,
            adults: voucher.stay.adults,
            date: format.date(voucher.validUntil, 'long'),
          })}
        </p>
        <p className={styles.muted}>
          {voucher.code} · <Link href={otherCodeHref}>{t('redemption.otherCode')}</Link>
        </p>
        <div>
          <Button type="submit" name="stays" value="1" variant="outline" formNoValidate>
            {t('redemption.otherStay')}
          </Button>
        </div>
      </section>

      <div ref={calendarRef} className={styles.form}>
        <GiftCalendar
          months={months}
          name="checkinDate"
          title={t('redemption.chooseDay')}
          value={day}
          onChange={(date) => {
            setDay(date);
            setDayMissing(false);
          }}
        />
        {dayError ? (
          <p className={fieldError}>
            <CircleAlert aria-hidden="true" className={leadingIcon} />
            {dayError}
          </p>
        ) : null}
        <div className={styles.monthNav}>
          {earlier ? (
            <Button type="submit" name="showMonth" value={earlier} variant="outline" formNoValidate>
              {t('redemption.earlierMonths')}
            </Button>
          ) : (
            <span />
          )}
          {later ? (
            <Button type="submit" name="showMonth" value={later} variant="outline" formNoValidate>
              {t('redemption.laterMonths')}
            </Button>
          ) : null}
        </div>
        {supplement !== null ? (
          <p className={styles.amountLine} aria-live="polite">
            {supplement > 0
              ? t('redemption.supplementToPay', { amount: format.price(supplement) })
              : t('redemption.nothingToPay')}
          </p>
        ) : null}
      </div>

      <BuyerForm defaultValues={beneficiary} errors={buyerErrors} showAllErrors={showAllErrors} />

      {showsPayment ? (
        <section className={styles.form} aria-labelledby="redemption-payment">
          <Heading level={2} id="redemption-payment">
            {t('redemption.paymentTitle')}
          </Heading>
          {supplement === null ? <p className={styles.muted}>{t('redemption.paymentWhen')}</p> : null}
          <PaymentOptions
            key={attemptKey}
            locale={locale}
            amount={supplement ?? 0}
            eligibility={null}
            deferral={{ siteAllows: false, flagOn: false, hasFinalPrice: true, isCancellable: false }}
            value="CARD"
            onChange={() => undefined}
            errors={paymentErrors}
            showSandboxCards={showSandboxCards}
          />
        </section>
      ) : null}

      <div>
        <Button type="submit" isPending={isPending}>
          {t('redemption.book')}
        </Button>
      </div>
    </form>
  );
}
