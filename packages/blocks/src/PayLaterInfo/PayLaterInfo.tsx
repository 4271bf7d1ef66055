import {
  DEFERRED_PAYMENT_MIN_DAYS,
  hasPayLaterOption,
  INSTALMENT_AMOUNT_RANGES,
  INSTALMENT_MIN_DAYS,
  type InstalmentCount,
  payLaterOptions,
} from '@escale/domain';
import { useFormat, useLocale, useT } from '@escale/i18n';
import { Heading, Modal, ModalBody, ModalContent, ModalTrigger, Stack, Text } from '@escale/ui';
import { CalendarClock } from '@escale/ui/icons';
import { textButton } from '@escale/ui/styles';
import { useId } from 'react';
import * as styles from './PayLaterInfo.css';

export interface PayLaterInfoProps {
  /** The amount to pay, in cents. */
  amount: number;
  /** The stay's check-in, `YYYY-MM-DD`. */
  checkin: string;
  /** Today in the market's time zone, `YYYY-MM-DD`. */
  today: string;
  /** Whether the offer is cancellable: the deferred payment is offered only then (S-323). */
  isCancellable: boolean;
  /** The free cancellation deadline; the deferred payment is taken on it when it comes first (G-39). */
  cancellationDeadline?: string | null;
  /** The fee of each instalment plan, in cents, as the eligibility call answers it. */
  fees?: Partial<Record<InstalmentCount, number>>;
  /** Controlled state of the explanation modal. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The pay-later information (002 §5 "Pay-later eligibility (informational text)", §4 "Other
 * toggles", §9; S-324…S-328, S-331): a line naming the options the stay qualifies for and a button
 * opening their explanation, which closes with its button or Escape. Deferred payment needs the
 * arrival at least 5 days away and is taken on the cancellation deadline or 2 days before
 * check-in; 3x needs 7 days and 200 to 2,000 €, 4x 7 days and 250 to 2,000 €; the first
 * instalment includes the fee. The deferral needs a cancellable offer (S-323), and nothing shows
 * outside the markets of the feature (S-330) or when no option applies (G-41).
 */
export function PayLaterInfo({
  amount,
  checkin,
  today,
  isCancellable,
  cancellationDeadline = null,
  fees,
  isOpen,
  defaultOpen,
  onOpenChange,
}: PayLaterInfoProps) {
  const t = useT();
  const format = useFormat();
  const deferredId = useId();
  const locale = useLocale();
  const options = payLaterOptions({
    locale,
    amount,
    checkin,
    today,
    isCancellable,
    cancellationDeadline,
    fees,
  });
  if (!hasPayLaterOption(options)) return null;
  const { deferred, instalments } = options;
  const four = instalments.some((plan) => plan.count === 4) ? 'yes' : 'no';
  const summary =
    deferred && instalments.length > 0
      ? t('payLater.summaryBoth', { four })
      : deferred
        ? t('payLater.summaryDeferred')
        : t('payLater.summaryInstalments', { four });
  return (
    <div
      className={styles.root}
      data-deferred={deferred ? 'true' : 'false'}
      data-instalments={instalments.map((plan) => plan.count).join(' ') || undefined}
    >
      <CalendarClock className={styles.icon} size={18} aria-hidden="true" />
      <p className={styles.summary}>{summary}</p>
      <Modal isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <ModalTrigger asChild>
          <button type="button" className={textButton}>
            {t('payLater.howItWorks')}
          </button>
        </ModalTrigger>
        <ModalContent title={t('payLater.title')} size="small">
          <ModalBody label={t('payLater.title')}>
            <Stack space="4">
              {deferred ? (
                <section className={styles.option} aria-labelledby={deferredId} data-option="deferred">
                  <Heading level={3} size={4} id={deferredId}>
                    {t('payLater.summaryDeferred')}
                  </Heading>
                  <Text>
                    {t('payLater.deferredText', {
                      amount: format.price(deferred.amount),
                      date: format.date(deferred.date, 'long'),
                    })}
                  </Text>
                </section>
              ) : null}
              {instalments.map((plan) => (
                <section
                  key={plan.count}
                  className={styles.option}
                  aria-labelledby={`${deferredId}-${plan.count}`}
                  data-option={`${plan.count}x`}
                >
                  <Heading level={3} size={4} id={`${deferredId}-${plan.count}`}>
                    {t('payLater.instalmentsTitle', { count: plan.count })}
                  </Heading>
                  <Text>
                    {t('payLater.instalmentsText', {
                      first: format.price(plan.first),
                      others: plan.count - 1,
                      rest: format.price(plan.rest),
                    })}
                  </Text>
                  {plan.fee > 0 ? (
                    <Text size="small" tone="muted">
                      {t('payLater.instalmentsFee', {
                        fee: format.price(plan.fee),
                        total: format.price(plan.total),
                      })}
                    </Text>
                  ) : null}
                </section>
              ))}
              <Text size="small" tone="muted">
                {t('payLater.conditions', {
                  deferredDays: DEFERRED_PAYMENT_MIN_DAYS,
                  instalmentDays: INSTALMENT_MIN_DAYS,
                  min3: format.price(INSTALMENT_AMOUNT_RANGES[3].min),
                  min4: format.price(INSTALMENT_AMOUNT_RANGES[4].min),
                  max: format.price(INSTALMENT_AMOUNT_RANGES[4].max),
                })}
              </Text>
            </Stack>
          </ModalBody>
        </ModalContent>
      </Modal>
    </div>
  );
}
