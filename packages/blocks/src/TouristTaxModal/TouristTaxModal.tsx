import { type LocalTax, touristTaxEstimate } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button, Modal, ModalBody, ModalClose, ModalContent, ModalTrigger } from '@escale/ui';
import type { ReactElement } from 'react';
import { TouristTaxExplainer } from './TouristTaxExplainer';

export interface TouristTaxModalProps {
  /** The hotel's local tax (001 §3 Local tax). */
  localTax: LocalTax;
  /** The stay's nights; 1 when the page has no dates (S-228). */
  nights?: number | null;
  /** The adults of the stay; 2 by default (S-228). */
  participants?: number | null;
  /** The stay's sell price in cents, which a percentage applies to. */
  stayPrice?: number | null;
  /** The element that opens the modal; it gets the dialog's trigger props. */
  children?: ReactElement;
  /** Controlled open state. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The tourist tax explainer of the product page (001 §2.5; S-228, G-42): "What is it?", then "For
 * this stay" with the rule, its calculation and the total for the nights, participants and price
 * given (1 night and 2 participants by default), and the button "I understood". Nothing renders
 * when the tax data is incomplete.
 */
export function TouristTaxModal({
  localTax,
  nights,
  participants,
  stayPrice,
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
}: TouristTaxModalProps) {
  const t = useT();
  const estimate = touristTaxEstimate(localTax, { nights, participants, stayPrice });
  if (!estimate) return null;
  return (
    <Modal isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children ? <ModalTrigger asChild>{children}</ModalTrigger> : null}
      <ModalContent
        title={t('touristTax.title')}
        size="small"
        footer={
          <ModalClose>
            <Button isFullWidth>{t('touristTax.understood')}</Button>
          </ModalClose>
        }
      >
        <ModalBody label={t('touristTax.title')}>
          <TouristTaxExplainer estimate={estimate} />
        </ModalBody>
      </ModalContent>
    </Modal>
  );
}
