export type { ThemeProp, ThemeProviderProps } from './ThemeProvider';
export { ThemeProvider, useTheme } from './ThemeProvider';
