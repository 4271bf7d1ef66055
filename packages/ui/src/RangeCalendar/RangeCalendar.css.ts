import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { panelFooter } from '../styles/layout.css';

const brand = themeVars.color.brand;
/** Height of a day: the day number and its price line, above the 44 px touch target. */
const dayHeight = 48;
const rowGap = 2;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  color: themeVars.text.default,
  backgroundColor: themeVars.color.surface.base,
  selectors: {
    '&[data-layout="desktop"]': { width: 'fit-content' },
    // The mobile calendar fills its full-screen container; its month list scrolls.
    '&[data-layout="mobile"]': { height: '100%', minHeight: 0, gap: 0 },
  },
});

export const desktopMonths = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  gap: baseVars.space['8'],
});

export const navButton = style({
  position: 'absolute',
  top: 0,
  selectors: {
    '&[data-direction="previous"]': { insetInlineStart: 0 },
    '&[data-direction="next"]': { insetInlineEnd: 0 },
  },
});

export const month = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  minWidth: 0,
});

export const monthTitle = style({
  margin: 0,
  paddingBlock: 10,
  textAlign: 'center',
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const grid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
  tableLayout: 'fixed',
  width: 7 * dayHeight,
  selectors: { '[data-layout="mobile"] &': { width: '100%' } },
});

export const weekday = style({
  height: 32,
  padding: 0,
  fontSize: baseVars.fontSize.xs,
  lineHeight: baseVars.lineHeight.xs,
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.text.muted,
  textAlign: 'center',
});

export const weekdaysRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  alignItems: 'center',
  borderBottom: `1px solid ${themeVars.border.subtle}`,
});

/** A week keeps a day's height even when none of its days is in the month (desktop shows 6 weeks). */
export const week = style({ height: dayHeight + 2 * rowGap });

/** The range band is the cell's background, kept inside its content box so rows stay apart. */
export const cell = style({
  position: 'relative',
  padding: `${rowGap}px 0`,
  backgroundClip: 'content-box',
  selectors: {
    '&[data-in-range]': { backgroundColor: brand.soft },
    '&[data-selection-start]:not([data-selection-end])': {
      backgroundImage: `linear-gradient(to right, transparent 50%, ${brand.soft} 50%)`,
    },
    '&[data-selection-end]:not([data-selection-start])': {
      backgroundImage: `linear-gradient(to left, transparent 50%, ${brand.soft} 50%)`,
    },
  },
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  paddingTop: 6,
  height: dayHeight,
  maxWidth: dayHeight,
  marginInline: 'auto',
  borderRadius: themeVars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { backgroundColor: themeVars.color.neutral.soft },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${themeVars.border.focus}` },
    [`${cell}[data-today] &`]: { boxShadow: `inset 0 0 0 1px ${themeVars.border.strong}` },
    [`${cell}[data-today] &[data-focus-visible]`]: { boxShadow: `inset 0 0 0 2px ${themeVars.border.focus}` },
    [`${cell}[data-in-range] &`]: { color: brand.onSoft, backgroundColor: 'transparent' },
    [`${cell}[data-selection-start] &, ${cell}[data-selection-end] &`]: {
      backgroundColor: brand.base,
      color: brand.on,
    },
    [`${cell}[data-selection-start] &[data-focus-visible], ${cell}[data-selection-end] &[data-focus-visible]`]:
      {
        boxShadow: `inset 0 0 0 2px ${brand.on}, 0 0 0 2px ${themeVars.border.focus}`,
      },
    // The pending checkin cannot be picked again (S-111) but still looks selected.
    [`${cell}[data-unavailable]:not([data-selected]) &, ${cell}[data-disabled] &`]: {
      color: themeVars.text.muted,
      cursor: 'default',
    },
    [`${cell}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const dayNumber = style({
  fontSize: baseVars.fontSize.md,
  lineHeight: '20px',
  fontWeight: baseVars.fontWeight.medium,
  selectors: {
    [`${cell}[data-unavailable]:not([data-disabled]):not([data-selected]) &`]: {
      textDecoration: 'line-through',
    },
  },
});

/** Drawn over the bottom of the day; clicks go through to the day. */
export const price = style({
  position: 'absolute',
  insetInline: 0,
  bottom: rowGap + 4,
  height: baseVars.lineHeight.xs,
  display: 'flex',
  justifyContent: 'center',
  fontSize: baseVars.fontSize.xs,
  lineHeight: baseVars.lineHeight.xs,
  color: themeVars.text.muted,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  selectors: {
    '&[data-best-price]': { color: themeVars.color.positive.onSoft, fontWeight: baseVars.fontWeight.bold },
    [`${cell}[data-in-range] &`]: { color: brand.onSoft },
    [`${cell}[data-selection-start] &, ${cell}[data-selection-end] &`]: { color: brand.on },
  },
});

/** Over the top corner of the day, clear of its number. */
export const promo = style({
  position: 'absolute',
  top: -2,
  insetInlineEnd: 0,
  paddingInline: 3,
  borderRadius: themeVars.radius.sm,
  backgroundColor: themeVars.color.promo.base,
  color: themeVars.color.promo.on,
  fontSize: 10,
  lineHeight: '14px',
  fontWeight: baseVars.fontWeight.bold,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

export const priceSkeleton = style({
  display: 'block',
  width: 24,
  height: 8,
  marginTop: 4,
  borderRadius: themeVars.radius.sm,
  backgroundColor: themeVars.border.subtle,
});

/** The note above a day (such as the minimum stay of a start), kept inside the grid at both week ends. */
export const note = style({
  position: 'absolute',
  bottom: `calc(100% - ${rowGap + 4}px)`,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1,
  paddingInline: baseVars.space['2'],
  paddingBlock: baseVars.space['0.5'],
  borderRadius: themeVars.radius.sm,
  backgroundColor: themeVars.color.neutral.base,
  color: themeVars.color.neutral.on,
  fontSize: baseVars.fontSize.xs,
  lineHeight: baseVars.lineHeight.xs,
  fontWeight: baseVars.fontWeight.medium,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  boxShadow: themeVars.shadow.sm,
  selectors: {
    '&[data-edge="start"]': { insetInlineStart: 0, transform: 'none' },
    '&[data-edge="end"]': { insetInlineStart: 'auto', insetInlineEnd: 0, transform: 'none' },
  },
});

export const monthList = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
  paddingBottom: baseVars.space['4'],
});

export const sentinel = style({ height: 1, flexShrink: 0 });

export const footer = style([
  panelFooter,
  {
    selectors: {
      '&[data-filled]': {
        paddingTop: baseVars.space['3'],
        borderTop: `1px solid ${themeVars.border.subtle}`,
      },
    },
  },
]);

export const status = style({
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

export const details = style({ flex: '1 1 240px', minWidth: 0 });

export const actions = style({
  display: 'flex',
  gap: baseVars.space['3'],
  marginInlineStart: 'auto',
});
