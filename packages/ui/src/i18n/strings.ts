// `@escale/ui/strings`: the primitives' words in every language, for a server (or a one-language
// app) to pick the catalog it gives `UiStringsProvider`.
export { uiCatalogFor, uiStringsEs, uiStringsFr, uiStringsIt, uiStringsNl } from './uiCatalogs';
export type { UiCatalog, UiMessage } from './uiStrings';
export { uiStringsEn } from './uiStrings';
