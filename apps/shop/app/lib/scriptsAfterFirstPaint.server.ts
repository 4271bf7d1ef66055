import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /<script type="module" async=""([^>]*)>([\s\S]*?)<\/script>/;
const routeImport = /import \* as (route\d+) from ("[^"]+");/g;

/** The longest the modules wait for the first paint, in milliseconds: a tab opened hidden paints late. */
export const FIRST_PAINT_WAIT_MS = 3_000;

/**
 * Resolves once the browser has shown the page's first text or image, as its paint timing tells. A
 * frame callback is no such sign: the browser may run frames before it shows anything, and the
 * modules would then take the main thread from the first paint. Without paint timing, one frame.
 */
const afterFirstPaint = `await new Promise((resolve) => {
  const go = () => setTimeout(resolve);
  setTimeout(resolve, ${FIRST_PAINT_WAIT_MS});
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(go);
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    go();
  }).observe({ type: "paint", buffered: true });
});`;

/**
 * Rewrites the page's scripts as React Router writes them (`<Scripts />`) so that they load once the
 * browser has painted the server's markup: on a slow network the stylesheet, the font and the hero
 * image get the bandwidth first, and the first paint does not wait for the modules. The modules are
 * then preloaded together, as before (no chain of imports), and the page hydrates as it would have.
 * A document without that script is returned as it is.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const [, attributes, body] = script;
  const preloads = [...html.matchAll(modulePreload)].map(([, href]) => href);
  const routes = [...(body ?? '').matchAll(routeImport)].map(([, name, href]) => ({ name, href }));
  const rest = (body ?? '').replace(routeImport, '');
  const deferredBody = [
    afterFirstPaint,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${routes.map((route) => route.name).join(', ')}] = await Promise.all([${routes
      .map((route) => `import(${route.href})`)
      .join(', ')}]);`,
    rest,
  ].join('\n');
  return html
    .replace(modulePreload, '')
    .replace(moduleScript, () => `<script type="module"${attributes}>${deferredBody}</script>`);
}

/**
 * The document's stream with `loadScriptsAfterFirstPaint` applied: it holds the shell until the
 * module script has passed (React writes the shell at once), then lets the rest through.
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  let held: string | null = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (held === null) return callback(null, text);
      held += text;
      if (!moduleScript.test(held)) return callback();
      const shell = loadScriptsAfterFirstPaint(held);
      held = null;
      callback(null, shell);
    },
    flush(callback) {
      callback(null, (held ?? '') + decoder.end());
    },
  });
}
