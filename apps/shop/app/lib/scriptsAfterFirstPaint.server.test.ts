import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_PAINT_WAIT_MS,
  loadScriptsAfterFirstPaint,
  scriptsAfterFirstPaint,
} from './scriptsAfterFirstPaint.server';

// The shape of React Router's `<Scripts />` in a server-rendered page.
const page = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/shared-E.js"/>',
  '<link rel="modulepreload" href="/assets/root-B.js"/><link rel="modulepreload" href="/assets/home-C.js"/>',
  '<link rel="stylesheet" href="/assets/style-D.css"/></head><body><h1>Séjours à Annecy</h1>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-B.js";\nimport * as route1 from "/assets/home-C.js";\n',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"home-fr_FR":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

const rewrite = (html: string) => loadScriptsAfterFirstPaint(Buffer.from(html)).toString();
const moduleScriptOf = (html: string) => /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

const AsyncFunction = (async () => {}).constructor as new (
  ...parameters: string[]
) => (...values: unknown[]) => Promise<void>;

/** Runs a page's module script with the browser's paint timing, frames, document and imports faked. */
function fakeBrowser() {
  const loaded: string[] = [];
  /** The task (a timer's callback and the promise jobs after it) each module was imported in. */
  const loadTasks: number[] = [];
  let task = 0;
  const preloaded: unknown[] = [];
  const observers: ((names: string[]) => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (list: unknown, observer: PerformanceObserver) => void) {}
    observe() {
      observers.push((names) =>
        this.callback({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) }, this),
      );
    }
    disconnect() {
      observers.length = 0;
    }
  }
  const document = {
    head: { append: (link: unknown) => preloaded.push(link) },
    createElement: () => ({}),
  };
  return {
    loaded,
    loadTasks,
    preloaded,
    paint: (name: string) => {
      for (const observer of [...observers]) observer([name]);
    },
    run: (script: string) =>
      new AsyncFunction(
        'PerformanceObserver',
        'requestAnimationFrame',
        'setTimeout',
        'document',
        'window',
        'load',
        script.replaceAll('import(', 'load('),
      )(
        PerformanceObserver,
        (callback: () => void) => setTimeout(callback, 16),
        (callback: () => void, delay?: number) =>
          setTimeout(() => {
            task += 1;
            callback();
          }, delay),
        document,
        {},
        async (href: string) => {
          loaded.push(href);
          loadTasks.push(task);
          return {};
        },
      ),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the page loads its code after the first paint', () => {
  it('names no module in its head: the stylesheet, font and images come first', () => {
    const html = rewrite(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-D.css"/>');
    expect(html).not.toMatch(/<script type="module" async/);
  });

  it('preloads every module together once started, and hydrates as before', () => {
    const script = moduleScriptOf(rewrite(page));
    expect(script).toContain(
      '["/assets/entry.client-A.js","/assets/shared-E.js","/assets/root-B.js","/assets/home-C.js"]',
    );
    expect(script).toContain('const route0 = await evaluate("/assets/root-B.js");');
    expect(script).toContain('const route1 = await evaluate("/assets/home-C.js");');
    expect(script).not.toMatch(/^import \*/m);
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"home-fr_FR":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it('asks for no module before the browser reports its first contentful paint', async () => {
    const browser = fakeBrowser();
    const run = browser.run(moduleScriptOf(rewrite(page)));
    await vi.advanceTimersByTimeAsync(100);
    expect(browser.loaded).toEqual([]);
    browser.paint('first-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(browser.loaded).toEqual([]);
    browser.paint('first-contentful-paint');
    await vi.runAllTimersAsync();
    await run;
    expect(browser.loaded).toEqual([
      '/assets/shared-E.js',
      '/assets/root-B.js',
      '/assets/home-C.js',
      '/assets/entry.client-A.js',
    ]);
    expect(browser.preloaded).toHaveLength(4);
  });

  it('runs one module per task, the entry module that hydrates the page last', async () => {
    const browser = fakeBrowser();
    const run = browser.run(moduleScriptOf(rewrite(page)));
    browser.paint('first-contentful-paint');
    await vi.runAllTimersAsync();
    await run;
    expect(new Set(browser.loadTasks).size).toBe(4);
    expect(browser.loaded.at(-1)).toBe('/assets/entry.client-A.js');
  });

  it(`starts anyway after ${FIRST_PAINT_WAIT_MS} ms without a paint, as in a tab opened hidden`, async () => {
    const browser = fakeBrowser();
    const run = browser.run(moduleScriptOf(rewrite(page)));
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(browser.loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    await run;
    expect(browser.loaded).toHaveLength(4);
  });

  it('leaves a document without the module script as it is', () => {
    const html = '<html><head><link rel="modulepreload" href="/a.js"/></head><body>Erreur</body></html>';
    expect(rewrite(html)).toBe(html);
  });

  it('rewrites the streamed document whatever its chunks, a character split across two included', async () => {
    const bytes = Buffer.from(page);
    // Cut inside "Séjours" (é is two bytes) and inside the module script.
    const cuts = [bytes.indexOf('é') + 1, bytes.indexOf('route1 from') + 3, bytes.length];
    const chunks = cuts.map((end, index) => bytes.subarray(index === 0 ? 0 : cuts[index - 1], end));
    const streamed = await text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()));
    expect(streamed).toBe(rewrite(page));
  });

  it('finds the module script cut anywhere, down to a byte per chunk', async () => {
    const bytes = Buffer.from(page);
    const opening = bytes.indexOf('<script type="module"');
    const closing = bytes.indexOf('</script>', opening);
    const cuts = [opening + 10, closing + 4, bytes.length];
    const chunks = cuts.map((end, index) => bytes.subarray(index === 0 ? 0 : cuts[index - 1], end));
    const expected = rewrite(page);
    expect(await text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()))).toBe(expected);
    const bytewise = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await text(Readable.from(bytewise).pipe(scriptsAfterFirstPaint()))).toBe(expected);
  });

  it('rewrites the page of a Content-Security-Policy nonce and keeps the nonce on the script it writes', async () => {
    const nonce = 'bm9uY2Utb2YtdGhlLXBhZ2U=';
    const withNonce = page
      .replaceAll('<script>', `<script nonce="${nonce}">`)
      .replace('<script type="module"', `<script nonce="${nonce}" type="module"`)
      .replaceAll(/(<link rel="modulepreload" href="[^"]+")\/>/g, `$1 nonce="${nonce}"/>`);
    const html = await text(Readable.from([Buffer.from(withNonce)]).pipe(scriptsAfterFirstPaint(nonce)));
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/type="module" async/);
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(3);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    expect(html).toContain(
      '["/assets/entry.client-A.js","/assets/shared-E.js","/assets/root-B.js","/assets/home-C.js"]',
    );
  });
});
