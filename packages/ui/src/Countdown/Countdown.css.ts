import { style } from '@vanilla-extract/css';

/** Digits of equal width, so the text does not jiggle every second. */
export const countdown = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
