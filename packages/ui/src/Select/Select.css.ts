import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { control, field } from '../field/field.css';

export const wrap = style({ position: 'relative' });

export const select = style([
  control,
  {
    appearance: 'none',
    paddingInlineEnd: baseVars.space['10'],
    cursor: 'pointer',
    textOverflow: 'ellipsis',
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: baseVars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  color: themeVars.text.strong,
  pointerEvents: 'none',
  selectors: { [`${field}[data-disabled] &`]: { color: themeVars.text.muted } },
});
