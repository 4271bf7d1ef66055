import { baseVars, mediaQueries } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['8'] });

export const block = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['3'] });

export const blockHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: baseVars.space['4'],
  rowGap: baseVars.space['1'],
});

export { sectionTitle as blockTitle } from '@escale/ui/styles';

/** One offer per line, three side by side from the desktop breakpoint. */
export const offers = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: baseVars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const offer = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
