import { type LocalTax, touristTaxEstimate } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Info } from '@escale/ui/icons';
import { TouristTaxModal } from './TouristTaxModal';
import * as styles from './TouristTaxModal.css';
import { usePercentage } from './usePercentage';

export interface LocalTaxNoteProps {
  /** The hotel's local tax; null without tax data. */
  localTax: LocalTax | null;
  /**
   * The quote's `localTaxTotalAmount`, in cents: the tax of the stay as priced; `null` when the
   * quote has no tax data (S-229). Without it, the tax is computed from the stay below.
   */
  totalAmount?: number | null;
  /** The stay's nights; without them the note gives the rule rather than a total. */
  nights?: number | null;
  /** The adults of the stay; 2 by default. */
  participants?: number | null;
  /** The stay's sell price in cents, for a percentage. */
  stayPrice?: number | null;
}

/**
 * The tourist tax line under a price (001 §2.5, §8; S-228, S-229): the amount to pay on site for
 * the stay (the rule per adult and night, or the percentage, before dates are chosen) as a button
 * opening the tourist tax explainer; "Price doesn't include local tax to pay on site" without tax
 * data.
 */
export function LocalTaxNote({ localTax, totalAmount, nights, participants, stayPrice }: LocalTaxNoteProps) {
  const t = useT();
  const format = useFormat();
  const percent = usePercentage();
  const estimate = touristTaxEstimate(localTax, { nights, participants, stayPrice });
  if (!localTax || !estimate || totalAmount === null) {
    return (
      <p className={styles.noTax} data-state="no-tax">
        {t('touristTax.notIncluded')}
      </p>
    );
  }
  const { rule } = estimate;
  const paidAtHotel = rule.toBePaidAtHotel ? 'yes' : 'no';
  const stayTotal = totalAmount ?? (estimate.isDefaultStay ? null : estimate.total);
  const text =
    stayTotal !== null
      ? t('touristTax.note', { amount: format.price(stayTotal), paidAtHotel })
      : rule.type === 'PER_PERSON_PER_NIGHT'
        ? t('touristTax.notePerNight', { amount: format.price(rule.amount), paidAtHotel })
        : t('touristTax.notePercentage', { percentage: percent(rule.percentage), paidAtHotel });
  return (
    <TouristTaxModal localTax={localTax} nights={nights} participants={participants} stayPrice={stayPrice}>
      <button type="button" className={styles.noteButton} data-state={stayTotal !== null ? 'total' : 'rule'}>
        <Info className={styles.noteIcon} size={16} aria-hidden="true" />
        <span>{text}</span>
      </button>
    </TouristTaxModal>
  );
}
