import { CONSENT_STORAGE_KEY, type ConsentChoice, consentOf } from '@escale/domain';
import { useSyncExternalStore } from 'react';

// The visitor's consent to audience measurement, kept in the browser: the banner, the cookie
// page's settings and the collector read the same choice, and hear when it changes.

const listeners = new Set<() => void>();

export function readConsent(): ConsentChoice | null {
  try {
    return consentOf(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Without storage the choice holds for this page only: the banner asks again on the next.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The choice, in parts rendered in the browser only (the server cannot know it). */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}
