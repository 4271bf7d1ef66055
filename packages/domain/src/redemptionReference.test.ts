import { describe, expect, it } from 'vitest';
import { redemptionReference } from './redemptionReference';

describe('redemptionReference', () => {
  it('is the first 8 hex digits of the redemption’s id, in capitals', () => {
    expect(redemptionReference('5f0c7a1e-3b7d-4c3e-9a51-0c2d4e6f8a90')).toBe('5F0C7A1E');
  });
});
