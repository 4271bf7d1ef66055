import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

/**
 * A row swiped sideways with snap points below the desktop breakpoint (the next article peeks in),
 * a grid of four columns from it (S-188). CSS only, so the server HTML is right on both.
 */
export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '80%',
  gap: baseVars.space['4'],
  margin: 0,
  padding: 0,
  paddingBlockEnd: baseVars.space['2'],
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'none',
  '@media': {
    [mediaQueries.tablet]: { gridAutoColumns: '40%' },
    [mediaQueries.desktop]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      overflowX: 'visible',
      paddingBlockEnd: 0,
    },
  },
});

export const item = style({ scrollSnapAlign: 'start', minWidth: 0 });

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  height: '100%',
  borderRadius: themeVars.radius.md,
  color: themeVars.text.strong,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 3 },
  },
});

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.neutral.soft,
});

export const title = style({
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
});
