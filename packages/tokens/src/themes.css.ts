import { createTheme } from '@vanilla-extract/css';
import { themeVars } from './contract.css';
import './fontFallbacks.css';
import { resolveTheme } from './resolveTheme';
import { escaleInput, partnerAzurInput, partnerTerracottaInput } from './themes';

/** Theme classes compiled at build time: apply one to a root element (see ui's ThemeProvider). */
export const escaleTheme = createTheme(themeVars, resolveTheme(escaleInput), 'escale');
export const partnerAzurTheme = createTheme(themeVars, resolveTheme(partnerAzurInput), 'azur');
export const partnerTerracottaTheme = createTheme(
  themeVars,
  resolveTheme(partnerTerracottaInput),
  'terracotta',
);
