import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] });

export const calculation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  padding: baseVars.space['3'],
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.neutral.soft,
  color: themeVars.color.neutral.onSoft,
});

/** The note under a price: a text button opening the explainer, a 44 px target. */
export const noteButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: baseVars.space['1'],
  minHeight: baseVars.size.touch,
  padding: 0,
  border: 'none',
  background: 'none',
  color: themeVars.text.default,
  fontFamily: 'inherit',
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  textAlign: 'start',
  textDecoration: 'underline',
  textDecorationStyle: 'dotted',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationStyle: 'solid' },
    '&:focus-visible': {
      outline: `2px solid ${themeVars.border.focus}`,
      outlineOffset: 2,
      borderRadius: themeVars.radius.sm,
    },
  },
});

export const noteIcon = style({ flexShrink: 0, color: themeVars.color.info.onSoft });

export const noTax = style({
  margin: 0,
  color: themeVars.text.muted,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});
