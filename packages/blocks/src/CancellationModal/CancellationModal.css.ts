import { baseVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const terms = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  margin: 0,
  paddingInlineStart: baseVars.space['5'],
});
