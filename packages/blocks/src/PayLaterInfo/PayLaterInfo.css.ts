import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: baseVars.space['2'],
  color: themeVars.text.default,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

export const icon = style({ flexShrink: 0, color: themeVars.color.brand.onSoft });

export const summary = style({ margin: 0, fontWeight: baseVars.fontWeight.medium });

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  padding: baseVars.space['4'],
  border: `1px solid ${themeVars.border.subtle}`,
  borderRadius: themeVars.radius.md,
});
