const SECOND = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once no time is left (zero or negative). */
  isOver: boolean;
}

/**
 * Splits the time left into days, hours, minutes and seconds, rounding up to the whole second
 * so the display never reads zero while time remains (G-29).
 */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = remainingMs > 0 ? Math.ceil(remainingMs / SECOND) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    isOver: total === 0,
  };
}

/** Milliseconds until the displayed second changes: the countdown ticks on whole seconds (001 §9). */
export function msUntilNextTick(remainingMs: number): number {
  return remainingMs % SECOND || SECOND;
}
