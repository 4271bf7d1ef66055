import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 } as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['6'],
  minWidth: 0,
  fontFamily: themeVars.font.body,
  color: themeVars.text.default,
});

/** "Fast checkout": its title, the wallet button and the wallet's pay-later line. */
export const wallet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const groupTitle = style({
  margin: 0,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

/** A small line with an icon: the wallet's pay-later information, the sandbox's test cards. */
export const hint = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: baseVars.space['2'],
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

export const hintIcon = style({ flexShrink: 0, marginTop: 2 });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** A fieldset's title; its gap comes from the fieldset's own. */
export const legend = style([groupTitle, { padding: 0, marginBlockEnd: baseVars.space['2'] }]);

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

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
});

/** One method: a bordered box, in the brand colour once selected. */
export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  paddingInline: baseVars.space['3'],
  paddingBlockEnd: baseVars.space['2'],
  border: `1px solid ${themeVars.border.default}`,
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.surface.base,
  selectors: {
    '&[data-selected]': {
      borderColor: themeVars.color.brand.base,
      boxShadow: `inset 0 0 0 1px ${themeVars.color.brand.base}`,
    },
    '&[data-invalid]': { borderColor: themeVars.color.critical.onSoft },
  },
});

export const optionLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['3'],
  minHeight: baseVars.size.touch,
  paddingBlockStart: baseVars.space['2'],
  cursor: 'pointer',
  color: themeVars.text.strong,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.medium,
  WebkitTapHighlightColor: 'transparent',
});

/** The native radio, drawn as the ui RadioGroup's circle: a thick brand ring once checked. */
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
    '&:focus-visible': focusRing,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const optionIcon = style({ flexShrink: 0, marginInlineStart: 'auto', color: themeVars.text.muted });

/** Lined up with the label's text, after the radio. */
export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  paddingInlineStart: `calc(20px + ${baseVars.space['3']})`,
});

export const optionDescription = style({
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.default,
});

export const schedule = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  marginBlockStart: baseVars.space['1'],
  padding: baseVars.space['3'],
  borderRadius: themeVars.radius.sm,
  backgroundColor: themeVars.color.neutral.soft,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

export const scheduleTitle = style({
  margin: 0,
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.text.strong,
});

export const scheduleList = style({
  margin: 0,
  paddingInlineStart: baseVars.space['5'],
  color: themeVars.text.default,
});

/** The card's fields under the choice. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** Expiry and security code side by side; they wrap below 320 px. */
export const cardRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: baseVars.space['4'],
  alignItems: 'start',
});
