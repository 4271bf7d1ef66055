import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** One under the other on mobile; one white rounded bar with the button from the tablet breakpoint. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  '@media': {
    [mediaQueries.tablet]: {
      flexDirection: 'row',
      alignItems: 'center',
      gap: baseVars.space['2'],
      padding: baseVars.space['1'],
      backgroundColor: themeVars.color.surface.base,
      border: `1px solid ${themeVars.border.subtle}`,
      borderRadius: themeVars.radius.lg,
      boxShadow: themeVars.shadow.md,
    },
  },
});

export const fields = style({ flex: 1, minWidth: 0 });

export const submit = style({
  display: 'flex',
  flexDirection: 'column',
  '@media': { [mediaQueries.tablet]: { flexShrink: 0, paddingInlineEnd: baseVars.space['1'] } },
});
