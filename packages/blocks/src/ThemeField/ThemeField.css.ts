import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: baseVars.space['2'],
  margin: 0,
  padding: 0,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['3'],
  minHeight: baseVars.size.touch,
  paddingBlock: baseVars.space['2'],
  paddingInline: baseVars.space['3'],
  border: `1px solid ${themeVars.border.default}`,
  borderRadius: themeVars.radius.md,
  color: themeVars.text.strong,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: themeVars.text.strong },
    '&[data-selected]': {
      borderColor: themeVars.color.brand.onSoft,
      backgroundColor: themeVars.color.brand.soft,
      color: themeVars.color.brand.onSoft,
      fontWeight: baseVars.fontWeight.bold,
    },
    '&[data-focus-visible]': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
  },
});

export const optionIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: themeVars.color.brand.onSoft,
});
