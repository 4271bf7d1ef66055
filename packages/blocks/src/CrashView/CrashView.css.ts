import { baseVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** Try again first, then home: side by side, wrapping on a narrow screen. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: baseVars.space['3'],
});
