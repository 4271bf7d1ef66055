import { describe, expect, it } from 'vitest';
import { cardFieldIssue, luhnValid, SANDBOX_CARDS } from '../cardChecks';
import { paymentCardSchema } from './paymentCard';

describe('luhnValid', () => {
  it('accepts the sandbox test cards and refuses a mistyped digit', () => {
    for (const number of Object.values(SANDBOX_CARDS)) expect(luhnValid(number), number).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
});

describe('cardFieldIssue', () => {
  it('accepts the test cards as typed, grouped by 4, and refuses a mistyped number', () => {
    expect(cardFieldIssue('cardNumber', '4242 4242 4242 4242')).toBeNull();
    expect(cardFieldIssue('cardNumber', '4242 4242 4242 4241')).toBe('CARD_NUMBER_INVALID');
    expect(cardFieldIssue('cardNumber', '4242 4242 42')).toBe('CARD_NUMBER_INVALID');
    expect(cardFieldIssue('cardNumber', '4242-4242-4242-4242')).toBe('CARD_NUMBER_INVALID');
    expect(cardFieldIssue('cardNumber', '')).toBe('CARD_NUMBER_INVALID');
  });

  it('checks the expiry month and the security code length', () => {
    expect(cardFieldIssue('cardExpiry', '01/27')).toBeNull();
    expect(cardFieldIssue('cardExpiry', '12/30')).toBeNull();
    for (const expiry of ['13/27', '00/27', '1/27'])
      expect(cardFieldIssue('cardExpiry', expiry)).toBe('CARD_EXPIRY_INVALID');
    expect(cardFieldIssue('cardCvc', '123')).toBeNull();
    expect(cardFieldIssue('cardCvc', '1234')).toBeNull();
    expect(cardFieldIssue('cardCvc', '12')).toBe('CARD_CVC_INVALID');
  });

  it('checks the card as the provider’s schema does', () => {
    const card = { number: '4242424242424241', expiry: '12/30', cvc: '123' };
    const refused = paymentCardSchema.safeParse(card);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['number', 'Card number seems incorrect'],
    ]);
  });
});
