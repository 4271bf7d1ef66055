import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['6'] });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: baseVars.space['4'],
});

export const emptyText = style({ margin: 0, color: themeVars.text.default });

export const section = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['3'] });

export const sectionTitle = style({
  margin: 0,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['3'],
});

export const image = style({
  flexShrink: 0,
  width: 96,
  height: 64,
  objectFit: 'cover',
  borderRadius: themeVars.radius.md,
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['0.5'],
  flex: 1,
  minWidth: 0,
});

export const itemLink = style({
  color: themeVars.text.strong,
  fontWeight: baseVars.fontWeight.bold,
  textDecoration: 'none',
  borderRadius: themeVars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 3 },
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
  },
});

export const itemHotel = style({
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});
