import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

// Shared by the modal's placeholders and its loaded contents, so both have the same size.

/** The score and criteria on the side from the tablet breakpoint, above the list on mobile. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: baseVars.space['6'],
  fontFamily: themeVars.font.body,
  color: themeVars.text.default,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: '240px minmax(0, 1fr)', columnGap: baseVars.space['8'] },
  },
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
  '@media': { [mediaQueries.tablet]: { position: 'sticky', top: 0 } },
});

/** The score badge's height (large), kept by its placeholder. */
export const scoreRow = style({ display: 'flex', alignItems: 'center', minHeight: 40 });

/** Two columns on mobile, where the criteria sit above the list; one on the side from the tablet breakpoint. */
export const criteria = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: baseVars.space['4'],
  rowGap: baseVars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const criterion = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'baseline',
  columnGap: baseVars.space['2'],
  rowGap: baseVars.space['1'],
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

export const criterionLabel = style({ color: themeVars.text.default });

export const criterionValue = style({
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
  fontVariantNumeric: 'tabular-nums',
});

const barHeight = '8px';

/** A native meter: its fill is the score over 10, so its width is the score × 10 % (S-403). */
export const meter = style({
  gridColumn: '1 / -1',
  display: 'block',
  width: '100%',
  height: barHeight,
  appearance: 'none',
  border: 'none',
  borderRadius: themeVars.radius.pill,
  backgroundColor: themeVars.border.subtle,
  overflow: 'hidden',
  selectors: {
    '&::-webkit-meter-bar': {
      blockSize: barHeight,
      border: 'none',
      borderRadius: themeVars.radius.pill,
      background: themeVars.border.subtle,
    },
    '&::-webkit-meter-optimum-value': {
      blockSize: barHeight,
      borderRadius: themeVars.radius.pill,
      background: themeVars.color.brand.base,
      transition: 'none',
    },
    '&::-moz-meter-bar': { borderRadius: themeVars.radius.pill, background: themeVars.color.brand.base },
  },
});

/** The placeholder of a criterion: label and value, then the bar. */
export const criterionPlaceholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
  minWidth: 0,
  outline: 'none',
});

/** Side by side when both fit their longest option, one above the other on narrow screens. */
export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: baseVars.space['3'],
});

/** A select's placeholder: the label line and the 44 px control. */
export const controlPlaceholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
});

export const count = style({
  margin: 0,
  minHeight: baseVars.lineHeight.sm,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  paddingBlock: baseVars.space['4'],
  borderBottom: `1px solid ${themeVars.border.subtle}`,
  selectors: { '&:first-child': { paddingBlockStart: 0 } },
});

/** A review's placeholder: the customer and date beside the score, then two lines of comment. */
export const reviewPlaceholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
});

export const reviewPlaceholderHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
});

export const reviewPlaceholderAuthor = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  maxWidth: 240,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: baseVars.space['3'],
});
