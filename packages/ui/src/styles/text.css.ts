import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

// Text styles that primitives and the blocks built on them share, so a title or a link-like
// button looks the same in a dialog, a page section or a form.

/** A section's, a card's or a dialog's title, in the heading font, whatever its heading level. */
export const sectionTitle = style({
  margin: 0,
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.lg,
  lineHeight: baseVars.lineHeight.lg,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

/**
 * A button that reads as a link inside a line of text ("Conditions", "How it works", "Read more"),
 * with a 44 px target.
 */
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

/** The small upper-case label of a quiet field, one whose box the page draws (a search bar's fields). */
export const quietLabel = style({
  fontSize: baseVars.fontSize.xs,
  lineHeight: baseVars.lineHeight.xs,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.default,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
