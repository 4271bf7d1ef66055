/** A card's gallery shows at most 4 images (S-156, 000 §9). */
export const cardGalleryLimit = 4;

/** The product gallery's grid beside the large image holds the next 4 images, 5 in all (G-18, 002 §9). */
export const productGalleryGridSize = 4;

/** Below this many images the product gallery shows a single image (G-18, 002 §9). */
export const productGalleryGridMinimum = 4;

/** The images a card shows, in order. */
export function cardGalleryImages<T>(images: readonly T[]): T[] {
  return images.slice(0, cardGalleryLimit);
}

export interface ProductGallery<T> {
  /** The large image (desktop) and first slide. */
  main: T;
  /** The tiles beside it on desktop: the next 3 or 4 images, none when there are fewer than 4 images. */
  grid: T[];
  /** What the gallery shows in all: the mobile carousel's slides. */
  shown: T[];
}

/**
 * The product page gallery (G-18): one large image plus a grid of the next 4 (5 in all); with
 * 4 images the grid holds 3; with fewer than 4 a single image. `null` without images.
 */
export function productGallery<T>(images: readonly T[]): ProductGallery<T> | null {
  const [main] = images;
  if (main === undefined) return null;
  const grid = images.length < productGalleryGridMinimum ? [] : images.slice(1, 1 + productGalleryGridSize);
  return { main, grid, shown: [main, ...grid] };
}
