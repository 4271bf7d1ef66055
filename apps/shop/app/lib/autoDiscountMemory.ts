import { type AutoDiscountContext, autoDiscountToRemember, PROMOTION_CODE_PATTERN } from '@escale/domain';

// The automatic extra discount activated once per session (S-159, G-45): the code of the first
// card label shown, kept in sessionStorage until the checkout of a stay sends it, or until the API
// says it takes nothing off. Read and written when they matter, not rendered.

const KEY = 'escale:autoDiscount';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The code remembered in this session, or null. */
export function readAutoDiscount(): string | null {
  const stored = session()?.getItem(KEY) ?? null;
  return stored && PROMOTION_CODE_PATTERN.test(stored) ? stored : null;
}

/** As a card shows the label: its code is remembered, unless one already is (G-45). */
export function rememberAutoDiscount(shown: AutoDiscountContext): void {
  const code = autoDiscountToRemember(readAutoDiscount(), shown);
  try {
    if (code) session()?.setItem(KEY, code);
  } catch {
    // Storage off or full: the checkout prices without it.
  }
}

/** A code the API took nothing off for: forgotten, so the next label shown activates its own. */
export function forgetAutoDiscount(): void {
  try {
    session()?.removeItem(KEY);
  } catch {
    // Storage off: nothing was remembered.
  }
}
