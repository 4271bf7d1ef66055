import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

/** The banner's least height: one line of text and its padding, kept while loading (S-372). */
const MIN_HEIGHT = baseVars.size.touch;

export const root = style({ position: 'relative', isolation: 'isolate', minHeight: MIN_HEIGHT });

/** The loading state (S-372): a blank band of the banner's height, nothing drawn in it. */
export const placeholder = style({ minHeight: MIN_HEIGHT });

/** Every banner in one grid cell: the band is as tall as the tallest, so a swap moves nothing. */
export const stack = style({ display: 'grid' });

export const slide = style({
  gridArea: '1 / 1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: MIN_HEIGHT,
  paddingBlock: baseVars.space['2'],
  paddingInline: baseVars.space['4'],
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  textAlign: 'center',
  // The crossfade (002 §4, S-373): the new banner shows at once underneath while the old one fades
  // out on top in 500 ms. The banner being read is never see-through, so its contrast holds; the
  // one fading out is hidden from assistive technology already.
  opacity: 0,
  visibility: 'hidden',
  zIndex: 1,
  transition: `opacity ${baseVars.motion.crossfadeTransition} ease-in-out, visibility 0s linear ${baseVars.motion.crossfadeTransition}`,
  selectors: {
    '&[data-active="true"]': { opacity: 1, visibility: 'visible', zIndex: 0, transition: 'none' },
  },
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
});

/** Room for the pause button when several banners rotate. */
export const withControl = style({
  paddingInlineEnd: `calc(${baseVars.size.touch} + ${baseVars.space['2']})`,
});

/**
 * The CMS's colour names on the theme's roles (components use roles, never palette names), each
 * with its readable foreground: yellow is the soft scarcity tone, grey the soft neutral one.
 */
export const color = styleVariants({
  black: { backgroundColor: themeVars.text.strong, color: themeVars.text.inverse },
  grey: { backgroundColor: themeVars.color.neutral.soft, color: themeVars.color.neutral.onSoft },
  red: { backgroundColor: themeVars.color.critical.base, color: themeVars.color.critical.on },
  yellow: { backgroundColor: themeVars.color.scarcity.soft, color: themeVars.color.scarcity.onSoft },
  blue: { backgroundColor: themeVars.color.info.base, color: themeVars.color.info.on },
  green: { backgroundColor: themeVars.color.positive.base, color: themeVars.color.positive.on },
});

export const text = style({ margin: 0 });

export const link = style({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  borderRadius: themeVars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
  },
});

export const pause = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineEnd: baseVars.space['1'],
  transform: 'translateY(-50%)',
  // Above the banner fading out.
  zIndex: 2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  padding: 0,
  border: 0,
  borderRadius: themeVars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: 'rgb(0 0 0 / 0.12)' },
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: -2 },
  },
});
