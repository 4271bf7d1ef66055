import type { TouristTaxEstimate } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Heading, Stack, Text } from '@escale/ui';
import { useId } from 'react';
import * as styles from './TouristTaxModal.css';
import { usePercentage } from './usePercentage';

/** The rule of a local tax in words: "3 € per adult per night, to pay on site at the hotel." (S-230). */
export function LocalTaxRuleText({ rule }: { rule: TouristTaxEstimate['rule'] }) {
  const t = useT();
  const format = useFormat();
  const percent = usePercentage();
  const paidAtHotel = rule.toBePaidAtHotel ? 'yes' : 'no';
  return (
    <Text>
      {rule.type === 'PER_PERSON_PER_NIGHT'
        ? t('touristTax.rulePerPerson', { amount: format.price(rule.amount), paidAtHotel })
        : t('touristTax.rulePercentage', { percentage: percent(rule.percentage), paidAtHotel })}
    </Text>
  );
}

/** "What is it?" and "For this stay": the rule, the calculation and the total (S-228, G-42). */
export function TouristTaxExplainer({ estimate }: { estimate: TouristTaxEstimate }) {
  const t = useT();
  const format = useFormat();
  const percent = usePercentage();
  const whatId = useId();
  const stayId = useId();
  const { rule, total, nights, participants, stayPrice, isDefaultStay } = estimate;
  return (
    <Stack space="5">
      <section className={styles.section} aria-labelledby={whatId}>
        <Heading level={3} size={4} id={whatId}>
          {t('touristTax.whatIsIt')}
        </Heading>
        <Text>{t('touristTax.whatIsItText')}</Text>
      </section>
      <section className={styles.section} aria-labelledby={stayId}>
        <Heading level={3} size={4} id={stayId}>
          {t('touristTax.forThisStay')}
        </Heading>
        <LocalTaxRuleText rule={rule} />
        {total === null ? (
          <Text tone="muted">{t('touristTax.dependsOnPrice')}</Text>
        ) : (
          <div className={styles.calculation}>
            <Text size="small">
              {rule.type === 'PER_PERSON_PER_NIGHT'
                ? t('touristTax.calculationPerPerson', {
                    amount: format.price(rule.amount),
                    participants,
                    nights,
                  })
                : t('touristTax.calculationPercentage', {
                    percentage: percent(rule.percentage),
                    price: format.price(stayPrice ?? 0),
                  })}
            </Text>
            <Text weight="bold">{t('touristTax.total', { total: format.price(total) })}</Text>
          </div>
        )}
        {isDefaultStay && total !== null ? (
          <Text size="small" tone="muted">
            {t('touristTax.defaultStay', { nights, participants })}
          </Text>
        ) : null}
      </section>
    </Stack>
  );
}
