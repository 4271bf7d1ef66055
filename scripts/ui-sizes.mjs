// What each primitive of @escale/ui costs a page that uses it: one build of the package with one
// entry per primitive (React stays outside, as every page has it), in memory. A primitive's size is
// its entry and the chunks it imports statically, gzip -9; what it loads on first use is counted
// apart. Printed by the size gate, next to the pages' figures.
import { existsSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const ui = `${root}packages/ui/src`;
const NOT_PRIMITIVES = new Set(['hooks', 'i18n', 'styles', 'testing', 'field']);
const SHARED_BY_EVERY_PAGE = /^(react|react-dom|scheduler)(\/|$)/;

/** The primitives: each folder of the package's source with an index module. */
function primitives() {
  return readdirSync(ui, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_PRIMITIVES.has(entry.name))
    .map((entry) => entry.name)
    .filter((name) => existsSync(`${ui}/${name}/index.ts`))
    .sort();
}

/**
 * Builds @escale/ui's modules from `input` (entry name → module), minified, in memory, with React
 * outside; `plugins` may add virtual entries. Returns the output chunks.
 */
export async function buildUi(input, plugins = []) {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: `${root}packages/ui`,
    plugins: [...plugins, vanillaExtractPlugin()],
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      rollupOptions: {
        input,
        external: (id) => SHARED_BY_EVERY_PAGE.test(id),
        preserveEntrySignatures: 'exports-only',
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunk-[hash].js' },
      },
    },
  });
  return (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
}

/** `[name, initial bytes, on-first-use bytes]` for each primitive, gzip -9. */
export async function uiPrimitiveSizes() {
  const names = primitives();
  const output = await buildUi(Object.fromEntries(names.map((name) => [name, `${ui}/${name}/index.ts`])));
  const chunks = new Map(
    output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const gz = (chunk) => gzipSync(chunk.code, { level: 9 }).length;
  const closure = (start, follow) => {
    const seen = new Set();
    const visit = (fileName) => {
      if (seen.has(fileName) || !chunks.has(fileName)) return;
      seen.add(fileName);
      for (const next of follow(chunks.get(fileName))) visit(next);
    };
    visit(start);
    return seen;
  };
  return names.map((name) => {
    const initial = closure(`${name}.js`, (chunk) => chunk.imports);
    const all = closure(`${name}.js`, (chunk) => [...chunk.imports, ...chunk.dynamicImports]);
    const size = (files) => [...files].reduce((sum, file) => sum + gz(chunks.get(file)), 0);
    return [name, size(initial), size(all) - size(initial)];
  });
}
