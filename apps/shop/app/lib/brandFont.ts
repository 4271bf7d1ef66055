import latinFont from '@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url';

// The characters of the Latin file (the range its package declares): others keep the fallback.
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** The font's bytes in base64, under the key of its built URL (a new version of the font, a new key). */
const STORED_PREFIX = 'escale:font:';
const STORED_KEY = `${STORED_PREFIX}${latinFont}`;

/**
 * The inline script, in the document's head, that adds the brand's web font from the bytes a
 * previous page stored: the face is ready before the first paint, which draws the text in it, and
 * nothing swaps later. Without them, the page keeps the fallback; bytes that are no font (storage
 * damaged) are dropped, and the page stores the font again.
 */
export function brandFontScript(): string {
  const key = JSON.stringify(STORED_KEY);
  return `try{var s=localStorage.getItem(${key});if(s){var b=atob(s),a=new Uint8Array(b.length);for(var i=0;i<b.length;i++)a[i]=b.charCodeAt(i);var f=new FontFace("Nunito Sans Variable",a,{weight:"200 1000",unicodeRange:${JSON.stringify(LATIN)}});f.loaded.catch(function(){localStorage.removeItem(${key})});document.fonts.add(f)}}catch(e){localStorage.removeItem(${key})}`;
}

const toBase64 = (bytes: ArrayBuffer) => {
  const view = new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) {
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return btoa(binary);
};

/**
 * A first visit shows its text in the metric-matched fallback named next in the theme's font stack
 * (`Nunito Sans Fallback`, in tokens) and keeps it: swapped in once loaded, the web font moved text
 * by a fraction of a pixel to a few pixels, layout shifts all the same. Once the page has loaded
 * and the browser is idle, the font's bytes go into the browser's storage for the next pages
 * (`brandFontScript`): the HTTP cache cannot be asked before the first paint whether it holds them.
 * Requested before the first paint, its 30 KB delayed the largest paint of every page by 0.3 s at
 * Lighthouse's mobile settings (1.69 s against 1.32–1.41 s without it).
 */
export function storeBrandFont() {
  if (typeof window === 'undefined') return;
  try {
    if (localStorage.getItem(STORED_KEY)) return;
  } catch {
    return;
  }
  const store = () =>
    fetch(latinFont)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(response.status)))
      .then((bytes) => {
        for (const key of Object.keys(localStorage)) {
          if (key.startsWith(STORED_PREFIX)) localStorage.removeItem(key);
        }
        localStorage.setItem(STORED_KEY, toBase64(bytes));
      })
      // Not stored (offline, storage full): the next page keeps the fallback and tries again.
      .catch(() => undefined);
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(store, { timeout: 5_000 })
      : setTimeout(store, 2_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
