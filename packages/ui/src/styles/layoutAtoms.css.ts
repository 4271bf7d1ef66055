import { baseVars, mediaQueries } from '@escale/tokens';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';

// The few atoms Stack, Inline and Columns need. Box's sprinkles hold every spacing, colour and
// alignment of the tokens in three conditions (about 600 classes, 3.5 KB gzip): a page that only
// stacks and lines up its parts does not load them.

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    gap: baseVars.space,
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
      '5': 'repeat(5, minmax(0, 1fr))',
    },
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
