import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

const focusRing = {
  outline: `2px solid ${themeVars.border.focus}`,
  outlineOffset: -2,
} as const;

/** One line of tabs; it scrolls sideways when the tabs do not fit (mobile). */
export const list = style({
  display: 'flex',
  gap: baseVars.space['1'],
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  borderBottom: `1px solid ${themeVars.border.subtle}`,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const tab = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: baseVars.size.touch,
  paddingInline: baseVars.space['4'],
  marginBottom: -1,
  border: 'none',
  borderBottom: '3px solid transparent',
  borderRadius: `${themeVars.radius.sm} ${themeVars.radius.sm} 0 0`,
  background: 'none',
  color: themeVars.text.muted,
  fontWeight: baseVars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${baseVars.motion.fast}, border-color ${baseVars.motion.fast}`,
  selectors: {
    '&:hover': { color: themeVars.text.strong },
    '&:focus-visible': focusRing,
    '&[data-state="active"]': {
      color: themeVars.color.brand.onSoft,
      borderBottomColor: themeVars.color.brand.base,
      fontWeight: baseVars.fontWeight.bold,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
  },
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
});

export const panel = style({
  paddingBlock: baseVars.space['4'],
  borderRadius: themeVars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});
