import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocale } from 'react-aria';
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
  /** The current locale's tag (`fr-BE`), as react-aria's `I18nProvider` sets it. */
  locale: string;
}

const UiCatalogContext = createContext<UiCatalog>(uiStringsEn);

export interface UiStringsProviderProps {
  /** The primitives' words in the page's language: `uiCatalogFor(tag)` from `@escale/ui/strings`. */
  catalog: UiCatalog;
  children: ReactNode;
}

/** Gives the primitives below it their words; without it they speak English. */
export function UiStringsProvider({ catalog, children }: UiStringsProviderProps) {
  return <UiCatalogContext.Provider value={catalog}>{children}</UiCatalogContext.Provider>;
}

/** The primitives' own strings, from the nearest `UiStringsProvider`, numbers in react-aria's locale. */
export function useUiStrings(): UiStrings {
  const catalog = useContext(UiCatalogContext);
  const { locale } = useLocale();
  return useMemo(
    () => ({ locale, format: (key, values = {}) => formatUiMessage(catalog[key], values, locale) }),
    [catalog, locale],
  );
}
