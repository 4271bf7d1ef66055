import { type ImageSize, imageSizes } from '@escale/domain';
import type { Hono } from 'hono';
import { ApiError } from '../http/errors';
import { IMAGE_KINDS, type ImageKind, renderImage } from './render';

/** `{id}-{index}`: an entity id of letters, digits, `_` or `-`, then the image's index. */
const KEY = /^([A-Za-z0-9_-]{1,80})-(\d{1,3})$/;

const isKind = (kind: string): kind is ImageKind => (IMAGE_KINDS as readonly string[]).includes(kind);
const isSize = (size: string): size is ImageSize => (imageSizes as readonly string[]).includes(size);

const notFound = (message: string) => new ApiError(404, 'NOT_FOUND', message).toBody();

/**
 * GET /api/images/{kind}/{id}-{index}/{size}.svg: the generated illustration as `image/svg+xml`.
 * The same URL always draws the same picture, so answers are cached for a year. Not a JSON route,
 * so it is registered on the Hono app directly, and described by `imageOpenApiPath` below.
 */
export function registerImageRoutes(app: Hono): void {
  app.get('/api/images/:kind/:key/:file', (c) => {
    const { kind, key, file } = c.req.param();
    const size = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    const match = KEY.exec(key);
    if (!isKind(kind))
      return c.json(notFound(`No image kind ${kind}; expected one of ${IMAGE_KINDS.join(', ')}`), 404);
    if (!isSize(size))
      return c.json(
        notFound(`No image size ${file}; expected one of ${imageSizes.map((s) => `${s}.svg`).join(', ')}`),
        404,
      );
    if (!match) return c.json(notFound(`No image ${key}; expected {id}-{index}`), 404);
    const svg = renderImage({ kind, id: match[1] as string, index: Number(match[2]), size });
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}

/** The OpenAPI entry of the image route, written by hand since its answer is not JSON. */
export const imageOpenApiPath = {
  '/api/images/{kind}/{key}/{size}.svg': {
    get: {
      operationId: 'image',
      summary: 'A generated illustration at one of the spec sizes (000 §9), cached for a year',
      tags: ['images'],
      parameters: [
        { name: 'kind', in: 'path', required: true, schema: { type: 'string', enum: [...IMAGE_KINDS] } },
        { name: 'key', in: 'path', required: true, schema: { type: 'string', pattern: KEY.source } },
        { name: 'size', in: 'path', required: true, schema: { type: 'string', enum: [...imageSizes] } },
      ],
      responses: {
        '200': { description: 'The image', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
        '404': { description: 'Unknown kind, key or size' },
      },
    },
  },
};
