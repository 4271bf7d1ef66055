import { baseVars, mediaQueries, rendersWhenNear } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['6'],
});

/** One column on mobile, two on tablet, three on desktop (S-133). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: baseVars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** A page holds 24 cards, 18,000 px on a phone: those far below are drawn as they near the window. */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  ...rendersWhenNear('700px'),
});

export const inlineBlock = style({ minWidth: 0 });
