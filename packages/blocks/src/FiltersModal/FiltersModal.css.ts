import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const sections = style({ display: 'flex', flexDirection: 'column' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  paddingBlock: baseVars.space['5'],
  selectors: {
    '&:first-child': { paddingTop: 0 },
    '& + &': { borderTop: `1px solid ${themeVars.border.subtle}` },
  },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  width: '100%',
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: baseVars.space['3'],
});
