import { EMPTY_GIFT_MESSAGE, type GiftMessage, parseStoredGiftMessage } from '@escale/domain';
import { useBrowserValue } from './browserStore';

/** The one browser-storage key of the gift customisation form, shared by every gift page. */
export const GIFT_MESSAGE_KEY = 'escale.giftMessage';

/**
 * The gift customisation form's values (001 §3; S-278): kept in the browser's local storage, so
 * they survive a reload and follow the buyer from a gift page to the checkout.
 */
export function useGiftMessage(): [GiftMessage, (next: GiftMessage) => void] {
  return useBrowserValue('local', GIFT_MESSAGE_KEY, parseStoredGiftMessage, EMPTY_GIFT_MESSAGE);
}
