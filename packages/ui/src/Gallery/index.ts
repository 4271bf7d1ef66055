export type { GalleryImage, GalleryProps } from './Gallery';
export { Gallery } from './Gallery';
