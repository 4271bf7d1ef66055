import { describe, expect, it } from 'vitest';
import { STICKY_TABS_OBSERVER_THRESHOLD } from './observers';

describe('observer thresholds', () => {
  it('S-216 sticky tabs observe at 0.88', () => {
    expect(STICKY_TABS_OBSERVER_THRESHOLD).toBe(0.88);
  });
});
