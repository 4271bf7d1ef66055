import { breakpoints } from './breakpoints';
import { motion } from './motion';

const ms = (value: number) => `${value}ms`;

/** Global, non-themeable values: every partner shares them. */
export const baseTokens = {
  space: {
    '0': '0',
    '0.5': '2px',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
    '16': '64px',
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    '2xl': '28px',
    '3xl': '36px',
  },
  lineHeight: {
    xs: '16px',
    sm: '20px',
    md: '24px',
    lg: '26px',
    xl: '30px',
    '2xl': '36px',
    '3xl': '44px',
  },
  fontWeight: {
    regular: '400',
    medium: '600',
    bold: '700',
  },
  size: {
    /** Minimum touch target (WCAG 2.5.8 asks 24px; we keep 44px on every control). */
    touch: '44px',
    icon: '20px',
    iconSmall: '16px',
  },
  breakpoint: {
    tablet: `${breakpoints.tablet}px`,
    desktop: `${breakpoints.desktop}px`,
  },
  zIndex: {
    base: '0',
    sticky: '100',
    dropdown: '200',
    overlay: '300',
    modal: '400',
    toast: '500',
  },
  motion: {
    fast: ms(motion.fast),
    medium: ms(motion.medium),
    carouselSlide: ms(motion.carouselSlide),
    crossfadeInterval: ms(motion.crossfadeInterval),
    crossfadeTransition: ms(motion.crossfadeTransition),
    calendarAutoClose: ms(motion.calendarAutoClose),
  },
} as const;

export type BaseTokens = typeof baseTokens;
