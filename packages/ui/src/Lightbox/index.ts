export type { LightboxImage, LightboxProps } from './Lightbox';
export { Lightbox } from './Lightbox';
