import { sourceMessages } from '@escale/i18n';
import { describe, expect, it, vi } from 'vitest';
import { walletTrigger } from './walletTrigger';

describe('walletTrigger', () => {
  it('S-332 opens the wallet modal on click when the validation passes', () => {
    const open = vi.fn();
    const validate = vi.fn(() => true);
    expect(walletTrigger(validate, open)()).toBe(true);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('S-332 leaves the modal closed when the validation fails', () => {
    const open = vi.fn();
    expect(walletTrigger(() => false, open)()).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('validates again on every click', () => {
    const open = vi.fn();
    let valid = false;
    const click = walletTrigger(() => valid, open);
    click();
    valid = true;
    click();
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('the wallet failure copy', () => {
  it('S-333 is the spec’s English word for word, with the payment method', () => {
    expect(sourceMessages['walletCheckout.error']).toBe(
      'Payment with {method} failed, please, follow your reservation. You will be able to choose another payment methods.',
    );
    expect(sourceMessages['walletCheckout.book']).toBe('Book');
  });
});
