import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { paddedCard } from '../styles/card.css';
import { leadingIcon } from '../styles/itemList.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['5'],
  minWidth: 0,
  color: themeVars.text.default,
  fontFamily: themeVars.font.body,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  '@media': { [mediaQueries.tablet]: { gap: baseVars.space['6'] } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] });

/** The page's heading, focused on arrival so screen readers announce it. */
export const heading = style({
  margin: 0,
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize['2xl'],
  lineHeight: baseVars.lineHeight['2xl'],
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
  // Focused by the page, not by the user: it is no control, so no focus ring.
  outline: 'none',
  '@media': {
    [mediaQueries.tablet]: { fontSize: baseVars.fontSize['3xl'], lineHeight: baseVars.lineHeight['3xl'] },
  },
});

/** The order's state, in its tone: positive once confirmed, info while pending, critical if failed. */
export const status = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: baseVars.space['2'],
  padding: baseVars.space['3'],
  borderRadius: themeVars.radius.md,
  selectors: {
    '&[data-status="CONFIRMED"]': {
      backgroundColor: themeVars.color.positive.soft,
      color: themeVars.color.positive.onSoft,
    },
    '&[data-status="PENDING"]': {
      backgroundColor: themeVars.color.info.soft,
      color: themeVars.color.info.onSoft,
    },
    '&[data-status="FAILED"]': {
      backgroundColor: themeVars.color.critical.soft,
      color: themeVars.color.critical.onSoft,
    },
  },
});

export const statusIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  height: baseVars.lineHeight.md,
});

export const statusText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const statusTitle = style({ margin: 0, fontWeight: baseVars.fontWeight.bold });

export const statusHint = style({
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

/** A card of the page: the booking number, the order, the payment, the next steps. */
export const card = style([
  paddedCard,
  { display: 'flex', flexDirection: 'column', gap: baseVars.space['3'] },
]);

export const reference = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
});

export const referenceText = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const referenceLabel = style({
  color: themeVars.text.muted,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

export const referenceNumber = style({
  fontSize: baseVars.fontSize.xl,
  lineHeight: baseVars.lineHeight.xl,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.04em',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: baseVars.space['4'],
  rowGap: baseVars.space['2'],
  margin: 0,
});

export const factTerm = style({ color: themeVars.text.muted });

export const factValue = style({ margin: 0, color: themeVars.text.strong, overflowWrap: 'anywhere' });

export const amountPaid = style({ fontWeight: baseVars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const schedule = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['1'] });

export const scheduleItem = style({ fontVariantNumeric: 'tabular-nums' });

export const stepIcon = style([leadingIcon, { color: themeVars.color.brand.onSoft }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: baseVars.space['3'] });
