import { baseVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
