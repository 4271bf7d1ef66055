import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['6'],
  minWidth: 0,
  fontFamily: themeVars.font.body,
  color: themeVars.text.default,
});

const bareFieldset = {
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
} as const;

export const fieldset = style(bareFieldset);

export const legend = style({
  padding: 0,
  marginBlockEnd: baseVars.space['4'],
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.lg,
  lineHeight: baseVars.lineHeight.lg,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

/** One column on mobile; two from the tablet breakpoint, where `half` fields pair up. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: baseVars.space['4'],
  rowGap: baseVars.space['4'],
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const full = style({ minWidth: 0, gridColumn: '1 / -1' });
export const half = style({ minWidth: 0 });

export const civility = style([bareFieldset, { gridColumn: '1 / -1' }]);

export const civilityLegend = style({
  padding: 0,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.text.strong,
});

export const civilityOptions = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: baseVars.space['6'],
});

/** A radio and its text: a 44 px target. */
export const radioLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: baseVars.space['3'],
  minHeight: baseVars.size.touch,
  cursor: 'pointer',
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  color: themeVars.text.strong,
});

export const radio = style({
  appearance: 'none',
  flexShrink: 0,
  width: 20,
  height: 20,
  margin: 0,
  borderRadius: '50%',
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: themeVars.border.strong,
  backgroundColor: themeVars.color.surface.base,
  cursor: 'pointer',
  transitionProperty: 'border-color, border-width',
  transitionDuration: baseVars.motion.fast,
  selectors: {
    '&:hover': { borderColor: themeVars.text.strong },
    '&:checked': { borderColor: themeVars.color.brand.base, borderWidth: 6 },
    '&[aria-invalid="true"]:not(:checked)': { borderColor: themeVars.color.critical.onSoft },
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
  },
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: baseVars.space['1'],
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.color.critical.onSoft,
});

export const errorIcon = style({ flexShrink: 0, marginTop: 2 });

/** A server error on the country shows as the select's description: in the error colour. */
globalStyle(`${full}[data-invalid] p`, {
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.color.critical.onSoft,
});

/** Always there (empty, it takes no room), so that a suggestion appearing is announced. */
export const suggestionSlot = style({ display: 'flex' });

/** "You mean @gmail.com?": a text button with a 44 px target. */
export const suggestion = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: baseVars.size.touch,
  padding: 0,
  border: 'none',
  background: 'none',
  color: themeVars.text.link,
  font: 'inherit',
  fontSize: baseVars.fontSize.sm,
  fontWeight: baseVars.fontWeight.medium,
  textDecoration: 'underline',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': {
      outline: `2px solid ${themeVars.border.focus}`,
      outlineOffset: 2,
      borderRadius: themeVars.radius.sm,
    },
  },
});
