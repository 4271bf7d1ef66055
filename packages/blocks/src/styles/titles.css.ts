import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

// The titles of the blocks' sections and cards, whatever their heading level.

/** A section's or a card's title, in the heading font. */
export const sectionTitle = style({
  margin: 0,
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.lg,
  lineHeight: baseVars.lineHeight.lg,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

/** A smaller title: a part of a section, a group of fields, an item of a list. */
export const smallTitle = style({
  margin: 0,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});
