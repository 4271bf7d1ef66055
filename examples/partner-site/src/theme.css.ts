import { resolveTheme, themeVars } from '@escale/tokens';
import { createTheme } from '@vanilla-extract/css';

/** The partner's brand, compiled at build time into a theme class. */
export const partnerBrand = '#7a1f5c';

export const partnerTheme = createTheme(
  themeVars,
  resolveTheme({ name: 'partner-plum', brand: partnerBrand, brandAccent: '#f2b84b', radius: 'round' }),
);
