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

/** Opens the explanation: a text button with a 44 px target. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: baseVars.size.touch,
  padding: 0,
  border: 'none',
  background: 'none',
  color: themeVars.text.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': {
      outline: `2px solid ${themeVars.border.focus}`,
      outlineOffset: 2,
      borderRadius: themeVars.radius.sm,
    },
  },
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  padding: baseVars.space['4'],
  border: `1px solid ${themeVars.border.subtle}`,
  borderRadius: themeVars.radius.md,
});
