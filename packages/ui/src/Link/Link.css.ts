import { baseVars, themeVars } from '@escale/tokens';
import { recipe } from '@vanilla-extract/recipes';

export const link = recipe({
  base: {
    color: themeVars.text.link,
    cursor: 'pointer',
    borderRadius: themeVars.radius.sm,
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
      '&:hover': { textDecorationThickness: 2 },
    },
  },
  variants: {
    variant: {
      inline: { textDecoration: 'underline', textUnderlineOffset: 3 },
      standalone: {
        fontWeight: baseVars.fontWeight.bold,
        textDecoration: 'none',
        selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: 3 } },
      },
      quiet: {
        color: 'inherit',
        textDecoration: 'none',
        selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: 3 } },
      },
      overlay: {
        color: 'inherit',
        textDecoration: 'none',
        selectors: {
          '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: themeVars.radius.lg },
          '&:hover': { textDecoration: 'underline' },
          '&:focus-visible': { outline: 'none' },
          '&:focus-visible::after': {
            outline: `3px solid ${themeVars.border.focus}`,
            outlineOffset: -3,
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
