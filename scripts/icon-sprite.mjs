// Writes packages/ui/src/icons/sprite.svg: one <symbol> per icon named in the icons' index, drawn
// from lucide's own data. `--check` only compares: `npm test` runs it so.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const icons = `${root}packages/ui/src/icons`;
const lucide = dirname(createRequire(`${icons}/index.tsx`).resolve('lucide-react/package.json'));

const escapeAttribute = (value) =>
  String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** lucide's module of an icon; an alias (`circle-help`) re-exports the icon it names. */
async function iconData(name) {
  const file = `${lucide}/dist/esm/icons/${name}.mjs`;
  if (!existsSync(file)) throw new Error(`lucide has no icon named ${name}`);
  const module = await import(pathToFileURL(file).href);
  if (module.__iconData) return module;
  const target = readFileSync(file, 'utf8').match(/from '\.\/([a-z0-9-]+)\.mjs'/)?.[1];
  if (!target) throw new Error(`lucide's ${name} is neither an icon nor an alias`);
  return iconData(target);
}

/** The sprite's text for the icons of the index, in its order. */
export async function iconSprite() {
  const names = [...readFileSync(`${icons}/index.tsx`, 'utf8').matchAll(/<Icon name="([a-z0-9-]+)"/g)].map(
    (match) => match[1],
  );
  const symbols = [];
  for (const name of names) {
    const { __iconData } = await iconData(name);
    const shapes = __iconData.node.map(([tag, attributes]) => {
      const pairs = Object.entries(attributes).filter(([key]) => key !== 'key');
      return `<${tag} ${pairs.map(([key, value]) => `${key}="${escapeAttribute(value)}"`).join(' ')}/>`;
    });
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sprite = await iconSprite();
  const path = `${icons}/sprite.svg`;
  if (process.argv.includes('--check')) {
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (current !== sprite) {
      console.error('sprite.svg is not the icons of the index: run node scripts/icon-sprite.mjs');
      process.exit(1);
    }
  } else writeFileSync(path, sprite);
}
