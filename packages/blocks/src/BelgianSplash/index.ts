export type { BelgianSplashProps } from './BelgianSplash';
export { BelgianSplash } from './BelgianSplash';
