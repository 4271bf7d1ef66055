import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

// The titles of the blocks' sections and cards, whatever their heading level.

export { sectionTitle } from '@escale/ui/styles';

/** A smaller title: a part of a section, a group of fields, an item of a list. */
export const smallTitle = style({
  margin: 0,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});
