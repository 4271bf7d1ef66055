import { type ThemeTokens, themeVars } from '@escale/tokens';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CSSProperties } from 'react';

/** A theme resolved at run time (a partner configured in the CMS) as inline CSS variables. */
export function themeTokenStyle(tokens: ThemeTokens): CSSProperties {
  return assignInlineVars(themeVars, tokens);
}
