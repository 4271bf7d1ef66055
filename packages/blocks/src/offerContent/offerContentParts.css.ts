import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { iconLine, itemRow } from '../styles/itemList.css';

// Parts shared by the offer-content blocks (PackageSummary, Program, RoomCard, OfferDetail,
// UpsellExtras): pictures or pictograms, program lines, the cancellation line, durations.

/** A picture in a fixed 16:9 frame, or the pictogram standing for it. */
export const media = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: themeVars.radius.md,
    backgroundColor: themeVars.color.brand.soft,
    color: themeVars.color.brand.onSoft,
    aspectRatio: '16 / 9',
  },
  variants: {
    size: {
      /** A row's picture: 96 × 54. */
      small: { width: 96 },
      /** A card's picture: the card's width. */
      full: { width: '100%' },
      /** A popup's picture: its width, cropped to a low band so that what follows stays in view. */
      banner: { width: '100%', aspectRatio: '3 / 1' },
    },
  },
});

export const mediaImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const line = style([
  itemRow,
  {
    fontSize: baseVars.fontSize.sm,
    lineHeight: baseVars.lineHeight.sm,
    color: themeVars.text.default,
    selectors: { '&[data-added]': { fontWeight: baseVars.fontWeight.bold, color: themeVars.text.strong } },
  },
]);

export const lineIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  paddingBlockStart: 2,
  color: themeVars.color.positive.onSoft,
});

export const cancellation = style([
  iconLine,
  {
    fontWeight: baseVars.fontWeight.medium,
    selectors: {
      '&[data-tone="positive"]': { color: themeVars.color.positive.onSoft },
      '&[data-tone="info"]': { color: themeVars.color.info.onSoft },
    },
  },
]);

export const cancellationIcon = style({ display: 'inline-flex', flexShrink: 0, paddingBlockStart: 2 });

/** A price difference: "+50 €". */
export const difference = style({
  fontWeight: baseVars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A popup's focusable content: a focus ring only for keyboards. */
