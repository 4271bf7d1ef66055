import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/** Fixed card heights, shared by the cards and their placeholders (S-396, CLS 0). */
const ROW_HEIGHT = 96;
const TILE_HEIGHT = 200;

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
});

export const headings = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['1'] });

export const title = style({
  margin: 0,
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.xl,
  lineHeight: baseVars.lineHeight.xl,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const subtitle = style({ margin: 0, color: themeVars.text.muted });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: baseVars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.desktop]: {
      gap: baseVars.space['4'],
      selectors: Object.fromEntries(
        [1, 2, 3, 4].map((count) => [
          `&[data-columns="${count}"]`,
          { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` },
        ]),
      ),
    },
  },
});

const tile = {
  flexDirection: 'column',
  alignItems: 'flex-start',
  minHeight: TILE_HEIGHT,
  padding: baseVars.space['5'],
} as const;

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: baseVars.space['4'],
    minHeight: ROW_HEIGHT,
    paddingBlock: baseVars.space['3'],
    paddingInline: baseVars.space['4'],
    borderRadius: themeVars.radius.lg,
    border: `1px solid ${themeVars.border.subtle}`,
    backgroundColor: themeVars.color.surface.base,
    color: themeVars.text.default,
    textDecoration: 'none',
    outline: 'none',
    transition: `box-shadow ${baseVars.motion.fast}, border-color ${baseVars.motion.fast}`,
    selectors: {
      '&:hover': { borderColor: themeVars.color.brand.base, boxShadow: themeVars.shadow.md },
      '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    layout: {
      responsive: { '@media': { [mediaQueries.desktop]: tile } },
      row: {},
    },
  },
});

/** The placeholder in the card's place while loading. */
export const placeholder = style({
  display: 'block',
  height: ROW_HEIGHT,
  '@media': { [mediaQueries.desktop]: { height: TILE_HEIGHT } },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 48,
  height: 48,
  borderRadius: themeVars.radius.pill,
  backgroundColor: themeVars.color.brand.soft,
  color: themeVars.color.brand.onSoft,
});

export const cardText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  minWidth: 0,
  paddingInlineEnd: baseVars.space['6'],
});

export const cardTitle = style({
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const cardDescription = style({
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

export const external = style({
  position: 'absolute',
  insetBlockStart: baseVars.space['3'],
  insetInlineEnd: baseVars.space['3'],
  color: themeVars.text.muted,
});
