import { apiErrorSchema, imageSchema, imageSizes } from '@escale/domain';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS, renderImage } from '../src/images/render';
import { registerImageRoutes } from '../src/images/routes';
import { imageUrls } from '../src/images/urls';

const app = new Hono();
registerImageRoutes(app);

describe('generated images', () => {
  it('draws the same picture for the same image, at the exact pixel size', () => {
    for (const size of imageSizes) {
      const svg = renderImage({ kind: 'hotel', id: '10001', index: 0, size });
      expect(svg).toBe(renderImage({ kind: 'hotel', id: '10001', index: 0, size }));
      const [width, height] = size.split('_');
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}"`));
    }
  });

  it('draws different pictures for different entities and indexes', () => {
    const pictures = new Set(
      IMAGE_KINDS.flatMap((kind) =>
        ['10001', '10002'].flatMap((id) =>
          [0, 1].map((index) => renderImage({ kind, id, index, size: '640_360' })),
        ),
      ),
    );
    expect(pictures.size).toBe(IMAGE_KINDS.length * 4);
  });

  it('gives URLs in the image schema shape that the route answers', async () => {
    const image = imageUrls('room', 'room-10001-2', 1, 'Chambre Double');
    expect(imageSchema.parse(image)).toEqual(image);
    expect(image.sizes['640_360']).toBe('/api/images/room/room-10001-2-1/640_360.svg');
    for (const url of Object.values(image.sizes)) {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(
        renderImage({
          kind: 'room',
          id: 'room-10001-2',
          index: 1,
          size: url.split('/').pop()?.replace('.svg', '') as '640_360',
        }),
      );
    }
  });

  it('answers 404 in the error shape for an unknown kind, size or key', async () => {
    for (const url of [
      '/api/images/castle/10001-0/640_360.svg',
      '/api/images/hotel/10001-0/800_600.svg',
      '/api/images/hotel/10001-0/640_360.png',
      '/api/images/hotel/10001/640_360.svg',
      '/api/images/hotel/10%2F01-0/640_360.svg',
    ]) {
      const response = await app.request(url);
      expect(response.status, url).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).error.code).toBe('NOT_FOUND');
    }
  });
});
