import { mediaQueries, themeVars } from '@escale/tokens';
import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { enterAnimation, exitAnimation, reducedMotion, stateAnimation } from '../Overlay/Overlay.css';

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const slideDown = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } });
const slideInRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});
const slideOutRight = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(100%)' },
});

const fromBottom = {
  insetInline: 0,
  top: 'auto',
  bottom: 0,
  width: '100%',
  maxHeight: '90dvh',
  borderRadius: `${themeVars.radius.xl} ${themeVars.radius.xl} 0 0`,
  vars: { [enterAnimation]: slideUp, [exitAnimation]: slideDown },
};

const fromRight = {
  insetInline: 'auto 0',
  top: 0,
  bottom: 0,
  width: 'min(100vw, 480px)',
  maxHeight: 'none',
  borderRadius: 0,
  vars: { [enterAnimation]: slideInRight, [exitAnimation]: slideOutRight },
};

export const drawer = recipe({
  base: { ...stateAnimation, '@media': reducedMotion },
  variants: {
    placement: {
      /** S-140: from the bottom on mobile and tablet, from the right on desktop. */
      auto: { ...fromBottom, '@media': { [mediaQueries.desktop]: fromRight } },
      bottom: fromBottom,
      right: fromRight,
    },
  },
  defaultVariants: { placement: 'auto' },
});
