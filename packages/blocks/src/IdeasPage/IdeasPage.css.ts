import { baseVars, mediaQueries } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['8'],
  maxWidth: 1200,
  marginInline: 'auto',
  paddingBlock: baseVars.space['6'],
  paddingInline: baseVars.space['4'],
  '@media': { [mediaQueries.desktop]: { paddingBlock: baseVars.space['10'] } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

export const more = style({ display: 'flex', justifyContent: 'center' });

export const regions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: baseVars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
