import { describe, expect, it } from 'vitest';
import { DEFAULT_OBSERVER_THRESHOLD, isOutOfView } from './outOfView';

const at = (intersectionRatio: number, top: number) => ({
  isIntersecting: intersectionRatio > 0,
  intersectionRatio,
  top,
  viewportTop: 0,
});

describe('observer threshold', () => {
  it('S-216 observers other than the sticky tabs observe at 0.3', () => {
    expect(DEFAULT_OBSERVER_THRESHOLD).toBe(0.3);
  });
});

describe('isOutOfView', () => {
  it('S-216 an element is out of view below 0.3 of it visible, by default', () => {
    expect(isOutOfView(at(0.3, -50))).toBe(false);
    expect(isOutOfView(at(0.29, -50))).toBe(true);
    expect(isOutOfView(at(0, -500))).toBe(true);
  });

  it('S-216 a threshold of its own applies when given', () => {
    expect(isOutOfView(at(0.5, -10), { threshold: 0.88 })).toBe(true);
    expect(isOutOfView(at(0.9, -10), { threshold: 0.88 })).toBe(false);
  });

  it('an element partly cut off but still intersecting at a 0 threshold stays in view', () => {
    expect(isOutOfView(at(0.01, -99), { threshold: 0 })).toBe(false);
    expect(isOutOfView({ ...at(0, -200), isIntersecting: false }, { threshold: 0 })).toBe(true);
  });

  it('S-217 with the top edge only, an element not reached yet is not out of view', () => {
    expect(isOutOfView(at(0, 900), { edge: 'top' })).toBe(false);
    expect(isOutOfView(at(0, -120), { edge: 'top' })).toBe(true);
    expect(isOutOfView(at(0, 900))).toBe(true);
  });
});
