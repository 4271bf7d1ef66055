import { baseVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
});
