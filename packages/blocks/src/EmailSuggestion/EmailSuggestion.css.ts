import { baseVars } from '@escale/tokens';
import { textButton } from '@escale/ui/styles';
import { style } from '@vanilla-extract/css';

/** Always there (empty, it takes no room), so that a suggestion appearing is announced. */
export const slot = style({ display: 'flex' });

/** "You mean @gmail.com?": a text button with a 44 px target. */
export const suggestion = style([
  textButton,
  { fontSize: baseVars.fontSize.sm, fontWeight: baseVars.fontWeight.medium, textAlign: 'start' },
]);
