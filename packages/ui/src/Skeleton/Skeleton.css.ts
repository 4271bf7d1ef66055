import { baseVars, themeVars } from '@escale/tokens';
import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const width = createVar();
export const height = createVar();
export const lineHeight = createVar();

// The gradient is three boxes wide with the highlight in the middle: at rest (either end of the
// animation, or with animations off) the box shows a plain colour, and the highlight sweeps across.
const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0% 0' },
});

const subtle = themeVars.border.subtle;

const block = {
  display: 'block',
  backgroundColor: subtle,
  backgroundImage: `linear-gradient(90deg, ${subtle} 40%, ${themeVars.color.surface.base} 50%, ${subtle} 60%)`,
  backgroundSize: '300% 100%',
  animation: `${shimmer} 1.6s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' } },
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
