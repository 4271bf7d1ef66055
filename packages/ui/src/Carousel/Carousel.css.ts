import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/** Slides visible at once per breakpoint, and the gap between slides: set inline by the component. */
export const perViewMobile = createVar();
export const perViewTablet = createVar();
export const perViewDesktop = createVar();
export const gap = createVar();

/** The gap as a class per space token: the page's script then carries class names, not the tokens. */
export const gapBySpace = styleVariants(baseVars.space, (value) => ({ vars: { [gap]: value } }));

export const root = style({ position: 'relative' });

/**
 * Embla moves the list with a transform. Until it takes over (`data-scroll="native"`, see
 * `Carousel`), touch screens scroll the list natively, from snap to snap, without a scrollbar.
 */
export const viewport = style({
  overflow: 'hidden',
  '@media': {
    '(pointer: coarse)': {
      selectors: {
        '&[data-scroll="native"]': {
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
        },
      },
    },
  },
});

export const container = style({
  display: 'flex',
  marginInlineStart: `calc(-1 * ${gap})`,
  selectors: { '[data-scroll="embla"] > &': { touchAction: 'pan-y pinch-zoom' } },
});

export const slide = style({
  flex: `0 0 calc(100% / ${perViewMobile})`,
  minWidth: 0,
  paddingInlineStart: gap,
  // Where embla stops: the start of a group, the gap before it left out.
  selectors: { '&[data-snap]': { scrollSnapAlign: 'start', scrollMarginInlineStart: `calc(-1 * ${gap})` } },
  '@media': {
    [mediaQueries.tablet]: { flexBasis: `calc(100% / ${perViewTablet})` },
    [mediaQueries.desktop]: { flexBasis: `calc(100% / ${perViewDesktop})` },
  },
});

/** Arrows show from the desktop breakpoint only; below it the carousel is swiped. */
export const arrow = recipe({
  base: {
    position: 'absolute',
    top: '50%',
    zIndex: 1,
    display: 'none',
    transform: 'translateY(-50%)',
    borderRadius: themeVars.radius.pill,
    boxShadow: themeVars.shadow.md,
    '@media': { [mediaQueries.desktop]: { display: 'block' } },
  },
  variants: {
    side: {
      previous: { insetInlineStart: baseVars.space['2'] },
      next: { insetInlineEnd: baseVars.space['2'] },
    },
  },
});

export const dots = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

/** A 44 px target around a small dot. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: baseVars.size.touch,
  height: baseVars.size.touch,
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  pointerEvents: 'auto',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${themeVars.border.focus}`,
      outlineOffset: -8,
      borderRadius: themeVars.radius.pill,
    },
  },
});

export const dotMark = style({
  width: baseVars.space['2'],
  height: baseVars.space['2'],
  borderRadius: themeVars.radius.pill,
  backgroundColor: themeVars.color.surface.base,
  boxShadow: `0 0 0 1px ${themeVars.border.strong}`,
  transition: `transform ${baseVars.motion.fast}, background-color ${baseVars.motion.fast}`,
  selectors: {
    [`${dot}[data-selected] &`]: {
      backgroundColor: themeVars.color.brand.base,
      transform: 'scale(1.4)',
    },
  },
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
});
