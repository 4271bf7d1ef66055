import { escaleTheme, partnerAzurTheme, partnerTerracottaTheme, type ThemeName } from '@escale/tokens';
import { clsx } from 'clsx';
import { type CSSProperties, createContext, type ReactNode, useContext } from 'react';
import * as styles from './ThemeProvider.css';

const themeClasses: Record<ThemeName, string> = {
  escale: escaleTheme,
  'partner-azur': partnerAzurTheme,
  'partner-terracotta': partnerTerracottaTheme,
};

/**
 * One of Escale's themes by name; a partner's own theme class, compiled at its build time with
 * `createTheme(themeVars, resolveTheme(input))`; or tokens resolved at run time for partners
 * configured in the CMS, as the inline CSS variables of `themeTokenStyle(tokens)`.
 */
export type ThemeProp =
  | ThemeName
  | { name: string; className: string; logoUrl?: string }
  | { name: string; style: CSSProperties; logoUrl?: string };

export interface ThemeProviderProps {
  /** Defaults to Escale's brand theme. */
  theme?: ThemeProp;
  children: ReactNode;
}

interface ThemeContextValue {
  name: string;
  logoUrl?: string;
}

const ThemeContext = createContext<ThemeContextValue>({ name: 'escale' });

/**
 * Applies a theme to everything inside. Partners known at build time pass their name; partners
 * configured in the CMS pass their tokens as inline CSS variables (`themeTokenStyle`), a module of
 * its own so that the pages of a build-time theme do not carry the tokens' names.
 */
export function ThemeProvider({ theme = 'escale', children }: ThemeProviderProps) {
  const value: ThemeContextValue =
    typeof theme === 'string' ? { name: theme } : { name: theme.name, logoUrl: theme.logoUrl };
  const themeClass =
    typeof theme === 'string' ? themeClasses[theme] : 'className' in theme ? theme.className : escaleTheme;
  const inlineVars = typeof theme !== 'string' && 'style' in theme ? theme.style : undefined;
  return (
    <ThemeContext.Provider value={value}>
      <div data-theme={value.name} className={clsx(styles.root, themeClass)} style={inlineVars}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The current theme's name and logo. */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}
