/** The local font scaled to Nunito Sans's metrics that paints text until the web font arrives. */
export const NUNITO_FALLBACK = 'Nunito Sans Fallback';

/** Nunito Sans, then its metric-matched fallback (`fontFallbacks.css.ts`). */
export const NUNITO_STACK = `"Nunito Sans Variable", "${NUNITO_FALLBACK}"`;
