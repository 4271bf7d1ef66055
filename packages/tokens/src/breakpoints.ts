/**
 * Layout breakpoints (G-65): mobile below 768 px, tablet from 768 px, desktop from 1024 px.
 * Tablets get the desktop layout for grids and the mobile drawers for filters.
 */
export const breakpoints = {
  tablet: 768,
  desktop: 1024,
} as const;

export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

/** Media queries for `@media` rules and `window.matchMedia`. */
export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** The breakpoint that applies at a viewport width in CSS pixels. */
export function breakpointForWidth(width: number): Breakpoint {
  if (width >= breakpoints.desktop) return 'desktop';
  if (width >= breakpoints.tablet) return 'tablet';
  return 'mobile';
}
