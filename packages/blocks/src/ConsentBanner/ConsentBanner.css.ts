import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/**
 * Over the foot of the window, never over the whole page: the visitor can read and browse. Above
 * the page's sticky bars and menus, under its dialogs.
 */
export const banner = style({
  position: 'fixed',
  insetInline: baseVars.space['3'],
  insetBlockEnd: baseVars.space['3'],
  zIndex: baseVars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  maxWidth: 640,
  padding: baseVars.space['4'],
  borderRadius: themeVars.radius.lg,
  border: `1px solid ${themeVars.border.subtle}`,
  background: themeVars.color.body.base,
  color: themeVars.color.body.on,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.18)',
  '@media': { [mediaQueries.tablet]: { insetInlineStart: baseVars.space['5'], insetInlineEnd: 'auto' } },
});

export const settings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  padding: baseVars.space['4'],
  borderRadius: themeVars.radius.lg,
  border: `1px solid ${themeVars.border.subtle}`,
});

export const title = style({
  margin: 0,
  fontSize: baseVars.fontSize.lg,
  fontWeight: baseVars.fontWeight.bold,
});

export const text = style({ margin: 0 });

/** Accept and Refuse side by side, the same size: one is as easy as the other. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: baseVars.space['3'],
  '@media': { [mediaQueries.tablet]: { display: 'flex', justifyContent: 'flex-end' } },
});
