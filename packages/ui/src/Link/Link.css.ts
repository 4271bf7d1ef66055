import { baseVars, themeVars } from '@escale/tokens';
import { recipe } from '@vanilla-extract/recipes';

export const link = recipe({
  base: {
    color: themeVars.text.link,
    cursor: 'pointer',
    borderRadius: themeVars.radius.sm,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
      '&[data-hovered]': { textDecorationThickness: 2 },
    },
  },
  variants: {
    variant: {
      inline: { textDecoration: 'underline', textUnderlineOffset: 3 },
      standalone: {
        fontWeight: baseVars.fontWeight.bold,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline', textUnderlineOffset: 3 } },
      },
      quiet: {
        color: 'inherit',
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline', textUnderlineOffset: 3 } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
