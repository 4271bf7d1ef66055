export type { PartnerBannerProps, PartnerConditionsProps, PartnerStaysProps } from './PartnerMinisite';
export { PartnerBanner, PartnerConditions, PartnerStays } from './PartnerMinisite';
