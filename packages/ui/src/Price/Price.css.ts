import { baseVars, themeVars } from '@escale/tokens';
import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/** The sell price's type size, set by the `size` variant. */
const sellSize = createVar();
const sellLine = createVar();

export const price = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: baseVars.space['2'],
    rowGap: baseVars.space['1'],
    fontFamily: themeVars.font.body,
    color: themeVars.text.default,
    fontSize: baseVars.fontSize.sm,
    lineHeight: baseVars.lineHeight.sm,
  },
  variants: {
    size: {
      small: { vars: { [sellSize]: baseVars.fontSize.md, [sellLine]: baseVars.lineHeight.md } },
      medium: { vars: { [sellSize]: baseVars.fontSize.xl, [sellLine]: baseVars.lineHeight.xl } },
      large: { vars: { [sellSize]: baseVars.fontSize['2xl'], [sellLine]: baseVars.lineHeight['2xl'] } },
    },
  },
  defaultVariants: { size: 'medium' },
});

/** "From", the amount and its unit, kept on one line. */
export const amount = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: baseVars.space['1'],
  whiteSpace: 'nowrap',
});

export const sell = style({
  fontSize: sellSize,
  lineHeight: sellLine,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const muted = style({ color: themeVars.text.muted, whiteSpace: 'nowrap' });

export const reference = style([muted, { textDecorationLine: 'line-through' }]);
