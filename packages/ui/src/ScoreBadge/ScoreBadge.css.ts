import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const scoreBadge = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: baseVars.space['2'],
    rowGap: baseVars.space['1'],
    fontFamily: themeVars.font.body,
    color: themeVars.text.default,
  },
  variants: {
    size: {
      small: { fontSize: baseVars.fontSize.xs, lineHeight: baseVars.lineHeight.xs },
      medium: { fontSize: baseVars.fontSize.sm, lineHeight: baseVars.lineHeight.sm },
      large: { fontSize: baseVars.fontSize.md, lineHeight: baseVars.lineHeight.md },
    },
  },
  defaultVariants: { size: 'medium' },
});

/** The label and the score box, read out as one sentence by the hidden text instead. */
export const visual = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: baseVars.space['2'],
});

export const label = style({
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const score = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: themeVars.radius.sm,
    borderEndStartRadius: 0,
    backgroundColor: themeVars.color.brand.base,
    color: themeVars.color.brand.on,
    fontWeight: baseVars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      small: { minWidth: 28, paddingInline: baseVars.space['1'], paddingBlock: 2 },
      medium: { minWidth: 36, paddingInline: baseVars.space['2'], paddingBlock: baseVars.space['1'] },
      large: { minWidth: 44, paddingInline: baseVars.space['2'], paddingBlock: baseVars.space['2'] },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const count = style({ color: themeVars.text.muted });
