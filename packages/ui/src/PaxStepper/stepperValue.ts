/** Inclusive integer bounds of a stepper. */
export interface StepperBounds {
  min: number;
  max: number;
}

/** Whether `value` is an integer inside `bounds`. */
export function isWithinBounds(value: number, { min, max }: StepperBounds): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** The value a stepper shows: a missing (or unacceptable) value shows the minimum (S-288). */
export function stepperValue(value: number | null | undefined, bounds: StepperBounds): number {
  return value != null && isWithinBounds(value, bounds) ? value : bounds.min;
}
