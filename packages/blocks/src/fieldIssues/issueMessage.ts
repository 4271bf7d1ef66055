import type { IssueCode } from '@escale/domain';
import type { MessageId } from '@escale/i18n';

// The message each field issue shows (002 §5 "Input status", §8), whether the browser found it or
// the API answered it.

const messages: Record<IssueCode, MessageId> = {
  MANDATORY: 'field.mandatory',
  TEXT_ONLY: 'buyerForm.textOnly',
  EMAIL_INVALID: 'buyerForm.emailInvalid',
  PHONE_INVALID: 'buyerForm.phoneInvalid',
  CHOOSE_OPTION: 'insuranceChoice.chooseOption',
  CARD_NUMBER_INVALID: 'payment.cardNumberInvalid',
  CARD_EXPIRY_INVALID: 'payment.cardExpiryInvalid',
  CARD_CVC_INVALID: 'payment.cardCvcInvalid',
  BOOKING_NUMBER_INVALID: 'contact.bookingNumberInvalid',
  INVALID: 'checkout.fieldInvalid',
};

export function issueMessage(code: IssueCode): MessageId {
  return messages[code];
}
