/** The messenger's conversation: a chunk of its own, loaded when the launcher is first pressed (see `Messenger.tsx`). */
export { MessengerPanel } from '@escale/blocks';
