import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { iconLine } from './itemList.css';

// The error message under a field or a group of choices; its icon takes `leadingIcon` (itemList.css.ts).

export const fieldError = style([
  iconLine,
  { fontWeight: baseVars.fontWeight.medium, color: themeVars.color.critical.onSoft },
]);

/** Always there, so that screen readers hear the error appear; empty, it takes no room. */
export const fieldErrorSlot = style([fieldError, { selectors: { '&:empty': { display: 'none' } } }]);
