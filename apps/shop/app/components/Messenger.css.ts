import { baseVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** In the page's corner, above its content, clear of a phone's home bar. */
export const launcher = style({
  position: 'fixed',
  insetInlineEnd: baseVars.space['4'],
  insetBlockEnd: `calc(${baseVars.space['4']} + env(safe-area-inset-bottom, 0px))`,
  zIndex: 20,
});
