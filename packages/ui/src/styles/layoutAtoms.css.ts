import { baseVars, gridColumns, responsiveConditions } from '@escale/tokens';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';

// The few atoms Stack, Inline and Columns need. Box's sprinkles hold every spacing, colour and
// alignment of the tokens in three conditions (about 600 classes, 3.5 KB gzip): a page that only
// stacks and lines up its parts does not load them.

const responsive = defineProperties({
  ...responsiveConditions,
  properties: {
    gap: baseVars.space,
    gridTemplateColumns: gridColumns,
  },
});

const fixed = defineProperties({
  properties: {
    display: ['flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
  },
});

export const layoutAtoms = createSprinkles(responsive, fixed);
