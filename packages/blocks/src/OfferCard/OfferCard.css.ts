import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

// Grid cards keep one height whatever they hold: every part has a fixed height (text is clamped,
// absent parts keep their room), so a card, its neighbours and its skeleton are the same size and
// nothing shifts when results replace skeletons (CLS 0).

/** Marks a card whose parts have fixed heights (the grid views and the compact row). */
export const fixed = style({});

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    minWidth: 0,
    overflow: 'hidden',
    borderRadius: themeVars.radius.lg,
    border: `1px solid ${themeVars.border.subtle}`,
    backgroundColor: themeVars.color.surface.base,
    color: themeVars.text.default,
    fontFamily: themeVars.font.body,
    transition: `box-shadow ${baseVars.motion.fast}`,
    selectors: { '&:hover': { boxShadow: themeVars.shadow.md } },
    '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    layout: {
      vertical: { flexDirection: 'column', height: '100%' },
      row: { flexDirection: 'row', alignItems: 'flex-start' },
    },
  },
});

/** Parts above the title's stretched link: pictures, buttons. */
const raised = { position: 'relative', zIndex: 1 } as const;

export const media = style({ ...raised, flexShrink: 0, backgroundColor: themeVars.color.neutral.soft });

export const thumbnail = recipe({
  base: {
    ...raised,
    flexShrink: 0,
    overflow: 'hidden',
    margin: baseVars.space['3'],
    marginInlineEnd: 0,
    borderRadius: themeVars.radius.md,
    backgroundColor: themeVars.color.neutral.soft,
  },
  variants: {
    size: {
      /** The 120_80 picture (S-157). */
      small: { width: 120, height: 80 },
      /** The stay being changed: larger from the tablet breakpoint. */
      large: {
        width: 120,
        height: 80,
        '@media': { [mediaQueries.tablet]: { width: 240, height: 135 } },
      },
    },
  },
});

/** Badges over the top left of the pictures (marketing label, auto-discount). */
export const mediaBadges = style({
  position: 'absolute',
  top: baseVars.space['2'],
  insetInlineStart: baseVars.space['2'],
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: baseVars.space['1'],
  maxWidth: `calc(100% - ${baseVars.size.touch} - ${baseVars.space['6']})`,
  pointerEvents: 'none',
});

export const wishlist = style({
  position: 'absolute',
  top: baseVars.space['2'],
  insetInlineEnd: baseVars.space['2'],
  zIndex: 2,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  flex: '1 1 auto',
  minWidth: 0,
  padding: baseVars.space['4'],
});

export const rowBody = style({ paddingBlock: baseVars.space['3'], paddingInline: baseVars.space['3'] });

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  }) as const;

export const title = recipe({
  base: {
    margin: 0,
    fontFamily: themeVars.font.heading,
    fontWeight: baseVars.fontWeight.bold,
    color: themeVars.text.strong,
    ...clamp(2),
  },
  variants: {
    size: {
      large: {
        fontSize: baseVars.fontSize.lg,
        lineHeight: baseVars.lineHeight.lg,
        selectors: { [`${fixed} &`]: { height: `calc(2 * ${baseVars.lineHeight.lg})` } },
      },
      small: {
        fontSize: baseVars.fontSize.md,
        lineHeight: baseVars.lineHeight.md,
        selectors: { [`${fixed} &`]: { height: `calc(2 * ${baseVars.lineHeight.md})` } },
      },
    },
  },
});

const oneLine = {
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
} as const;

export const subtitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['1'],
  margin: 0,
  minWidth: 0,
  height: baseVars.lineHeight.sm,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
  whiteSpace: 'nowrap',
});

export const hotelName = style({ ...oneLine, minWidth: 0, color: themeVars.text.default, fontWeight: 600 });
export const ellipsis = style({ ...oneLine, minWidth: 0 });
/** The city gives way before the hotel's name. */
export const city = style({ ...oneLine, minWidth: 0, flexShrink: 4 });

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['2'],
  overflow: 'hidden',
  selectors: { [`${fixed} &`]: { height: 28 } },
});

export const distance = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: baseVars.space['1'],
  flexShrink: 0,
  fontSize: baseVars.fontSize.xs,
  lineHeight: baseVars.lineHeight.xs,
  color: themeVars.text.muted,
});

export const lines = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: baseVars.fontSize.sm,
    lineHeight: baseVars.lineHeight.sm,
  },
  variants: {
    count: {
      1: { selectors: { [`${fixed} &`]: { height: baseVars.lineHeight.sm } } },
      2: { selectors: { [`${fixed} &`]: { height: `calc(2 * ${baseVars.lineHeight.sm})` } } },
      3: { selectors: { [`${fixed} &`]: { height: `calc(3 * ${baseVars.lineHeight.sm})` } } },
    },
  },
});

