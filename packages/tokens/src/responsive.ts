import { mediaQueries } from './breakpoints';

/** The breakpoints of a responsive sprinkles property: a value, or one per breakpoint, mobile first. */
export const responsiveConditions = {
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
} as const;

/** Equal grid columns, from one to five. */
export const gridColumns = {
  '1': 'minmax(0, 1fr)',
  '2': 'repeat(2, minmax(0, 1fr))',
  '3': 'repeat(3, minmax(0, 1fr))',
  '4': 'repeat(4, minmax(0, 1fr))',
  '5': 'repeat(5, minmax(0, 1fr))',
} as const;
