import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What partners install (DESIGN.md "Packages for partners"): the design system's packages ship their
// components, never the fixtures, stories and tests written for them (issue 11 §5).

const packagesDir = fileURLToPath(new URL('../../', import.meta.url));
const NOT_SHIPPED =
  /(^|\/)(fixtures|testing)\/|\.fixtures\.ts$|\.stories\.tsx?$|\.test\.tsx?$|__screenshots__/;

/** The files `pnpm pack` puts in a package's tarball. */
function packedFiles(name: string): string[] {
  const answer = execFileSync('pnpm', ['pack', '--dry-run', '--json'], {
    cwd: `${packagesDir}${name}`,
    encoding: 'utf8',
  });
  return (JSON.parse(answer) as { files: { path: string }[] }).files.map((file) => file.path);
}

describe('published packages', () => {
  it.each(['tokens', 'domain', 'ui', 'blocks'])('@escale/%s ships no fixtures, stories or tests', (name) => {
    const files = packedFiles(name);
    expect(files).toContain('src/index.ts');
    expect(files.filter((path) => NOT_SHIPPED.test(path))).toEqual([]);
  });

  it.each(['tokens', 'domain', 'ui', 'blocks'])(
    '@escale/%s exports nothing from a fixture module',
    (name) => {
      const index = readFileSync(`${packagesDir}${name}/src/index.ts`, 'utf8');
      expect(index).not.toMatch(/fixtures/);
    },
  );
});
