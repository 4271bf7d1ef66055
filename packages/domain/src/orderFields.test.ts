import { describe, expect, it } from 'vitest';
import { PROMOTION_CODE_PATTERN, promotionCodeOf } from './orderFields';

describe('promotionCodeOf', () => {
  it('takes a typed code trimmed and upper-cased, and nothing typed as no code', () => {
    expect(promotionCodeOf('  welcome-10 ')).toBe('WELCOME-10');
    expect(promotionCodeOf('   ')).toBeNull();
    expect(PROMOTION_CODE_PATTERN.test(promotionCodeOf(' ab ') ?? '')).toBe(false);
  });
});
