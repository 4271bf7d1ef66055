import { parseMinisiteId } from '@escale/domain';

// The partner minisite a visitor came through (S-439): its page remembers its id for the tab, as
// customer-care mode is (G-05), and the checkout of a stay sends it with the order, which stores
// it as reservationCriteria.minisiteId. Read and written when they matter, not rendered.

const KEY = 'escale:minisite';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The minisite of this tab, or null. */
export function readMinisite(): number | null {
  return parseMinisiteId(session()?.getItem(KEY));
}

/** As a minisite's page shows: the next orders of the tab carry its id. */
export function rememberMinisite(minisiteId: number): void {
  try {
    session()?.setItem(KEY, String(minisiteId));
  } catch {
    // Storage off or full: the order goes without the minisite.
  }
}
