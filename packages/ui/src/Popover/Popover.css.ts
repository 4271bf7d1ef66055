import { baseVars, themeVars } from '@escale/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { enterAnimation, exitAnimation, reducedMotion, stateAnimation } from '../Overlay/Overlay.css';

const dropIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});
const dropOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const content = style({
  zIndex: baseVars.zIndex.dropdown,
  minWidth: 'var(--radix-popover-trigger-width)',
  maxWidth: 'min(calc(100vw - 16px), 720px)',
  maxHeight: 'var(--radix-popover-content-available-height)',
  overflowY: 'auto',
  padding: baseVars.space['4'],
  backgroundColor: themeVars.color.surface.base,
  color: themeVars.text.default,
  border: `1px solid ${themeVars.border.subtle}`,
  borderRadius: themeVars.radius.md,
  boxShadow: themeVars.shadow.md,
  outline: 'none',
  vars: { [enterAnimation]: dropIn, [exitAnimation]: dropOut },
  ...stateAnimation,
  '@media': reducedMotion,
});

/** A panel that the page scrolls to show whole keeps its height, up to the window's. */
export const keptInView = style({ maxHeight: 'calc(100dvh - 16px)' });
