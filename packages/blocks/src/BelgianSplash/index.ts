export type { BelgianSplashCopy, BelgianSplashProps } from './BelgianSplash';
export { BelgianSplash } from './BelgianSplash';
