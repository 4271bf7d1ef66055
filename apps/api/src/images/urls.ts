import { type ApiImage, imageSizes } from '@escale/domain';
import type { ImageKind } from './render';

/** The URL of a generated image: `/api/images/{kind}/{id}-{index}/{size}.svg`. */
export function imageUrl(
  kind: ImageKind,
  id: string | number,
  index: number,
  size: (typeof imageSizes)[number],
): string {
  return `/api/images/${kind}/${id}-${index}/${size}.svg`;
}

/** One generated image of an entity at the spec's three sizes (000 §9), in the `imageSchema` shape. */
export function imageUrls(kind: ImageKind, id: string | number, index: number, alt: string): ApiImage {
  const [small, medium, large] = imageSizes;
  return {
    alt,
    sizes: {
      [small]: imageUrl(kind, id, index, small),
      [medium]: imageUrl(kind, id, index, medium),
      [large]: imageUrl(kind, id, index, large),
    } as ApiImage['sizes'],
  };
}
