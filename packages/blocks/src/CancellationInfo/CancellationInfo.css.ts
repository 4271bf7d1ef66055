import { baseVars, themeVars } from '@escale/tokens';
import { textButton } from '@escale/ui/styles';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/** The status line in its tone: the positive colour with a deadline, the info colour otherwise (S-311). */
export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: baseVars.space['2'],
    selectors: {
      '&[data-tone="positive"]': { color: themeVars.color.positive.onSoft },
      '&[data-tone="info"]': { color: themeVars.color.info.onSoft },
    },
  },
  variants: {
    size: {
      small: { fontSize: baseVars.fontSize.sm, lineHeight: baseVars.lineHeight.sm },
      medium: { fontSize: baseVars.fontSize.md, lineHeight: baseVars.lineHeight.md },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const icon = style({ flexShrink: 0 });

export const content = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: baseVars.space['3'],
  minWidth: 0,
});

export const message = style({ margin: 0, fontWeight: baseVars.fontWeight.medium });

/** Opens the conditions: a text button with a 44 px target. */
export const conditions = style([textButton, { textAlign: 'start' }]);
