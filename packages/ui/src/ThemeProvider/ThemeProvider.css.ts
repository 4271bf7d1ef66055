import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import '../reset.css';

export const root = style({
  fontFamily: themeVars.font.body,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  color: themeVars.text.default,
  backgroundColor: themeVars.color.surface.base,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});
