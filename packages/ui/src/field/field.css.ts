import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

// Shared by the form primitives (TextField, Select, Checkbox, RadioGroup, RangeSlider, PaxStepper).

/** A field: label, control, then description and messages, one under the other. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  minWidth: 0,
  fontFamily: themeVars.font.body,
  color: themeVars.text.default,
});

export const label = style({
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.text.strong,
});

/** The "(optional)" mark after a label. */
export const labelHint = style({
  fontWeight: baseVars.fontWeight.regular,
  color: themeVars.text.muted,
});

export const description = style({
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: baseVars.space['1'],
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.color.critical.onSoft,
});

export const messageIcon = style({ flexShrink: 0, marginTop: 2 });

/** The focus ring of every control. */
export const focusRing = { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 } as const;

/**
 * The box of a text input, textarea or select: 44 px high, a 3:1 border, and the status colours of
 * the enclosing field's `data-status`.
 */
export const control = style({
  display: 'block',
  width: '100%',
  minHeight: baseVars.size.touch,
  margin: 0,
  paddingBlock: baseVars.space['2'],
  paddingInline: baseVars.space['3'],
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: themeVars.border.strong,
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.surface.base,
  color: themeVars.text.strong,
  fontFamily: 'inherit',
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: baseVars.motion.fast,
  selectors: {
    '&::placeholder': { color: themeVars.text.muted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: themeVars.text.strong },
    '&:focus-visible, &[data-focused]': focusRing,
    '&:disabled, &[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: themeVars.color.neutral.soft,
      color: themeVars.text.muted,
      borderColor: themeVars.border.default,
    },
    [`${field}[data-status="error"] &`]: {
      borderColor: themeVars.color.critical.onSoft,
      boxShadow: `inset 0 0 0 1px ${themeVars.color.critical.onSoft}`,
    },
    [`${field}[data-status="success"] &`]: { borderColor: themeVars.color.positive.onSoft },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** Focus ring for a focusable element of our own (a spin button), shown for the keyboard only. */
export const focusVisible = style({
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

/** Size of a checkbox box or radio circle. */
export const toggleIndicatorSize = 20;
const toggleGap = baseVars.space['3'];

/** The label row of a checkbox or radio: indicator then text, a 44 px target. */
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: toggleGap,
  minHeight: baseVars.size.touch,
  cursor: 'pointer',
  color: themeVars.text.strong,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 } },
});

/** A description under a checkbox or radio label, lined up with the label text. */
export const toggleDescription = style([
  description,
  {
    marginTop: `calc(-1 * ${baseVars.space['2']})`,
    paddingInlineStart: `calc(${toggleIndicatorSize}px + ${toggleGap})`,
  },
]);
