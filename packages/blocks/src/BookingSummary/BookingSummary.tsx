import {
  giftcardLines,
  type LocalTax,
  type PriceLineKind,
  priceLines,
  promotionProblem,
  type SummaryContent,
  showsRemaining,
  summaryGiftFormat,
  summaryProduct,
} from '@escale/domain';
import { type MessageId, useFormat, useT } from '@escale/i18n';
import { Skeleton, SkeletonGroup } from '@escale/ui';
import { ChevronDown, CircleAlert } from '@escale/ui/icons';
import { useId } from 'react';
import { CancellationInfo } from '../CancellationInfo';
import { sectionTitle, smallTitle } from '../styles/titles.css';
import * as styles from './BookingSummary.css';
import { LocalTaxLine, OfferHeader, ProgramList, StayFacts } from './summaryParts';

export interface BookingSummaryProps {
  /**
   * What is booked, priced by the server: the answer of `POST /api/purchase/checkout`
   * (`CheckoutSummary`; its insurance offers are not shown here) or a placed order's summary.
   */
  summary: SummaryContent;
  /** While the price is being computed again: the amounts show as skeletons of their size. */
  loading?: boolean;
  /** The hotel's local tax rule, when the page has it: the tax note then opens the explainer. */
  localTax?: LocalTax | null;
  /** The level of the summary's heading; 2 by default, its parts one level below. */
  headingLevel?: 2 | 3;
}

/** The first line of the price: what is sold. */
const productLabels: Record<ReturnType<typeof summaryProduct>, MessageId> = {
  stay: 'bookingSummary.stay',
  box: 'bookingSummary.boxLine',
  giftCard: 'bookingSummary.giftCardLine',
  activity: 'bookingSummary.activityLine',
};

const lineLabels: Record<Exclude<PriceLineKind, 'promotion' | 'stay'>, MessageId> = {
  insurance: 'bookingSummary.insurance',
  shipping: 'bookingSummary.shipping',
  internationalFee: 'bookingSummary.internationalFee',
  extras: 'bookingSummary.extras',
};

/** An amount, or its skeleton at the height of its line while the price is being computed. */
function Amount({ text, loading, size }: { text: string; loading: boolean; size: 'medium' | 'large' }) {
  return <dd className={styles.amount}>{loading ? <Skeleton width={72} size={size} /> : text}</dd>;
}

/**
 * The booking summary of the checkout page (002 §2, §3 "Booking price breakdown"; G-61; 001 §4
 * "Cancellation display"): the offer with its hotel, the dates and nights or the gift's nights
 * and format, the travellers, the program with each activity's day, the cancellation status
 * (hidden for a gift, S-314) and the price: stay, insurance, promotion code, shipping, extras, the
 * total, the gift cards and what remains to pay, the local tax apart under it (S-229). From the
 * tablet breakpoint it is a card for the page's side column; on mobile its details fold under
 * "Show details" (a native disclosure) and the total stays in view.
 */
export function BookingSummary({
  summary,
  loading = false,
  localTax,
  headingLevel = 2,
}: BookingSummaryProps) {
  const t = useT();
  const format = useFormat();
  const titleId = useId();
  const programId = useId();
  const priceId = useId();
  const isGift = summaryGiftFormat(summary) !== null;
  const product = summaryProduct(summary);
  const { breakdown } = summary;
  const problem = promotionProblem(summary.promotion);
  const Title = `h${headingLevel}` as const;
  const Subtitle = `h${headingLevel + 1}` as 'h3' | 'h4';
  const signed = (cents: number) => (cents < 0 ? `−${format.price(-cents)}` : format.price(cents));

  return (
    <section
      className={styles.root}
      aria-labelledby={titleId}
      data-kind={isGift ? 'gift' : 'stay'}
      data-product={product}
      data-loading={loading || undefined}
    >
      <SkeletonGroup isLoading={loading}>
        <div className={styles.content}>
          <Title id={titleId} className={sectionTitle}>
            {t(isGift ? 'bookingSummary.giftTitle' : 'bookingSummary.title')}
          </Title>
          <OfferHeader summary={summary} />
          <details className={styles.disclosure}>
            <summary className={styles.toggle}>
              <span>
                <span className={styles.showLabel}>{t('bookingSummary.showDetails')}</span>
                <span className={styles.hideLabel}>{t('bookingSummary.hideDetails')}</span>
              </span>
              <ChevronDown className={styles.chevron} size={20} aria-hidden="true" />
            </summary>
            <div className={styles.details}>
              <StayFacts summary={summary} />
              <ProgramList
                summary={summary}
                headingLevel={headingLevel === 2 ? 3 : 4}
                headingId={programId}
              />
              {isGift || product === 'activity' ? null : (
                <CancellationInfo
                  policy={summary.cancellationPolicy}
                  hasDates={summary.stay !== null}
                  flow="booking"
                  size="small"
                />
              )}
              <section className={styles.block} aria-labelledby={priceId}>
                <Subtitle id={priceId} className={smallTitle}>
                  {t('bookingSummary.priceTitle')}
                </Subtitle>
                <dl className={styles.lines}>
                  {priceLines(summary).map((line) => (
                    <div key={line.kind} className={styles.line} data-line={line.kind}>
                      <dt className={styles.lineLabel}>
                        {line.kind === 'promotion'
                          ? t('bookingSummary.promotion', { code: summary.promotion?.code ?? '' })
                          : line.kind === 'stay'
                            ? t(productLabels[product])
                            : t(lineLabels[line.kind])}
                      </dt>
                      <Amount
                        loading={loading}
                        size="medium"
                        text={
                          line.kind === 'shipping' && line.amount === 0
                            ? t('bookingSummary.free')
                            : signed(line.amount)
                        }
                      />
                    </div>
                  ))}
                </dl>
              </section>
            </div>
          </details>
          <p
            className={styles.promotionProblem}
            aria-live="polite"
            data-promotion={summary.promotion?.status}
          >
            {problem ? (
              <>
                <CircleAlert className={styles.lineIcon} size={16} aria-hidden="true" />
                <span>
                  {t('bookingSummary.promotion', { code: summary.promotion?.code ?? '' })}
                  {' · '}
                  {t(`bookingSummary.${problem}`)}
                </span>
              </>
            ) : null}
          </p>
          <dl className={styles.totals}>
            <div className={`${styles.line} ${styles.total}`} data-line="total">
              <dt>{t('bookingSummary.total')}</dt>
              <Amount loading={loading} size="large" text={format.price(breakdown.totalAmount)} />
            </div>
            {giftcardLines(breakdown).map((card) => (
              <div key={card.serialNumber} className={styles.line} data-line="giftcard">
                <dt className={styles.lineLabel}>
                  {t('bookingSummary.giftcard', { serialNumber: card.serialNumber })}
                </dt>
                <Amount loading={loading} size="medium" text={signed(card.amount)} />
              </div>
            ))}
            {showsRemaining(breakdown) ? (
              <div className={`${styles.line} ${styles.remaining}`} data-line="remaining">
                <dt>{t('bookingSummary.remaining')}</dt>
                <Amount loading={loading} size="medium" text={format.price(breakdown.remainingAmountToPay)} />
              </div>
            ) : null}
          </dl>
          <LocalTaxLine summary={summary} localTax={localTax} />
        </div>
      </SkeletonGroup>
    </section>
  );
}
