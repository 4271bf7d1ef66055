import { describe, expect, it } from 'vitest';
import { isSafeHref, parseRichText, richTextPlain } from './richText';

describe('parseRichText', () => {
  it('S-371 keeps bold, italic and links as a tree of runs', () => {
    expect(parseRichText('Free <b>cancellation</b>, <em>really</em>. <a href="/search">See</a>')).toEqual([
      { type: 'text', text: 'Free ' },
      { type: 'text', text: 'cancellation', bold: true },
      { type: 'text', text: ', ' },
      { type: 'text', text: 'really', italic: true },
      { type: 'text', text: '. ' },
      { type: 'link', href: '/search', children: [{ type: 'text', text: 'See' }] },
    ]);
  });

  it('S-371 reads bold and italic nested inside a link, and a link opening a new tab', () => {
    expect(
      parseRichText('<a target="_blank" href="https://example.org/a"><strong><i>Go</i></strong> on</a>'),
    ).toEqual([
      {
        type: 'link',
        href: 'https://example.org/a',
        newTab: true,
        children: [
          { type: 'text', text: 'Go', bold: true, italic: true },
          { type: 'text', text: ' on' },
        ],
      },
    ]);
  });

  it('drops scripts, styles and their text, and every attribute but href', () => {
    const rich = parseRichText(
      '<p onclick="steal()">Hi <script>alert(1)</script><style>p{}</style><img src=x onerror="x()">there</p>',
    );
    expect(rich).toEqual([{ type: 'text', text: 'Hi there' }]);
  });

  it('keeps the text of a link whose href is unsafe, without the link', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:x',
      'data:text/html,x',
      '//evil.example',
      'http://plain.example',
      '/\\evil',
    ])
      expect(parseRichText(`<a href="${href}">Click</a>`)).toEqual([{ type: 'text', text: 'Click' }]);
  });

  it('decodes entities once, so escaped markup stays text', () => {
    expect(parseRichText('Tom &amp; Jerry &lt;b&gt; 10&nbsp;% &#233;t&#xE9;')).toEqual([
      { type: 'text', text: 'Tom & Jerry <b> 10\u00a0% été' },
    ]);
  });

  it('collapses whitespace, turns br into a space and trims the ends', () => {
    expect(richTextPlain(parseRichText('  One<br/>two\n\n three  '))).toBe('One two three');
  });

  it('ignores unbalanced closing tags and an empty link', () => {
    expect(parseRichText('</b>plain <a href="/x"></a>end</i>')).toEqual([
      { type: 'text', text: 'plain end' },
    ]);
  });
});

describe('isSafeHref', () => {
  it('accepts paths under the root and https addresses only', () => {
    expect(isSafeHref('/search?flow=gifting#a=2')).toBe(true);
    expect(isSafeHref('https://www.example.org/x')).toBe(true);
    expect(isSafeHref('//example.org')).toBe(false);
    expect(isSafeHref('http://example.org')).toBe(false);
    expect(isSafeHref('mailto:a@b.c')).toBe(false);
    expect(isSafeHref('/a b')).toBe(false);
  });
});
