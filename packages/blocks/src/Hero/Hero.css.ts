import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/**
 * Below the tablet breakpoint the picture fills the banner (title and subtitle) and the slot
 * follows on the page; from it the banner stops being the picture's containing block, so the
 * picture fills the whole hero and the slot sits on it in a white panel.
 */
export const root = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    fontFamily: themeVars.font.body,
    '@media': {
      [mediaQueries.tablet]: {
        justifyContent: 'center',
        gap: baseVars.space['6'],
        paddingBlock: baseVars.space['8'],
        paddingInline: baseVars.space['6'],
      },
    },
  },
  variants: {
    size: {
      compact: { '@media': { [mediaQueries.tablet]: { minHeight: 320 } } },
      large: {
        '@media': {
          [mediaQueries.tablet]: { minHeight: 420, alignItems: 'center', textAlign: 'center' },
          [mediaQueries.desktop]: { minHeight: 480 },
        },
      },
    },
  },
});

export const banner = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
    paddingBlock: baseVars.space['5'],
    paddingInline: baseVars.space['4'],
    '@media': {
      [mediaQueries.tablet]: { position: 'static', minHeight: 0, padding: 0, width: '100%' },
    },
  },
  variants: {
    size: {
      compact: { minHeight: 200 },
      large: { minHeight: 280 },
    },
  },
});

/** Fills its containing block; the dark gradient keeps white text readable on any picture. */
export const picture = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  backgroundColor: themeVars.color.neutral.base,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundImage: `linear-gradient(to top, ${themeVars.overlay}, transparent), linear-gradient(${themeVars.overlay}, ${themeVars.overlay})`,
    opacity: 0.8,
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** Positioned, so it paints over the picture. */
const content = {
  position: 'relative',
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
} as const;

export const text = style({
  ...content,
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  color: themeVars.text.inverse,
  textShadow: `0 1px 2px ${themeVars.overlay}`,
});

export const title = recipe({
  base: {
    margin: 0,
    fontFamily: themeVars.font.heading,
    fontWeight: baseVars.fontWeight.bold,
    '@media': {
      [mediaQueries.tablet]: { fontSize: baseVars.fontSize['3xl'], lineHeight: baseVars.lineHeight['3xl'] },
    },
  },
  variants: {
    size: {
      compact: { fontSize: baseVars.fontSize.xl, lineHeight: baseVars.lineHeight.xl },
      large: { fontSize: baseVars.fontSize['2xl'], lineHeight: baseVars.lineHeight['2xl'] },
    },
  },
});

export const subtitle = style({
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  '@media': {
    [mediaQueries.tablet]: { fontSize: baseVars.fontSize.lg, lineHeight: baseVars.lineHeight.lg },
  },
});

export const slot = recipe({
  base: {
    ...content,
    paddingBlockStart: baseVars.space['3'],
    paddingInline: baseVars.space['4'],
    textAlign: 'start',
    '@media': {
      [mediaQueries.tablet]: {
        padding: baseVars.space['4'],
        borderRadius: themeVars.radius.lg,
        backgroundColor: themeVars.color.surface.base,
        boxShadow: themeVars.shadow.lg,
      },
    },
  },
  variants: {
    size: {
      compact: {},
      large: { '@media': { [mediaQueries.tablet]: { maxWidth: 1000 } } },
    },
  },
});
