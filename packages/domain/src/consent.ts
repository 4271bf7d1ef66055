// The visitor's consent to audience measurement (issue 15; 002 §7 analytics): nothing is measured
// before the visitor chooses, and the choice is kept in the browser, changeable from the footer.

export const consentChoices = ['granted', 'denied'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/** Where the browser keeps the choice (localStorage). */
export const CONSENT_STORAGE_KEY = 'escale:consent';

/** The choice a stored value says, or null when there is none (or it is not one). */
export function consentOf(stored: string | null): ConsentChoice | null {
  return consentChoices.find((choice) => choice === stored) ?? null;
}

/** Whether a hit may be sent: only once the visitor accepted. */
export const maySend = (choice: ConsentChoice | null): boolean => choice === 'granted';
