import { baseVars, breakpoints, themeVars } from '@escale/tokens';
import { recipe } from '@vanilla-extract/recipes';
import {
  enterAnimation,
  exitAnimation,
  fadeIn,
  fadeOut,
  reducedMotion,
  stateAnimation,
} from '../Overlay/Overlay.css';

/** Below the tablet breakpoint; a media rule, so it overrides the size's width. */
const mobile = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

const fullScreen = {
  inset: 0,
  width: '100%',
  maxWidth: 'none',
  height: '100%',
  maxHeight: 'none',
  borderRadius: 0,
  transform: 'none',
};

export const modal = recipe({
  base: {
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    maxWidth: `calc(100vw - 2 * ${baseVars.space['4']})`,
    maxHeight: `calc(100dvh - 2 * ${baseVars.space['4']})`,
    borderRadius: themeVars.radius.lg,
    vars: { [enterAnimation]: fadeIn, [exitAnimation]: fadeOut },
    ...stateAnimation,
    '@media': reducedMotion,
  },
  variants: {
    size: {
      small: { width: 400 },
      medium: { width: 640 },
      large: { width: 960 },
    },
    /** Below the tablet breakpoint (768 px) the modal covers the screen. */
    isFullScreenOnMobile: {
      true: { '@media': { [mobile]: fullScreen } },
      false: {},
    },
  },
  defaultVariants: { size: 'medium', isFullScreenOnMobile: false },
});
