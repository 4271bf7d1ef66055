import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** The card is one target: its title link stretches over it. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: themeVars.radius.lg,
  border: `1px solid ${themeVars.border.subtle}`,
  backgroundColor: themeVars.color.surface.base,
  selectors: { '&:hover': { boxShadow: themeVars.shadow.md } },
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: baseVars.space['2'],
  padding: baseVars.space['3'],
});

export const title = style({
  margin: 0,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const lines = style({
  margin: 0,
  paddingInlineStart: baseVars.space['4'],
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});
