import { baseVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const title = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: baseVars.space['2'],
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

export const others = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
