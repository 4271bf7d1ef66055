import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const listing = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['5'] });

export const headings = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] });

export const intro = style({ margin: 0, maxWidth: '60ch', color: themeVars.text.muted });

/** One column on mobile, two on tablet, three on desktop, as the result grid. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: baseVars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
