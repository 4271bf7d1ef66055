import { type Order, summaryGiftFormat } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Button, ButtonLink, Link, Spinner, VisuallyHidden } from '@escale/ui';
import {
  CalendarCheck,
  Check,
  CircleAlert,
  CircleCheck,
  Copy,
  Mail,
  Package,
  Ticket,
} from '@escale/ui/icons';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { OfferHeader, StayFacts } from '../BookingSummary/summaryParts';
import { itemList, itemRow } from '../styles/itemList.css';
import { sectionTitle, smallTitle } from '../styles/titles.css';
import * as styles from './Confirmation.css';
import { type NextStep, nextSteps } from './nextSteps';

export interface ConfirmationProps {
  /** The placed order (`GET /api/orders/{orderUUID}`); the page fetches it again while it is PENDING. */
  order: Order;
  /** "Back to home". */
  homeHref: string;
}

/** How long "Copied" shows after the booking number is copied. */
export const COPIED_FEEDBACK_MS = 2_000;

function BookingNumber({ reference }: { reference: string }) {
  const t = useT();
  const labelId = useId();
  const numberId = useId();
  const numberRef = useRef<HTMLSpanElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
    } catch {
      // No clipboard (permission, insecure page): select the number so it can be copied by hand.
      const number = numberRef.current;
      if (number) window.getSelection()?.selectAllChildren(number);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={labelId}>
      <div className={styles.reference}>
        <p className={styles.referenceText}>
          <span id={labelId} className={styles.referenceLabel}>
            {t('confirmation.reference')}
          </span>
          <span id={numberId} ref={numberRef} className={styles.referenceNumber} data-reference={reference}>
            {reference}
          </span>
        </p>
        <Button
          variant="outline"
          iconStart={copied ? <Check size={16} /> : <Copy size={16} />}
          aria-describedby={`${labelId} ${numberId}`}
          data-copied={copied || undefined}
          onPress={() => void copy()}
        >
          {copied ? t('confirmation.copied') : t('confirmation.copy')}
        </Button>
      </div>
      <VisuallyHidden role="status">{copied ? t('confirmation.copied') : ''}</VisuallyHidden>
    </section>
  );
}

function OrderStatus({ order }: { order: Order }) {
  const t = useT();
  const isGift = summaryGiftFormat(order.summary) !== null;
  return (
    <div role="status" className={styles.status} data-status={order.status}>
      <span className={styles.statusIcon}>
        {order.status === 'PENDING' ? (
          <span aria-hidden="true">
            <Spinner size="small" />
          </span>
        ) : order.status === 'FAILED' ? (
          <CircleAlert size={20} aria-hidden="true" />
        ) : (
          <CircleCheck size={20} aria-hidden="true" />
        )}
      </span>
      <span className={styles.statusText}>
        {order.status === 'PENDING' ? (
          <>
            <span className={styles.statusTitle}>{t('confirmation.pending')}</span>
            <span className={styles.statusHint}>{t('confirmation.pendingHint')}</span>
          </>
        ) : order.status === 'FAILED' ? (
          <>
            <span className={styles.statusTitle}>{t('confirmation.failed')}</span>
            <span className={styles.statusHint}>{t('confirmation.failedHint')}</span>
          </>
        ) : (
          <span className={styles.statusTitle}>
            {t('confirmation.confirmed', { gift: isGift ? 'yes' : 'no' })}
          </span>
        )}
      </span>
    </div>
  );
}

function PaymentMethod({ payment }: { payment: Order['payment'] }) {
  const t = useT();
  const card = payment.last4 ? (
    <>
      <span aria-hidden="true">{t('confirmation.cardMasked', { last4: payment.last4 })}</span>
      <VisuallyHidden>{t('confirmation.cardEnding', { last4: payment.last4 })}</VisuallyHidden>
    </>
  ) : null;
  if (payment.method === 'CARD' && card) return card;
  return (
    <>
      {t('confirmation.method', { method: payment.method })}
      {card ? <> · {card}</> : null}
    </>
  );
}

type GiftcardUse = Order['summary']['breakdown']['giftcards'][number];

