import { baseVars, mediaQueries } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['8'],
  maxWidth: 1200,
  marginInline: 'auto',
  paddingInline: baseVars.space['4'],
  paddingBlockEnd: baseVars.space['10'],
  '@media': { [mediaQueries.desktop]: { paddingInline: baseVars.space['6'] } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });
