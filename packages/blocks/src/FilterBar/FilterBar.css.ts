import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { panelFooter } from '@escale/ui/styles';
import { style, styleVariants } from '@vanilla-extract/css';

/** Desktop only (G-65): below 1024 px the action bar opens the filters modal instead. */
export const bar = style({
  display: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  '@media': {
    [mediaQueries.desktop]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: baseVars.space['2'],
    },
  },
});

export const triggerLabel = style({ display: 'inline-flex', alignItems: 'center', gap: baseVars.space['2'] });

/** Panel widths: sliders are narrow, lists of checkboxes take two or three columns. */
export const panel = styleVariants({
  narrow: { width: 360, maxWidth: '100%' },
  wide: { width: 640, maxWidth: '100%' },
});

export const footer = style([
  panelFooter,
  {
    marginTop: baseVars.space['4'],
    paddingTop: baseVars.space['3'],
    borderTop: `1px solid ${themeVars.border.subtle}`,
  },
]);

export const actions = style({ display: 'flex', gap: baseVars.space['2'], marginInlineStart: 'auto' });
