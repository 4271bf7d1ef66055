/** Description limits (001 §4 Description text, 002 §4 Other toggles, S-231). */
export const TRUNCATE_MOBILE = 86;
export const TRUNCATE_DESKTOP = 250;

export interface Truncated {
  /** The text to show: whole, or cut with a trailing ellipsis. */
  text: string;
  isTruncated: boolean;
}

const ELLIPSIS = '…';
/** Spaces and punctuation that would look odd right before the ellipsis. */
const TRAILING = /[\s.,;:!?'’"«»()[\]\-–—]+$/u;

/**
 * Cuts `text` to at most `maxChars` characters (code points, so an emoji is never split) at the
 * last word boundary, and adds an ellipsis. A text of `maxChars` characters or fewer is kept
 * whole; a single word longer than the limit is cut inside the word.
 */
export function truncate(text: string, maxChars: number): Truncated {
  const chars = Array.from(text);
  if (chars.length <= maxChars) return { text, isTruncated: false };
  const head = chars.slice(0, maxChars).join('');
  // When the limit falls right before a space, the head already ends on a whole word.
  const endsOnWord = /\s/u.test(chars[maxChars] ?? '');
  const lastSpace = head.search(/\s\S*$/u);
  const kept = endsOnWord || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return { text: `${kept.replace(TRAILING, '')}${ELLIPSIS}`, isTruncated: true };
}
