import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const nav = style({ minWidth: 0 });

/** One row that scrolls sideways on narrow screens rather than wrapping. */
export const list = style({
  display: 'flex',
  gap: baseVars.space['2'],
  margin: 0,
  padding: 0,
  paddingBlock: baseVars.space['2'],
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBottom: `1px solid ${themeVars.border.subtle}`,
});

export const item = style({ display: 'flex', flex: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: baseVars.size.touch,
  paddingInline: baseVars.space['4'],
  borderRadius: themeVars.radius.pill,
  border: `1px solid ${themeVars.border.default}`,
  color: themeVars.text.default,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  fontWeight: baseVars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: themeVars.border.strong, color: themeVars.text.strong },
    '&[aria-current]': {
      backgroundColor: themeVars.color.brand.base,
      borderColor: themeVars.color.brand.base,
      color: themeVars.color.brand.on,
      fontWeight: baseVars.fontWeight.bold,
    },
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
  },
});
