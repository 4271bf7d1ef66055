import { type Minisite, minisiteSearchParams } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { resolveTheme } from '@escale/tokens';
import { themeTokenStyle } from '@escale/ui';
import type { CSSProperties } from 'react';
import { apiGet } from './api';
import { orNotFound } from './pageLoad';
import type { SearchResults } from './searchData';

// A partner minisite's page (S-437…S-440, G-09): its configuration from the API, its theme
// resolved here from the partner's few values (`resolveTheme`), so the browser receives CSS
// variables and no colour code, and its stays from the search, the call carrying its id (S-439).

export interface MinisitePage {
  minisite: Minisite;
  /** The partner's theme as CSS variables for ThemeProvider. */
  themeStyle: CSSProperties;
  /** null when the search failed: the list says no stay is available. */
  results: SearchResults | null;
}

/** The theme of a minisite: its brand colours, radii and fonts through `resolveTheme`. */
export function minisiteThemeStyle(minisite: Minisite): CSSProperties {
  const { brand, brandAccent, body, fontFamily, headingFontFamily, radius } = minisite.theme;
  return themeTokenStyle(
    resolveTheme({
      name: `minisite-${minisite.minisiteId}`,
      brand,
      brandAccent,
      fontFamily,
      headingFontFamily,
      radius,
      colors: body ? { body } : undefined,
    }),
  );
}

async function minisiteStays(minisite: Minisite, locale: Locale): Promise<SearchResults | null> {
  try {
    const answer = await apiGet('/api/offers.json', locale, minisiteSearchParams(minisite), 'offerCards');
    return {
      kind: 'offers',
      offers: answer.exactMatch,
      totalCount: answer.searchDetails.totalCount,
      fallbacks: [],
    };
  } catch (error) {
    console.error(error);
    return null;
  }
}

/** The minisite of a url with its theme and stays, or null when no minisite has it. */
export async function loadMinisite(url: string, locale: Locale): Promise<MinisitePage | null> {
  const minisite = await orNotFound(() =>
    apiGet(`/api/minisites/${encodeURIComponent(url)}`, locale, {}, 'minisite'),
  );
  if (!minisite) return null;
  return {
    minisite,
    themeStyle: minisiteThemeStyle(minisite),
    results: await minisiteStays(minisite, minisite.minisiteLocale),
  };
}
