import { baseVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** In the full-screen modal the calendar takes the height left and scrolls its months inside. */
export const fill = style({ flex: 1, minHeight: 0 });

/** In the popover the calendar uses the popover's padding so its two months fit. */
export const popover = style({ marginInline: `calc(-1 * ${baseVars.space['4']})` });
