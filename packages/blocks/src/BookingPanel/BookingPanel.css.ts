import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { paddedCard } from '../styles/card.css';
import { bareFieldset } from '../styles/fieldset.css';
import { smallTitle } from '../styles/titles.css';

/** The panel: a card holding the price, the stay's choices and the main button, one under the other. */
export const panel = style([
  paddedCard,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: baseVars.space['4'],
    boxShadow: themeVars.shadow.sm,
    color: themeVars.text.default,
    fontFamily: themeVars.font.body,
  },
]);

/** The sell price line (the `Price` at its large size) and one caption line. */
const PRICE_LINE = baseVars.lineHeight['2xl'];
const CAPTION_LINE = baseVars.lineHeight.sm;

/**
 * The price area keeps the height of a price and its caption whatever it holds (skeleton, price,
 * alert), so nothing under it moves when the price arrives.
 */
export const priceArea = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  minHeight: `calc(${PRICE_LINE} + ${baseVars.space['1']} + ${CAPTION_LINE})`,
});

export const priceSkeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
});

export const caption = style({
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: CAPTION_LINE,
  color: themeVars.text.default,
});

export const saving = style([
  caption,
  { fontWeight: baseVars.fontWeight.bold, color: themeVars.color.promo.onSoft },
]);

/** Slots the page fills (tourist tax, cancellation, pay later). */
export const slot = style({
  minWidth: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  selectors: { '&:empty': { display: 'none' } },
});

/** Dates and travellers, one under the other. */
export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  minWidth: 0,
});

export const group = style([
  bareFieldset,
  { display: 'flex', flexDirection: 'column', gap: baseVars.space['3'] },
]);

export const legend = style([smallTitle, { padding: 0, marginBlockEnd: baseVars.space['3'] }]);

const slideUp = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});

/** The sticky bar: fixed at the bottom of the viewport, above the page and under its overlays. */
export const stickyBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: baseVars.zIndex.sticky,
  borderBlockStart: `1px solid ${themeVars.border.subtle}`,
  backgroundColor: themeVars.color.surface.base,
  boxShadow: themeVars.shadow.lg,
  color: themeVars.text.default,
  fontFamily: themeVars.font.body,
  animationName: slideUp,
  animationDuration: baseVars.motion.medium,
  animationTimingFunction: 'ease-out',
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
});

export const stickyInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['4'],
  maxWidth: 1200,
  marginInline: 'auto',
  paddingBlock: baseVars.space['3'],
  paddingInline: baseVars.space['4'],
});

export const stickyText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const stickyTitle = style({
  overflow: 'hidden',
  margin: 0,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

/** The compact price keeps its line while loading. */
export const stickyPrice = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: baseVars.lineHeight.xl,
});

export const stickyAction = style({ flexShrink: 0 });

export const errorIcon = style({ display: 'inline-flex', flexShrink: 0, marginTop: 2 });
