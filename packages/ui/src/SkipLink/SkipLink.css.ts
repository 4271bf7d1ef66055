import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

// Off screen until focused, then over the top left corner of the page.
export const skipLink = style({
  position: 'absolute',
  zIndex: 1000,
  insetInlineStart: 8,
  insetBlockStart: 8,
  padding: '8px 16px',
  borderRadius: themeVars.radius.sm,
  backgroundColor: themeVars.color.surface.base,
  color: themeVars.text.link,
  fontWeight: baseVars.fontWeight.bold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
  },
});