/** What was paid: by gift cards first (S-257), then the amount paid with the method. */
function Payment({ payment, giftcards }: { payment: Order['payment']; giftcards: GiftcardUse[] }) {
  const t = useT();
  const format = useFormat();
  const titleId = useId();
  const scheduleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId} data-method={payment.method}>
      <h2 id={titleId} className={sectionTitle}>
        {t('confirmation.paymentTitle')}
      </h2>
      <dl className={styles.facts}>
        {giftcards.map((card) => (
          <Fragment key={card.serialNumber}>
            <dt className={styles.factTerm}>
              {t('bookingSummary.giftcard', { serialNumber: card.serialNumber })}
            </dt>
            <dd className={styles.factValue}>{format.price(card.usedAmount)}</dd>
          </Fragment>
        ))}
        <dt className={styles.factTerm}>{t('confirmation.amountPaid')}</dt>
        <dd className={`${styles.factValue} ${styles.amountPaid}`} data-amount-paid={payment.amountPaid}>
          {format.price(payment.amountPaid)}
        </dd>
        <dt className={styles.factTerm}>{t('confirmation.paymentMethod')}</dt>
        <dd className={styles.factValue}>
          <PaymentMethod payment={payment} />
        </dd>
      </dl>
      {payment.schedule.length > 0 ? (
        <div className={styles.schedule}>
          <h3 id={scheduleId} className={smallTitle}>
            {t('confirmation.schedule')}
          </h3>
          <ul className={itemList} aria-labelledby={scheduleId}>
            {payment.schedule.map((due) => (
              <li key={due.dueDate} className={styles.scheduleItem}>
                {t('confirmation.scheduleItem', {
                  date: format.date(due.dueDate, 'long'),
                  amount: format.price(due.amount),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function Step({ step }: { step: NextStep }) {
  const t = useT();
  const format = useFormat();
  switch (step.kind) {
    case 'emailSent':
      return (
        <li className={itemRow} data-step={step.kind}>
          <Mail className={styles.stepIcon} size={18} aria-hidden="true" />
          <span>{t('confirmation.emailSent', { email: step.email })}</span>
        </li>
      );
    case 'eVoucherSent':
      return (
        <li className={itemRow} data-step={step.kind}>
          <Mail className={styles.stepIcon} size={18} aria-hidden="true" />
          <span>{t('confirmation.eVoucherSent', { email: step.email })}</span>
        </li>
      );
    case 'hotelExpects':
      return (
        <li className={itemRow} data-step={step.kind}>
          <CalendarCheck className={styles.stepIcon} size={18} aria-hidden="true" />
          <span>{t('confirmation.hotelExpects', { checkin: format.date(step.checkin, 'long') })}</span>
        </li>
      );
    case 'boxDelivery':
      return (
        <li className={itemRow} data-step={step.kind}>
          <Package className={styles.stepIcon} size={18} aria-hidden="true" />
          <span>{t('confirmation.boxDelivery')}</span>
        </li>
      );
  }
}

/**
 * The confirmation page's content (G-62): "Thank you, {firstName}!", focused on arrival so screen
 * readers announce it; the order's state in a polite live region ("Your booking is confirmed", or
 * a spinner and "Your payment is being confirmed" while the page fetches the order again); the
 * booking number with a copy button; the product, its dates or gift nights and its travellers;
 * the amount paid and how (card, wallet, instalments and their schedule); the next steps (the
 * confirmation email and the arrival day, the e-voucher by email with a link to download each one,
 * or the gift box's free delivery in 2 to 4 working days, 002 §9); and "Back to home".
 */
export function Confirmation({ order, homeHref }: ConfirmationProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryId = useId();
  const stepsId = useId();
  const steps = nextSteps(order);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className={styles.root} data-status={order.status}>
      <header className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t('confirmation.thankYou', { firstName: order.buyer.firstName })}
        </h1>
        <OrderStatus order={order} />
      </header>
      <BookingNumber reference={order.reference} />
      <section className={styles.card} aria-labelledby={summaryId}>
        <h2 id={summaryId} className={sectionTitle}>
          {t('confirmation.summaryTitle')}
        </h2>
        <OfferHeader summary={order.summary} layout="row" />
        <StayFacts summary={order.summary} />
      </section>
      <Payment payment={order.payment} giftcards={order.summary.breakdown.giftcards} />
      {steps.length > 0 ? (
        <section className={styles.card} aria-labelledby={stepsId}>
          <h2 id={stepsId} className={sectionTitle}>
            {t('confirmation.nextSteps')}
          </h2>
          <ul className={itemList}>
            {steps.map((step) => (
              <Step key={step.kind} step={step} />
            ))}
            {order.vouchers.map((voucher) => (
              <li key={voucher.code} className={itemRow} data-voucher={voucher.code}>
                <Ticket className={styles.stepIcon} size={18} aria-hidden="true" />
                <Link href={voucher.pdfUrl} download={`escale-${voucher.code}.pdf`}>
                  {t('confirmation.downloadVoucher', { code: voucher.code })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={styles.actions}>
        <ButtonLink href={homeHref} variant="outline">
          {t('confirmation.backHome')}
        </ButtonLink>
      </div>
    </div>
  );
}
