import { baseVars, mediaQueries, rendersWhenNear, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const offers = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
});

export const headings = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['1'] });

export const count = style({ margin: 0, color: themeVars.text.muted });

/** One column on mobile, two on tablet, three on desktop, as the result grid. */
export const list = style({
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

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  ...rendersWhenNear('700px'),
});

export const more = style({ display: 'flex', justifyContent: 'center' });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: baseVars.space['4'] });

export const error = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: baseVars.space['3'],
});
