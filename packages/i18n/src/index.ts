export type { MessageId, Messages } from './catalog';
export { catalogs, messagesFor, sourceMessages } from './catalog';
export type { DateStyle, MessageValues, PriceDigits } from './format';
export {
  formatDate,
  formatDateRange,
  formatDistance,
  formatPerPerson,
  formatPrice,
  formatScore,
  intlFor,
  translate,
} from './format';
export type { I18nProviderProps } from './I18nProvider';
export { I18nProvider, useFormat, useLocale, useT } from './I18nProvider';
export type { Country, Language, Locale, Market } from './markets';
export {
  defaultLocale,
  isLocale,
  localeFromAcceptLanguage,
  locales,
  marketForPath,
  marketOf,
  markets,
  marketsOfCountry,
  pathAfterMarket,
} from './markets';
