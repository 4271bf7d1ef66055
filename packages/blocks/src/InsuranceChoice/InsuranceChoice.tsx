import {
  type CancellationChoice,
  type CheckoutSummary,
  INSURANCE_CASES_COVERED,
  INSURANCE_REFUND_HOURS,
  type InsuranceOffer,
  type InsuranceSelection,
  insuranceSelection,
  ownCancellationChoice,
} from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Alert } from '@escale/ui';
import { CalendarCheck, CalendarX, Check, CircleAlert, ShieldCheck } from '@escale/ui/icons';
import { type ReactNode, useId } from 'react';
import { fieldErrorSlot } from '../styles/fieldMessages.css';
import { leadingIcon } from '../styles/itemList.css';
import * as styles from './InsuranceChoice.css';

/** The chosen option: the offer's own terms, or an insurance offer by its id. */
export interface InsuranceChoiceValue {
  choice: CancellationChoice;
  insuranceId: string | null;
}

export interface InsuranceChoiceProps {
  /** The stay's own terms: non-cancellable, or flexible until the deadline. */
  cancellationPolicy: CheckoutSummary['cancellationPolicy'];
  /** The insurance offers for the stay; none shows only the stay's own terms. */
  insuranceOffers: readonly InsuranceOffer[];
  /** Controlled: null until the buyer chooses. */
  value: InsuranceChoiceValue | null;
  /** The chosen option and what it adds to the total, in cents (0 when not insured, S-319). */
  onChange: (value: InsuranceSelection) => void;
  /** Shown while nothing is chosen, such as "Please choose an option" after a submit (S-317). */
  error?: string;
  /** The insurance offers could not be fetched: "Oops, something went wrong" in their place (S-321). */
  loadError?: boolean;
}

interface OptionProps {
  choice: CancellationChoice;
  insuranceId: string | null;
  checked: boolean;
  label: string;
  price: string;
  icon: ReactNode;
  details: ReactNode;
  onSelect: () => void;
}

function Option({ choice, insuranceId, checked, label, price, icon, details, onSelect }: OptionProps) {
  const id = useId();
  return (
    <label
      className={styles.option}
      data-choice={choice}
      data-insurance-id={insuranceId ?? undefined}
      data-selected={checked || undefined}
    >
      <input
        type="radio"
        name="insuranceChoice"
        value={choice}
        className={styles.radio}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-label ${id}-price`}
        aria-describedby={`${id}-details`}
      />
      <span className={styles.body}>
        <span className={styles.head}>
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
          <span id={`${id}-label`} className={styles.label}>
            {label}
          </span>
          <span id={`${id}-price`} className={styles.price}>
            {price}
          </span>
        </span>
        <span id={`${id}-details`} className={styles.details}>
          {details}
        </span>
      </span>
    </label>
  );
}

/**
 * The insurance and cancellation choice of the checkout (002 §4 "Insurance and cancellation
 * choice", §8, §9; 001 §9; S-316…S-322). A group of radios named `insuranceChoice`: first the
 * stay's own terms at 0 € ("Non-cancellable", or "Flexible cancellation" with its deadline and
 * terms), then one option per insurance offer with its price and its promise (refund in under 72
 * hours, more than 25 cases covered). A hidden `insuranceId` carries the chosen offer. Arrow keys
 * move between the options, as radios do.
 */
export function InsuranceChoice({
  cancellationPolicy,
  insuranceOffers,
  value,
  onChange,
  error,
  loadError = false,
}: InsuranceChoiceProps) {
  const t = useT();
  const format = useFormat();
  const legendId = useId();
  const errorId = useId();
  const own = ownCancellationChoice(cancellationPolicy);
  const showsError = Boolean(error) && !value;
  const choose = (choice: CancellationChoice, insuranceId: string | null) => {
    const selection = insuranceSelection(choice, insuranceId, insuranceOffers);
    if (selection) onChange(selection);
  };
  const deadline = cancellationPolicy.cancellationDeadline;

  return (
    <fieldset
      className={styles.group}
      aria-labelledby={legendId}
      aria-describedby={showsError ? errorId : undefined}
      data-invalid={showsError || undefined}
    >
      <legend id={legendId} className={styles.legend}>
        {t('insuranceChoice.title')}
      </legend>
      <div className={styles.options}>
        <Option
          choice={own}
          insuranceId={null}
          checked={value?.choice === own}
          label={t(own === 'FLEXIBLE' ? 'insuranceChoice.flexible' : 'insuranceChoice.nonCancellable')}
          price={format.price(0)}
          icon={own === 'FLEXIBLE' ? <CalendarCheck size={20} /> : <CalendarX size={20} />}
          onSelect={() => choose(own, null)}
          details={
            own === 'FLEXIBLE' ? (
              <>
                {deadline ? (
                  <span className={styles.highlight}>
                    {t('cancellation.freeUntil', { date: format.date(deadline, 'long') })}
                  </span>
                ) : null}
                <span>{t('cancellation.termsModify')}</span>
                <span>{t('cancellation.termsCancel')}</span>
                <span>{t('cancellation.termsAfter')}</span>
              </>
            ) : (
              <span>{t('cancellation.nonRefundable')}</span>
            )
          }
        />
        {loadError ? (
          <Alert tone="critical" title={t('insuranceChoice.loadError')}>
            {t('insuranceChoice.loadErrorText')}
          </Alert>
        ) : (
          insuranceOffers.map((offer) => (
            <Option
              key={offer.id}
              choice="INSURANCE"
              insuranceId={offer.id}
              checked={value?.choice === 'INSURANCE' && value.insuranceId === offer.id}
              label={t('insuranceChoice.insurance')}
              price={t('insuranceChoice.extraPrice', { price: format.price(offer.sellPrice) })}
              icon={<ShieldCheck size={20} />}
              onSelect={() => choose('INSURANCE', offer.id)}
              details={
                <>
                  <span>{t('insuranceChoice.insuranceText')}</span>
                  <span className={styles.promise}>
                    <Check size={16} className={leadingIcon} aria-hidden="true" />
                    {t('insuranceChoice.refundPromise', { hours: INSURANCE_REFUND_HOURS })}
                  </span>
                  <span className={styles.promise}>
                    <Check size={16} className={leadingIcon} aria-hidden="true" />
                    {t('insuranceChoice.casesCovered', { count: INSURANCE_CASES_COVERED })}
                  </span>
                </>
              }
            />
          ))
        )}
      </div>
      <div id={errorId} role="alert" className={fieldErrorSlot}>
        {showsError ? (
          <>
            <CircleAlert size={16} className={leadingIcon} aria-hidden="true" />
            {error}
          </>
        ) : null}
      </div>
      {value?.choice === 'INSURANCE' && value.insuranceId ? (
        <input type="hidden" name="insuranceId" value={value.insuranceId} />
      ) : null}
    </fieldset>
  );
}
