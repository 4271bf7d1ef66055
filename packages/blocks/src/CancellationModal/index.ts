export type { CancellationConditionsProps, CancellationModalProps } from './CancellationModal';
export { CancellationConditions, CancellationModal } from './CancellationModal';
