import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** At the foot of the window, on the inline end: out of the way of the page's own sticky bars. */
export const panel = style({
  position: 'fixed',
  insetInlineEnd: baseVars.space['3'],
  insetBlockEnd: baseVars.space['3'],
  zIndex: baseVars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: baseVars.space['2'],
  maxWidth: 'min(22rem, calc(100vw - 2 * 0.75rem))',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  padding: baseVars.space['4'],
  borderRadius: themeVars.radius.lg,
  border: `1px solid ${themeVars.border.subtle}`,
  background: themeVars.color.body.base,
  color: themeVars.color.body.on,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.18)',
});

export const title = style({
  margin: 0,
  fontSize: baseVars.fontSize.md,
  fontWeight: baseVars.fontWeight.bold,
});

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: baseVars.space['2'] });
