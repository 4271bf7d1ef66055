/** The activity page's purchase modal: a chunk of its own, loaded when a purchase button is pressed (see `activity.tsx`). */
export { ActivityPurchaseModal } from '@escale/blocks';
