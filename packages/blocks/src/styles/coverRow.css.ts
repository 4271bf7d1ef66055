import { baseVars, mediaQueries } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const coverRowSection = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

/**
 * Cover links (articles, recently viewed) in a row swiped sideways with snap points below the
 * desktop breakpoint (the next one peeks in), a grid of four columns from it (S-188). CSS only, so
 * the server HTML is right on both.
 */
export const coverRow = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '80%',
  gap: baseVars.space['4'],
  margin: 0,
  padding: 0,
  paddingBlockEnd: baseVars.space['2'],
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'none',
  '@media': {
    [mediaQueries.tablet]: { gridAutoColumns: '40%' },
    [mediaQueries.desktop]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      overflowX: 'visible',
      paddingBlockEnd: 0,
    },
  },
});

export const coverRowItem = style({ scrollSnapAlign: 'start', minWidth: 0 });
