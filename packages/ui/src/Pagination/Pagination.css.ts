import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: baseVars.space['3'],
});

/** Previous and next stay at the ends while the pages wrap between them. */
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: baseVars.space['1'],
  maxWidth: '100%',
});

export const list = style({
  flex: '0 1 auto',
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: baseVars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A page, previous or next: a 44 px touch target. */
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: baseVars.size.touch,
  height: baseVars.size.touch,
  paddingInline: baseVars.space['2'],
  borderRadius: themeVars.radius.md,
  border: '1px solid transparent',
  color: themeVars.text.default,
  fontWeight: baseVars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${baseVars.motion.fast}`,
  selectors: {
    '&:hover:not([data-disabled], [data-current])': {
      backgroundColor: themeVars.color.neutral.soft,
      color: themeVars.color.neutral.onSoft,
    },
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
    '&[data-current]': {
      backgroundColor: themeVars.color.brand.base,
      borderColor: themeVars.color.brand.base,
      color: themeVars.color.brand.on,
      fontWeight: baseVars.fontWeight.bold,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minWidth: baseVars.space['6'],
  height: baseVars.size.touch,
  paddingBlockEnd: baseVars.space['3'],
  color: themeVars.text.muted,
});

export const legend = style({
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});
