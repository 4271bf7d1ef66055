import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
  padding: baseVars.space['6'],
  borderRadius: themeVars.radius.lg,
  border: `1px solid ${themeVars.border.subtle}`,
  backgroundColor: themeVars.color.surface.base,
});

export const heading = style({ display: 'flex', alignItems: 'center', gap: baseVars.space['3'] });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: baseVars.space['2'],
  borderRadius: themeVars.radius.pill,
  backgroundColor: themeVars.color.info.soft,
  color: themeVars.color.info.onSoft,
});
