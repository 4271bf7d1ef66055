export type { TargetedBannerProps } from './TargetedBanner';
export { TargetedBanner } from './TargetedBanner';
