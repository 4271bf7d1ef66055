export type { ModalCloseProps, ModalContentProps, ModalProps, ModalTriggerProps } from './Modal';
export { Modal, ModalClose, ModalContent, ModalTrigger } from './Modal';
export type { ModalBodyProps } from './ModalBody';
export { ModalBody } from './ModalBody';
