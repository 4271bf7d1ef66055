export type { AnnouncementBannerProps } from './AnnouncementBanner';
export { AnnouncementBanner } from './AnnouncementBanner';
