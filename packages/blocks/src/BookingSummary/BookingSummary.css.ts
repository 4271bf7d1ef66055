import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { paddedCard } from '../styles/card.css';
import { iconLine, itemList, leadingIcon } from '../styles/itemList.css';

/**
 * Mobile: a section across the page, its details folded under "Show details" and its total
 * always shown. From the tablet breakpoint: a card for the page's sticky side column, unfolded.
 */
export const root = style([
  paddedCard,
  {
    color: themeVars.text.default,
    fontFamily: themeVars.font.body,
    fontSize: baseVars.fontSize.md,
    lineHeight: baseVars.lineHeight.md,
    '@media': { [mediaQueries.tablet]: { boxShadow: themeVars.shadow.sm } },
  },
]);

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  minWidth: 0,
  '@media': { [mediaQueries.tablet]: { gap: baseVars.space['4'] } },
});

/** The offer: a thumbnail beside its words on mobile, a picture above them in the card. */
export const offer = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  alignItems: 'start',
  gap: baseVars.space['3'],
  selectors: { '&[data-product="giftCard"]': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      selectors: {
        '&[data-layout="row"]': { gridTemplateColumns: '160px minmax(0, 1fr)', gap: baseVars.space['4'] },
      },
    },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.neutral.soft,
});

export const offerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  minWidth: 0,
});

export const offerLabel = style({
  margin: 0,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
  overflowWrap: 'anywhere',
});

export const hotelLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: baseVars.space['2'],
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

export const hotelName = style({ fontWeight: baseVars.fontWeight.medium });

/** What a box holds, one line each. */
export const included = style([
  itemList,
  { fontSize: baseVars.fontSize.sm, lineHeight: baseVars.lineHeight.sm },
]);

export const lineIcon = style([leadingIcon, { color: themeVars.color.brand.onSoft }]);

export const when = style([
  iconLine,
  { fontWeight: baseVars.fontWeight.medium, color: themeVars.text.strong },
]);

/**
 * The native disclosure: its summary is the mobile toggle; from the tablet it is unfolded by
 * `::details-content` (Chromium 131, Safari 18.4, Firefox 143), the toggle staying elsewhere.
 */
export const disclosure = style({ minWidth: 0 });

globalStyle(`${disclosure} > summary`, { listStyle: 'none' });
globalStyle(`${disclosure} > summary::-webkit-details-marker`, { display: 'none' });
globalStyle(`${disclosure}::details-content`, {
  '@media': { [mediaQueries.tablet]: { contentVisibility: 'visible', display: 'contents' } },
});

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['2'],
  minHeight: baseVars.size.touch,
  paddingInline: baseVars.space['3'],
  border: `1px solid ${themeVars.border.default}`,
  borderRadius: themeVars.radius.md,
  color: themeVars.text.link,
  fontWeight: baseVars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
  },
  // Browsers that cannot unfold the details by style keep the toggle in the card.
  '@supports': {
    'selector(::details-content)': { '@media': { [mediaQueries.tablet]: { display: 'none' } } },
  },
});

export const showLabel = style({});
export const hideLabel = style({});
globalStyle(`${disclosure}[open] ${showLabel}`, { display: 'none' });
globalStyle(`${disclosure}:not([open]) ${hideLabel}`, { display: 'none' });

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${baseVars.motion.fast}`,
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
});
globalStyle(`${disclosure}[open] ${chevron}`, { transform: 'rotate(180deg)' });

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
  paddingBlockStart: baseVars.space['4'],
  '@media': { [mediaQueries.tablet]: { paddingBlockStart: 0 } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: baseVars.space['3'],
  rowGap: baseVars.space['1'],
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

export const factTerm = style({ color: themeVars.text.muted });

export const factValue = style({ margin: 0, color: themeVars.text.strong, overflowWrap: 'anywhere' });

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  minWidth: 0,
});

export const program = style([
  itemList,
  { fontSize: baseVars.fontSize.sm, lineHeight: baseVars.lineHeight.sm },
]);

export const programIcon = style([leadingIcon, { color: themeVars.color.positive.onSoft }]);

export const programText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const day = style({
  color: themeVars.text.muted,
  selectors: {
    '&[data-day="toChoose"]': { color: themeVars.color.info.onSoft, fontWeight: baseVars.fontWeight.medium },
  },
});

/** Each line: its label, then its amount at the end. */
export const lines = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['1'], margin: 0 });

export const line = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
  selectors: {
    '&[data-line="promotion"], &[data-line="giftcard"]': { color: themeVars.color.positive.onSoft },
  },
});

export const lineLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const amount = style({
  flexShrink: 0,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textAlign: 'end',
});

export const totals = style([
  lines,
  { paddingBlockStart: baseVars.space['3'], borderBlockStart: `1px solid ${themeVars.border.subtle}` },
]);

export const total = style({
  fontSize: baseVars.fontSize.lg,
  lineHeight: baseVars.lineHeight.lg,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const remaining = style({ fontWeight: baseVars.fontWeight.bold, color: themeVars.text.strong });

/** A polite live region, always there: empty, it gives back the gap above it. */
export const promotionProblem = style([
  iconLine,
  {
    color: themeVars.color.critical.onSoft,
    selectors: { '&:empty': { marginBlockEnd: `calc(-1 * ${baseVars.space['3']})` } },
    '@media': {
      [mediaQueries.tablet]: {
        selectors: { '&:empty': { marginBlockEnd: `calc(-1 * ${baseVars.space['4']})` } },
      },
    },
  },
]);

export const taxNote = style({
  margin: 0,
  color: themeVars.text.muted,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

/** The skeleton's stand-in for the details, which only the card unfolds (from the tablet breakpoint). */
export const skeletonDetails = style({
  display: 'none',
  '@media': { [mediaQueries.tablet]: { display: 'block' } },
});
