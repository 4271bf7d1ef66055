import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** Covers the page while the lightbox's code loads on its first opening. */
export const loading = style({
  position: 'fixed',
  inset: 0,
  zIndex: baseVars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: themeVars.text.strong,
  color: themeVars.text.inverse,
});
