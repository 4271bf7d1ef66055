import { createContext, type ReactNode, useContext, useMemo } from 'react';
import {
  formatUiMessage,
  type UiCatalog,
  type UiStringKey,
  type UiStringValues,
  uiStringsEn,
} from './uiStrings';

export interface UiStrings {
  /** The message of the current catalog, with its values. */
  format: (key: UiStringKey, values?: UiStringValues) => string;
  /** The page's language tag (`fr-BE`), from the nearest `UiStringsProvider`. */
  locale: string;
}

const UiStringsContext = createContext<{ catalog: UiCatalog; locale: string }>({
  catalog: uiStringsEn,
  locale: 'en-US',
});

export interface UiStringsProviderProps {
  /** The primitives' words in the page's language: `uiCatalogFor(tag)` from `@escale/ui/strings`. */
  catalog: UiCatalog;
  /**
   * The language tag the primitives write numbers and prices in (`fr-BE`): the locale given to
   * react-aria's `I18nProvider`, which dates follow. Not read from react-aria: its `useLocale`
   * renders every component that calls it once more after hydration, all in one block.
   */
  locale: string;
  children: ReactNode;
}

/** Gives the primitives below it their words and locale; without it they speak American English. */
export function UiStringsProvider({ catalog, locale, children }: UiStringsProviderProps) {
  const value = useMemo(() => ({ catalog, locale }), [catalog, locale]);
  return <UiStringsContext.Provider value={value}>{children}</UiStringsContext.Provider>;
}

/** The primitives' own strings and locale, from the nearest `UiStringsProvider`. */
export function useUiStrings(): UiStrings {
  const { catalog, locale } = useContext(UiStringsContext);
  return useMemo(
    () => ({ locale, format: (key, values = {}) => formatUiMessage(catalog[key], values, locale) }),
    [catalog, locale],
  );
}
