import type { CheckoutProblem } from '@escale/domain';
import type { MessageId } from '@escale/i18n';

const messages: Record<CheckoutProblem, MessageId> = {
  incomplete: 'checkout.incomplete',
  fixFields: 'checkout.fixFields',
  declined: 'checkout.declined',
  priceChanged: 'checkout.priceChanged',
  soldOut: 'checkout.soldOut',
  notBookable: 'checkout.notBookable',
  failed: 'checkout.failed',
};

/** The message of a checkout problem (002 §8); `checkout.priceChanged` takes the new `amount`. */
export function problemMessage(problem: CheckoutProblem): MessageId {
  return messages[problem];
}
