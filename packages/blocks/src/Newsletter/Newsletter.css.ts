import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const signup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  '@media': {
    [mediaQueries.desktop]: {
      flexDirection: 'row',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: baseVars.space['8'],
    },
  },
});

export const headings = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['1'] });

export const title = style({
  margin: 0,
  fontSize: baseVars.fontSize.lg,
  fontWeight: baseVars.fontWeight.bold,
  lineHeight: baseVars.lineHeight.lg,
});

export const intro = style({ margin: 0, color: themeVars.text.muted });

/** The field and its button side by side from the tablet up; the button under it on a phone. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  width: '100%',
  '@media': {
    [mediaQueries.tablet]: { flexDirection: 'row', alignItems: 'flex-start' },
    [mediaQueries.desktop]: { maxWidth: 520 },
  },
});

export const field = style({ flex: 1, minWidth: 0 });

/** The button lines up with the input under the field's label. */
export const submit = style({
  '@media': { [mediaQueries.tablet]: { marginBlockStart: baseVars.space['6'] } },
});

export const sent = style({ margin: 0, fontWeight: baseVars.fontWeight.medium });

export const modalBody = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });
