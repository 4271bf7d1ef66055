import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

// A radio group drawn by hand (BuyerForm, InsuranceChoice, PaymentOptions): the native radio as
// the ui RadioGroup's circle, and the bordered card that holds one choice. Hover is the block's:
// on the circle alone, or on the whole card.

/** The native radio as a 20 px circle: a thick brand ring once checked. */
export const radio = style({
  appearance: 'none',
  flexShrink: 0,
  width: 20,
  height: 20,
  margin: 0,
  borderRadius: '50%',
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: themeVars.border.strong,
  backgroundColor: themeVars.color.surface.base,
  cursor: 'pointer',
  transitionProperty: 'border-color, border-width',
  transitionDuration: baseVars.motion.fast,
  selectors: {
    '&:checked': { borderColor: themeVars.color.brand.base, borderWidth: 6 },
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
  },
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
});

/** One choice: a bordered card, outlined in the brand colour once `data-selected`. */
export const choiceCard = style({
  border: `1px solid ${themeVars.border.default}`,
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.surface.base,
  selectors: {
    '&[data-selected]': {
      borderColor: themeVars.color.brand.base,
      boxShadow: `inset 0 0 0 1px ${themeVars.color.brand.base}`,
    },
  },
});
