import { type LocalTax, type SummaryContent, summaryGiftFormat, summaryProgramItems } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { CalendarDays, Check, Gift, MapPin, Ticket } from '@escale/ui/icons';
import { Stars } from '../OfferCard/Stars';
import { iconLine, itemRow } from '../styles/itemList.css';
import { smallTitle } from '../styles/titles.css';
import { LocalTaxNote } from '../TouristTaxModal';
import * as styles from './BookingSummary.css';

// Parts of the booking summary that the confirmation page shows too.

/** The stay's dates with its nights, or the gift's nights for 2 people and its upsell (S-267). */
export function StayWhen({ summary }: { summary: Pick<SummaryContent, 'stay' | 'gift'> }) {
  const t = useT();
  const format = useFormat();
  if (summary.gift) {
    const { nights, upsellAmount } = summary.gift;
    return (
      <>
        <p className={styles.when} data-when="gift">
          <Gift className={styles.lineIcon} size={16} aria-hidden="true" />
          <span>{t('bookingSummary.gift', { nights })}</span>
        </p>
        {upsellAmount ? (
          <p className={styles.when} data-when="giftUpsell">
            <CalendarDays className={styles.lineIcon} size={16} aria-hidden="true" />
            <span>{t('bookingSummary.giftUpsell', { amount: format.price(upsellAmount) })}</span>
          </p>
        ) : null}
      </>
    );
  }
  if (!summary.stay) return null;
  return (
    <p className={styles.when} data-when="stay">
      <CalendarDays className={styles.lineIcon} size={16} aria-hidden="true" />
      <span>
        {t('bookingSummary.dates', {
          checkin: format.date(summary.stay.checkin, 'long'),
          checkout: format.date(summary.stay.checkout, 'long'),
          nights: summary.stay.nights,
        })}
      </span>
    </p>
  );
}

/** A box's line of terms (S-281): valid 18 months, for 2 people, exchangeable. */
function BoxTerms({ box }: { box: NonNullable<SummaryContent['box']> }) {
  const t = useT();
  return (
    <p className={styles.when} data-when="box">
      <Gift className={styles.lineIcon} size={16} aria-hidden="true" />
      <span>{t('bookingSummary.boxTerms', { months: box.validityMonths, people: box.people })}</span>
    </p>
  );
}

/**
 * What is sold: a stay's picture, its name, the hotel with its stars and place, and when; a box's
 * picture, title, what it holds one line each and its terms; a gift card's amount. `card` (the
 * default) puts the picture above from the tablet breakpoint; `row` keeps it beside the words.
 */
export function OfferHeader({
  summary,
  layout = 'card',
}: {
  summary: SummaryContent;
  layout?: 'card' | 'row';
}) {
  const t = useT();
  const format = useFormat();
  const { offer, box, giftCard, activity } = summary;
  if (activity) {
    return (
      <div className={styles.offer} data-layout={layout} data-product="activity">
        <img className={styles.image} src={activity.imageUrl} alt="" width={640} height={360} />
        <div className={styles.offerText}>
          <p className={styles.offerLabel}>{activity.label}</p>
          <p className={styles.hotelLine}>
            <span className={styles.hotelName}>{activity.centre.label}</span>
          </p>
          <p className={iconLine}>
            <MapPin className={styles.lineIcon} size={16} aria-hidden="true" />
            <span>{activity.centre.locationLabel}</span>
          </p>
          <p className={styles.when} data-when="activity">
            <Ticket className={styles.lineIcon} size={16} aria-hidden="true" />
            <span>
              {t(activity.ownUse ? 'bookingSummary.activityOwnUse' : 'bookingSummary.activityGift')} ·{' '}
              {t('bookingSummary.activityValidity', { months: activity.validityMonths })}
            </span>
          </p>
        </div>
      </div>
    );
  }
  if (box) {
    return (
      <div className={styles.offer} data-layout={layout} data-product="box">
        <img className={styles.image} src={box.imageUrl} alt="" width={640} height={360} />
        <div className={styles.offerText}>
          <p className={styles.offerLabel}>{box.title}</p>
          <ul className={styles.included}>
            {box.includedContent
              .split('\n')
              .filter(Boolean)
              .map((line) => (
                <li key={line} className={iconLine}>
                  <Check className={styles.lineIcon} size={16} aria-hidden="true" />
                  <span>{line}</span>
                </li>
              ))}
          </ul>
          <BoxTerms box={box} />
        </div>
      </div>
    );
  }
  if (giftCard) {
    return (
      <div className={styles.offer} data-layout={layout} data-product="giftCard">
        <div className={styles.offerText}>
          <p className={styles.offerLabel}>
            {t('bookingSummary.giftCardTitle', { amount: format.price(giftCard.amount) })}
          </p>
          <p className={styles.when} data-when="giftCard">
            <Gift className={styles.lineIcon} size={16} aria-hidden="true" />
            <span>{t('bookingSummary.giftCardTerms')}</span>
          </p>
        </div>
      </div>
    );
  }
  if (!offer) return null;
  return (
    <div className={styles.offer} data-layout={layout} data-product="stay">
      <img className={styles.image} src={offer.imageUrl} alt="" width={640} height={360} />
      <div className={styles.offerText}>
        <p className={styles.offerLabel}>{offer.label}</p>
        <p className={styles.hotelLine}>
          <span className={styles.hotelName}>{offer.hotel.label}</span>
          {offer.hotel.stars ? <Stars count={offer.hotel.stars} /> : null}
        </p>
        <p className={iconLine}>
          <MapPin className={styles.lineIcon} size={16} aria-hidden="true" />
          <span>{offer.hotel.locationLabel}</span>
        </p>
        <StayWhen summary={summary} />
      </div>
    </div>
  );
}

