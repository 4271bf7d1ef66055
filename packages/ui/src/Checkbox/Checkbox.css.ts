import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing, toggle, toggleIndicatorSize } from '../field/field.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

export const root = style({ display: 'flex', flexDirection: 'column', fontFamily: themeVars.font.body });

export const checkbox = style([toggle, { position: 'relative' }]);

/** The native checkbox, out of sight but still read and focused: the box after it shows its state. */
export const input = visuallyHidden;

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: toggleIndicatorSize,
  height: toggleIndicatorSize,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: themeVars.border.strong,
  borderRadius: themeVars.radius.sm,
  backgroundColor: themeVars.color.surface.base,
  color: themeVars.color.brand.on,
  transitionProperty: 'background-color, border-color',
  transitionDuration: baseVars.motion.fast,
  selectors: {
    [`${checkbox}:not([data-disabled]):hover &`]: { borderColor: themeVars.text.strong },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: themeVars.color.brand.base,
      borderColor: themeVars.color.brand.base,
    },
    [`${input}:focus-visible + &`]: focusRing,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const label = style({ minWidth: 0 });

export const count = style({ color: themeVars.text.muted, fontVariantNumeric: 'tabular-nums' });
