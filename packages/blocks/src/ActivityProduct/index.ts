export {
  ActivityDetails,
  type ActivityDetailsProps,
  ActivityHeader,
  type ActivityHeaderProps,
} from './ActivityDetails';
export { ActivityPurchaseModal, type ActivityPurchaseModalProps } from './ActivityPurchaseModal';
export { ActivityPurchasePanel, type ActivityPurchasePanelProps } from './ActivityPurchasePanel';