export const line = style({ display: 'flex', alignItems: 'center', gap: baseVars.space['1'], minWidth: 0 });

export const lineIcon = style({ flexShrink: 0, color: themeVars.color.positive.onSoft });

/** Stress badges on one line: a badge that does not fit goes to a hidden second line. */
export const stress = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: baseVars.space['2'],
  overflow: 'hidden',
  selectors: { [`${fixed} &`]: { height: 24 } },
});

/** The cancellation conditions: a text button in the status colour, a 44 px target. */
export const cancellation = style({
  ...raised,
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: baseVars.space['1'],
  maxWidth: '100%',
  minHeight: baseVars.size.touch,
  padding: 0,
  border: 'none',
  background: 'none',
  fontFamily: 'inherit',
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  fontWeight: baseVars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-tone="positive"]': { color: themeVars.color.positive.onSoft },
    '&[data-tone="info"]': { color: themeVars.color.info.onSoft },
    '&:focus-visible': {
      outline: `2px solid ${themeVars.border.focus}`,
      outlineOffset: 2,
      borderRadius: themeVars.radius.sm,
    },
  },
});

/** The cancellation button's row; grid cards keep its room when the view has one. */
export const cancellationRow = style({
  display: 'flex',
  minWidth: 0,
  selectors: { [`${fixed} &`]: { height: baseVars.size.touch } },
});

/** Price over the button in grid cards; side by side in rows. */
export const footer = recipe({
  base: { display: 'flex', gap: baseVars.space['3'], marginTop: 'auto' },
  variants: {
    layout: {
      vertical: { flexDirection: 'column', alignItems: 'stretch' },
      // From the tablet breakpoint, where the button shows, a narrow card (the map's) puts it under
      // the price rather than over it; the phone's chevron stays beside the price.
      row: {
        flexDirection: 'row',
        '@media': { [mediaQueries.tablet]: { flexWrap: 'wrap' } },
        alignItems: 'flex-end',
        justifyContent: 'space-between',
      },
    },
  },
});

/**
 * The price, the 30-day lowest price, the caption, aligned to the bottom. Grid cards keep room for
 * all of them: the price on two lines (amount, then reference and promo), two caption lines.
 */
export const price = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  gap: baseVars.space['1'],
  minWidth: 0,
  selectors: {
    [`${fixed}[data-layout="vertical"] &`]: {
      height: `calc(${baseVars.lineHeight.xl} + ${baseVars.lineHeight.md} + 2 * ${baseVars.lineHeight.xs} + 3 * ${baseVars.space['1']})`,
    },
  },
});

/** A line under the price; `wrap` lets a line that must be read in full (the 30-day price) wrap. */
export const caption = recipe({
  base: {
    margin: 0,
    fontSize: baseVars.fontSize.xs,
    lineHeight: baseVars.lineHeight.xs,
    color: themeVars.text.muted,
  },
  variants: { wrap: { true: {}, false: oneLine } },
  defaultVariants: { wrap: false },
});

/** "See offer": the look of a button, the card's link does the work. */
export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minHeight: 40,
  paddingInline: baseVars.space['4'],
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.brand.base,
  color: themeVars.color.brand.on,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  fontWeight: baseVars.fontWeight.bold,
  whiteSpace: 'nowrap',
  selectors: { [`${card.classNames.base}:hover &`]: { backgroundColor: themeVars.color.brand.hover } },
});

/** The compact row's call to action: a chevron on mobile, the button from the tablet breakpoint. */
export const rowCta = style({
  display: 'none',
  marginInlineStart: 'auto',
  '@media': { [mediaQueries.tablet]: { display: 'inline-flex' } },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: themeVars.text.muted,
  '@media': { [mediaQueries.tablet]: { display: 'none' } },
});

/** "See the other offers from this hotel": a text button across the card's foot, a 44 px target. */
export const seeOther = style({
  ...raised,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: baseVars.space['1'],
  marginInline: `calc(-1 * ${baseVars.space['4']})`,
  marginBottom: `calc(-1 * ${baseVars.space['4']})`,
  minHeight: baseVars.size.touch,
  padding: 0,
  border: 'none',
  borderTop: `1px solid ${themeVars.border.subtle}`,
  background: 'none',
  fontFamily: 'inherit',
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.link,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: -2 },
  },
});

export const skeletonMedia = style({ display: 'block', aspectRatio: '16 / 9' });
