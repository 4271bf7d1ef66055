// Checks of values read from outside the code (a URL hash, the browser's storage), small enough
// for every page: the API's answers are checked on the server with their contract schemas.

/** Whether a value is acceptable. */
export type Check = (value: unknown) => boolean;

export const isString: Check = (value) => typeof value === 'string';

export const isNonEmptyString: Check = (value) => typeof value === 'string' && value.length > 0;

export const isBoolean: Check = (value) => typeof value === 'boolean';

/** A finite number from `min` to `max`. */
export const isNumber =
  (min = -Infinity, max = Infinity): Check =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** A safe integer from `min` to `max`. */
export const isInteger =
  (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Check =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

export const isOneOf =
  (values: readonly unknown[]): Check =>
  (value) =>
    values.includes(value);

export const matches =
  (pattern: RegExp): Check =>
  (value) =>
    typeof value === 'string' && pattern.test(value);

/** An array of at least `min` items, each passing `item`. */
export const isListOf =
  (item: Check, min = 0): Check =>
  (value) =>
    Array.isArray(value) && value.length >= min && value.every(item);

/** Absent, or passing `check`. */
export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);

/** An object whose fields pass their checks (fields it has besides are not looked at). */
export const hasFields =
  (fields: Record<string, Check>): Check =>
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(fields).every(([key, check]) => check((value as Record<string, unknown>)[key]));
