import { type CardCancellationPolicy, cancellationStatus } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Alert, Modal, ModalContent, ModalTrigger, Stack, Text } from '@escale/ui';
import type { ReactElement } from 'react';
import * as styles from './CancellationModal.css';

export interface CancellationModalProps {
  /** The offer's cancellation policy (000 §3 "Cancellation policy"). */
  policy: CardCancellationPolicy;
  /** Whether the stay has dates: without them a cancellable offer asks for dates (S-313). */
  hasDates: boolean;
  /** The element that opens the modal, usually a `Button`; it gets the dialog's trigger props. */
  children: ReactElement;
  /** Controlled open state. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

export interface CancellationConditionsProps {
  policy: CardCancellationPolicy;
  hasDates: boolean;
}

/**
 * The body of the cancellation conditions, also shown inline by "Things to know": the status in
 * its tone and, for a cancellable offer, the terms (S-311, S-313, S-316).
 */
export function CancellationConditions({ policy, hasDates }: CancellationConditionsProps) {
  const t = useT();
  const format = useFormat();
  const status = cancellationStatus(policy, hasDates);
  const message =
    status.kind === 'freeUntil'
      ? t('cancellation.freeUntil', { date: format.date(status.deadline, 'long') })
      : t(`cancellation.${status.kind}`);
  return (
    <Stack space="4">
      <div data-status={status.kind} data-tone={status.tone}>
        <Alert tone={status.tone}>{message}</Alert>
      </div>
      {policy.cancellable ? (
        <ul className={styles.terms}>
          <Text as="li" size="small">
            {t('cancellation.termsModify')}
          </Text>
          <Text as="li" size="small">
            {t('cancellation.termsCancel')}
          </Text>
          <Text as="li" size="small">
            {t('cancellation.termsAfter')}
          </Text>
        </ul>
      ) : null}
    </Stack>
  );
}

/**
 * The cancellation conditions of an offer (000 §2, §4 "Other"; S-310, S-311, S-313, S-316): its
 * status in the success colour with the deadline, otherwise in the info colour ("Non-exchangeable
 * and non-refundable", or a prompt to choose dates), then the terms of a cancellable stay.
 */
export function CancellationModal({
  policy,
  hasDates,
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
}: CancellationModalProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <ModalTrigger asChild>{children}</ModalTrigger>
      <ModalContent title={t('cancellation.title')} size="small">
        <CancellationConditions policy={policy} hasDates={hasDates} />
      </ModalContent>
    </Modal>
  );
}
