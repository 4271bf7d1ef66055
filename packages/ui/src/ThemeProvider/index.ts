export type { ThemeProp, ThemeProviderProps } from './ThemeProvider';
export { ThemeProvider, useTheme } from './ThemeProvider';
export { themeTokenStyle } from './themeTokenStyle';
