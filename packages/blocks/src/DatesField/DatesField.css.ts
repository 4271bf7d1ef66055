import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const intro = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
});

export const info = style({
  flex: 1,
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.default,
});

export const shortcuts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: baseVars.space['2'],
  margin: 0,
  padding: 0,
  border: 'none',
});

export const shortcutsTitle = style({
  width: '100%',
  padding: 0,
  marginBlockEnd: baseVars.space['1'],
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});
