import { describe, expect, it } from 'vitest';
import { TRUNCATE_DESKTOP, TRUNCATE_MOBILE, truncate } from './truncate';

/** Words of five letters and a space: `abcde abcde …`, exactly `length` characters long. */
function words(length: number): string {
  return 'abcde '.repeat(Math.ceil(length / 6)).slice(0, length);
}

describe('truncate', () => {
  it('S-231 keeps a text of 85 or 86 characters whole on mobile', () => {
    for (const length of [85, 86]) {
      const text = `${'x'.repeat(length - 1)}.`;
      expect(truncate(text, TRUNCATE_MOBILE)).toEqual({ text, isTruncated: false });
    }
  });

  it('S-231 cuts a text of 87 characters on mobile, at the last word boundary', () => {
    const text = words(87);
    const result = truncate(text, TRUNCATE_MOBILE);
    expect(result.isTruncated).toBe(true);
    // 86 characters end inside the 15th word ("abcde abcde … ab"): the cut goes back to the 14th.
    expect(result.text).toBe(`${words(83)}…`);
    expect(Array.from(result.text).length).toBeLessThanOrEqual(TRUNCATE_MOBILE + 1);
  });

  it('S-231 keeps 250 characters whole and cuts 251 on desktop', () => {
    expect(truncate(words(250), TRUNCATE_DESKTOP).isTruncated).toBe(false);
    const cut = truncate(words(251), TRUNCATE_DESKTOP);
    expect(cut.isTruncated).toBe(true);
    expect(cut.text.endsWith('abcde…')).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(TRUNCATE_DESKTOP + 1);
  });

  it('keeps the whole last word when the limit falls right before a space', () => {
    expect(truncate('Un séjour romantique à Paris', 9)).toEqual({ text: 'Un séjour…', isTruncated: true });
  });

  it('goes back to the previous word when the limit falls inside a word', () => {
    expect(truncate('Un séjour romantique à Paris', 12).text).toBe('Un séjour…');
  });

  it('drops spaces and punctuation before the ellipsis', () => {
    expect(truncate('Calme, nature et spa. Au cœur des vignes', 22).text).toBe('Calme, nature et spa…');
    expect(truncate('Calme, nature et spa', 6).text).toBe('Calme…');
  });

  it('cuts a single word longer than the limit inside the word', () => {
    expect(truncate('Hottentottententententoonstelling', 10).text).toBe('Hottentott…');
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = `${'a'.repeat(84)}🌴🌴🌴`;
    expect(truncate(text, TRUNCATE_MOBILE)).toEqual({ text: `${'a'.repeat(84)}🌴🌴…`, isTruncated: true });
  });
});
