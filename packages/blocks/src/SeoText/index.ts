export type { SeoTextLink, SeoTextProps } from './SeoText';
export { SeoText } from './SeoText';
