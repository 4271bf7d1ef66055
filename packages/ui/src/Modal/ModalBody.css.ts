import { themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const body = style({
  borderRadius: themeVars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 } },
});
