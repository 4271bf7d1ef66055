export type { CardGalleryProps, CardImageProps, CardImageSource } from './CardGallery';
export { CardGallery, CardImage } from './CardGallery';
