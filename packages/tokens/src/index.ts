export type { BaseTokens } from './baseTokens';
export { baseTokens } from './baseTokens';
export type { Breakpoint } from './breakpoints';
export { breakpointForWidth, breakpoints, mediaQueries } from './breakpoints';
export { AA_TEXT, AA_UI, contrast } from './color';
export { baseVars, themeVars } from './contract.css';
export { motion } from './motion';
export { rendersWhenNear } from './offscreen';
export { resolveRole, resolveTheme } from './resolveTheme';
export { gridColumns, responsiveConditions } from './responsive';
export type { Space, Sprinkles } from './sprinkles.css';
export type { ColorRole, RadiusStyle, RoleTokens, ThemeInput, ThemeTokens } from './themeShape';
export { colorRoles } from './themeShape';
export type { ThemeName } from './themes';
export {
  escaleInput,
  partnerAzurInput,
  partnerTerracottaInput,
  themeInputs,
} from './themes';
export { escaleTheme, partnerAzurTheme, partnerTerracottaTheme } from './themes.css';
