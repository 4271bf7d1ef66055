import { describe, expect, it } from 'vitest';
import { SEO_TEXT_PREVIEW_CHARS, seoTextPreview, TOP_RESULTS_DEFAULT_COUNT } from './contentBlocks';

const text = (length: number, letter = 'a') => letter.repeat(length);

describe('seoTextPreview', () => {
  it('S-054 shows a text of 300 characters whole, without "See more"', () => {
    const paragraphs = [text(200), text(100, 'b')];
    expect(seoTextPreview(paragraphs)).toEqual({ shown: paragraphs, more: [] });
  });

  it('S-054 puts the paragraph that goes past 300 characters and the next ones behind "See more"', () => {
    const paragraphs = [text(200), text(101, 'b'), text(10, 'c')];
    expect(seoTextPreview(paragraphs)).toEqual({ shown: [text(200)], more: [text(101, 'b'), text(10, 'c')] });
  });

  it('S-054 always shows the first paragraph, however long', () => {
    const paragraphs = [text(SEO_TEXT_PREVIEW_CHARS + 200), text(20, 'b')];
    expect(seoTextPreview(paragraphs)).toEqual({ shown: [paragraphs[0]], more: [text(20, 'b')] });
  });

  it('drops blank paragraphs and trims the others', () => {
    expect(seoTextPreview(['  ', ' Annecy et son lac. ', ''])).toEqual({
      shown: ['Annecy et son lac.'],
      more: [],
    });
  });

  it('has nothing to show without text', () => {
    expect(seoTextPreview([])).toEqual({ shown: [], more: [] });
  });

  it('takes another limit', () => {
    expect(seoTextPreview(['abc', 'def'], 5)).toEqual({ shown: ['abc'], more: ['def'] });
    expect(seoTextPreview(['abc', 'de'], 5)).toEqual({ shown: ['abc', 'de'], more: [] });
  });
});

describe('TOP_RESULTS_DEFAULT_COUNT', () => {
  it('is three results per block (001 §9)', () => {
    expect(TOP_RESULTS_DEFAULT_COUNT).toBe(3);
  });
});
