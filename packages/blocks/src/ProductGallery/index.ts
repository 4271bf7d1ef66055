export type { ProductGalleryProps } from './ProductGallery';
export { ProductGallery } from './ProductGallery';
