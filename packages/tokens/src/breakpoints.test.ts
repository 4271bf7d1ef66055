import { describe, expect, it } from 'vitest';
import { breakpointForWidth } from './breakpoints';

describe('breakpoints (G-65)', () => {
  it('G-65 mobile below 768 px, tablet from 768 px, desktop from 1024 px', () => {
    expect(breakpointForWidth(767)).toBe('mobile');
    expect(breakpointForWidth(768)).toBe('tablet');
    expect(breakpointForWidth(1023)).toBe('tablet');
    expect(breakpointForWidth(1024)).toBe('desktop');
  });
});
