import { baseVars, themeVars } from '@escale/tokens';
import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const width = createVar();
export const height = createVar();
export const lineHeight = createVar();

// A plain box of the border colour, without a moving highlight: any running animation, even one
// drawn by the compositor or waiting on a delay, keeps the browser's main thread drawing frames
// while the page loads (on the booking summary, 200–300 ms more blocking time at Lighthouse's
// mobile CPU).
const block = {
  display: 'block',
  backgroundColor: themeVars.border.subtle,
} as const;

export const skeleton = recipe({
  base: { ...block, width, maxWidth: '100%', flexShrink: 0 },
  variants: {
    shape: {
      rect: { height, borderRadius: themeVars.radius.md },
      circle: { aspectRatio: '1', borderRadius: '50%' },
    },
  },
});

export const lines = style({ display: 'block', width, maxWidth: '100%' });

/** A line box as tall as the text it stands for, with a bar the height of the letters inside. */
export const line = style({
  display: 'flex',
  alignItems: 'center',
  height: lineHeight,
  selectors: { '&:last-child:not(:first-child)': { width: '60%' } },
});

export const bar = style({ ...block, width: '100%', height: '60%', borderRadius: themeVars.radius.sm });

export const lineHeights = {
  xsmall: baseVars.lineHeight.xs,
  small: baseVars.lineHeight.sm,
  medium: baseVars.lineHeight.md,
  large: baseVars.lineHeight.lg,
} as const;
