import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { textButton } from '../styles/text.css';

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' });

/** A text-like toggle that still offers a 44 px touch target. */
export const toggle = style([
  textButton,
  {
    fontWeight: baseVars.fontWeight.bold,
    textUnderlineOffset: 3,
    borderRadius: themeVars.radius.sm,
  },
]);
