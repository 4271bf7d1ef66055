import { baseVars, mediaQueries, rendersWhenNear } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

// The grid of cards of result pages and the box shop: one column on mobile, two on tablet, three
// on desktop (S-133).

export const cardGrid = style({
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

/** A long list's cards far below the window are drawn as they near it. */
export const cardGridItem = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  ...rendersWhenNear('700px'),
});
