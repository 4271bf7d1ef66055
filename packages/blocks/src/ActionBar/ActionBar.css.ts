import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

const safeArea = 'env(safe-area-inset-bottom, 0px)';
const padding = baseVars.space['2'];

/** Keeps the page's end clear of the fixed bar; below 1024 px only (G-65). */
export const spacer = style({
  height: `calc(${baseVars.size.touch} + 2 * ${padding} + ${safeArea})`,
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: baseVars.zIndex.sticky,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: baseVars.space['2'],
  paddingTop: padding,
  paddingInline: baseVars.space['3'],
  paddingBottom: `calc(${padding} + ${safeArea})`,
  backgroundColor: themeVars.color.surface.base,
  borderTop: `1px solid ${themeVars.border.subtle}`,
  boxShadow: themeVars.shadow.md,
});

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: baseVars.space['2'] });
