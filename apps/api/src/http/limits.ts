import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors';

// The sizes a request may have (DESIGN.md "The API"; docs/decisions.md): a body is refused with 413
// before it is read whole, a URL with 414 before it is routed. The largest bodies a client sends are
// an order (a few KB, its gift message included) and an analytics batch (S-456).

/** The most bytes of a POST or PUT body: ten times an order with the longest gift message. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** The analytics collector's: 25 events of up to 50 items each, their names at 200 characters (S-456). */
export const ANALYTICS_BODY_LIMIT_BYTES = 768 * 1024;
/** The most characters of a URL's path and query string: fifty ids in each of a search's lists. */
export const URL_LIMIT_CHARS = 8 * 1024;

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