/** The room and the travellers (a stay), the room and the format (a stay given), or the format of a box or gift card. */
export function StayFacts({ summary }: { summary: SummaryContent }) {
  const t = useT();
  const giftFormat = summaryGiftFormat(summary);
  return (
    <dl className={styles.facts}>
      {summary.offer ? (
        <>
          <dt className={styles.factTerm}>{t('bookingSummary.room')}</dt>
          <dd className={styles.factValue}>{summary.offer.roomLabel}</dd>
        </>
      ) : null}
      {summary.activity && summary.pax ? (
        <>
          <dt className={styles.factTerm}>{t('activityPage.participants')}</dt>
          <dd className={styles.factValue}>
            {t('bookingSummary.participants', { count: summary.pax.adults })}
          </dd>
        </>
      ) : null}
      {giftFormat ? (
        <>
          <dt className={styles.factTerm}>{t('bookingSummary.format')}</dt>
          <dd className={styles.factValue} data-format={giftFormat}>
            {t('bookingSummary.formatValue', { format: giftFormat })}
          </dd>
        </>
      ) : summary.pax && !summary.activity ? (
        <>
          <dt className={styles.factTerm}>{t('bookingSummary.travellers')}</dt>
          <dd className={styles.factValue}>
            {t('travellers.summary', {
              adults: summary.pax.adults,
              children: summary.pax.children,
              babies: summary.pax.babies,
            })}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** "In the program": each line, an activity with its day chosen or to choose (none in a gift). */
export function ProgramList({
  summary,
  headingLevel,
  headingId,
}: {
  summary: SummaryContent;
  headingLevel: 3 | 4;
  headingId: string;
}) {
  const t = useT();
  const format = useFormat();
  const items = summaryProgramItems(summary);
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <Heading id={headingId} className={smallTitle}>
        {t('bookingSummary.program')}
      </Heading>
      <ul className={styles.program}>
        {items.map((item) => (
          <li key={item.key} className={itemRow}>
            <Check className={styles.programIcon} size={16} aria-hidden="true" />
            <span className={styles.programText}>
              <span>{item.label}</span>
              {item.day ? (
                <span className={styles.day} data-day={item.day.kind}>
                  {item.day.kind === 'date'
                    ? t('bookingSummary.activityDate', { date: format.date(item.day.date, 'long') })
                    : t('bookingSummary.activityToChoose')}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The local tax, apart from the total (S-229): with the hotel's rule, the note opening the tourist
 * tax explainer; with only the stay's amount, the same words; without tax data, "Price doesn't
 * include local tax to pay on site". Nothing when there is no tax to pay.
 */
export function LocalTaxLine({
  summary,
  localTax,
}: {
  summary: Pick<SummaryContent, 'localTaxTotalAmount' | 'stay' | 'pax' | 'breakdown' | 'offer'>;
  localTax?: LocalTax | null;
}) {
  const t = useT();
  const format = useFormat();
  const amount = summary.localTaxTotalAmount;
  // A box or a gift card is no stay yet: the hotel's tax comes with the stay booked with it.
  if (amount === 0 || !summary.offer) return null;
  if (amount === null || localTax) {
    return (
      <div className={styles.taxNote} data-tax={amount === null ? 'unknown' : 'amount'}>
        <LocalTaxNote
          localTax={localTax ?? null}
          totalAmount={amount}
          nights={summary.stay?.nights ?? null}
          participants={summary.pax?.adults ?? 0}
          stayPrice={summary.breakdown.stayAmount}
        />
      </div>
    );
  }
  return (
    <p className={styles.taxNote} data-tax="amount">
      {t('touristTax.note', { amount: format.price(amount), paidAtHotel: 'yes' })}
    </p>
  );
}
