import type { NewsletterMemory } from '@escale/domain';

// What the browser remembers of the newsletter's acquisition modal (S-414): read and written when
// they matter (as the modal would open, as it closes or signs up), not rendered.

const KEY = 'escale:newsletter';
const values: readonly NewsletterMemory[] = ['shown', 'closed', 'subscribed'];

export function readNewsletterMemory(): NewsletterMemory {
  try {
    const stored = localStorage.getItem(KEY);
    return values.find((value) => value === stored) ?? null;
  } catch {
    return null;
  }
}

export function rememberNewsletter(memory: Exclude<NewsletterMemory, null>): void {
  try {
    localStorage.setItem(KEY, memory);
  } catch {
    // Storage off: the modal may show again on another visit, never twice in this page's life.
  }
}
