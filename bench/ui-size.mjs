// Bundle size of each @escale/ui export imported alone (tree-shaking proof) and of the whole package.
// React, react-dom and the JSX runtime are external: every page already pays for them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildUi } from '../scripts/ui-sizes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const index = readFileSync(`${root}packages/ui/src/index.ts`, 'utf8');

/** Value exports of the package (types are erased and cost nothing). */
export function uiExports() {
  return [...index.matchAll(/^export \{([^}]+)\} from/gm)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

async function sizeOf(code) {
  const entry = 'virtual:bench-entry';
  const chunks = await buildUi({ entry }, [
    {
      name: 'bench-entry',
      resolveId: (id) => (id === entry ? `\0${entry}` : null),
      load: (id) => (id === `\0${entry}` ? code : null),
    },
  ]);
  let js = 0;
  let css = 0;
  for (const chunk of chunks) {
    const source = chunk.type === 'chunk' ? chunk.code : chunk.source;
    const gz = gzipSync(Buffer.from(source)).length;
    if (chunk.fileName.endsWith('.js')) js += gz;
    if (chunk.fileName.endsWith('.css')) css += gz;
  }
  return { js, css };
}

export async function benchUiSizes() {
  const names = uiExports();
  const whole = await sizeOf(`export { ${names.join(', ')} } from '@escale/ui';`);
  const rows = [];
  for (const name of names) {
    const size = await sizeOf(`export { ${name} } from '@escale/ui';`);
    rows.push({ name, ...size });
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\n@escale/ui — gzip size when imported alone (React external)\n');
  console.log(
    `${'export'.padEnd(22)} ${'JS'.padStart(9)} ${'CSS'.padStart(9)} ${'of whole JS'.padStart(12)}`,
  );
  for (const row of rows.sort((a, b) => b.js - a.js)) {
    const share = `${((row.js / whole.js) * 100).toFixed(0)} %`;
    console.log(
      `${row.name.padEnd(22)} ${kb(row.js).padStart(9)} ${kb(row.css).padStart(9)} ${share.padStart(12)}`,
    );
  }
  console.log(
    `${'whole package'.padEnd(22)} ${kb(whole.js).padStart(9)} ${kb(whole.css).padStart(9)} ${'100 %'.padStart(12)}`,
  );
  return { whole, rows };
}
