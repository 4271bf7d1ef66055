/** The gift customisation form: a chunk of its own, loaded when the personalisation opens. */
export { GiftMessageForm } from '@escale/blocks';
