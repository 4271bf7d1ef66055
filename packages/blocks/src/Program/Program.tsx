import {
  ACTIVITY_SUMMARY_MAX_CHARS,
  type ActivityView,
  type Breakfast,
  type ProgramItem,
  programItemSummary,
  programItems,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { Badge, Button, Heading, TruncatedText } from '@escale/ui';
import { useId } from 'react';
import { ContentMedia } from '../offerContent/offerContentParts';
import { sectionTitle } from '../styles/titles.css';
import * as styles from './Program.css';
import { ProgramDetailModal, ProgramFacts } from './ProgramDetailModal';

export interface ProgramProps {
  /** The package's dinners and activities (`activities` of the product page). */
  activities: readonly ActivityView[];
  /** The package's breakfast, if it has one. */
  breakfast: Breakfast | null;
  /** The level of the section's heading; 2 by default. The items' headings come one level below. */
  headingLevel?: 2 | 3;
}

function ProgramCard({ item, headingLevel }: { item: ProgramItem; headingLevel: 3 | 4 }) {
  const t = useT();
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const summary = programItemSummary(item);
  const facts = [item.participantsLabel, item.repeated ? t('packageSummary.repeated') : null].filter(
    (fact): fact is string => Boolean(fact),
  );
  return (
    <article className={styles.card} aria-labelledby={titleId} data-kind={item.kind}>
      <ContentMedia imageUrl={item.imageUrl} icon={item.icon} size="full" />
      <div className={styles.body}>
        {item.univers ? (
          <Badge tone="brand" size="small">
            {item.univers}
          </Badge>
        ) : null}
        <Title id={titleId} className={sectionTitle}>
          {item.title}
        </Title>
        {facts.length > 0 ? (
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact} className={styles.fact}>
                {fact}
              </li>
            ))}
          </ul>
        ) : null}
        {summary ? (
          <TruncatedText maxChars={ACTIVITY_SUMMARY_MAX_CHARS} size="small">
            {summary}
          </TruncatedText>
        ) : null}
        <ProgramFacts item={item} />
        <div className={styles.action}>
          <ProgramDetailModal item={item}>
            <Button
              variant="outline"
              size="small"
              aria-label={t('program.seeDetailsOf', { title: item.title })}
            >
              {t('program.seeDetails')}
            </Button>
          </ProgramDetailModal>
        </div>
      </div>
    </article>
  );
}

/**
 * The program and activities (001 §2.5, S-221): a card for the breakfast, each dinner and each
 * activity with its picture (or pictogram), title, participants, summary cut at 250 characters with
 * "See more" / "See less" (S-231), duration, place and schedules; "See details" opens the
 * program-detail modal with everything (S-227). Nothing shows without an item.
 */
export function Program({ activities, breakfast, headingLevel = 2 }: ProgramProps) {
  const t = useT();
  const headingId = useId();
  const items = programItems(activities, breakfast);
  if (items.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {t('program.title')}
      </Heading>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <ProgramCard item={item} headingLevel={headingLevel === 2 ? 3 : 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}
