import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  fontFamily: themeVars.font.body,
  color: themeVars.text.default,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: baseVars.space['3'],
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.lg,
  lineHeight: baseVars.lineHeight.lg,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const options = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['3'] });

/** One option: a card that is its radio's label, outlined in the brand colour once chosen. */
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: baseVars.space['3'],
  padding: baseVars.space['4'],
  border: `1px solid ${themeVars.border.default}`,
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.surface.base,
  cursor: 'pointer',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: baseVars.motion.fast,
  selectors: {
    '&:hover': { borderColor: themeVars.text.strong },
    '&[data-selected]': {
      borderColor: themeVars.color.brand.base,
      boxShadow: `inset 0 0 0 1px ${themeVars.color.brand.base}`,
    },
    [`${group}[data-invalid] &`]: { borderColor: themeVars.color.critical.onSoft },
  },
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
});

export const radio = style({
  appearance: 'none',
  flexShrink: 0,
  width: 20,
  height: 20,
  margin: 0,
  marginTop: 2,
  borderRadius: '50%',
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: themeVars.border.strong,
  backgroundColor: themeVars.color.surface.base,
  cursor: 'pointer',
  transitionProperty: 'border-color, border-width',
  transitionDuration: baseVars.motion.fast,
  selectors: {
    '&:checked': { borderColor: themeVars.color.brand.base, borderWidth: 6 },
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
  },
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  flexGrow: 1,
  minWidth: 0,
});

export const head = style({ display: 'flex', alignItems: 'flex-start', gap: baseVars.space['2'] });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginTop: 2,
  color: themeVars.color.brand.onSoft,
});

export const label = style({
  flexGrow: 1,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const price = style({
  flexShrink: 0,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.default,
});

/** The free cancellation deadline, in the success colour as the cancellation line shows it. */
export const highlight = style({
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.color.positive.onSoft,
});

/** The insurance's promise: a tick before each line. */
export const promise = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: baseVars.space['1'],
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.color.positive.onSoft,
});

export const promiseIcon = style({ flexShrink: 0, marginTop: 2 });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: baseVars.space['1'],
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.color.critical.onSoft,
  selectors: { '&:empty': { display: 'none' } },
});

export const errorIcon = style({ flexShrink: 0, marginTop: 2 });
