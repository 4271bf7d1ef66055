import { describe, expect, it } from 'vitest';
import { formatCardCvc, formatCardExpiry, formatCardNumber } from './cardInput';

describe('card fields', () => {
  it('groups the card number by 4 as it is typed, up to 19 digits', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 4242-4242a4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('writes the expiry as MM/YY, the slash once the year starts', () => {
    expect(formatCardExpiry('1')).toBe('1');
    expect(formatCardExpiry('12')).toBe('12');
    expect(formatCardExpiry('123')).toBe('12/3');
    expect(formatCardExpiry('12/34')).toBe('12/34');
    expect(formatCardExpiry('12345')).toBe('12/34');
    expect(formatCardCvc('12a345')).toBe('1234');
  });
});
