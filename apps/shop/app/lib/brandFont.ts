import latinFont from '@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url';

// The characters of the Latin file (the range its package declares): others keep the fallback.
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** Set once the browser holds this version of the font in its cache. */
const CACHED_KEY = 'escale:brandFont';

/**
 * The inline script, in the document's head, that adds the brand's web font when the browser
 * already holds it: the first paint then draws the text in it, from the cache, and nothing swaps.
 * `optional`: should the cache have dropped it, the page keeps the fallback rather than swap late.
 */
export function brandFontScript(): string {
  const face = `new FontFace("Nunito Sans Variable",${JSON.stringify(`url(${latinFont}) format("woff2")`)},{weight:"200 1000",display:"optional",unicodeRange:${JSON.stringify(LATIN)}})`;
  return `try{if(localStorage.getItem(${JSON.stringify(CACHED_KEY)})===${JSON.stringify(latinFont)}){var f=${face};document.fonts.add(f);f.load().catch(function(){})}}catch(e){}`;
}

/**
 * A first visit shows its text in the metric-matched fallback named next in the theme's font stack
 * (`Nunito Sans Fallback`, in tokens) and keeps it: swapped in once loaded, the web font moved text
 * by a fraction of a pixel, a layout shift all the same. Once the page has loaded and the browser is
 * idle, the font goes into the HTTP cache for the next pages (`brandFontScript`). Requested before
 * the first paint, its 30 KB delayed the largest paint of every page by 0.3 s at Lighthouse's mobile
 * settings (1.69 s against 1.32–1.41 s without it).
 */
export function cacheBrandFont() {
  if (typeof window === 'undefined') return;
  try {
    if (localStorage.getItem(CACHED_KEY) === latinFont) return;
  } catch {
    return;
  }
  const fetchFont = () =>
    fetch(latinFont)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(response.status)))
      .then(() => localStorage.setItem(CACHED_KEY, latinFont))
      // Not cached: the next page keeps the fallback and tries again.
      .catch(() => undefined);
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(fetchFont, { timeout: 5_000 })
      : setTimeout(fetchFont, 2_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
