/** The bounds of a slider, in react-aria's names. */
export interface SliderBounds {
  minValue: number;
  maxValue: number;
  step: number;
}

/**
 * S-088: what a range slider's text input keeps of the typed text: its digits only, capped to the
 * maximum; `null` when no digit is left. The minimum applies only when the value is committed
 * (`snapToStep`), so a user can type "1" on the way to "15".
 */
export function sanitizeRangeInput(text: string, maxValue: number): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  return Math.min(Number(digits), maxValue);
}

/** A committed value as the slider can hold it: on a step from the minimum, inside the bounds. */
export function snapToStep(value: number, { minValue, maxValue, step }: SliderBounds): number {
  const snapped = minValue + Math.round((value - minValue) / step) * step;
  return Math.min(Math.max(snapped, minValue), maxValue);
}

/** S-088: the two thumbs' values, the lower first. */
export function inOrder(low: number, high: number): [number, number] {
  return low <= high ? [low, high] : [high, low];
}
