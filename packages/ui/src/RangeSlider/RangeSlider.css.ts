import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { field, focusRing } from '../field/field.css';

const thumbSize = 24;
const railHeight = 4;

export const root = style([
  field,
  {
    gap: baseVars.space['2'],
  },
]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: baseVars.space['3'],
});

export const output = style({
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
  fontVariantNumeric: 'tabular-nums',
});

/** A touch-sized strip; the visible rail is drawn inside it. Inset by half a thumb so the ends stay in view. */
export const track = style({
  position: 'relative',
  height: baseVars.size.touch,
  marginInline: thumbSize / 2,
  cursor: 'pointer',
  selectors: { [`${root}[data-disabled] &`]: { cursor: 'not-allowed' } },
});

const bar = {
  position: 'absolute',
  top: '50%',
  height: railHeight,
  marginTop: -railHeight / 2,
  borderRadius: themeVars.radius.pill,
} as const;

export const rail = style({ ...bar, insetInline: 0, backgroundColor: themeVars.border.default });

export const fill = style({
  ...bar,
  backgroundColor: themeVars.color.brand.base,
  selectors: { [`${root}[data-disabled] &`]: { backgroundColor: themeVars.border.strong } },
});

/** The 44 px hit area of a thumb (react-aria positions it); the visible knob is its ::before. */
export const thumb = style({
  top: '50%',
  width: baseVars.size.touch,
  height: baseVars.size.touch,
  borderRadius: '50%',
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: `calc((${baseVars.size.touch} - ${thumbSize}px) / 2)`,
      borderRadius: '50%',
      backgroundColor: themeVars.color.surface.base,
      border: `2px solid ${themeVars.color.brand.base}`,
      boxShadow: themeVars.shadow.sm,
      transitionProperty: 'transform',
      transitionDuration: baseVars.motion.fast,
    },
    '&[data-dragging]': { cursor: 'grabbing' },
    '&[data-dragging]::before': { transform: 'scale(1.15)' },
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&[data-disabled]::before': { borderColor: themeVars.border.strong, boxShadow: 'none' },
    '&[data-focus-visible]::before': focusRing,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::before': { transition: 'none' } } } },
});

export const bounds = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
  marginTop: `calc(-1 * ${baseVars.space['2']})`,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

export const inputs = style({ display: 'flex', gap: baseVars.space['3'] });

export const inputField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  flex: 1,
});

export const inputLabel = style({
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});
