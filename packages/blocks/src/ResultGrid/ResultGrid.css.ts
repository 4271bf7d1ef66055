import { baseVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['6'],
});

export const inlineBlock = style({ minWidth: 0 });
