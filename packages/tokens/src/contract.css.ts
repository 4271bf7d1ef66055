import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { baseTokens } from './baseTokens';
import { resolveTheme } from './resolveTheme';
import type { ThemeTokens } from './themeShape';
import { escaleInput } from './themes';

/** Global values (space, type scale, breakpoints, z-index, motion): the same for every partner. */
export const baseVars = createGlobalTheme(':root', baseTokens);

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function toContract<T extends object>(tokens: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toContract(value as object),
    ]),
  ) as Contract<T>;
}

/** Per-partner values (colour roles, fonts, radii, shadows): set by a theme class or inline. */
export const themeVars = createThemeContract(toContract<ThemeTokens>(resolveTheme(escaleInput)));
