export type { GiftMessageFormProps } from './GiftMessageForm';
export { GiftMessageForm } from './GiftMessageForm';
