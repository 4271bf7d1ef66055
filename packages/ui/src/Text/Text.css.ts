import { baseVars, themeVars } from '@escale/tokens';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';

export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      xsmall: { fontSize: baseVars.fontSize.xs, lineHeight: baseVars.lineHeight.xs },
      small: { fontSize: baseVars.fontSize.sm, lineHeight: baseVars.lineHeight.sm },
      medium: { fontSize: baseVars.fontSize.md, lineHeight: baseVars.lineHeight.md },
      large: { fontSize: baseVars.fontSize.lg, lineHeight: baseVars.lineHeight.lg },
    },
    tone: {
      default: { color: themeVars.text.default },
      strong: { color: themeVars.text.strong },
      muted: { color: themeVars.text.muted },
      link: { color: themeVars.text.link },
      inverse: { color: themeVars.text.inverse },
      critical: { color: themeVars.color.critical.onSoft },
      positive: { color: themeVars.color.positive.onSoft },
      caution: { color: themeVars.color.scarcity.onSoft },
      info: { color: themeVars.color.info.onSoft },
      promo: { color: themeVars.color.promo.onSoft },
    },
    weight: {
      regular: { fontWeight: baseVars.fontWeight.regular },
      medium: { fontWeight: baseVars.fontWeight.medium },
      bold: { fontWeight: baseVars.fontWeight.bold },
    },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
  },
  defaultVariants: { size: 'medium', tone: 'default', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: themeVars.font.heading,
    fontWeight: baseVars.fontWeight.bold,
    color: themeVars.text.strong,
  },
  variants: {
    size: {
      '1': { fontSize: baseVars.fontSize['2xl'], lineHeight: baseVars.lineHeight['2xl'] },
      '2': { fontSize: baseVars.fontSize.xl, lineHeight: baseVars.lineHeight.xl },
      '3': { fontSize: baseVars.fontSize.lg, lineHeight: baseVars.lineHeight.lg },
      '4': { fontSize: baseVars.fontSize.md, lineHeight: baseVars.lineHeight.md },
    },
  },
});
