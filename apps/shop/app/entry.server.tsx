// React Router's streaming render for Node, with two additions: a document's render records the
// messages it shows (`lib/pageMessages.ts`), and the page carries those once its shell is done; its
// code loads after the first paint (`lib/scriptsAfterFirstPaint.server.ts`).
import { PassThrough } from 'node:stream';
import { preloadDeferred } from '@escale/ui';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { keepVisitorPagePrivate } from './lib/cachePolicy';
import { NonceContext } from './lib/nonce';
import { PageMessageRecorderContext } from './lib/pageMessages';
import { scriptsAfterFirstPaint } from './lib/scriptsAfterFirstPaint.server';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  keepVisitorPagePrivate(request, responseHeaders);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const recorder = loadContext.pageMessages ?? null;
  // Every inline script carries the nonce of the page's Content-Security-Policy (server.ts).
  const nonce = loadContext.cspNonce;
  // Deferred parts render in full on the server: their code loads once (the first request waits).
  await preloadDeferred();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <PageMessageRecorderContext value={recorder}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </PageMessageRecorderContext>
      </NonceContext>,
      {
        nonce,
        // A part that has rendered by the time the page flushes goes out in place: beyond React's
        // default 12,800 bytes it would be sent after the document and revealed by a script, late
        // (a route whose page is missing renders the whole 404 page in one such part).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // The messages travel after the shell, in the root's data: a part streamed later that needs
        // others waits in the browser for the whole catalog.
        onShellReady() {
          recorder?.finish();
          if (readyOption === 'onShellReady') respond();
        },
        onAllReady() {
          if (readyOption === 'onAllReady') respond();
        },
        onShellError(error: unknown) {
          recorder?.finish();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell are logged by React Router's document handler.
          if (shellRendered) console.error(error);
        },
      },
    );
    function respond() {
      shellRendered = true;
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          callback();
        },
      });
      responseHeaders.set('Content-Type', 'text/html');
      const page = scriptsAfterFirstPaint(nonce);
      page.pipe(body);
      pipe(page);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
    }
  });
}

/** A navigation's data follows its page's cache policy. */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  keepVisitorPagePrivate(request, response.headers);
  return response;
}
