import { baseVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** The content's column, with room between its parts. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
});

/** The full-screen modal's content fills it, so a part with `flex: 1` can scroll inside. */
export const sheet = style({ height: '100%', minHeight: 0 });
