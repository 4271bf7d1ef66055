import type { ProgramItem } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Heading, Modal, ModalBody, ModalContent, ModalTrigger, Text } from '@escale/ui';
import { Fragment, type ReactElement } from 'react';
import { ContentMedia, useDuration } from '../offerContent/offerContentParts';
import * as styles from './Program.css';

export interface ProgramDetailModalProps {
  /** The breakfast, dinner or activity to detail (`programItems` of the domain). */
  item: ProgramItem;
  /** The element that opens the modal, usually a `Button`; focus returns to it on close. */
  children: ReactElement;
  /** Controlled open state. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

function Bullets({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.detailSection}>
      <Heading level={3} size={4}>
        {title}
      </Heading>
      <ul className={styles.bullets}>
        {items.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </ul>
    </section>
  );
}

/** The facts of an item as label and value pairs: duration, where, participants, schedules. */
export function ProgramFacts({ item, hasSchedules = true }: { item: ProgramItem; hasSchedules?: boolean }) {
  const t = useT();
  const duration = useDuration()(item.duration);
  const pairs = [
    duration ? { term: t('program.duration'), value: duration } : null,
    item.where ? { term: t('program.where'), value: item.where } : null,
    hasSchedules && item.schedules.length > 0
      ? { term: t('program.schedules'), value: item.schedules.join(', ') }
      : null,
  ].filter((pair) => pair !== null);
  if (pairs.length === 0) return null;
  return (
    <dl className={styles.pairs}>
      {pairs.map((pair) => (
        <Fragment key={pair.term}>
          <dt className={styles.term}>{pair.term}</dt>
          <dd className={styles.value}>{pair.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * The program-detail modal (001 §2.5, S-227): an item's picture, participants, duration, place and
 * schedules, what it includes (the dinner's menu), why to love it, what to know and how it works.
 */
export function ProgramDetailModal({
  item,
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
}: ProgramDetailModalProps) {
  const t = useT();
  const subtitle = [item.univers, item.participantsLabel, item.repeated ? t('packageSummary.repeated') : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <Modal isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <ModalTrigger asChild>{children}</ModalTrigger>
      <ModalContent title={item.title} description={subtitle || undefined}>
        <ModalBody className={styles.detail} label={item.title}>
          <ContentMedia imageUrl={item.imageUrl} icon={item.icon} size="banner" isPriority />
          <ProgramFacts item={item} />
          <Bullets
            title={item.menu ? t('program.menu') : t('program.details')}
            items={item.menu ?? item.detailList}
          />
          <Bullets title={t('program.why')} items={item.whyList} />
          <Bullets title={t('program.mustKnow')} items={item.mustKnowList} />
          {item.how ? (
            <section className={styles.detailSection}>
              <Heading level={3} size={4}>
                {t('program.how')}
              </Heading>
              <Text size="small">{item.how}</Text>
            </section>
          ) : null}
        </ModalBody>
      </ModalContent>
    </Modal>
  );
}
