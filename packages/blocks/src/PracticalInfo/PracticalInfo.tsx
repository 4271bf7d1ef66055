import { type Flow, servicesCount } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Heading, Modal, ModalBody, ModalContent, ModalTrigger } from '@escale/ui';
import { ChevronRight, Clock, ConciergeBell, type IconComponent, Info, MapPin } from '@escale/ui/icons';
import { type ReactNode, useId } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { MapTiles } from '../MapModal';
import * as styles from './PracticalInfo.css';
import {
  type ActivitySchedule,
  GettingThere,
  Hours,
  type PracticalCancellation,
  type PracticalHotel,
  type PracticalRoom,
  Services,
  ThingsToKnow,
} from './practicalContent';

export const practicalModals = ['gettingThere', 'hours', 'services', 'thingsToKnow'] as const;
export type PracticalModal = (typeof practicalModals)[number];

export interface PracticalInfoProps {
  /** The hotel of the product or hotel page (001 §3 Hotel (detail)). */
  hotel: PracticalHotel;
  /** The flow: the cancellation conditions are left out in gifting (S-314). */
  flow: Flow;
  /** The package's activities and their schedules (the product page's `practicalInfo`). */
  activitySchedules?: readonly ActivitySchedule[];
  /** The room of the package, for "Services and equipment". */
  room?: PracticalRoom | null;
  /** The offer's cancellation policy and whether the stay has dates, for "Things to know". */
  cancellation?: PracticalCancellation | null;
  /** The section's title; "Practical info" by default. */
  title?: string;
  /** The title's level in the page. Defaults to 2. */
  headingLevel?: 2 | 3;
  /** The open modal, controlled; null when none is. */
  openModal?: PracticalModal | null;
  defaultOpenModal?: PracticalModal | null;
  onOpenModalChange?: (modal: PracticalModal | null) => void;
  /** A tile service for the "Getting there" map; the offline base map by default. */
  tiles?: MapTiles;
}

const icons: Record<PracticalModal, IconComponent> = {
  gettingThere: MapPin,
  hours: Clock,
  services: ConciergeBell,
  thingsToKnow: Info,
};

/**
 * The practical info section of the product and hotel pages (001 §2.5; S-222…S-226, S-314): a
 * button per modal with a one-line summary. "Getting there" (address, parking, the hotel on a map
 * that loads when the modal first opens), "Hours" (arrival, departure, breakfast, activity
 * schedules), "Services and equipment" (count, highlights, room, equipment) and "Things to know"
 * (pet policy, tourist tax, cancellation conditions except in gifting, important information).
 */
export function PracticalInfo({
  hotel,
  flow,
  activitySchedules = [],
  room = null,
  cancellation = null,
  title,
  headingLevel = 2,
  openModal,
  defaultOpenModal,
  onOpenModalChange,
  tiles,
}: PracticalInfoProps) {
  const t = useT();
  const titleId = useId();
  const [open, setOpen] = useControlledState<PracticalModal | null>(
    openModal,
    defaultOpenModal ?? null,
    onOpenModalChange,
  );
  const isGifting = flow === 'gifting';
  const address = `${hotel.location.address}, ${hotel.location.postcode} ${hotel.location.city}`;
  const entries: Record<PracticalModal, { title: string; summary: string; content: ReactNode }> = {
    gettingThere: {
      title: t('practical.gettingThere'),
      summary: address,
      content: <GettingThere hotel={hotel} tiles={tiles} />,
    },
    hours: {
      title: t('practical.hours'),
      summary: t('practical.hoursSummary', {
        checkin: hotel.checkInOut.checkin,
        checkout: hotel.checkInOut.checkout,
      }),
      content: <Hours hotel={hotel} activitySchedules={activitySchedules} />,
    },
    services: {
      title: t('practical.services'),
      summary: t('practical.servicesCount', { count: servicesCount(hotel) }),
      content: <Services hotel={hotel} room={room} />,
    },
    thingsToKnow: {
      title: t('practical.thingsToKnow'),
      summary:
        isGifting || !cancellation
          ? t('practical.thingsToKnowSummaryGift')
          : t('practical.thingsToKnowSummary'),
      content: <ThingsToKnow hotel={hotel} flow={flow} cancellation={cancellation} />,
    },
  };
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId}>
        {title ?? t('practical.title')}
      </Heading>
      <ul className={styles.entries}>
        {practicalModals.map((key) => {
          const entry = entries[key];
          const Icon = icons[key];
          return (
            <li key={key}>
              <Modal isOpen={open === key} onOpenChange={(isOpen) => setOpen(isOpen ? key : null)}>
                <ModalTrigger asChild>
                  <button type="button" className={styles.entry} data-modal={key}>
                    <span className={styles.entryIcon} aria-hidden="true">
                      <Icon size={20} />
                    </span>
                    <span className={styles.entryText}>
                      <span className={styles.entryTitle}>{entry.title}</span>
                      <span className={styles.entrySummary}>{entry.summary}</span>
                    </span>
                    <ChevronRight className={styles.chevron} size={20} aria-hidden="true" />
                  </button>
                </ModalTrigger>
                <ModalContent title={entry.title}>
                  <ModalBody label={entry.title}>{entry.content}</ModalBody>
                </ModalContent>
              </Modal>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
