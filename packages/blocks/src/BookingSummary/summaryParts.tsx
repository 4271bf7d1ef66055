import { type LocalTax, type SummaryContent, summaryProgramItems } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { CalendarDays, Check, Gift, MapPin } from '@escale/ui/icons';
import { Stars } from '../OfferCard/Stars';
import { iconLine, itemRow } from '../styles/itemList.css';
import { smallTitle } from '../styles/titles.css';
import { LocalTaxNote } from '../TouristTaxModal';
import * as styles from './BookingSummary.css';

// Parts of the booking summary that the confirmation page shows too.

/** The stay's dates with its nights, or the gift's nights for 2 people. */
export function StayWhen({ summary }: { summary: Pick<SummaryContent, 'stay' | 'gift'> }) {
  const t = useT();
  const format = useFormat();
  if (summary.gift) {
    return (
      <p className={styles.when} data-when="gift">
        <Gift className={styles.lineIcon} size={16} aria-hidden="true" />
        <span>{t('bookingSummary.gift', { nights: summary.gift.nights })}</span>
      </p>
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

/**
 * The offer: its picture, its name, the hotel with its stars and place, and when. `card` (the
 * default) puts the picture above from the tablet breakpoint; `row` keeps it beside the words.
 */
export function OfferHeader({
  summary,
  layout = 'card',
}: {
  summary: SummaryContent;
  layout?: 'card' | 'row';
}) {
  const { offer } = summary;
  return (
    <div className={styles.offer} data-layout={layout}>
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

/** The room, the travellers (a stay) or the gift's format. */
export function StayFacts({ summary }: { summary: SummaryContent }) {
  const t = useT();
  return (
    <dl className={styles.facts}>
      <dt className={styles.factTerm}>{t('bookingSummary.room')}</dt>
      <dd className={styles.factValue}>{summary.offer.roomLabel}</dd>
      {summary.gift ? (
        <>
          <dt className={styles.factTerm}>{t('bookingSummary.format')}</dt>
          <dd className={styles.factValue} data-format={summary.gift.format}>
            {t('bookingSummary.formatValue', { format: summary.gift.format })}
          </dd>
        </>
      ) : (
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
      )}
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
  summary: Pick<SummaryContent, 'localTaxTotalAmount' | 'stay' | 'pax' | 'breakdown'>;
  localTax?: LocalTax | null;
}) {
  const t = useT();
  const format = useFormat();
  const amount = summary.localTaxTotalAmount;
  if (amount === 0) return null;
  if (amount === null || localTax) {
    return (
      <div className={styles.taxNote} data-tax={amount === null ? 'unknown' : 'amount'}>
        <LocalTaxNote
          localTax={localTax ?? null}
          totalAmount={amount}
          nights={summary.stay?.nights ?? null}
          participants={summary.pax.adults}
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
