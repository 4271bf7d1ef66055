import {
  type PackageItem,
  type PackageItemKind,
  type PackageSummaryContent,
  packageSummaryItems,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { Badge, Heading } from '@escale/ui';
import { useId } from 'react';
import { ContentMedia, useDuration } from '../offerContent/offerContentParts';
import * as styles from './PackageSummary.css';

export interface PackageSummaryProps {
  /** The product page's `packageSummary`: room, breakfasts, dinners, activities and extras. */
  summary: PackageSummaryContent;
  /** The level of the "Your stay includes" heading; 2 by default. */
  headingLevel?: 2 | 3;
}

function Item({ kind, item }: { kind: PackageItemKind; item: PackageItem }) {
  const t = useT();
  const duration = useDuration()(item.duration);
  const facts = [
    item.displayPax ? item.activityParticipantsLabel : null,
    duration,
    item.repeated ? t('packageSummary.repeated') : null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <li className={styles.item} data-kind={kind}>
      <ContentMedia imageUrl={item.imageUrl} icon={item.icon} size="small" />
      <div className={styles.text}>
        {kind === 'extra' ? (
          <span>
            <Badge tone="brandAccent" size="small">
              {t('packageSummary.extra')}
            </Badge>
          </span>
        ) : null}
        <p className={styles.title}>{item.title}</p>
        {facts.length > 0 ? (
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact} className={styles.fact}>
                {fact}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/**
 * "Your stay includes" (S-220): the room, the breakfasts, the dinners, the activities and the extras
 * the offer adds, each with its picture (or pictogram), title, participants, duration and whether it
 * comes back every day of the stay.
 */
export function PackageSummary({ summary, headingLevel = 2 }: PackageSummaryProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {t('packageSummary.title')}
      </Heading>
      <ul className={styles.list}>
        {packageSummaryItems(summary).map(({ kind, item }) => (
          <Item key={`${kind}-${item.activityId ?? item.title}`} kind={kind} item={item} />
        ))}
      </ul>
    </section>
  );
}
