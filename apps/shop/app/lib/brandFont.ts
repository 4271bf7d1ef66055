import latinFont from '@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url';

// The characters of the Latin file (the range its package declares): others keep the fallback.
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * Adds the brand's web font once the page has painted. Until it arrives, the text shows in the
 * metric-matched fallback named next in the theme's font stack (`Nunito Sans Fallback`, in
 * tokens), so the swap rewraps no line and moves text by a fraction of a pixel. Requested before
 * the first paint, its 30 KB delayed the largest paint of every page by 0.3 s at Lighthouse's
 * mobile settings (1.69 s against 1.32–1.41 s without it). The module scripts run after the first
 * paint, and this one among the first.
 */
export function loadBrandFont() {
  if (typeof document === 'undefined' || !document.fonts || typeof FontFace === 'undefined') return;
  const face = new FontFace('Nunito Sans Variable', `url(${latinFont}) format("woff2")`, {
    weight: '200 1000',
    display: 'swap',
    unicodeRange: LATIN,
  });
  document.fonts.add(face);
  // A font that fails to load leaves the fallback, which already looks the same.
  face.load().catch(() => undefined);
}
