import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  height: '100%',
  borderRadius: themeVars.radius.md,
  color: themeVars.text.strong,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 3 },
  },
});

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.neutral.soft,
});

export const title = style({
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
});

export const detail = style({ color: themeVars.text.muted, fontSize: baseVars.fontSize.sm });
