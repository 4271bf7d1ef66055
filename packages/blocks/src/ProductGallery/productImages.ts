import type { ApiImage } from '@escale/domain';
import type { GalleryImage, LightboxImage } from '@escale/ui';

/** A gallery picture: 640_360, with 960_540 for wide and dense screens (001 §9). */
export function galleryImage(image: ApiImage): GalleryImage {
  return {
    src: image.sizes['640_360'],
    srcSet: `${image.sizes['640_360']} 640w, ${image.sizes['960_540']} 960w`,
    alt: image.alt,
  };
}

/** A lightbox picture: 960_540 large, 120_80 as its thumbnail (001 §9). */
export function lightboxImage(image: ApiImage): LightboxImage {
  return {
    src: image.sizes['960_540'],
    srcSet: `${image.sizes['640_360']} 640w, ${image.sizes['960_540']} 960w`,
    thumbnailSrc: image.sizes['120_80'],
    alt: image.alt,
  };
}
