import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' });

/** A text-like toggle that still offers a 44 px touch target. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: baseVars.size.touch,
  padding: 0,
  border: 'none',
  background: 'none',
  color: themeVars.text.link,
  font: 'inherit',
  fontWeight: baseVars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: themeVars.radius.sm,
  selectors: {
    '&[data-hovered]': { textDecorationThickness: 2 },
    '&[data-focus-visible]': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
  },
});
