export type { ConsentBannerProps } from './ConsentBanner';
export { ConsentBanner } from './ConsentBanner';
