import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'grid',
  gap: baseVars.space['3'],
  alignItems: 'end',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr auto' } },
});

/** The table scrolls on its own on a phone: the page does not. */
export const scroller = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  padding: `${baseVars.space['2']} ${baseVars.space['3']}`,
  borderBlockEnd: `1px solid ${themeVars.border.subtle}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  selectors: { '&:first-child, &:nth-child(2)': { textAlign: 'start' } },
});
