import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const offers = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
});

export const headings = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['1'] });

export const count = style({ margin: 0, color: themeVars.text.muted });

export const more = style({ display: 'flex', justifyContent: 'center' });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: baseVars.space['4'] });

export const error = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: baseVars.space['3'],
});
