import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const summary = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] });

export const hotelLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: baseVars.space['2'],
  margin: 0,
  fontSize: baseVars.fontSize.md,
});

export const hotelName = style({ fontWeight: baseVars.fontWeight.bold, color: themeVars.text.strong });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: baseVars.space['4'],
  rowGap: baseVars.space['2'],
});

export const place = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: baseVars.space['1'],
  color: themeVars.text.muted,
  fontSize: baseVars.fontSize.sm,
});
