import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  overflow: 'hidden',
  borderRadius: themeVars.radius.lg,
  backgroundColor: themeVars.color.brand.soft,
  color: themeVars.color.brand.onSoft,
  '@media': {
    // Left or right: the picture beside the text from the tablet layout (S-375); centred, above it.
    [mediaQueries.tablet]: {
      selectors: {
        '&[data-image-position="left"]': { gridTemplateColumns: '2fr 3fr' },
        '&[data-image-position="right"]': { gridTemplateColumns: '3fr 2fr' },
      },
    },
  },
});

export const media = style({
  display: 'block',
  aspectRatio: '16 / 9',
  '@media': {
    [mediaQueries.tablet]: {
      selectors: {
        [`${root}[data-image-position="right"] &`]: { order: 2, aspectRatio: 'auto' },
        [`${root}[data-image-position="left"] &`]: { aspectRatio: 'auto' },
        [`${root}[data-image-position="center"] &`]: { aspectRatio: '32 / 9' },
      },
    },
  },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: baseVars.space['2'],
  padding: baseVars.space['5'],
  selectors: { [`${root}[data-image-position="center"] &`]: { alignItems: 'center', textAlign: 'center' } },
});

export const title = style({
  margin: 0,
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.xl,
  lineHeight: baseVars.lineHeight.xl,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const subtitle = style({ margin: 0 });

export const ctas = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: baseVars.space['2'],
  margin: 0,
  marginBlockStart: baseVars.space['2'],
  padding: 0,
  listStyle: 'none',
  selectors: { [`${root}[data-image-position="center"] &`]: { justifyContent: 'center' } },
});

/** A call to action as a button: the first solid, the others outlined. */
export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: baseVars.size.touch,
  paddingInline: baseVars.space['4'],
  borderRadius: themeVars.radius.pill,
  border: `2px solid ${themeVars.color.brand.base}`,
  backgroundColor: themeVars.color.surface.base,
  color: themeVars.color.brand.onSoft,
  fontWeight: baseVars.fontWeight.bold,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-primary="true"]': {
      backgroundColor: themeVars.color.brand.base,
      color: themeVars.color.brand.on,
    },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
  },
});
