import { Transform } from 'node:stream';

const scriptClosing = Buffer.from('</script>');
const modulePreloadOpening = Buffer.from('<link rel="modulepreload" href="');

/**
 * How React Router writes the module script and the end of a modulepreload link, with the page's
 * Content-Security-Policy nonce when it has one (`lib/contentSecurity.ts`).
 */
function markup(nonce: string | undefined) {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  return {
    nonceAttribute,
    moduleScriptOpening: Buffer.from(`<script${nonceAttribute} type="module" async=""`),
    modulePreloadClosing: Buffer.from(`"${nonceAttribute}/>`),
  };
}
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
 * Runs a module and then lets the browser breathe: imported together, the page's modules ran in one
 * task of 50 ms on a fast machine (four times that on a mid-range phone), during which a tap waited.
 * Each module's own code runs in a task of its own; the modules are still fetched together.
 */
const evaluateApart = `const evaluate = async (href) => {
  const module = await import(href);
  await new Promise((resolve) => setTimeout(resolve));
  return module;
};`;

/**
 * Rewrites the page's scripts as React Router writes them (`<Scripts />`) so that they load once the
 * browser has painted the server's markup: on a slow network the stylesheet, the font and the hero
 * image get the bandwidth first, and the first paint does not wait for the modules. The modules are
 * then preloaded together, as before (no chain of imports), run one per task, and the page hydrates
 * as it would have.
 * A document without that script is returned as it is. The rewritten script keeps the page's nonce.
 */
export function loadScriptsAfterFirstPaint(html: Buffer, nonce?: string): Buffer {
  const { nonceAttribute, moduleScriptOpening, modulePreloadClosing } = markup(nonce);
  const opening = html.indexOf(moduleScriptOpening);
  const bodyStart = opening < 0 ? -1 : html.indexOf('>', opening + moduleScriptOpening.length) + 1;
  const closing = bodyStart <= 0 ? -1 : html.indexOf(scriptClosing, bodyStart);
  if (closing < 0) return html;
  const attributes = html.toString('utf8', opening + moduleScriptOpening.length, bodyStart - 1);
  const body = html.toString('utf8', bodyStart, closing);
  const routes = [...body.matchAll(routeImport)].map(([, name = '', href = '""']) => ({ name, href }));
  // The page is searched in bytes and only the script and the preloads are read as text: decoding
  // and encoding a long page cost it milliseconds of server time.
  const [before, beforePreloads] = withoutModulePreloads(html.subarray(0, opening), modulePreloadClosing);
  const [after, afterPreloads] = withoutModulePreloads(
    html.subarray(closing + scriptClosing.length),
    modulePreloadClosing,
  );
  const preloads = [...beforePreloads, ...afterPreloads];
  // The entry module is imported last, by React Router's own lines: it starts the hydration.
  const routeHrefs = routes.map((route): string => JSON.parse(route.href));
  const sharedModules = preloads.filter(
    (href) => !routeHrefs.includes(href) && !body.includes(`import(${JSON.stringify(href)})`),
  );
  const deferredBody = [
    afterFirstPaint,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    evaluateApart,
    `for (const href of ${JSON.stringify(sharedModules)}) await evaluate(href);`,
    ...routes.map((route) => `const ${route.name} = await evaluate(${route.href});`),
    body.replace(routeImport, ''),
  ].join('\n');
  const script = Buffer.from(`<script${nonceAttribute} type="module"${attributes}>${deferredBody}</script>`);
  return Buffer.concat([...before, script, ...after]);
}

/** The parts of `html` around its modulepreload links, and the links' addresses. */
function withoutModulePreloads(html: Buffer, modulePreloadClosing: Buffer): [Buffer[], string[]] {
  const parts: Buffer[] = [];
  const hrefs: string[] = [];
  let from = 0;
  for (let at = html.indexOf(modulePreloadOpening); at >= 0; at = html.indexOf(modulePreloadOpening, from)) {
    const hrefStart = at + modulePreloadOpening.length;
    const end = html.indexOf(modulePreloadClosing, hrefStart);
    if (end < 0) break;
    parts.push(html.subarray(from, at));
    hrefs.push(html.toString('utf8', hrefStart, end));
    from = end + modulePreloadClosing.length;
  }
  parts.push(html.subarray(from));
  return [parts, hrefs];
}

/**
 * Tells, chunk by chunk, when the module script has ended: the text of each chunk is searched once,
 * with the end of the previous one (a tag may be cut between two chunks). Searching everything held
 * at each chunk cost a long page hundreds of milliseconds of server time.
 */
function moduleScriptEnd(moduleScriptOpening: Buffer): (chunk: Buffer) => boolean {
  const markers = [moduleScriptOpening, scriptClosing];
  let carried = Buffer.alloc(0);
  return (chunk) => {
    let rest = Buffer.concat([carried, chunk]);
    for (let marker = markers[0]; marker !== undefined; marker = markers[0]) {
      const at = rest.indexOf(marker);
      if (at < 0) {
        carried = rest.subarray(Math.max(0, rest.length - marker.length + 1));
        return false;
      }
      rest = rest.subarray(at + marker.length);
      markers.shift();
    }
    return true;
  };
}

/**
 * The document's stream with `loadScriptsAfterFirstPaint` applied: it holds the shell until the
 * module script has passed (React writes the shell at once), then lets the rest through.
 */
export function scriptsAfterFirstPaint(nonce?: string): Transform {
  const hasScriptEnded = moduleScriptEnd(markup(nonce).moduleScriptOpening);
  let held: Buffer[] | null = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (held === null) return callback(null, chunk);
      held.push(chunk);
      if (!hasScriptEnded(chunk)) return callback();
      const shell = loadScriptsAfterFirstPaint(Buffer.concat(held), nonce);
      held = null;
      callback(null, shell);
    },
    flush(callback) {
      callback(null, held ? Buffer.concat(held) : undefined);
    },
  });
}
