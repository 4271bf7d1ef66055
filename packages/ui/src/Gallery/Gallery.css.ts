import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/**
 * Pictures keep a fixed frame, so nothing moves while they load: 16:9 in carousels, the whole
 * tile in the mosaic.
 */
export const picture = recipe({
  base: {
    display: 'block',
    width: '100%',
    objectFit: 'cover',
    backgroundColor: themeVars.color.neutral.soft,
  },
  variants: {
    fit: {
      frame: { height: 'auto', aspectRatio: '16 / 9' },
      fill: { position: 'absolute', inset: 0, height: '100%' },
    },
  },
});

export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: themeVars.radius.lg,
});

export const empty = style({
  aspectRatio: '16 / 9',
  borderRadius: themeVars.radius.lg,
  backgroundColor: themeVars.color.neutral.soft,
});

/** The product gallery: a carousel below the tablet breakpoint, the mosaic from it. */
export const mobileOnly = style({
  '@media': { [mediaQueries.tablet]: { display: 'none' } },
});

export const mosaic = style({
  display: 'none',
  gridTemplateColumns: '2fr 1fr 1fr',
  gridTemplateRows: '1fr 1fr',
  gap: baseVars.space['2'],
  aspectRatio: '5 / 2',
  overflow: 'hidden',
  borderRadius: themeVars.radius.lg,
  '@media': { [mediaQueries.tablet]: { display: 'grid' } },
});

export const tile = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    // With 4 images the third tile takes the whole bottom row.
    selectors: { '&:nth-child(4):last-child': { gridColumn: 'span 2' } },
  },
  variants: {
    kind: {
      main: { gridColumn: '1', gridRow: '1 / span 2' },
      single: { gridColumn: '1 / -1', gridRow: '1 / -1' },
      grid: {},
    },
  },
});

/** A picture that opens the lightbox. */
export const open = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'zoom-in',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${themeVars.border.focus}`, outlineOffset: -3 },
  },
});

export const seeAll = recipe({
  base: { position: 'absolute', insetInlineEnd: baseVars.space['3'], zIndex: 1 },
  variants: {
    placement: {
      top: { top: baseVars.space['3'] },
      bottom: { bottom: baseVars.space['3'] },
    },
  },
});
