import { describe, expect, it } from 'vitest';
import { consentOf, maySend } from './consent';

describe('consent', () => {
  it('reads a stored choice, and nothing else, as the choice', () => {
    expect(consentOf('granted')).toBe('granted');
    expect(consentOf('denied')).toBe('denied');
    for (const stored of [null, '', 'yes', 'GRANTED']) expect(consentOf(stored)).toBeNull();
  });

  it('sends hits only once the visitor accepted: not before choosing, not after refusing', () => {
    expect(maySend('granted')).toBe(true);
    expect(maySend('denied')).toBe(false);
    expect(maySend(null)).toBe(false);
  });
});
