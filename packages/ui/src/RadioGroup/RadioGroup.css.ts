import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { field, focusRing, toggle, toggleIndicatorSize } from '../field/field.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

export const group = style([field]);

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: baseVars.space['6'],
    },
  },
});

export const option = style({ display: 'flex', flexDirection: 'column' });

// Padded so that a label wrapping onto several lines keeps clear of the description pulled up
// under it; a one-line label keeps the 44 px row.
export const radio = style([
  toggle,
  {
    position: 'relative',
    paddingBlock: `calc((${baseVars.size.touch} - ${baseVars.lineHeight.md}) / 2)`,
  },
]);

/** The native radio, out of sight but still read and focused: the circle after it shows its state. */
export const input = visuallyHidden;

export const circle = style({
  flexShrink: 0,
  width: toggleIndicatorSize,
  height: toggleIndicatorSize,
  borderRadius: '50%',
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: themeVars.border.strong,
  backgroundColor: themeVars.color.surface.base,
  transitionProperty: 'border-color, border-width',
  transitionDuration: baseVars.motion.fast,
  selectors: {
    [`${radio}:not([data-disabled]):hover &`]: { borderColor: themeVars.text.strong },
    // A thick ring in the brand colour around the white centre.
    [`${input}:checked + &`]: { borderColor: themeVars.color.brand.base, borderWidth: 6 },
    [`${input}:focus-visible + &`]: focusRing,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
