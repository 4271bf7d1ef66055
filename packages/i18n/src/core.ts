// The React-free part of @escale/i18n, for servers (the API) and tools.

export type { CompiledMessages, MessageId, Messages } from './catalog';
export { catalogs, compiledMessagesFor, messagesFor, sourceMessages } from './catalog';
export type { DateStyle, MessageValues, PriceDigits } from './format';
export {
  formatDate,
  formatDateRange,
  formatDistance,
  formatPerPerson,
  formatPrice,
  formatScore,
  translate,
} from './format';
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
