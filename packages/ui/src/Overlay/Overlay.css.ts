import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { createVar, keyframes, style } from '@vanilla-extract/css';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** Keyframes names: a breakpoint can swap them without repeating the animation rules. */
export const enterAnimation = createVar();
export const exitAnimation = createVar();

/**
 * Enter and exit animations keyed on Radix's `data-state` (Radix waits for the exit animation
 * before unmounting); none when the user asks for less motion.
 */
export const stateAnimation = {
  selectors: {
    '&[data-state="open"]': { animation: `${enterAnimation} ${baseVars.motion.medium} ease-out` },
    '&[data-state="closed"]': { animation: `${exitAnimation} ${baseVars.motion.fast} ease-in` },
  },
} as const;

/** Media rules come after plain rules in vanilla-extract's output, so this wins over `stateAnimation`. */
export const reducedMotion = {
  [mediaQueries.reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } },
} as const;

export const anchor = style({ display: 'none' });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: baseVars.zIndex.modal,
  backgroundColor: themeVars.overlay,
  vars: { [enterAnimation]: fadeIn, [exitAnimation]: fadeOut },
  ...stateAnimation,
  '@media': reducedMotion,
});

/** The panel itself: header, a scrolling body and an optional footer. */
export const panel = style({
  position: 'fixed',
  zIndex: baseVars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: themeVars.color.surface.base,
  color: themeVars.text.default,
  boxShadow: themeVars.shadow.lg,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: baseVars.space['3'],
  padding: baseVars.space['4'],
  paddingInlineEnd: baseVars.space['2'],
  borderBottom: `1px solid ${themeVars.border.subtle}`,
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  flex: 1,
  minWidth: 0,
  paddingBlockStart: baseVars.space['2'],
});

export { sectionTitle as title } from '../styles/text.css';

export const description = style({
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: baseVars.space['4'],
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: baseVars.space['3'],
  padding: baseVars.space['4'],
  borderTop: `1px solid ${themeVars.border.subtle}`,
});
