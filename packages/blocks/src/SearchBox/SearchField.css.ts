import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { quietLabel } from '@escale/ui/styles';
import { style } from '@vanilla-extract/css';

// The look shared by the search box's fields: a box with an icon, a small label and the value. In a
// `bar` (the desktop search bar) the fields sit side by side without borders; in a `stack` (the
// mobile modal) they are bordered boxes one under the other; `responsive` is a stack on mobile and
// a bar from the tablet breakpoint, in CSS so the server's HTML is right on both.

export const bar = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: 0,
  minWidth: 0,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  minWidth: 0,
});

export const responsive = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  minWidth: 0,
  '@media': { [mediaQueries.tablet]: { flexDirection: 'row', alignItems: 'stretch', gap: 0 } },
});

const tabletBar = (rules: Record<string, object>) => ({
  '@media': {
    [mediaQueries.tablet]: {
      selectors: Object.fromEntries(
        Object.entries(rules).map(([selector, rule]) => [selector.replaceAll('BAR', responsive), rule]),
      ),
    },
  },
});

const slotDivider = { borderInlineStart: `1px solid ${themeVars.border.subtle}` };
const slotGrow = { flexGrow: 1.6 };

/** One field's slot in a bar or stack; the destination's grows more. */
export const slot = style({
  position: 'relative',
  display: 'flex',
  flex: '1 1 0',
  minWidth: 0,
  selectors: {
    [`${bar} > &:not(:first-child)`]: slotDivider,
    [`${bar} > &[data-grow]`]: slotGrow,
  },
  ...tabletBar({ 'BAR > &:not(:first-child)': slotDivider, 'BAR > &[data-grow]': slotGrow }),
});

const inBar = { minHeight: 64, border: 'none', borderRadius: themeVars.radius.md };
const inBarHover = { backgroundColor: themeVars.color.neutral.soft };

const focusRing = { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: -2 } as const;

/** The box of a field: a trigger button or the destination's input wrapper. */
export const box = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: baseVars.space['3'],
  width: '100%',
  minHeight: 56,
  margin: 0,
  paddingBlock: baseVars.space['2'],
  paddingInline: baseVars.space['3'],
  border: `1px solid ${themeVars.border.strong}`,
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.surface.base,
  color: themeVars.text.strong,
  fontFamily: themeVars.font.body,
  textAlign: 'start',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color',
  transitionDuration: baseVars.motion.fast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: themeVars.text.strong },
    '&:focus-visible, &:has(input:focus-visible)': focusRing,
    '&:disabled': { cursor: 'not-allowed', backgroundColor: themeVars.color.neutral.soft },
    [`${bar} &`]: inBar,
    [`${bar} &:hover:not(:disabled)`]: inBarHover,
    '&[data-variant="chip"]': {
      display: 'inline-grid',
      width: 'auto',
      maxWidth: '100%',
      minHeight: baseVars.size.touch,
      paddingInline: baseVars.space['4'],
      borderColor: themeVars.border.default,
      borderRadius: themeVars.radius.pill,
      columnGap: baseVars.space['2'],
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    ...tabletBar({ 'BAR &': inBar, 'BAR &:hover:not(:disabled)': inBarHover })['@media'],
  },
});

export const icon = style({
  display: 'inline-flex',
  color: themeVars.color.brand.onSoft,
  selectors: { [`${box}:disabled &`]: { color: themeVars.text.muted } },
});

/** Label above value. */
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: {
    [`${box}[data-variant="chip"] &`]: {
      flexDirection: 'row',
      alignItems: 'baseline',
      gap: baseVars.space['2'],
    },
  },
});

export const label = style([
  quietLabel,
  {
    selectors: {
      [`${box}[data-variant="chip"] &`]: {
        fontSize: baseVars.fontSize.sm,
        lineHeight: baseVars.lineHeight.sm,
        color: themeVars.text.strong,
        textTransform: 'none',
        letterSpacing: 'normal',
      },
    },
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  color: themeVars.text.strong,
  selectors: {
    '&[data-placeholder]': { color: themeVars.text.muted },
    [`${box}:disabled &`]: { color: themeVars.text.default },
    [`${box}[data-variant="chip"] &`]: {
      whiteSpace: 'normal',
      fontSize: baseVars.fontSize.sm,
      lineHeight: baseVars.lineHeight.sm,
    },
  },
});

/** A panel's heading inside a popover (the drawer shows it as its title). */
export const panelTitle = style({
  margin: 0,
  marginBlockEnd: baseVars.space['3'],
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.lg,
  lineHeight: baseVars.lineHeight.lg,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const panelBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  minWidth: 280,
});

export const panelFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: baseVars.space['2'],
  marginBlockStart: baseVars.space['4'],
});
