import { baseVars, mediaQueries } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** The form, then the summary (beside it from the desktop breakpoint). */
export const columns = style({
  display: 'grid',
  gap: baseVars.space['6'],
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 380px', alignItems: 'start' } },
});

/** The page title: above the summary on mobile, above the form on desktop. */
export const title = style({ gridRow: 1, '@media': { [mediaQueries.desktop]: { gridColumn: 1 } } });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['5'],
  minWidth: 0,
  gridRow: 3,
  '@media': { [mediaQueries.desktop]: { gridColumn: 1, gridRow: 2 } },
});

/** On mobile the summary comes before the form, so the buyer sees what they pay for first. */
export const aside = style({
  minWidth: 0,
  gridRow: 2,
  '@media': {
    [mediaQueries.desktop]: {
      gridRow: '1 / span 2',
      gridColumn: 2,
      position: 'sticky',
      top: baseVars.space['4'],
    },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['6'] });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const legend = style({
  fontWeight: 700,
  fontSize: '1.125rem',
  marginBottom: baseVars.space['3'],
  padding: 0,
});

/** A code (promotion, gift card) and its button on one line. */
export const codeField = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: baseVars.space['2'],
  alignItems: 'end',
  maxWidth: 540,
});

/** The failure above the form takes the focus without an outline of its own. */
export const alert = style({ outline: 'none' });

/** A field's placeholder in the form's skeleton: its label above its box. */
export const fieldSkeleton = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] });
