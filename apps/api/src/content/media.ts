import { type ApiImage, type ImagesBySize, imageSizes } from '@escale/domain';
import type { ImageKind } from '../images/render';
import { imageUrls } from '../images/urls';

/** The generated image `index` of an entity, at the spec's sizes (000 §9). */
export const image = imageUrls;

/** The `count` images of an entity. */
export function images(kind: ImageKind, id: number | string, count: number, alt: string): ApiImage[] {
  return Array.from({ length: count }, (_, index) => imageUrls(kind, id, index, alt));
}

/** The same images as URL lists per size (001 §3 imagesBySize). */
export function imagesBySize(list: readonly ApiImage[]): ImagesBySize {
  const bySize: ImagesBySize = { '120_80': [], '640_360': [], '960_540': [] };
  for (const item of list) for (const size of imageSizes) bySize[size].push(item.sizes[size]);
  return bySize;
}
