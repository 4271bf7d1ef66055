// Content blocks of the home and search pages (000 §2 Search page, 001 §2.1 Home page, §3 Content
// blocks): the SEO text under the results and the top-search-results sections.

/** Characters of SEO text shown before "See more": whole paragraphs up to this length. */
export const SEO_TEXT_PREVIEW_CHARS = 300;

export interface SeoTextPreview {
  /** The paragraphs always shown: at least the first. */
  shown: string[];
  /** The paragraphs behind "See more"; empty when the text is short enough to show whole. */
  more: string[];
}

/**
 * Splits the SEO text of a search page (S-054) into the paragraphs shown at first and those behind
 * "See more": paragraphs are never cut, so the first always shows, and the next ones while the
 * running length stays within `SEO_TEXT_PREVIEW_CHARS`. Blank paragraphs are dropped.
 */
export function seoTextPreview(
  paragraphs: readonly string[],
  maxChars = SEO_TEXT_PREVIEW_CHARS,
): SeoTextPreview {
  const texts = paragraphs.map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph !== '');
  let length = 0;
  let count = 0;
  for (const text of texts) {
    length += text.length;
    if (count > 0 && length > maxChars) break;
    count += 1;
  }
  return { shown: texts.slice(0, count), more: texts.slice(count) };
}

/** Results of a top-search-results block by default, and the skeletons shown while they load (001 §9). */
export const TOP_RESULTS_DEFAULT_COUNT = 3;

/** Ideas a section of the ideas page shows at first, and each "See more" adds (G-13). */
export const IDEAS_PAGE_SIZE = 6;
