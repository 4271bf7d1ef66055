import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

// A button that reads as a link inside a line of text ("Conditions", "How it works", an email
// suggestion), with a 44 px target.

export const textButton = style({
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
