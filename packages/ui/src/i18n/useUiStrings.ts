import { useLocale } from 'react-aria';
import {
  type UiCatalog,
  type UiLanguage,
  type UiStringKey,
  type UiStringValues,
  uiCatalogs,
} from './uiStrings';

export interface UiStrings {
  /** The message of the current locale, with its values. */
  format: (key: UiStringKey, values?: UiStringValues) => string;
  /** The current locale's tag (`fr-BE`), as react-aria's `I18nProvider` sets it. */
  locale: string;
}

const isUiLanguage = (language: string): language is UiLanguage => Object.hasOwn(uiCatalogs, language);

/** The catalog of a locale tag: its language's (`fr-BE` reads French), else English. */
export function uiCatalogFor(locale: string): UiCatalog {
  const language = new Intl.Locale(locale).language;
  return isUiLanguage(language) ? uiCatalogs[language] : uiCatalogs.en;
}

const stringsByLocale = new Map<string, UiStrings>();

/** One set per locale: its formatters are costly to build, and every primitive asks for them. */
function uiStringsFor(locale: string): UiStrings {
  let strings = stringsByLocale.get(locale);
  if (!strings) {
    const catalog = uiCatalogFor(locale);
    const numbers = new Intl.NumberFormat(locale);
    const plurals = new Intl.PluralRules(locale);
    const helpers = {
      number: (value: number) => numbers.format(value),
      plural: (count: number, forms: { one: string; other: string }) =>
        plurals.select(count) === 'one' ? forms.one : forms.other,
    };
    strings = {
      locale,
      format: (key, values = {}) => {
        const message = catalog[key];
        return typeof message === 'function' ? message(values, helpers) : message;
      },
    };
    stringsByLocale.set(locale, strings);
  }
  return strings;
}

/** The primitives' own strings in react-aria's locale (set by the app's `I18nProvider`). */
export function useUiStrings(): UiStrings {
  return uiStringsFor(useLocale().locale);
}
