import type { BoxSummary } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button, Heading, Price } from '@escale/ui';
import { CalendarCheck, Gift, Users } from '@escale/ui/icons';
import { ReviewScore } from '../ReviewScore';
import * as styles from './BoxOverview.css';

export interface BoxOverviewProps {
  box: BoxSummary;
  /** "Offer": opens the format drawer (S-293). */
  onOffer: () => void;
}

/**
 * A box's page head (001 §2.8, §3 Box product detail; S-300, S-281): title, rating, price with the
 * reference price and discount (S-299), description, what it includes one line each, its validity,
 * people and exchange terms, and the Offer button.
 */
export function BoxOverview({ box, onOffer }: BoxOverviewProps) {
  const t = useT();
  const lines = box.includedContent.split('\n').filter((line) => line !== '');
  return (
    <div className={styles.overview}>
      <div className={styles.head}>
        <Heading level={1}>{box.title}</Heading>
        {box.rating !== null ? <ReviewScore score={box.rating} reviewCount={box.ratingCount} /> : null}
      </div>
      <p className={styles.description}>{box.description}</p>
      <section className={styles.includes} aria-labelledby="box-includes">
        <Heading level={2} size={3} id="box-includes">
          {t('box.includes')}
        </Heading>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <ul className={styles.facts}>
        <li>
          <CalendarCheck size={20} aria-hidden="true" />
          {t('box.validity', { months: box.validityMonths })}
        </li>
        <li>
          <Users size={20} aria-hidden="true" />
          {t('box.people', { people: box.people })}
        </li>
        <li>
          <Gift size={20} aria-hidden="true" />
          {t('box.exchangeable')}
        </li>
      </ul>
      <div className={styles.buy}>
        <Price
          sellPrice={box.price.sellPrice}
          refPrice={box.price.promo > 0 ? box.price.referencePrice : null}
          promoPercent={box.price.promo}
          size="large"
        />
        <Button size="large" onPress={onOffer}>
          {t('box.offer')}
        </Button>
      </div>
    </div>
  );
}
