import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const bar = style({
  backgroundColor: themeVars.color.promo.base,
  color: themeVars.color.promo.on,
});

/** Links wrap, and so does their text: on a phone every word stays on screen. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: baseVars.space['4'],
  rowGap: baseVars.space['1'],
  minHeight: baseVars.size.touch,
  margin: 0,
  paddingBlock: baseVars.space['1'],
  paddingInline: baseVars.space['4'],
  listStyle: 'none',
  textAlign: 'center',
});

export const item = style({ display: 'flex' });

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 36,
    fontSize: baseVars.fontSize.sm,
    lineHeight: baseVars.lineHeight.sm,
    fontWeight: baseVars.fontWeight.bold,
    color: 'inherit',
    textDecoration: 'underline',
    textUnderlineOffset: 3,
    outline: 'none',
    borderRadius: themeVars.radius.sm,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${themeVars.color.promo.on}`, outlineOffset: 2 },
      '&:hover': { textDecorationThickness: 2 },
    },
  },
  variants: {
    variant: {
      default: {},
      black: {
        paddingInline: baseVars.space['3'],
        borderRadius: themeVars.radius.pill,
        backgroundColor: themeVars.text.strong,
        color: themeVars.text.inverse,
        textDecoration: 'none',
        selectors: { '&:hover': { textDecoration: 'underline' } },
      },
    },
  },
});
