import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { borderedCard } from '../styles/card.css';
import { smallTitle } from '../styles/titles.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

/** One column on mobile, two from the tablet breakpoint. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: baseVars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style([
  borderedCard,
  {
    display: 'flex',
    alignItems: 'center',
    gap: baseVars.space['3'],
    minWidth: 0,
    padding: baseVars.space['3'],
  },
]);

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  minWidth: 0,
});

export const title = style([smallTitle, { fontFamily: themeVars.font.body }]);

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: baseVars.space['2'],
  rowGap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

export const fact = style({
  selectors: { '& + &::before': { content: '"·"', marginInlineEnd: baseVars.space['2'] } },
});
