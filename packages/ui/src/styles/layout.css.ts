import { baseVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/**
 * A panel's footer: what the choice amounts to on one side, its actions on the other, wrapping
 * on narrow screens (the calendar's, the filters').
 */
export const panelFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
});
