import {
  escaleTheme,
  partnerAzurTheme,
  partnerTerracottaTheme,
  type ThemeName,
  type ThemeTokens,
  themeVars,
} from '@escale/tokens';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { createContext, type ReactNode, useContext } from 'react';
import * as styles from './ThemeProvider.css';

const themeClasses: Record<ThemeName, string> = {
  escale: escaleTheme,
  'partner-azur': partnerAzurTheme,
  'partner-terracotta': partnerTerracottaTheme,
};

/** A theme compiled at build time (by name) or resolved at run time (`resolveTheme(input)`). */
export type ThemeProp = ThemeName | { name: string; tokens: ThemeTokens; logoUrl?: string };

export interface ThemeProviderProps {
  /** Defaults to Escale's brand theme. */
  theme?: ThemeProp;
  /** Renders the root as `body`-like block filling its parent; otherwise it wraps its children only. */
  children: ReactNode;
}

interface ThemeContextValue {
  name: string;
  logoUrl?: string;
}

const ThemeContext = createContext<ThemeContextValue>({ name: 'escale' });

/**
 * Applies a theme to everything inside. Partners known at build time pass their name; partners
 * configured in the CMS pass tokens resolved on the server, set as inline CSS variables.
 */
export function ThemeProvider({ theme = 'escale', children }: ThemeProviderProps) {
  const isNamed = typeof theme === 'string';
  const name = isNamed ? theme : theme.name;
  const value: ThemeContextValue = isNamed ? { name } : { name, logoUrl: theme.logoUrl };
  return (
    <ThemeContext.Provider value={value}>
      <div
        data-theme={name}
        className={clsx(styles.root, isNamed ? themeClasses[theme] : escaleTheme)}
        style={isNamed ? undefined : assignInlineVars(themeVars, theme.tokens)}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The current theme's name and logo. */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}
