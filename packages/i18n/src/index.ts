// @escale/i18n: its React-free part (./core) and the React provider and hooks.
export * from './core';
export type { I18nProviderProps } from './I18nProvider';
export { I18nProvider, useFormat, useLocale, useT, useWholeCatalog } from './I18nProvider';
