import { cancellationStatus, type Flow } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { CircleCheck, Info } from '@escale/ui/icons';
import { CancellationModal } from '../CancellationModal';
import * as styles from './CancellationInfo.css';
import { type CancellationPolicyInput, toCardPolicy } from './cancellationPolicy';

export interface CancellationInfoProps {
  /** The offer's or the quote's cancellation policy. */
  policy: CancellationPolicyInput;
  /** Whether the stay has dates: without them a cancellable offer prompts for dates (S-313). */
  hasDates: boolean;
  /** Nothing shows in the gifting flow (S-314). */
  flow: Flow;
  /** `medium` (default) in the booking panel, `small` in offer rows. */
  size?: 'small' | 'medium';
  /**
   * In the calendar: only a cancellation deadline shows, with its conditions button (S-310), and
   * nothing without one (S-312).
   */
  isDeadlineOnly?: boolean;
  /** Controlled state of the conditions modal. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The cancellation line of the booking panel and of offer rows (001 §4 "Cancellation display";
 * S-311, S-313, S-314, S-316): "Free modification and cancellation until {date}" in the success
 * colour when a deadline exists; otherwise, in the info colour, "Non-exchangeable and
 * non-refundable" or, without dates, a prompt to choose them. A button opens the conditions and
 * their terms. Hidden in the gifting flow.
 */
export function CancellationInfo({
  policy,
  hasDates,
  flow,
  size = 'medium',
  isDeadlineOnly = false,
  isOpen,
  defaultOpen,
  onOpenChange,
}: CancellationInfoProps) {
  const t = useT();
  const format = useFormat();
  if (flow === 'gifting') return null;
  const cardPolicy = toCardPolicy(policy);
  const status = cancellationStatus(cardPolicy, hasDates);
  if (isDeadlineOnly && status.kind !== 'freeUntil') return null;
  const Icon = status.tone === 'positive' ? CircleCheck : Info;
  return (
    <div className={styles.root({ size })} data-status={status.kind} data-tone={status.tone}>
      <Icon className={styles.icon} size={size === 'small' ? 16 : 20} aria-hidden="true" />
      <div className={styles.content}>
        <p className={styles.message}>
          {status.kind === 'freeUntil'
            ? t('cancellation.freeUntil', { date: format.date(status.deadline, 'long') })
            : t(`cancellation.${status.kind}`)}
        </p>
        <CancellationModal
          policy={cardPolicy}
          hasDates={hasDates}
          isOpen={isOpen}
          defaultOpen={defaultOpen}
          onOpenChange={onOpenChange}
        >
          <button type="button" className={styles.conditions}>
            {t('cancellation.title')}
          </button>
        </CancellationModal>
      </div>
    </div>
  );
}
