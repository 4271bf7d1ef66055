import type { ApiImage } from '@escale/domain';
import type { GalleryImage } from '@escale/ui';

/** A gallery picture: 640_360, with 960_540 for wide and dense screens (001 §9). */
export function galleryImage(image: ApiImage): GalleryImage {
  return {
    src: image.sizes['640_360'],
    srcSet: `${image.sizes['640_360']} 640w, ${image.sizes['960_540']} 960w`,
    alt: image.alt,
  };
}
