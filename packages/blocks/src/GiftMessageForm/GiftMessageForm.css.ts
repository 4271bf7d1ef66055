import { baseVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
});
