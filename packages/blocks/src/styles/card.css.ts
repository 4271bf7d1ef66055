import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

// The blocks' bordered card, and the card whose padding grows from the tablet breakpoint (the
// booking panel, the booking summary, the confirmation's cards). Layout and shadow are the block's.

export const borderedCard = style({
  border: `1px solid ${themeVars.border.subtle}`,
  borderRadius: themeVars.radius.lg,
  backgroundColor: themeVars.color.surface.base,
});

export const paddedCard = style([
  borderedCard,
  {
    minWidth: 0,
    padding: baseVars.space['4'],
    '@media': { [mediaQueries.tablet]: { padding: baseVars.space['5'] } },
  },
]);
