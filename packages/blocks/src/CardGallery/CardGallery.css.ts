import { themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/** A fixed frame, so nothing moves while a picture loads (CLS 0). */
export const image = recipe({
  base: {
    display: 'block',
    objectFit: 'cover',
    backgroundColor: themeVars.color.neutral.soft,
    userSelect: 'none',
  },
  variants: {
    frame: {
      /** 16:9 across the card's width. */
      wide: { width: '100%', height: 'auto', aspectRatio: '16 / 9' },
      /** The frame of the parent, which sets the size. */
      fill: { width: '100%', height: '100%' },
    },
  },
  defaultVariants: { frame: 'wide' },
});

/** A picture's link: the same destination as the card's title, out of the tab order. */
export const mediaLink = style({ display: 'block' });
