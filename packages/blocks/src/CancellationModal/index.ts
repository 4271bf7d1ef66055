export type { CancellationModalProps } from './CancellationModal';
export { CancellationModal } from './CancellationModal';
