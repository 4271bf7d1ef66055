import { describe, expect, it } from 'vitest';
import { cardGalleryImages, productGallery } from './gallery';

const images = (count: number) => Array.from({ length: count }, (_, i) => `image-${i + 1}`);

describe('cardGalleryImages', () => {
  it('S-156 a card shows at most 4 images, the first ones', () => {
    expect(cardGalleryImages(images(6))).toEqual(['image-1', 'image-2', 'image-3', 'image-4']);
    expect(cardGalleryImages(images(4))).toHaveLength(4);
    expect(cardGalleryImages(images(2))).toEqual(['image-1', 'image-2']);
    expect(cardGalleryImages([])).toEqual([]);
  });
});

describe('productGallery', () => {
  it('G-18 shows one large image and a grid of the next 4, 5 in all', () => {
    expect(productGallery(images(9))).toEqual({
      main: 'image-1',
      grid: ['image-2', 'image-3', 'image-4', 'image-5'],
      shown: ['image-1', 'image-2', 'image-3', 'image-4', 'image-5'],
    });
  });

  it('G-18 with exactly 4 images the grid holds the other 3', () => {
    expect(productGallery(images(4))?.grid).toEqual(['image-2', 'image-3', 'image-4']);
  });

  it('G-18 shows a single image when there are fewer than 4', () => {
    expect(productGallery(images(3))).toEqual({ main: 'image-1', grid: [], shown: ['image-1'] });
    expect(productGallery(images(1))).toEqual({ main: 'image-1', grid: [], shown: ['image-1'] });
  });

  it('has nothing to show without images', () => {
    expect(productGallery([])).toBeNull();
  });
});
