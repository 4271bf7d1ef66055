import { themeVars } from '@escale/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

/** Lucide's filled star, drawn once and repeated by the mask: one element whatever the count. */
const star =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z'/%3E%3C/svg%3E\")";

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: themeVars.color.brandAccent.base,
});

/** A star is 1em square: the size sets the font size, the count the width. */
export const stars = style({
  display: 'inline-block',
  height: '1em',
  backgroundColor: 'currentColor',
  mask: `${star} 0 0 / 1em 1em repeat-x`,
  // Colours forced by the system (Windows high contrast) still show the stars.
  '@media': { '(forced-colors: active)': { backgroundColor: 'CanvasText', forcedColorAdjust: 'none' } },
});

export const sizes = styleVariants({ small: { fontSize: 12 }, medium: { fontSize: 14 } });

export const counts = styleVariants({
  0: { width: 0 },
  1: { width: '1em' },
  2: { width: '2em' },
  3: { width: '3em' },
  4: { width: '4em' },
  5: { width: '5em' },
});
