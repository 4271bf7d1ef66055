import { ANALYTICS_BODY_LIMIT_BYTES, BODY_LIMIT_BYTES, URL_LIMIT_CHARS } from '@escale/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors';

// A body is refused with 413 before it is read whole, a URL with 414 before it is routed; the sizes
// are the domain's (requestLimits.ts).

export { ANALYTICS_BODY_LIMIT_BYTES, BODY_LIMIT_BYTES, URL_LIMIT_CHARS };

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** 413 PAYLOAD_TOO_LARGE past `maxSize` bytes, from the Content-Length or while the body streams in. */
export const limitBody = (maxSize: number): MiddlewareHandler =>
  bodyLimit({
    maxSize,
    onError: (c: Context) =>
      c.json(
        new ApiError(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${kilobytes(maxSize)}`).toBody(),
        413,
      ),
  });

/** 414 URI_TOO_LONG past URL_LIMIT_CHARS of path and query string. */
export const limitUrl: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  if (url.length - Math.max(0, pathStart) > URL_LIMIT_CHARS) {
    return c.json(
      new ApiError(414, 'URI_TOO_LONG', `The URL is longer than ${URL_LIMIT_CHARS} characters`).toBody(),
      414,
    );
  }
  await next();
};
