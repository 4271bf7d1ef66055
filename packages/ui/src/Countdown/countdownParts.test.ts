import { describe, expect, it } from 'vitest';
import { countdownParts, msUntilNextTick } from './countdownParts';

const ms = (days: number, hours: number, minutes: number, seconds: number) =>
  (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;

describe('countdownParts', () => {
  it('G-29 splits 2 days 03:04:05 into its parts', () => {
    expect(countdownParts(ms(2, 3, 4, 5))).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      isOver: false,
    });
  });

  it('G-29 has no days under a day', () => {
    expect(countdownParts(ms(0, 23, 59, 59))).toEqual({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
      isOver: false,
    });
    expect(countdownParts(ms(1, 0, 0, 0)).days).toBe(1);
  });

  it('S-378 is over at exactly zero', () => {
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, isOver: true });
  });

  it('S-378 stays at zero once the end has passed', () => {
    expect(countdownParts(-ms(0, 0, 5, 0))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      isOver: true,
    });
  });

  it('rounds a part of a second up, so it never reads zero while time remains', () => {
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, isOver: false });
    expect(countdownParts(59_001).minutes).toBe(1);
  });
});

describe('msUntilNextTick', () => {
  it('S-378 waits for the next whole second of the time left', () => {
    expect(msUntilNextTick(5_000)).toBe(1_000);
    expect(msUntilNextTick(4_250)).toBe(250);
    expect(msUntilNextTick(1)).toBe(1);
  });
});
