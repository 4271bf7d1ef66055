import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const nav = style({ minWidth: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: baseVars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: baseVars.fontSize.sm,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: baseVars.space['1'] });

export const current = style({ color: themeVars.text.strong, fontWeight: baseVars.fontWeight.bold });

export const separator = style({ color: themeVars.text.muted, flexShrink: 0 });
